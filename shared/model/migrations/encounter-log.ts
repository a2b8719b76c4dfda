import { z } from 'zod';
import {
  encounterLogHeaderSchema,
  ENCOUNTER_LOG_VERSION,
  type EncounterLogHeader,
} from '../encounter-log';
import { optionChoicesSchema, recordIdSchema, ruleSystemIdSchema, timestampSchema } from '../ids';
import type { DocumentKind } from '../migrations';

/** Version 1 of an encounter log header: the engine's start input lay flat in the header. */
export const encounterLogV1Schema = z.object({
  schemaVersion: z.literal(1),
  id: recordIdSchema,
  campaignId: recordIdSchema,
  name: z.string().trim().min(1).max(200),
  startedAt: timestampSchema,
  ended: z.boolean(),
  system: ruleSystemIdSchema,
  options: optionChoicesSchema,
  seed: z.union([z.number(), z.string()]),
  combatants: z.array(z.record(z.string(), z.unknown())),
});

/** Encounter log headers, versions 1–2 (entries kept their layout). */
export const encounterLogKind: DocumentKind<EncounterLogHeader> = {
  kind: 'encounterLog',
  version: ENCOUNTER_LOG_VERSION,
  schema: encounterLogHeaderSchema,
  legacySchemas: { 1: encounterLogV1Schema },
  migrations: [
    {
      from: 1,
      to: 2,
      up: (doc) => {
        const v1 = doc as z.infer<typeof encounterLogV1Schema>;
        return {
          schemaVersion: 2,
          id: v1.id,
          campaignId: v1.campaignId,
          name: v1.name,
          savedEncounterId: null,
          // Version 1 knew nothing of pausing: an unfinished fight is resumed as paused.
          status: v1.ended ? 'ended' : 'paused',
          createdAt: v1.startedAt,
          updatedAt: v1.startedAt,
          endedAt: null,
          writtenBack: false,
          init: {
            system: v1.system,
            options: v1.options,
            combatants: v1.combatants,
            seed: v1.seed,
          },
        };
      },
    },
  ],
};
