// A file-system layer for tests: the real node:fs underneath, with faults injected at the exact
// calls where an operating system reports them, and a record of the calls made.
import { nodeFs, type FileHandleLike, type FsLayer } from '../../../../main/store/fs-layer';

function osError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected`), { code });
}

/** Switches a test flips to make the disk misbehave. */
export interface FaultState {
  /** Every write fails with ENOSPC (after `partialBytes` more bytes, if set). */
  diskFull: boolean;
  /** How many bytes still fit before ENOSPC; the write that crosses it is short. */
  partialBytes: number;
  /** fsync fails with EIO; so does a write to a file opened O_DSYNC, after its bytes went in. */
  failSync: boolean;
  /** Calls made, in order: "open wx <path>", "write <path>", "sync <path>", "rename a -> b"… */
  calls: string[];
}

/** A real file system with injectable faults and a call log. */
export function faultyFs(platform: NodeJS.Platform = process.platform): {
  fs: FsLayer;
  faults: FaultState;
} {
  const real = nodeFs(platform);
  const faults: FaultState = { diskFull: false, partialBytes: 0, failSync: false, calls: [] };
  const wrap = (path: string, handle: FileHandleLike, durable: boolean): FileHandleLike => ({
    write: async (buffer, offset, length, position) => {
      faults.calls.push(`write ${path}`);
      if (faults.diskFull) {
        if (faults.partialBytes > 0) {
          const fit = Math.min(length, faults.partialBytes);
          faults.partialBytes -= fit;
          return handle.write(buffer, offset, fit, position);
        }
        throw osError('ENOSPC');
      }
      const written = await handle.write(buffer, offset, length, position);
      if (durable && faults.failSync) throw osError('EIO');
      return written;
    },
    sync: async () => {
      faults.calls.push(`sync ${path}`);
      if (faults.failSync) throw osError('EIO');
      await handle.sync();
    },
    truncate: async (length) => {
      faults.calls.push(`truncate ${path} ${length}`);
      await handle.truncate(length);
    },
    close: () => handle.close(),
  });
  const fs: FsLayer = {
    ...real,
    open: async (path, flags, mode) => {
      // Creating an empty file still works on a full disk; only its data cannot be written.
      faults.calls.push(`open ${String(flags)} ${path}`);
      const durable =
        typeof flags === 'number' &&
        real.durableWriteFlag !== null &&
        (flags & real.durableWriteFlag) !== 0;
      return wrap(path, await real.open(path, flags, mode), durable);
    },
    rename: async (from, to) => {
      faults.calls.push(`rename ${from} -> ${to}`);
      await real.rename(from, to);
    },
    link: async (existing, newPath) => {
      faults.calls.push(`link ${existing} -> ${newPath}`);
      await real.link(existing, newPath);
    },
    copyFile: async (from, to) => {
      faults.calls.push(`copy ${from} -> ${to}`);
      if (faults.diskFull) throw osError('ENOSPC');
      await real.copyFile(from, to);
    },
    syncDir: async (path) => {
      faults.calls.push(`syncDir ${path}`);
      await real.syncDir(path);
    },
  };
  return { fs, faults };
}
