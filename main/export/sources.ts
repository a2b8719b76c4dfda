// Where exports read encounters from: the encounter running in main, and the encounter logs
// stored in campaigns (read through the store's own journal reader, never by hand).
import type { EngineEvent } from '../../shared/encounter/types';
import type { CreateEncounterInput } from '../../shared/encounter/engine';
import { entriesFromEvents, type ExportLogEntry } from '../../shared/export/log';
import type { ExportEncounter } from '../../shared/export/source';
import type { ExportableCampaign, ExportableEncounter } from '../../shared/ipc/channels/export';
import type { Campaign } from '../../shared/model/campaign';
import type { EncounterLogHeader } from '../../shared/model/encounter-log';
import { logEntrySchema, type LogEntry } from '../../shared/model/log-entry';
import { encounterLogKind } from '../../shared/model/migrations/index';
import type { CampaignService } from '../store/campaign-service';
import type { StoreContext } from '../store/context';
import { JournalLog } from '../store/journal-log';
import { layout } from '../store/layout';
import { logFormatOf } from '../store/log-format';
import { StoreError } from '../store/errors';

/** The running encounter as the export sees it. */
export interface LiveEncounter {
  /** What it was created from. */
  init(): CreateEncounterInput;
  /** Its events so far. */
  events(): readonly EngineEvent[];
}

/** "2025-03-14": the calendar date of an instant in a time zone. */
export function playDateOf(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A stored encounter's header and log as an exportable encounter. */
export function fromStoredLog(
  header: EncounterLogHeader,
  entries: readonly LogEntry[],
  campaign: Campaign,
): ExportEncounter {
  return {
    id: header.id,
    name: header.name,
    campaign: { id: campaign.id, name: campaign.name },
    createdAt: header.createdAt,
    endedAt: header.endedAt,
    status: header.status,
    // The stored input is what createEncounter received; it validates each combatant again.
    init: header.init as unknown as CreateEncounterInput,
    log: entries.map((e) => e as ExportLogEntry),
  };
}

/** The running encounter as an exportable encounter (its log has no timestamps). */
export function fromLive(live: LiveEncounter, name: string): ExportEncounter {
  return {
    id: 'live',
    name,
    campaign: null,
    createdAt: null,
    endedAt: null,
    status: 'active',
    init: live.init(),
    log: entriesFromEvents(live.events()),
  };
}

/** Campaign encounters read from the data folder. */
export class StoredEncounters {
  constructor(
    private readonly context: StoreContext,
    private readonly campaigns: CampaignService,
  ) {}

  /** Every readable campaign with its encounters and play dates (dates in `timeZone`). */
  async list(timeZone: string): Promise<ExportableCampaign[]> {
    const { campaigns } = await this.campaigns.list();
    const out: ExportableCampaign[] = [];
    for (const campaign of campaigns) {
      const session = await this.campaigns.open(campaign.id);
      const encounters: ExportableEncounter[] = [];
      for (const listing of await session.encounters()) {
        if (!listing.ok) continue;
        const h = listing.header;
        encounters.push({
          id: h.id,
          name: h.name,
          createdAt: h.createdAt,
          status: h.status,
          playDate: playDateOf(h.createdAt, timeZone),
        });
      }
      const playDates = [...new Set(encounters.map((e) => e.playDate))].sort().reverse();
      out.push({
        id: campaign.id,
        name: campaign.name,
        system: campaign.system,
        language: campaign.language,
        encounters,
        playDates,
      });
    }
    return out;
  }

  /** One stored encounter, with its campaign. */
  async encounter(
    campaignId: string,
    encounterId: string,
  ): Promise<{ encounter: ExportEncounter; campaign: Campaign }> {
    const session = await this.campaigns.open(campaignId);
    const campaign = await session.campaign();
    const open = session.openedEncounterLog(encounterId);
    if (open) {
      return { encounter: fromStoredLog(open.header, [...open.entries], campaign), campaign };
    }
    const journal = new JournalLog<EncounterLogHeader, LogEntry>(
      this.context,
      layout.encounterLog(this.context.root, campaignId, encounterId),
      logFormatOf(encounterLogKind, logEntrySchema),
    );
    try {
      const data = await journal.read();
      if (data === null)
        throw new StoreError('notFound', { kind: 'encounterLog', id: encounterId });
      return { encounter: fromStoredLog(data.header, data.entries, campaign), campaign };
    } finally {
      await journal.close();
    }
  }

  /** Every encounter of a campaign played on `date` (in `timeZone`), oldest first. */
  async playDate(
    campaignId: string,
    date: string,
    timeZone: string,
    onEach?: (done: number, total: number) => void,
  ): Promise<{ encounters: ExportEncounter[]; campaign: Campaign }> {
    const session = await this.campaigns.open(campaignId);
    const campaign = await session.campaign();
    const ids = (await session.encounters())
      .filter((l) => l.ok && playDateOf(l.header.createdAt, timeZone) === date)
      .map((l) => (l.ok ? l.header : null))
      .filter((h): h is EncounterLogHeader => h !== null)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((h) => h.id);
    const encounters: ExportEncounter[] = [];
    for (const id of ids) {
      encounters.push((await this.encounter(campaignId, id)).encounter);
      onEach?.(encounters.length, ids.length);
    }
    return { encounters, campaign };
  }
}
