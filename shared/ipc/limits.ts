// Limits shared by the schemas and the forms; free of schema code so the renderer can import it.

/** Longest combatant name accepted; long enough for "Ancient red dragon (lair, 2nd phase)". */
export const maxCombatantNameLength = 80;
