// Limits shared by the schemas and the forms; free of schema code so the renderer can import it.

/** Longest combatant name the engine accepts (its combatant schema); forms use it as maxlength. */
export const maxCombatantNameLength = 200;

/** Longest command type name accepted by `encounter.dispatch`. */
export const maxCommandTypeLength = 100;
