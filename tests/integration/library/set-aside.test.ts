// A library file that cannot be read (damaged, and its backups with it) is set aside from the
// window: the damaged file is kept as library.json.corrupt-<time>, the library starts empty and
// works again; a library that reads is refused, so nothing good is moved.
import { readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { createLibraryFeature } from '../../../main/library/feature';
import { openDataDir, type DataStore } from '../../../main/store/data-store';

const dm = { role: 'dm' } as const;
const global = { kind: 'global' } as const;
const wolf = {
  name: 'Marsh Wolf',
  size: 'large',
  type: 'beast',
  ac: 14,
  hp: 37,
  abilities: { str: 17, dex: 15, con: 15, int: 3, wis: 12, cha: 7 },
  actions: [{ name: 'Bite', desc: 'Melee Weapon Attack: +5 to hit. Hit: 10 (2d6 + 3) piercing.' }],
};

let dir = '';
let open: DataStore[] = [];

async function library(at: string) {
  const store = await openDataDir(at);
  open.push(store);
  let changes = 0;
  const feature = createLibraryFeature({
    context: store.context,
    library: store.library,
    encounter: createEncounterService({ system: 'dnd5e', seed: 1 }),
    srdPath: null,
    onChanged: () => (changes += 1),
  });
  return { store, handlers: feature.handlers, changes: () => changes };
}

afterEach(async () => {
  for (const store of open) await store.close().catch(() => undefined);
  open = [];
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('setting a damaged library aside', () => {
  it('keeps the damaged file, starts an empty library that takes creatures again', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cm-library-aside-'));
    const first = await library(dir);
    await first.handlers['library.create']({ scope: global, system: 'dnd5e', statblock: wolf }, dm);
    await first.store.close();
    // The file and every backup generation are damaged: nothing can be restored.
    for (const name of readdirSync(dir).filter((n) => n.startsWith('library.json'))) {
      writeFileSync(join(dir, name), '{"schemaVersion": 1, "entries": [');
    }

    const second = await library(dir);
    await expect(second.handlers['library.search']({}, dm)).rejects.toMatchObject({
      code: 'documentUnrecoverable',
    });
    const { movedTo } = await second.handlers['library.setAsideDamaged']({ scope: global }, dm);
    expect(movedTo).toMatch(/library\.json\.corrupt-/);
    expect(readdirSync(dir).some((n) => /^library\.json\.corrupt-/.test(n))).toBe(true);
    expect(second.changes()).toBe(1);
    expect((await second.handlers['library.search']({}, dm)).items).toEqual([]);
    const again = await second.handlers['library.create'](
      { scope: global, system: 'dnd5e', statblock: wolf },
      dm,
    );
    expect(again.summary.name).toBe('Marsh Wolf');
  });

  it('refuses to set aside a library that reads', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cm-library-aside-'));
    const lib = await library(dir);
    await lib.handlers['library.create']({ scope: global, system: 'dnd5e', statblock: wolf }, dm);
    await expect(
      lib.handlers['library.setAsideDamaged']({ scope: global }, dm),
    ).rejects.toMatchObject({ code: 'invalidInput', params: { problem: 'notDamaged' } });
    expect((await lib.handlers['library.search']({}, dm)).items).toHaveLength(1);
  });
});
