import type { ClassGroup } from '../tables/thac0';

/** Only warriors and rogues fight with two weapons (2E-TWF-01). */
export function canFightWithTwoWeapons(group: ClassGroup): boolean {
  return group === 'warrior' || group === 'rogue';
}

/** A weapon's size and weight, for the off-hand rule (2E-TWF-02). */
export interface HeldWeapon {
  name: string;
  oneHanded: boolean;
  isDagger?: boolean;
  /** Size rank (S=1, M=2, L=3) and weight in pounds; an unknown one is not compared. */
  sizeRank?: number;
  weight?: number;
}

/**
 * Whether a weapon pair is allowed (2E-TWF-02): the main weapon is usable in one hand; the
 * off-hand weapon is smaller and lighter, except that a dagger is always allowed. No shield
 * unless it is strapped to the back (2E-TWF-01).
 */
export function validWeaponPair(main: HeldWeapon, off: HeldWeapon, shieldInHand = false): boolean {
  if (shieldInHand || !main.oneHanded || !off.oneHanded) return false;
  if (off.isDagger) return true;
  const smaller =
    main.sizeRank === undefined || off.sizeRank === undefined || off.sizeRank < main.sizeRank;
  const lighter = main.weight === undefined || off.weight === undefined || off.weight < main.weight;
  // the same weapon twice is never a pair, even when the sheet gives no size or weight
  return smaller && lighter && !(main.name === off.name && main.weight === off.weight);
}

/**
 * Two-weapon attack penalties (2E-TWF-03): -2 main, -4 off hand, each adjusted by the Dex
 * reaction adjustment but never above 0; rangers take none (AMB-33: no armor condition by default).
 */
export function twoWeaponPenalties(
  dexReactionAdj: number,
  isRanger: boolean,
): { main: number; off: number } {
  if (isRanger) return { main: 0, off: 0 };
  return { main: Math.min(0, -2 + dexReactionAdj), off: Math.min(0, -4 + dexReactionAdj) };
}
