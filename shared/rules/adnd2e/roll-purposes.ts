// The names of the rolls the AD&D 2e rules make. A roll's purpose is one of these bases, alone or
// followed by `:` and the creature or side it is for (`init:side:party`, `surprise:foes`), or by
// `.` and the table entry it reads (`turnCount.skeleton`, `poison.paralytic`,
// `drainHitDie.<class>.<level>`). The DM's typed dice are keyed by the purpose, and the session
// log names each roll by its base, so the list is closed.

/** Base names of every roll the 2e rules make. */
export const ADND2E_ROLL_PURPOSES = [
  // Initiative and surprise (2E-INIT-*, 2E-SURP-*).
  'init',
  'surprise',
  // Attacks, damage and what hitting brings (2E-ATK-*, 2E-MSL-*, punching and wrestling).
  'attack',
  'damage',
  'firingIntoMelee',
  'scatterDirection',
  'scatterDistance',
  'knockout',
  'stunRounds',
  'burningOil',
  'falling',
  // Saving throws and checks.
  'save',
  'abilityCheck',
  'proficiencyCheck',
  'magicResistance',
  'massiveDamageSave',
  'massiveDamageSystemShock',
  'systemShock',
  'resurrectionSurvival',
  // Turning undead (2E-TURN-*).
  'turnUndead',
  'turnCount',
  'turnExtra',
  // Poison (2E-POIS-*).
  'poisonSave',
  'poison',
  'poisonOnset',
  'poisonDamage',
  'poisonAfterDeath',
  // Healing and energy drain.
  'firstAid',
  'regeneration',
  'drainHitDie',
  // 2E-DRAIN-07: days until one drained below level 0 rises as undead.
  'undeadRising',
  // A hit's rider: the save against it and how long the condition lasts (2E-PARA-01).
  'hitEffectSave',
  'hitEffectDuration',
  // Morale as an optional convention (DMG 2d10 against the morale rating; not in the seed).
  'morale',
] as const;

/** A base name of a 2e roll. */
export type Adnd2eRollPurpose = (typeof ADND2E_ROLL_PURPOSES)[number];

/**
 * The typed-dice keys the 2e rules accept, as shapes (encounter/roll-keys.ts). Under `'*'` for
 * every command: a base named here must come in one of its shapes (`init` alone is refused,
 * `init:<id>` or `init:side:<side>` taken); a base not named falls back to ADND2E_ROLL_PURPOSES.
 */
export const ADND2E_COMMAND_ROLLS: Readonly<Record<string, readonly string[]>> = {
  '*': [
    'init:<id>',
    'surprise:<side>',
    'attack',
    'damage',
    'firingIntoMelee',
    'scatterDirection',
    'scatterDistance',
    'knockout',
    'stunRounds',
    'burningOil',
    'falling',
    'save',
    'abilityCheck',
    'proficiencyCheck',
    'magicResistance',
    'magicResistance:<id>',
    'massiveDamageSave',
    'massiveDamageSystemShock',
    'systemShock',
    'resurrectionSurvival',
    'turnUndead',
    'turnCount',
    'turnCount.<undead>',
    'turnExtra.<undead>',
    'poisonSave',
    'poison.<effect>',
    'poisonOnset',
    'poisonDamage',
    'poisonAfterDeath',
    'firstAid',
    'regeneration',
    'drainHitDie.<class>.<level>',
    'undeadRising',
    'hitEffectSave',
    'hitEffectDuration',
    'morale:<id>',
    // The 2d10 totals of a morale check as the DM read them, one per creature in order.
    'morale',
  ],
};
