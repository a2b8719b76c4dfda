// Tolerant readers for fields of parsed JSON of unknown shape. Each returns undefined for a
// value of the wrong kind, so a mapper never trusts a file's types.

/** A plain object (not an array), or undefined. */
export function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A string, or a finite number written as a string; undefined otherwise. */
export function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A finite number, or a numeric string ("15", " +4 "); undefined otherwise. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** An array, or undefined. */
export function asArray(value: unknown): unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

/** The strings of an array (other items dropped); a lone string becomes a one-item list. */
export function asStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  return (asArray(value) ?? []).flatMap((item) => {
    const s = asString(item);
    return s === undefined ? [] : [s];
  });
}

/** The record's name for messages, if it has a readable one. */
export function nameOf(record: unknown, ...keys: string[]): string | null {
  const obj = asObject(record);
  if (!obj) return null;
  for (const key of keys) {
    const s = asString(obj[key]);
    if (s !== undefined && s.trim() !== '') return s;
  }
  return null;
}
