// The fight started without a campaign. Its log lives in the data folder like a campaign
// fight's (quick-fight/<encounterId>.{header.json,jsonl,snapshot.json}), written step by step
// through the same durable journal, so quitting and reopening the app brings it back at the
// same turn with its undo history. It can later be moved, with its whole log, into a campaign.
import { join } from 'node:path';
import type { EncounterLogHeader } from '../../shared/model/encounter-log';
import type { OptionChoices, RuleSystemId } from '../../shared/model/ids';
import { encounterLogKind } from '../../shared/model/migrations/index';
import type { CampaignSession } from './campaign-session';
import { kindCodec } from './codec';
import type { StoreContext } from './context';
import { DurableDocument, WITH_GENERATIONS } from './durable-document';
import type { EncounterHost } from './encounter-store';
import { StoreError } from './errors';
import { checkedId, HEADER_SUFFIX } from './layout';
import { LogWriter } from './log-writer';

/** The campaign id a quick fight's header carries (it belongs to no campaign). */
export const QUICK_FIGHT_OWNER = 'quick-fight';

/** The data folder's quick fight: at most one log, replaced when a new quick fight starts. */
export class QuickFightStore implements EncounterHost {
  private readonly logs = new Map<string, LogWriter<EncounterLogHeader>>();
  private readonly dir: string;

  constructor(
    private readonly context: StoreContext,
    private readonly system: () => { system: RuleSystemId; options: OptionChoices },
  ) {
    this.dir = join(context.root, 'quick-fight');
  }

  private base(encounterId: string): string {
    return join(this.dir, checkedId(encounterId));
  }

  campaign(): Promise<{ id: string; system: RuleSystemId; options: OptionChoices }> {
    return Promise.resolve({ id: QUICK_FIGHT_OWNER, ...this.system() });
  }

  /** A quick fight has no roster: nothing is written back. */
  readonly roster = {
    list: () => Promise.resolve([]),
    setStates: () => Promise.resolve(),
    get: (id: string) => Promise.reject(new StoreError('notFound', { kind: 'roster', id })),
  };

  /** Starts the quick fight's log; an earlier quick fight's log is removed first. */
  async createEncounterLog(header: EncounterLogHeader): Promise<LogWriter<EncounterLogHeader>> {
    if (header.campaignId !== QUICK_FIGHT_OWNER) {
      throw new StoreError('invalidInput', { problem: 'campaignMismatch' });
    }
    await this.context.fs.mkdir(this.dir);
    for (const id of await this.ids()) if (id !== header.id) await this.discard(id);
    const writer = await LogWriter.create(
      this.context,
      this.base(header.id),
      encounterLogKind,
      header,
    );
    this.logs.set(header.id, writer);
    return writer;
  }

  async openEncounterLog(encounterId: string): Promise<LogWriter<EncounterLogHeader>> {
    const open = this.logs.get(encounterId);
    if (open) return open;
    const writer = await LogWriter.open(this.context, this.base(encounterId), encounterLogKind);
    if (writer === null) {
      throw new StoreError('notFound', { kind: 'encounterLog', id: encounterId });
    }
    this.logs.set(encounterId, writer);
    return writer;
  }

  async closeEncounterLog(encounterId: string): Promise<void> {
    const writer = this.logs.get(encounterId);
    this.logs.delete(encounterId);
    await writer?.close();
  }

  private async ids(): Promise<string[]> {
    let names: string[];
    try {
      names = await this.context.fs.readdir(this.dir);
    } catch {
      return [];
    }
    return names
      .filter((n) => n.endsWith(HEADER_SUFFIX) && !n.startsWith('.'))
      .map((n) => n.slice(0, -HEADER_SUFFIX.length));
  }

  /** The header of the quick fight on disk, or null when there is none (or it is unreadable). */
  async current(): Promise<EncounterLogHeader | null> {
    let newest: EncounterLogHeader | null = null;
    for (const id of await this.ids()) {
      const open = this.logs.get(id);
      let header: EncounterLogHeader | null;
      try {
        header =
          open?.header ??
          (await new DurableDocument(
            this.context,
            this.base(id) + HEADER_SUFFIX,
            kindCodec(encounterLogKind),
            WITH_GENERATIONS,
          ).read());
      } catch {
        header = null;
      }
      if (header && (!newest || header.createdAt > newest.createdAt)) newest = header;
    }
    return newest;
  }

  /** Removes a quick fight's log, every file of it. */
  async discard(encounterId: string): Promise<void> {
    await this.closeEncounterLog(encounterId);
    const prefix = `${checkedId(encounterId)}.`;
    let names: string[];
    try {
      names = await this.context.fs.readdir(this.dir);
    } catch {
      return;
    }
    for (const name of names.filter((n) => n.startsWith(prefix))) {
      await this.context.fs.rm(join(this.dir, name));
    }
    await this.context.fs.syncDir(this.dir);
  }

  /**
   * Moves the quick fight, with its whole log (every step, undo and redo markers included),
   * into `session`'s campaign: the campaign's log is written and made durable first, and only
   * then is the quick fight's removed, so a crash in between loses nothing. Resolves with the
   * encounter's id in the campaign (the same id).
   */
  async moveInto(session: CampaignSession, encounterId: string): Promise<string> {
    const source = await this.openEncounterLog(encounterId);
    if (source.saveState.state !== 'saved') await source.retry();
    const entries = [...source.entries];
    const header: EncounterLogHeader = {
      ...structuredClone(source.header),
      campaignId: session.id,
      status: source.header.status === 'ended' ? 'ended' : 'paused',
      updatedAt: this.context.now().toISOString(),
    };
    const target = await session.createEncounterLog(header);
    try {
      if (entries.length > 0) await target.append(...entries);
      await target.compact();
    } finally {
      await session.closeEncounterLog(header.id);
    }
    await this.discard(encounterId);
    return header.id;
  }

  /** Closes every open log. */
  async close(): Promise<void> {
    const writers = [...this.logs.values()];
    this.logs.clear();
    for (const writer of writers) await writer.close();
  }
}
