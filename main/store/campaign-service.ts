import {
  newCampaignSchema,
  CAMPAIGN_VERSION,
  type Campaign,
  type NewCampaign,
} from '../../shared/model/campaign';
import type { Language, OptionChoices } from '../../shared/model/ids';
import { campaignKind } from '../../shared/model/migrations/index';
import { reconcileRoster } from './between-fights';
import { CampaignSession } from './campaign-session';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { parseInput } from './input';
import { checkedId, layout } from './layout';
import { StoredDocument } from './stored-document';

/** The campaigns list: every readable campaign, and the ones that could not be read. */
export interface CampaignList {
  campaigns: Campaign[];
  unreadable: { id: string; code: string; params: Record<string, string | number> }[];
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

  /** Closes every open campaign session. */
  async closeAll(): Promise<void> {
    const sessions = [...this.sessions.values()];
    this.sessions.clear();
    for (const session of sessions) await session.close();
  }
}
