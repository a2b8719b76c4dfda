import {
  CAMPAIGN_EXPORT_FORMAT,
  CAMPAIGN_EXPORT_VERSION,
  type CampaignExport,
  type ExportedLog,
} from '../../shared/model/export-file';
import { safeFileName } from '../../shared/export/fileName';
import type { Library } from '../../shared/model/library';
import { logEntrySchema, type LogEntry } from '../../shared/model/log-entry';
import type { DocumentKind } from '../../shared/model/migrations';
import {
  campaignLogKind,
  encounterLogKind,
  libraryKind,
} from '../../shared/model/migrations/index';
import { ROSTER_VERSION } from '../../shared/model/roster';
import { SAVED_ENCOUNTERS_VERSION } from '../../shared/model/saved-encounter';
import type { CampaignService } from './campaign-service';
import { kindCodec } from './codec';
import type { StoreContext } from './context';
import { DurableDocument } from './durable-document';
import { StoreError } from './errors';
import { JournalLog } from './journal-log';
import { logFormatOf } from './log-format';
import { layout } from './layout';

/** A campaign export: the file's text, and any log or library that could not be included. */
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

// The campaign's name as a file name any file system takes (the same rules as the session-log
// export), then the kind of file it is.
function campaignFileName(name: string): string {
  return `${safeFileName(name, '', 'campaign')}.campaign.json`;
}

// The campaign's creature library as it is on disk (read without holding it: the library keeps
// its own copy open), or null when the campaign has none.
async function readLibrary(context: StoreContext, campaignId: string): Promise<Library | null> {
  const path = layout.campaignLibrary(context.root, campaignId);
  return new DurableDocument(context, path, kindCodec(libraryKind)).read();
}

/**
 * Builds the one-file export of a campaign: the campaign document, roster, prepared
 * encounters, the between-fights log, every encounter log and the campaign's creature library,
 * each at its current version. A log or library that cannot be read is left out and named in
 * `skipped`.
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
  let library: Library | null = null;
  try {
    library = await readLibrary(context, id);
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    skipped.push({ id: 'library.json', code: error.code, params: error.params });
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
    library,
  };
  return {
    text: `${JSON.stringify(file, null, 1)}\n`,
    suggestedName: campaignFileName(campaign.name),
    skipped,
  };
}
