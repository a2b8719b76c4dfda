// The one boundary between the store and the file system. Every store module does its I/O
// through an FsLayer so a test can inject faults (a full disk, a failing fsync) exactly where
// the operating system would report them, while production uses node:fs unchanged.
import { constants, promises as fsp } from 'node:fs';

/** The part of a node FileHandle the store uses. */
export interface FileHandleLike {
  write(
    buffer: Uint8Array,
    offset: number,
    length: number,
    position: number,
  ): Promise<{ bytesWritten: number }>;
  sync(): Promise<void>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

/** The file-system operations the store needs. */
export interface FsLayer {
  readonly platform: NodeJS.Platform;
  /**
   * The open flag that makes each write durable before it returns (O_DSYNC: the data and the
   * size needed to read it back are on disk, like fdatasync), or null where the store must
   * fsync after each write instead.
   */
  readonly durableWriteFlag: number | null;
  readFile(path: string): Promise<Buffer>;
  /** `flags` as node:fs understands them ('wx', 'r+', a numeric O_* combination…). */
  open(path: string, flags: string | number, mode?: number): Promise<FileHandleLike>;
  rename(from: string, to: string): Promise<void>;
  link(existing: string, newPath: string): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  mkdir(path: string): Promise<void>;
  readdir(path: string): Promise<string[]>;
  rm(path: string): Promise<void>;
  exists(path: string): Promise<boolean>;
  /** Makes a directory's entries (new names, renames) durable; a no-op where impossible. */
  syncDir(path: string): Promise<void>;
}

// Windows cannot open a directory for fsync; some file systems (network shares, FAT) refuse
// with EINVAL/ENOTSUP. Those cases mean "this OS gives no stronger guarantee", not a failure.
const DIR_SYNC_UNSUPPORTED = new Set(['EINVAL', 'ENOTSUP', 'EISDIR', 'EPERM', 'EACCES']);

function errnoCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/** The production file system (node:fs/promises). */
export function nodeFs(platform: NodeJS.Platform = process.platform): FsLayer {
  return {
    platform,
    // Windows maps O_DSYNC to write-through, which need not flush the drive's cache the way
    // FlushFileBuffers (fsync) does, so there the store syncs explicitly.
    durableWriteFlag: platform === 'win32' ? null : (constants.O_DSYNC ?? null),
    readFile: (path) => fsp.readFile(path),
    open: (path, flags, mode) => fsp.open(path, flags, mode),
    rename: (from, to) => fsp.rename(from, to),
    link: (existing, newPath) => fsp.link(existing, newPath),
    copyFile: (from, to) => fsp.copyFile(from, to),
    unlink: (path) => fsp.unlink(path),
    mkdir: async (path) => {
      await fsp.mkdir(path, { recursive: true });
    },
    readdir: (path) => fsp.readdir(path),
    rm: (path) => fsp.rm(path, { recursive: true, force: true }),
    exists: async (path) => {
      try {
        await fsp.stat(path);
        return true;
      } catch (error) {
        if (errnoCode(error) === 'ENOENT') return false;
        throw error;
      }
    },
    syncDir: async (path) => {
      if (platform === 'win32') return;
      let handle: Awaited<ReturnType<typeof fsp.open>> | undefined;
      try {
        handle = await fsp.open(path, 'r');
        await handle.sync();
      } catch (error) {
        if (!DIR_SYNC_UNSUPPORTED.has(errnoCode(error) ?? '')) throw error;
      } finally {
        await handle?.close();
      }
    },
  };
}

export { errnoCode };
