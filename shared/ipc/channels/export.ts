// Channels of the session-log export: what can be exported, running an export to a file (save
// dialog) or a browser download, confirming an overwrite, and importing an exported encounter
// (uploaded in chunks, previewed, then committed).
import { z } from 'zod';
import {
  EXPORT_AUDIENCES,
  EXPORT_FORMATS,
  EXPORT_DESTINATIONS,
  IMPORT_CHUNK_BYTES,
  MAX_IMPORT_BYTES,
  type ExportProgress,
} from '../../export/limits';
import { languageSchema } from '../../model/ids';
import { channel, push } from '../channel';
import { uploadBeginSchema, uploadChunkSchema, uploadIdSchema, type UploadBegun } from '../upload';

const recordId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);
const token = z.string().regex(/^[a-f0-9]{32}$/);
const jobId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** What to export: the running encounter, one stored encounter, or a whole play date. */
export const exportSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('live') }),
  z.strictObject({ kind: z.literal('encounter'), campaignId: recordId, encounterId: recordId }),
  z.strictObject({
    kind: z.literal('playDate'),
    campaignId: recordId,
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
]);

/** Where an import goes: replacing the running encounter, or a new log in a campaign. */
export const importTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('live') }),
  z.strictObject({ kind: z.literal('campaign'), campaignId: recordId }),
]);

/** One stored encounter as the export dialog lists it. */
export interface ExportableEncounter {
  id: string;
  name: string;
  createdAt: string;
  status: string;
  /** Local date it was played ("2025-03-14"). */
  playDate: string;
}

/** One campaign with its encounters. */
export interface ExportableCampaign {
  id: string;
  name: string;
  system: string;
  language: 'uk' | 'ru' | 'en';
  encounters: ExportableEncounter[];
  /** Play dates, newest first. */
  playDates: string[];
}

/** What the export dialog can offer. */
export interface ExportSources {
  /** The running encounter, when it has any events. */
  live: { system: string; events: number } | null;
  campaigns: ExportableCampaign[];
  /** The language recaps default to (the campaign's, else the interface's). */
  language: 'uk' | 'ru' | 'en';
}

/** How an export ended (or what it waits for). */
export type ExportOutcome =
  | { status: 'saved'; fileName: string; bytes: number }
  | { status: 'download'; fileName: string; bytes: number; url: string }
  | { status: 'confirmOverwrite'; fileName: string; confirmId: string }
  | { status: 'cancelled' };

/** What an import would add. */
export interface EncounterImportPreview {
  uploadId: string;
  system: string;
  encounters: { name: string; events: number; rounds: number; status: string }[];
  totalEvents: number;
}

const dm = ['dm'] as const;

/** The export's request/response channels (DM only). */
export const exportChannels = {
  'export.sources': channel<ExportSources>()({ request: z.strictObject({}), roles: dm }),
  'export.run': channel<ExportOutcome>()({
    request: z.strictObject({
      jobId,
      source: exportSourceSchema,
      format: z.enum(EXPORT_FORMATS),
      audience: z.enum(EXPORT_AUDIENCES),
      language: languageSchema.optional(),
      destination: z.enum(EXPORT_DESTINATIONS),
    }),
    roles: dm,
  }),
  'export.confirmOverwrite': channel<ExportOutcome>()({
    request: z.strictObject({ confirmId: token, replace: z.boolean() }),
    roles: dm,
  }),
  'export.importBegin': channel<UploadBegun>()({ request: uploadBeginSchema, roles: dm }),
  'export.importChunk': channel<{ received: number }>()({
    request: uploadChunkSchema({ maxBytes: MAX_IMPORT_BYTES, chunkBytes: IMPORT_CHUNK_BYTES }),
    roles: dm,
  }),
  'export.importPreview': channel<EncounterImportPreview>()({
    request: z.strictObject({ uploadId: uploadIdSchema, target: importTargetSchema }),
    roles: dm,
  }),
  'export.importCommit': channel<{ imported: number; ids: string[] }>()({
    request: z.strictObject({ uploadId: uploadIdSchema }),
    roles: dm,
  }),
} as const;

/** Progress of long exports and imports, to the DM window only. */
export const exportPushes = {
  'export.progress': push<ExportProgress>(['dm']),
} as const;
