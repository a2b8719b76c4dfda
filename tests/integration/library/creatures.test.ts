// Custom creatures in a real data folder: create, duplicate from the SRD or a stored entry,
// edit and delete, globally and per campaign, durable across reopening; SRD entries are
// read-only; every statblock passes its system's schema.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSrd } from '../../../main/library/srd/build-srd';
import { createLibraryFeature } from '../../../main/library/feature';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { openDataDir } from '../../../main/store/data-store';
import { openHarness, type LibraryHarness } from './support';

let srdPath: string;
let h: LibraryHarness;
const dm = { role: 'dm' } as const;
const global = { kind: 'global' } as const;

beforeAll(async () => {
  srdPath = join(await mkdtemp(join(tmpdir(), 'cm-srd-')), 'srd-5e.json');
  await buildSrd(undefined, srdPath);
});
afterEach(async () => h?.close());

const wolfStatblock = {
  name: 'Dire Marsh Wolf',
  size: 'large',
  type: 'beast',
  ac: 14,
  hp: 37,
  abilities: { str: 17, dex: 15, con: 15, int: 3, wis: 12, cha: 7 },
  actions: [{ name: 'Bite', desc: 'Melee Weapon Attack: +5 to hit. Hit: 10 (2d6 + 3) piercing.' }],
};

describe('custom creatures', () => {
  it('creates, edits and deletes a global creature, durably', async () => {
    h = await openHarness({ srdPath });
    const { handlers } = h.feature;
    const created = await handlers['library.create'](
      { scope: global, system: 'dnd5e', statblock: wolfStatblock, tags: ['marsh'] },
      dm,
    );
    expect(created.editable).toBe(true);
    expect(created.summary).toMatchObject({
      origin: 'global',
      name: 'Dire Marsh Wolf',
      type: 'beast',
      ac: 14,
      hp: 37,
      tags: ['marsh'],
    });
    expect(created.summary.id).toMatch(/^g:/);
    const edited = await handlers['library.update'](
      { id: created.summary.id, statblock: { ...wolfStatblock, name: 'Marsh Wolf', hp: 40 } },
      dm,
    );
    expect(edited.summary).toMatchObject({ id: created.summary.id, name: 'Marsh Wolf', hp: 40 });
    expect(h.changes).toBe(2);

    await h.store.close();
    const reopened = await openDataDir(h.dir);
    const again = createLibraryFeature({
      context: reopened.context,
      library: reopened.library,
      encounter: h.encounter,
      srdPath,
    });
    expect((await again.handlers['library.get']({ id: created.summary.id }, dm)).summary.name).toBe(
      'Marsh Wolf',
    );
    await again.handlers['library.delete']({ id: created.summary.id }, dm);
    await expect(
      again.handlers['library.get']({ id: created.summary.id }, dm),
    ).rejects.toMatchObject({ code: 'library.notFound' });
    await reopened.close();
    (h as { store: typeof reopened }).store = await openDataDir(h.dir);
  });

  it('refuses a statblock its system’s schema rejects, naming the field', async () => {
    h = await openHarness({ srdPath });
    await expect(
      h.feature.handlers['library.create'](
        { scope: global, system: 'dnd5e', statblock: { ...wolfStatblock, ac: 'high' } },
        dm,
      ),
    ).rejects.toMatchObject({
      code: 'library.invalidStatblock',
      params: { reason: 'invalidField', field: 'ac', problem: 'invalid_type' },
    });
    await expect(
      h.feature.handlers['library.create'](
        {
          scope: global,
          system: 'osr',
          statblock: { name: 'Ghoul', hd: 'two', ac: 6, movement: 9 },
        },
        dm,
      ),
    ).rejects.toMatchObject({ params: { field: 'hd' } });
    expect(await h.store.library.list()).toEqual([]);
  });

  it('duplicates an SRD monster into a campaign under a new name; the SRD stays read-only', async () => {
    h = await openHarness({ srdPath });
    const campaign = await h.store.campaigns.create({
      name: 'Crypt',
      system: 'dnd5e',
      language: 'uk',
    });
    const { handlers } = h.feature;
    const copy = await handlers['library.duplicate'](
      {
        id: 'srd:goblin',
        scope: { kind: 'campaign', campaignId: campaign.id },
        name: 'Goblin boss',
      },
      dm,
    );
    expect(copy.summary).toMatchObject({
      origin: 'campaign',
      name: 'Goblin boss',
      levelText: '1/4',
    });
    expect(copy.campaignId).toBe(campaign.id);
    expect(copy.statblock).toMatchObject({ ac: 15, hp: 7, source: 'SRD 5.1' });
    await expect(
      handlers['library.update']({ id: 'srd:goblin', statblock: wolfStatblock }, dm),
    ).rejects.toMatchObject({ code: 'library.readOnly' });
    await expect(handlers['library.delete']({ id: 'srd:goblin' }, dm)).rejects.toMatchObject({
      code: 'library.readOnly',
    });
    // Only this campaign sees its copy.
    const inCampaign = await handlers['library.search'](
      { text: 'goblin', campaignId: campaign.id },
      dm,
    );
    // Exact name first, then word prefixes, then substrings (Hobgoblin).
    expect(inCampaign.items.map((i) => i.name)).toEqual(['Goblin', 'Goblin boss', 'Hobgoblin']);
    const elsewhere = await handlers['library.search']({ text: 'goblin' }, dm);
    expect(elsewhere.items.map((i) => i.name)).toEqual(['Goblin', 'Hobgoblin']);
    // A duplicate of the copy, back to the global library.
    const again = await handlers['library.duplicate']({ id: copy.summary.id, scope: global }, dm);
    expect(again.summary).toMatchObject({ origin: 'global', name: 'Goblin boss' });
  });
});

describe('adding library creatures to the encounter', () => {
  it('adds a counted batch in one command, numbered after those already there', async () => {
    h = await openHarness({ srdPath });
    const { handlers } = h.feature;
    const first = await handlers['library.addToEncounter']({ id: 'srd:goblin', count: 3 }, dm);
    const names = () => Object.values(h.encounter.dmView().encounter.combatants).map((c) => c.name);
    expect(names()).toEqual(['Goblin 1', 'Goblin 2', 'Goblin 3']);
    expect(first.revision).toBe(1);
    await handlers['library.addToEncounter']({ id: 'srd:goblin', count: 2, hidden: true }, dm);
    expect(names()).toEqual(['Goblin 1', 'Goblin 2', 'Goblin 3', 'Goblin 4', 'Goblin 5']);
    const combatants = Object.values(h.encounter.dmView().encounter.combatants);
    expect(combatants.map((c) => [c.hp, c.maxHp, c.ac, c.kind])).toEqual(
      Array(5).fill([7, 7, 15, 'monster']),
    );
    expect(combatants.map((c) => c.hidden)).toEqual([false, false, false, true, true]);
    expect(combatants[0]?.statblock).toMatchObject({ name: 'Goblin', cr: 0.25 });
    // One command, one undo step: every event of the batch shares a command id.
    const events = h.encounter.events();
    expect(new Set(events.map((e) => (e as { commandId?: string }).commandId)).size).toBe(2);
  });

  it('refuses a creature of another rule system', async () => {
    h = await openHarness({ srdPath, system: 'osr' });
    await expect(
      h.feature.handlers['library.addToEncounter']({ id: 'srd:ogre', count: 1 }, dm),
    ).rejects.toMatchObject({
      code: 'library.systemMismatch',
      params: { creature: 'dnd5e', encounter: 'osr' },
    });
    expect(h.encounter.dmView().revision).toBe(0);
  });

  it('adds an imported OSR creature to an OSR encounter', async () => {
    h = await openHarness({ srdPath, system: 'osr' });
    const created = await h.feature.handlers['library.create'](
      {
        scope: global,
        system: 'osr',
        statblock: { name: 'Ghoul', hd: '2', hp: 9, ac: 6, movement: 90, xp: 25 },
      },
      { role: 'dm' },
    );
    expect(created.statblock).toMatchObject({ xp: 25 });
    await h.feature.handlers['library.addToEncounter']({ id: created.summary.id, count: 1 }, dm);
    const [ghoul] = Object.values(h.encounter.dmView().encounter.combatants);
    expect(ghoul).toMatchObject({ name: 'Ghoul', hp: 9, ac: 6 });
    // XP is part of the OSR statblock: it travels into the encounter for its card.
    expect(ghoul?.statblock).toMatchObject({ xp: 25 });
  });
});

it('runs without the SRD file when none was built', async () => {
  h = await openHarness({ srdPath: null });
  const page = await h.feature.handlers['library.search']({}, dm);
  expect(page.total).toBe(0);
  const encounter = createEncounterService({ system: 'dnd5e', seed: 1 });
  expect(encounter.dmView().revision).toBe(0);
});
