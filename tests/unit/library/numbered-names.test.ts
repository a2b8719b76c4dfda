import { describe, expect, it } from 'vitest';
import { numberedNames } from '../../../shared/library/numbered-names';

describe('names of added copies', () => {
  it('keeps a single copy’s plain name when it is free', () => {
    expect(numberedNames('Ogre', 1, ['Goblin 1'])).toEqual(['Ogre']);
  });
  it('numbers several copies, continuing after numbers in use', () => {
    expect(numberedNames('Goblin', 3, [])).toEqual(['Goblin 1', 'Goblin 2', 'Goblin 3']);
    expect(numberedNames('Goblin', 2, ['Goblin 1', 'Goblin 7', 'Goblin boss'])).toEqual([
      'Goblin 8',
      'Goblin 9',
    ]);
    expect(numberedNames('Ogre', 1, ['Ogre'])).toEqual(['Ogre 1']);
  });
  it('treats regular-expression characters in names literally and stays within 200 characters', () => {
    expect(numberedNames('Orc (elite)', 1, ['Orc (elite)', 'Orc (elite) 4'])).toEqual([
      'Orc (elite) 5',
    ]);
    const long = 'x'.repeat(200);
    for (const name of numberedNames(long, 12, [])) expect(name.length).toBeLessThanOrEqual(200);
  });
});
