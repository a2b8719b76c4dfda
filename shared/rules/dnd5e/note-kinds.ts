// The kinds of the 5e system's log-only `note5e` facts. Each kind is a fact the rules record
// without changing state (a roll's outcome, why nothing happened); the session log tells each
// with a sentence of its own, so the list is closed: a note of another kind is a type error.

/** Every kind of `note5e` event the 5e rules emit. */
export const DND5E_NOTE_KINDS = [
  // Attacks and their rolls (5E-ATK-*, 5E-HITCOVER-*, 5E-CLEAVE-*, 5E-OA-*).
  'attack',
  'hitCover',
  'cleaveOutOfReach',
  'cleaveMissed',
  'cleaveCarried',
  'noOpportunity',
  // Saving throws (concentration, massive damage, morale, mounts, injuries).
  'save',
  'concentrationSave',
  'concentrationKept',
  'massiveSave',
  'moraleSave',
  'riderSave',
  'injuryActionSave',
  'limpSave',
  // Ability checks and contests (grapple, shove, disarm, hide, search…).
  'contest',
  'disarm',
  'hide',
  'search',
  // Forced movement and falling.
  'pushed',
  'pushBlocked',
  'landed',
  // Surprise, system shock and lingering injuries.
  'surprise',
  'systemShock',
  'injuryRolled',
  'injuryDashFall',
  'woundTended',
  // Healing and hit points.
  'firstAid',
  'tempHpKept',
  'healIgnoredDead',
  'damageIgnoredDead',
  'longRestNoBenefit',
  'healingSurge',
  // Brief speech and gestures (5E-TURN-06).
  'communicate',
  // A creature ends next to one with no room left around it (5E-SIZE-03, AMB-33: noted only).
  'crowded',
] as const;

/** A kind of `note5e` event. */
export type Dnd5eNoteKind = (typeof DND5E_NOTE_KINDS)[number];
