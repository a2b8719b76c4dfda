// The DM window's view of the desk in main: the session (open campaign, fight, save state,
// recovery notices), the open campaign's contents, the campaigns list and the rule systems.
// Main owns all of it; this store mirrors it and sends the DM's actions.
import type {
  ChannelName,
  IpcError,
  IpcResult,
  RequestOf,
  ResponseOf,
} from '../../../shared/ipc/index';
import type {
  CampaignListView,
  CampaignView,
  SessionState,
  SystemInfo,
} from '../../../shared/ipc/channels/campaign';
import type { IpcClient } from '../../lib/ipc/ipcClient.svelte';

/** The desk as the DM window shows it. */
export class DeskStore {
  session: SessionState | undefined = $state.raw();
  campaign: CampaignView | null = $state.raw(null);
  list: CampaignListView | undefined = $state.raw();
  systems: readonly SystemInfo[] = $state.raw([]);
  error: IpcError | undefined = $state.raw();
  busy = $state(false);
  /** A short confirmation of the last action (started, saved…). */
  message: string | undefined = $state();
  readonly #client: IpcClient;

  constructor(client: IpcClient) {
    this.#client = client;
    client.on('session.changed', (state) => this.#acceptSession(state));
    client.on('campaign.changed', (view) => {
      if (!this.session?.campaign || view.campaign.id === this.session.campaign.id) {
        this.campaign = view;
      }
    });
    client.onReconnect(() => void this.load());
  }

  /** The rule system of the open campaign, if any. */
  get system(): SystemInfo | undefined {
    const id = this.campaign?.campaign.system;
    return this.systems.find((s) => s.id === id);
  }

  /** Loads everything the shell shows. */
  async load(): Promise<void> {
    const [session, campaign, systems] = await Promise.all([
      this.#client.call('session.get', {}),
      this.#client.call('campaign.get', {}),
      this.#client.call('campaign.systems', {}),
    ]);
    if (session.ok) this.session = session.value;
    else this.error = session.error;
    if (campaign.ok) this.campaign = campaign.value;
    if (systems.ok) this.systems = systems.value;
    await this.refreshList();
  }

  /** Reloads the campaigns list. */
  async refreshList(): Promise<void> {
    const list = await this.#client.call('campaign.list', {});
    if (list.ok) this.list = list.value;
    else this.error = list.error;
  }

  /** Calls a channel; a failure is kept as the store's error. Resolves with the value or undefined. */
  async run<C extends ChannelName>(
    channel: C,
    request: RequestOf<C>,
  ): Promise<ResponseOf<C> | undefined> {
    this.busy = true;
    this.message = undefined;
    try {
      const result: IpcResult<ResponseOf<C>> = await this.#client.call(channel, request);
      if (!result.ok) {
        this.error = result.error;
        return undefined;
      }
      this.error = undefined;
      return result.value;
    } finally {
      this.busy = false;
    }
  }

  /** Opens (or creates) a campaign and shows it. */
  async open(campaignId: string): Promise<boolean> {
    const view = await this.run('campaign.open', { campaignId });
    if (view) {
      this.campaign = view;
      await this.#reloadSession();
      await this.refreshList();
    }
    return view !== undefined;
  }

  async create(request: RequestOf<'campaign.create'>): Promise<boolean> {
    const view = await this.run('campaign.create', request);
    if (view) {
      this.campaign = view;
      await this.#reloadSession();
      await this.refreshList();
    }
    return view !== undefined;
  }

  async close(): Promise<void> {
    const state = await this.run('campaign.close', {});
    if (state) {
      this.#acceptSession(state);
      this.campaign = null;
      await this.refreshList();
    }
  }

  /** Refetches the open campaign (after an action whose answer is not the whole view). */
  async reloadCampaign(): Promise<void> {
    const view = await this.#client.call('campaign.get', {});
    if (view.ok) this.campaign = view.value;
  }

  dismissError(): void {
    this.error = undefined;
  }

  async #reloadSession(): Promise<void> {
    const state = await this.#client.call('session.get', {});
    if (state.ok) this.#acceptSession(state.value);
  }

  /** Keeps the newest session state: a push and an answer may arrive in either order. */
  #acceptSession(state: SessionState): void {
    if (this.session && state.revision < this.session.revision) return;
    this.session = state;
    // Another campaign was opened (or this one closed): show its contents.
    if ((state.campaign?.id ?? null) !== (this.campaign?.campaign.id ?? null)) {
      void this.reloadCampaign();
    }
  }
}
