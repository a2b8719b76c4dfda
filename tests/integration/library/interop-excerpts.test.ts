// Excerpts of the public monster files (tests/fixtures/library/interop, attribution in its
// ATTRIBUTION.md) through the importer main uses: these run without ../shared/interop.
import { afterEach, describe, expect, it } from 'vitest';
import { fixture, openHarness, type LibraryHarness } from './support';

let h: LibraryHarness;
afterEach(async () => h?.close());

const global = { kind: 'global' } as const;

async function importExcerpt(name: string, csvSystem?: 'osr' | 'adnd2e') {
  h = await openHarness();
  const preview = await h.feature.importer.previewBytes(
    name,
    fixture(`interop/${name}`),
    global,
    csvSystem,
  );
  await h.feature.importer.commit(preview.uploadId);
  const entries = await h.store.library.list();
  const byName = (n: string) =>
    entries.find((e) => e.name === n)?.statblock as Record<string, unknown>;
  const sources = (n: string) =>
    Object.fromEntries(
      entries
        .filter((e) => e.name === n)
        .map((e) => [
          String(e.statblock.source),
          (e.statblock.legendary as { count: number } | undefined)?.count,
        ]),
    );
  await h.close();
  return { preview, byName, sources };
}

describe('excerpts of real monster files', () => {
  it('reads each format with its numbers', async () => {
    const ii = await importExcerpt('improved-initiative-ogl-excerpt.json');
    expect(ii.preview).toMatchObject({ addCount: 5, rejectCount: 0 });
    expect(ii.byName('Lich').damageImmunities).toEqual([
      'poison',
      'bludgeoning, piercing, and slashing from nonmagical weapons',
    ]);
    const db = await importExcerpt('5e-database-2014-excerpt.json');
    expect(db.preview).toMatchObject({ format: 'dnd5eApi', addCount: 5, rejectCount: 0 });
    expect(db.byName('Azer')).toMatchObject({ ac: 17 });
    const v1 = await importExcerpt('open5e-v1-excerpt.json');
    // Two aboleths (the 5e Core Rules' and the Monstrous Menagerie's) and the Abaasy.
    expect(v1.preview.addCount).toBe(3);
    expect(v1.sources('Aboleth')).toEqual({
      '5e Core Rules': 3,
      'Level Up Advanced 5e Monstrous Menagerie': 2,
    });
    const v2 = await importExcerpt('open5e-v2-goblin.json');
    expect(v2.preview).toMatchObject({ format: 'open5eV2', addCount: 1 });
    const dj = await importExcerpt('open5e-data-creature-excerpt.json');
    expect(dj.preview).toMatchObject({ format: 'open5eFixture', addCount: 3 });
    const bf = await importExcerpt('basic-fantasy-excerpt.json', 'osr');
    expect(bf.preview).toMatchObject({ format: 'osrJson', addCount: 5, ac: 'ascending' });
    expect(bf.byName('Ant, Giant')).toMatchObject({ ac: 3, movement: 60, xp: 240 });
  });
});
