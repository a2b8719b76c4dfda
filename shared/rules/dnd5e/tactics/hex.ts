import type { Size } from './types';
import type { Point } from './geometry';

/** A hex in axial coordinates on a pointy-top layout (q grows east, r grows south-east). */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/**
 * The six neighbour directions in clockwise screen order (y grows downward), starting east;
 * direction k points at 60°·k.
 */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

/** The stable text key of a hex. */
export const hexKey = (h: Hex): string => `${h.q},${h.r}`;

/** Adds two axial vectors. */
export const hexAdd = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });

/** Steps between two hexes. */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Distance in feet between two hexes of a 5-ft hex map. */
export const hexDistanceFt = (a: Hex, b: Hex): number => 5 * hexDistance(a, b);

/** Centre of a hex in a plane where neighbouring centres are √3 apart (pointy-top). */
export const hexCentre = (h: Hex): Point => ({ x: Math.sqrt(3) * (h.q + h.r / 2), y: 1.5 * h.r });

/** The mean of the centres of a footprint. */
export function footprintCentre(hexes: readonly Hex[]): Point {
  const pts = hexes.map(hexCentre);
  const n = Math.max(1, pts.length);
  return {
    x: pts.reduce((s, p) => s + p.x, 0) / n,
    y: pts.reduce((s, p) => s + p.y, 0) / n,
  };
}

/** The six neighbours of a hex, clockwise from east. */
export const hexNeighbours = (h: Hex): Hex[] => HEX_DIRECTIONS.map((d) => hexAdd(h, d));

/** Hexes touching a footprint but outside it. */
export function hexesAround(footprint: readonly Hex[]): Hex[] {
  const inside = new Set(footprint.map(hexKey));
  const seen = new Set<string>();
  const out: Hex[] = [];
  for (const h of footprint) {
    for (const n of hexNeighbours(h)) {
      const k = hexKey(n);
      if (!inside.has(k) && !seen.has(k)) {
        seen.add(k);
        out.push(n);
      }
    }
  }
  return out;
}

/**
 * The ring of hexes around a footprint in order around it (by angle from its centre), so that
 * hexes can be counted "around the enemy" as 5E-FLANK-04 does.
 */
export function ringAround(footprint: readonly Hex[]): Hex[] {
  const c = footprintCentre(footprint);
  const angle = (h: Hex): number => {
    const p = hexCentre(h);
    return Math.atan2(p.y - c.y, p.x - c.x);
  };
  return hexesAround(footprint).sort((a, b) => angle(a) - angle(b));
}

/**
 * The hex footprint of a size anchored at `at` (DMG table: Tiny–Medium 1 hex, Large 3, Huge 7,
 * Gargantuan 12): Large is three mutually touching hexes, Huge a hex and its ring, Gargantuan
 * the Large triangle and its ring.
 */
export function hexFootprint(at: Hex, size: Size): Hex[] {
  const triangle = [at, hexAdd(at, { q: 1, r: 0 }), hexAdd(at, { q: 0, r: 1 })];
  switch (size) {
    case 'large':
      return triangle;
    case 'huge':
      return [at, ...hexNeighbours(at)];
    case 'gargantuan':
      return [...triangle, ...hexesAround(triangle)];
    default:
      return [at];
  }
}
