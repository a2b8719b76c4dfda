import { hostname } from 'node:os';
import { writeFully } from './atomic-write';
import type { StoreContext } from './context';
import { parseDocumentBytes } from './damage';
import { errnoCode } from './fs-layer';
import { isMissing, StoreError, writeError } from './errors';

/** What a lock file says about its owner. */
interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

function ownerOf(bytes: Buffer): LockOwner | null {
  const parsed = parseDocumentBytes(bytes);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return null;
  const value = parsed.value as Partial<LockOwner>;
  if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
  return { pid: value.pid, host: value.host, startedAt: String(value.startedAt ?? '') };
}

// Lock files this process holds, so a second open in the same process is refused even though
// the pid in the file is alive.
const heldHere = new Set<string>();

/** True when a process with this pid exists on this machine. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return errnoCode(error) === 'EPERM';
  }
}

/** A held writer lock; release it on shutdown. */
export interface WriterLock {
  readonly path: string;
  release(): Promise<void>;
}

/**
 * Makes this process the one writer of a data folder. The lock file is created exclusively
 * ('wx') and names its owner; a second writer, in this process or another, gets
 * StoreError('dataDirLocked'). A lock left by a process that no longer runs on this machine (a
 * crash, a power cut) is replaced, and the DM is told. A lock from another machine (a shared
 * network folder) is never taken over, since its owner cannot be checked.
 */
export async function acquireWriterLock(
  context: StoreContext,
  path: string,
  isAlive: (pid: number) => boolean = processAlive,
): Promise<WriterLock> {
  const { fs } = context;
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: context.now().toISOString(),
  };
  const bytes = Buffer.from(`${JSON.stringify(me)}\n`);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const handle = await fs.open(path, 'wx', 0o644);
      try {
        await writeFully(handle, bytes, 0);
        await handle.sync();
      } finally {
        await handle.close();
      }
      heldHere.add(path);
      return {
        path,
        release: async () => {
          heldHere.delete(path);
          // Remove the lock only while it is still ours.
          const current = await fs.readFile(path).catch(() => null);
          if (current !== null && current.equals(bytes))
            await fs.unlink(path).catch(() => undefined);
        },
      };
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw writeError(error, path);
    }
    let existing: Buffer;
    try {
      existing = await fs.readFile(path);
    } catch (error) {
      if (isMissing(error)) continue;
      throw new StoreError('readFailed', { file: path }, { cause: error });
    }
    const owner = ownerOf(existing);
    // An empty or unreadable lock file is one whose writer died between create and write. A
    // lock naming this very pid that this process does not hold was left by an earlier process
    // that had the same pid (containers restart with low pids).
    const stale =
      owner === null ||
      (owner.host === me.host &&
        (owner.pid === me.pid ? !heldHere.has(path) : !isAlive(owner.pid)));
    if (!stale) {
      throw new StoreError('dataDirLocked', {
        pid: owner.pid,
        host: owner.host,
        since: owner.startedAt,
      });
    }
    // Take the stale file out of the way under a unique name, then check it was still the stale
    // one: if another starter replaced it first, put theirs back and give way.
    const aside = `${path}.stale-${process.pid}-${context.randomHex(4)}`;
    try {
      await fs.rename(path, aside);
    } catch (error) {
      if (isMissing(error)) continue;
      throw writeError(error, path);
    }
    const moved = await fs.readFile(aside);
    if (!moved.equals(existing)) {
      await fs.link(aside, path).catch(() => undefined);
      await fs.unlink(aside).catch(() => undefined);
      const other = ownerOf(moved);
      throw new StoreError('dataDirLocked', { pid: other?.pid ?? 0, host: other?.host ?? '' });
    }
    await fs.unlink(aside);
    context.report({ code: 'staleLockReplaced', params: { pid: owner?.pid ?? 0 } });
  }
  throw new StoreError('dataDirLocked', { pid: 0, host: '' });
}
