import type { IpcError, PlayerEncounterView } from '../../shared/ipc/index';
import type { IpcClient } from '../lib/ipc/ipcClient.svelte';

/** What the player display shows: main's player projection, updated by push. */
export class PlayerViewStore {
  view: PlayerEncounterView | undefined = $state.raw();
  error: IpcError | undefined = $state.raw();
  readonly #client: IpcClient;

  constructor(client: IpcClient) {
    this.#client = client;
    client.on('player.viewChanged', (view) => this.#accept(view));
    client.onReconnect(() => void this.load());
  }

  /** Fetches the current player view from main. */
  async load(): Promise<void> {
    const result = await this.#client.call('player.getView', {});
    if (result.ok) this.#accept(result.value);
    else this.error = result.error;
  }

  /** Keeps the newest view: a push and a response may arrive in either order. */
  #accept(view: PlayerEncounterView): void {
    if (!this.view || view.revision >= this.view.revision) this.view = view;
  }
}
