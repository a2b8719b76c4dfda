// What the crash-test child writes, shared with the parent that checks it. It avoids the zod
// schemas on purpose: the child is started 1,500 times, and without zod it starts as fast as
// a bare Node process. Durability is what is under test, through the real adapters.
import type { DocumentCodec } from '../../../../main/store/codec';
import type { LogFormat } from '../../../../main/store/log-format';

/** The document the document-rewrite child writes. */
export interface CrashDoc {
  schemaVersion: 1;
  version: number;
  entries: { id: string; pad: string }[];
}

/** Version `v` of the document: its size varies from under 1 KB to about 200 KB. */
export function crashDoc(v: number): CrashDoc {
  const count = 1 + ((v * 7) % 40);
  return {
    schemaVersion: 1,
    version: v,
    entries: Array.from({ length: count }, (_, i) => ({
      id: `v${v}-e${i}`,
      pad: 'x'.repeat(((v + i) * 131) % 5000),
    })),
  };
}

/** The exact bytes DurableDocument writes for version `v`. */
export function crashDocText(v: number): string {
  return `${JSON.stringify(crashDoc(v), null, 2)}\n`;
}

/** Accepts exactly the documents crashDoc makes; anything else counts as damage. */
export const crashDocCodec: DocumentCodec<CrashDoc> = {
  version: 1,
  decode: (raw) => {
    const doc = raw as Partial<CrashDoc> | null;
    const version = doc?.version;
    if (typeof version !== 'number' || JSON.stringify(raw) !== JSON.stringify(crashDoc(version))) {
      return { ok: false, problem: 'invalid', version: null, detail: 'not a crash document' };
    }
    return { ok: true, value: raw as CrashDoc, fromVersion: 1 };
  },
  check: (value) => value,
};

/** The header of the crash-test log. */
export interface CrashHeader {
  schemaVersion: 1;
  id: string;
}

/** An entry of the crash-test log: event `n`, padded. */
export interface CrashEntry {
  n: number;
  pad: string;
}

/**
 * Event `n`: most are small like real events; every eighth is padded past a page (4 KiB) and
 * every 25th to 60–110 KB, a write large enough for a kill to cut it short.
 */
export function crashEntry(n: number): CrashEntry {
  const spread = (n * 2654435761) % 5000;
  const pad = n % 25 === 0 ? 60_000 + spread * 10 : n % 8 === 0 ? 4096 + spread : (n * 97) % 300;
  return { n, pad: 'p'.repeat(pad) };
}

/** The crash-test log format: a header with an id, entries that must be crashEntry(n). */
export const crashLogFormat: LogFormat<CrashHeader, CrashEntry> = {
  version: 1,
  header: {
    version: 1,
    decode: (raw) => {
      const header = raw as Partial<CrashHeader> | null;
      return header?.schemaVersion === 1 && typeof header.id === 'string'
        ? { ok: true, value: header as CrashHeader, fromVersion: 1 }
        : { ok: false, problem: 'invalid', version: null, detail: 'header' };
    },
    check: (value) => value,
  },
  entry: (raw) => {
    const entry = raw as Partial<CrashEntry> | null;
    return typeof entry?.n === 'number' && entry.pad === crashEntry(entry.n).pad
      ? (entry as CrashEntry)
      : null;
  },
};
