import {
  apply,
  createEncounter,
  History,
  type CombatantInput,
  type CreateEncounterInput,
  type DispatchResult,
  type EncounterState,
  type EngineEvent,
} from '../../shared/index';
import { ENCOUNTER_LOG_VERSION, type EncounterLogHeader } from '../../shared/model/encounter-log';
import type { LogEntry } from '../../shared/model/log-entry';
import type { SaveState } from '../../shared/model/recovery';
import type { Campaign } from '../../shared/model/campaign';
import type { RosterEntry } from '../../shared/model/roster';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import type { LogWriter, SaveStateListener } from './log-writer';
import type { RosterService } from './roster-service';
import { persistentStateOf, rosterCombatant } from './roster-bridge';

/**
 * Where a fight's log lives: a campaign (its session, with its roster for the write-back) or
 * the data folder's quick fight, which has no roster.
 */
export interface EncounterHost {
  campaign(): Promise<Pick<Campaign, 'id' | 'system' | 'options'>>;
  readonly roster: Pick<RosterService, 'list' | 'setStates'> &
    Partial<Pick<RosterService, 'awardXp'>> & {
      get(id: string): Promise<RosterEntry>;
    };
  createEncounterLog(header: EncounterLogHeader): Promise<LogWriter<EncounterLogHeader>>;
  openEncounterLog(encounterId: string): Promise<LogWriter<EncounterLogHeader>>;
  closeEncounterLog(encounterId: string): Promise<void>;
}

/** What the DM chooses when starting an encounter. */
export interface StartEncounterInput {
  name: string;
  /** Roster members taking part (their saved HP, conditions and injuries come along). */
  rosterIds?: string[];
  /** Other combatants (monsters from the library or typed in), as the engine takes them. */
  combatants?: CombatantInput[];
  /** Seed of the encounter's dice. */
  seed: number | string;
  /** The prepared encounter it was started from, if any. */
  savedEncounterId?: string | null;
}

/** A command's outcome and whether it is on disk yet. */
export interface PersistedResult extends DispatchResult {
  /** "saved" once the command is durable; "notSaved" (with the reason) when it is not yet. */
  save: SaveState;
}

function asEvents(entry: Extract<LogEntry, { t: 'cmd' }>): EngineEvent[] {
  return entry.events as unknown as EngineEvent[];
}

/**
 * A started encounter whose every step is in its durable log: each command with the events the
 * engine decided, and each undo and redo as a marker. Its History is the one authority on the
 * fight; the encounter on screen shares it (begin, or adopting `history`), so a step is decided
 * and applied once and the log records that very step. Quitting at any moment and reopening
 * rebuilds the same state at the same turn with the same undo and redo history. Ending it
 * writes the survivors' state back to the roster, once.
 */
export class PersistedEncounter {
  private constructor(
    private readonly context: StoreContext,
    private readonly session: EncounterHost,
    private readonly writer: LogWriter<EncounterLogHeader>,
    readonly history: History,
  ) {}

  /** Starts a new encounter of the campaign with roster members and other combatants. */
  static async start(
    context: StoreContext,
    session: EncounterHost,
    input: StartEncounterInput,
  ): Promise<PersistedEncounter> {
    const campaign = await session.campaign();
    const members = await Promise.all((input.rosterIds ?? []).map((id) => session.roster.get(id)));
    const fromRoster = members.map((entry) => rosterCombatant(entry, campaign.system));
    const init: CreateEncounterInput = {
      system: campaign.system,
      options: campaign.options,
      combatants: [...fromRoster.map((m) => m.input), ...(input.combatants ?? [])],
      seed: input.seed,
    };
    // createEncounter validates everything (statblocks, ids) before anything is written.
    const history = new History(createEncounter(init));
    const encounter = await PersistedEncounter.create(context, session, input, init, history);
    // Lasting conditions and injuries go on as the log's first commands, so replay is exact.
    for (const command of fromRoster.flatMap((m) => m.conditionCommands)) {
      await encounter.dispatch(command);
    }
    return encounter;
  }

  /**
   * Starts the log of a fight whose history already runs elsewhere (the encounter on screen,
   * created from `init`): the log's header is written now, and the steps that history takes
   * reach the log through recordCommand, recordUndo and recordRedo, in the order taken. The
   * history is shared, not copied: each step is decided and applied once.
   */
  static async begin(
    context: StoreContext,
    session: EncounterHost,
    input: { name: string; savedEncounterId?: string | null },
    init: CreateEncounterInput,
    history: History,
  ): Promise<PersistedEncounter> {
    return PersistedEncounter.create(context, session, input, init, history);
  }

  private static async create(
    context: StoreContext,
    session: EncounterHost,
    input: { name: string; savedEncounterId?: string | null },
    init: CreateEncounterInput,
    history: History,
  ): Promise<PersistedEncounter> {
    const campaign = await session.campaign();
    const at = context.now().toISOString();
    const header: EncounterLogHeader = {
      schemaVersion: ENCOUNTER_LOG_VERSION,
      id: context.newId(),
      campaignId: campaign.id,
      name: input.name,
      savedEncounterId: input.savedEncounterId ?? null,
      status: 'active',
      createdAt: at,
      updatedAt: at,
      endedAt: null,
      writtenBack: false,
      // Exactly what the history was created from, so replaying the log rebuilds it.
      init: {
        ...init,
        options: init.options ?? {},
        combatants: (init.combatants ?? []) as EncounterLogHeader['init']['combatants'],
      } as EncounterLogHeader['init'],
    };
    const writer = await session.createEncounterLog(header);
    return new PersistedEncounter(context, session, writer, history);
  }

  /** Reopens a started encounter where it was left: same state, same undo/redo history. */
  static async resume(
    context: StoreContext,
    session: EncounterHost,
    encounterId: string,
  ): Promise<PersistedEncounter> {
    const writer = await session.openEncounterLog(encounterId);
    const history = new History(
      createEncounter(writer.header.init as unknown as CreateEncounterInput),
    );
    for (const entry of writer.entries) {
      if (entry.t === 'cmd') {
        // Applying each command's events to the current state (structural sharing) and handing
        // the result to the history is an order of magnitude faster than letting it rebuild.
        const events = asEvents(entry);
        history.push(events, apply(history.state, events));
      } else if (entry.t === 'undo') history.undo();
      else history.redo();
    }
    const encounter = new PersistedEncounter(context, session, writer, history);
    if (writer.header.status === 'paused') await encounter.setStatus('active');
    // A crash between the end of the fight and its write-back: finish it now.
    if (writer.header.status === 'ended' && !writer.header.writtenBack) await encounter.writeBack();
    return encounter;
  }

  /** The log's header (name, status, write-back flag). */
  get header(): Readonly<EncounterLogHeader> {
    return this.writer.header;
  }

  /** The current state. */
  get state(): EncounterState {
    return this.history.state;
  }

  /** Whether the latest change is on disk. */
  get saveState(): SaveState {
    return this.writer.saveState;
  }

  /** Subscribes to "saved" / "not saved" changes. */
  onSaveState(listener: SaveStateListener): () => void {
    return this.writer.onSaveState(listener);
  }

  private async record(entry: LogEntry): Promise<SaveState> {
    try {
      await this.writer.append(entry);
    } catch (error) {
      // The step happened; it stays pending in the log and the save state says "not saved".
      if (!(error instanceof StoreError)) throw error;
    }
    return this.writer.saveState;
  }

  /**
   * Records a command the history has already applied, with the events it decided (an empty
   * list records nothing). Resolves with the save state once the line is durable, or "not
   * saved" when the write failed (the entry stays pending and is retried).
   */
  recordCommand(command: unknown, events: readonly EngineEvent[]): Promise<SaveState> {
    if (events.length === 0) return Promise.resolve(this.writer.saveState);
    return this.record({
      t: 'cmd',
      commandId: String(events[0]?.commandId ?? `cmd-${this.writer.entries.length + 1}`),
      at: this.context.now().toISOString(),
      command: command as { type: string },
      events: events as unknown as { type: string }[],
    });
  }

  /** Records an undo the history has already made. */
  recordUndo(): Promise<SaveState> {
    return this.record({ t: 'undo', at: this.context.now().toISOString() });
  }

  /** Records a redo the history has already made. */
  recordRedo(): Promise<SaveState> {
    return this.record({ t: 'redo', at: this.context.now().toISOString() });
  }

  /**
   * Runs a command through the engine and records it. A command the rules refuse throws its
   * RuleError and records nothing.
   */
  async dispatch(command: unknown): Promise<PersistedResult> {
    const result = this.history.dispatch(command);
    const save = await this.recordCommand(command, result.events);
    return { ...result, save };
  }

  /** Undoes the last command (throws RuleError nothingToUndo) and records the marker. */
  async undo(): Promise<EncounterState> {
    this.history.undo();
    await this.recordUndo();
    return this.state;
  }

  /** Redoes the last undone command (throws RuleError nothingToRedo) and records the marker. */
  async redo(): Promise<EncounterState> {
    this.history.redo();
    await this.recordRedo();
    return this.state;
  }

  /** Writes whatever a full disk kept pending. */
  retrySave(): Promise<number> {
    return this.writer.retry();
  }

  private async setStatus(status: EncounterLogHeader['status']): Promise<void> {
    const at = this.context.now().toISOString();
    await this.writer.updateHeader((header) => ({
      ...header,
      status,
      updatedAt: at,
      ...(status === 'ended' ? { endedAt: header.endedAt ?? at } : {}),
    }));
  }

  /** Pauses: marks the log paused, compacts it and closes it. Resume reopens it. */
  async pause(): Promise<void> {
    await this.setStatus('paused');
    await this.writer.compact();
    await this.session.closeEncounterLog(this.header.id);
  }

  /**
   * Ends the encounter (the engine's endEncounter, with the system's end-of-fight rules),
   * writes the survivors' state back to the roster and closes the log.
   */
  async end(reason?: string): Promise<void> {
    if (this.state.status !== 'ended') {
      await this.dispatch({ type: 'endEncounter', ...(reason ? { reason } : {}) });
    }
    if (this.writer.saveState.state !== 'saved') await this.writer.retry();
    await this.setStatus('ended');
    await this.writeBack();
    await this.writer.compact();
    await this.session.closeEncounterLog(this.header.id);
  }

  // Roster members who took part get HP, conditions, injuries and death from the final state.
  // Recomputed from the final state each time, so repeating it after a crash is harmless; the
  // XP award is added once per fight (the roster remembers the fights it counted).
  private async writeBack(): Promise<void> {
    if (this.header.writtenBack) return;
    const state = this.state;
    const roster = await this.session.roster.list();
    const changes = roster
      .filter((entry) => state.combatants[entry.id] !== undefined)
      .map((entry) => ({
        id: entry.id,
        state: persistentStateOf(
          state.combatants[entry.id] as EncounterState['combatants'][string],
          state,
          entry.state,
        ),
      }));
    if (changes.length > 0) await this.session.roster.setStates(changes);
    // The DM's XP award (awardXp), added once per fight to the members' totals.
    const award = state.xpAward;
    if (award && this.session.roster.awardXp) {
      const members = new Set(roster.map((entry) => entry.id));
      await this.session.roster.awardXp(
        this.header.id,
        award.awards
          .filter((a) => members.has(a.combatantId))
          .map((a) => ({ id: a.combatantId, xp: a.xp })),
      );
    }
    await this.writer.updateHeader((header) => ({ ...header, writtenBack: true }));
  }
}
