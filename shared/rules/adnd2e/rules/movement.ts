import type { RoundingMode } from './rounding';
import { roundBy } from './rounding';

/** Kinds of movement in a combat round (§5). */
export type CombatMove = 'full' | 'closeToMelee' | 'moveAndFire' | 'charge' | 'withdraw' | 'flee';

/** The kinds in the order a DM picks them. */
export const COMBAT_MOVES = [
  'full',
  'closeToMelee',
  'moveAndFire',
  'charge',
  'withdraw',
  'flee',
] as const satisfies readonly CombatMove[];

/** Fraction of the full move each kind allows (§5 table). */
export const MOVE_FRACTION: Readonly<Record<CombatMove, number>> = {
  full: 1,
  closeToMelee: 1 / 2,
  moveAndFire: 1 / 2,
  charge: 3 / 2,
  withdraw: 1 / 3,
  flee: 1,
};

/** Most feet a creature moves in a round: 10 × MV (2E-MOVE-01). */
export function fullMoveFeet(mv: number): number {
  return 10 * mv;
}

/** Feet allowed for a kind of combat movement (2E-MOVE-01..07); fractions rounded per AMB-12. */
export function moveFeet(mv: number, kind: CombatMove, rounding: RoundingMode = 'down'): number {
  return roundBy(rounding, fullMoveFeet(mv) * MOVE_FRACTION[kind]);
}

/** What each kind of movement allows at the end (§5 table). */
export const MOVE_ALLOWS: Readonly<Record<CombatMove, 'none' | 'melee' | 'missilesHalfRate'>> = {
  full: 'none',
  closeToMelee: 'melee',
  moveAndFire: 'missilesHalfRate',
  charge: 'melee',
  withdraw: 'none',
  flee: 'none',
};

/**
 * Free attacks on a fleeing character (2E-MOVE-07, AMB-09): every opponent he was fighting in
 * melee gets all its attacks, outside the initiative order and its attack count, as rear
 * attacks (+2, Dex bonus lost).
 */
export function fleeFreeAttackers(
  meleeOpponents: readonly string[],
  deselected: readonly string[] = [],
): string[] {
  return meleeOpponents.filter((id) => !deselected.includes(id));
}
