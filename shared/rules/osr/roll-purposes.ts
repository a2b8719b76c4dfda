// The names of the rolls the OSR procedure makes. A roll's purpose is one of these bases, alone
// or followed by `:` and the side or creature it is for (`initiative:party`, `fire:g2`). The DM's
// typed dice are keyed by the purpose, and the session log names each roll by its base, so the
// list is closed.

/** Base names of every roll the OSR procedure makes. */
export const OSR_ROLL_PURPOSES = [
  // Exploration and the meeting (OSR-ENC-*, OSR-DIST-*, OSR-SURP-*, OSR-REACT-*).
  'encounter',
  'distance',
  'surprise',
  'reaction',
  // The round (side initiative, attacks, damage, burning oil).
  'initiative',
  'attack',
  'damage',
  'fire',
  // What a hit brings besides its damage: the save, paralysis rounds, poison damage.
  'save',
  'paralysisRounds',
  'poisonDamage',
  // Morale and flight.
  'morale',
  'escape',
] as const;

/** A base name of an OSR roll. */
export type OsrRollPurpose = (typeof OSR_ROLL_PURPOSES)[number];

/**
 * The typed-dice keys the OSR procedure accepts, as shapes (encounter/roll-keys.ts). Under `'*'`
 * for every command: a base named here must come in one of its shapes (`initiative` alone is
 * refused, `initiative:<side>` taken); a base not named falls back to OSR_ROLL_PURPOSES.
 */
export const OSR_COMMAND_ROLLS: Readonly<Record<string, readonly string[]>> = {
  '*': [
    'encounter',
    'distance',
    'surprise:<side>',
    'reaction',
    'initiative:<side>',
    'attack',
    'damage',
    'fire',
    'fire:<id>',
    'save:<id>',
    'paralysisRounds:<id>',
    'poisonDamage:<id>',
    'morale:<flag>',
    // Morale totals as the Referee read his dice, one per check in order (no flag id needed).
    'morale',
    'escape',
  ],
};
