import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDataDir, type DataStore } from '../../../main/store/data-store';
import { StoreError } from '../../../main/store/errors';
import { makeTempDir } from './helpers/temp-dir';

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

describe('campaigns', () => {
  it('are created with name, rule system, option choices and language, and survive a restart', async () => {
    const created = await store.campaigns.create({
      name: ' Curse of Strahd ',
      system: 'dnd5e',
      options: { lingeringInjuries: true, 'heal.surges': false },
      language: 'uk',
    });
    expect(created).toMatchObject({
      schemaVersion: 2,
      name: 'Curse of Strahd',
      system: 'dnd5e',
      options: { lingeringInjuries: true, 'heal.surges': false },
      language: 'uk',
      archivedAt: null,
    });
    await reopen();
    expect(await store.campaigns.get(created.id)).toEqual(created);
  });

  it('are renamed, archived, unarchived and have options and language changed', async () => {
    const { id } = await store.campaigns.create({ name: 'A', system: 'osr', language: 'ru' });
    await store.campaigns.rename(id, 'Barrowmaze');
    const archived = await store.campaigns.archive(id);
    expect(archived.archivedAt).not.toBeNull();
    expect((await store.campaigns.archive(id)).archivedAt).toBe(archived.archivedAt);
    await store.campaigns.setOptions(id, { 'escape.allowed': true });
    await store.campaigns.setLanguage(id, 'en');
    await reopen();
    expect(await store.campaigns.get(id)).toMatchObject({
      name: 'Barrowmaze',
      options: { 'escape.allowed': true },
      language: 'en',
      system: 'osr',
    });
    expect((await store.campaigns.unarchive(id)).archivedAt).toBeNull();
  });

  it('refuse invalid input with a typed error and change nothing', async () => {
    const { id } = await store.campaigns.create({ name: 'A', system: 'adnd2e', language: 'en' });
    for (const attempt of [
      () => store.campaigns.create({ name: '', system: 'dnd5e', language: 'en' }),
      () => store.campaigns.create({ name: 'X', system: 'gurps' as 'osr', language: 'en' }),
      () => store.campaigns.create({ name: 'X', system: 'osr', language: 'de' as 'en' }),
      () => store.campaigns.rename(id, '   '),
      () => store.campaigns.get('../../etc'),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'invalidInput' });
    }
    await expect(store.campaigns.get('missing')).rejects.toMatchObject({ code: 'notFound' });
    expect((await store.campaigns.list()).campaigns.map((c) => c.name)).toEqual(['A']);
  });

  it('list every campaign and name the ones that cannot be read instead of failing', async () => {
    const good = await store.campaigns.create({ name: 'Good', system: 'dnd5e', language: 'en' });
    const bad = await store.campaigns.create({ name: 'Bad', system: 'dnd5e', language: 'en' });
    await reopen();
    await writeFile(join(dir, 'campaigns', bad.id, 'campaign.json'), '');
    const list = await store.campaigns.list();
    expect(list.campaigns.map((c) => c.id)).toEqual([good.id]);
    expect(list.unreadable).toEqual([
      {
        id: bad.id,
        code: 'documentUnrecoverable',
        params: { file: `campaigns/${bad.id}/campaign.json`, damage: 'empty', backup: 'missing' },
      },
    ]);
  });
});

describe('roster', () => {
  it('keeps PCs, NPCs and companions with their persistent state across restarts', async () => {
    const { id } = await store.campaigns.create({ name: 'C', system: 'dnd5e', language: 'en' });
    let session = await store.campaigns.open(id);
    const pc = await session.roster.add({
      kind: 'pc',
      name: 'Ireena',
      player: 'Olha',
      statblock: { ac: 15 },
      state: { maxHp: 24, hitDice: [{ die: 8, total: 3, spent: 0 }] },
    });
    expect(pc.state).toEqual({
      hp: 24,
      maxHp: 24,
      tempHp: 0,
      hitDice: [{ die: 8, total: 3, spent: 0 }],
      conditions: [],
      injuries: [],
      dead: false,
      sys: {},
    });
    const wolf = await session.roster.add({
      kind: 'companion',
      name: 'Wolf',
      companionOf: pc.id,
      state: { maxHp: 11 },
    });
    await session.roster.add({ kind: 'npc', name: 'Ismark', state: { maxHp: 30, hp: 12 } });
    await session.roster.setStates([
      {
        id: pc.id,
        state: {
          ...pc.state,
          hp: 9,
          hitDice: [{ die: 8, total: 3, spent: 2 }],
          conditions: [{ key: 'exhaustion', level: 1 }],
          injuries: [{ key: 'lostEye', ruleId: '5E-INJURY-03' }],
        },
      },
      { id: wolf.id, state: { ...wolf.state, hp: 0, dead: true } },
    ]);
    await session.roster.update(pc.id, { notes: 'Bitten at the gates' });
    await reopen();
    session = await store.campaigns.open(id);
    const roster = await session.roster.list();
    expect(roster.map((e) => [e.kind, e.name, e.state.hp, e.state.dead])).toEqual([
      ['pc', 'Ireena', 9, false],
      ['companion', 'Wolf', 0, true],
      ['npc', 'Ismark', 12, false],
    ]);
    expect(roster[0]).toMatchObject({
      notes: 'Bitten at the gates',
      state: { conditions: [{ key: 'exhaustion', level: 1 }], injuries: [{ key: 'lostEye' }] },
    });
    await session.roster.remove(wolf.id);
    expect(await session.roster.list()).toHaveLength(2);
    await expect(session.roster.get(wolf.id)).rejects.toBeInstanceOf(StoreError);
  });

  it('refuses an invalid state without writing any part of the batch', async () => {
    const { id } = await store.campaigns.create({ name: 'C', system: 'dnd5e', language: 'en' });
    const session = await store.campaigns.open(id);
    const a = await session.roster.add({ kind: 'pc', name: 'A', state: { maxHp: 10 } });
    const b = await session.roster.add({ kind: 'pc', name: 'B', state: { maxHp: 10 } });
    await expect(
      session.roster.setStates([
        { id: a.id, state: { ...a.state, hp: 1 } },
        { id: b.id, state: { ...b.state, hitDice: [{ die: 8, total: 1, spent: 5 }] } },
      ]),
    ).rejects.toMatchObject({ code: 'invalidInput' });
    expect((await session.roster.get(a.id)).state.hp).toBe(10);
  });
});

describe('prepared encounters', () => {
  it('are created, edited and removed', async () => {
    const { id } = await store.campaigns.create({ name: 'C', system: 'dnd5e', language: 'en' });
    const session = await store.campaigns.open(id);
    const wolves = await session.savedEncounters.create({
      name: 'Wolves',
      combatants: [
        { source: 'inline', name: 'Wolf', statblock: { hp: 11 }, count: 4, hidden: true },
      ],
    });
    await session.savedEncounters.update(wolves.id, { notes: 'Fog', name: 'Wolves at night' });
    await reopen();
    const again = await store.campaigns.open(id);
    expect(await again.savedEncounters.list()).toEqual([
      expect.objectContaining({
        name: 'Wolves at night',
        notes: 'Fog',
        combatants: wolves.combatants,
      }),
    ]);
    await expect(
      again.savedEncounters.update(wolves.id, {
        combatants: [{ source: 'inline', name: 'W', statblock: {}, count: 0, hidden: false }],
      }),
    ).rejects.toMatchObject({ code: 'invalidInput' });
    await again.savedEncounters.remove(wolves.id);
    expect(await again.savedEncounters.list()).toEqual([]);
  });
});

describe('settings and library', () => {
  it('settings start from defaults only when there is no file, and persist', async () => {
    expect(await store.settings.get()).toMatchObject({ language: 'en', lastCampaignId: null });
    await store.settings.update({ language: 'uk' });
    await reopen();
    expect((await store.settings.get()).language).toBe('uk');
    await expect(store.settings.update({ language: 'xx' as 'uk' })).rejects.toMatchObject({
      code: 'invalidInput',
    });
  });

  it('the library keeps statblocks per rule system', async () => {
    const orc = await store.library.add({
      system: 'adnd2e',
      name: 'Orc',
      statblock: { thac0: 19 },
    });
    await store.library.add({ system: 'dnd5e', name: 'Wolf', statblock: { ac: 13 } });
    await store.library.update(orc.id, { tags: ['humanoid'] });
    await reopen();
    expect((await store.library.list('adnd2e')).map((e) => [e.name, e.tags])).toEqual([
      ['Orc', ['humanoid']],
    ]);
    expect(await store.library.list()).toHaveLength(2);
    await store.library.remove(orc.id);
    expect(await store.library.list('adnd2e')).toEqual([]);
  });
});

describe('a damaged document with no good backup', () => {
  it('is refused (never silently reset) until the DM sets it aside', async () => {
    await store.settings.update({ language: 'ru' });
    await reopen();
    await writeFile(join(dir, 'settings.json'), '\0\0\0\0');
    await writeFile(join(dir, 'settings.json.bak'), '');
    await expect(store.settings.get()).rejects.toMatchObject({ code: 'documentUnrecoverable' });
    await expect(store.settings.update({ language: 'uk' })).rejects.toMatchObject({
      code: 'documentUnrecoverable',
    });
    const movedTo = await store.settings.setAsideDamaged();
    expect(movedTo).toMatch(/^settings\.json\.corrupt-/);
    expect((await store.settings.get()).language).toBe('en');
    await store.settings.update({ language: 'uk' });
    await reopen();
    expect((await store.settings.get()).language).toBe('uk');
  });

  it('a damaged roster keeps its campaign openable and can be started over', async () => {
    const { id } = await store.campaigns.create({ name: 'C', system: 'dnd5e', language: 'en' });
    let session = await store.campaigns.open(id);
    await session.roster.add({ kind: 'pc', name: 'A', state: { maxHp: 5 } });
    await reopen();
    await writeFile(join(dir, 'campaigns', id, 'roster.json'), '{"schemaVersion":2,"entr');
    await writeFile(join(dir, 'campaigns', id, 'roster.json.bak'), '{"schemaVersion":2,"entr');
    session = await store.campaigns.open(id);
    await expect(session.roster.list()).rejects.toMatchObject({
      code: 'documentUnrecoverable',
      params: { damage: 'truncated' },
    });
    await session.roster.setAsideDamaged();
    expect(await session.roster.list()).toEqual([]);
  });
});
