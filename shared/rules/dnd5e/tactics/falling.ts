import type { RollRecord } from '../../../dice/roll';
import type { Roller } from '../../../dice/roller';

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

/** The result of landing: bludgeoning damage and whether the creature lands prone. */
export interface Landing {
  readonly damage: number;
  readonly damageType: 'bludgeoning';
  readonly prone: boolean;
  readonly roll: RollRecord | null;
}

/**
 * 5E-FALL-01: rolls the fall damage with the injected roller. The creature lands prone unless
 * it avoided all the damage; `damageTaken` (after resistances, when the engine knows it)
 * decides prone, defaulting to the rolled damage.
 */
export function rollFall(roller: Roller, c: FallContext): Landing {
  const notation = fallDamageNotation(c);
  if (!notation) return { damage: 0, damageType: 'bludgeoning', prone: false, roll: null };
  const roll = roller.roll(notation, 'fallDamage');
  return { damage: roll.total, damageType: 'bludgeoning', prone: roll.total > 0, roll };
}

/** 5E-FALL-01: prone on landing unless every point of falling damage was avoided. */
export const landsProne = (damageTaken: number): boolean => damageTaken > 0;

/** 5E-FALL-02: the most a creature drops at once under `fall.rate`. */
export const FALL_RATE_FT = 500;

/** One drop of a long fall. */
export interface FallStage {
  /** 0 = at once when the fall starts; n = at the end of the faller's n-th turn after that. */
  readonly afterTurns: number;
  readonly dropFt: number;
  readonly remainingFt: number;
  readonly lands: boolean;
}

/**
 * 5E-FALL-02: a long fall drops up to 500 ft at once, then up to 500 ft at the end of each of
 * the faller's turns while it still falls, until it lands.
 */
export function fallSchedule(totalFt: number): FallStage[] {
  const stages: FallStage[] = [];
  let remaining = Math.max(0, totalFt);
  let turn = 0;
  do {
    const drop = Math.min(FALL_RATE_FT, remaining);
    remaining -= drop;
    stages.push({ afterTurns: turn, dropFt: drop, remainingFt: remaining, lands: remaining === 0 });
    turn += 1;
  } while (remaining > 0);
  return stages;
}

/**
 * 5E-FALL-05: with both fall options, a prone flier that starts a later turn still falling may
 * spend half its flying speed to end prone and stop the fall; not on the turn the fall began.
 */
export function canArrestFall(f: {
  readonly startedFallingThisTurn: boolean;
  readonly prone: boolean;
  readonly flySpeedFt: number;
  readonly remainingMovementFt: number;
}): { readonly possible: boolean; readonly costFt: number } {
  const costFt = Math.floor(f.flySpeedFt / 2);
  const possible =
    !f.startedFallingThisTurn && f.prone && f.flySpeedFt > 0 && f.remainingMovementFt >= costFt;
  return { possible, costFt };
}
