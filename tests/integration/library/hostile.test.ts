// Hostile import files: prototype-pollution keys, a file over the size cap, absurd nesting,
// naughty strings and XSS payloads. Each is rejected with a translated problem code or
// neutralised; nothing pollutes Object.prototype; a rejected import leaves every file of the
// data folder byte-identical.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IpcFailure } from '../../../shared/ipc/errors';
import { MAX_IMPORT_BYTES } from '../../../shared/library/limits';
import { containsHidden } from '../../../shared/library/text';
import { fixture, openHarness, snapshotFiles, type LibraryHarness } from './support';

let h: LibraryHarness;
let before: Record<string, string>;
const global = { kind: 'global' } as const;

const goblin = JSON.parse(fixture('improved-initiative/statblock-goblin.json').toString('utf8'));
const naughty: string[] = JSON.parse(fixture('hostile/naughty-strings.json').toString('utf8'));
const xss: string[] = JSON.parse(fixture('hostile/xss-payloads.json').toString('utf8'));

beforeEach(async () => {
  h = await openHarness();
  // A library that already holds something, so "unchanged" means more than "still absent".
  const seed = await h.feature.importer.previewBytes(
    'seed.json',
    fixture('open5e/ghost.json'),
    global,
  );
  await h.feature.importer.commit(seed.uploadId);
  before = snapshotFiles(h.dir);
});
afterEach(async () => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  await h?.close();
});

async function rejected(name: string, text: string | Buffer): Promise<IpcFailure> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const error = await h.feature.importer.previewBytes(name, bytes, global).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IpcFailure);
  expect(snapshotFiles(h.dir)).toEqual(before);
  expect(h.feature.importer.openUploads).toBe(0);
  return error as IpcFailure;
}

describe('hostile import files', () => {
  it('rejects a "__proto__" key anywhere in the file, and pollutes nothing', async () => {
    const top = await rejected('proto.json', '{"__proto__": {"polluted": true}, "Name": "x"}');
    expect({ code: top.code, params: top.params }).toEqual({
      code: 'library.unsafeKey',
      params: { key: '__proto__' },
    });
    const nested = JSON.stringify([{ ...goblin, Abilities: { Str: 10 } }]).replace(
      '"Str":10',
      '"Str":10,"__proto__":{"polluted":"yes"}',
    );
    expect((await rejected('nested.json', nested)).params).toEqual({ key: '__proto__' });
    // Unicode escapes spell the same key.
    const escaped = '[{"\\u005f\\u005fproto\\u005f\\u005f": {"polluted": 1}, "Name": "x"}]';
    expect((await rejected('escaped.json', escaped)).code).toBe('library.unsafeKey');
  });

  it('rejects "constructor": {"prototype": …} keys', async () => {
    const text = JSON.stringify({ ...goblin, constructor: { prototype: { polluted: true } } });
    const error = await rejected('ctor.json', text);
    expect(error.code).toBe('library.unsafeKey');
    expect(['constructor', 'prototype']).toContain(error.params.key);
  });

  it('rejects a pollution attempt inside a nested JSON text of the legacy export, alone', async () => {
    const legacy = {
      'ImprovedInitiative.Creatures.a': JSON.stringify(goblin),
      'ImprovedInitiative.Creatures.b': '{"__proto__": {"polluted": true}, "Name": "Evil"}',
    };
    const preview = await h.feature.importer.previewBytes(
      'legacy.json',
      Buffer.from(JSON.stringify(legacy)),
      global,
    );
    expect(preview.addCount).toBe(1);
    expect(preview.rejected).toEqual([
      { index: 1, name: null, problem: { code: 'unsafeKey', params: { key: '__proto__' } } },
    ]);
    h.feature.importer.cancel(preview.uploadId);
    expect(snapshotFiles(h.dir)).toEqual(before);
  });

  it('refuses a 50 MB file before any of it is uploaded, and when given whole', async () => {
    const size = 50 * 1024 * 1024;
    expect(() => h.feature.importer.begin('huge.json', size)).toThrow(
      expect.objectContaining({
        code: 'library.tooLarge',
        params: { size, max: MAX_IMPORT_BYTES },
      }),
    );
    // A client that declares a small size but sends more is cut off too.
    const { uploadId } = h.feature.importer.begin('liar.json', 10);
    expect(() =>
      h.feature.importer.chunk(uploadId, 0, Buffer.alloc(1000, 0x20).toString('base64')),
    ).toThrow(expect.objectContaining({ code: 'library.tooLarge' }));
    expect(h.feature.importer.openUploads).toBe(0);
    const huge = Buffer.alloc(size, 0x20);
    huge.write('[', 0);
    huge.write(']', size - 1);
    expect((await rejected('huge.json', huge)).code).toBe('library.tooLarge');
  });

  it('rejects 10,000-deep nesting before parsing', async () => {
    const deep = '['.repeat(10000) + ']'.repeat(10000);
    const error = await rejected('deep.json', deep);
    expect({ code: error.code, params: error.params }).toEqual({
      code: 'library.tooDeep',
      params: { max: 64 },
    });
    const deepObject = '{"a":'.repeat(10000) + '1' + '}'.repeat(10000);
    expect((await rejected('deep-object.json', deepObject)).code).toBe('library.tooDeep');
  });

  it('rejects invalid UTF-8, broken JSON with its position, and unknown shapes', async () => {
    expect((await rejected('bin.json', Buffer.from([0x5b, 0xff, 0xfe, 0x5d]))).code).toBe(
      'library.notUtf8',
    );
    const broken = await rejected('broken.json', '[\n  {"Name": "Goblin",\n  }\n]');
    expect(broken.code).toBe('library.notJson');
    expect(broken.params).toMatchObject({ line: 3 });
    expect((await rejected('other.json', '{"hello": "world"}')).code).toBe('library.unknownFormat');
    expect((await rejected('empty.json', '   ')).code).toBe('library.noCreatures');
  });

  it('names a file holding one JSON value for what it is, not as a CSV without a header', async () => {
    const answer = await rejected('answer.json', '42\n');
    expect(answer.code).toBe('library.jsonNotCreatures');
    expect(answer.params).toMatchObject({ value: '42' });
    expect((await rejected('quoted.json', '"goblins"')).code).toBe('library.jsonNotCreatures');
    expect((await rejected('nothing.json', 'null')).code).toBe('library.jsonNotCreatures');
  });

  it('stores naughty strings as inert text, with invisible and control characters removed', async () => {
    const creatures = naughty.map((name, i) => ({
      ...goblin,
      Id: `n${i}`,
      Name: name,
      Traits: [{ Name: 'Lore', Content: name }],
      Actions: [{ Name: name, Content: `${name} — Hit: 5 (1d6 + 2) slashing damage.` }],
    }));
    const preview = await h.feature.importer.previewBytes(
      'naughty.json',
      Buffer.from(JSON.stringify(creatures)),
      global,
    );
    // Rejected: the 250-character name (over the 200 limit); accepted: everything else.
    expect(preview.rejected).toEqual([
      {
        index: naughty.length - 1,
        name: `${'a'.repeat(60)}…`,
        problem: {
          code: 'invalidField',
          params: { field: 'name', problem: 'too_big', max: 200 },
        },
      },
    ]);
    expect(preview.addCount).toBe(naughty.length - 1);
    const names = preview.added.map((a) => a.name);
    expect(names).toContain('Goblin');
    expect(names).toContain('Kobold evil'.replace(' ', ''));
    expect(names).toContain('Zerowidthname');
    expect(names).toContain('BOM Orc');
    expect(names).toContain('NULTroll');
    expect(names).toContain('ESC[31mRed Dragon');
    expect(names).toContain('Tab and newline');
    expect(names).toContain('__proto__');
    expect(names).toContain('👨‍👩‍👦 family');
    expect(names).toContain('../../../etc/passwd');
    for (const name of names) expect(containsHidden(name), name).toBe(false);
    expect(preview.neutralisedCount).toBeGreaterThanOrEqual(7);
    expect(preview.added.find((a) => a.name === 'NULTroll')?.neutralised).toBe(true);
    await h.feature.importer.commit(preview.uploadId);
    const stored = await h.store.library.list();
    expect(stored.map((e) => e.name)).toContain('${7*7}');
    // Entries keyed "__proto__" by name are ordinary strings, not keys.
    expect(Object.keys({} as object)).toEqual([]);
  });

  it('keeps XSS payloads as text in names and actions (the interface renders text, never HTML)', async () => {
    const creatures = xss.map((payload, i) => ({
      ...goblin,
      Id: `x${i}`,
      Name: `${payload} ${i}`,
      Actions: [{ Name: payload, Content: payload }],
      Traits: [{ Name: 'Lore', Content: payload }],
    }));
    const preview = await h.feature.importer.previewBytes(
      'xss.json',
      Buffer.from(JSON.stringify(creatures)),
      global,
    );
    expect(preview.rejectCount).toBe(0);
    await h.feature.importer.commit(preview.uploadId);
    const stored = await h.store.library.list();
    const script = stored.find((e) => e.name.startsWith('<script>'));
    expect(script?.statblock).toMatchObject({
      actions: [{ name: "<script>alert('xss')</script>", desc: "<script>alert('xss')</script>" }],
    });
  });

  it('treats a record of the wrong type as one rejected record, not a broken file', async () => {
    const preview = await h.feature.importer.previewBytes(
      'mixed.json',
      Buffer.from(JSON.stringify([goblin, 42, 'text', null, { ...goblin, Name: '' }])),
      global,
    );
    expect(preview.addCount).toBe(1);
    expect(preview.rejected.map((r) => r.problem.code)).toEqual([
      'notAnObject',
      'notAnObject',
      'notAnObject',
      'nameMissing',
    ]);
    h.feature.importer.cancel(preview.uploadId);
    expect(snapshotFiles(h.dir)).toEqual(before);
  });

  it('rejects statblocks with out-of-range fields by field name', async () => {
    const preview = await h.feature.importer.previewBytes(
      'bad.json',
      Buffer.from(
        JSON.stringify([
          { ...goblin, Name: 'Huge AC', AC: { Value: 900, Notes: '' } },
          { ...goblin, Name: 'Weak', Abilities: { ...goblin.Abilities, Str: 99 } },
          { ...goblin, Name: 'Fine' },
        ]),
      ),
      global,
    );
    expect(preview.rejected).toEqual([
      {
        index: 0,
        name: 'Huge AC',
        problem: { code: 'invalidField', params: { field: 'ac', problem: 'too_big', max: 50 } },
      },
      {
        index: 1,
        name: 'Weak',
        problem: {
          code: 'invalidField',
          params: { field: 'abilities.str', problem: 'too_big', max: 50 },
        },
      },
    ]);
  });
});
