import type {
  LanStatus,
  PlayerPreview,
  PlayerVisibility,
} from '../../../shared/ipc/channels/player';
import type { IpcError, IpcResult } from '../../../shared/ipc/index';
import type { IpcClient } from '../../lib/ipc/ipcClient.svelte';

/** A change to one creature's reveal choices: a value sets it, null returns it to the default. */
export interface RevealChange {
  name?: boolean | null;
  hp?: 'exact' | 'descriptor' | 'hidden' | null;
  conditions?: boolean | null;
  statblock?: boolean | null;
}

/**
 * The DM's side of the player display: a live copy of exactly what the players get, the
 * controls that shape it and the network view's state, all kept by main.
 */
export class PlayerPreviewStore {
  preview: PlayerPreview | undefined = $state.raw();
  lan: LanStatus | undefined = $state.raw();
  error: IpcError | undefined = $state.raw();
  busy = $state(false);
  /**
   * Follow every change of the encounter (while the preview is on screen). Otherwise only the
   * DM's own changes to the display arrive, which is all the top bar needs, and main is not
   * asked for a copy of the view after every command of a long fight.
   */
  live = false;
  readonly #client: IpcClient;
  #loading = false;
  #again = false;

  constructor(client: IpcClient) {
    this.#client = client;
    client.on('player.previewChanged', (preview) => (this.preview = preview));
    client.on('player.lanChanged', (lan) => (this.lan = lan));
    // The encounter changed: ask for the players' copy, which main has already remade.
    client.on('encounter.changed', () => {
      if (this.live) void this.load();
    });
    // The players' language follows the app's (or the campaign's) language.
    client.on('settings.changed', () => {
      if (this.live) void this.load();
    });
    client.onReconnect(() => void this.loadAll());
  }

  /** Fetches the preview and the network view's state. */
  async loadAll(): Promise<void> {
    await Promise.all([this.load(), this.loadLan()]);
  }

  /** Fetches the preview; calls made while one is running are folded into one more. */
  async load(): Promise<void> {
    if (this.#loading) {
      this.#again = true;
      return;
    }
    this.#loading = true;
    try {
      do {
        this.#again = false;
        this.#take(await this.#client.call('player.getPreview', {}));
      } while (this.#again);
    } finally {
      this.#loading = false;
    }
  }

  async loadLan(): Promise<void> {
    const result = await this.#client.call('player.getLan', {});
    if (result.ok) this.lan = result.value;
    else this.error = result.error;
  }

  setVisibility(patch: Partial<PlayerVisibility>): Promise<void> {
    return this.#change(() => this.#client.call('player.setVisibility', patch));
  }

  setReveal(combatantId: string, reveal: RevealChange): Promise<void> {
    return this.#change(() => this.#client.call('player.setReveal', { combatantId, reveal }));
  }

  setScreenOff(screenOff: boolean): Promise<void> {
    return this.#change(() => this.#client.call('player.setScreenOff', { screenOff }));
  }

  /** Switches the screen off or on. */
  toggleScreen(): Promise<void> {
    return this.setScreenOff(!(this.preview?.controls.screenOff ?? false));
  }

  /** Hides or shows a creature altogether (the engine's own flag, so it is in the log). */
  setHidden(combatantId: string, hidden: boolean): Promise<void> {
    return this.#change(async () => {
      const result = await this.#client.call('encounter.dispatch', {
        command: { type: 'updateCombatant', combatantId, patch: { hidden } },
      });
      return result.ok ? this.#client.call('player.getPreview', {}) : result;
    });
  }

  async setLan(enabled: boolean, address?: string): Promise<void> {
    this.busy = true;
    try {
      const request = address === undefined ? { enabled } : { enabled, address };
      const result = await this.#client.call('player.setLan', request);
      if (result.ok) this.lan = result.value;
      else {
        this.error = result.error;
        await this.loadLan();
      }
    } finally {
      this.busy = false;
    }
  }

  dismissError(): void {
    this.error = undefined;
  }

  async #change(call: () => Promise<IpcResult<PlayerPreview>>): Promise<void> {
    this.busy = true;
    try {
      this.#take(await call());
    } finally {
      this.busy = false;
    }
  }

  #take(result: IpcResult<PlayerPreview>): void {
    if (result.ok) this.preview = result.value;
    else this.error = result.error;
  }
}
