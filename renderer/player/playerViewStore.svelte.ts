import type { IpcError } from '../../shared/ipc/index';
import type { PlayerDisplayView } from '../../shared/ipc/channels/player';
import type { IpcClient } from '../lib/ipc/ipcClient.svelte';
import { reuseRows } from './reuseRows';

/**
 * What the player display shows: main's projection, updated by push. It keeps the last view
 * whatever happens elsewhere (the DM's window reloading, the connection dropping) and picks up
 * again when main answers.
 */
export class PlayerViewStore {
  display: PlayerDisplayView | undefined = $state.raw();
  error: IpcError | undefined = $state.raw();
  readonly #client: IpcClient;

  constructor(client: IpcClient) {
    this.#client = client;
    client.on('player.viewChanged', (display) => this.accept(display));
    client.onReconnect(() => void this.load());
  }

  /** Fetches the current view from main. */
  async load(): Promise<void> {
    const result = await this.#client.call('player.getView', {});
    if (result.ok) this.accept(result.value);
    else this.error = result.error;
  }

  /**
   * Keeps the newest view: a push and an answer may arrive in either order. A view from a new
   * run of main (another epoch) always wins, since its counter starts again.
   */
  accept(display: PlayerDisplayView): void {
    const current = this.display;
    if (!current || display.epoch !== current.epoch || display.revision >= current.revision) {
      this.display = display.view
        ? { ...display, view: reuseRows(current?.view, display.view) }
        : display;
      this.error = undefined;
    }
  }
}
