// Request payloads nested thousands of levels deep, as JSON text (JSON.stringify of such a value
// overflows the stack of the test itself) and as values (for the Electron bridge).

/** The JSON text of an object nested `depth` levels deep. */
export function nestedText(depth: number): string {
  return `${'{"inner":'.repeat(depth - 1)}{"leaf":1}${'}'.repeat(depth - 1)}`;
}

/** An object nested `depth` levels deep. */
export function nestedValue(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let i = 1; i < depth; i += 1) value = { inner: value };
  return value;
}

/** encounter.dispatch adding a creature whose statblock is nested `depth` deep. */
export const deepDispatchPayload = (depth: number): string =>
  `{"command":{"type":"addCombatants","combatants":[{"name":"Deep","kind":"monster","statblock":${nestedText(depth)}}]}}`;

/** library.create of a creature whose statblock is nested `depth` deep. */
export const deepCreatePayload = (depth: number): string =>
  `{"scope":{"kind":"global"},"system":"dnd5e","statblock":${nestedText(depth)}}`;
