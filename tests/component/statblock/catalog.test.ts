// Every text the statblock card shows exists in Ukrainian, Russian and English: its catalog
// agrees across the languages, every key its source writes out is there, and so is every key
// it builds from a statblock's value (abilities, sizes, movement modes, rule systems) and
// every rule system term it borrows for the values a statblock may hold.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, type Catalog } from '../../../shared/i18n/index';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { DAMAGE_TYPES } from '../../../shared/rules/dnd5e/damage-types';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { ABILITIES } from '../../../shared/rules/dnd5e/statblock';
import { SIZES } from '../../../shared/rules/dnd5e/tactics/types';
import { statblockI18n } from '../../../renderer/dm/statblock/i18n/index';
import { catalogProblems, requestableKeys } from '../../unit/i18n/catalogCheck';

const source = resolve('renderer/dm/statblock');
const namespaces: Record<string, Record<(typeof languages)[number], Catalog>> = {
  statblock: statblockI18n,
  dnd5e: dnd5eI18n,
  adnd2e: adnd2eI18n,
};

function sources(): string {
  return readdirSync(source)
    .filter((f) => f.endsWith('.svelte') || f.endsWith('.ts'))
    .map((f) => readFileSync(join(source, f), 'utf8'))
    .join('\n');
}

function missing(keys: Iterable<string>): string[] {
  const out: string[] = [];
  for (const full of keys) {
    const colon = full.indexOf(':');
    const [ns, key] =
      colon > 0 ? [full.slice(0, colon), full.slice(colon + 1)] : ['statblock', full];
    const catalogs = namespaces[ns];
    if (!catalogs) {
      out.push(`${full} (unknown namespace)`);
      continue;
    }
    for (const lang of languages) {
      if (!requestableKeys(catalogs[lang]).has(key)) out.push(`${full} in ${lang}`);
    }
  }
  return out;
}

describe('statblock card texts', () => {
  it('has every key of its catalog in all three languages, with the same placeholders', () => {
    expect(catalogProblems('statblock', statblockI18n)).toEqual([]);
  });

  it('has every key its source writes out', () => {
    const text = sources();
    const keys = new Set<string>();
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:]+)'/g)) keys.add(m[1] as string);
    for (const m of text.matchAll(/\['(card\.[a-zA-Z0-9_.]+)',/g)) keys.add(m[1] as string);
    expect(keys.size).toBeGreaterThan(60);
    expect(missing(keys)).toEqual([]);
  });

  it('has every key it builds from a statblock’s values, and the terms it borrows', () => {
    const keys = [
      ...ABILITIES.map((a) => `card.ability.${a}`),
      ...SIZES.map((s) => `card.sizes.${s}`),
      ...['walk', 'fly', 'swim', 'climb', 'burrow', 'base'].map((m) => `card.mode.${m}`),
      ...['dnd5e', 'adnd2e', 'osr'].map((s) => `system.${s}`),
      ...DAMAGE_TYPES.map((d) => `dnd5e:dnd5e.damageType.${d}`),
      ...['paralyzation', 'rod', 'petrification', 'breath', 'spell'].map(
        (s) => `adnd2e:saves.${s}`,
      ),
    ];
    expect(missing(keys)).toEqual([]);
  });
});
