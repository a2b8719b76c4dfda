// The legendary-action rule written as the first legendary action gives the count and the
// introduction, and is not kept as an action.
import { describe, expect, it } from 'vitest';
import { liftLegendaryRule } from '../../../shared/library/legendary-rule';
import { mapOpen5e } from '../../../shared/library/formats/open5e';

const ONLY_ONE =
  'Only one legendary action can be used at a time and only at the end of another creatures turn.';

describe('legendary action count from the rule entry', () => {
  it('reads "The aboleth can take 2 legendary actions" as a count of 2', () => {
    const lifted = liftLegendaryRule([
      { name: 'The aboleth can take 2 legendary actions', desc: ONLY_ONE },
      { name: 'Detect', desc: 'The aboleth makes a Perception check.' },
    ]);
    expect(lifted.legendary?.count).toBe(2);
    expect(lifted.legendary?.intro).toContain('can take 2 legendary actions.');
    expect(lifted.actions.map((a) => a.name)).toEqual(['Detect']);
  });

  it('prefers the file’s own introduction field and keeps every action without a rule entry', () => {
    expect(
      liftLegendaryRule(
        [{ name: 'Tail', desc: 'x' }],
        'The dragon can take three legendary actions.',
      ).legendary,
    ).toEqual({ count: 3, intro: 'The dragon can take three legendary actions.' });
    expect(liftLegendaryRule([{ name: 'Tail', desc: 'x' }])).toEqual({
      actions: [{ name: 'Tail', desc: 'x' }],
    });
  });

  it('gives an Open5e Monstrous Menagerie aboleth 2 legendary actions', () => {
    const mapped = mapOpen5e({
      name: 'Aboleth',
      slug: 'aboleth-a5e',
      hit_points: 171,
      armor_class: 17,
      legendary_desc: '',
      legendary_actions: [
        { name: 'The aboleth can take 2 legendary actions', desc: ONLY_ONE },
        { name: 'Moan', desc: 'The aboleth moans.' },
      ],
    });
    expect(mapped.ok && mapped.candidate.statblock.legendary).toMatchObject({ count: 2 });
    expect(mapped.ok && mapped.candidate.statblock.legendaryActions).toHaveLength(1);
  });
});
