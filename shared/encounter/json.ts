// Plain JSON values: everything in encounter states, commands and events is one of these, so
// logs serialise losslessly and replay exactly.

/** Any JSON value. */
export type Json = null | boolean | number | string | Json[] | JsonObject;

/** A JSON object; optional keys may be absent (undefined is dropped when serialised). */
export interface JsonObject {
  [key: string]: Json | undefined;
}

/**
 * Deep copy of a JSON value. Objects are copied by spread, then their nested objects: V8 clones
 * a spread object's shape in one step, several times faster than setting its keys one by one,
 * and every event that edits a combatant copies its state, so a simulated fight spends much of
 * its time here.
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return (value.length === 0 ? [] : value.map(cloneJson)) as T;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const k in out) {
    const v = out[k];
    if (v !== null && typeof v === 'object') out[k] = cloneJson(v);
  }
  return out as T;
}
