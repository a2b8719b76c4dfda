import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../main/store/atomic-write';
import { createStoreContext } from '../../../main/store/context';
import { StoreError } from '../../../main/store/errors';
import { nodeFs } from '../../../main/store/fs-layer';
import { faultyFs } from './helpers/faulty-fs';
import { listDir, makeTempDir } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir()));
afterEach(() => cleanup());

describe('writeFileAtomic', () => {
  it('writes the file, keeps the previous version as .bak and leaves no temp file', async () => {
    const context = createStoreContext(dir);
    const path = join(dir, 'doc.json');
    await writeFileAtomic(context, path, Buffer.from('one'));
    expect(await listDir(dir)).toEqual(['doc.json']);
    await writeFileAtomic(context, path, Buffer.from('two'));
    await writeFileAtomic(context, path, Buffer.from('three'));
    expect(await readFile(path, 'utf8')).toBe('three');
    expect(await readFile(`${path}.bak`, 'utf8')).toBe('two');
    expect(await listDir(dir)).toEqual(['doc.json', 'doc.json.bak']);
  });

  it('fsyncs the temp file before the rename and the folder after it', async () => {
    const { fs, faults } = faultyFs('linux');
    const context = createStoreContext(dir, { fs });
    const path = join(dir, 'doc.json');
    await writeFile(path, 'old');
    await writeFileAtomic(context, path, Buffer.from('new'));
    const calls = faults.calls.map((c) => c.replaceAll(dir, '<dir>'));
    const temp = /^open wx (<dir>\/\.doc\.json\.\d+-[0-9a-f]{12}\.tmp)$/.exec(calls[0] ?? '')?.[1];
    expect(temp).toBeDefined();
    const order = [
      `write ${temp}`,
      `sync ${temp}`,
      `rename ${temp} -> <dir>/doc.json`,
      'syncDir <dir>',
    ].map((call) => calls.indexOf(call));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The old version is linked as .bak before the new one takes its name.
    const bakLink = calls.findIndex((c) => c.startsWith('link <dir>/doc.json -> '));
    expect(bakLink).toBeGreaterThan(-1);
    expect(bakLink).toBeLessThan(order[2] ?? -1);
  });

  it('skips the folder fsync on Windows, where a folder cannot be opened', async () => {
    const missing = join(dir, 'no-such-folder');
    // Elsewhere the folder is really opened (so a missing one fails); on win32 nothing is tried.
    await expect(nodeFs('linux').syncDir(missing)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(nodeFs('win32').syncDir(missing)).resolves.toBeUndefined();
    await writeFileAtomic(
      createStoreContext(dir, { fs: nodeFs('win32') }),
      join(dir, 'a'),
      Buffer.from('x'),
    );
    expect(await readFile(join(dir, 'a'), 'utf8')).toBe('x');
  });

  it('leaves the old file and no temp file behind when the disk is full', async () => {
    const { fs, faults } = faultyFs();
    const context = createStoreContext(dir, { fs });
    const path = join(dir, 'doc.json');
    await writeFileAtomic(context, path, Buffer.from('old'));
    faults.diskFull = true;
    faults.partialBytes = 2;
    const failure = await writeFileAtomic(context, path, Buffer.from('new content')).catch(
      (e) => e,
    );
    expect(failure).toBeInstanceOf(StoreError);
    expect((failure as StoreError).code).toBe('diskFull');
    expect(await readFile(path, 'utf8')).toBe('old');
    expect(await listDir(dir)).toEqual(['doc.json']);
  });
});
