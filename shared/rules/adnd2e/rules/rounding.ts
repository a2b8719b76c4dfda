/** How the tracker rounds percent splits and halves the seed never specifies (AMB-12). */
export type RoundingMode = 'down' | 'up' | 'nearest';

/** Rounds `x` by the DM's mode, never below 0 (AMB-12 default: round down, minimum 0). */
export function roundBy(mode: RoundingMode, x: number): number {
  const r = mode === 'up' ? Math.ceil(x) : mode === 'nearest' ? Math.round(x) : Math.floor(x);
  return Math.max(0, r);
}
