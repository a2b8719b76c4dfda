// Small JSON files kept beside the store's documents (a window's remembered placement, a
// display's preferences): read with the store's safe parser and damage detection, set aside as
// `<name>.corrupt-<time>` when damaged, written with the store's atomic, durable write. They
// carry no schema version and keep no backup; what they hold can be chosen again.
import { dirname } from 'node:path';
import { writeFileAtomic } from './atomic-write';
import { createStoreContext, type StoreContext } from './context';
import { parseDocumentBytes } from './damage';
import { isMissing } from './errors';
import { setAsideAs } from './move-aside';

/** What reading a JSON file found. */
export type JsonFileRead =
  | { readonly kind: 'missing' }
  | { readonly kind: 'ok'; readonly value: unknown }
  | { readonly kind: 'corrupt'; readonly movedTo: string };

// A context on the real file system whose paths are told relative to the file's folder.
function contextFor(file: string): StoreContext {
  return createStoreContext(dirname(file));
}

/**
 * Reads and parses a JSON file. A file that does not parse (empty, cut short, NUL-filled, not
 * UTF-8, a prototype key) is renamed to `<name>.corrupt-<time>`, kept for the user and never
 * overwritten, and reported as corrupt with its new path.
 */
export async function readJsonFile(file: string): Promise<JsonFileRead> {
  const context = contextFor(file);
  let bytes: Buffer;
  try {
    bytes = await context.fs.readFile(file);
  } catch (error) {
    if (isMissing(error)) return { kind: 'missing' };
    throw error;
  }
  const parsed = parseDocumentBytes(bytes);
  if (parsed.ok) return { kind: 'ok', value: parsed.value };
  return { kind: 'corrupt', movedTo: await setAsideAs(context, file) };
}

/** Renames a damaged file out of the way (durably) and returns its new path. */
export function moveAside(file: string): Promise<string> {
  return setAsideAs(contextFor(file), file);
}

/**
 * Writes JSON so that a crash at any moment leaves either the old or the new file (the store's
 * atomic write: unique temp file, fsync, rename, fsync of the folder), creating the folder.
 */
export async function writeJsonFileAtomic(file: string, value: unknown): Promise<void> {
  const context = contextFor(file);
  await context.fs.mkdir(dirname(file));
  const text = `${JSON.stringify(value, null, 2)}\n`;
  await writeFileAtomic(context, file, Buffer.from(text, 'utf8'), { backup: false });
}
