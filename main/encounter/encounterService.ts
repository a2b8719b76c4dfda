import {
  RuleError,
  createEncounter,
  dispatch,
  engineCommandSchemas,
  getSystem,
  replay,
  toPlayerView,
  type CreateEncounterInput,
  type EncounterState,
  type EngineEvent,
  type PlayerViewSettings,
} from '../../shared/index';
import type { DmEncounterView, PlayerEncounterView } from '../../shared/ipc/index';

/** Both projections of the encounter after a change. */
export interface EncounterViews {
  readonly dm: DmEncounterView;
  readonly player: PlayerEncounterView;
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
  /** Every event applied so far, oldest first: the encounter's log. */
  events(): readonly EngineEvent[];
  /** What the encounter was created from (its log replays from it). */
  init(): CreateEncounterInput;
  /** Replaces the encounter with another one's start and log (an imported encounter). */
  load(init: CreateEncounterInput, events: readonly EngineEvent[]): DmEncounterView;
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

/** Creates an empty encounter of the given rule system. */
export function createEncounterService(options: EncounterServiceOptions): EncounterService {
  let start: CreateEncounterInput = { system: options.system, seed: options.seed };
  let state: EncounterState = createEncounter(start);
  let log: EngineEvent[] = [];
  let revision = 0;
  // The player projection is made once per change, however many displays ask for it.
  let player: PlayerEncounterView = project();
  const listeners = new Set<(views: EncounterViews) => void>();

  function project(): PlayerEncounterView {
    return { revision, view: toPlayerView(state, options.playerViewSettings) };
  }
  const dmView = (): DmEncounterView => ({ revision, encounter: state });
  const changed = (): DmEncounterView => {
    revision += 1;
    player = project();
    const views = { dm: dmView(), player };
    for (const listener of [...listeners]) listener(views);
    return views.dm;
  };

  return {
    dmView,
    playerView: () => player,
    dispatch(command) {
      rejectUnknownType(command, state.system);
      const result = dispatch(state, command);
      state = result.state;
      log.push(...result.events);
      return changed();
    },
    events: () => log,
    init: () => start,
    load(init, events) {
      const loaded = replay(createEncounter(init), events);
      start = init;
      state = loaded;
      log = [...events];
      return changed();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
