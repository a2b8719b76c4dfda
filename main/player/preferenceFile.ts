import type { z } from 'zod';
import { moveAside, readJsonFile, writeJsonFileAtomic } from '../settings/atomicJsonFile';

/** A small preferences document in one JSON file, written atomically, one write at a time. */
export interface PreferenceFile<T> {
  /** The stored value, or undefined when there is none (or it had to be set aside). */
  load(): Promise<T | undefined>;
  /** Saves durably; writes run in order so the file always ends with the latest value. */
  save(value: T): Promise<void>;
}

/**
 * Opens a preferences file validated by `schema`. A file that is not JSON or does not match
 * the schema is kept aside as `<name>.corrupt-<time>` and reported, never silently replaced.
 */
export function preferenceFile<S extends z.ZodType>(
  file: string,
  schema: S,
  onDamagedFile: (movedTo: string) => void,
): PreferenceFile<z.output<S>> {
  let writing: Promise<unknown> = Promise.resolve();
  return {
    async load() {
      const read = await readJsonFile(file);
      if (read.kind === 'missing') return undefined;
      if (read.kind === 'corrupt') {
        onDamagedFile(read.movedTo);
        return undefined;
      }
      const parsed = schema.safeParse(read.value);
      if (parsed.success) return parsed.data;
      onDamagedFile(await moveAside(file));
      return undefined;
    },
    async save(value) {
      const write = writing.then(() => writeJsonFileAtomic(file, value));
      writing = write.catch(() => undefined);
      await write;
    },
  };
}
