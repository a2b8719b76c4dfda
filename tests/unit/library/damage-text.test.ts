// Printed damage: parts that add up stay parts; damage written as a choice is offered as each
// choice, the first being the default roll.
import { describe, expect, it } from 'vitest';
import { damageFromText } from '../../../shared/library/damage-text';
import { featureFromText } from '../../../shared/library/parse-5e-text';

describe('damage written as choices', () => {
  it('offers one-handed and two-handed damage as two choices', () => {
    expect(
      damageFromText(
        'Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 7 (1d8 + 3) piercing, or 8 (1d10 + 3) piercing if used with two hands.',
      ),
    ).toEqual({
      damage: [{ dice: '1d8+3', type: 'piercing' }],
      choices: [
        { damage: [{ dice: '1d8+3', type: 'piercing' }] },
        { damage: [{ dice: '1d10+3', type: 'piercing' }], note: 'if used with two hands' },
      ],
    });
    expect(
      damageFromText(
        '15 (3d6+5) piercing damage or 18 (3d8+5) piercing damage if used with two hands to make a melee attack.',
      ).choices,
    ).toHaveLength(2);
  });

  it('offers each damage type of "X, Y, or Z damage"', () => {
    expect(damageFromText('Hit: 10 (3d6) fire, cold, or lightning damage.')).toEqual({
      damage: [{ dice: '3d6', type: 'fire' }],
      choices: [
        { damage: [{ dice: '3d6', type: 'fire' }] },
        { damage: [{ dice: '3d6', type: 'cold' }] },
        { damage: [{ dice: '3d6', type: 'lightning' }] },
      ],
    });
  });

  it('keeps added damage added, with the choice beside it', () => {
    expect(
      damageFromText(
        'Hit: 6 (1d8 + 2) slashing damage, or 7 (1d10 + 2) slashing damage if used with two hands, plus 3 (1d6) fire damage.',
      ),
    ).toEqual({
      damage: [
        { dice: '1d8+2', type: 'slashing' },
        { dice: '1d6', type: 'fire' },
      ],
      choices: [
        {
          damage: [
            { dice: '1d8+2', type: 'slashing' },
            { dice: '1d6', type: 'fire' },
          ],
        },
        {
          damage: [
            { dice: '1d10+2', type: 'slashing' },
            { dice: '1d6', type: 'fire' },
          ],
          note: 'if used with two hands',
        },
      ],
    });
    expect(
      damageFromText('takes 21 (6d6) slashing damage, or half damage with a successful save.'),
    ).toEqual({
      damage: [{ dice: '6d6', type: 'slashing' }],
    });
  });

  it('puts the choices on the feature', () => {
    const feature = featureFromText(
      'Longsword',
      'Hit: 7 (1d8 + 3) slashing, or 8 (1d10 + 3) slashing if used with two hands.',
    );
    expect(feature.damage).toEqual([{ dice: '1d8+3', type: 'slashing' }]);
    expect(feature.damageChoices).toHaveLength(2);
  });
});
