// The intervals of the odds: Wilson for chances, normal for the mean number of rounds.
import { describe, expect, it } from 'vitest';
import { addValue, meanAccumulator, meanInterval, wilson } from '../../../shared/sim';

describe('odds intervals', () => {
  it('Wilson interval: textbook values, inside [0, 1], honest at 0 % and 100 %', () => {
    const half = wilson(5, 10);
    expect(half.p).toBe(0.5);
    expect(half.low).toBeCloseTo(0.2366, 3);
    expect(half.high).toBeCloseTo(0.7634, 3);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 3);
    const all = wilson(10, 10);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.7225, 3);
    expect(wilson(0, 0)).toMatchObject({ p: 0, low: 0, high: 1 });
  });

  it('normal interval of a mean: mean ± 1.96·s/√n', () => {
    const acc = meanAccumulator();
    for (const x of [2, 4, 4, 4, 5, 5, 7, 9]) addValue(acc, x);
    const m = meanInterval(acc);
    expect(m.mean).toBe(5);
    // Sample standard deviation 2.138.
    const half = (1.959964 * 2.13809) / Math.sqrt(8);
    expect(m.low).toBeCloseTo(5 - half, 3);
    expect(m.high).toBeCloseTo(5 + half, 3);
    const one = meanAccumulator();
    addValue(one, 3);
    expect(meanInterval(one)).toMatchObject({ mean: 3, low: 3, high: 3 });
  });
});
