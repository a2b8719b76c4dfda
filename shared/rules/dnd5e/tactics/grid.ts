import type { Cell, Space } from './types';

/** 5E-GRID-01: every square is 5 × 5 ft. */
export const SQUARE_FT = 5;

/** 5E-GRID-02: speed in squares, `floor(speedFt / 5)` (30 ft = 6 squares). */
export const speedInSquares = (speedFt: number): number => Math.floor(speedFt / SQUARE_FT);

/** How distances are measured on squares. */
export interface GridMetric {
  /** 5E-DIAG-01: the alternating 5/10-ft diagonal variant (`grid.diagonal5_10`). */
  readonly diagonal5_10: boolean;
}

/** The default metric of the grid variant: every diagonal step costs 5 ft (5E-GRID-03). */
export const DEFAULT_METRIC: GridMetric = { diagonal5_10: false };

/** A single square as a 1 × 1 space. */
export const cellSpace = (c: Cell): Space => ({ x: c.x, y: c.y, side: 1 });

/**
 * Squares between two spaces along each axis, counted the way 5E-GRID-06 counts: from a
 * square adjacent to one space to the square of the other, inclusive. Adjacent spaces are 1 apart.
 */
export function squareGaps(a: Space, b: Space): { dx: number; dy: number } {
  const gap = (a0: number, aSide: number, b0: number, bSide: number): number =>
    Math.max(0, b0 - (a0 + aSide - 1), a0 - (b0 + bSide - 1));
  return { dx: gap(a.x, a.side, b.x, b.side), dy: gap(a.y, a.side, b.y, b.side) };
}

/**
 * 5E-DIAG-01: the cost of the k-th diagonal (1-based) of one move or one measurement:
 * odd diagonals cost 5 ft, even ones 10 ft.
 */
export const alternatingDiagonalFt = (k: number): number => (k % 2 === 1 ? 5 : 10);

/**
 * Distance in feet for a displacement of dx × dy squares.
 * 5E-GRID-06 default: `5 × max(|dx|,|dy|)`; 5E-DIAG-01 closed form:
 * `5 × (max + floor(min/2))`. A measurement always starts a fresh diagonal count (AMB-16).
 */
export function displacementFt(
  dx: number,
  dy: number,
  metric: GridMetric = DEFAULT_METRIC,
): number {
  const hi = Math.max(Math.abs(dx), Math.abs(dy));
  const lo = Math.min(Math.abs(dx), Math.abs(dy));
  return metric.diagonal5_10 ? SQUARE_FT * (hi + Math.floor(lo / 2)) : SQUARE_FT * hi;
}

/** 5E-GRID-06: distance in feet between two spaces (creatures or objects) on the grid. */
export function gridDistanceFt(a: Space, b: Space, metric: GridMetric = DEFAULT_METRIC): number {
  const { dx, dy } = squareGaps(a, b);
  return displacementFt(dx, dy, metric);
}

/** True when two spaces touch (share a side or a corner) without overlapping. */
export function spacesAdjacent(a: Space, b: Space): boolean {
  const { dx, dy } = squareGaps(a, b);
  return Math.max(dx, dy) === 1 && !spacesOverlap(a, b);
}

/** True when two spaces share at least one square. */
export function spacesOverlap(a: Space, b: Space): boolean {
  return a.x < b.x + b.side && b.x < a.x + a.side && a.y < b.y + b.side && b.y < a.y + a.side;
}
