import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** What reading a JSON file found. */
export type JsonFileRead =
  | { readonly kind: 'missing' }
  | { readonly kind: 'ok'; readonly value: unknown }
  | { readonly kind: 'corrupt'; readonly movedTo: string };

/**
 * Reads and parses a JSON file. A file that does not parse is renamed to
 * `<name>.corrupt-<time>` (kept for the user, never overwritten) and reported as corrupt.
 */
export async function readJsonFile(file: string): Promise<JsonFileRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  try {
    return { kind: 'ok', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'corrupt', movedTo: await moveAside(file) };
  }
}

/** Renames a damaged file out of the way and returns its new path. */
export async function moveAside(file: string): Promise<string> {
  const movedTo = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(file, movedTo);
  return movedTo;
}

/**
 * Writes JSON so that a crash at any moment leaves either the old or the new file: write a
 * uniquely named temp file, fsync it, rename it over the target, then fsync the directory so
 * the rename itself is durable.
 */
export async function writeJsonFileAtomic(file: string, value: unknown): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

/** Flushes a directory entry change to disk; some platforms cannot open directories, which is fine. */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  } finally {
    await handle?.close();
  }
}
