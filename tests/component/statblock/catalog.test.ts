// Every text the statblock card shows exists in Ukrainian, Russian and English: its catalog
// agrees across the languages, every key its source writes out is there, and so is every key
// it builds from a statblock's value (abilities, sizes, movement modes, rule systems) and
// every rule system term it borrows for the values a statblock may hold.
import { describe, expect, it } from 'vitest';
import { adnd2eI18n } from '../../../shared/rules/adnd2e/i18n';
import { DAMAGE_TYPES } from '../../../shared/rules/dnd5e/damage-types';
import { dnd5eI18n } from '../../../shared/rules/dnd5e/i18n';
import { ABILITIES } from '../../../shared/rules/dnd5e/statblock';
import { SIZES } from '../../../shared/rules/dnd5e/tactics/types';
import { statblockI18n } from '../../../renderer/dm/statblock/i18n/index';
import { catalogProblems } from '../../unit/i18n/catalogCheck';
import { folderSources, missingKeys, type Namespaces } from '../support/catalogKeys';

const namespaces: Namespaces = {
  statblock: statblockI18n,
  dnd5e: dnd5eI18n,
  adnd2e: adnd2eI18n,
};

const sources = (): string => folderSources('renderer/dm/statblock');

const missing = (keys: Iterable<string>): string[] => missingKeys(keys, namespaces, 'statblock');

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
