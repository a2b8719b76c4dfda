// Hit points have one abbreviation per language: "ХП" in Ukrainian and in Russian, on the card,
// the encounter screen, the campaign, the log and the export alike. Another spelling ("ОЗ",
// "ПЗ", "ОХ", "ОЖ", or the English "HP") in a uk or ru catalog would show the DM two names for
// one number.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');
const OTHER_CYRILLIC = /(?<!\p{L})(ОЗ|ПЗ|ОХ|ОЖ)(?!\p{L})/u;
const ENGLISH = /(?<!\p{L})HP(?!\p{L})/u;

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'generated') continue;
    if (statSync(path).isDirectory()) files(path, out);
    else if (/\.(ts|svelte)$/.test(name)) out.push(path);
  }
  return out;
}

const all = [...files(join(ROOT, 'shared')), ...files(join(ROOT, 'renderer'))];
const ukRu = all.filter((p) => /(^|[\\/])(uk|ru)\.ts$/.test(p));

describe('the hit points abbreviation', () => {
  it('finds the uk and ru catalogs', () => {
    expect(ukRu.length).toBeGreaterThanOrEqual(10);
  });

  it('uk and ru catalogs write ХП and no other abbreviation, nor the English HP', () => {
    const found: string[] = [];
    for (const path of ukRu) {
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OTHER_CYRILLIC.test(line) || ENGLISH.test(line))
            found.push(`${relative(ROOT, path)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('no source file spells hit points with another Cyrillic abbreviation', () => {
    const found = all
      .filter((p) => OTHER_CYRILLIC.test(readFileSync(p, 'utf8')))
      .map((p) => relative(ROOT, p));
    expect(found).toEqual([]);
  });

  it('ХП is what the uk and ru catalogs use', () => {
    const uses = ukRu.filter((p) => /(?<!\p{L})ХП(?!\p{L})/u.test(readFileSync(p, 'utf8')));
    expect(uses.some((p) => p.endsWith('uk.ts'))).toBe(true);
    expect(uses.some((p) => p.endsWith('ru.ts'))).toBe(true);
  });
});
