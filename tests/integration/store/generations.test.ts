// Files written once or rarely keep backup generations: a log's header (`campaign-log.header.json`,
// an encounter log's header) and the prepared encounters (`encounters.json`). Every write is
// also kept as `.bak` and the version it replaced as `.bak2`, so a damaged file comes back with
// its last write, and a damaged `.bak` still leaves the version before it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBetweenFights } from '../../../main/store/between-fights';
import { openDataDir, type DataStore } from '../../../main/store/data-store';
import { ENCOUNTER_LOG_VERSION } from '../../../shared/model/encounter-log';
import { listDir, makeTempDir } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
let store: DataStore;
let clock = 0;
const now = () => new Date(Date.UTC(2025, 2, 1, 10, 0, clock++));
beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  store = await openDataDir(dir, { now });
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

async function reopen(): Promise<DataStore> {
  await store.close();
  store = await openDataDir(dir, { now });
  return store;
}

const folder = (id: string) => join(dir, 'campaigns', id);
const cutShort = (path: string) => writeFile(path, '{"schemaVersion": 1, "enc');

async function campaign(): Promise<string> {
  const { id } = await store.campaigns.create({ name: 'C', system: 'dnd5e', language: 'en' });
  return id;
}

describe('encounters.json keeps generations', () => {
  it('keeps the last write as .bak and the one before as .bak2', async () => {
    const id = await campaign();
    const session = await store.campaigns.open(id);
    await session.savedEncounters.create({ name: 'Goblin ambush' });
    // Written once: the only version is already kept twice.
    expect(await listDir(folder(id))).toEqual(
      expect.arrayContaining(['encounters.json', 'encounters.json.bak']),
    );
    expect(await listDir(folder(id))).not.toContain('encounters.json.bak2');
    const file = join(folder(id), 'encounters.json');
    expect(await readFile(`${file}.bak`, 'utf8')).toBe(await readFile(file, 'utf8'));

    const first = await readFile(file, 'utf8');
    await session.savedEncounters.create({ name: 'Dragon lair' });
    expect(await readFile(`${file}.bak`, 'utf8')).toBe(await readFile(file, 'utf8'));
    expect(await readFile(`${file}.bak2`, 'utf8')).toBe(first);
  });

  it('a damaged file comes back with its last write', async () => {
    const id = await campaign();
    let session = await store.campaigns.open(id);
    await session.savedEncounters.create({ name: 'Goblin ambush' });
    await session.savedEncounters.create({ name: 'Dragon lair' });
    await reopen();
    await cutShort(join(folder(id), 'encounters.json'));
    session = await store.campaigns.open(id);
    expect((await session.savedEncounters.list()).map((e) => e.name)).toEqual([
      'Goblin ambush',
      'Dragon lair',
    ]);
    expect(store.notices.map((n) => n.code)).toContain('documentRestoredFromBackup');
  });

  it('with its .bak damaged too, the version before it is restored', async () => {
    const id = await campaign();
    let session = await store.campaigns.open(id);
    await session.savedEncounters.create({ name: 'Goblin ambush' });
    await session.savedEncounters.create({ name: 'Dragon lair' });
    await reopen();
    await cutShort(join(folder(id), 'encounters.json'));
    await cutShort(join(folder(id), 'encounters.json.bak'));
    session = await store.campaigns.open(id);
    expect((await session.savedEncounters.list()).map((e) => e.name)).toEqual(['Goblin ambush']);
    // The restored file is whole on disk, and the next write starts the generations again.
    await session.savedEncounters.create({ name: 'Bandits' });
    await reopen();
    session = await store.campaigns.open(id);
    expect((await session.savedEncounters.list()).map((e) => e.name)).toEqual([
      'Goblin ambush',
      'Bandits',
    ]);
  });

  it('a deleted file is restored from its .bak', async () => {
    const id = await campaign();
    let session = await store.campaigns.open(id);
    await session.savedEncounters.create({ name: 'Goblin ambush' });
    await reopen();
    await rm(join(folder(id), 'encounters.json'));
    session = await store.campaigns.open(id);
    expect((await session.savedEncounters.list()).map((e) => e.name)).toEqual(['Goblin ambush']);
    expect(store.notices.map((n) => n.code)).toContain('documentMissingRestoredFromBackup');
  });
});

describe('campaign-log.header.json keeps a generation though it is written once', () => {
  it('a damaged header is restored and the campaign opens with its log', async () => {
    const id = await campaign();
    let session = await store.campaigns.open(id);
    const member = await session.roster.add({ kind: 'pc', name: 'Mira', state: { maxHp: 20 } });
    await session.roster.setStates([{ id: member.id, state: { ...member.state, hp: 5 } }]);
    await runBetweenFights(store.context, session, [member.id], {
      type: 'heal',
      targetIds: [member.id],
      amount: 3,
    });
    const header = join(folder(id), 'campaign-log.header.json');
    expect(await readFile(`${header}.bak`, 'utf8')).toBe(await readFile(header, 'utf8'));
    await reopen();
    await cutShort(header);

    session = await store.campaigns.open(id);
    const log = await session.campaignLog();
    expect(log.entries).toHaveLength(1);
    expect((await session.roster.get(member.id)).state.hp).toBe(8);
    expect(store.notices.map((n) => n.code)).toContain('documentRestoredFromBackup');
  });

  it('an encounter log header is kept the same way', async () => {
    const id = await campaign();
    const session = await store.campaigns.open(id);
    const at = now().toISOString();
    const writer = await session.createEncounterLog({
      schemaVersion: ENCOUNTER_LOG_VERSION,
      id: 'fight-1',
      campaignId: id,
      name: 'Ambush',
      savedEncounterId: null,
      status: 'active',
      createdAt: at,
      updatedAt: at,
      endedAt: null,
      writtenBack: false,
      init: { system: 'dnd5e', options: {}, combatants: [], seed: 1 },
    });
    await writer.updateHeader((h) => ({ ...h, status: 'paused' }));
    const header = join(folder(id), 'logs', 'fight-1.header.json');
    expect(await readFile(`${header}.bak`, 'utf8')).toBe(await readFile(header, 'utf8'));
    expect(JSON.parse(await readFile(`${header}.bak2`, 'utf8'))).toMatchObject({
      status: 'active',
    });
    await reopen();
    await cutShort(header);
    const listed = await (await store.campaigns.open(id)).encounters();
    expect(listed).toMatchObject([{ ok: true, header: { id: 'fight-1', status: 'paused' } }]);
  });
});
