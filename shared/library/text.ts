// Neutralises text that arrives from imported files before it is stored or shown. Svelte
// renders it as text, so markup is inert anyway; what remains dangerous is invisible: control
// characters, bidirectional overrides that make a name read differently from what it is (a
// "Trojan source" trick), unpaired surrogates that break encoders, and a BOM or zero-width
// space that makes two equal-looking names differ.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0 controls except tab and line feed, DEL, C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Bidi embeddings, overrides and isolates; BOM, zero-width space, word joiner; noncharacters.
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF\uFFFE\uFFFF]/g;

/** The replacement character shown where an unpaired surrogate was. */
export const REPLACEMENT = '\uFFFD';

function clean(value: string): string {
  return value
    .replace(LONE_SURROGATE, REPLACEMENT)
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '');
}

// Most imported text is plain printable ASCII, which needs no cleaning or normalisation; the
// checks below let it through untouched, which keeps a 5,000-creature import fast.
const NOT_PLAIN = /[^\x20-\x7e]/;
const LINE_NEEDS_WORK = /[^\x20-\x7e]|\s\s|^\s|\s$/;

/** One-line text (names, types, notes of a field): invisible characters removed, spaces collapsed. */
export function neutraliseLine(value: string): string {
  if (!LINE_NEEDS_WORK.test(value)) return value;
  return (NOT_PLAIN.test(value) ? clean(value) : value).replace(/\s+/g, ' ').trim();
}

/** Multi-line text (descriptions, actions): line breaks kept, at most one blank line in a row. */
export function neutraliseText(value: string): string {
  return (/[^\x20-\x7e\n]/.test(value) ? clean(value) : value)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// Keys whose text may span lines; every other string is a one-line value.
const MULTILINE_KEYS = new Set(['desc', 'description', 'note', 'notes', 'special']);

/**
 * A copy of a JSON-like value (as produced by the import mappers, so shallow and acyclic) with
 * every string neutralised: multi-line for description-like keys, one-line otherwise. Object
 * keys are neutralised too, and a key that becomes empty is dropped.
 */
export function neutraliseDeep(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    return MULTILINE_KEYS.has(key) ? neutraliseText(value) : neutraliseLine(value);
  }
  if (Array.isArray(value)) return value.map((item) => neutraliseDeep(item, key));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const cleanKey = neutraliseLine(k);
      if (cleanKey !== '') out[cleanKey] = neutraliseDeep(v, cleanKey);
    }
    return out;
  }
  return value;
}

// The same classes as above, without the global flag, for a plain test.
const HIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string (or key) in a JSON-like value holds a character neutralising removes. */
export function containsHidden(value: unknown): boolean {
  if (typeof value === 'string') return HIDDEN.test(value);
  if (Array.isArray(value)) return value.some(containsHidden);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([k, v]) => HIDDEN.test(k) || containsHidden(v));
  }
  return false;
}
