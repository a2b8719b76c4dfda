// A flagged cell of the import preview can be corrected by the DM before the commit: the value
// typed for a column of one record is read in place of the file's, the flag goes away, and the
// committed creature has the typed value. Values that still cannot be read stay flagged. The
// real Basic Fantasy file (../shared/interop) is checked too when present.
import { afterEach, describe, expect, it } from 'vitest';
import { libraryChannels } from '../../../shared/ipc/channels/library';
import { fixture, openHarness, type LibraryHarness } from './support';

const global = { kind: 'global' } as const;
let h: LibraryHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('correcting a flagged value in the preview', () => {
  it('the DM’s AC and Hit Dice for the broken CSV row are read instead of the file’s', async () => {
    h = await openHarness();
    const bytes = fixture('csv/adnd2e.csv');
    const first = await h.feature.importer.previewBytes('m.csv', bytes, global, 'adnd2e');
    const broken = first.added.find((a) => a.name === 'Broken Row');
    expect(broken?.unreadable).toEqual([
      { field: 'ac', value: 'five' },
      { field: 'hd', value: 'x' },
    ]);
    h.feature.importer.cancel(first.uploadId);
    const index = String(broken?.index);

    // One value still unreadable: that flag stays, the other goes.
    const partly = await h.feature.importer.previewBytes('m.csv', bytes, global, 'adnd2e', {
      fixes: { [index]: { ac: '5', hd: 'lots' } },
    });
    expect(partly.added.find((a) => a.name === 'Broken Row')?.unreadable).toEqual([
      { field: 'hd', value: 'lots' },
    ]);
    h.feature.importer.cancel(partly.uploadId);

    const fixed = await h.feature.importer.previewBytes('m.csv', bytes, global, 'adnd2e', {
      fixes: { [index]: { ac: '5', hd: '3+1' } },
    });
    expect(fixed.addCount).toBe(first.addCount);
    expect(fixed.added.find((a) => a.name === 'Broken Row')).toMatchObject({
      unreadable: [],
      levelText: '3+1',
    });
    await h.feature.importer.commit(fixed.uploadId);
    const row = (await h.store.library.list()).find((e) => e.name === 'Broken Row');
    expect(row?.statblock).toMatchObject({ ac: 5 });
    expect(row?.statblock).not.toHaveProperty('importIssues');
  });

  it('the preview request bounds the corrections', () => {
    const request = libraryChannels['library.importPreview'].request;
    const base = { uploadId: 'a'.repeat(32), scope: global };
    expect(request.safeParse({ ...base, fixes: { '3': { ac: '5' } } }).success).toBe(true);
    expect(request.safeParse({ ...base, fixes: { x: { ac: '5' } } }).success).toBe(false);
    expect(request.safeParse({ ...base, fixes: { '3': { ac: 'x'.repeat(301) } } }).success).toBe(
      false,
    );
  });
});
