// The largest XP one number of the award may hold (a share, or what one foe was counted at),
// without the schema code, so the award step in the window checks the DM's entries by the
// same bound the engine's awardXp command validates.

/** Largest XP of one share or one foe in the awardXp command. */
export const MAX_AWARD_XP = 100_000_000;
