// The dice interface the OSR rules roll with. It has the shape of the engine's Roller so every
// roll (random or typed in by the Referee) arrives as a recorded RollRecord.

/** One recorded roll: every face rolled, the kept faces, the modifier and the total. */
export interface RollRecord {
  notation: string;
  dice: number[];
  kept: number[];
  modifier: number;
  total: number;
  source: 'rng' | 'typed';
  purpose?: string;
}

/** Rolls dice notation for a named purpose, honouring typed physical rolls for that purpose. */
export interface Roller {
  roll(notation: string, purpose: string): RollRecord;
}
