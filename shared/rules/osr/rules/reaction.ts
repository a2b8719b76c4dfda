// OSR-REACT-01/02: the opponents' reaction. 2d6 read on the (open-ended) bands; after a won
// initiative the Referee may re-roll adding the talker's CHA bonus, or ask for a Sociability check.
import { RuleError } from '../../../errors';
import type { ReactionBand, ReactionKey } from '../tables/reaction';

/** Reads a (possibly modified) 2d6 total on the bands: reaction(mod) := band(2d6 + mod). */
export function reactionBand(bands: ReactionBand[], total: number): ReactionKey {
  const band = bands.find(
    (b) => (b.min === undefined || total >= b.min) && (b.max === undefined || total <= b.max),
  );
  if (band === undefined) throw new RuleError('reactionBandMissing', { total });
  return band.key;
}

/** A reaction result as logged: the dice total, the modifier and the band. */
export interface ReactionResult {
  roll: number;
  mod: number;
  total: number;
  band: ReactionKey;
  rerolled: boolean;
}

/** Builds the reaction result for a 2d6 total and a modifier (0 for the first roll). */
export function reactionResult(
  bands: ReactionBand[],
  roll: number,
  mod: number,
  rerolled: boolean,
): ReactionResult {
  const total = roll + mod;
  return { roll, mod, total, band: reactionBand(bands, total), rerolled };
}

/** A Sociability check (A-01: the Referee enters difficulty and total): it succeeds on total ≥ difficulty. */
export function sociabilityCheckSucceeds(total: number, difficulty: number): boolean {
  return total >= difficulty;
}
