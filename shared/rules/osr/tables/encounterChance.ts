// OSR-ENC-01..04: standard random-encounter chances and check frequencies. The Referee sets the
// chance (OSR-ENC-01), so this is data the Referee may edit; these are the seed's defaults.
import { z } from 'zod';

/** Environments of the encounter procedure. */
export const environments = ['dungeon', 'city', 'wilderness'] as const;
/** Where the party is: dungeon, city or wilderness. */
export type Environment = (typeof environments)[number];

/** Wilderness terrains the seed lists (002:L1), each with its own editable chance. */
export const wildTerrains = [
  'road',
  'trail',
  'plain',
  'forest',
  'hill',
  'swamp',
  'mountain',
] as const;
/** A listed wilderness terrain. */
export type WildTerrain = (typeof wildTerrains)[number];

/** How often the check is made: every N turns / hours, or once by day and once by night. */
export type CheckFrequency =
  { kind: 'every'; count: number; unit: 'turn' | 'hour' } | { kind: 'dayAndNight' };

/** One row: the X of "X-in-6" and how often it is checked. */
export interface EncounterChanceEntry {
  chance: number;
  frequency: CheckFrequency;
  ruleId: string;
}

/** The whole editable encounter-chance table. */
export interface EncounterChanceTable {
  dungeon: EncounterChanceEntry;
  city: { day: EncounterChanceEntry; night: EncounterChanceEntry };
  wilderness: Record<WildTerrain, EncounterChanceEntry>;
}

const everyTwoTurns: CheckFrequency = { kind: 'every', count: 2, unit: 'turn' };
const everyTwoHours: CheckFrequency = { kind: 'every', count: 2, unit: 'hour' };
const dayAndNight: CheckFrequency = { kind: 'dayAndNight' };
const wild = (chance: number): EncounterChanceEntry => ({
  chance,
  frequency: dayAndNight,
  ruleId: 'OSR-ENC-04',
});

/** The seed's standard chances (002:L1). */
export const defaultEncounterChanceTable: EncounterChanceTable = {
  dungeon: { chance: 1, frequency: everyTwoTurns, ruleId: 'OSR-ENC-02' },
  city: {
    day: { chance: 1, frequency: everyTwoHours, ruleId: 'OSR-ENC-03' },
    night: { chance: 2, frequency: everyTwoHours, ruleId: 'OSR-ENC-03' },
  },
  wilderness: {
    road: wild(1),
    trail: wild(1),
    plain: wild(1),
    forest: wild(2),
    hill: wild(2),
    swamp: wild(3),
    mountain: wild(3),
  },
};

const frequencySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('every'),
    count: z.number().int().min(1),
    unit: z.enum(['turn', 'hour']),
  }),
  z.object({ kind: z.literal('dayAndNight') }),
]);
const entrySchema = z.object({
  chance: z.number().int().min(0).max(6),
  frequency: frequencySchema,
  ruleId: z.string(),
});

/** Validates a Referee-edited encounter-chance table. */
export const encounterChanceTableSchema = z.object({
  dungeon: entrySchema,
  city: z.object({ day: entrySchema, night: entrySchema }),
  wilderness: z.object({
    road: entrySchema,
    trail: entrySchema,
    plain: entrySchema,
    forest: entrySchema,
    hill: entrySchema,
    swamp: entrySchema,
    mountain: entrySchema,
  }),
});
