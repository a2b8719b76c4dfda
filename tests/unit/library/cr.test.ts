import { describe, expect, it } from 'vitest';
import { formatCr, parseCr, xpForCr } from '../../../shared/library/cr';

describe('challenge ratings', () => {
  it.each([
    ['1/8', 0.125],
    ['1/4', 0.25],
    ['1/2', 0.5],
    ['0', 0],
    ['17', 17],
    ['CR 5 (1,800 XP)', 5],
    [' 0.25 ', 0.25],
    [3, 3],
  ])('reads %j as %d', (text, value) => {
    expect(parseCr(text)).toBe(value);
  });

  it('reads nothing from text without a number or a zero denominator', () => {
    expect(parseCr('')).toBeUndefined();
    expect(parseCr('1/0')).toBeUndefined();
    expect(parseCr(-1)).toBeUndefined();
    expect(parseCr(null)).toBeUndefined();
  });

  it('prints fractions as statblocks do and gives XP from the SRD table', () => {
    expect([0.125, 0.25, 0.5, 1, 30].map(formatCr)).toEqual(['1/8', '1/4', '1/2', '1', '30']);
    expect([0, 0.125, 0.25, 0.5, 1, 10, 20, 30].map(xpForCr)).toEqual([
      10, 25, 50, 100, 200, 5900, 25000, 155000,
    ]);
    expect(xpForCr(31)).toBeUndefined();
  });
});
