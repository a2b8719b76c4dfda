import type { z } from 'zod';
import { upgradeEntry, type DocumentKind } from '../../shared/model/migrations';
import { kindCodec, type DocumentCodec } from './codec';

/**
 * How one kind of log is stored: the codec of its header document and how an entry written
 * at some version is upgraded and checked. JournalLog needs nothing else, so it stays
 * independent of any particular schema library.
 */
export interface LogFormat<H, E> {
  /** The layout version this build writes (header, snapshot and entries). */
  readonly version: number;
  readonly header: DocumentCodec<H>;
  /** The entry upgraded from `fromVersion` and checked, or null when it is not valid. */
  entry(raw: unknown, fromVersion: number): E | null;
}

/** The log format of a versioned document kind whose entries follow `entrySchema`. */
export function logFormatOf<H, E>(
  kind: DocumentKind<H>,
  entrySchema: z.ZodType<E>,
): LogFormat<H, E> {
  return {
    version: kind.version,
    header: kindCodec(kind),
    entry: (raw, fromVersion) => {
      const upgraded =
        fromVersion < kind.version
          ? upgradeEntry(kind as DocumentKind<unknown>, raw, fromVersion)
          : raw;
      const checked = entrySchema.safeParse(upgraded);
      return checked.success ? checked.data : null;
    },
  };
}
