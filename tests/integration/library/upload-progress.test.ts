// The upload protocol (chunks in order, base64, size declared up front) and progress: nothing
// for an import that finishes within half a second, regular updates and a final one after.
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_CHUNK_BYTES } from '../../../shared/library/limits';
import { fixture, openHarness, snapshotFiles, type LibraryHarness } from './support';

let h: LibraryHarness;
afterEach(async () => h?.close());
const dm = { role: 'dm' } as const;
const global = { kind: 'global' } as const;

function manyGoblins(count: number): Buffer {
  const goblin = JSON.parse(fixture('improved-initiative/statblock-goblin.json').toString('utf8'));
  return Buffer.from(
    JSON.stringify(
      Array.from({ length: count }, (_, i) => ({ ...goblin, Id: `g${i}`, Name: `Goblin ${i}` })),
    ),
  );
}

describe('chunked upload through the channels', () => {
  it('reassembles a file sent in chunks, previews it, then commits it', async () => {
    h = await openHarness();
    const bytes = manyGoblins(400);
    expect(bytes.byteLength).toBeGreaterThan(IMPORT_CHUNK_BYTES * 2);
    const { handlers } = h.feature;
    const { uploadId, chunkBytes } = await handlers['library.importBegin'](
      { fileName: 'goblins.json', byteLength: bytes.byteLength },
      dm,
    );
    let index = 0;
    for (let at = 0; at < bytes.byteLength; at += chunkBytes, index += 1) {
      const data = bytes.subarray(at, at + chunkBytes).toString('base64');
      await handlers['library.importChunk']({ uploadId, index, data }, dm);
    }
    const preview = await handlers['library.importPreview']({ uploadId, scope: global }, dm);
    expect(preview).toMatchObject({ fileName: 'goblins.json', addCount: 400, rejectCount: 0 });
    const result = await handlers['library.importCommit']({ uploadId }, dm);
    expect(result.added).toBe(400);
    expect(result.summaries[0]).toMatchObject({ origin: 'global', name: 'Goblin 0' });
    await expect(handlers['library.importCommit']({ uploadId }, dm)).rejects.toMatchObject({
      code: 'library.importExpired',
    });
  });

  it('refuses chunks out of order and a preview before the last chunk', async () => {
    h = await openHarness();
    const { handlers } = h.feature;
    const { uploadId } = await handlers['library.importBegin'](
      { fileName: 'x.json', byteLength: 10 },
      dm,
    );
    expect(() => h.feature.importer.chunk(uploadId, 1, 'e30=')).toThrow(
      expect.objectContaining({ code: 'library.uploadIncomplete' }),
    );
    await expect(
      handlers['library.importPreview']({ uploadId, scope: global }, dm),
    ).rejects.toMatchObject({
      code: 'library.uploadIncomplete',
      params: { received: 0, expected: 10 },
    });
    expect(await handlers['library.importCancel']({ uploadId }, dm)).toEqual({ cancelled: true });
  });

  it('leaves the data folder untouched when a previewed import is cancelled', async () => {
    h = await openHarness();
    const before = snapshotFiles(h.dir);
    const preview = await h.feature.importer.previewBytes('g.json', manyGoblins(10), global);
    h.feature.importer.cancel(preview.uploadId);
    expect(snapshotFiles(h.dir)).toEqual(before);
  });
});

describe('progress of long imports', () => {
  it('sends no progress for an import that takes less than half a second', async () => {
    let t = 0;
    h = await openHarness({ now: () => (t += 1) });
    const preview = await h.feature.importer.previewBytes('g.json', manyGoblins(1000), global);
    await h.feature.importer.commit(preview.uploadId);
    expect(h.progress).toEqual([]);
  });

  it('reports checking and saving progress, ending complete, when an import takes longer', async () => {
    // Every clock reading advances 200 ms: a 1,000-record import "takes" seconds.
    let t = 0;
    let step = 200;
    h = await openHarness({ now: () => (t += step) });
    const preview = await h.feature.importer.previewBytes('g.json', manyGoblins(1000), global);
    const checking = h.progress.filter((p) => p.phase === 'checking');
    expect(checking.length).toBeGreaterThan(1);
    expect(checking.at(-1)).toMatchObject({ uploadId: preview.uploadId, done: 1000, total: 1000 });
    const dones = checking.map((p) => p.done);
    expect([...dones].sort((a, b) => a - b)).toEqual(dones);
    // A slow disk: the write itself takes longer than half a second.
    step = 600;
    await h.feature.importer.commit(preview.uploadId);
    expect(h.progress.slice(-2)).toEqual([
      { uploadId: preview.uploadId, phase: 'saving', done: 0, total: 1 },
      { uploadId: preview.uploadId, phase: 'saving', done: 1, total: 1 },
    ]);
  });
});
