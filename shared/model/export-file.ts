import { z } from 'zod';
import { timestampSchema } from './ids';

/** The `format` marker of a campaign export file. */
export const CAMPAIGN_EXPORT_FORMAT = 'combat-manager-campaign';
/** Current version of the campaign export envelope (2: with the campaign's creature library). */
export const CAMPAIGN_EXPORT_VERSION = 2;

/** A log as exported: its header document and its entries, each at the header's version. */
export const exportedLogSchema = z.object({
  header: z.unknown(),
  entries: z.array(z.unknown()).max(1_000_000),
});
/** A log as exported. */
export type ExportedLog = z.infer<typeof exportedLogSchema>;

// The envelope is checked first; each contained document keeps its own schemaVersion and is then
// upgraded through that kind's migrations, so an export from an older build still imports.
const envelope = {
  format: z.literal(CAMPAIGN_EXPORT_FORMAT),
  exportedAt: timestampSchema,
  campaign: z.unknown(),
  roster: z.unknown(),
  savedEncounters: z.unknown(),
  campaignLog: exportedLogSchema.nullable(),
  encounterLogs: z.array(exportedLogSchema).max(10000),
};

/** Version 1 of the export envelope: the campaign without its creature library. */
export const campaignExportV1Schema = z.object({
  ...envelope,
  formatVersion: z.literal(1),
});

/** A whole campaign in one file: campaign, roster, prepared encounters, every log, its library. */
export const campaignExportSchema = z.object({
  ...envelope,
  formatVersion: z.literal(CAMPAIGN_EXPORT_VERSION),
  /** The campaign's creature library document (library.json), or null when it has none. */
  library: z.unknown().nullable(),
});
/** A whole campaign in one file. */
export type CampaignExport = z.infer<typeof campaignExportSchema>;

/** An export file of any version this build reads. */
export const anyCampaignExportSchema = z.discriminatedUnion('formatVersion', [
  campaignExportV1Schema,
  campaignExportSchema,
]);

/** Upgrades an export envelope of any known version to the current one. */
export function upgradeCampaignExport(
  file: z.infer<typeof anyCampaignExportSchema>,
): CampaignExport {
  // Version 1 files came from builds whose exports had no library.
  return file.formatVersion === 1 ? { ...file, formatVersion: 2, library: null } : file;
}

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
  /** Creatures in the campaign's own library. */
  libraryCreatures: number;
  encounterLogs: number;
  totalEvents: number;
  /** Documents that came in an older layout and were upgraded. */
  upgraded: { kind: string; from: number; to: number }[];
  bytes: number;
}
