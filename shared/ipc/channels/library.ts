// Channels of the creature library: search and cards, custom creatures, adding to the
// encounter, and file import (uploaded in chunks, previewed, then committed) and export.
import { z } from 'zod';
import type { DmEncounterView } from '../views';
import { ruleSystemIdSchema } from '../../model/ids';
import { IMPORT_CHUNK_BYTES, MAX_ADD_COUNT, MAX_IMPORT_BYTES } from '../../library/limits';
import type { LibraryPage } from '../../library/search';
import type {
  CreatureDetail,
  CreatureSummary,
  ImportPreview,
  ImportProgress,
} from '../../library/types';
import { channel, push } from '../channel';
import { uploadBeginSchema, uploadChunkSchema, uploadIdSchema, type UploadBegun } from '../upload';

/** Public id of a library creature: `srd:<slug>`, `g:<id>` or `c:<campaignId>:<id>`. */
export const creatureIdSchema = z
  .string()
  .min(3)
  .max(200)
  .regex(/^(srd:[a-z0-9-]+|g:[A-Za-z0-9_-]+|c:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+)$/);

const campaignIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);

/** Where custom creatures are stored. */
export const libraryScopeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('global') }),
  z.strictObject({ kind: z.literal('campaign'), campaignId: campaignIdSchema }),
]);

const querySchema = z.strictObject({
  text: z.string().max(200).optional(),
  system: ruleSystemIdSchema.optional(),
  types: z.array(z.string().max(100)).max(50).optional(),
  levelMin: z.number().min(0).max(100).optional(),
  levelMax: z.number().min(0).max(100).optional(),
  origins: z
    .array(z.enum(['srd', 'global', 'campaign']))
    .max(3)
    .optional(),
  sort: z.enum(['relevance', 'name', 'level']).optional(),
  offset: z.number().int().min(0).max(1_000_000).optional(),
  limit: z.number().int().min(1).max(500).optional(),
  /** Campaign whose own creatures are searched too. */
  campaignId: campaignIdSchema.optional(),
});

// Statblocks are checked by their rule system's schema in main; the channel bounds the size.
const statblockSchema = z.record(z.string().max(200), z.unknown());
const tagsSchema = z.array(z.string().trim().min(1).max(60)).max(50);
const dm = ['dm'] as const;

/** The library's request/response channels (all DM-only). */
export const libraryChannels = {
  'library.search': channel<LibraryPage>()({ request: querySchema, roles: dm }),
  'library.get': channel<CreatureDetail>()({
    request: z.strictObject({ id: creatureIdSchema }),
    roles: dm,
  }),
  'library.addToEncounter': channel<DmEncounterView>()({
    request: z.strictObject({
      id: creatureIdSchema,
      count: z.number().int().min(1).max(MAX_ADD_COUNT),
      hidden: z.boolean().optional(),
      /** Hit points at the statblock's average (the default) or rolled on its hit dice. */
      hitPoints: z.enum(['average', 'rolled']).optional(),
      /** The DM's own dice for rolled hit points: the faces of each copy, in order. */
      typedHitPoints: z.array(z.array(z.number()).max(100)).max(MAX_ADD_COUNT).optional(),
    }),
    roles: dm,
  }),
  'library.create': channel<CreatureDetail>()({
    request: z.strictObject({
      scope: libraryScopeSchema,
      system: ruleSystemIdSchema,
      statblock: statblockSchema,
      tags: tagsSchema.optional(),
    }),
    roles: dm,
  }),
  'library.duplicate': channel<CreatureDetail>()({
    request: z.strictObject({
      id: creatureIdSchema,
      scope: libraryScopeSchema,
      name: z.string().trim().min(1).max(200).optional(),
    }),
    roles: dm,
  }),
  'library.update': channel<CreatureDetail>()({
    request: z.strictObject({
      id: creatureIdSchema,
      statblock: statblockSchema,
      tags: tagsSchema.optional(),
    }),
    roles: dm,
  }),
  'library.delete': channel<{ deleted: string }>()({
    request: z.strictObject({ id: creatureIdSchema }),
    roles: dm,
  }),
  /** Keeps a library that cannot be read aside as `.corrupt-<time>` and starts it empty. */
  'library.setAsideDamaged': channel<{ movedTo: string | null }>()({
    request: z.strictObject({ scope: libraryScopeSchema }),
    roles: dm,
  }),
  'library.importBegin': channel<UploadBegun>()({ request: uploadBeginSchema, roles: dm }),
  'library.importChunk': channel<{ received: number }>()({
    request: uploadChunkSchema({ maxBytes: MAX_IMPORT_BYTES, chunkBytes: IMPORT_CHUNK_BYTES }),
    roles: dm,
  }),
  'library.importPreview': channel<ImportPreview>()({
    request: z.strictObject({
      uploadId: uploadIdSchema,
      scope: libraryScopeSchema,
      csvSystem: z.enum(['adnd2e', 'osr']).optional(),
      /** Columns the DM mapped in the preview: the file's key → a column ('' leaves it out). */
      columns: z
        .record(z.string().max(200), z.string().max(50))
        .refine((m) => Object.keys(m).length <= 200, 'columns')
        .optional(),
      ac: z.enum(['ascending', 'descending']).optional(),
      /** Values the DM typed for unreadable cells: record index → column → value. */
      fixes: z
        .record(
          z.string().regex(/^\d{1,6}$/),
          z
            .record(z.string().max(50), z.string().max(300))
            .refine((m) => Object.keys(m).length <= 50, 'fixes'),
        )
        .refine((m) => Object.keys(m).length <= 500, 'fixes')
        .optional(),
    }),
    roles: dm,
  }),
  'library.importCommit': channel<{
    added: number;
    replaced: number;
    summaries: CreatureSummary[];
  }>()({
    request: z.strictObject({
      uploadId: uploadIdSchema,
      /** What to do with creatures the library holds in another version (default skip). */
      duplicates: z.enum(['skip', 'replace', 'keepBoth']).optional(),
    }),
    roles: dm,
  }),
  'library.importCancel': channel<{ cancelled: boolean }>()({
    request: z.strictObject({ uploadId: uploadIdSchema }),
    roles: dm,
  }),
  'library.export': channel<{ fileName: string; text: string; count: number }>()({
    request: z.strictObject({ scope: libraryScopeSchema }),
    roles: dm,
  }),
  /** The 5e creatures of a scope as Improved Initiative's library export. */
  'library.exportImprovedInitiative': channel<{
    fileName: string;
    text: string;
    count: number;
    skipped: number;
  }>()({
    request: z.strictObject({
      scope: libraryScopeSchema,
      /** A plain file name ending in .json (no folders); main checks it again. */
      fileName: z
        .string()
        .max(120)
        .regex(/^[^/\\:*?"<>|\p{Cc}]+\.json$/u)
        .optional(),
    }),
    roles: dm,
  }),
} as const;

/**
 * Pushes of the library: import progress, a change of the library's contents, and the native
 * Help menu asking the DM window to show the About box (with the SRD attribution).
 */
export const libraryPushes = {
  'library.importProgress': push<ImportProgress>(['dm']),
  'library.changed': push<{ revision: number }>(['dm']),
  'library.showAbout': push<Record<string, never>>(['dm']),
} as const;
