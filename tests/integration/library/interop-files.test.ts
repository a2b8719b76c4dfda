// The public monster files DMs already own (../shared/interop, see its README for sources and
// licences) go through the importer main uses, and the numbers and named creatures come out
// right: defences read as sentences, legendary counts, AC conventions, saves. Without that
// folder (a user's clone) these tests are skipped with a message; the excerpts of the same files
// in tests/fixtures/library/interop run always (interop-excerpts.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDefense } from '../../../shared/rules/dnd5e/damage-types';
import type { LibraryEntry } from '../../../shared/model/library';
import { openHarness, type LibraryHarness } from './support';

const interop = resolve('../shared/interop');
const present = existsSync(interop);
if (!present) {
  console.warn(`Skipping the real-file import tests: ${interop} is absent (a user's clone).`);
}

let h: LibraryHarness;
afterEach(async () => h?.close());

const global = { kind: 'global' } as const;

async function importFile(name: string, csvSystem?: 'adnd2e' | 'osr') {
  h = await openHarness();
  const preview = await h.feature.importer.previewBytes(
    name,
    readFileSync(resolve(interop, name)),
    global,
    csvSystem,
  );
  await h.feature.importer.commit(preview.uploadId);
  const entries = await h.store.library.list();
  const byName = (n: string) =>
    entries.find((e) => e.name === n)?.statblock as Record<string, unknown>;
  return { preview, entries, byName };
}

const entriesOf = (sb: Record<string, unknown>, key: string) => sb[key] as string[];

/** Creatures with a defence the 5e engine reads as weapon types with a qualifier. */
function qualifiedWeaponGroups(entries: readonly LibraryEntry[]): number {
  return entries.filter((e) =>
    ['damageResistances', 'damageImmunities'].some((key) =>
      entriesOf(e.statblock as Record<string, unknown>, key).some((t) => {
        const d = parseDefense(t);
        return d.when === 'nonmagical' && d.types.length > 1;
      }),
    ),
  ).length;
}

describe.skipIf(!present)('real monster files through the importer', () => {
  it('Improved Initiative ogl_creatures.json: 317 creatures, split defence lists read whole', async () => {
    const { preview, entries, byName } = await importFile('improved-initiative-ogl_creatures.json');
    expect(preview).toMatchObject({ format: 'improvedInitiative', addCount: 317, rejectCount: 0 });
    const lich = byName('Lich');
    expect(lich.damageImmunities).toEqual([
      'poison',
      'bludgeoning, piercing, and slashing from nonmagical weapons',
    ]);
    expect(parseDefense(entriesOf(lich, 'damageImmunities')[0] ?? '')).toMatchObject({
      types: ['poison'],
      when: 'always',
    });
    expect(parseDefense(entriesOf(lich, 'damageImmunities')[1] ?? '')).toMatchObject({
      types: ['bludgeoning', 'piercing', 'slashing'],
      when: 'nonmagical',
    });
    expect(byName('Barbed Devil').damageResistances).toEqual([
      'cold',
      "bludgeoning, piercing, and slashing from nonmagical weapons that aren't silvered",
    ]);
    // No piece of a split sentence is left as an entry of its own.
    for (const e of entries) {
      for (const key of ['damageResistances', 'damageImmunities', 'damageVulnerabilities']) {
        for (const t of entriesOf(e.statblock as Record<string, unknown>, key)) {
          expect(t, `${e.name} ${key}`).not.toMatch(/^and\s/i);
        }
      }
    }
    // The 57 creatures the file splits (40 resistance and 17 immunity lists), plus the Xorn,
    // whose single entry was already whole.
    expect(qualifiedWeaponGroups(entries)).toBe(58);
    expect(byName('Aboleth')).toMatchObject({ ac: 17, saves: { con: 6, int: 8, wis: 6 } });
    // No rule entry and no count in the text: the Monster Manual's 3.
    const dragon = byName('Adult Black Dragon').legendary as { count: number } | undefined;
    expect(dragon?.count ?? 3).toBe(3);
  });

  it('Improved Initiative sample_players.json: 4 player characters', async () => {
    const { preview, entries } = await importFile('improved-initiative-sample_players.json');
    expect(preview.addCount).toBe(4);
    expect(entries.every((e) => e.tags.includes('player-character'))).toBe(true);
  });

  it('5e-database 2014 monsters: all 334, AC arrays and damage choices', async () => {
    const { preview, byName } = await importFile('5e-database-2014-5e-SRD-Monsters.json');
    expect(preview).toMatchObject({ format: 'dnd5eApi', addCount: 334, rejectCount: 0 });
    expect(byName('Azer')).toMatchObject({ ac: 17, acNote: 'natural armor, shield' });
    expect(byName('Archmage')).toMatchObject({ ac: 12, acNote: '15 with mage armor' });
    expect(byName('Aboleth')).toMatchObject({
      ac: 17,
      saves: { con: 6, int: 8, wis: 6 },
      source: 'SRD 5.1',
      imageUrl: '/api/images/monsters/aboleth.png',
    });
    const longsword = (byName('Drider').actions as { name: string }[]).find(
      (a) => a.name === 'Longsword',
    );
    expect(longsword).toMatchObject({
      damage: [{ dice: '1d8+3', type: 'slashing' }],
      damageChoices: [
        { damage: [{ dice: '1d8+3', type: 'slashing' }], note: 'One handed' },
        { damage: [{ dice: '1d10+3', type: 'slashing' }], note: 'Two handed' },
      ],
    });
    expect(byName('Lich').damageImmunities).toEqual([
      'poison',
      'bludgeoning, piercing, and slashing from nonmagical weapons',
    ]);
  });

  it('Open5e API v1 page: 50 monsters of several books, the Menagerie aboleth with 2 legendary actions', async () => {
    const { preview, entries } = await importFile('open5e-api-v1-monsters-page.json');
    expect(preview).toMatchObject({ format: 'open5e', addCount: 50, rejectCount: 0 });
    const aboleths = entries.filter((e) => e.name === 'Aboleth');
    expect(aboleths.map((a) => (a.statblock as { source: string }).source).sort()).toEqual([
      '5e Core Rules',
      'Level Up Advanced 5e Monstrous Menagerie',
    ]);
    const menagerie = aboleths.find((a) => /Menagerie/.test(String(a.statblock.source)));
    expect(menagerie?.statblock.legendary).toMatchObject({ count: 2 });
    const spear = (
      entries.find((e) => e.name === 'Abaasy')?.statblock.actions as { name: string }[]
    ).find((a) => a.name === 'Spear');
    expect(spear).toMatchObject({
      damageChoices: [{}, { note: 'if used with two hands to make a melee attack' }],
    });
  });

  it('Open5e API v2 creature and Open5e data fixture (325 creatures)', async () => {
    const v2 = await importFile('open5e-api-v2-creature-goblin.json');
    expect(v2.preview).toMatchObject({ format: 'open5eV2', addCount: 1 });
    expect(v2.byName('Goblin')).toMatchObject({
      size: 'small',
      ac: 15,
      acNote: 'leather armor, shield',
      hp: 7,
      speed: { walk: 30 },
      skills: { stealth: 6 },
      cr: 0.25,
      xp: 50,
      senses: { darkvision: '60 ft.' },
      source: 'System Reference Document 5.1',
    });
    await h.close();
    const fixture = await importFile('open5e-data-v2-srd-2014-Creature.json');
    expect(fixture.preview).toMatchObject({
      format: 'open5eFixture',
      addCount: 325,
      rejectCount: 0,
    });
    expect(fixture.byName('Lich')).toMatchObject({
      ac: 17,
      saves: { con: 10, int: 12, wis: 9 },
      damageImmunities: ['poison', 'bludgeoning, piercing, and slashing from nonmagical attacks'],
      cr: 21,
    });
  });

  it('Basic Fantasy monsterdata.json: 286 OSR creatures, ascending AC converted, the trailing comma read past', async () => {
    const { preview, byName } = await importFile('basic-fantasy-monsterdata.json', 'osr');
    expect(preview).toMatchObject({
      format: 'osrJson',
      addCount: 286,
      rejectCount: 0,
      ac: 'ascending',
    });
    expect(preview.notices.map((n) => n.code)).toEqual(
      expect.arrayContaining(['trailingComma', 'acAscending', 'csvColumnsIgnored']),
    );
    // Giant ant: AC 17 (ascending) is AC 3 descending; attack bonus +4; 60' movement.
    expect(byName('Ant, Giant')).toMatchObject({
      hd: '4',
      ac: 3,
      attackBonus: { melee: 4, ranged: 4 },
      damage: '2d6',
      movement: 60,
      morale: 7,
      xp: 240,
    });
    expect(byName('Ant, Giant').special).toEqual(
      expect.arrayContaining([
        'Morale 7 on first sighting, 12 after engaged',
        'Saves as Fighter: 4',
      ]),
    );
    // What cannot be read is flagged, not refused: the swarm's AC is a sentence.
    expect(byName('Insect Swarm, Small').importIssues).toEqual([
      { field: 'ac', value: 'Immune to normal weapons, including most magical types' },
    ]);
  });
});
