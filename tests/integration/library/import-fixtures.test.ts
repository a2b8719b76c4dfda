// Every fixture format imports into a real data folder: the preview lists exactly what will be
// added and what will not, the commit writes it durably, and the library reads it back after
// reopening. The Improved Initiative library export imports completely.
import { afterEach, describe, expect, it } from 'vitest';
import { openDataDir } from '../../../main/store/data-store';
import { fixture, openHarness, snapshotFiles, type LibraryHarness } from './support';

let h: LibraryHarness;
afterEach(async () => h?.close());

const global = { kind: 'global' } as const;

describe('importing fixture files', () => {
  it('imports the whole Improved Initiative library export: creatures and the persistent character', async () => {
    h = await openHarness();
    const preview = await h.feature.importer.previewBytes(
      'ii-export.json',
      fixture('improved-initiative/library-export.json'),
      global,
    );
    expect(preview.format).toBe('improvedInitiativeExport');
    expect(preview.rejected).toEqual([]);
    expect(preview.addCount).toBe(7);
    expect(preview.added.map((a) => a.name).sort()).toEqual([
      'Bandit Captain',
      'Bog Lantern Hag',
      'Goblin',
      'Lamp Sprite',
      'Mira Thornbrook',
      'Storm Drake',
      'Swarm of Rats',
    ]);
    expect(preview.skipped).toEqual({ spells: 2, encounters: 1 });
    const before = snapshotFiles(h.dir);
    const committed = await h.feature.importer.commit(preview.uploadId);
    expect(committed.added).toBe(7);
    expect(snapshotFiles(h.dir)).not.toEqual(before);

    const entries = await h.store.library.list();
    expect(entries).toHaveLength(7);
    const drake = entries.find((e) => e.name === 'Storm Drake');
    expect(drake?.statblock).toMatchObject({
      size: 'large',
      type: 'dragon',
      alignment: 'chaotic neutral',
      ac: 18,
      acNote: 'natural armor',
      hp: 136,
      hitDice: '13d10+65',
      speed: { walk: 40, fly: 80, hover: true, swim: 40 },
      saves: { dex: 5, con: 9, wis: 5, cha: 7 },
      skills: { perception: 9, stealth: 5 },
      damageImmunities: ['lightning'],
      damageVulnerabilities: ['cold'],
      senses: { blindsight: '30 ft.', darkvision: '120 ft.' },
      passivePerception: 19,
      cr: 10,
      xp: 5900,
    });
    const statblock = drake?.statblock as { legendaryActions: unknown[]; actions: unknown[] };
    expect(statblock.legendaryActions).toHaveLength(3);
    expect(statblock.actions[3]).toMatchObject({
      name: 'Lightning Breath',
      usage: 'Recharge 5-6',
      dc: { ability: 'dex', value: 17 },
      damage: [{ dice: '9d10', type: 'lightning' }],
    });
    const mira = entries.find((e) => e.name === 'Mira Thornbrook');
    expect(mira?.tags).toEqual(['player-character']);
    expect(entries.find((e) => e.name === 'Bandit Captain')?.tags).toEqual(['Bandits']);

    // Durable: a fresh store on the same folder reads the same entries.
    await h.store.close();
    const reopened = await openDataDir(h.dir);
    expect((await reopened.library.list()).map((e) => e.name).sort()).toEqual(
      entries.map((e) => e.name).sort(),
    );
    await reopened.close();
    (h as { store: typeof reopened }).store = reopened;
  });

  it('imports Improved Initiative single statblocks, lists of them and the older localStorage export', async () => {
    h = await openHarness();
    const single = await h.feature.importer.previewBytes(
      'goblin.json',
      fixture('improved-initiative/statblock-goblin.json'),
      global,
    );
    expect(single).toMatchObject({ format: 'improvedInitiative', addCount: 1, rejectCount: 0 });
    expect(single.added[0]).toMatchObject({ name: 'Goblin', levelText: '1/4', type: 'humanoid' });
    await h.feature.importer.commit(single.uploadId);

    const list = await h.feature.importer.previewBytes(
      'list.json',
      fixture('improved-initiative/statblock-list.json'),
      global,
    );
    // The goblin is already in the library: an identical statblock is not added twice.
    expect(list.addCount).toBe(1);
    expect(list.rejected).toEqual([
      { index: 0, name: 'Goblin', problem: { code: 'duplicate', params: {} } },
    ]);
    h.feature.importer.cancel(list.uploadId);

    const legacy = await h.feature.importer.previewBytes(
      'legacy.json',
      fixture('improved-initiative/legacy-export.json'),
      global,
    );
    expect(legacy.format).toBe('improvedInitiativeExport');
    expect(legacy.added.map((a) => a.name)).toEqual(['Storm Drake', 'Mira Thornbrook']);
    expect(legacy.rejected.map((r) => r.problem.code)).toEqual(['duplicate']);
    expect(legacy.skipped).toEqual({ other: 2 });
  });

  it('imports an Open5e page of monsters with defenses and senses read from text', async () => {
    h = await openHarness();
    const preview = await h.feature.importer.previewBytes(
      'open5e.json',
      fixture('open5e/monsters-page.json'),
      global,
    );
    expect(preview).toMatchObject({ format: 'open5e', addCount: 3, rejectCount: 0 });
    await h.feature.importer.commit(preview.uploadId);
    const ghost = (await h.store.library.list()).find((e) => e.name === 'Ghost');
    expect(ghost?.statblock).toMatchObject({
      speed: { walk: 0, fly: 40, hover: true },
      damageResistances: [
        'acid',
        'fire',
        'lightning',
        'thunder',
        'bludgeoning, piercing, and slashing from nonmagical attacks',
      ],
      damageImmunities: ['cold', 'necrotic', 'poison'],
      conditionImmunities: expect.arrayContaining(['charmed', 'restrained']),
      cr: 4,
      source: '5e Core Rules',
      description:
        'A ghost is the soul of a once-living creature, bound to haunt a specific location.',
    });
    const dragon = (await h.store.library.list()).find((e) => e.name === 'Young Green Dragon');
    expect(dragon?.statblock).toMatchObject({
      saves: { dex: 4, con: 6, wis: 4, cha: 5 },
      skills: { deception: 5, perception: 7, stealth: 4 },
    });
  });

  it('imports the app’s own file for all three systems and exports it back identically', async () => {
    h = await openHarness();
    const preview = await h.feature.importer.previewBytes(
      'library.json',
      fixture('app/library.json'),
      global,
    );
    expect(preview).toMatchObject({ format: 'appJson', addCount: 3, rejectCount: 0 });
    expect(preview.added.map((a) => [a.system, a.name, a.levelText])).toEqual([
      ['dnd5e', 'Cave Badger', '1/4'],
      ['adnd2e', 'Gnoll', '2'],
      ['osr', 'Skeleton', '1'],
    ]);
    await h.feature.importer.commit(preview.uploadId);
    const exported = await h.feature.handlers['library.export']({ scope: global }, { role: 'dm' });
    expect(exported.count).toBe(3);

    // Round trip into a second library: the same creatures, field for field.
    const other = await openHarness();
    try {
      const again = await other.feature.importer.previewBytes(
        exported.fileName,
        Buffer.from(exported.text),
        global,
      );
      expect(again.addCount).toBe(3);
      await other.feature.importer.commit(again.uploadId);
      const strip = (
        list: { system: string; name: string; statblock: unknown; tags: string[] }[],
      ) => list.map(({ system, name, statblock, tags }) => ({ system, name, statblock, tags }));
      expect(strip(await other.store.library.list())).toEqual(strip(await h.store.library.list()));
    } finally {
      await other.close();
    }
  });

  it('imports 2e and OSR CSV files, keeping the malformed row with its unreadable cells flagged', async () => {
    h = await openHarness();
    const twoE = await h.feature.importer.previewBytes(
      'monsters-2e.csv',
      fixture('csv/adnd2e.csv'),
      global,
      'adnd2e',
    );
    expect(twoE).toMatchObject({ format: 'csv', addCount: 9, rejectCount: 0 });
    expect(twoE.added.find((a) => a.name === 'Broken Row')?.unreadable).toEqual([
      { field: 'ac', value: 'five' },
      { field: 'hd', value: 'x' },
    ]);
    const osr = await h.feature.importer.previewBytes('osr.csv', fixture('csv/osr.csv'), global);
    expect(osr).toMatchObject({ format: 'csv', addCount: 6, rejectCount: 0 });
    await h.feature.importer.commit(twoE.uploadId);
    await h.feature.importer.commit(osr.uploadId);
    const entries = await h.store.library.list();
    expect(entries.find((e) => e.name === 'Owlbear')?.statblock).toMatchObject({
      hitDice: '5+2',
      thac0: 15,
      attacksPerRound: { per: 3, rounds: 1 },
      attacks: [{ damage: '1d6' }, { damage: '1d6' }, { damage: '2d6' }],
      movement: { base: 12 },
      xp: 420,
      size: 'L',
    });
    expect(entries.find((e) => e.name === 'Giant Eagle')?.statblock).toMatchObject({
      movement: { base: 3, fly: 48 },
    });
    expect(entries.find((e) => e.name === 'Orc')?.statblock).toMatchObject({
      saves: { paralyzation: 16, rod: 18, petrification: 17, breath: 20, spell: 19 },
      description: 'Orcs fight in tribes; they hate elves and dwarves.',
    });
    expect(entries.find((e) => e.name === 'Kobold')?.statblock).toMatchObject({
      hd: '1/2',
      hp: 3,
      ac: 7,
      attackBonus: { melee: 0, ranged: 0 },
      damage: '1d4',
      movement: 60,
      morale: 6,
      saves: { death: 14, wands: 15, paralysis: 16, breath: 17, spells: 18 },
      xp: 5,
    });
    expect(entries.find((e) => e.name === 'Bandit')?.statblock).toMatchObject({
      attackBonus: { melee: 1, ranged: 1 },
      saves: { death: 12, wands: 13, paralysis: 14, breath: 15, spells: 16 },
    });
  });

  it('asks which system a CSV without a system column is for', async () => {
    h = await openHarness();
    await expect(
      h.feature.importer.previewBytes('m.csv', fixture('csv/adnd2e.csv'), global),
    ).rejects.toMatchObject({ code: 'library.csvSystemRequired' });
    // A file-level rejection forgets the upload.
    expect(h.feature.importer.openUploads).toBe(0);
  });

  it('imports into a campaign’s own library, kept apart from the global one', async () => {
    h = await openHarness();
    const campaign = await h.store.campaigns.create({
      name: 'Marsh',
      system: 'dnd5e',
      language: 'en',
    });
    const scope = { kind: 'campaign', campaignId: campaign.id } as const;
    const preview = await h.feature.importer.previewBytes(
      'goblin.json',
      fixture('improved-initiative/statblock-goblin.json'),
      scope,
    );
    await h.feature.importer.commit(preview.uploadId);
    expect(await h.store.library.list()).toEqual([]);
    const found = await h.feature.handlers['library.search'](
      { text: 'gob', origins: ['campaign'], campaignId: campaign.id },
      { role: 'dm' },
    );
    expect(found.items.map((i) => [i.name, i.origin])).toEqual([['Goblin', 'campaign']]);
    await expect(
      h.feature.importer.previewBytes(
        'goblin.json',
        fixture('improved-initiative/statblock-goblin.json'),
        { kind: 'campaign', campaignId: 'no-such-campaign' },
      ),
    ).rejects.toMatchObject({ code: 'library.campaignNotFound' });
  });
});
