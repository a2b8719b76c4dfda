/**
 * The dice contract the tactics rules rely on. It mirrors the engine's roller so these pure
 * functions stay testable on their own: rules never roll by themselves, they ask a roller.
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
