/**
 * Damage of a successful hit (2E-DMG-04, -05): only the weapon's rolled dice are multiplied
 * (backstab, lance charge, set spear); Strength, magic and other bonuses are added afterwards;
 * a successful attack always does at least 1 point.
 */
export function hitDamage(diceRoll: number, bonus = 0, multiplier = 1): number {
  return Math.max(1, diceRoll * multiplier + bonus);
}

/** Dice of a fall: 1d6 per full 10 ft, at most 20d6 (2E-FALL-01). */
export function fallingDice(feet: number): number {
  return Math.min(20, Math.max(0, Math.floor(feet / 10)));
}

/** Falling damage notation, e.g. "6d6", or null for a fall shorter than 10 ft (AMB-12). */
export function fallingNotation(feet: number): string | null {
  const n = fallingDice(feet);
  return n > 0 ? `${n}d6` : null;
}

/** What a paralyzed creature can still do (2E-PARA-01, -02). */
export const PARALYSIS_ALLOWS = {
  move: false,
  speak: false,
  attack: false,
  breatheThinkSeeHear: true,
  useMagicItemsByThought: true,
  innatePowers: true,
  aimGazeByTurning: false,
} as const;
