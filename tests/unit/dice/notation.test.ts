import { describe, expect, it } from 'vitest';
import { parseNotation, totalBounds, diceCount, RuleError } from '../../../shared';

describe('dice notation', () => {
  it('parses NdM±K', () => {
    const e = parseNotation('2d6+3');
    expect(e.groups).toEqual([{ count: 2, sides: 6, sign: 1 }]);
    expect(e.modifier).toBe(3);
    expect(parseNotation('d20-1').modifier).toBe(-1);
    expect(parseNotation(' 1d8 + 1d6 + 2 ').groups.map((g) => g.sides)).toEqual([8, 6]);
  });

  it('parses keep/drop', () => {
    expect(parseNotation('4d6dl1').groups[0]?.keep).toEqual({ mode: 'dl', n: 1 });
    expect(parseNotation('2d20kh').groups[0]?.keep).toEqual({ mode: 'kh', n: 1 });
    expect(parseNotation('3d8kl2').groups[0]?.keep).toEqual({ mode: 'kl', n: 2 });
    expect(parseNotation('5d10dh2').groups[0]?.keep).toEqual({ mode: 'dh', n: 2 });
  });

  it('parses adv/dis as 2d20 keep highest/lowest', () => {
    expect(parseNotation('adv+5').groups[0]).toEqual({
      count: 2,
      sides: 20,
      sign: 1,
      keep: { mode: 'kh', n: 1 },
    });
    expect(parseNotation('dis').groups[0]?.keep).toEqual({ mode: 'kl', n: 1 });
  });

  it('parses d100 and d%', () => {
    expect(parseNotation('d100').groups[0]?.sides).toBe(100);
    expect(parseNotation('d%').groups[0]?.sides).toBe(100);
  });

  it('parses x-in-6 checks', () => {
    expect(parseNotation('2-in-6').chance).toEqual({ x: 2, sides: 6 });
    expect(parseNotation('1 in 6').chance).toEqual({ x: 1, sides: 6 });
  });

  it('parses subtraction of dice', () => {
    const e = parseNotation('1d20-1d4');
    expect(e.groups.map((g) => g.sign)).toEqual([1, -1]);
    expect(totalBounds(e)).toEqual({ min: -3, max: 19 });
  });

  it('computes bounds and dice counts', () => {
    expect(totalBounds(parseNotation('2d6+3'))).toEqual({ min: 5, max: 15 });
    expect(totalBounds(parseNotation('4d6dl1'))).toEqual({ min: 3, max: 18 });
    expect(diceCount(parseNotation('2d4+4d6+3'))).toBe(6);
  });

  it.each(['', 'd', '2d', 'x', '2d6++3', '0d6', '2d0', '3d6kh4', 'd20 adv', '7-in-6', '2d6*2'])(
    'rejects %j with invalidNotation',
    (bad) => {
      try {
        parseNotation(bad);
        expect.fail('should throw');
      } catch (e) {
        expect(e).toBeInstanceOf(RuleError);
        expect((e as RuleError).code).toBe('invalidNotation');
      }
    },
  );
});
