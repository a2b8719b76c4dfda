import { z } from 'zod';
import { portraitRefSchema } from '../portraits/format';
import { recordIdSchema, ruleSystemIdSchema, storedStatblockSchema, timestampSchema } from './ids';

/** Current layout version of the creature library document (library.json). */
export const LIBRARY_VERSION = 2;

/** A statblock the DM keeps for reuse across campaigns of the same system. */
export const libraryEntrySchema = z.object({
  id: recordIdSchema,
  system: ruleSystemIdSchema,
  name: z.string().trim().min(1).max(200),
  statblock: storedStatblockSchema,
  tags: z.array(z.string().min(1).max(60)).max(50),
  // A picture in the data folder's portraits/ (content-addressed name).
  portrait: portraitRefSchema.optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
/** A statblock kept for reuse. */
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

/** The DM's creature library. */
export const librarySchema = z.object({
  schemaVersion: z.literal(LIBRARY_VERSION),
  entries: z.array(libraryEntrySchema).max(100000),
});
/** The DM's creature library. */
export type Library = z.infer<typeof librarySchema>;

/** What the DM supplies to add a library entry. */
export const newLibraryEntrySchema = z.object({
  system: ruleSystemIdSchema,
  name: z.string().trim().min(1).max(200),
  statblock: storedStatblockSchema,
  tags: z.array(z.string().min(1).max(60)).max(50).default([]),
});
/** What the DM supplies to add a library entry. */
export type NewLibraryEntry = z.input<typeof newLibraryEntrySchema>;
