// The encounter the windows see, made campaign-aware. It is the encounter service every channel
// uses (commands, undo/redo, the library adding creatures, the export), answering at once from
// the engine in memory; when the fight belongs to a campaign each step is also recorded in the
// campaign's durable encounter log (the store's PersistedEncounter), in order, and the DM view
// reports "saved" only once the log says the step is on disk.
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
  /** Creates the durable encounter for a draft from the draft's start. */
  readonly create: (init: CreateEncounterInput) => Promise<PersistedEncounter>;
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
 * The campaign-aware encounter. Steps are applied to the in-memory engine first (the DM sees
 * them at once); the same steps then go, strictly in order, to the durable log. The engine is
 * deterministic, so the durable encounter deciding the same command from the same state
 * records the same events.
 */
export class LiveEncounter implements EncounterService {
  private binding: FightBinding | null = null;
  private chain: Promise<void> = Promise.resolve();
  // Set once a fight has been ended and written back: it is shown but no longer changed.
  private finished = false;
  private unsubscribeSave: (() => void) | null = null;
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

  setDurability(durability: Durability): void {
    this.live.setDurability(durability);
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
    const wasEnded = this.live.dmView().encounter.status === 'ended';
    const view = this.live.dispatch(command);
    const binding = this.binding;
    if (binding) {
      this.enqueue(async () => {
        const persisted = await this.persistedOf(binding);
        void persisted.dispatch(command).catch((error: unknown) => this.fail(error));
      });
      if (!wasEnded && view.encounter.status === 'ended') {
        // Ending is final: the fight is written back to the roster and no longer changes.
        this.detach();
        this.finished = true;
        this.enqueue(async () => binding.onEnded(await this.persistedOf(binding)));
      }
    }
    return view;
  }

  undo(steps?: number): DmEncounterView {
    this.guard();
    const view = this.live.undo(steps);
    this.repeat(steps ?? 1, (persisted) => persisted.undo());
    return view;
  }

  redo(steps?: number): DmEncounterView {
    this.guard();
    const view = this.live.redo(steps);
    this.repeat(steps ?? 1, (persisted) => persisted.redo());
    return view;
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
    this.binding = null;
  }

  /** Resolves once every step recorded so far has been handed to the durable log. */
  settled(): Promise<void> {
    return this.chain;
  }

  private repeat(times: number, step: (persisted: PersistedEncounter) => Promise<unknown>): void {
    const binding = this.binding;
    if (!binding) return;
    this.enqueue(async () => {
      const persisted = await this.persistedOf(binding);
      for (let i = 0; i < times; i++) void step(persisted).catch((error) => this.fail(error));
    });
  }

  private async persistedOf(binding: FightBinding): Promise<PersistedEncounter> {
    if (binding.persisted) return binding.persisted;
    if (binding.broken) throw binding.broken;
    try {
      binding.persisted = await binding.create(this.live.init());
    } catch (error) {
      // Without its start on disk no later step can be recorded: the DM sees "not saved".
      binding.broken = error;
      if (this.binding === binding) this.live.setDurability('failed');
      throw error;
    }
    if (this.binding === binding) this.watch(binding.persisted);
    return binding.persisted;
  }

  private watch(persisted: PersistedEncounter): void {
    this.unsubscribeSave?.();
    this.live.setDurability(durabilityOf(persisted.saveState));
    this.unsubscribeSave = persisted.onSaveState((save) => {
      this.live.setDurability(durabilityOf(save));
    });
  }

  private enqueue(step: () => Promise<void>): void {
    this.chain = this.chain.then(step).catch((error: unknown) => this.fail(error));
  }

  private fail(error: unknown): void {
    // A failed write leaves the step pending in the log ("not saved", retried on the next
    // write); anything else is a fault to report.
    if (this.binding?.persisted)
      this.live.setDurability(durabilityOf(this.binding.persisted.saveState));
    for (const listener of [...this.failures]) listener(error);
  }
}
