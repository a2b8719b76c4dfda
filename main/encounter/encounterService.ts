import {
  History,
  RuleError,
  createEncounter,
  engineCommandSchemas,
  getSystem,
  toPlayerView,
  type CreateEncounterInput,
  type EncounterState,
  type EngineEvent,
  type PlayerViewSettings,
} from '../../shared/index';
import type { Language } from '../../shared/i18n/languages';
import type {
  DmEncounterDelta,
  DmEncounterView,
  Durability,
  EncounterLogView,
  HistoryView,
  LogCommandView,
  PlayerEncounterView,
} from '../../shared/ipc/index';
import { tellCommands } from './logTeller';
import { deltaBetween, fullDelta } from './viewDelta';

/** What a change did to the encounter's history, for whoever records it (the durable log). */
export type EncounterChange =
  /** A command was applied; `events` are its events (after an undo, the redo tail is gone). */
  | { readonly kind: 'command'; readonly events: readonly EngineEvent[] }
  /** `steps` commands were undone or redone. */
  | { readonly kind: 'undo' | 'redo'; readonly steps: number }
  /** The encounter was replaced (an imported one). */
  | { readonly kind: 'load' }
  /** Nothing in the history changed (the durability state did). */
  | { readonly kind: 'none' };

/** Both projections of the encounter after a change, and what changed. */
export interface EncounterViews {
  readonly dm: DmEncounterView;
  /** The DM view's change since the previous revision, as the DM window receives it. */
  readonly dmDelta: DmEncounterDelta;
  readonly player: PlayerEncounterView;
  readonly change: EncounterChange;
}

/**
 * The authoritative encounter, owned by main and run by the rules engine. Windows send it
 * commands and only ever see its projections; the player projection is made here, so nothing
 * secret leaves main for the player display.
 */
export interface EncounterService {
  dmView(): DmEncounterView;
  playerView(): PlayerEncounterView;
  /**
   * Runs one command through the engine. A command the engine's schemas or rules reject throws
   * its typed RuleError and changes nothing.
   */
  dispatch(command: unknown): DmEncounterView;
  /** Steps back whole commands; throws `nothingToUndo` (changing nothing) when there are fewer. */
  undo(steps?: number): DmEncounterView;
  /** Steps forward undone commands; throws `nothingToRedo` when there are fewer. */
  redo(steps?: number): DmEncounterView;
  /** The log from command `from` (undone commands included), told in `language`. */
  log(from: number, language: Language): EncounterLogView;
  /** Every event in effect, oldest first: the encounter's log without the undone commands. */
  events(): readonly EngineEvent[];
  /** What the encounter was created from (its log replays from it). */
  init(): CreateEncounterInput;
  /** Replaces the encounter with another one's start and log (an imported encounter). */
  load(init: CreateEncounterInput, events: readonly EngineEvent[]): DmEncounterView;
  /**
   * Replaces the encounter with one whose history is already built from `init` (a stored fight
   * reopened with its undo and redo steps), which the service then owns.
   */
  adopt(init: CreateEncounterInput, history: History): DmEncounterView;
  /**
   * Reports whether the log is durable; windows show it as the "saved" state. With `withNext`
   * the new state is not announced on its own: the next change (the step about to be taken and
   * recorded) carries it, so that step's view never says "saved" before it is on disk.
   */
  setDurability(durability: Durability, withNext?: boolean): void;
  /** Listens to changes; returns the function that stops listening. */
  onChange(listener: (views: EncounterViews) => void): () => void;
}

export interface EncounterServiceOptions {
  /** Id of a registered rule system. */
  readonly system: string;
  /** Seed of the encounter's dice. */
  readonly seed: number;
  /** What the player display may show; the engine's defaults otherwise. */
  readonly playerViewSettings?: Partial<PlayerViewSettings>;
}

/**
 * Refuses a command whose type is neither an engine nor a system command before the engine
 * looks it up, so names inherited by every object (`constructor`, `__proto__`) are unknown
 * commands like any other instead of reaching a schema table lookup.
 */
function rejectUnknownType(command: unknown, systemId: string): void {
  const type = (command as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') return;
  const system = getSystem(systemId);
  if (!Object.hasOwn(engineCommandSchemas, type) && !Object.hasOwn(system.commandSchemas, type)) {
    throw new RuleError('unknownCommand', { type, system: systemId });
  }
}

/** The log told so far in each language, by command index (dropped from where it changed). */
class ToldLog {
  private readonly byLanguage = new Map<Language, LogCommandView[]>();

  /** Forgets what was told from command `index` on. */
  invalidateFrom(index: number): void {
    for (const told of this.byLanguage.values()) if (told.length > index) told.length = index;
  }

  clear(): void {
    this.byLanguage.clear();
  }

  /**
   * Commands `from`..`length` in `language`, telling what is not told yet. `known` is a state
   * the caller already holds (the one before its latest command), saving a rebuild.
   */
  get(
    history: History,
    from: number,
    length: number,
    language: Language,
    known: { index: number; state: EncounterState } | null,
  ): readonly LogCommandView[] {
    let told = this.byLanguage.get(language);
    if (!told) {
      told = [];
      this.byLanguage.set(language, told);
    }
    if (told.length < length) {
      const start = told.length;
      const commands: (readonly EngineEvent[])[] = [];
      for (let i = 0; i < length; i++) commands.push(i < start ? [] : history.commandEvents(i));
      const before = known?.index === start ? known.state : history.stateAt(start);
      told.push(...tellCommands(before, commands, start, language));
    }
    return told.slice(from, length);
  }
}

/** Creates an empty encounter of the given rule system. */
export function createEncounterService(options: EncounterServiceOptions): EncounterService {
  let start: CreateEncounterInput = { system: options.system, seed: options.seed };
  let history = new History(createEncounter(start));
  let revision = 0;
  let changedFrom = 0;
  let durability: Durability = 'notStored';
  const told = new ToldLog();
  // The state before the latest command, which telling that command starts from.
  let beforeLatest: { index: number; state: EncounterState } | null = null;
  const state = (): EncounterState => history.state;
  // The player projection is made when first asked for after a change, once per revision,
  // however many displays ask (a change nobody projects costs nothing).
  let player: PlayerEncounterView | null = null;
  const playerView = (): PlayerEncounterView => (player ??= project());
  const listeners = new Set<(views: EncounterViews) => void>();

  function project(): PlayerEncounterView {
    return { revision, view: toPlayerView(state(), options.playerViewSettings) };
  }
  const historyView = (): HistoryView => ({
    position: history.position,
    length: history.length,
    changedFrom,
  });
  const dmView = (): DmEncounterView => ({
    revision,
    encounter: state(),
    history: historyView(),
    durability,
  });
  // The view listeners saw last, so the next change can be sent as a delta from it.
  let lastView: DmEncounterView = dmView();
  const changed = (change: EncounterChange, from: number): DmEncounterView => {
    revision += 1;
    changedFrom = from;
    told.invalidateFrom(from);
    player = null;
    const dm = dmView();
    const dmDelta = change.kind === 'load' ? fullDelta(dm) : deltaBetween(lastView, dm);
    lastView = dm;
    const views: EncounterViews = {
      dm,
      dmDelta,
      get player() {
        return playerView();
      },
      change,
    };
    for (const listener of [...listeners]) listener(views);
    return dm;
  };
  const stepsOf = (steps: number | undefined): number => {
    const n = steps ?? 1;
    if (!Number.isInteger(n) || n < 1) throw new RuleError('invalidValue', { field: 'steps' });
    return n;
  };

  return {
    dmView,
    playerView,
    dispatch(command) {
      rejectUnknownType(command, state().system);
      const at = history.position;
      const before = history.state;
      const result = history.dispatch(command);
      if (result.events.length === 0) return changed({ kind: 'none' }, history.length);
      beforeLatest = { index: at, state: before };
      return changed({ kind: 'command', events: result.events }, at);
    },
    undo(steps) {
      const n = stepsOf(steps);
      if (n > history.position) throw new RuleError('nothingToUndo');
      for (let i = 0; i < n; i++) history.undo();
      return changed({ kind: 'undo', steps: n }, history.length);
    },
    redo(steps) {
      const n = stepsOf(steps);
      if (history.position + n > history.length) throw new RuleError('nothingToRedo');
      for (let i = 0; i < n; i++) history.redo();
      return changed({ kind: 'redo', steps: n }, history.length);
    },
    log(from, language) {
      const length = history.length;
      const first = Math.min(Math.max(0, from), length);
      return {
        revision,
        history: historyView(),
        from: first,
        commands: told.get(history, first, length, language, beforeLatest),
      };
    },
    events: () => history.events(),
    init: () => start,
    load(init, events) {
      const loaded = History.fromLog(createEncounter(init), events);
      start = init;
      history = loaded;
      told.clear();
      beforeLatest = null;
      return changed({ kind: 'load' }, 0);
    },
    adopt(init, adopted) {
      start = init;
      history = adopted;
      told.clear();
      beforeLatest = null;
      return changed({ kind: 'load' }, 0);
    },
    setDurability(next, withNext) {
      if (next === durability) return;
      durability = next;
      if (!withNext) changed({ kind: 'none' }, history.length);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
