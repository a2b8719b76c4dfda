/** Size categories in ascending order; the index is the spec's `sizeIdx` (5E-SIZE-01). */
export const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const;

/** One 5e size category. */
export type Size = (typeof SIZES)[number];

/** A square on the battle grid; x grows to the east, y grows to the south. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** A creature's square footprint on the grid: its north-west cell and its side in squares. */
export interface Space {
  readonly x: number;
  readonly y: number;
  readonly side: number;
}

/** A yes/no answer of a rule check together with the reason code when the answer is no. */
export type Verdict<Reason extends string> =
  { readonly legal: true } | { readonly legal: false; readonly reason: Reason };

/** Builds a legal verdict. */
export const allow = (): { readonly legal: true } => ({ legal: true });

/** Builds an illegal verdict naming the reason. */
export const deny = <R extends string>(
  reason: R,
): { readonly legal: false; readonly reason: R } => ({
  legal: false,
  reason,
});

/** The stable text key of a cell, used for cell sets in maps. */
export const cellKey = (c: Cell): string => `${c.x},${c.y}`;
