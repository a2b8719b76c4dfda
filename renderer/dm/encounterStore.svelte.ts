import type { CombatantKind, EncounterState } from '../../shared/index';
import type { DmEncounterView, IpcError } from '../../shared/ipc/index';
import type { IpcClient } from '../lib/ipc/ipcClient.svelte';

/** The encounter as the DM's screen shows it; main owns it, this store mirrors it. */
export class EncounterStore {
  view: DmEncounterView | undefined = $state.raw();
  error: IpcError | undefined = $state.raw();
  busy = $state(false);
  readonly #client: IpcClient;

  constructor(client: IpcClient) {
    this.#client = client;
    client.on('encounter.changed', (view) => this.#accept(view));
    client.onReconnect(() => void this.load());
  }

  /** The engine state currently shown. */
  get encounter(): EncounterState | undefined {
    return this.view?.encounter;
  }

  /** Fetches the current encounter from main. */
  async load(): Promise<void> {
    const result = await this.#client.call('encounter.get', {});
    if (result.ok) this.#accept(result.value);
    else this.error = result.error;
  }

  /** Sends one engine command; resolves true when the engine accepted it. */
  async dispatch(command: { type: string; [field: string]: unknown }): Promise<boolean> {
    this.busy = true;
    try {
      const result = await this.#client.call('encounter.dispatch', { command });
      if (result.ok) {
        this.#accept(result.value);
        this.error = undefined;
      } else {
        this.error = result.error;
      }
      return result.ok;
    } finally {
      this.busy = false;
    }
  }

  /** Adds one combatant by name and kind. */
  addCombatant(name: string, kind: CombatantKind): Promise<boolean> {
    return this.dispatch({ type: 'addCombatants', combatants: [{ name, kind }] });
  }

  dismissError(): void {
    this.error = undefined;
  }

  /** Keeps the newest view: a push and a response may arrive in either order. */
  #accept(view: DmEncounterView): void {
    if (!this.view || view.revision >= this.view.revision) this.view = view;
  }
}
