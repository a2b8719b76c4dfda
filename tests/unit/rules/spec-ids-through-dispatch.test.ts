// Every rule id of the three specs is asserted by a test that drives the engine as a DM does
// (createEncounter, dispatch, replay, or a helper of the test folders built on them), not only
// by a test of a pure function. An id counts when it is named in such a test file, alone, in a
// range (`5E-COVER-01..05`) or in a list (`2E-INIT-11/12`, `5E-DEATH-03, -04`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');
const SPECS = ['dnd5e', 'adnd2e', 'osr'].map((s) => join(ROOT, '..', 'shared', 'rules', `${s}.md`));
// The specs sit beside the project (../shared/rules); a clone without them skips the check.
const present = SPECS.every((spec) => existsSync(spec));
const ID = /\b((?:5E|2E|OSR)-[A-Z0-9]+)-(\d+)\b/g;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'artifacts' || name === 'fixtures') return [];
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const DRIVES = /\b(?:dispatch|createEncounter|replay)\(/;

/** A file drives the engine itself, or through a relative helper module that does. */
function drivesEngine(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (DRIVES.test(text)) return true;
  for (const m of text.matchAll(/from '(\.[^']+)'/g)) {
    const base = resolve(dirname(file), m[1] as string);
    const helper = [`${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p));
    if (helper && drivesEngine(helper, seen)) return true;
  }
  return false;
}

/** Every `PREFIX-n` an engine test names: single ids, ranges and lists. */
function namedIds(text: string): Set<string> {
  const out = new Set<string>();
  const pad = (n: number) => String(n).padStart(2, '0');
  for (const m of text.matchAll(ID)) out.add(`${m[1]}-${m[2]}`);
  const range = /\b((?:5E|2E|OSR)-[A-Z0-9]+)-(\d+)\s*(?:\.\.|–|—)\s*(?:\1-)?(\d+)/g;
  for (const m of text.matchAll(range)) {
    for (let n = Number(m[2]); n <= Number(m[3]); n++) out.add(`${m[1]}-${pad(n)}`);
  }
  const list = /\b((?:5E|2E|OSR)-[A-Z0-9]+)-(\d+)((?:\s*[/,]\s*-?\d+\b)+)/g;
  for (const m of text.matchAll(list)) {
    for (const n of (m[3] as string).split(/[/,]/).slice(1)) {
      const digits = n.trim().replace(/^-/, '');
      if (/^\d+$/.test(digits)) out.add(`${m[1]}-${pad(Number(digits))}`);
    }
  }
  return out;
}

describe('the specs through the engine', () => {
  it.skipIf(!present)(
    'names every rule id of the three specs in a test that drives the engine',
    () => {
      const ids = new Set<string>();
      for (const spec of SPECS) {
        for (const m of readFileSync(spec, 'utf8').matchAll(ID)) ids.add(`${m[1]}-${m[2]}`);
      }
      expect(ids.size).toBeGreaterThan(400);
      const covered = new Set<string>();
      for (const file of testFiles(join(ROOT, 'tests')).filter((f) => drivesEngine(f))) {
        for (const id of namedIds(readFileSync(file, 'utf8'))) covered.add(id);
      }
      expect([...ids].filter((id) => !covered.has(id)).sort()).toEqual([]);
    },
  );
});
