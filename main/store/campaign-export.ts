import {
  CAMPAIGN_EXPORT_FORMAT,
  CAMPAIGN_EXPORT_VERSION,
  type CampaignExport,
  type ExportedLog,
} from '../../shared/model/export-file';
import { logEntrySchema, type LogEntry } from '../../shared/model/log-entry';
import type { DocumentKind } from '../../shared/model/migrations';
import { campaignLogKind, encounterLogKind } from '../../shared/model/migrations/index';
import { ROSTER_VERSION } from '../../shared/model/roster';
import { SAVED_ENCOUNTERS_VERSION } from '../../shared/model/saved-encounter';
import type { CampaignService } from './campaign-service';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { JournalLog } from './journal-log';
import { logFormatOf } from './log-format';
import { layout } from './layout';

/** A campaign export: the file's text, and any encounter log that could not be included. */
export interface CampaignExportResult {
  text: string;
  /** File name the DM is offered: the campaign's name made safe for any file system. */
  suggestedName: string;
  skipped: { id: string; code: string; params: Record<string, string | number> }[];
}

// Reads a log that is not open in this session (opening it would hold its journal file).
async function readLog<H>(
  context: StoreContext,
  base: string,
  kind: DocumentKind<H>,
): Promise<ExportedLog | null> {
  const journal = new JournalLog<H, LogEntry>(context, base, logFormatOf(kind, logEntrySchema));
  try {
    const data = await journal.read();
    return data === null ? null : { header: data.header, entries: data.entries };
  } finally {
    await journal.close();
  }
}

function safeFileName(name: string): string {
  // Characters no file system accepts in a name, and control characters, become spaces.
  const cleaned = [...name]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${cleaned || 'campaign'}.campaign.json`;
}

/**
 * Builds the one-file export of a campaign: the campaign document, roster, prepared
 * encounters, the between-fights log and every encounter log, each at its current version.
 */
export async function exportCampaign(
  context: StoreContext,
  campaigns: CampaignService,
  id: string,
): Promise<CampaignExportResult> {
  const session = await campaigns.open(id);
  const campaign = await session.campaign();
  const skipped: CampaignExportResult['skipped'] = [];
  const encounterLogs: ExportedLog[] = [];
  for (const listing of await session.encounters()) {
    if (!listing.ok) {
      skipped.push({ id: listing.id, ...listing.error });
      continue;
    }
    const open = session.openedEncounterLog(listing.header.id);
    try {
      const log = open
        ? { header: open.header, entries: [...open.entries] }
        : await readLog(
            context,
            layout.encounterLog(context.root, id, listing.header.id),
            encounterLogKind,
          );
      if (log) encounterLogs.push(log);
    } catch (error) {
      if (!(error instanceof StoreError)) throw error;
      skipped.push({ id: listing.header.id, code: error.code, params: error.params });
    }
  }
  const openCampaignLog = session.openedCampaignLog();
  const campaignLog = openCampaignLog
    ? { header: openCampaignLog.header, entries: [...openCampaignLog.entries] }
    : await readLog(context, layout.campaignLog(context.root, id), campaignLogKind);
  const file: CampaignExport = {
    format: CAMPAIGN_EXPORT_FORMAT,
    formatVersion: CAMPAIGN_EXPORT_VERSION,
    exportedAt: context.now().toISOString(),
    campaign,
    roster: { schemaVersion: ROSTER_VERSION, entries: await session.roster.list() },
    savedEncounters: {
      schemaVersion: SAVED_ENCOUNTERS_VERSION,
      encounters: await session.savedEncounters.list(),
    },
    campaignLog,
    encounterLogs,
  };
  return {
    text: `${JSON.stringify(file, null, 1)}\n`,
    suggestedName: safeFileName(campaign.name),
    skipped,
  };
}
