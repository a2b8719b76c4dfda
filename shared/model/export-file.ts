import { z } from 'zod';
import { timestampSchema } from './ids';

/** The `format` marker of a campaign export file. */
export const CAMPAIGN_EXPORT_FORMAT = 'combat-manager-campaign';
/** Current version of the campaign export envelope. */
export const CAMPAIGN_EXPORT_VERSION = 1;

/** A log as exported: its header document and its entries, each at the header's version. */
export const exportedLogSchema = z.object({
  header: z.unknown(),
  entries: z.array(z.unknown()).max(1_000_000),
});
/** A log as exported. */
export type ExportedLog = z.infer<typeof exportedLogSchema>;

// The envelope is checked first; each contained document keeps its own schemaVersion and is then
// upgraded through that kind's migrations, so an export from an older build still imports.
/** A whole campaign in one file: campaign, roster, prepared encounters and every log. */
export const campaignExportSchema = z.object({
  format: z.literal(CAMPAIGN_EXPORT_FORMAT),
  formatVersion: z.literal(CAMPAIGN_EXPORT_VERSION),
  exportedAt: timestampSchema,
  campaign: z.unknown(),
  roster: z.unknown(),
  savedEncounters: z.unknown(),
  campaignLog: exportedLogSchema.nullable(),
  encounterLogs: z.array(exportedLogSchema).max(10000),
});
/** A whole campaign in one file. */
export type CampaignExport = z.infer<typeof campaignExportSchema>;

/** What the DM sees before an import is committed. */
export interface ImportPreview {
  /** Handle passed back to commit this exact preview. */
  token: string;
  campaignName: string;
  system: string;
  language: string;
  /** True when a campaign with the same id exists; the import then gets a new id. */
  idConflict: boolean;
  /** The id the imported campaign will get. */
  targetId: string;
  roster: { pc: number; npc: number; companion: number };
  savedEncounters: number;
  encounterLogs: number;
  totalEvents: number;
  /** Documents that came in an older layout and were upgraded. */
  upgraded: { kind: string; from: number; to: number }[];
  bytes: number;
}
