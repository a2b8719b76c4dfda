import type { CombatantKind, EncounterState } from '../../../shared/index';
import type { Language } from '../../../shared/i18n/index';
import type {
  DmEncounterDelta,
  DmEncounterView,
  IpcError,
  IpcResult,
  LogCommandView,
} from '../../../shared/ipc/index';
import type { IpcClient } from '../../lib/ipc/ipcClient.svelte';
import { applyPatch } from './applyPatch';

/** A command as the screen sends it; the engine validates it. */
export type EncounterCommand = { type: string; [field: string]: unknown };

/** The encounter as the DM's screen shows it; main owns it, this store mirrors it. */
export class EncounterStore {
  view: DmEncounterView | undefined = $state.raw();
  error: IpcError | undefined = $state.raw();
  /**
   * The control the error belongs to (a panel shows it beside that control), or null for the
   * screen's banner.
   */
  errorAt: string | null = $state(null);
  /** A command has been waiting for main for a while (buttons show it); quick ones never show. */
  busy = $state(false);
  /** The log as told in `logLanguage`, by command index (undone commands included). */
  log: readonly LogCommandView[] = $state.raw([]);
  logLanguage: Language | undefined = $state();
  readonly #client: IpcClient;
  #logRequest: Promise<void> | null = null;
  #logTimer: ReturnType<typeof setTimeout> | undefined;
  #inFlight = 0;
  #busyTimer: ReturnType<typeof setTimeout> | undefined;
  #logWanted = false;
  #firstLoad: Promise<void> | undefined;

  /** `firstLoad` is an `encounter.get` already on its way; its answer is taken as it arrives. */
  constructor(client: IpcClient, firstLoad?: Promise<IpcResult<DmEncounterView>>) {
    this.#client = client;
    this.#firstLoad = firstLoad
      ?.then((result) => this.#take(result))
      .finally(() => {
        this.#firstLoad = undefined;
      });
    client.on('encounter.changed', (delta) => this.#acceptDelta(delta));
    client.onReconnect(() => void this.load());
  }

  /** True while a command is on its way to main (not reactive: a guard against sending twice). */
  get pending(): boolean {
    return this.#inFlight > 0;
  }

  /** The engine state currently shown. */
  get encounter(): EncounterState | undefined {
    return this.view?.encounter;
  }

  /** True when there is a command to undo. */
  get canUndo(): boolean {
    const history = this.view?.history;
    // Without a reported history, main decides (and answers nothingToUndo when there is none).
    return history ? history.position > 0 : this.view !== undefined;
  }

  /** True when there is an undone command to redo. */
  get canRedo(): boolean {
    const history = this.view?.history;
    return history ? history.position < history.length : this.view !== undefined;
  }

  /** Fetches the current encounter from main. */
  async load(): Promise<void> {
    // The request sent as the window opened is still on its way: its answer is as fresh.
    if (this.#firstLoad) return this.#firstLoad;
    this.#take(await this.#client.call('encounter.get', {}));
  }

  /**
   * Fetches the whole view when this window missed a change (a patch on a revision it does not
   * hold, a log told at a newer revision). A change that arrives while the window's first view
   * is on its way waits for that view rather than taking it for the newer one.
   */
  async #catchUp(revision: number): Promise<void> {
    if (this.#firstLoad) await this.#firstLoad;
    if (this.view && this.view.revision >= revision) return;
    this.#take(await this.#client.call('encounter.get', {}));
  }

  #take(result: IpcResult<DmEncounterView>): void {
    if (result.ok) {
      // A fresh load may follow missed changes: the log is told again from the start.
      this.log = [];
      this.#accept(result.value, true);
    } else this.error = result.error;
  }

  /**
   * Sends one engine command; resolves true when the engine accepted it. A refusal is shown
   * beside the control `at` when given.
   */
  async dispatch(command: EncounterCommand, at: string | null = null): Promise<boolean> {
    const ok = await this.#run(() => this.#client.call('encounter.dispatch', { command }));
    this.errorAt = ok ? null : at;
    return ok;
  }

  /** Brings the open campaign's party (as the roster carries it) into the fight on screen. */
  addParty(): Promise<boolean> {
    return this.#run(() => this.#client.call('campaign.addParty', {}));
  }

  /** Undoes the last command in effect. */
  undo(): Promise<boolean> {
    return this.#run(() => this.#client.call('encounter.undo', {}));
  }

  /** Redoes the next undone command. */
  redo(): Promise<boolean> {
    return this.#run(() => this.#client.call('encounter.redo', {}));
  }

  /**
   * Moves the history so that `position` commands are in effect (undo or redo from any point
   * of the log), one step at a time; stops at the first refusal.
   */
  async travelTo(position: number): Promise<boolean> {
    for (;;) {
      const now = this.view?.history?.position ?? 0;
      if (now === position) return true;
      const ok = now > position ? await this.undo() : await this.redo();
      if (!ok) return false;
    }
  }

  /** Adds one combatant by name and kind. */
  addCombatant(name: string, kind: CombatantKind): Promise<boolean> {
    return this.dispatch({ type: 'addCombatants', combatants: [{ name, kind }] });
  }

  /** Reports a rejection found before anything was sent (a field the DM must fix). */
  reject(error: IpcError, at: string | null = null): void {
    this.error = error;
    this.errorAt = at;
  }

  dismissError(): void {
    this.error = undefined;
    this.errorAt = null;
  }

  /** Keeps the log told in `language` and up to date with the history; call when shown. */
  watchLog(language: Language): void {
    if (this.logLanguage !== language) {
      this.logLanguage = language;
      this.log = [];
    }
    this.#logWanted = true;
    this.#refreshLog();
  }

  async #run(call: () => Promise<IpcResult<DmEncounterView | DmEncounterDelta>>): Promise<boolean> {
    // Showing "busy" costs a redraw of every button; only a slow answer is worth it.
    this.#inFlight += 1;
    this.#busyTimer ??= setTimeout(() => (this.busy = true), 150);
    try {
      const result = await call();
      if (result.ok) {
        const value = result.value;
        if ('base' in value) this.#acceptDelta(value);
        else this.#accept(value);
        this.error = undefined;
      } else {
        this.error = result.error;
      }
      this.errorAt = null;
      return result.ok;
    } finally {
      this.#inFlight -= 1;
      if (this.#inFlight === 0) {
        clearTimeout(this.#busyTimer);
        this.#busyTimer = undefined;
        if (this.busy) this.busy = false;
      }
    }
  }

  /**
   * Applies a change: the whole encounter, or a patch on the revision it was made from.
   * Untouched combatants keep their objects, so their rows have nothing to redraw. A patch on a
   * revision this window does not hold (a change it missed) makes it fetch the whole view.
   */
  #acceptDelta(delta: DmEncounterDelta): void {
    const current = this.view;
    if (current && delta.revision <= current.revision) return;
    if (delta.base === null) {
      const { revision, history, durability, encounter } = delta;
      this.#accept({ revision, history, durability, encounter });
      return;
    }
    if (!current || current.revision !== delta.base) {
      void this.#catchUp(delta.revision);
      return;
    }
    const { revision, history, durability } = delta;
    this.#accept({
      revision,
      history,
      durability,
      encounter: applyPatch(current.encounter, delta.patch),
    });
  }

  /** Keeps the newest view: a push and a response may arrive in either order. */
  #accept(view: DmEncounterView, fresh = false): void {
    const previous = this.view;
    if (!fresh && previous && view.revision <= previous.revision) return;
    // A skipped revision may have rewritten any part of the log.
    const length = view.history?.length ?? 0;
    const from =
      fresh || !previous || view.revision !== previous.revision + 1 || !view.history
        ? 0
        : view.history.changedFrom;
    if (this.log.length > from) this.log = this.log.slice(0, from);
    if (this.log.length > length) this.log = this.log.slice(0, length);
    this.view = view;
    // The log follows a moment later, so telling it never delays showing the change itself.
    if (this.#logWanted) {
      clearTimeout(this.#logTimer);
      this.#logTimer = setTimeout(() => this.#refreshLog(), 60);
    }
  }

  /** Fetches the commands the log lacks; one request at a time, repeated while behind. */
  #refreshLog(): void {
    if (this.#logRequest || !this.view || !this.logLanguage) return;
    if (!this.view.history || this.log.length >= this.view.history.length) return;
    const language = this.logLanguage;
    const from = this.log.length;
    this.#logRequest = this.#client.call('encounter.log', { from, language }).then((result) => {
      this.#logRequest = null;
      if (!result.ok) {
        this.error = result.error;
        return;
      }
      const told = result.value;
      // Drop an answer that a newer change or a language switch made stale.
      if (language === this.logLanguage && told.revision === this.view?.revision) {
        this.log = [...this.log.slice(0, told.from), ...told.commands];
      } else if (this.view && told.revision > this.view.revision) {
        // Main is ahead of this window: take its view first (that asks for the log again),
        // instead of asking for a log this window's view can never match.
        void this.#catchUp(told.revision);
        return;
      }
      this.#refreshLog();
    });
  }
}
