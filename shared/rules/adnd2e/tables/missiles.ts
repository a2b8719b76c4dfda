import type { CreatureSize } from './initiative';

/** A weapon's short/medium/long ranges in yards; `short` may be absent (2E-MSL-02). */
export interface WeaponRanges {
  short?: number;
  medium: number;
  long: number;
}

/** Range band of a missile attack (2E-MSL-02). */
export type RangeBand = 'short' | 'medium' | 'long' | 'outOfRange';

/** Attack modifier per range band (2E-MSL-02; Table 51 long/medium rows). */
export const RANGE_BAND_MODIFIER: Readonly<Record<Exclude<RangeBand, 'outOfRange'>, number>> = {
  short: 0,
  medium: -2,
  long: -5,
};

/**
 * Weights of figures when firing into a melee (2E-MSL-07). Tiny is not in the seed: 1/2 by
 * default, DM-editable (AMB-10).
 */
export const FIRING_INTO_MELEE_WEIGHT: Readonly<Record<CreatureSize, number>> = {
  T: 0.5,
  S: 0.5,
  M: 1,
  L: 2,
  H: 4,
  G: 6,
};

/** Grenade-like missile ranges in feet for ≤ 5 lb (2E-MSL-12); heavier objects are DM-set. */
export const GRENADE_RANGES_FEET = { short: 10, medium: 20, long: 30 } as const;

/**
 * Scatter data for a missed grenade-like missile (2E-MSL-14): 1d10 direction on the DMG diagram
 * (the only confirmed part); the distance dice and diagram layout are DM-editable defaults.
 */
export interface ScatterSettings {
  directionDie: string;
  /** Compass label per d10 face (index 0 = face 1). */
  directions: readonly string[];
  /** Distance dice in feet for short / medium / long throws. */
  distanceDice: Readonly<Record<'short' | 'medium' | 'long', string>>;
}

export const DEFAULT_SCATTER: ScatterSettings = {
  directionDie: '1d10',
  directions: [
    'long',
    'longRight',
    'right',
    'shortRight',
    'short',
    'short',
    'shortLeft',
    'left',
    'longLeft',
    'long',
  ],
  distanceDice: { short: '1d6', medium: '1d10', long: '2d10' },
};

/** Flaming oil on a direct hit: 2d6 in the first round, 1d6 in the second (2E-MSL-17). */
export const BURNING_OIL_DAMAGE: readonly string[] = ['2d6', '1d6'];

/** Seed rate-of-fire examples (2E-MSL-03): missiles per round as numerator/denominator. */
export const SEED_RATE_OF_FIRE: Readonly<Record<'darts' | 'bow' | 'heavyCrossbow', Rate>> = {
  darts: { per: 3, rounds: 1 },
  bow: { per: 2, rounds: 1 },
  heavyCrossbow: { per: 1, rounds: 2 },
};

/** A rate: `per` attacks (or missiles) every `rounds` rounds (3/2 = 3 every 2 rounds). */
export interface Rate {
  per: number;
  rounds: number;
}
