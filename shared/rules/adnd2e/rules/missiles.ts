import type { CreatureSize } from '../tables/initiative';
import type { CoverPercent } from '../tables/cover';
import { TABLE_59_COVER } from '../tables/cover';
import type { RangeBand, ScatterSettings, WeaponRanges } from '../tables/missiles';
import { DEFAULT_SCATTER, FIRING_INTO_MELEE_WEIGHT, GRENADE_RANGES_FEET } from '../tables/missiles';
import type { Roller, RollRecord } from '../../../dice';
import type { RoundingMode } from './rounding';
import { roundBy } from './rounding';

/** Standard missiles hit one target; grenade-like missiles affect an area (2E-MSL-01). */
export type MissileCategory = 'standard' | 'grenadeLike';

/**
 * Range band of a distance in yards (2E-MSL-02): ≤S short, ≤M medium, ≤L long, beyond out of
 * range. A weapon without a short range starts at medium.
 */
export function rangeBand(distance: number, ranges: WeaponRanges): RangeBand {
  if (ranges.short !== undefined && distance <= ranges.short) return 'short';
  if (distance <= ranges.medium) return 'medium';
  if (distance <= ranges.long) return 'long';
  return 'outOfRange';
}

/** Range band of a grenade-like missile of ≤ 5 lb thrown `feet` feet (2E-MSL-12, AMB-32). */
export function grenadeRangeBand(feet: number, ranges = GRENADE_RANGES_FEET): RangeBand {
  return rangeBand(feet, ranges);
}

/** A figure near the intended target when firing into a melee (2E-MSL-07). */
export interface MeleeFigure {
  id: string;
  size: CreatureSize;
}

/** Each figure's chance to be the one shot at: weight / total (2E-MSL-07). */
export function firingIntoMeleeOdds(
  figures: readonly MeleeFigure[],
  weights: Readonly<Record<CreatureSize, number>> = FIRING_INTO_MELEE_WEIGHT,
): { id: string; weight: number; chance: number }[] {
  const total = figures.reduce((s, f) => s + weights[f.size], 0);
  return figures.map((f) => ({
    id: f.id,
    weight: weights[f.size],
    chance: total > 0 ? weights[f.size] / total : 0,
  }));
}

/**
 * Picks the figure actually shot at with a d100 (2E-MSL-07): each figure takes a slice of
 * 1..100 proportional to its weight, in the order given. A normal attack roll follows (AMB-10).
 */
export function pickMeleeTarget(
  figures: readonly MeleeFigure[],
  roller: Roller,
  weights: Readonly<Record<CreatureSize, number>> = FIRING_INTO_MELEE_WEIGHT,
): { id: string; roll: RollRecord } {
  const roll = roller.roll('1d100', 'firingIntoMelee');
  return { id: meleeTargetForRoll(figures, roll.total, weights), roll };
}

/** The figure whose slice of 1..100 holds `d100` (2E-MSL-07). */
export function meleeTargetForRoll(
  figures: readonly MeleeFigure[],
  d100: number,
  weights: Readonly<Record<CreatureSize, number>> = FIRING_INTO_MELEE_WEIGHT,
): string {
  const odds = firingIntoMeleeOdds(figures, weights);
  let upper = 0;
  for (const o of odds) {
    upper += o.chance * 100;
    if (d100 <= Math.floor(upper + 1e-9)) return o.id;
  }
  return (odds[odds.length - 1] as { id: string }).id;
}

/**
 * Save bonus from hard cover against physical-damage spells (2E-MSL-09, 2E-SAVE-12): the size
 * of the Table 59 cover value (AMB-11: concealment gives none unless the DM says so).
 */
export function coverSaveBonus(
  percent: CoverPercent,
  kind: 'cover' | 'concealment' = 'cover',
  concealmentCounts = false,
): number {
  if (kind === 'concealment' && !concealmentCounts) return 0;
  return Math.abs(TABLE_59_COVER[percent][kind]);
}

/**
 * Damage behind cover when a blast strikes the cover first (2E-MSL-10): 90% or more cover
 * halves the damage on a failed save and negates it on a success. Otherwise the usual save rule.
 */
export function damageBehindCover(input: {
  damage: number;
  coverPercent: CoverPercent | 0;
  blastHitsCoverFirst: boolean;
  saved: boolean;
  halfOnSave: boolean;
  /** How a half is rounded (AMB-12: down by default). */
  rounding?: RoundingMode;
}): number {
  const { damage, saved } = input;
  const half = roundBy(input.rounding ?? 'down', damage / 2);
  if (input.coverPercent >= 90 && input.blastHitsCoverFirst) return saved ? 0 : half;
  if (saved) return input.halfOnSave ? half : 0;
  return damage;
}

/** Scatter of a missed grenade-like missile: 1d10 direction, DM-editable distance (2E-MSL-14). */
export function rollScatter(
  band: 'short' | 'medium' | 'long',
  roller: Roller,
  settings: ScatterSettings = DEFAULT_SCATTER,
): { direction: string; feet: number; rolls: RollRecord[] } {
  const dir = roller.roll(settings.directionDie, 'scatterDirection');
  const dist = roller.roll(settings.distanceDice[band], 'scatterDistance');
  const direction = settings.directions[(dir.total - 1) % settings.directions.length] ?? 'long';
  return { direction, feet: dist.total, rolls: [dir, dist] };
}

/** A container that hits breaks at once unless it is tough: then the DM may ask an item save (2E-MSL-13). */
export function containerBreaks(tough: boolean, itemSaveSucceeded?: boolean): boolean {
  if (!tough) return true;
  return itemSaveSucceeded !== true;
}

/** Damage kinds that cannot be regenerated and must be healed normally (2E-MSL-15, -16). */
export const NON_REGENERABLE_DAMAGE: readonly string[] = ['acid', 'holyWater', 'unholyWater'];

/** Whether damage of this kind cannot be regenerated (2E-MSL-15, -16): `acid`, `holy water` alike. */
export function isNonRegenerable(kind: string): boolean {
  const key = kind.replace(/[\s_-]+/g, '').toLowerCase();
  return NON_REGENERABLE_DAMAGE.some((k) => k.toLowerCase() === key);
}

/**
 * A creature's regeneration (2E-MSL-15, -16): HP come back, but never those acid, holy or
 * unholy water took, which must be healed normally. `heldBack` is what the amount would have
 * restored without that damage.
 */
export function regeneration(
  hp: number,
  maxHp: number,
  unregenerable: number,
  amount: number,
): { hp: number; restored: number; heldBack: number; cap: number } {
  const cap = Math.max(0, maxHp - Math.max(0, unregenerable));
  const gain = Math.max(0, amount);
  const next = Math.max(hp, Math.min(cap, hp + gain));
  const without = Math.max(hp, Math.min(maxHp, hp + gain));
  return { hp: next, restored: next - hp, heldBack: without - next, cap };
}

/** Whether holy (or unholy) water affects a creature (2E-MSL-16). */
export function holyWaterAffects(
  water: 'holy' | 'unholy',
  target: {
    undead?: boolean;
    lowerPlanes?: boolean;
    upperPlanes?: boolean;
    paladin?: boolean;
    defenderOfGood?: boolean;
    gaseous?: boolean;
    incorporeal?: boolean;
  },
): boolean {
  if (water === 'holy') {
    if (target.gaseous || (target.undead && target.incorporeal)) return false;
    return !!(target.undead || target.lowerPlanes);
  }
  return !!(target.paladin || target.defenderOfGood || target.upperPlanes);
}

/** Burning oil on a direct hit: 2d6 this round, 1d6 next round (2E-MSL-17). Needs a douse and an ignition. */
export function burningOilDice(roundOfBurning: 1 | 2): string {
  return roundOfBurning === 1 ? '2d6' : '1d6';
}

/** A thrown poison works only on a direct hit into a huge open maw, or on any direct hit if contact (2E-MSL-18). */
export function thrownPoisonWorks(input: {
  directHit: boolean;
  contact: boolean;
  intoOpenMaw: boolean;
}): boolean {
  if (!input.directHit) return false;
  return input.contact || input.intoOpenMaw;
}
