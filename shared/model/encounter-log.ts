import { z } from 'zod';
import { optionChoicesSchema, recordIdSchema, ruleSystemIdSchema, timestampSchema } from './ids';

/** Current layout version of an encounter log (its header and entries). */
export const ENCOUNTER_LOG_VERSION = 2;

/** Status of a started encounter. */
export const encounterStatusSchema = z.enum(['active', 'paused', 'ended']);
/** Status of a started encounter. */
export type EncounterStatus = z.infer<typeof encounterStatusSchema>;

/** The input the engine's createEncounter received; replaying the log starts from it. */
export const encounterInitSchema = z.looseObject({
  system: ruleSystemIdSchema,
  options: optionChoicesSchema,
  combatants: z.array(z.record(z.string(), z.unknown())),
  seed: z.union([z.number(), z.string()]),
});
/** The input the engine's createEncounter received. */
export type EncounterInit = z.infer<typeof encounterInitSchema>;

/** The header document of one started encounter's log (logs/<id>.header.json). */
export const encounterLogHeaderSchema = z.object({
  schemaVersion: z.literal(ENCOUNTER_LOG_VERSION),
  id: recordIdSchema,
  campaignId: recordIdSchema,
  name: z.string().trim().min(1).max(200),
  savedEncounterId: recordIdSchema.nullable(),
  status: encounterStatusSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  endedAt: timestampSchema.nullable(),
  // Set once the survivors' state has been written back to the roster, so it happens once.
  writtenBack: z.boolean(),
  init: encounterInitSchema,
});
/** The header document of one started encounter's log. */
export type EncounterLogHeader = z.infer<typeof encounterLogHeaderSchema>;
