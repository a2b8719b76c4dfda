import { cp, rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDataDir, type DataStore } from '../../../main/store/data-store';
import type { SaveState } from '../../../shared/model/recovery';
import { cmd, encounterHeader, numberOf } from './helpers/entries';
import { faultyFs, type FaultState } from './helpers/faulty-fs';
import { makeTempDir, treeHashes } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
let store: DataStore;
let faults: FaultState;
beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  const injected = faultyFs();
  faults = injected.faults;
  store = await openDataDir(dir, { fs: injected.fs });
});
afterEach(async () => {
  faults.diskFull = false;
  await store.close();
  await cleanup();
});

async function startEncounter() {
  const campaign = await store.campaigns.create({ name: 'Tomb', system: 'dnd5e', language: 'en' });
  const session = await store.campaigns.open(campaign.id);
  const log = await session.createEncounterLog(encounterHeader('enc1', campaign.id));
  return { campaign, session, log };
}

describe('a full disk', () => {
  it('shows "not saved", loses nothing acknowledged, and resumes writing when space returns', async () => {
    const { campaign, log } = await startEncounter();
    const states: SaveState[] = [];
    log.onSaveState((state) => states.push(state));
    for (let n = 1; n <= 3; n += 1) expect(await log.append(cmd(n))).toBe(n);
    expect(log.saveState).toEqual({ state: 'saved', lastSavedSeq: 3 });

    faults.diskFull = true;
    faults.partialBytes = 10; // part of the next line fits, then ENOSPC
    await expect(log.append(cmd(4))).rejects.toMatchObject({ code: 'diskFull' });
    await expect(log.append(cmd(5))).rejects.toMatchObject({ code: 'diskFull' });
    expect(log.saveState).toMatchObject({
      state: 'notSaved',
      lastSavedSeq: 3,
      pending: 2,
      error: { code: 'diskFull', params: { errno: 'ENOSPC' } },
    });
    expect(states.some((s) => s.state === 'saved' && s.lastSavedSeq > 3)).toBe(false);
    // The DM's actions are still in the log in memory.
    expect(log.entries.map(numberOf)).toEqual([1, 2, 3, 4, 5]);

    faults.diskFull = false;
    expect(await log.append(cmd(6))).toBe(6);
    expect(log.saveState).toEqual({ state: 'saved', lastSavedSeq: 6 });
    await store.close();

    store = await openDataDir(dir);
    const session = await store.campaigns.open(campaign.id);
    const reopened = await session.openEncounterLog('enc1');
    expect(reopened.entries.map(numberOf)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(store.notices).toEqual([]);
  });

  it('retry() writes what is pending without a new action', async () => {
    const { log } = await startEncounter();
    await log.append(cmd(1));
    faults.diskFull = true;
    await expect(log.append(cmd(2))).rejects.toMatchObject({ code: 'diskFull' });
    await expect(log.retry()).rejects.toMatchObject({ code: 'diskFull' });
    faults.diskFull = false;
    expect(await log.retry()).toBe(2);
    expect(log.saveState).toEqual({ state: 'saved', lastSavedSeq: 2 });
  });

  it('a crash while the disk is full keeps every acknowledged event', async () => {
    const { campaign, log } = await startEncounter();
    for (let n = 1; n <= 3; n += 1) await log.append(cmd(n));
    faults.diskFull = true;
    faults.partialBytes = 25;
    await expect(log.append(cmd(4))).rejects.toMatchObject({ code: 'diskFull' });
    // The process dies now: copy the folder exactly as it is on disk and open the copy.
    const crashed = `${dir}-crashed`;
    await cp(dir, crashed, { recursive: true });
    const after = await openDataDir(crashed);
    try {
      const session = await after.campaigns.open(campaign.id);
      const reopened = await session.openEncounterLog('enc1');
      expect(reopened.entries.map(numberOf)).toEqual([1, 2, 3]);
      expect(after.notices.map((n) => n.code)).toEqual(['staleLockReplaced', 'journalTailDropped']);
      expect(after.notices[1]?.params).toMatchObject({ keptThroughSeq: 3, droppedBytes: 25 });
    } finally {
      await after.close();
      await rm(crashed, { recursive: true, force: true });
    }
  });

  it('a failed fsync is reported as not saved and retried', async () => {
    const { log } = await startEncounter();
    await log.append(cmd(1));
    faults.failSync = true;
    await expect(log.append(cmd(2))).rejects.toMatchObject({
      code: 'writeFailed',
      params: { errno: 'EIO' },
    });
    expect(log.saveState).toMatchObject({ state: 'notSaved', pending: 1 });
    faults.failSync = false;
    expect(await log.append(cmd(3))).toBe(3);
  });

  it('a document change that cannot be written leaves disk and memory as they were', async () => {
    const { session } = await startEncounter();
    const ireena = await session.roster.add({ kind: 'pc', name: 'Ireena', state: { maxHp: 24 } });
    const before = await treeHashes(dir);
    faults.diskFull = true;
    await expect(
      session.roster.add({ kind: 'npc', name: 'Ismark', state: { maxHp: 30 } }),
    ).rejects.toMatchObject({ code: 'diskFull' });
    await expect(session.roster.update(ireena.id, { name: 'Tatyana' })).rejects.toMatchObject({
      code: 'diskFull',
    });
    expect(await treeHashes(dir)).toEqual(before);
    expect((await session.roster.list()).map((e) => e.name)).toEqual(['Ireena']);
    faults.diskFull = false;
    await session.roster.add({ kind: 'npc', name: 'Ismark', state: { maxHp: 30 } });
    expect((await session.roster.list()).map((e) => e.name)).toEqual(['Ireena', 'Ismark']);
  });
});
