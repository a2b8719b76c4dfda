import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Rng,
  RuleError,
  createRoller,
  d20Mode,
  d20Notation,
  parseNotation,
  rollOnce,
  seedRng,
  totalBounds,
} from '../../../shared';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'none';
}

describe('seeded RNG', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const a = new Rng(seedRng(42));
    const b = new Rng(seedRng(42));
    const c = new Rng(seedRng('42'));
    const xs = Array.from({ length: 20 }, () => a.die(20));
    expect(Array.from({ length: 20 }, () => b.die(20))).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.die(20))).not.toEqual(xs);
  });

  it('state round-trips: continuing from a stored state gives the same numbers', () => {
    const a = new Rng(seedRng(7));
    a.die(6);
    const saved = a.state;
    const next = [a.die(100), a.die(100)];
    const b = new Rng(saved);
    expect([b.die(100), b.die(100)]).toEqual(next);
  });

  it('property: every die face is within 1..sides', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, sides) => {
        const r = new Rng(seedRng(seed));
        for (let i = 0; i < 50; i++) {
          const f = r.die(sides);
          if (f < 1 || f > sides || !Number.isInteger(f)) return false;
        }
        return true;
      }),
    );
  });

  it('distribution: d6 and d20 faces are uniform (chi-square)', () => {
    for (const sides of [6, 20]) {
      const r = new Rng(seedRng(`dist-${sides}`));
      const n = 60000;
      const counts = new Array<number>(sides).fill(0);
      for (let i = 0; i < n; i++) counts[r.die(sides) - 1]! += 1;
      const expected = n / sides;
      const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
      // 99.9th percentile of chi-square: df 5 → 20.5, df 19 → 43.8
      expect(chi).toBeLessThan(sides === 6 ? 20.5 : 43.8);
    }
  });

  it('distribution: 2d6 totals follow the triangular shape', () => {
    const r = createRoller(seedRng('2d6'));
    const counts = new Map<number, number>();
    const n = 36000;
    for (let i = 0; i < n; i++) {
      const t = r.roll('2d6', 'x').total;
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    for (let t = 2; t <= 12; t++) {
      const p = (6 - Math.abs(7 - t)) / 36;
      expect(Math.abs((counts.get(t) ?? 0) / n - p)).toBeLessThan(0.01);
    }
  });

  it('advantage on d20 averages about 13.82', () => {
    const r = createRoller(seedRng('adv'));
    let sum = 0;
    const n = 20000;
    for (let i = 0; i < n; i++) sum += r.d20('a', 'advantage').total;
    expect(sum / n).toBeGreaterThan(13.6);
    expect(sum / n).toBeLessThan(14.05);
  });
});

describe('Roller', () => {
  it('records every face, the kept faces, the modifier and the total', () => {
    const r = createRoller(seedRng(1), { atk: [5, 17] });
    const rec = r.roll('2d20kh1+4', 'atk');
    expect(rec).toMatchObject({
      dice: [5, 17],
      kept: [17],
      modifier: 4,
      total: 21,
      source: 'typed',
      purpose: 'atk',
    });
    const dis = createRoller(seedRng(1), { a: [5, 17] }).roll('dis', 'a');
    expect(dis.kept).toEqual([5]);
    const drop = createRoller(seedRng(1), { s: [3, 1, 6, 4] }).roll('4d6dl1', 's');
    expect(drop.kept).toEqual([3, 6, 4]);
    expect(drop.total).toBe(13);
  });

  it('property: totals stay within the notation bounds', () => {
    const notations = ['1d20', '2d6+3', '4d6dl1', 'adv-2', '1d20-1d4', '3d8kh2+1', 'd%', '10d10'];
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...notations), (seed, n) => {
        const rec = createRoller(seedRng(seed)).roll(n, 'p');
        const b = totalBounds(parseNotation(n));
        return (
          rec.total >= b.min &&
          rec.total <= b.max &&
          rec.dice.length === parseNotation(n).groups.reduce((s, g) => s + g.count, 0)
        );
      }),
    );
  });

  it('typed rolls: wrong count → rollCountMismatch; face outside the die → rollOutOfRange', () => {
    expect(code(() => createRoller(seedRng(1), { d: [3] }).roll('2d6', 'd'))).toBe(
      'rollCountMismatch',
    );
    expect(code(() => createRoller(seedRng(1), { d: [7] }).roll('1d6', 'd'))).toBe(
      'rollOutOfRange',
    );
    expect(code(() => createRoller(seedRng(1), { d: [0] }).roll('1d6', 'd'))).toBe(
      'rollOutOfRange',
    );
    expect(code(() => createRoller(seedRng(1), { d: [2.5] }).roll('1d6', 'd'))).toBe(
      'rollOutOfRange',
    );
    expect(code(() => createRoller(seedRng(1), { d: [5, 5] }).roll('1d4+1d6', 'd'))).toBe(
      'rollOutOfRange',
    );
    try {
      createRoller(seedRng(1), { d: [21] }).roll('1d20', 'd');
    } catch (e) {
      expect((e as RuleError).params).toEqual({ purpose: 'd', face: 21, sides: 20 });
    }
  });

  it('typed rolls do not consume the RNG; repeated purposes are keyed purpose#n', () => {
    const a = createRoller(seedRng(9), { x: [4], 'x#2': [6] });
    expect(a.roll('1d6', 'x').total).toBe(4);
    expect(a.roll('1d6', 'x').total).toBe(6);
    expect(a.rngState).toEqual(seedRng(9));
    const third = a.roll('1d6', 'x');
    expect(third.source).toBe('rng');
    expect(third.purpose).toBe('x#3');
    expect(a.rolls).toHaveLength(3);
  });

  it('x-in-6: success on 1..x', () => {
    expect(createRoller(seedRng(1), { s: [2] }).roll('2-in-6', 's').success).toBe(true);
    expect(createRoller(seedRng(1), { s: [3] }).roll('2-in-6', 's').success).toBe(false);
  });

  it('d100 accepts typed faces 1..100', () => {
    expect(createRoller(seedRng(1), { p: [100] }).roll('d%', 'p').total).toBe(100);
    expect(code(() => createRoller(seedRng(1), { p: [101] }).roll('d100', 'p'))).toBe(
      'rollOutOfRange',
    );
  });

  it('d20 helpers: notation and advantage combination (5E-GEN-02)', () => {
    expect(d20Notation('advantage', 3)).toBe('2d20kh1+3');
    expect(d20Notation('disadvantage', -1)).toBe('2d20kl1-1');
    expect(d20Notation()).toBe('1d20');
    expect(d20Mode(true, true)).toBe('normal');
    expect(d20Mode(true, false)).toBe('advantage');
    expect(d20Mode(false, true)).toBe('disadvantage');
  });

  it('rollOnce returns the next generator state', () => {
    const { record, state } = rollOnce(seedRng(3), '3d6');
    expect(record.dice).toHaveLength(3);
    expect(state).not.toEqual(seedRng(3));
  });
});
