// OSR-REACT-01: the reaction table (002:L7–12). Bands are open-ended at both ends, so modified
// totals below 2 or above 12 still land in a band. Editable by the Referee.
import { z } from 'zod';

/** Reaction results, hostile to friendly. */
export const reactionKeys = [
  'hostile',
  'unfriendly',
  'neutral',
  'indifferent',
  'friendly',
] as const;
/** One reaction result. */
export type ReactionKey = (typeof reactionKeys)[number];

/** A band of 2d6 totals; a missing bound is open-ended. */
export interface ReactionBand {
  key: ReactionKey;
  min?: number;
  max?: number;
}

/** The seed's bands: ≤3 hostile, 4–7 unfriendly, 8–9 neutral, 10–11 indifferent, ≥12 friendly. */
export const defaultReactionBands: ReactionBand[] = [
  { key: 'hostile', max: 3 },
  { key: 'unfriendly', min: 4, max: 7 },
  { key: 'neutral', min: 8, max: 9 },
  { key: 'indifferent', min: 10, max: 11 },
  { key: 'friendly', min: 12 },
];

/** Validates edited bands: ascending, contiguous, open at both ends, so every total has a band. */
export const reactionBandsSchema = z
  .array(
    z.object({
      key: z.enum(reactionKeys),
      min: z.number().int().optional(),
      max: z.number().int().optional(),
    }),
  )
  .min(1)
  .refine((bands) => bands[0]?.min === undefined && bands[bands.length - 1]?.max === undefined, {
    message: 'openEnded',
  })
  .refine(
    (bands) =>
      bands.every((band, i) => {
        if (band.min !== undefined && band.max !== undefined && band.min > band.max) return false;
        const next = bands[i + 1];
        return next === undefined || (band.max !== undefined && next.min === band.max + 1);
      }),
    { message: 'contiguous' },
  );
