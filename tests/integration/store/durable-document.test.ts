import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kindCodec } from '../../../main/store/codec';
import { createStoreContext } from '../../../main/store/context';
import { DurableDocument } from '../../../main/store/durable-document';
import { StoreError } from '../../../main/store/errors';
import { settingsKind } from '../../../shared/model/migrations/index';
import { defaultSettings, type Settings } from '../../../shared/model/settings';
import { listDir, makeTempDir, treeHashes } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir()));
afterEach(() => cleanup());

const NOW = new Date('2025-03-01T10:20:30.456Z');
const older: Settings = { ...defaultSettings('uk'), lastCampaignId: 'older' };
const newer: Settings = { ...defaultSettings('ru'), lastCampaignId: 'newer' };

function open() {
  const context = createStoreContext(dir, { now: () => NOW });
  const doc = new DurableDocument(context, join(dir, 'settings.json'), kindCodec(settingsKind));
  return { context, doc };
}

async function writeTwoVersions(): Promise<string> {
  const { doc } = open();
  await doc.write(older);
  await doc.write(newer);
  return readFile(join(dir, 'settings.json.bak'), 'utf8');
}

const damages: [string, (good: Buffer) => Buffer, string][] = [
  ['a 0-byte file', () => Buffer.alloc(0), 'empty'],
  ['a truncated file', (good) => good.subarray(0, Math.floor(good.length / 2)), 'truncated'],
  ['a NUL-filled file', (good) => Buffer.alloc(good.length), 'nulFilled'],
  [
    'a file with a NUL block after valid bytes',
    (good) => Buffer.concat([good.subarray(0, 10), Buffer.alloc(64)]),
    'nulFilled',
  ],
  ['invalid JSON', () => Buffer.from('{"schemaVersion": 2, language: uk}'), 'invalidJson'],
  ['invalid UTF-8', () => Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'invalidJson'],
  [
    'valid JSON of the wrong shape',
    () => Buffer.from('{"schemaVersion":2,"language":"de"}'),
    'invalidSchema',
  ],
  [
    'a prototype-polluting key',
    () => Buffer.from('{"__proto__":{"x":1},"schemaVersion":2}'),
    'unsafeJson',
  ],
  // (`{"language":"uk"}` alone is the settings layout from before versions: read, not damage.)
  ['no schemaVersion', () => Buffer.from('{"locale":"uk"}'), 'invalidSchema'],
];

describe('DurableDocument', () => {
  it('returns null for a missing file and writes nothing', async () => {
    const { doc, context } = open();
    expect(await doc.read()).toBeNull();
    expect(await listDir(dir)).toEqual([]);
    expect(context.notices).toEqual([]);
  });

  it('reads back what it wrote', async () => {
    await writeTwoVersions();
    const { doc, context } = open();
    expect(await doc.read()).toEqual(newer);
    expect(doc.source).toBe('file');
    expect(context.notices).toEqual([]);
  });

  for (const [label, damage, kind] of damages) {
    it(`sets ${label} aside as .corrupt-<time>, restores the .bak and tells the DM`, async () => {
      const bakText = await writeTwoVersions();
      const path = join(dir, 'settings.json');
      const damaged = damage(await readFile(path));
      await writeFile(path, damaged);

      const { doc, context } = open();
      expect(await doc.read()).toEqual(older);
      expect(doc.source).toBe('backup');
      const aside = 'settings.json.corrupt-2025-03-01T10-20-30.456Z';
      expect(await listDir(dir)).toEqual(['settings.json', 'settings.json.bak', aside]);
      expect((await readFile(join(dir, aside))).equals(damaged)).toBe(true);
      expect(await readFile(path, 'utf8')).toBe(bakText);
      expect(context.notices).toEqual([
        {
          code: 'documentRestoredFromBackup',
          params: { file: 'settings.json', damage: kind, movedTo: aside },
          at: NOW.toISOString(),
        },
      ]);
    });
  }

  it('never replaces a damaged file with defaults: without a good .bak it throws and touches nothing', async () => {
    await writeTwoVersions();
    await writeFile(join(dir, 'settings.json'), Buffer.alloc(0));
    await writeFile(join(dir, 'settings.json.bak'), '{"truncated":');
    const before = await treeHashes(dir);
    const { doc } = open();
    const failure = await doc.read().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StoreError);
    expect(failure).toMatchObject({
      code: 'documentUnrecoverable',
      params: { file: 'settings.json', damage: 'empty', backup: 'truncated' },
    });
    expect(await treeHashes(dir)).toEqual(before);
  });

  it('throws documentUnrecoverable when the file is damaged and there is no .bak', async () => {
    await writeFile(join(dir, 'settings.json'), '\0\0\0');
    const { doc } = open();
    await expect(doc.read()).rejects.toMatchObject({
      code: 'documentUnrecoverable',
      params: { damage: 'nulFilled', backup: 'missing' },
    });
    expect(await listDir(dir)).toEqual(['settings.json']);
  });

  it('restores a deleted document from its .bak', async () => {
    await writeTwoVersions();
    const { rm } = await import('node:fs/promises');
    await rm(join(dir, 'settings.json'));
    const { doc, context } = open();
    expect(await doc.read()).toEqual(older);
    expect(context.notices.map((n) => n.code)).toEqual(['documentMissingRestoredFromBackup']);
    expect(await listDir(dir)).toEqual(['settings.json', 'settings.json.bak']);
  });

  it('refuses a document written by a newer version and leaves it untouched', async () => {
    await writeFile(join(dir, 'settings.json'), '{"schemaVersion":99,"anything":true}');
    const before = await treeHashes(dir);
    const { doc } = open();
    await expect(doc.read()).rejects.toMatchObject({
      code: 'documentTooNew',
      params: { version: 99, supported: 2 },
    });
    // Nor is it overwritten by a write that follows the refused read.
    await expect(doc.write(newer)).rejects.toMatchObject({ code: 'documentTooNew' });
    expect(await treeHashes(dir)).toEqual(before);
  });

  it('starts over only when the DM sets a damaged file aside', async () => {
    await writeFile(join(dir, 'settings.json'), '{"schemaVersion":2');
    const { doc } = open();
    await expect(doc.read()).rejects.toMatchObject({ code: 'documentUnrecoverable' });
    await expect(doc.write(newer)).rejects.toMatchObject({ code: 'documentUnrecoverable' });
    expect(await doc.setAside()).toBe('settings.json.corrupt-2025-03-01T10-20-30.456Z');
    await doc.write(newer);
    expect(await doc.read()).toEqual(newer);
    expect(
      await readFile(join(dir, 'settings.json.corrupt-2025-03-01T10-20-30.456Z'), 'utf8'),
    ).toBe('{"schemaVersion":2');
  });

  it('refuses to write a value that does not match the schema', async () => {
    const { doc } = open();
    await expect(
      doc.write({ ...newer, language: 'de' } as unknown as Settings),
    ).rejects.toMatchObject({
      code: 'invalidInput',
    });
    expect(await listDir(dir)).toEqual([]);
  });

  it('removes temp files a killed writer left behind when it opens the folder', async () => {
    await writeTwoVersions();
    await writeFile(join(dir, '.settings.json.4242-0123456789ab.tmp'), 'half');
    await writeFile(join(dir, 'notes.tmp'), 'not ours');
    const { doc } = open();
    await doc.read();
    expect(await listDir(dir)).toEqual(['notes.tmp', 'settings.json', 'settings.json.bak']);
  });

  it('serialises concurrent writes so the last one called is the one on disk', async () => {
    const { doc } = open();
    const writes = Array.from({ length: 20 }, (_, i) =>
      doc.write({ ...newer, playerDisplay: { enabled: true, displayId: i } }),
    );
    await Promise.all(writes);
    expect(
      JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')).playerDisplay.displayId,
    ).toBe(19);
  });
});
