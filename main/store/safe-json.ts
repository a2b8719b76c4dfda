// Parsing of every JSON text the store reads, its own files and imported ones alike. JSON.parse
// turns a "__proto__" key into an own property, and any later spread or merge of that object
// would then change prototypes; rejecting those keys outright keeps such files out.

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const FORBIDDEN_TEXT = /__proto__|constructor|prototype|\\u/;

/** A JSON text carried a key that could pollute prototypes. */
export class UnsafeJsonError extends Error {
  constructor(readonly key: string) {
    super(`forbidden key ${key}`);
    this.name = 'UnsafeJsonError';
  }
}

function rejectForbiddenKeys(key: string, value: unknown): unknown {
  if (FORBIDDEN_KEYS.has(key)) throw new UnsafeJsonError(key);
  return value;
}

/**
 * JSON.parse that throws UnsafeJsonError on `__proto__`, `constructor` or `prototype` keys.
 * The checking reviver is slow, so it runs only when the text could hold such a key at all
 * (a `\u` escape could spell one).
 */
export function parseJsonSafely(text: string): unknown {
  if (!FORBIDDEN_TEXT.test(text)) return JSON.parse(text);
  return JSON.parse(text, rejectForbiddenKeys);
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Decodes strict UTF-8 (a leading BOM is dropped); throws TypeError on invalid bytes. */
export function decodeUtf8(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}
