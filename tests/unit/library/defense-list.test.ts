// A damage defence list is read as the sentence it is: the qualifier belongs to the weapon
// types written with it, and the types before it stay unconditional entries.
import { describe, expect, it } from 'vitest';
import { readDefenseList } from '../../../shared/library/defense-list';
import { parseDefense } from '../../../shared/rules/dnd5e/damage-types';

describe('damage defence lists', () => {
  it('joins the pieces Improved Initiative splits a Lich immunity into', () => {
    const entries = readDefenseList([
      'poison',
      'bludgeoning',
      'piercing',
      'and slashing from nonmagical weapons',
    ]);
    expect(entries).toEqual([
      'poison',
      'bludgeoning, piercing, and slashing from nonmagical weapons',
    ]);
    const [poison, weapons] = entries.map(parseDefense);
    expect(poison).toMatchObject({ types: ['poison'], when: 'always' });
    expect(weapons).toMatchObject({
      types: ['bludgeoning', 'piercing', 'slashing'],
      when: 'nonmagical',
    });
  });

  it('keeps silvered and adamantine exceptions with the weapon group', () => {
    expect(
      readDefenseList([
        'cold',
        'bludgeoning',
        'piercing',
        "and slashing from nonmagical weapons that aren't silvered",
      ]),
    ).toEqual([
      'cold',
      "bludgeoning, piercing, and slashing from nonmagical weapons that aren't silvered",
    ]);
    expect(
      parseDefense(
        readDefenseList([
          'acid',
          'poison',
          'psychic',
          'bludgeoning',
          'piercing',
          "and slashing from nonmagical weapons that aren't adamantine",
        ])[3] ?? '',
      ),
    ).toMatchObject({ when: 'nonmagical', exceptAdamantine: true });
  });

  it('reads a printed line with or without semicolons', () => {
    expect(
      readDefenseList(['acid, fire; bludgeoning, piercing, and slashing from nonmagical attacks']),
    ).toEqual(['acid', 'fire', 'bludgeoning, piercing, and slashing from nonmagical attacks']);
    expect(
      readDefenseList(['cold, fire, bludgeoning, piercing, and slashing from nonmagical attacks']),
    ).toEqual(['cold', 'fire', 'bludgeoning, piercing, and slashing from nonmagical attacks']);
    expect(readDefenseList(['cold', 'lightning', 'necrotic'])).toEqual([
      'cold',
      'lightning',
      'necrotic',
    ]);
    expect(readDefenseList([])).toEqual([]);
  });

  it('carries a qualifier written first over the weapon types after it', () => {
    expect(
      readDefenseList([
        'damage from spells; non magical bludgeoning',
        'piercing',
        'and slashing (from stoneskin)',
      ]),
    ).toEqual([
      'damage from spells',
      'non magical bludgeoning, piercing, and slashing (from stoneskin)',
    ]);
  });
});
