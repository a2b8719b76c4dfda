import type { CreatureSize } from '../tables/initiative';
import { CREATURE_SIZES } from '../tables/initiative';
import type { Table58Row } from '../tables/punchWrestle';
import { table58Row } from '../tables/punchWrestle';
import type { RoundingMode } from './rounding';
import { roundBy } from './rounding';

/** Non-lethal attack forms (2E-NL-01). */
export type NonLethalForm = 'punch' | 'wrestle' | 'overbear';

/** Punching needs no weapon; wrestling needs both hands free, no shield (2E-NL-02). */
export function canAttemptNonLethal(
  form: NonLethalForm,
  hands: { weaponInHand: boolean; shieldOrLoad: boolean; freeHands: number },
): boolean {
  if (form === 'punch') return !hands.weaponInHand;
  if (form === 'wrestle') return hands.freeHands >= 2 && !hands.shieldOrLoad;
  return true;
}

/** Settings of the punch damage rule (AMB-15). */
export interface PunchSettings {
  /** Damage of a wild swing (Table 58 gives 0; the seed says unarmed blows do 1 or 2). */
  wildSwingDamage: 0 | 1;
}

/** Result of a successful punch (2E-NL-05, -07, -10, -11). */
export interface PunchResult {
  row: Table58Row;
  name: string;
  damage: number;
  koPercent: number;
}

/**
 * A successful punch (2E-NL-05/07/10): the Table 58 row for the modified roll; damage from the
 * table (or the 1d3 `gauntletRoll` for metal gauntlets and the like), plus the Strength damage
 * bonus when the damage is above 0 (AMB-15). A pulled punch does no damage but can still KO.
 */
export function punchResult(
  modifiedRoll: number,
  opts: { strDamage?: number; gauntletRoll?: number; pulled?: boolean },
  settings: PunchSettings,
): PunchResult {
  const row = table58Row(modifiedRoll);
  let base = opts.gauntletRoll ?? row.damage;
  if (opts.gauntletRoll === undefined && row.punch === 'wildSwing') base = settings.wildSwingDamage;
  const damage = opts.pulled ? 0 : base > 0 ? Math.max(1, base + (opts.strDamage ?? 0)) : 0;
  return { row, name: row.punch, damage, koPercent: row.koPercent };
}

/** A knockout happens if d100 ≤ %KO: the victim is stunned for 1d10 rounds (2E-NL-11). */
export function isKnockout(d100: number, koPercent: number): boolean {
  return d100 <= koPercent;
}

/** The wrestling move of a successful attempt and whether it is a hold (2E-NL-05, -12). */
export function wrestleResult(modifiedRoll: number): { move: string; hold: boolean } {
  const row = table58Row(modifiedRoll);
  return { move: row.wrestle, hold: row.hold };
}

/**
 * Damage of a wrestling move (2E-NL-13): 1 point, the k-th round of a kept hold k points; the
 * Strength bonus is added if the attacker wishes (AMB-15).
 */
export function wrestleDamage(holdRound: number, strDamage = 0, addStrength = false): number {
  const k = Math.max(1, Math.floor(holdRound));
  return k + (addStrength ? strDamage : 0);
}

/** Size rank for overbearing: T0 S1 M2 L3 H4 G5 (2E-NL-16). */
export function sizeRank(size: CreatureSize): number {
  return CREATURE_SIZES.indexOf(size);
}

/**
 * Overbearing attack modifier (2E-NL-14, -16): ±4 per size step between the largest attacker
 * and the defender, -2 per defender leg beyond two, +1 per attacker beyond the first. Pin
 * attempts get no Table 51 prone bonus (2E-NL-15).
 */
export function overbearModifier(input: {
  attackerSizes: readonly CreatureSize[];
  defenderSize: CreatureSize;
  defenderLegs: number;
}): number {
  const largest = Math.max(...input.attackerSizes.map(sizeRank));
  const size = 4 * (largest - sizeRank(input.defenderSize));
  const legs = -2 * Math.max(0, input.defenderLegs - 2);
  return size + legs + Math.max(0, input.attackerSizes.length - 1);
}

/** Several attackers overbearing use the weakest attacker's to-hit number (2E-NL-16). */
export function overbearNeed(needs: readonly number[]): number {
  return Math.max(...needs);
}

/** An armed defender strikes first at +4 to hit and damage against unarmed attempts (2E-NL-17). */
export const ARMED_DEFENDER_BONUS = { hit: 4, damage: 4 } as const;

/** After the first round of wrestling only small weapons can be used (2E-NL-18). */
export function weaponUsableWhileWrestling(
  roundOfWrestling: number,
  weaponSize: CreatureSize,
): boolean {
  return roundOfWrestling <= 1 || weaponSize === 'S' || weaponSize === 'T';
}

/** Bare-handed damage split at the end of combat: 25% stays, 75% is restored (2E-NL-08, 2E-HEAL-07). */
export function splitBareHandedDamage(
  tally: number,
  rounding: RoundingMode = 'down',
): { normal: number; restored: number } {
  const normal = roundBy(rounding, tally * 0.25);
  return { normal, restored: Math.max(0, tally - normal) };
}

/** Weapons whose damage can be controlled for a flat-of-blade attack (2E-NL-19). */
export function canStrikeWithFlat(weapon: {
  damageTypes: readonly string[];
  missile?: boolean;
  controllable?: boolean;
}): boolean {
  if (weapon.controllable !== undefined) return weapon.controllable;
  return !weapon.missile && weapon.damageTypes.includes('S');
}

/**
 * Flat-of-blade damage (2E-NL-19, AMB-14): 50% of the normal damage (a successful hit still
 * does at least 1), half of which is temporary.
 */
export function flatOfBladeDamage(
  normalDamage: number,
  rounding: RoundingMode = 'down',
): { total: number; temporary: number; normal: number } {
  const total = Math.max(1, roundBy(rounding, normalDamage * 0.5));
  const temporary = roundBy(rounding, total / 2);
  return { total, temporary, normal: total - temporary };
}

/** Non-intelligent creatures never grab, punch or pull down: their attacks stay lethal (2E-NL-20). */
export function creatureUsesNonLethal(intelligent: boolean, naturalWeaponsOnly: boolean): boolean {
  return intelligent && !naturalWeaponsOnly;
}
