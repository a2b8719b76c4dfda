// OSR-DIST-01..03: encounter distance dice per environment, as editable data.
import { z } from 'zod';
import type { Environment } from './encounterChance';

/** Distance units the seed uses. */
export type DistanceUnit = 'ft' | 'yd';

/** Dice, multiplier and unit of one environment's distance roll. */
export interface DistanceRollEntry {
  dice: string;
  multiplier: number;
  unit: DistanceUnit;
  ruleId: string;
}

/** Distance roll per environment. */
export type EncounterDistanceTable = Record<Environment, DistanceRollEntry>;

/** The seed's distance rolls (002:L2): 2d6×10 ft, 1d6×10 yd, 6d10×10 yd. */
export const defaultEncounterDistanceTable: EncounterDistanceTable = {
  dungeon: { dice: '2d6', multiplier: 10, unit: 'ft', ruleId: 'OSR-DIST-01' },
  city: { dice: '1d6', multiplier: 10, unit: 'yd', ruleId: 'OSR-DIST-02' },
  wilderness: { dice: '6d10', multiplier: 10, unit: 'yd', ruleId: 'OSR-DIST-03' },
};

const entrySchema = z.object({
  dice: z.string().regex(/^\d+d\d+$/),
  multiplier: z.number().int().min(1),
  unit: z.enum(['ft', 'yd']),
  ruleId: z.string(),
});

/** Validates a Referee-edited distance table. */
export const encounterDistanceTableSchema = z.object({
  dungeon: entrySchema,
  city: entrySchema,
  wilderness: entrySchema,
});
