import type { DocumentCodec } from './codec';
import type { LogFormat } from './log-format';

/** A log snapshot whose entries are upgraded to the current layout and checked. */
export interface CheckedSnapshot<E> {
  schemaVersion: number;
  lastSeq: number;
  entries: E[];
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The codec of a log snapshot `{schemaVersion, lastSeq, entries}`. Entries are stored at the
 * snapshot's own version and each is upgraded and checked through the log's format, so a
 * snapshot holding one bad entry counts as damaged and its backup is used.
 */
export function snapshotCodec<E>(format: LogFormat<unknown, E>): DocumentCodec<CheckedSnapshot<E>> {
  const invalid = (detail: string, version: number | null = null) =>
    ({ ok: false, problem: 'invalid', version, detail }) as const;
  return {
    version: format.version,
    decode: (raw) => {
      if (typeof raw !== 'object' || raw === null) return invalid('not an object');
      const { schemaVersion, lastSeq, entries } = raw as Record<string, unknown>;
      if (!isCount(schemaVersion) || schemaVersion < 1) return invalid('schemaVersion');
      if (schemaVersion > format.version) {
        return { ok: false, problem: 'tooNew', version: schemaVersion, detail: '' };
      }
      if (!isCount(lastSeq) || !Array.isArray(entries) || entries.length !== lastSeq) {
        return invalid('lastSeq/entries', schemaVersion);
      }
      const checked: E[] = [];
      for (const entry of entries) {
        const value = format.entry(entry, schemaVersion);
        if (value === null) return invalid('entry', schemaVersion);
        checked.push(value);
      }
      return {
        ok: true,
        fromVersion: schemaVersion,
        value: { schemaVersion: format.version, lastSeq, entries: checked },
      };
    },
    check: (value) => value,
  };
}
