import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDataDir } from '../../../main/store/data-store';
import { StoreError } from '../../../main/store/errors';
import { makeTempDir } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir()));
afterEach(() => cleanup());

const lockPath = () => join(dir, 'writer.lock');

describe('one writer per data folder', () => {
  it('a second writer in the same process gets dataDirLocked', async () => {
    const first = await openDataDir(dir);
    const failure = await openDataDir(dir).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StoreError);
    expect(failure).toMatchObject({ code: 'dataDirLocked', params: { pid: process.pid } });
    await first.close();
    const again = await openDataDir(dir);
    expect(again.notices).toEqual([]);
    await again.close();
  });

  it('a second writer in another process gets dataDirLocked until the first one dies', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'helpers/hold-lock-child.ts'), dir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().startsWith('locked')) resolve();
        });
        child.on('exit', () => reject(new Error('child exited early')));
      });
      await expect(openDataDir(dir)).rejects.toMatchObject({
        code: 'dataDirLocked',
        params: { pid: child.pid, host: hostname() },
      });
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    // The crashed writer's lock is stale now: taken over, and the DM is told.
    const store = await openDataDir(dir);
    expect(store.notices.map((n) => [n.code, n.params])).toEqual([
      ['staleLockReplaced', { pid: child.pid }],
    ]);
    expect(JSON.parse(await readFile(lockPath(), 'utf8')).pid).toBe(process.pid);
    await store.close();
  }, 30_000);

  it('replaces a lock left by a dead process, or an empty one', async () => {
    await writeFile(
      lockPath(),
      JSON.stringify({ pid: 999_999_999, host: hostname(), startedAt: '' }),
    );
    let store = await openDataDir(dir);
    expect(store.notices.map((n) => n.code)).toEqual(['staleLockReplaced']);
    await store.close();
    await writeFile(lockPath(), '');
    store = await openDataDir(dir);
    expect(store.notices.map((n) => n.code)).toEqual(['staleLockReplaced']);
    await store.close();
  });

  it('never takes over a lock held from another machine', async () => {
    const foreign = JSON.stringify({ pid: 1, host: 'another-machine', startedAt: 'x' });
    await writeFile(lockPath(), foreign);
    await expect(openDataDir(dir, { isAlive: () => false })).rejects.toMatchObject({
      code: 'dataDirLocked',
      params: { host: 'another-machine' },
    });
    expect(await readFile(lockPath(), 'utf8')).toBe(foreign);
  });

  it('releases only its own lock on close', async () => {
    const store = await openDataDir(dir);
    const someoneElse = JSON.stringify({ pid: 1, host: hostname(), startedAt: 'y' });
    await writeFile(lockPath(), someoneElse);
    await store.close();
    expect(await readFile(lockPath(), 'utf8')).toBe(someoneElse);
  });
});
