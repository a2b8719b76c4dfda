// The encounter the windows see, made campaign-aware. It is the encounter service every channel
// uses (commands, undo/redo, the library adding creatures, the export), answering at once from
// the engine in memory; when the fight belongs to a campaign the step the engine just took is
// also recorded in the campaign's durable encounter log (the store's PersistedEncounter), in
// order, and the DM view reports "saved" only once the log says the step is on disk.
import type { CreateEncounterInput, EngineEvent, History } from '../../shared/index';
import type { Durability, DmEncounterView } from '../../shared/ipc/index';
import { IpcFailure } from '../../shared/ipc/errors';
import type { SaveState } from '../../shared/model/recovery';
import type { EncounterService } from '../encounter/encounterService';
import type { PersistedEncounter } from '../store/encounter-store';

/** Where a campaign fight's steps go, and what happens when the engine ends the fight. */
export interface FightBinding {
  /** The durable encounter, once it exists (a draft gets one with its first step). */
  persisted: PersistedEncounter | null;
  /**
   * Creates the durable encounter of a draft: its log starts from the draft's `init` and
   * records the steps `history` (the draft's, already running) takes.
   */
  readonly create: (init: CreateEncounterInput, history: History) => Promise<PersistedEncounter>;
  /** Why the durable encounter of a draft could not be created, if it could not. */
  broken?: unknown;
  /** Called (in order with the steps) when the engine has ended the fight. */
  readonly onEnded: (persisted: PersistedEncounter) => Promise<void>;
}

/** Maps the store's save state to what the DM view shows. */
export function durabilityOf(save: SaveState): Durability {
  if (save.state === 'saved') return 'saved';
  if (save.state === 'saving') return 'saving';
  return 'failed';
}

/**
 * The campaign-aware encounter. A step is decided and applied once, by the engine in memory
 * (the DM sees it at once), on the fight's one History, which the durable encounter shares;
 * the step's events, exactly as decided, then go strictly in order to the durable log.
 */
export class LiveEncounter implements EncounterService {
  private binding: FightBinding | null = null;
  // The history shown with the binding: the live service runs it, the durable log records it.
  private history: History | null = null;
  private chain: Promise<void> = Promise.resolve();
  // Steps waiting in the chain (a draft's log being created); later steps queue behind them.
  private queued = 0;
  // Set once a fight has been ended and written back: it is shown but no longer changed.
  private finished = false;
  private unsubscribeSave: (() => void) | null = null;
  // The durable log whose save state the screen shows.
  private watched: PersistedEncounter | null = null;
  private readonly failures = new Set<(error: unknown) => void>();
  private readonly replaced = new Set<(binding: FightBinding) => void>();

  constructor(private readonly live: EncounterService) {}

  dmView(): DmEncounterView {
    return this.live.dmView();
  }

  playerView() {
    return this.live.playerView();
  }

  log(from: number, language: Parameters<EncounterService['log']>[1]) {
    return this.live.log(from, language);
  }

  events(): readonly EngineEvent[] {
    return this.live.events();
  }

  init(): CreateEncounterInput {
    return this.live.init();
  }

  setDurability(durability: Durability, withNext?: boolean): void {
    this.live.setDurability(durability, withNext);
  }

  onChange(listener: Parameters<EncounterService['onChange']>[0]): () => void {
    return this.live.onChange(listener);
  }

  /** Receives failures of the durable side that are not the engine's (they reach the log). */
  onFailure(listener: (error: unknown) => void): () => void {
    this.failures.add(listener);
    return () => this.failures.delete(listener);
  }

  /** The campaign fight currently bound, if any. */
  get bound(): FightBinding | null {
    return this.binding;
  }

  /** True while an ended fight is shown after its write-back. */
  get isFinished(): boolean {
    return this.finished;
  }

  private guard(): void {
    if (this.finished) throw new IpcFailure('campaign.fightFinished');
  }

  dispatch(command: unknown): DmEncounterView {
    this.guard();
    const binding = this.binding;
    const history = this.history;
    if (!binding || !history) return this.live.dispatch(command);
    const wasEnded = history.state.status === 'ended';
    const position = history.position;
    const before = this.durability();
    const view = this.taking(binding, before, () => this.live.dispatch(command));
    if (history.position !== position + 1) {
      // A command that produced no events changed nothing and is not recorded: the save state
      // it showed is put back.
      if (binding.broken) return view;
      this.live.setDurability(before);
      return this.live.dmView();
    }
    const events = history.commandEvents(position);
    this.record(binding, (persisted) => persisted.recordCommand(command, events));
    if (!wasEnded && history.state.status === 'ended') {
      // Ending is final: the fight is written back to the roster and no longer changes.
      this.detach();
      this.finished = true;
      this.enqueue(binding, async (persisted) => binding.onEnded(persisted));
    }
    return view;
  }

  undo(steps?: number): DmEncounterView {
    this.guard();
    const binding = this.binding;
    if (!binding) return this.live.undo(steps);
    const view = this.taking(binding, this.durability(), () => this.live.undo(steps));
    this.repeat(steps ?? 1, (persisted) => persisted.recordUndo());
    return view;
  }

  redo(steps?: number): DmEncounterView {
    this.guard();
    const binding = this.binding;
    if (!binding) return this.live.redo(steps);
    const view = this.taking(binding, this.durability(), () => this.live.redo(steps));
    this.repeat(steps ?? 1, (persisted) => persisted.recordRedo());
    return view;
  }

  /**
   * Takes a step of a recorded fight whose view says "saving" from the start: the step is not
   * on disk yet, and the log says "saved" only once it is. A step the engine refuses changes
   * nothing, the save state included.
   */
  private taking(
    binding: FightBinding,
    before: Durability,
    step: () => DmEncounterView,
  ): DmEncounterView {
    if (binding.broken) return step();
    this.live.setDurability('saving', true);
    try {
      return step();
    } catch (error) {
      this.live.setDurability(before, true);
      throw error;
    }
  }

  private durability(): Durability {
    return this.live.dmView().durability;
  }

  /** Told when an imported encounter replaced a campaign fight (which the desk then pauses). */
  onReplaced(listener: (binding: FightBinding) => void): () => void {
    this.replaced.add(listener);
    return () => this.replaced.delete(listener);
  }

  /** An imported encounter replaces the live one: the campaign fight is let go first. */
  load(init: CreateEncounterInput, events: readonly EngineEvent[]): DmEncounterView {
    const binding = this.binding;
    this.detach();
    if (binding) for (const listener of [...this.replaced]) listener(binding);
    this.finished = false;
    this.live.setDurability('notStored');
    return this.live.load(init, events);
  }

  adopt(init: CreateEncounterInput, history: History): DmEncounterView {
    const binding = this.binding;
    this.detach();
    if (binding) for (const listener of [...this.replaced]) listener(binding);
    this.finished = false;
    this.live.setDurability('notStored');
    return this.live.adopt(init, history);
  }

  /**
   * Shows a campaign fight: replaces the live encounter with `init` and its `history` (undo
   * and redo steps included) and records further steps through `binding`. A binding without
   * `persisted` is a draft not yet on disk.
   */
  show(
    init: CreateEncounterInput,
    history: History,
    binding: FightBinding | null,
  ): DmEncounterView {
    this.detach();
    this.finished = false;
    const view = this.live.adopt(init, history);
    this.binding = binding;
    this.history = binding ? history : null;
    if (binding?.persisted) this.watch(binding.persisted);
    else this.live.setDurability('notStored');
    return this.live.dmView() ?? view;
  }

  /** Keeps showing the fight but stops recording it (it has been ended and written back). */
  finish(): void {
    this.detach();
    this.finished = true;
  }

  /** Stops recording into the bound fight (the caller pauses or closes it). */
  detach(): void {
    this.unsubscribeSave?.();
    this.unsubscribeSave = null;
    this.watched = null;
    this.binding = null;
    this.history = null;
  }

  /** Resolves once every step recorded so far has been handed to the durable log. */
  settled(): Promise<void> {
    return this.chain;
  }

  private repeat(times: number, step: (persisted: PersistedEncounter) => Promise<unknown>): void {
    const binding = this.binding;
    if (!binding) return;
    for (let i = 0; i < times; i++) this.record(binding, step);
  }

  /**
   * Hands one step to the durable log: at once when the log exists and nothing waits before
   * it, else behind the steps waiting in the chain. Either way the log gets the steps in the
   * order they were taken. A failed write only makes the save state "not saved".
   */
  private record(
    binding: FightBinding,
    step: (persisted: PersistedEncounter) => Promise<unknown>,
  ): void {
    if (binding.persisted && this.queued === 0) {
      step(binding.persisted).catch((error: unknown) => this.fail(error));
      return;
    }
    this.enqueue(binding, async (persisted) => {
      void step(persisted).catch((error: unknown) => this.fail(error));
    });
  }

  private async persistedOf(
    binding: FightBinding,
    history: History | null,
  ): Promise<PersistedEncounter> {
    if (binding.persisted) return binding.persisted;
    if (binding.broken) throw binding.broken;
    if (!history) throw new Error('the log of a draft needs the history it records');
    try {
      binding.persisted = await binding.create(this.live.init(), history);
    } catch (error) {
      // Without its start on disk no later step can be recorded: the DM sees "not saved".
      binding.broken = error;
      if (this.binding === binding) this.live.setDurability('failed');
      throw error;
    }
    return binding.persisted;
  }

  private watch(persisted: PersistedEncounter): void {
    this.unsubscribeSave?.();
    this.watched = persisted;
    this.live.setDurability(durabilityOf(persisted.saveState));
    this.unsubscribeSave = persisted.onSaveState((save) => {
      this.live.setDurability(durabilityOf(save));
    });
  }

  private enqueue(
    binding: FightBinding,
    step: (persisted: PersistedEncounter) => Promise<void>,
  ): void {
    // The history the draft was shown with: a draft's log is created from its start and records
    // the steps this very history takes.
    const history = this.history;
    this.queued += 1;
    this.chain = this.chain
      .then(async () => {
        const persisted = await this.persistedOf(binding, history);
        const done = step(persisted);
        // A draft's new log is followed once the step is handed to it, so the screen goes
        // from "saving" to "saved" when that step is on disk, never before.
        if (this.binding === binding && this.watched !== persisted) this.watch(persisted);
        await done;
      })
      .catch((error: unknown) => this.fail(error))
      .finally(() => {
        this.queued -= 1;
      });
  }

  private fail(error: unknown): void {
    // A failed write leaves the step pending in the log ("not saved", retried on the next
    // write); anything else is a fault to report.
    if (this.binding?.persisted)
      this.live.setDurability(durabilityOf(this.binding.persisted.saveState));
    for (const listener of [...this.failures]) listener(error);
  }
}
