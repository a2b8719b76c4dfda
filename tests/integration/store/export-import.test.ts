import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDataDir, type DataStore } from '../../../main/store/data-store';
import { layout } from '../../../main/store/layout';
import { LibraryService } from '../../../main/store/library-service';
import type { LogEntry } from '../../../shared/model/log-entry';
import { cmd, encounterHeader } from './helpers/entries';
import { faultyFs, type FaultState } from './helpers/faulty-fs';
import { listDir, makeTempDir, treeHashes } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
let store: DataStore;
let faults: FaultState;
beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  const injected = faultyFs();
  faults = injected.faults;
  store = await openDataDir(join(dir, 'a'), { fs: injected.fs });
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

const fixtures = join(__dirname, '../../fixtures/store');
const undo: LogEntry = { t: 'undo', at: '2025-03-01T10:05:00.000Z' };

/** A statblock the 5e library accepts, as the library stores it. */
const wolf = {
  name: 'Dire Marsh Wolf',
  size: 'large',
  type: 'beast',
  ac: 14,
  hp: 37,
  abilities: { str: 17, dex: 15, con: 15, int: 3, wis: 12, cha: 7 },
  actions: [{ name: 'Bite', desc: 'Melee Weapon Attack: +5 to hit. Hit: 10 (2d6 + 3) piercing.' }],
};

/** The campaign's own creature library, at the path the creature library writes it. */
function campaignLibrary(target: DataStore, campaignId: string): LibraryService {
  return new LibraryService(target.context, layout.campaignLibrary(target.dir, campaignId));
}

async function buildCampaign() {
  const campaign = await store.campaigns.create({
    name: 'Curse of Strahd',
    system: 'dnd5e',
    options: { lingeringInjuries: true },
    language: 'uk',
  });
  const session = await store.campaigns.open(campaign.id);
  const pc = await session.roster.add({ kind: 'pc', name: 'Ireena', state: { maxHp: 24 } });
  await session.roster.add({
    kind: 'companion',
    name: 'Wolf',
    companionOf: pc.id,
    state: { maxHp: 11 },
  });
  await session.roster.add({ kind: 'npc', name: 'Ismark', state: { maxHp: 30 } });
  await session.savedEncounters.create({
    name: 'Wolves',
    combatants: [{ source: 'roster', rosterId: pc.id, hidden: false }],
  });
  const log = await session.createEncounterLog(encounterHeader('fight1', campaign.id));
  await log.append(cmd(1), cmd(2), undo, cmd(3));
  const closed = await session.createEncounterLog(encounterHeader('fight2', campaign.id));
  await closed.append(cmd(1));
  await session.closeEncounterLog('fight2');
  await (await session.campaignLog()).append(cmd(100));
  const library = campaignLibrary(store, campaign.id);
  await library.add({ system: 'dnd5e', name: wolf.name, statblock: wolf, tags: ['marsh'] });
  await library.add({
    system: 'dnd5e',
    name: 'Strahd',
    statblock: { ...wolf, name: 'Strahd', type: 'undead' },
  });
  return { campaign, session, library };
}

async function freshStore(name: string): Promise<DataStore> {
  return openDataDir(join(dir, name));
}

describe('campaign export and import', () => {
  it('round-trips a whole campaign through one versioned JSON file', async () => {
    const { campaign, session, library } = await buildCampaign();
    const exported = await store.exportCampaign(campaign.id);
    expect(exported.skipped).toEqual([]);
    expect(exported.suggestedName).toBe('Curse of Strahd.campaign.json');
    const file = JSON.parse(exported.text);
    expect(file).toMatchObject({ format: 'combat-manager-campaign', formatVersion: 2 });
    expect(file.library).toMatchObject({
      schemaVersion: 2,
      entries: [{ name: 'Dire Marsh Wolf' }, {}],
    });

    const other = await freshStore('b');
    try {
      const preview = await other.importer.preview(exported.text);
      expect(preview).toMatchObject({
        campaignName: 'Curse of Strahd',
        system: 'dnd5e',
        language: 'uk',
        idConflict: false,
        targetId: campaign.id,
        roster: { pc: 1, npc: 1, companion: 1 },
        savedEncounters: 1,
        libraryCreatures: 2,
        encounterLogs: 2,
        totalEvents: 4,
        upgraded: [],
      });
      expect(await listDir(join(dir, 'b', 'campaigns'))).toEqual([]);
      const imported = await other.importer.commit(preview.token);
      expect(imported).toEqual(campaign);
      const copy = await other.campaigns.open(campaign.id);
      expect(await copy.roster.list()).toEqual(await session.roster.list());
      expect(await copy.savedEncounters.list()).toEqual(await session.savedEncounters.list());
      const fight1 = await copy.openEncounterLog('fight1');
      expect(fight1.entries).toEqual([cmd(1), cmd(2), undo, cmd(3)]);
      expect((await copy.campaignLog()).entries).toEqual([cmd(100)]);
      // The campaign's creatures come along as they were, ids included.
      expect(await campaignLibrary(other, campaign.id).list()).toEqual(await library.list());
      expect((await copy.encounters()).map((l) => l.ok && l.header.id).sort()).toEqual([
        'fight1',
        'fight2',
      ]);
      expect(other.notices).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('imports a campaign that already exists as a copy with a new id', async () => {
    const { campaign } = await buildCampaign();
    const { text } = await store.exportCampaign(campaign.id);
    const preview = await store.importer.preview(text);
    expect(preview.idConflict).toBe(true);
    expect(preview.targetId).not.toBe(campaign.id);
    const copy = await store.importer.commit(preview.token);
    expect(copy.id).toBe(preview.targetId);
    const session = await store.campaigns.open(copy.id);
    expect((await session.openEncounterLog('fight1')).header.campaignId).toBe(copy.id);
    expect(await campaignLibrary(store, copy.id).list()).toEqual(
      await campaignLibrary(store, campaign.id).list(),
    );
    expect((await store.campaigns.list()).campaigns).toHaveLength(2);
  });

  it('imports an export whose documents are in an older layout, upgrading them', async () => {
    const read = async (p: string) => JSON.parse(await readFile(join(fixtures, p), 'utf8'));
    const entries = (await readFile(join(fixtures, 'encounter-log/v1.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).event);
    const old = {
      format: 'combat-manager-campaign',
      formatVersion: 1,
      exportedAt: '2024-12-01T00:00:00.000Z',
      campaign: await read('campaign/v1.json'),
      roster: await read('roster/v1.json'),
      savedEncounters: await read('saved-encounters/v1.json'),
      campaignLog: null,
      encounterLogs: [{ header: await read('encounter-log/v1.header.json'), entries }],
    };
    const preview = await store.importer.preview(JSON.stringify(old));
    // A version 1 file has no library: the campaign comes without one.
    expect(preview.libraryCreatures).toBe(0);
    expect(preview.upgraded).toEqual([
      { kind: 'campaign', from: 1, to: 2 },
      { kind: 'roster', from: 1, to: 3 },
      { kind: 'savedEncounters', from: 1, to: 2 },
      { kind: 'encounterLog', from: 1, to: 2 },
    ]);
    const imported = await store.importer.commit(preview.token);
    expect(imported).toMatchObject({ schemaVersion: 2, id: 'camp-curse', archivedAt: null });
    const session = await store.campaigns.open('camp-curse');
    expect((await session.roster.list())[0]?.state.hp).toBe(17);
    expect((await session.openEncounterLog('enc1')).header.status).toBe('paused');
    expect(await listDir(join(dir, 'a', 'campaigns', 'camp-curse'))).not.toContain('library.json');
  });

  it('carries a library in an older layout, upgraded, and a campaign without one as none', async () => {
    const { campaign } = await buildCampaign();
    const file = JSON.parse((await store.exportCampaign(campaign.id)).text);
    file.library = JSON.parse(await readFile(join(fixtures, 'library/v1.json'), 'utf8'));
    // A name that would read differently from what it is loses its invisible characters.
    file.library.entries[0].name = 'Dire\u202e wolf';
    const preview = await store.importer.preview(JSON.stringify(file));
    expect(preview.upgraded).toEqual([{ kind: 'library', from: 1, to: 2 }]);
    const copy = await store.importer.commit(preview.token);
    const creatures = await campaignLibrary(store, copy.id).list();
    expect(creatures.length).toBe(preview.libraryCreatures);
    expect(creatures[0]).toMatchObject({ name: 'Dire wolf', system: 'dnd5e', tags: [] });

    const bare = await store.campaigns.create({ name: 'Bare', system: 'osr', language: 'en' });
    const exported = JSON.parse((await store.exportCampaign(bare.id)).text);
    expect(exported.library).toBeNull();
    const again = await store.importer.commit(
      (await store.importer.preview(JSON.stringify(exported))).token,
    );
    expect(await listDir(join(dir, 'a', 'campaigns', again.id))).not.toContain('library.json');
  });

  it('names a library it cannot read as left out, and exports the rest', async () => {
    const { campaign } = await buildCampaign();
    const path = layout.campaignLibrary(store.dir, campaign.id);
    await writeFile(path, Buffer.alloc(16));
    await writeFile(`${path}.bak`, '{"schemaVersion": 2, "entries": [');
    const exported = await store.exportCampaign(campaign.id);
    expect(exported.skipped).toEqual([
      expect.objectContaining({ id: 'library.json', code: 'documentUnrecoverable' }),
    ]);
    expect(JSON.parse(exported.text)).toMatchObject({ library: null, encounterLogs: [{}, {}] });
    // The damaged files are left for the DM as they were.
    expect(await readFile(path)).toEqual(Buffer.alloc(16));
  });

  describe('a rejected import changes nothing', () => {
    it('leaves the data folder byte-identical for every kind of bad file', async () => {
      const { campaign } = await buildCampaign();
      const good = JSON.parse((await store.exportCampaign(campaign.id)).text);
      await store.close();
      store = await openDataDir(join(dir, 'a'), { maxImportBytes: 200_000 });
      const before = await treeHashes(join(dir, 'a'));
      const variant = (change: (file: typeof good) => void) => {
        const copy = structuredClone(good);
        change(copy);
        return JSON.stringify(copy);
      };
      const bad: [string, string | Uint8Array, string][] = [
        ['too large', 'x'.repeat(200_001), 'importTooLarge'],
        ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0x7d]), 'importNotJson'],
        ['not JSON', '{"format": "combat-manager-campaign",', 'importNotJson'],
        ['a __proto__ key', '{"__proto__": {"polluted": true}}', 'importUnsafe'],
        [
          'an escaped __proto__ key deep inside',
          variant((f) => (f.roster.entries[0].statblock = { x: 1 })).replace(
            '{"x":1}',
            '{"\\u005f_proto__":{"polluted":true}}',
          ),
          'importUnsafe',
        ],
        [
          'a constructor.prototype path',
          '{"constructor":{"prototype":{"polluted":1}}}',
          'importUnsafe',
        ],
        ['another format', variant((f) => (f.format = 'something-else')), 'importInvalid'],
        ['a newer file format', variant((f) => (f.formatVersion = 3)), 'importTooNew'],
        ['a current file without its library', variant((f) => delete f.library), 'importInvalid'],
        ['a newer library layout', variant((f) => (f.library.schemaVersion = 3)), 'importTooNew'],
        [
          'a library creature without a name once its invisible characters are gone',
          variant((f) => (f.library.entries[0].name = '\u202e\u200b')),
          'importInvalid',
        ],
        [
          'a library creature of an unknown rule system',
          variant((f) => (f.library.entries[0].system = 'gurps')),
          'importInvalid',
        ],
        [
          'two library creatures with one id',
          variant((f) => (f.library.entries[1].id = f.library.entries[0].id)),
          'importInvalid',
        ],
        [
          'a library creature id with a path',
          variant((f) => (f.library.entries[0].id = '../x')),
          'importInvalid',
        ],
        ['a newer campaign layout', variant((f) => (f.campaign.schemaVersion = 3)), 'importTooNew'],
        [
          'a broken roster',
          variant((f) => (f.roster.entries[0].state.hp = 'lots')),
          'importInvalid',
        ],
        ['a path in an id', variant((f) => (f.campaign.id = '../../evil')), 'importInvalid'],
        [
          'a log id that leaves its folder',
          variant((f) => (f.encounterLogs[0].header.id = '..')),
          'importInvalid',
        ],
        [
          'a log of another campaign',
          variant((f) => (f.encounterLogs[0].header.campaignId = 'other')),
          'importInvalid',
        ],
        [
          'a companion of nobody',
          variant((f) => (f.roster.entries[1].companionOf = 'ghost')),
          'importInvalid',
        ],
        [
          'an invalid log entry',
          variant((f) => f.encounterLogs[0].entries.push({ t: 'x' })),
          'importInvalid',
        ],
        ['a bare array', '[]', 'importInvalid'],
      ];
      for (const [label, input, code] of bad) {
        await expect(store.importer.preview(input), label).rejects.toMatchObject({ code });
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // A good preview that is never committed, and a commit with an unknown token.
      await store.importer.preview(JSON.stringify(good));
      await expect(store.importer.commit('not-a-token')).rejects.toMatchObject({
        code: 'importExpired',
      });
      expect(await treeHashes(join(dir, 'a'))).toEqual(before);
    });

    it('a commit that fails half way (disk full) leaves nothing behind', async () => {
      const { campaign } = await buildCampaign();
      const { text } = await store.exportCampaign(campaign.id);
      const other = join(dir, 'a', 'campaigns');
      const preview = await store.importer.preview(text);
      const before = await treeHashes(other);
      faults.diskFull = true;
      await expect(store.importer.commit(preview.token)).rejects.toMatchObject({
        code: 'diskFull',
      });
      faults.diskFull = false;
      expect(await treeHashes(other)).toEqual(before);
      await expect(store.importer.commit(preview.token)).rejects.toMatchObject({
        code: 'importExpired',
      });
      const again = await store.importer.preview(text);
      await store.importer.commit(again.token);
      expect((await store.campaigns.list()).campaigns).toHaveLength(2);
    });
  });

  it('an import interrupted by a crash is swept away at the next open, never half-visible', async () => {
    await store.close();
    await mkdir(join(dir, 'a', 'campaigns', '.import-0123abcd', 'logs'), { recursive: true });
    await writeFile(join(dir, 'a', 'campaigns', '.import-0123abcd', 'campaign.json'), '{}');
    store = await openDataDir(join(dir, 'a'));
    expect(await listDir(join(dir, 'a', 'campaigns'))).toEqual([]);
    expect((await store.campaigns.list()).campaigns).toEqual([]);
  });
});
