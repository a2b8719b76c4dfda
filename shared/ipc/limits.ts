// Limits shared by the schemas and the forms; free of schema code so the renderer can import it.

/** Longest combatant name the engine accepts (its combatant schema); forms use it as maxlength. */
export const maxCombatantNameLength = 200;

/** Longest command type name accepted by `encounter.dispatch`. */
export const maxCommandTypeLength = 100;

/**
 * A long step (an export, an import) that takes longer than this shows progress; a shorter
 * one sends none, so a dialog does not flicker a bar for 50 ms.
 */
export const PROGRESS_DELAY_MS = 500;

/**
 * Deepest nesting a request payload may have. Real payloads need about ten levels (a statblock
 * inside a combatant inside a command); deeper ones would reach recursive code (schema checks,
 * structured clones, JSON.stringify) that can exhaust main's stack.
 */
export const maxPayloadDepth = 64;

/** Most values (objects, arrays and scalars together) one request payload may hold. */
export const maxPayloadValues = 2_000_000;
