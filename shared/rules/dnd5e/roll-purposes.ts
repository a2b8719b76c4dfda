// The names of the rolls the 5e rules make. A roll's purpose is one of these bases, alone or
// followed by `:` and what it is for (a creature, a side, a group, a contest role); a second roll
// of the same purpose in one command gets `#2`. The DM's typed dice are keyed by the purpose, and
// the session log names each roll by its base, so the list is closed.

/** Contests of the tactical rules: each rolls `<contest>:initiator` and `<contest>:defender`. */
export const DND5E_CONTESTS = [
  'grapple',
  'escape',
  'shove',
  'shoveAside',
  'overrun',
  'tumble',
  'climbOnto',
  'dislodge',
] as const;

/** A contest of the tactical rules. */
export type Dnd5eContest = (typeof DND5E_CONTESTS)[number];

/** Base names of every roll the 5e rules make. */
export const DND5E_ROLL_PURPOSES = [
  // Attacks and damage (5E-ATK-*, 5E-DMG-*, 5E-FALL-01).
  'attack',
  'damage',
  'fallDamage',
  // Saving throws: `save:<creature>` unless the rule names its own.
  'save',
  'concentration',
  'massiveSave',
  'morale',
  'riderSave',
  'injurySave',
  'limpSave',
  'deathSave',
  // Initiative (`init:<creature or group>`, `side:<side>`, ties `tie:<slot>`) and surprise.
  'init',
  'side',
  'tie',
  'stealth',
  // Ability checks and contests.
  'search',
  'medicine',
  'disarm',
  ...DND5E_CONTESTS,
  // Healing, rests and lingering injuries.
  'heal',
  'tempHp',
  'hd',
  'recovery',
  'injury',
  'systemShock',
] as const;

/** A base name of a 5e roll. */
export type Dnd5eRollPurpose = (typeof DND5E_ROLL_PURPOSES)[number];

/** A 5e roll purpose: a base, or a base with what it is for (`save:c3`, `grapple:initiator`). */
export type Dnd5eRollKey = Dnd5eRollPurpose | `${Dnd5eRollPurpose}:${string}`;

/**
 * The typed-dice keys the 5e rules accept, as shapes (encounter/roll-keys.ts): `<id>` is the
 * creature (or group) the roll is for. Under `'*'` for every command: a base named here must
 * come in one of its shapes (`recovery` alone is refused, `recovery:<id>` taken); a base not
 * named falls back to DND5E_ROLL_PURPOSES. A command given its own list accepts only that.
 */
export const DND5E_COMMAND_ROLLS: Readonly<Record<string, readonly string[]>> = {
  '*': [
    'attack',
    'damage',
    'fallDamage',
    'save:<id>',
    'concentration',
    'massiveSave',
    'morale',
    'riderSave',
    'injurySave',
    'limpSave',
    'deathSave',
    'init:<id>',
    'side:<side>',
    'tie:<slot>',
    'stealth',
    'stealth:<id>',
    'search',
    'medicine',
    'disarm:attack',
    'disarm:defender',
    ...DND5E_CONTESTS.flatMap((c) => [`${c}:initiator`, `${c}:defender`]),
    'heal',
    'tempHp',
    'hd:<id>',
    'recovery:<id>',
    'injury',
    'systemShock',
  ],
};
