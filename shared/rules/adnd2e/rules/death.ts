/** Life states of a 2e combatant. */
export type LifeState = 'alive' | 'unconscious' | 'dying' | 'dead';

/** Death threshold with the DMG death's door option (2E-DEATH-06). */
export const DEATHS_DOOR_LIMIT = -10;

/**
 * Life state for an HP value (2E-DEATH-01, 2E-NL-09, 2E-DEATH-06, AMB-14, AMB-19): at 0 or
 * below a character is dead; if punching (bare-handed/temporary damage) took part in it he is
 * unconscious instead; with death's door he is dying down to -10 and dead at -10.
 */
export function lifeStateForHp(
  hp: number,
  opts: { deathsDoor: boolean; temporaryDamage: number; tended?: boolean },
): LifeState {
  if (hp > 0) return 'alive';
  // without the bare-handed part he would still stand: punching knocks out (2E-NL-09, AMB-14)
  if (opts.temporaryDamage > 0 && hp + opts.temporaryDamage > 0) return 'unconscious';
  if (!opts.deathsDoor || hp <= DEATHS_DOOR_LIMIT) return 'dead';
  return opts.tended ? 'unconscious' : 'dying';
}

/** Massive damage threshold: 50+ from a single attack calls for a save vs. death (2E-DEATH-03). */
export const MASSIVE_DAMAGE_THRESHOLD = 50;

/** Whether one attack's damage calls for the massive-damage save (2E-DEATH-03); totals of several attacks never do. */
export function massiveDamageSaveDue(
  amount: number,
  singleAttack: boolean,
  aliveAfter: boolean,
): boolean {
  return singleAttack && amount >= MASSIVE_DAMAGE_THRESHOLD && aliveAfter;
}

/**
 * Death's door bleeding (2E-DEATH-06): 1 HP lost per round until tended; dead at -10.
 */
export function bleedOneRound(hp: number, tended: boolean): number {
  return tended ? hp : hp - 1;
}

/** A cure on a dying character brings him to exactly 1 HP; further cures wait a day of rest (2E-DEATH-06). */
export function cureAtDeathsDoor(
  hp: number,
  heal: boolean,
  healAmount: number,
  maxHp: number,
): number {
  if (heal) return Math.min(maxHp, Math.max(1, hp + healAmount));
  return 1;
}

/** Ways to die outright that no HP total prevents (2E-DEATH-05). */
export type InescapableCause = 'crushed' | 'acidTrap' | 'other';
