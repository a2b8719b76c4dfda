/** 5E-WATER-01: melee weapons that fight normally underwater. */
export const UNDERWATER_MELEE_WEAPONS = [
  'dagger',
  'javelin',
  'shortsword',
  'spear',
  'trident',
] as const;

/** 5E-WATER-02: ranged weapons that fight normally underwater within normal range. */
export const UNDERWATER_RANGED_WEAPONS = [
  'lightCrossbow',
  'handCrossbow',
  'heavyCrossbow',
  'net',
  'javelin',
  'spear',
  'trident',
  'dart',
] as const;

/** An underwater weapon attack. */
export interface UnderwaterAttack {
  readonly kind: 'melee' | 'ranged';
  /** Weapon key as in the lists above (camelCase SRD names). */
  readonly weapon: string;
  /** The attacker has a swimming speed, natural or magical. */
  readonly swimSpeed: boolean;
  /** Ranged only: the target is beyond the weapon's normal range. */
  readonly beyondNormalRange?: boolean;
}

/** What the water does to one attack. */
export type UnderwaterEffect = 'none' | 'disadvantage' | 'autoMiss';

/**
 * 5E-WATER-01/02: melee weapon attacks without a swimming speed have disadvantage except with
 * a dagger, javelin, shortsword, spear or trident; ranged weapon attacks miss automatically
 * beyond normal range and have disadvantage within it except crossbows, nets and weapons thrown
 * like javelins.
 */
export function underwaterEffect(a: UnderwaterAttack): UnderwaterEffect {
  if (a.kind === 'melee') {
    if (a.swimSpeed) return 'none';
    return (UNDERWATER_MELEE_WEAPONS as readonly string[]).includes(a.weapon)
      ? 'none'
      : 'disadvantage';
  }
  if (a.beyondNormalRange) return 'autoMiss';
  return (UNDERWATER_RANGED_WEAPONS as readonly string[]).includes(a.weapon)
    ? 'none'
    : 'disadvantage';
}

/** 5E-WATER-03: fully immersed creatures and objects resist fire damage. */
export const immersionResistances = (fullyImmersed: boolean): readonly string[] =>
  fullyImmersed ? ['fire'] : [];
