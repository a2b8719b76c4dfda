import { basename, dirname, join } from 'node:path';
import type { StoreContext } from './context';
import { writeError } from './errors';
import { errnoCode, type FileHandleLike, type FsLayer } from './fs-layer';

/** Writes all of `bytes` at `position`, looping over short writes. */
export async function writeFully(
  handle: FileHandleLike,
  bytes: Uint8Array,
  position: number,
): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.length - done, position + done);
    if (bytesWritten <= 0)
      throw Object.assign(new Error('write made no progress'), { code: 'EIO' });
    done += bytesWritten;
  }
}

/** The backup name kept beside a document: `<name>.bak`. */
export function backupPath(path: string): string {
  return `${path}.bak`;
}

// Link keeps the previous version as .bak without copying it; file systems without hard links
// (FAT, some network shares) fall back to a synced copy.
async function keepBackup(
  fs: FsLayer,
  path: string,
  tempBak: string,
  target: string,
): Promise<void> {
  try {
    await fs.link(path, tempBak);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return;
    await fs.copyFile(path, tempBak);
    const handle = await fs.open(tempBak, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  await fs.rename(tempBak, target);
  // rename() is a no-op when both names already link the same file (a write that failed after
  // this step); drop the extra name then.
  await fs.unlink(tempBak).catch(() => undefined);
}

/** Options of one atomic write. */
export interface AtomicWriteOptions {
  /** Keep the version being replaced as `<name>.bak` (default true). */
  backup?: boolean;
  /** Where the version being replaced is kept, when not `<name>.bak`. */
  backupTo?: string;
}

/**
 * Replaces `path` with `bytes` so that after a crash at any instant the file is either wholly
 * the old or wholly the new version: write a unique temp file in the same folder, fsync it,
 * keep the old version as .bak, rename over, fsync the folder (skipped where the OS cannot).
 */
export async function writeFileAtomic(
  context: StoreContext,
  path: string,
  bytes: Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const { fs } = context;
  const dir = dirname(path);
  const name = basename(path);
  const unique = `${process.pid}-${context.randomHex(6)}`;
  const temp = join(dir, `.${name}.${unique}.tmp`);
  let created = false;
  try {
    const handle = await fs.open(temp, 'wx', 0o644);
    created = true;
    try {
      await writeFully(handle, bytes, 0);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.backup ?? true) {
      const target = options.backupTo ?? backupPath(path);
      await keepBackup(fs, path, join(dir, `.${name}.bak.${unique}.tmp`), target);
    }
    await fs.rename(temp, path);
    created = false;
    await fs.syncDir(dir);
  } catch (error) {
    if (created) await fs.unlink(temp).catch(() => undefined);
    throw writeError(error, name);
  }
}
