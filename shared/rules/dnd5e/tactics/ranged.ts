/** A ranged attack's range: one number, or normal/long. */
export interface WeaponRange {
  readonly normalFt: number;
  readonly longFt?: number;
}

/** Where a target stands relative to the range (5E-RANGED-01). */
export type RangeBand = 'normal' | 'long' | 'outOfRange';

/**
 * 5E-RANGED-01: within normal range → no penalty; beyond normal but within long → disadvantage;
 * beyond long (or beyond a single range) → cannot be attacked.
 */
export function rangeBand(distanceFt: number, range: WeaponRange): RangeBand {
  if (distanceFt <= range.normalFt) return 'normal';
  if (range.longFt !== undefined && distanceFt <= range.longFt) return 'long';
  return 'outOfRange';
}

/** A hostile creature near a ranged attacker. */
export interface NearbyHostile {
  readonly distanceFt: number;
  readonly seesAttacker: boolean;
  readonly incapacitated: boolean;
}

/**
 * 5E-RANGED-02 / AMB-12: a ranged attack (weapon, spell or other) has disadvantage when a
 * hostile creature within 5 ft is not incapacitated and — by default, following 000:L259 —
 * can see the attacker. `requireSight: false` is the reading of 001:L109.
 */
export function rangedInCloseCombat(
  hostiles: readonly NearbyHostile[],
  requireSight = true,
): boolean {
  return hostiles.some(
    (h) => h.distanceFt <= 5 && !h.incapacitated && (!requireSight || h.seesAttacker),
  );
}

/** 5E-MELEE-01: the usual melee reach. */
export const DEFAULT_REACH_FT = 5;

/** 5E-MELEE-01: a melee attack can target a creature within reach. */
export const inReach = (distanceFt: number, reachFt: number = DEFAULT_REACH_FT): boolean =>
  distanceFt <= reachFt;
