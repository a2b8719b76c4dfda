// Plain JSON values: everything in encounter states, commands and events is one of these, so
// logs serialise losslessly and replay exactly.

/** Any JSON value. */
export type Json = null | boolean | number | string | Json[] | JsonObject;

/** A JSON object; optional keys may be absent (undefined is dropped when serialised). */
export interface JsonObject {
  [key: string]: Json | undefined;
}

/** Deep copy of a JSON value (faster than structuredClone for small objects). */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const out: Record<string, unknown> = {};
  for (const k in value) {
    if (Object.prototype.hasOwnProperty.call(value, k)) {
      out[k] = cloneJson((value as Record<string, unknown>)[k]);
    }
  }
  return out as T;
}
