import {
  campaignSchema,
  newCampaignSchema,
  CAMPAIGN_VERSION,
  type Campaign,
  type NewCampaign,
} from '../../shared/model/campaign';
import type { Language, OptionChoices } from '../../shared/model/ids';
import { campaignKind, campaignLogKind } from '../../shared/model/migrations/index';
import { join } from 'node:path';
import { backupPath } from './atomic-write';
import { reconcileRoster } from './between-fights';
import { CampaignSession } from './campaign-session';
import { displayPath, type StoreContext } from './context';
import { olderGenerationPath } from './durable-document';
import { refusal, StoreError } from './errors';
import { parseInput } from './input';
import { journalFiles } from './journal-log';
import { checkedId, layout } from './layout';
import { LogWriter } from './log-writer';
import { setAsideAs } from './move-aside';
import { StoredDocument } from './stored-document';

/** The files of a campaign the DM may set aside to start them fresh (its own file may not). */
export type SettableFile = 'roster' | 'prepared' | 'campaignLog';

/** A file of a campaign that cannot be read now. */
export interface DamagedFile {
  readonly file: SettableFile | 'campaign';
  /** The file as shown to the DM (relative to the data folder). */
  readonly path: string;
  readonly code: string;
  readonly params: Record<string, string | number>;
}

/** What is damaged in a campaign and what was kept aside earlier. */
export interface DamagedFiles {
  readonly damaged: DamagedFile[];
  /** Files kept aside as `<name>.corrupt-<time>`, relative to the data folder, sorted. */
  readonly keptAside: string[];
}

const CORRUPT = /\.corrupt-[0-9TZ.-]+$/;

/** The campaigns list: every readable campaign, and the ones that could not be read. */
export interface CampaignList {
  campaigns: Campaign[];
  unreadable: { id: string; code: string; params: Record<string, string | number> }[];
}

function isName(name: string | null): name is string {
  return name !== null;
}

/** Campaigns of a data folder: create, list, rename, archive, change options, open. */
export class CampaignService {
  private readonly docs = new Map<string, StoredDocument<Campaign>>();
  private readonly sessions = new Map<string, CampaignSession>();

  constructor(private readonly context: StoreContext) {}

  private doc(id: string): StoredDocument<Campaign> {
    let doc = this.docs.get(id);
    if (!doc) {
      doc = new StoredDocument(this.context, layout.campaign(this.context.root, id), campaignKind);
      this.docs.set(id, doc);
    }
    return doc;
  }

  /** Ids of the campaign folders (hidden staging folders excluded). */
  async ids(): Promise<string[]> {
    let names: string[];
    try {
      names = await this.context.fs.readdir(layout.campaigns(this.context.root));
    } catch {
      return [];
    }
    return names.filter((name) => !name.startsWith('.')).sort();
  }

  /** Every campaign, archived ones included; a damaged one is listed under `unreadable`. */
  async list(): Promise<CampaignList> {
    const result: CampaignList = { campaigns: [], unreadable: [] };
    for (const id of await this.ids()) {
      try {
        const campaign = await this.doc(id).load();
        if (campaign) result.campaigns.push(campaign);
      } catch (error) {
        if (!(error instanceof StoreError)) throw error;
        result.unreadable.push({ id, code: error.code, params: error.params });
      }
    }
    result.campaigns.sort((a, b) => a.name.localeCompare(b.name));
    return result;
  }

  /** One campaign; throws notFound. */
  async get(id: string): Promise<Campaign> {
    const campaign = await this.doc(checkedId(id)).load();
    if (campaign === null) throw new StoreError('notFound', { kind: 'campaign', id });
    return campaign;
  }

  /** Creates a campaign with its name, rule system, option choices and language. */
  async create(input: NewCampaign): Promise<Campaign> {
    const value = parseInput(newCampaignSchema, input);
    const at = this.context.now().toISOString();
    const id = this.context.newId();
    const campaign: Campaign = {
      schemaVersion: CAMPAIGN_VERSION,
      id,
      name: value.name,
      system: value.system,
      options: value.options,
      language: value.language,
      createdAt: at,
      updatedAt: at,
      archivedAt: null,
    };
    await this.context.fs.mkdir(layout.campaignDir(this.context.root, id));
    await this.doc(id).replace(campaign);
    await this.context.fs.syncDir(layout.campaigns(this.context.root));
    return campaign;
  }

  private async change(
    id: string,
    apply: (campaign: Campaign) => Partial<Campaign>,
  ): Promise<Campaign> {
    return this.doc(checkedId(id)).update((campaign) => ({
      ...campaign,
      ...apply(campaign),
      updatedAt: this.context.now().toISOString(),
    }));
  }

  /** Renames a campaign. */
  async rename(id: string, name: string): Promise<Campaign> {
    const checked = parseInput(newCampaignSchema.shape.name, name);
    return this.change(id, () => ({ name: checked }));
  }

  /** Archives a campaign: hidden from the start list, kept on disk. */
  async archive(id: string): Promise<Campaign> {
    return this.change(id, (c) => ({
      archivedAt: c.archivedAt ?? this.context.now().toISOString(),
    }));
  }

  /** Brings an archived campaign back. */
  async unarchive(id: string): Promise<Campaign> {
    return this.change(id, () => ({ archivedAt: null }));
  }

  /** Replaces the campaign's optional-rule choices. */
  async setOptions(id: string, options: OptionChoices): Promise<Campaign> {
    const checked = parseInput(newCampaignSchema.shape.options, options);
    return this.change(id, () => ({ options: checked }));
  }

  /** Sets how a library monster's hit points are set by default when it is added. */
  async setMonsterHitPoints(id: string, value: 'average' | 'rolled'): Promise<Campaign> {
    const checked = parseInput(campaignSchema.shape.monsterHitPoints, value);
    return this.change(id, () => ({ monsterHitPoints: checked }));
  }

  /** Changes the language rule terms are shown in for this campaign. */
  async setLanguage(id: string, language: Language): Promise<Campaign> {
    const checked = parseInput(newCampaignSchema.shape.language, language);
    return this.change(id, () => ({ language: checked }));
  }

  /**
   * Opens a campaign (the same session while it stays open); throws notFound. A between-fights
   * entry the campaign log holds but the roster missed (a crash between the two writes) is
   * applied now.
   */
  async open(id: string): Promise<CampaignSession> {
    const open = this.sessions.get(id);
    if (open) return open;
    await this.get(id);
    const session = new CampaignSession(this.context, id, this.doc(id));
    const logHeader = `${layout.campaignLog(this.context.root, id)}.header.json`;
    if (await this.context.fs.exists(logHeader)) await reconcileRoster(session);
    this.sessions.set(id, session);
    return session;
  }

  /** Which of a campaign's files a path names (as StoreError params name it), if any. */
  fileOf(id: string, path: string): DamagedFile['file'] | null {
    const shown = (file: string) => displayPath(this.context, file);
    const log = journalFiles(layout.campaignLog(this.context.root, id));
    const files: [DamagedFile['file'], string[]][] = [
      ['campaign', [layout.campaign(this.context.root, id)]],
      ['roster', [layout.roster(this.context.root, id)]],
      ['prepared', [layout.savedEncounters(this.context.root, id)]],
      ['campaignLog', [log.header, log.snapshot, log.journal, log.previousJournal]],
    ];
    for (const [file, paths] of files) {
      if (paths.some((p) => shown(p) === path || p === path)) return file;
    }
    return null;
  }

  // The open session of a campaign, or a passing one that is not kept (its logs stay closed).
  private sessionOf(id: string): { session: CampaignSession; passing: boolean } {
    const open = this.sessions.get(id);
    if (open) return { session: open, passing: false };
    return { session: new CampaignSession(this.context, id, this.doc(id)), passing: true };
  }

  private async logRefusal(session: CampaignSession, id: string): Promise<StoreError | null> {
    if (session.openedCampaignLog()) return null;
    return refusal(async () => {
      const base = layout.campaignLog(this.context.root, id);
      const writer = await LogWriter.open(this.context, base, campaignLogKind);
      await writer?.close();
    });
  }

  private async refusalOf(id: string, file: DamagedFile['file']): Promise<StoreError | null> {
    const { session } = this.sessionOf(id);
    switch (file) {
      case 'campaign':
        return refusal(() => this.doc(id).load());
      case 'roster':
        return refusal(() => session.roster.list());
      case 'prepared':
        return refusal(() => session.savedEncounters.list());
      case 'campaignLog':
        return this.logRefusal(session, id);
    }
  }

  /**
   * The files of a campaign that cannot be read now (damaged with no good backup, or written
   * by a newer version), and every file kept aside earlier. Reading repairs what a backup can.
   */
  async damagedFiles(id: string): Promise<DamagedFiles> {
    checkedId(id);
    const damaged: DamagedFile[] = [];
    const files: DamagedFile['file'][] = ['campaign', 'roster', 'prepared', 'campaignLog'];
    for (const file of files) {
      const error = await this.refusalOf(id, file);
      if (!error) continue;
      const path = typeof error.params.file === 'string' ? error.params.file : file;
      damaged.push({ file, path, code: error.code, params: error.params });
      // Without its own file, nothing else of the campaign is read.
      if (file === 'campaign') break;
    }
    return { damaged, keptAside: await this.keptAside(id) };
  }

  private async keptAside(id: string): Promise<string[]> {
    const found: string[] = [];
    for (const dir of [
      layout.campaignDir(this.context.root, id),
      layout.logsDir(this.context.root, id),
    ]) {
      let names: string[];
      try {
        names = await this.context.fs.readdir(dir);
      } catch {
        continue;
      }
      for (const name of names) {
        if (CORRUPT.test(name)) found.push(displayPath(this.context, join(dir, name)));
      }
    }
    return found.sort();
  }

  /**
   * At the DM's request: keeps a damaged file of the campaign aside as `<name>.corrupt-<time>`
   * so it starts fresh (an empty roster, no prepared encounters, a new between-fights log).
   * Refuses a file that reads, so nothing good is ever moved. Returns the names kept.
   */
  async setAsideDamaged(id: string, file: SettableFile): Promise<string[]> {
    checkedId(id);
    const error = await this.refusalOf(id, file);
    if (!error) throw new StoreError('invalidInput', { problem: 'notDamaged', file });
    const { session, passing } = this.sessionOf(id);
    const moved: string[] = [];
    if (file === 'roster') moved.push(...[await session.roster.setAsideDamaged()].filter(isName));
    if (file === 'prepared') {
      moved.push(...[await session.savedEncounters.setAsideDamaged()].filter(isName));
    }
    if (file === 'campaignLog') {
      // The log is one unit: its header, snapshot and journal with their backups go together.
      const log = journalFiles(layout.campaignLog(this.context.root, id));
      const paths = [log.header, log.snapshot, log.journal, log.previousJournal].flatMap((p) => [
        p,
        backupPath(p),
        olderGenerationPath(p),
      ]);
      for (const path of paths) {
        if (await this.context.fs.exists(path)) {
          moved.push(displayPath(this.context, await setAsideAs(this.context, path)));
        }
      }
      // The new log counts its entries from 1 again: the roster has applied none of them.
      const applied = await session.roster.appliedLogSeq().catch(() => 0);
      if (applied > 0) await session.roster.setStates([], 0);
    }
    if (passing) await session.close();
    return moved;
  }

  /** Closes every open campaign session. */
  async closeAll(): Promise<void> {
    const sessions = [...this.sessions.values()];
    this.sessions.clear();
    for (const session of sessions) await session.close();
  }
}
