import { describe, expect, it } from 'vitest';
import { foldText, searchLibrary } from '../../../shared/library/search';
import { hitDiceLevel, summarise } from '../../../shared/library/summary';
import type { CreatureSummary } from '../../../shared/library/types';

function s(
  name: string,
  level: number | null,
  type: string | null,
  extra: Partial<CreatureSummary> = {},
): CreatureSummary {
  return {
    id: `srd:${name}`,
    origin: 'srd',
    system: 'dnd5e',
    name,
    type,
    level,
    levelText: String(level),
    size: 'medium',
    ac: 10,
    hp: 10,
    tags: [],
    source: null,
    ...extra,
  };
}

const all = [
  s('Goblin', 0.25, 'humanoid'),
  s('Hobgoblin', 0.5, 'humanoid'),
  s('Goblin Boss', 1, 'humanoid'),
  s('Adult Red Dragon', 17, 'dragon'),
  s('Red Dragon Wyrmling', 4, 'dragon'),
  s('Wolf', 0.25, 'beast'),
  s('Гоблін-лучник', 0.5, 'humanoid', { origin: 'global', id: 'g:1' }),
  s('Orc', 1, null, { system: 'osr', origin: 'campaign', id: 'c:x:1' }),
];

const names = (q: Parameters<typeof searchLibrary>[1]) =>
  searchLibrary(all, q).items.map((i) => i.name);

describe('library search', () => {
  it('ranks exact names, then prefixes, word prefixes and substrings', () => {
    expect(names({ text: 'goblin' })).toEqual(['Goblin', 'Goblin Boss', 'Hobgoblin']);
    expect(names({ text: 'red dra' })).toEqual(['Red Dragon Wyrmling', 'Adult Red Dragon']);
  });

  it('ignores case and accents, and finds Cyrillic names', () => {
    expect(names({ text: 'ГОБЛІН' })).toEqual(['Гоблін-лучник']);
    expect(foldText('Ёж Éclair')).toBe('еж eclair');
  });

  it('filters by system, types, level range and origin; lists the types found', () => {
    expect(names({ types: ['dragon'] })).toEqual(['Adult Red Dragon', 'Red Dragon Wyrmling']);
    expect(names({ levelMin: 0.25, levelMax: 0.5, sort: 'name' })).toEqual([
      'Goblin',
      'Hobgoblin',
      'Wolf',
      'Гоблін-лучник',
    ]);
    expect(names({ system: 'osr' })).toEqual(['Orc']);
    expect(names({ origins: ['global', 'campaign'] })).toEqual(['Orc', 'Гоблін-лучник']);
    const page = searchLibrary(all, { types: ['dragon'] });
    expect(page.types).toEqual([
      { type: 'beast', count: 1 },
      { type: 'dragon', count: 2 },
      { type: 'humanoid', count: 4 },
    ]);
  });

  it('sorts by level and pages the results', () => {
    const page = searchLibrary(all, { system: 'dnd5e', sort: 'level', offset: 1, limit: 3 });
    expect(page.total).toBe(7);
    expect(page.items.map((i) => i.name)).toEqual(['Wolf', 'Hobgoblin', 'Гоблін-лучник']);
  });

  it('filters a thousand summaries quickly', () => {
    const many = Array.from({ length: 5000 }, (_, i) => s(`Creature ${i}`, i % 30, 'beast'));
    const start = performance.now();
    const page = searchLibrary(many, { text: 'creature 12', levelMax: 20 });
    expect(page.total).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe('summaries', () => {
  it('use CR for 5e and Hit Dice for 2e and OSR', () => {
    expect(
      summarise({
        id: 'g:1',
        origin: 'global',
        system: 'adnd2e',
        name: 'Ogre',
        statblock: { hitDice: '4+1', ac: 5, hp: 28, size: 'L' },
        tags: [],
      }),
    ).toMatchObject({ level: 4, levelText: '4+1', type: null, ac: 5, hp: 28, size: 'L' });
    expect(
      summarise({
        id: 'g:2',
        origin: 'global',
        system: 'dnd5e',
        name: 'Goblin',
        statblock: { cr: 0.25, type: 'Humanoid', size: 'small', ac: 15, hp: 7, source: 'SRD 5.1' },
        tags: [],
      }),
    ).toMatchObject({ level: 0.25, levelText: '1/4', type: 'humanoid', source: 'SRD 5.1' });
    expect([
      hitDiceLevel('1/2'),
      hitDiceLevel('3+1'),
      hitDiceLevel('1-1'),
      hitDiceLevel(4),
    ]).toEqual([0.5, 3, 1, null]);
  });
});
