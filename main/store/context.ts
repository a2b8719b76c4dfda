import { randomBytes, randomUUID } from 'node:crypto';
import { relative, sep } from 'node:path';
import type { RecoveryNotice, TimedRecoveryNotice } from '../../shared/model/recovery';
import { nodeFs, type FsLayer } from './fs-layer';

/** What every store module shares: the file system, the clock and where notices go. */
export interface StoreContext {
  readonly fs: FsLayer;
  /** The data folder; notices name files relative to it. */
  readonly root: string;
  readonly now: () => Date;
  /** Receives every recovery notice for the DM. */
  readonly report: (notice: RecoveryNotice) => void;
  /** Random hex for unique temporary names and new ids. */
  readonly randomHex: (bytes: number) => string;
  /** A fresh id for a new record (campaign, roster member, encounter…). */
  readonly newId: () => string;
  /** Folders already cleared of temporary files left by a killed writer. */
  readonly sweptDirs: Set<string>;
}

/** Options to build a StoreContext; anything omitted uses the real machine. */
export interface StoreContextOptions {
  fs?: FsLayer;
  now?: () => Date;
  onNotice?: (notice: TimedRecoveryNotice) => void;
  newId?: () => string;
}

/** Builds a context whose notices are collected in `notices` and passed to `onNotice`. */
export function createStoreContext(
  root: string,
  options: StoreContextOptions = {},
): StoreContext & { notices: TimedRecoveryNotice[] } {
  const notices: TimedRecoveryNotice[] = [];
  const now = options.now ?? (() => new Date());
  return {
    fs: options.fs ?? nodeFs(),
    root,
    now,
    notices,
    sweptDirs: new Set(),
    newId: options.newId ?? (() => randomUUID()),
    randomHex: (bytes) => randomBytes(bytes).toString('hex'),
    report: (notice) => {
      // Listing a folder and then opening a document both read it; say "upgraded" once.
      if (notice.code === 'documentMigrated') {
        const key = JSON.stringify(notice.params);
        if (notices.some((n) => n.code === notice.code && JSON.stringify(n.params) === key)) return;
      }
      const timed = { ...notice, at: now().toISOString() } as TimedRecoveryNotice;
      notices.push(timed);
      options.onNotice?.(timed);
    },
  };
}

/** A path as shown to the DM: relative to the data folder, with forward slashes. */
export function displayPath(context: StoreContext, path: string): string {
  const rel = relative(context.root, path);
  return (rel === '' || rel.startsWith('..') ? path : rel).split(sep).join('/');
}

/** A timestamp usable in a file name on every OS (no colons): 2025-01-31T20-15-03.042Z. */
export function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/:/g, '-');
}
