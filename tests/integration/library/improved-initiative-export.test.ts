// Export to Improved Initiative's library format and back: the real Improved Initiative files
// (../shared/interop, see its README) and the library-export fixture are imported, exported in
// Improved Initiative's format and imported into a fresh library, and every creature comes back
// field for field (name, AC, HP, speed, abilities, saves, skills, defences, senses, languages,
// CR, traits, actions, reactions, legendary actions — the whole statblock). Without the interop
// folder (a user's clone) the real-file cases are skipped with a message.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { libraryChannels } from '../../../shared/ipc/channels/library';
import type { LibraryEntry } from '../../../shared/model/library';
import { fixture, openHarness, type LibraryHarness } from './support';

const interop = resolve('../shared/interop');
const present = existsSync(interop);
if (!present) {
  console.warn(`Skipping the real-file export tests: ${interop} is absent (a user's clone).`);
}

const global = { kind: 'global' } as const;
const dm = { role: 'dm' } as const;
const open: LibraryHarness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.close();
});

async function harness(): Promise<LibraryHarness> {
  const h = await openHarness();
  open.push(h);
  return h;
}

async function importInto(h: LibraryHarness, name: string, bytes: Uint8Array) {
  const preview = await h.feature.importer.previewBytes(name, bytes, global);
  await h.feature.importer.commit(preview.uploadId);
  return preview;
}

const strip = (list: readonly LibraryEntry[]) =>
  list.map(({ system, name, statblock, tags }) => ({ system, name, statblock, tags }));

/** Imports `bytes`, exports in Improved Initiative's format, imports that into a fresh library. */
async function roundTrip(name: string, bytes: Uint8Array) {
  const first = await harness();
  await importInto(first, name, bytes);
  const before = await first.store.library.list();
  const exported = await first.feature.handlers['library.exportImprovedInitiative'](
    { scope: global },
    dm,
  );
  const second = await harness();
  const preview = await importInto(second, exported.fileName, Buffer.from(exported.text));
  const after = await second.store.library.list();
  return {
    before,
    after,
    exported,
    preview,
    file: JSON.parse(exported.text) as Record<string, unknown>,
  };
}

const statblockOf = (list: readonly LibraryEntry[], name: string) =>
  list.find((e) => e.name === name)?.statblock as Record<string, unknown>;

// The fields a DM would miss first, compared one by one (the whole statblock is compared too).
const FIELDS = [
  'name',
  'ac',
  'acNote',
  'hp',
  'hitDice',
  'speed',
  'abilities',
  'saves',
  'skills',
  'damageVulnerabilities',
  'damageResistances',
  'damageImmunities',
  'conditionImmunities',
  'senses',
  'passivePerception',
  'languages',
  'cr',
  'xp',
  'traits',
  'spellcasting',
  'actions',
  'bonusActions',
  'reactions',
  'legendary',
  'legendaryActions',
  'lairActions',
  'lair',
  'description',
  'source',
] as const;

function expectSameCreatures(before: readonly LibraryEntry[], after: readonly LibraryEntry[]) {
  expect(after.map((e) => e.name)).toEqual(before.map((e) => e.name));
  for (const [i, b] of before.entries()) {
    const a = after[i] as LibraryEntry;
    const sa = a.statblock as Record<string, unknown>;
    const sb = b.statblock as Record<string, unknown>;
    for (const field of FIELDS) expect(sa[field], `${b.name}: ${field}`).toEqual(sb[field]);
  }
  expect(strip(after)).toEqual(strip(before));
}

describe('export to Improved Initiative and import back', () => {
  it('the library-export fixture (creatures, lair and legendary actions, a persistent character) comes back field for field', async () => {
    const { before, after, exported, file, preview } = await roundTrip(
      'library-export.json',
      fixture('improved-initiative/library-export.json'),
    );
    expect(preview).toMatchObject({ format: 'improvedInitiativeExport', rejectCount: 0 });
    expect(exported.count).toBe(before.length);
    expect(exported.skipped).toBe(0);
    expect(exported.fileName).toMatch(/^library-improved-initiative-\d{4}-\d{2}-\d{2}\.json$/);
    // The player character is written as a persistent character, the others as creatures.
    const pc = before.find((e) => e.tags.includes('player-character')) as LibraryEntry;
    expect(file.PersistentCharacters).toEqual([pc.id]);
    expect(file[`PersistentCharacters.${pc.id}`]).toMatchObject({
      Id: pc.id,
      Name: 'Mira Thornbrook',
      StatBlock: { Name: 'Mira Thornbrook', Player: 'player', AC: { Value: 16 } },
    });
    expect(file.Creatures).toHaveLength(before.length - 1);
    expectSameCreatures(before, after);
  });

  it('2e and OSR creatures are left out of the Improved Initiative file and counted', async () => {
    const h = await harness();
    await importInto(h, 'library.json', fixture('app/library.json'));
    const exported = await h.feature.handlers['library.exportImprovedInitiative'](
      { scope: global },
      dm,
    );
    expect({ count: exported.count, skipped: exported.skipped }).toEqual({ count: 1, skipped: 2 });
    const file = JSON.parse(exported.text) as Record<string, unknown>;
    expect(Object.keys(file).filter((k) => k.startsWith('Creatures.'))).toHaveLength(1);
  });

  it('a file name the DM gives is kept when it is a plain .json name and refused otherwise', async () => {
    const h = await harness();
    const handler = h.feature.handlers['library.exportImprovedInitiative'];
    const named = await handler({ scope: global, fileName: 'Bestiary (Tomb).json' }, dm);
    expect(named.fileName).toBe('Bestiary (Tomb).json');
    for (const bad of ['../escape.json', 'a/b.json', 'c:\\x.json', 'notes.txt', '.json']) {
      await expect(handler({ scope: global, fileName: bad }, dm), bad).rejects.toMatchObject({
        code: 'library.exportFileName',
      });
    }
    const request = libraryChannels['library.exportImprovedInitiative'].request;
    expect(request.safeParse({ scope: global, fileName: 'ok.json' }).success).toBe(true);
    expect(request.safeParse({ scope: global, fileName: 'a/b.json' }).success).toBe(false);
    expect(request.safeParse({ scope: global, fileName: 'x.exe' }).success).toBe(false);
    expect(request.safeParse({ scope: global, extra: 1 }).success).toBe(false);
  });
});

describe.skipIf(!present)('the real Improved Initiative files, exported and imported back', () => {
  it('ogl_creatures.json: 317 creatures come back field for field', async () => {
    const name = 'improved-initiative-ogl_creatures.json';
    const { before, after, exported, preview } = await roundTrip(
      name,
      readFileSync(resolve(interop, name)),
    );
    expect(before).toHaveLength(317);
    expect(exported.count).toBe(317);
    expect(preview).toMatchObject({ addCount: 317, rejectCount: 0 });
    expectSameCreatures(before, after);
    // Named creatures, for the reader: a split defence sentence, a legendary creature, a caster.
    expect(statblockOf(after, 'Lich').damageImmunities).toEqual([
      'poison',
      'bludgeoning, piercing, and slashing from nonmagical weapons',
    ]);
    expect(statblockOf(after, 'Adult Black Dragon').legendaryActions).toHaveLength(3);
    expect(statblockOf(after, 'Lich').spellcasting).toEqual(
      statblockOf(before, 'Lich').spellcasting,
    );
  });

  it('sample_players.json: the player characters come back as player characters', async () => {
    const name = 'improved-initiative-sample_players.json';
    const { before, after, file } = await roundTrip(name, readFileSync(resolve(interop, name)));
    expect(before).toHaveLength(4);
    expect((file.PersistentCharacters as string[]).length).toBe(4);
    expect(after.every((e) => e.tags.includes('player-character'))).toBe(true);
    expectSameCreatures(before, after);
  });
});
