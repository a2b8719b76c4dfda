/** 5E-FALL-01: damage dice are capped at 20d6. */
export const MAX_FALL_DICE = 20;

/** 5E-FALL-01: 1d6 bludgeoning per full 10 ft fallen, at most 20d6. */
export const fallDice = (feet: number): number =>
  Math.min(MAX_FALL_DICE, Math.floor(Math.max(0, feet) / 10));

/** The fall as the optional rules see it. */
export interface FallContext {
  readonly feet: number;
  /** `fall.flyingSlowdown` (5E-FALL-04). */
  readonly flyingSlowdown?: boolean;
  /** A flier knocked prone but still conscious, with its current flying speed. */
  readonly flier?: { readonly conscious: boolean; readonly flySpeedFt: number };
}

/**
 * 5E-FALL-04: a conscious flier with a flying speed above 0 subtracts that speed from the
 * distance before damage: `max(0, ft − currentFlySpeed)`.
 */
export function feetForDamage(c: FallContext): number {
  const f = c.flier;
  if (c.flyingSlowdown && f && f.conscious && f.flySpeedFt > 0) {
    return Math.max(0, c.feet - f.flySpeedFt);
  }
  return Math.max(0, c.feet);
}

/** The damage notation of a fall (`3d6`), or null when no die is due. */
export function fallDamageNotation(c: FallContext): string | null {
  const n = fallDice(feetForDamage(c));
  return n > 0 ? `${n}d6` : null;
}

/** 5E-FALL-01: prone on landing unless every point of falling damage was avoided. */
export const landsProne = (damageTaken: number): boolean => damageTaken > 0;

/** 5E-FALL-02: the most a creature drops at once under `fall.rate`. */
export const FALL_RATE_FT = 500;
