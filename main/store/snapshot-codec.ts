import type { z } from 'zod';
import { logSnapshotSchema, type LogSnapshot } from '../../shared/model/log-entry';
import { upgradeEntry, type DocumentKind } from '../../shared/model/migrations';
import type { DocumentCodec } from './codec';

/** A log snapshot whose entries are upgraded to the current layout and validated. */
export interface CheckedSnapshot<E> {
  schemaVersion: number;
  lastSeq: number;
  entries: E[];
}

/**
 * The codec of a log snapshot: entries are stored at the snapshot's own version, upgraded
 * through the log kind's entry migrations, and each is checked, so a snapshot holding one bad
 * entry counts as damaged and the backup is used.
 */
export function snapshotCodec<E>(
  kind: DocumentKind<unknown>,
  entrySchema: z.ZodType<E>,
): DocumentCodec<CheckedSnapshot<E>> {
  return {
    version: kind.version,
    decode: (raw) => {
      const parsed = logSnapshotSchema.safeParse(raw);
      if (!parsed.success) {
        return { ok: false, problem: 'invalid', version: null, detail: parsed.error.message };
      }
      const snapshot: LogSnapshot = parsed.data;
      if (snapshot.schemaVersion > kind.version) {
        return { ok: false, problem: 'tooNew', version: snapshot.schemaVersion, detail: '' };
      }
      if (snapshot.entries.length !== snapshot.lastSeq) {
        return { ok: false, problem: 'invalid', version: snapshot.schemaVersion, detail: 'count' };
      }
      const entries: E[] = [];
      for (const entry of snapshot.entries) {
        const checked = entrySchema.safeParse(upgradeEntry(kind, entry, snapshot.schemaVersion));
        if (!checked.success) {
          return {
            ok: false,
            problem: 'invalid',
            version: snapshot.schemaVersion,
            detail: 'entry',
          };
        }
        entries.push(checked.data);
      }
      return {
        ok: true,
        fromVersion: snapshot.schemaVersion,
        value: { schemaVersion: kind.version, lastSeq: snapshot.lastSeq, entries },
      };
    },
    check: (value) => value,
  };
}
