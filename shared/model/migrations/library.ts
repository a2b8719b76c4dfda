import { z } from 'zod';
import { recordIdSchema, storedStatblockSchema, timestampSchema } from '../ids';
import { librarySchema, LIBRARY_VERSION, type Library } from '../library';
import type { DocumentKind } from '../migrations';

/** Version 1 of library.json: 5e statblocks only, so entries named no system; no tags. */
export const libraryV1Schema = z.object({
  schemaVersion: z.literal(1),
  entries: z.array(
    z.object({
      id: recordIdSchema,
      name: z.string().trim().min(1).max(200),
      statblock: storedStatblockSchema,
      createdAt: timestampSchema,
      updatedAt: timestampSchema,
    }),
  ),
});

/** library.json, versions 1–2. */
export const libraryKind: DocumentKind<Library> = {
  kind: 'library',
  version: LIBRARY_VERSION,
  schema: librarySchema,
  legacySchemas: { 1: libraryV1Schema },
  migrations: [
    {
      from: 1,
      to: 2,
      up: (doc) => {
        const v1 = doc as z.infer<typeof libraryV1Schema>;
        return {
          schemaVersion: 2,
          entries: v1.entries.map((entry) => ({ ...entry, system: 'dnd5e', tags: [] })),
        };
      },
    },
  ],
};
