import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canFlank,
  collectAttackModifiers,
  countsBetween,
  flanksOnHexes,
  flanksOnSquares,
  HEX_FLANK_BETWEEN,
  hexCountFlanks,
  hexDistance,
  hexDistanceFt,
  hexFootprint,
  ringAround,
} from '../../../../../shared/rules/dnd5e/tactics';
import type { Hex, Size, SquareFlanker } from '../../../../../shared/rules/dnd5e/tactics';
import type { OptionValues } from '../../../../../shared';
import { enc } from '../helpers';

/** The options a new 5e encounter resolves (defaults filled in, values checked). */
const optionsOf = (values: OptionValues = {}) => enc([], values).options;

const ok = { seesEnemy: true, incapacitated: false };
const at = (x: number, y: number, side = 1): SquareFlanker => ({ ...ok, space: { x, y, side } });
const enemy = { x: 0, y: 0, side: 1 };
const big = { x: 0, y: 0, side: 2 };
const hexAlly = (
  h: Hex | undefined,
): { hexes: Hex[]; seesEnemy: boolean; incapacitated: boolean } => ({ ...ok, hexes: h ? [h] : [] });

describe('flanking (optional)', () => {
  it('5E-FLANK-01 no flanking an unseen enemy or while incapacitated; a Large+ creature flanks if one of its squares qualifies', () => {
    expect(canFlank(ok)).toBe(true);
    expect(canFlank({ seesEnemy: false, incapacitated: false })).toBe(false);
    expect(canFlank({ seesEnemy: true, incapacitated: true })).toBe(false);
    expect(flanksOnSquares(enemy, { ...at(-1, 0), seesEnemy: false }, at(1, 0))).toBe(false);
    expect(flanksOnSquares(enemy, at(-1, 0), { ...at(1, 0), incapacitated: true })).toBe(false);
    // A Large ally covering (-2..-1, -1..0): its square (-1,-1) makes the corner-to-corner line.
    expect(flanksOnSquares(enemy, at(-2, -1, 2), at(1, 1))).toBe(true);
    expect(flanksOnSquares(enemy, at(-2, 0, 2), at(1, 1))).toBe(false);
  });

  it('5E-FLANK-02 on squares: adjacent on opposite sides or corners; each has advantage on melee attack rolls', () => {
    expect(flanksOnSquares(enemy, at(-1, 0), at(1, 0))).toBe(true);
    expect(flanksOnSquares(enemy, at(0, -1), at(0, 1))).toBe(true);
    expect(flanksOnSquares(enemy, at(-1, -1), at(1, 1))).toBe(true);
    expect(flanksOnSquares(enemy, at(-1, 0), at(1, 1))).toBe(false);
    expect(flanksOnSquares(enemy, at(-1, -1), at(1, -1))).toBe(false);
    expect(flanksOnSquares(enemy, at(-2, 0), at(1, 0))).toBe(false);
    expect(collectAttackModifiers({ kind: 'melee', flanking: 'squares' })).toEqual([
      { key: 'flankingSquares', edge: 'advantage', ruleId: '5E-FLANK-02' },
    ]);
    expect(collectAttackModifiers({ kind: 'ranged', flanking: 'squares' })).toEqual([]);
  });

  it('5E-FLANK-03 the line between the centres must cross opposite sides or opposite corners of the enemy’s space', () => {
    expect(flanksOnSquares(big, at(-1, 0), at(2, 1))).toBe(true);
    expect(flanksOnSquares(big, at(-1, 1), at(2, 0))).toBe(true);
    expect(flanksOnSquares(big, at(-1, -1), at(2, 2))).toBe(true);
    expect(flanksOnSquares(big, at(0, -1), at(1, 2))).toBe(true);
    expect(flanksOnSquares(big, at(-1, 0), at(0, 2))).toBe(false);
    expect(flanksOnSquares(big, at(-1, -1), at(2, 1))).toBe(false);
  });

  it('5E-FLANK-04 on hexes: hexes between the allies around the enemy: Medium or smaller 2, Large 4, Huge 5, Gargantuan 6 or more', () => {
    expect(
      Object.fromEntries(Object.entries(HEX_FLANK_BETWEEN).map(([k, v]) => [k, v.count])),
    ).toEqual({
      tiny: 2,
      small: 2,
      medium: 2,
      large: 4,
      huge: 5,
      gargantuan: 6,
    });
    expect(hexCountFlanks('medium', 2)).toBe(true);
    expect(hexCountFlanks('medium', 1)).toBe(false);
    expect(hexCountFlanks('huge', 5)).toBe(true);
    expect(hexCountFlanks('huge', 4)).toBe(false);
    expect(hexCountFlanks('gargantuan', 7)).toBe(true);
    expect(hexCountFlanks('gargantuan', 5)).toBe(false);
    const me = hexFootprint({ q: 0, r: 0 }, 'medium');
    const ring = ringAround(me);
    expect(ring).toHaveLength(6);
    expect(flanksOnHexes(me, 'medium', hexAlly(ring[0]), hexAlly(ring[3]))).toBe(true);
    expect(flanksOnHexes(me, 'medium', hexAlly(ring[0]), hexAlly(ring[2]))).toBe(false);
    const huge = hexFootprint({ q: 0, r: 0 }, 'huge');
    const hRing = ringAround(huge);
    expect(hRing).toHaveLength(12);
    expect(flanksOnHexes(huge, 'huge', hexAlly(hRing[1]), hexAlly(hRing[7]))).toBe(true);
    expect(flanksOnHexes(huge, 'huge', hexAlly(hRing[1]), hexAlly(hRing[6]))).toBe(false);
    const garg = hexFootprint({ q: 0, r: 0 }, 'gargantuan');
    expect(garg).toHaveLength(12);
    const gRing = ringAround(garg);
    const half = Math.floor(gRing.length / 2);
    expect(flanksOnHexes(garg, 'gargantuan', hexAlly(gRing[0]), hexAlly(gRing[half]))).toBe(true);
    expect(flanksOnHexes(garg, 'gargantuan', hexAlly(gRing[0]), hexAlly(gRing[4]))).toBe(false);
    // AMB-18: melee only by default; the literal hex reading extends it to every attack.
    expect(
      collectAttackModifiers({ kind: 'ranged', flanking: 'hexes', flankingHexAllAttacks: true })[0]
        ?.ruleId,
    ).toBe('5E-FLANK-04');
    expect(optionsOf({ flanking: true }).flankingScope).toBe('melee');
  });

  it('EX-52 flanking on hexes against a Large enemy: the allies need 4 hexes between them', () => {
    const ogre = hexFootprint({ q: 0, r: 0 }, 'large');
    expect(ogre).toHaveLength(3);
    const ring = ringAround(ogre);
    expect(ring).toHaveLength(9);
    expect(countsBetween(0, 5, 9)).toEqual([4, 3]);
    expect(hexCountFlanks('large', 4)).toBe(true);
    expect(hexCountFlanks('large', 3)).toBe(false);
    expect(flanksOnHexes(ogre, 'large', hexAlly(ring[0]), hexAlly(ring[5]))).toBe(true);
    expect(flanksOnHexes(ogre, 'large', hexAlly(ring[0]), hexAlly(ring[4]))).toBe(true);
    expect(flanksOnHexes(ogre, 'large', hexAlly(ring[0]), hexAlly(ring[3]))).toBe(false);
    expect(
      flanksOnHexes(ogre, 'large', { ...hexAlly(ring[0]), seesEnemy: false }, hexAlly(ring[5])),
    ).toBe(false);
  });
});

describe('flanking properties (fast-check)', () => {
  const sizes: Size[] = ['medium', 'large', 'huge', 'gargantuan'];

  it('hex distance counts steps, 5 ft each', () => {
    expect(hexDistance({ q: 0, r: 0 }, { q: 2, r: -1 })).toBe(2);
    expect(hexDistanceFt({ q: 0, r: 0 }, { q: -3, r: 3 })).toBe(15);
  });

  it('hex rings are closed cycles of neighbouring hexes', () => {
    for (const size of sizes) {
      const ring = ringAround(hexFootprint({ q: 2, r: -1 }, size));
      ring.forEach((h, i) => {
        expect(hexDistance(h, ring[(i + 1) % ring.length] as Hex)).toBe(1);
      });
    }
  });

  it('square flanking is symmetric in the two allies', () => {
    const pos = fc.record({
      x: fc.integer({ min: -3, max: 4 }),
      y: fc.integer({ min: -3, max: 4 }),
      side: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(pos, pos, fc.integer({ min: 1, max: 3 }), (a, b, side) => {
        const e = { x: 0, y: 0, side };
        expect(flanksOnSquares(e, { ...ok, space: a }, { ...ok, space: b })).toBe(
          flanksOnSquares(e, { ...ok, space: b }, { ...ok, space: a }),
        );
      }),
    );
  });

  it('hex flanking is symmetric and needs the most balanced split the ring allows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sizes), fc.nat(), fc.nat(), (size, i, j) => {
        const fp = hexFootprint({ q: 0, r: 0 }, size);
        const ring = ringAround(fp);
        const a = hexAlly(ring[i % ring.length]);
        const b = hexAlly(ring[j % ring.length]);
        const f = flanksOnHexes(fp, size, a, b);
        expect(f).toBe(flanksOnHexes(fp, size, b, a));
        if (f) {
          const [one, other] = countsBetween(i % ring.length, j % ring.length, ring.length);
          expect(Math.min(one, other)).toBe(Math.floor((ring.length - 2) / 2));
        }
      }),
    );
  });
});
