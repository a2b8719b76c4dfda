import { z } from 'zod';
import { recordIdSchema, storedStatblockSchema } from '../ids';
import type { DocumentKind } from '../migrations';
import { rosterKindSchema, rosterSchema, ROSTER_VERSION, type Roster } from '../roster';

const v1EntrySchema = z.object({
  id: recordIdSchema,
  kind: rosterKindSchema,
  name: z.string().trim().min(1).max(200),
  statblock: storedStatblockSchema,
  hp: z.number().int(),
  maxHp: z.number().int().min(0),
  conditions: z.array(z.string().min(1).max(100)),
  notes: z.string(),
});

/** Version 1 of roster.json: hit points and condition names sat flat on each member. */
export const rosterV1Schema = z.object({
  schemaVersion: z.literal(1),
  entries: z.array(v1EntrySchema),
});

// Version 1 had no timestamps; the migration stamps the epoch rather than inventing a date.
const UNKNOWN_TIME = '1970-01-01T00:00:00.000Z';

/**
 * Version 2 of roster.json: as version 3 without the rule system's detail (`data`) on lasting
 * conditions and injuries, nor a level on injuries. Version 3 only adds optional fields, so a
 * version 2 document is read by the current entry schema; the version number changes so that a
 * build reading version 2 refuses a version 3 file instead of dropping that detail.
 */
export const rosterV2Schema = rosterSchema.extend({ schemaVersion: z.literal(2) });

/** roster.json, versions 1–3. */
export const rosterKind: DocumentKind<Roster> = {
  kind: 'roster',
  version: ROSTER_VERSION,
  schema: rosterSchema,
  legacySchemas: { 1: rosterV1Schema, 2: rosterV2Schema },
  migrations: [
    {
      from: 1,
      to: 2,
      up: (doc) => {
        const v1 = doc as z.infer<typeof rosterV1Schema>;
        return {
          schemaVersion: 2,
          entries: v1.entries.map((entry) => ({
            id: entry.id,
            kind: entry.kind,
            name: entry.name,
            statblock: entry.statblock,
            notes: entry.notes,
            state: {
              hp: entry.hp,
              maxHp: entry.maxHp,
              tempHp: 0,
              hitDice: [],
              conditions: entry.conditions.map((key) => ({ key })),
              injuries: [],
              dead: false,
              sys: {},
            },
            createdAt: UNKNOWN_TIME,
            updatedAt: UNKNOWN_TIME,
          })),
        };
      },
    },
    {
      from: 2,
      to: 3,
      up: (doc) => ({ ...(doc as z.infer<typeof rosterV2Schema>), schemaVersion: 3 }),
    },
  ],
};
