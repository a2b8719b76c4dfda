import { centreOf, clipSegment, EPS, lerp, rectOf } from './geometry';
import type { Point, Rect } from './geometry';
import { spacesAdjacent } from './grid';
import { hexKey, ringAround } from './hex';
import type { Hex } from './hex';
import { cellsOf } from './size';
import type { Size, Space } from './types';

/** 5E-FLANK-01: who may flank: it must see the enemy and not be incapacitated. */
export interface FlankerStatus {
  readonly seesEnemy: boolean;
  readonly incapacitated: boolean;
}

/** 5E-FLANK-01: whether a creature can take part in a flank at all. */
export const canFlank = (s: FlankerStatus): boolean => s.seesEnemy && !s.incapacitated;

type Side = 'west' | 'east' | 'north' | 'south';

const OPPOSITE: Record<Side, Side> = { west: 'east', east: 'west', north: 'south', south: 'north' };

/** The sides of a rectangle a boundary point lies on (a corner lies on two). */
function sidesAt(p: Point, r: Rect): Side[] {
  const out: Side[] = [];
  if (Math.abs(p.x - r.x0) < EPS) out.push('west');
  if (Math.abs(p.x - r.x1) < EPS) out.push('east');
  if (Math.abs(p.y - r.y0) < EPS) out.push('north');
  if (Math.abs(p.y - r.y1) < EPS) out.push('south');
  return out;
}

/**
 * 5E-FLANK-03: the line between two centres passes through opposite sides or opposite corners
 * of the enemy's space.
 */
export function lineFlanks(a: Point, b: Point, enemy: Space): boolean {
  const r = rectOf(enemy);
  const c = clipSegment(a, b, r);
  if (!c || c.t1 - c.t0 < EPS) return false;
  const enter = sidesAt(lerp(a, b, c.t0), r);
  const exit = sidesAt(lerp(a, b, c.t1), r);
  const mid = lerp(a, b, (c.t0 + c.t1) / 2);
  const through =
    mid.x > r.x0 + EPS && mid.x < r.x1 - EPS && mid.y > r.y0 + EPS && mid.y < r.y1 - EPS;
  return through && enter.some((s) => exit.includes(OPPOSITE[s]));
}

/** A would-be flanker on squares. */
export interface SquareFlanker extends FlankerStatus {
  readonly space: Space;
}

/**
 * 5E-FLANK-01/02/03: two allies flank an enemy on squares when both can flank, both are
 * adjacent to it, and the line between the centres of their spaces crosses opposite sides or
 * corners of its space. A Large or larger ally flanks when at least one of its squares
 * qualifies; each square of its space is tried on its own.
 */
export function flanksOnSquares(enemy: Space, a: SquareFlanker, b: SquareFlanker): boolean {
  if (!canFlank(a) || !canFlank(b)) return false;
  const unit = (s: Space): Space[] =>
    cellsOf(s)
      .map((c) => ({ x: c.x, y: c.y, side: 1 }))
      .filter((cell) => spacesAdjacent(cell, enemy));
  const aCells = unit(a.space);
  const bCells = unit(b.space);
  return aCells.some((ca) => bCells.some((cb) => lineFlanks(centreOf(ca), centreOf(cb), enemy)));
}

/** 5E-FLANK-04: hexes that must lie between the allies, counted around the enemy, by its size. */
export const HEX_FLANK_BETWEEN: Readonly<
  Record<Size, { readonly count: number; readonly orMore: boolean }>
> = {
  tiny: { count: 2, orMore: false },
  small: { count: 2, orMore: false },
  medium: { count: 2, orMore: false },
  large: { count: 4, orMore: false },
  huge: { count: 5, orMore: false },
  gargantuan: { count: 6, orMore: true },
};

/**
 * 5E-FLANK-04: the DM's count of hexes between the allies, counted around the enemy one way,
 * flanks when it matches the size's figure (Gargantuan: at least 6). Against a Large enemy the
 * four hexes are counted the long way round (the space is 3 hexes with 9 around it).
 */
export function hexCountFlanks(enemy: Size, hexesBetween: number): boolean {
  const need = HEX_FLANK_BETWEEN[enemy];
  return need.orMore ? hexesBetween >= need.count : hexesBetween === need.count;
}

/** A would-be flanker on hexes. */
export interface HexFlanker extends FlankerStatus {
  readonly hexes: readonly Hex[];
}

/**
 * The two counts of hexes between positions i and j on a ring of n hexes (one each way).
 */
export function countsBetween(i: number, j: number, n: number): [number, number] {
  const one = ((((j - i) % n) + n) % n) - 1;
  return [one, n - 2 - one];
}

/**
 * 5E-FLANK-01/04 on hexes: both allies can flank, each has a hex on the ring around the enemy,
 * and for some pair of such hexes the count between them, one way round, matches the size
 * figure; for Gargantuan at least 6 must lie between them both ways.
 */
export function flanksOnHexes(
  enemyHexes: readonly Hex[],
  enemySize: Size,
  a: HexFlanker,
  b: HexFlanker,
): boolean {
  if (!canFlank(a) || !canFlank(b)) return false;
  const ring = ringAround(enemyHexes).map(hexKey);
  const idx = (hs: readonly Hex[]): number[] =>
    hs.map((h) => ring.indexOf(hexKey(h))).filter((i) => i >= 0);
  const need = HEX_FLANK_BETWEEN[enemySize];
  for (const i of idx(a.hexes)) {
    for (const j of idx(b.hexes)) {
      if (i === j) continue;
      const [one, other] = countsBetween(i, j, ring.length);
      const ok = need.orMore
        ? Math.min(one, other) >= need.count
        : one === need.count || other === need.count;
      if (ok) return true;
    }
  }
  return false;
}

/**
 * AMB-18: which attacks the flanking advantage helps: melee only on both grids by default;
 * 'hexAllAttacks' follows the literal hex text ("attack rolls").
 */
export type FlankingScope = 'melee' | 'hexAllAttacks';
