/**
 * The dice contract the 2e rules code relies on: a roller that records every physical roll.
 * Mirrors the engine's `Roller` so the rule functions stay testable in isolation.
 */
export interface RollRecord {
  notation: string;
  dice: number[];
  kept: number[];
  modifier: number;
  total: number;
  source: 'rng' | 'typed';
  purpose?: string;
}

/** Rolls dice notation for a named purpose and returns the full record. */
export interface Roller {
  roll(notation: string, purpose: string): RollRecord;
}
