import { z } from 'zod';
import { recordIdSchema, storedStatblockSchema, timestampSchema } from './ids';

/** Current layout version of the saved-encounters document (encounters.json). */
export const SAVED_ENCOUNTERS_VERSION = 2;

const countSchema = z.number().int().min(1).max(500);

/** One line of a prepared encounter: a roster member, library creatures, or an inline creature. */
export const savedCombatantSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('roster'), rosterId: recordIdSchema, hidden: z.boolean() }),
  z.object({
    source: z.literal('library'),
    libraryId: recordIdSchema,
    count: countSchema,
    hidden: z.boolean(),
  }),
  z.object({
    source: z.literal('inline'),
    name: z.string().trim().min(1).max(200),
    statblock: storedStatblockSchema,
    count: countSchema,
    hidden: z.boolean(),
    /** Hit points at the statblock's average (absent) or rolled on its hit dice at the start. */
    hitPoints: z.enum(['average', 'rolled']).optional(),
  }),
]);
/** One line of a prepared encounter. */
export type SavedCombatant = z.infer<typeof savedCombatantSchema>;

/** An encounter the DM prepared but has not started. */
export const savedEncounterSchema = z.object({
  id: recordIdSchema,
  name: z.string().trim().min(1).max(200),
  notes: z.string().max(20000),
  combatants: z.array(savedCombatantSchema).max(1000),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
/** An encounter the DM prepared but has not started. */
export type SavedEncounter = z.infer<typeof savedEncounterSchema>;

/** A campaign's prepared encounters. */
export const savedEncountersSchema = z.object({
  schemaVersion: z.literal(SAVED_ENCOUNTERS_VERSION),
  encounters: z.array(savedEncounterSchema).max(10000),
});
/** A campaign's prepared encounters. */
export type SavedEncounters = z.infer<typeof savedEncountersSchema>;

/** What the DM supplies to prepare an encounter. */
export const newSavedEncounterSchema = z.object({
  name: z.string().trim().min(1).max(200),
  notes: z.string().max(20000).default(''),
  combatants: z.array(savedCombatantSchema).max(1000).default([]),
});
/** What the DM supplies to prepare an encounter. */
export type NewSavedEncounter = z.input<typeof newSavedEncounterSchema>;
