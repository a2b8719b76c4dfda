import type { Space } from './types';

/** A point in square units (one square = 1 × 1). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An axis-aligned rectangle in square units. */
export interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Tolerance for comparisons of computed coordinates (grid numbers are small). */
export const EPS = 1e-9;

/** The centre of a space. */
export const centreOf = (s: Space): Point => ({ x: s.x + s.side / 2, y: s.y + s.side / 2 });

/** The rectangle a space covers. */
export const rectOf = (s: Space): Rect => ({
  x0: s.x,
  y0: s.y,
  x1: s.x + s.side,
  y1: s.y + s.side,
});

/**
 * The part of segment p→q inside the closed rectangle, as parameters t0 ≤ t1 in [0,1]
 * (Liang–Barsky clipping), or null when they do not meet.
 */
export function clipSegment(p: Point, q: Point, r: Rect): { t0: number; t1: number } | null {
  let t0 = 0;
  let t1 = 1;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const edges: [number, number][] = [
    [-dx, p.x - r.x0],
    [dx, r.x1 - p.x],
    [-dy, p.y - r.y0],
    [dy, r.y1 - p.y],
  ];
  for (const [pp, qq] of edges) {
    if (Math.abs(pp) < EPS) {
      if (qq < -EPS) return null;
      continue;
    }
    const t = qq / pp;
    if (pp < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1 + EPS) return null;
  }
  return { t0, t1 };
}

/** The point at parameter t of segment p→q. */
export const lerp = (p: Point, q: Point, t: number): Point => ({
  x: p.x + (q.x - p.x) * t,
  y: p.y + (q.y - p.y) * t,
});

/**
 * True when segment p→q runs through the inside of the rectangle, not merely along an edge or
 * through a single corner.
 */
export function segmentCrossesInterior(p: Point, q: Point, r: Rect): boolean {
  const c = clipSegment(p, q, r);
  if (!c || c.t1 - c.t0 < EPS) return false;
  const m = lerp(p, q, (c.t0 + c.t1) / 2);
  return m.x > r.x0 + EPS && m.x < r.x1 - EPS && m.y > r.y0 + EPS && m.y < r.y1 - EPS;
}
