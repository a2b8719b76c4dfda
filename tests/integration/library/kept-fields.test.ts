// Nothing a source file had is dropped silently: a player character's current HP and notes
// (Improved Initiative's persistent characters), a picture's address (kept for the export,
// never fetched) and the source book, which the library list shows so creatures of the same
// name from different books can be told apart; a PC's size is read from its race. Each survives
// the export to Improved Initiative and the import back. Real files of ../shared/interop are
// skipped with a message when that folder is absent; the fixture cases run always.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../../shared/model/library';
import { fixture, openHarness, type LibraryHarness } from './support';

const interop = resolve('../shared/interop');
const present = existsSync(interop);
if (!present) {
  console.warn(`Skipping the real-file kept-field tests: ${interop} is absent (a user's clone).`);
}

const global = { kind: 'global' } as const;
const dm = { role: 'dm' } as const;
const open: LibraryHarness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.close();
});

async function imported(name: string, bytes: Uint8Array): Promise<LibraryHarness> {
  const h = await openHarness();
  open.push(h);
  const preview = await h.feature.importer.previewBytes(name, bytes, global);
  await h.feature.importer.commit(preview.uploadId);
  return h;
}

async function exportedAndBack(h: LibraryHarness) {
  const file = await h.feature.handlers['library.exportImprovedInitiative']({ scope: global }, dm);
  const back = await imported(file.fileName, Buffer.from(file.text));
  return { file: JSON.parse(file.text) as Record<string, unknown>, back };
}

const sb = (list: readonly LibraryEntry[], name: string) =>
  list.find((e) => e.name === name)?.statblock as Record<string, unknown>;

describe('fields a source had are kept', () => {
  it('a persistent character keeps its current HP and notes, in the library and in the export', async () => {
    const h = await imported(
      'library-export.json',
      fixture('improved-initiative/library-export.json'),
    );
    const mira = sb(await h.store.library.list(), 'Mira Thornbrook');
    expect(mira).toMatchObject({ hp: 38, currentHp: 31, notes: "Owes the thieves' guild 40 gp." });
    const { file, back } = await exportedAndBack(h);
    const id = (file.PersistentCharacters as string[])[0] as string;
    expect(file[`PersistentCharacters.${id}`]).toMatchObject({
      CurrentHP: 31,
      Notes: "Owes the thieves' guild 40 gp.",
      StatBlock: { HP: { Value: 38 } },
    });
    expect(sb(await back.store.library.list(), 'Mira Thornbrook')).toEqual(mira);
  });

  it('a picture’s address is kept and written back; nothing fetches it', async () => {
    const goblin = JSON.parse(
      fixture('improved-initiative/statblock-goblin.json').toString('utf8'),
    ) as Record<string, unknown>;
    const url = 'https://example.invalid/goblin.png';
    const h = await imported(
      'goblin.json',
      Buffer.from(JSON.stringify({ ...goblin, ImageURL: url })),
    );
    expect(sb(await h.store.library.list(), 'Goblin').imageUrl).toBe(url);
    const { file, back } = await exportedAndBack(h);
    const key = Object.keys(file).find((k) => k.startsWith('Creatures.')) as string;
    expect((file[key] as { ImageURL: string }).ImageURL).toBe(url);
    expect(sb(await back.store.library.list(), 'Goblin').imageUrl).toBe(url);
  });
});

describe.skipIf(!present)('kept fields of the real files', () => {
  it('sample_players.json: the lightfoot halfling is Small, the others Medium', async () => {
    const name = 'improved-initiative-sample_players.json';
    const h = await imported(name, readFileSync(resolve(interop, name)));
    const list = await h.store.library.list();
    expect(list.map((e) => [e.name, (e.statblock as { size: string }).size])).toEqual([
      ['Gregorr', 'medium'],
      ['Shem', 'medium'],
      ['Underfoot', 'small'],
      ['Ellumyr', 'medium'],
    ]);
  });

  it('5e-database pictures survive the Improved Initiative export; the list names each Aboleth’s book', async () => {
    const name = '5e-database-2014-5e-SRD-Monsters.json';
    const h = await imported(name, readFileSync(resolve(interop, name)));
    expect(sb(await h.store.library.list(), 'Aboleth').imageUrl).toBe(
      '/api/images/monsters/aboleth.png',
    );
    const { back } = await exportedAndBack(h);
    expect(sb(await back.store.library.list(), 'Aboleth').imageUrl).toBe(
      '/api/images/monsters/aboleth.png',
    );
    const page = 'open5e-api-v1-monsters-page.json';
    const preview = await h.feature.importer.previewBytes(
      page,
      readFileSync(resolve(interop, page)),
      global,
    );
    await h.feature.importer.commit(preview.uploadId);
    const found = await h.feature.handlers['library.search'](
      { text: 'Aboleth', origins: ['global'] },
      dm,
    );
    const aboleths = found.items.filter((i) => i.name === 'Aboleth');
    expect(aboleths.length).toBeGreaterThan(1);
    expect(aboleths.every((a) => typeof a.source === 'string' && a.source !== '')).toBe(true);
    expect(new Set(aboleths.map((a) => a.source)).size).toBe(aboleths.length);
  });
});
