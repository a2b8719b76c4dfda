import { join } from 'node:path';
import type { Campaign } from '../../shared/model/campaign';
import { CAMPAIGN_LOG_VERSION, type CampaignLogHeader } from '../../shared/model/campaign-log';
import type { EncounterLogHeader } from '../../shared/model/encounter-log';
import { campaignLogKind, encounterLogKind } from '../../shared/model/migrations/index';
import { kindCodec } from './codec';
import type { StoreContext } from './context';
import { DurableDocument, WITH_GENERATIONS } from './durable-document';
import { StoreError } from './errors';
import { HEADER_SUFFIX, layout } from './layout';
import { LogWriter } from './log-writer';
import { RosterService } from './roster-service';
import { SavedEncounterService } from './saved-encounter-service';
import type { StoredDocument } from './stored-document';

/** An encounter log's header, or why it could not be read. */
export type EncounterListing =
  | { ok: true; header: EncounterLogHeader }
  | { ok: false; id: string; error: { code: string; params: Record<string, string | number> } };

/**
 * One open campaign: its document, roster, prepared encounters, the between-fights log and the
 * logs of its started encounters. Logs stay open (and their files held) until `close`.
 */
export class CampaignSession {
  readonly roster: RosterService;
  readonly savedEncounters: SavedEncounterService;
  private campaignLogWriter: LogWriter<CampaignLogHeader> | null = null;
  private readonly encounterLogs = new Map<string, LogWriter<EncounterLogHeader>>();

  constructor(
    private readonly context: StoreContext,
    readonly id: string,
    private readonly doc: StoredDocument<Campaign>,
  ) {
    this.roster = new RosterService(context, layout.roster(context.root, id));
    this.savedEncounters = new SavedEncounterService(
      context,
      layout.savedEncounters(context.root, id),
    );
  }

  /** The campaign document. */
  async campaign(): Promise<Campaign> {
    const campaign = await this.doc.load();
    if (campaign === null) throw new StoreError('notFound', { kind: 'campaign', id: this.id });
    return campaign;
  }

  /** The between-fights log (rests, healing, write-backs), created on first use. */
  async campaignLog(): Promise<LogWriter<CampaignLogHeader>> {
    if (this.campaignLogWriter) return this.campaignLogWriter;
    const base = layout.campaignLog(this.context.root, this.id);
    const header: CampaignLogHeader = {
      schemaVersion: CAMPAIGN_LOG_VERSION,
      campaignId: this.id,
      createdAt: this.context.now().toISOString(),
    };
    const writer =
      (await LogWriter.open(this.context, base, campaignLogKind)) ??
      (await LogWriter.create(this.context, base, campaignLogKind, header));
    this.campaignLogWriter = writer;
    return writer;
  }

  /** Headers of every started encounter, newest first; unreadable ones are listed as such. */
  async encounters(): Promise<EncounterListing[]> {
    const dir = layout.logsDir(this.context.root, this.id);
    let names: string[];
    try {
      names = await this.context.fs.readdir(dir);
    } catch {
      return [];
    }
    const listings: EncounterListing[] = [];
    for (const name of names.filter((n) => n.endsWith(HEADER_SUFFIX) && !n.startsWith('.'))) {
      const id = name.slice(0, -HEADER_SUFFIX.length);
      const open = this.encounterLogs.get(id);
      if (open) {
        listings.push({ ok: true, header: open.header });
        continue;
      }
      try {
        const path = layout.encounterLog(this.context.root, this.id, id) + HEADER_SUFFIX;
        const header = await new DurableDocument(
          this.context,
          path,
          kindCodec(encounterLogKind),
          WITH_GENERATIONS,
        ).read();
        if (header) listings.push({ ok: true, header });
      } catch (error) {
        const failure = error instanceof StoreError ? error : new StoreError('readFailed', { id });
        listings.push({ ok: false, id, error: { code: failure.code, params: failure.params } });
      }
    }
    return listings.sort((a, b) =>
      a.ok && b.ok ? b.header.createdAt.localeCompare(a.header.createdAt) : a.ok ? -1 : 1,
    );
  }

  /** Starts a new encounter log with its header. */
  async createEncounterLog(header: EncounterLogHeader): Promise<LogWriter<EncounterLogHeader>> {
    if (header.campaignId !== this.id) {
      throw new StoreError('invalidInput', { problem: 'campaignMismatch' });
    }
    await this.context.fs.mkdir(layout.logsDir(this.context.root, this.id));
    const base = layout.encounterLog(this.context.root, this.id, header.id);
    const writer = await LogWriter.create(this.context, base, encounterLogKind, header);
    this.encounterLogs.set(header.id, writer);
    return writer;
  }

  /** Opens a started encounter's log (the same writer while it stays open). */
  async openEncounterLog(encounterId: string): Promise<LogWriter<EncounterLogHeader>> {
    const open = this.encounterLogs.get(encounterId);
    if (open) return open;
    const base = layout.encounterLog(this.context.root, this.id, encounterId);
    const writer = await LogWriter.open(this.context, base, encounterLogKind);
    if (writer === null)
      throw new StoreError('notFound', { kind: 'encounterLog', id: encounterId });
    this.encounterLogs.set(encounterId, writer);
    return writer;
  }

  /** The writer of an encounter log if it is open in this session. */
  openedEncounterLog(encounterId: string): LogWriter<EncounterLogHeader> | undefined {
    return this.encounterLogs.get(encounterId);
  }

  /** The writer of the between-fights log if it is open in this session. */
  openedCampaignLog(): LogWriter<CampaignLogHeader> | undefined {
    return this.campaignLogWriter ?? undefined;
  }

  /** Closes one encounter's log. */
  async closeEncounterLog(encounterId: string): Promise<void> {
    const writer = this.encounterLogs.get(encounterId);
    this.encounterLogs.delete(encounterId);
    await writer?.close();
  }

  /**
   * Removes an encounter log this session created and nothing refers to yet (an import that
   * failed half-way): its writer is closed and every file of the log, backups included, goes.
   */
  async discardEncounterLog(encounterId: string): Promise<void> {
    await this.closeEncounterLog(encounterId);
    const dir = layout.logsDir(this.context.root, this.id);
    const prefix = `${layout.encounterLog(this.context.root, this.id, encounterId).slice(dir.length + 1)}.`;
    let names: string[];
    try {
      names = await this.context.fs.readdir(dir);
    } catch {
      return;
    }
    for (const name of names.filter((n) => n.startsWith(prefix))) {
      await this.context.fs.rm(join(dir, name));
    }
    await this.context.fs.syncDir(dir);
  }

  /** Closes every open log of this campaign. */
  async close(): Promise<void> {
    const writers = [...this.encounterLogs.values(), this.campaignLogWriter];
    this.encounterLogs.clear();
    this.campaignLogWriter = null;
    for (const writer of writers) await writer?.close();
  }
}
