import { z } from 'zod';
import { recordIdSchema, storedStatblockSchema, timestampSchema } from '../ids';
import type { DocumentKind } from '../migrations';
import {
  savedEncountersSchema,
  SAVED_ENCOUNTERS_VERSION,
  type SavedCombatant,
  type SavedEncounters,
} from '../saved-encounter';

const v1CombatantSchema = z.union([
  z.object({ rosterId: recordIdSchema }),
  z.object({
    name: z.string().trim().min(1).max(200),
    statblock: storedStatblockSchema,
    count: z.number().int().min(1).max(500).optional(),
  }),
]);

/** Version 1 of encounters.json: a combatant was either a roster id or an inline creature. */
export const savedEncountersV1Schema = z.object({
  schemaVersion: z.literal(1),
  encounters: z.array(
    z.object({
      id: recordIdSchema,
      name: z.string().trim().min(1).max(200),
      notes: z.string(),
      combatants: z.array(v1CombatantSchema),
      createdAt: timestampSchema,
    }),
  ),
});

function upgradeCombatant(combatant: z.infer<typeof v1CombatantSchema>): SavedCombatant {
  if ('rosterId' in combatant) {
    return { source: 'roster', rosterId: combatant.rosterId, hidden: false };
  }
  return {
    source: 'inline',
    name: combatant.name,
    statblock: combatant.statblock,
    count: combatant.count ?? 1,
    hidden: false,
  };
}

/** encounters.json, versions 1–2. */
export const savedEncountersKind: DocumentKind<SavedEncounters> = {
  kind: 'savedEncounters',
  version: SAVED_ENCOUNTERS_VERSION,
  schema: savedEncountersSchema,
  legacySchemas: { 1: savedEncountersV1Schema },
  migrations: [
    {
      from: 1,
      to: 2,
      up: (doc) => {
        const v1 = doc as z.infer<typeof savedEncountersV1Schema>;
        return {
          schemaVersion: 2,
          encounters: v1.encounters.map((encounter) => ({
            ...encounter,
            combatants: encounter.combatants.map(upgradeCombatant),
            updatedAt: encounter.createdAt,
          })),
        };
      },
    },
  ],
};
