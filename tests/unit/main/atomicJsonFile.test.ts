import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readJsonFile, writeJsonFileAtomic } from '../../../main/store/json-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cm-json-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('atomic JSON file', () => {
  it('writes into a new folder, replaces the old content and leaves no temp file', async () => {
    const file = join(dir, 'nested', 'doc.json');
    await writeJsonFileAtomic(file, { a: 1 });
    await writeJsonFileAtomic(file, { a: 2 });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ a: 2 });
    expect(await readdir(join(dir, 'nested'))).toEqual(['doc.json']);
    expect(await readJsonFile(file)).toEqual({ kind: 'ok', value: { a: 2 } });
  });

  it('reports a missing file and moves a corrupt one aside', async () => {
    expect(await readJsonFile(join(dir, 'none.json'))).toEqual({ kind: 'missing' });
    const file = join(dir, 'bad.json');
    await writeFile(file, 'not json');
    const read = await readJsonFile(file);
    expect(read.kind).toBe('corrupt');
    expect(await readdir(dir)).toEqual([expect.stringMatching(/^bad\.json\.corrupt-/)]);
    expect(read.kind === 'corrupt' && read.movedTo).toBe(join(dir, (await readdir(dir))[0] ?? ''));
  });

  it('treats a key that could pollute prototypes as damage, never as data', async () => {
    const file = join(dir, 'proto.json');
    await writeFile(file, '{"__proto__": {"polluted": true}}');
    expect((await readJsonFile(file)).kind).toBe('corrupt');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
