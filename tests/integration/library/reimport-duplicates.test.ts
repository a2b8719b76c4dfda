// Re-importing a file whose creatures the library already holds: an identical creature is not
// added again (the preview names it as a duplicate), and one the library holds in another
// version (same name, rule system and source) is listed apart so the DM picks skip, replace or
// keep both at commit. Creatures of the same name from different books are not duplicates.
// The real files of ../shared/interop are used; without that folder (a user's clone) the
// real-file cases are skipped with a message, and the fixture case runs always.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DuplicateChoice } from '../../../shared/library/types';
import type { LibraryEntry } from '../../../shared/model/library';
import { fixture, openHarness, type LibraryHarness } from './support';

const interop = resolve('../shared/interop');
const present = existsSync(interop);
if (!present) {
  console.warn(`Skipping the real-file re-import tests: ${interop} is absent (a user's clone).`);
}

const global = { kind: 'global' } as const;
const dm = { role: 'dm' } as const;
const OGL = 'improved-initiative-ogl_creatures.json';
let h: LibraryHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const real = (name: string) => readFileSync(resolve(interop, name));

async function importBytes(name: string, bytes: Uint8Array, duplicates?: DuplicateChoice) {
  const harness = h as LibraryHarness;
  const preview = await harness.feature.importer.previewBytes(name, bytes, global);
  const result = await harness.feature.importer.commit(preview.uploadId, duplicates);
  return { preview, result };
}

const named = (list: readonly LibraryEntry[], name: string) => list.filter((e) => e.name === name);

describe('re-importing creatures the library already holds', () => {
  it('the Improved Initiative library export imported twice adds nothing the second time', async () => {
    h = await openHarness();
    const bytes = fixture('improved-initiative/library-export.json');
    await importBytes('library-export.json', bytes);
    const before = await h.store.library.list();
    const { preview, result } = await importBytes('library-export.json', bytes);
    expect(preview).toMatchObject({ addCount: 0, duplicateCount: 0, rejectCount: before.length });
    expect(new Set(preview.rejected.map((r) => r.problem.code))).toEqual(new Set(['duplicate']));
    expect(result).toMatchObject({ added: 0, replaced: 0 });
    expect(await h.store.library.list()).toEqual(before);
  });

  it('the commit request takes only skip, replace or keepBoth', async () => {
    const { libraryChannels } = await import('../../../shared/ipc/channels/library');
    const request = libraryChannels['library.importCommit'].request;
    const uploadId = 'a'.repeat(32);
    for (const duplicates of ['skip', 'replace', 'keepBoth']) {
      expect(request.safeParse({ uploadId, duplicates }).success).toBe(true);
    }
    expect(request.safeParse({ uploadId, duplicates: 'merge' }).success).toBe(false);
  });
});

describe.skipIf(!present)('re-importing the real files', () => {
  it('ogl_creatures.json, and this app’s export of it in either format, add nothing to the same library', async () => {
    h = await openHarness();
    await importBytes(OGL, real(OGL));
    const before = await h.store.library.list();
    expect(before).toHaveLength(317);
    const again = await importBytes(OGL, real(OGL));
    expect(again.preview).toMatchObject({ addCount: 0, duplicateCount: 0, rejectCount: 317 });
    const ii = await h.feature.handlers['library.exportImprovedInitiative']({ scope: global }, dm);
    const fromIi = await importBytes(ii.fileName, Buffer.from(ii.text));
    expect(fromIi.preview).toMatchObject({ addCount: 0, duplicateCount: 0, rejectCount: 317 });
    const app = await h.feature.handlers['library.export']({ scope: global }, dm);
    const fromApp = await importBytes(app.fileName, Buffer.from(app.text));
    expect(fromApp.preview).toMatchObject({ addCount: 0, duplicateCount: 0, rejectCount: 317 });
    expect(await h.store.library.list()).toEqual(before);
  });

  async function editedGoblin() {
    h = await openHarness();
    await importBytes(OGL, real(OGL));
    const goblin = named(await h.store.library.list(), 'Goblin')[0] as LibraryEntry;
    await h.feature.handlers['library.update'](
      {
        id: `g:${goblin.id}`,
        statblock: { ...(goblin.statblock as Record<string, unknown>), hp: 11 },
        tags: ['marsh'],
      },
      dm,
    );
    const preview = await h.feature.importer.previewBytes(OGL, real(OGL), global);
    return { goblin, preview };
  }

  it('a creature the DM changed since is listed as a duplicate; skip keeps the DM’s version', async () => {
    const { goblin, preview } = await editedGoblin();
    expect(preview).toMatchObject({ addCount: 0, duplicateCount: 1, rejectCount: 316 });
    expect(preview.duplicates).toEqual([
      expect.objectContaining({ name: 'Goblin', existingId: goblin.id, levelText: '1/4' }),
    ]);
    const result = await (h as LibraryHarness).feature.importer.commit(preview.uploadId, 'skip');
    expect(result).toMatchObject({ added: 0, replaced: 0 });
    const list = await (h as LibraryHarness).store.library.list();
    expect(list).toHaveLength(317);
    expect((named(list, 'Goblin')[0]?.statblock as { hp: number }).hp).toBe(11);
  });

  it('replace puts the file’s version in place of the library’s, keeping its id and tags', async () => {
    const { goblin, preview } = await editedGoblin();
    const result = await (h as LibraryHarness).feature.importer.commit(preview.uploadId, 'replace');
    expect(result).toMatchObject({ added: 0, replaced: 1 });
    const list = await (h as LibraryHarness).store.library.list();
    expect(list).toHaveLength(317);
    const goblins = named(list, 'Goblin');
    expect(goblins).toHaveLength(1);
    expect(goblins[0]).toMatchObject({ id: goblin.id, tags: ['marsh'] });
    expect((goblins[0]?.statblock as { hp: number }).hp).toBe(7);
  });

  it('keep both adds the file’s version beside the library’s', async () => {
    const { preview } = await editedGoblin();
    const result = await (h as LibraryHarness).feature.importer.commit(
      preview.uploadId,
      'keepBoth',
    );
    expect(result).toMatchObject({ added: 1, replaced: 0 });
    const goblins = named(await (h as LibraryHarness).store.library.list(), 'Goblin');
    expect(goblins.map((g) => (g.statblock as { hp: number }).hp)).toEqual([11, 7]);
  });

  it('a creature of the same name from another book is not a duplicate', async () => {
    h = await openHarness();
    await importBytes(OGL, real(OGL));
    const page = 'open5e-api-v1-monsters-page.json';
    const { preview } = await importBytes(page, real(page));
    expect(preview).toMatchObject({ addCount: 50, duplicateCount: 0, rejectCount: 0 });
    const aboleths = named(await h.store.library.list(), 'Aboleth');
    expect(aboleths.length).toBeGreaterThan(1);
    const sources = aboleths.map((a) => (a.statblock as { source?: string }).source);
    expect(new Set(sources).size).toBe(aboleths.length);
  });
});
