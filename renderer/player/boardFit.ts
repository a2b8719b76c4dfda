// How the players' board fits a fight on one screen, whatever the screen and the number of
// creatures: rows in one, two or three columns, shortened for long lists, at the largest type
// that fits and never below a floor readable across a table. Pure search over a measuring
// callback, so the page measures real boxes and tests can measure with arithmetic.

/** How much a row shows: everything, the bar and statblock folded, or one line per creature. */
export type BoardDensity = 'full' | 'compact' | 'dense';

/** One way to lay the board out. */
export interface BoardShape {
  readonly columns: 1 | 2 | 3;
  readonly density: BoardDensity;
}

/** The chosen layout: a shape at a base font size, and whether every row fits in it. */
export interface BoardFit extends BoardShape {
  /** Base font size in CSS pixels; every text on the board is sized relative to it. */
  readonly fontPx: number;
  /** False when even the smallest shape at the floor leaves rows off: the board windows them. */
  readonly fits: boolean;
}

/**
 * The smallest base font the display allows, in CSS pixels. Condition chips and labels are
 * 0.8 of it (16 px) and names 1.1 of it (22 px): on a 40-inch 720p screen 16 px is about 11 mm
 * of line height, which a player reads from about three metres, across a table.
 */
export const minimumFontPx = 20;

/** Shapes from the most generous to the most compact, the order they are preferred in. */
export const boardShapes: readonly BoardShape[] = [
  { columns: 1, density: 'full' },
  { columns: 2, density: 'full' },
  { columns: 1, density: 'compact' },
  { columns: 2, density: 'compact' },
  { columns: 3, density: 'compact' },
  { columns: 2, density: 'dense' },
  { columns: 3, density: 'dense' },
];

/** The largest base font for a board of this size: its type grows with the screen. */
export function maximumFontPx(width: number, height: number): number {
  return Math.max(1, Math.floor(Math.min(width * 0.021, height * 0.037)));
}

/**
 * A shape is taken as soon as its type is at least this share of the largest: a more compact
 * shape would only win a few pixels for a busier board.
 */
const comfortableShare = 0.8;

/**
 * Finds the layout with the largest type in which `fits` says nothing overflows: the first
 * shape that fits comfortably, else the one with the largest type, else (nothing fits at the
 * floor) the most compact shape at the floor, marked as not fitting.
 */
export function fitBoard(
  fits: (shape: BoardShape, fontPx: number) => boolean,
  limits: { readonly minPx: number; readonly maxPx: number },
): BoardFit {
  const maxPx = Math.max(limits.minPx, limits.maxPx);
  const densest = boardShapes[boardShapes.length - 1] as BoardShape;
  // Most fights need one measurement; a fight that does not fit even so needs two.
  if (fits(boardShapes[0] as BoardShape, maxPx)) {
    return { ...(boardShapes[0] as BoardShape), fontPx: maxPx, fits: true };
  }
  if (!fits(densest, limits.minPx)) return { ...densest, fontPx: limits.minPx, fits: false };
  let best: BoardFit | null = null;
  for (const shape of boardShapes) {
    const fontPx = largestFitting((px) => fits(shape, px), limits.minPx, maxPx);
    if (fontPx === null) continue;
    if (best === null || fontPx > best.fontPx) best = { ...shape, fontPx, fits: true };
    if (fontPx >= maxPx * comfortableShare) break;
  }
  return best ?? { ...densest, fontPx: limits.minPx, fits: true };
}

/** The largest whole pixel size in [min, max] that fits, or null when not even `min` does. */
function largestFitting(fits: (px: number) => boolean, min: number, max: number): number | null {
  if (fits(max)) return max;
  if (!fits(min)) return null;
  let low = min;
  let high = max;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * The places shown when not every row fits: `count` of them in turn order, starting one
 * before the acting place so it and the next two stay in view, wrapping into the next round.
 */
export function windowOf(total: number, activeIndex: number, count: number): number[] {
  if (count >= total) return Array.from({ length: total }, (_, i) => i);
  const start = activeIndex < 0 ? 0 : (activeIndex - 1 + total) % total;
  return Array.from({ length: Math.max(0, count) }, (_, i) => (start + i) % total);
}
