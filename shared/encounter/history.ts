// Unlimited undo/redo over an encounter's log. Steps are whole commands; states are rebuilt
// from periodic checkpoints by applying recorded events (never by deciding commands again). A
// new command after an undo drops the redo tail. The persisted log may contain undo/redo
// markers so a reopened encounter has the same history.
import { RuleError } from '../errors';
import { systemById } from './system-lookup';
import type { DispatchResult } from './engine';
import { dispatch } from './engine';
import { replayEvents } from './reduce';
import type { EncounterState, EngineEvent } from './types';

/** Marker entries of a persisted log. */
export interface HistoryMarker {
  /** `history.undo` or `history.redo`. */
  type: 'history.undo' | 'history.redo';
}

/** One entry of a persisted log: an event or an undo/redo marker. */
export type HistoryEntry = EngineEvent | HistoryMarker;

/** True when a log entry is an undo/redo marker. */
export function isHistoryMarker(entry: HistoryEntry): entry is HistoryMarker {
  return entry.type === 'history.undo' || entry.type === 'history.redo';
}

/** Groups events into commands by their commandId (consecutive runs). */
function splitCommands(events: readonly EngineEvent[]): EngineEvent[][] {
  const out: EngineEvent[][] = [];
  let last: string | undefined;
  for (const e of events) {
    const cur = out[out.length - 1];
    if (cur && e.commandId === last && last !== undefined) cur.push(e);
    else out.push([e]);
    last = e.commandId;
  }
  return out;
}

/** Undo/redo history of one encounter. Mutable; owned by whoever runs the encounter. */
export class History {
  /** Initial state of the encounter. */
  readonly init: EncounterState;
  private readonly commands: EngineEvent[][] = [];
  private cursor = 0;
  private current: EncounterState;
  private readonly checkpoints = new Map<number, EncounterState>();
  private readonly every: number;

  constructor(init: EncounterState, options: { checkpointEvery?: number } = {}) {
    this.init = init;
    this.current = init;
    this.every = Math.max(1, options.checkpointEvery ?? 64);
    this.checkpoints.set(0, init);
  }

  /** Rebuilds a history from a persisted log (events with undo/redo markers). */
  static fromLog(
    init: EncounterState,
    entries: readonly HistoryEntry[],
    options: { checkpointEvery?: number } = {},
  ): History {
    const h = new History(init, options);
    let pending: EngineEvent[] = [];
    const flush = () => {
      for (const cmd of splitCommands(pending)) h.push(cmd, null);
      pending = [];
    };
    for (const entry of entries) {
      if (isHistoryMarker(entry)) {
        flush();
        if (entry.type === 'history.undo') h.undo();
        else h.redo();
      } else {
        pending.push(entry);
      }
    }
    flush();
    return h;
  }

  /** The current state. */
  get state(): EncounterState {
    return this.current;
  }

  /** Number of commands currently applied. */
  get position(): number {
    return this.cursor;
  }

  /** Total commands recorded, including the redo tail. */
  get length(): number {
    return this.commands.length;
  }

  /** True when there is a command to undo. */
  get canUndo(): boolean {
    return this.cursor > 0;
  }

  /** True when there is an undone command to redo. */
  get canRedo(): boolean {
    return this.cursor < this.commands.length;
  }

  /** Dispatches a command on the current state and records its events. */
  dispatch(command: unknown): DispatchResult {
    const result = dispatch(this.current, command);
    if (result.events.length > 0) this.push(result.events, result.state);
    return result;
  }

  /** Records one command's events; `state` is the state they lead to (computed when null). */
  push(events: EngineEvent[], state: EncounterState | null): void {
    if (this.cursor < this.commands.length) {
      this.commands.length = this.cursor;
      for (const k of [...this.checkpoints.keys()]) if (k > this.cursor) this.checkpoints.delete(k);
    }
    this.commands.push(events);
    this.cursor += 1;
    this.current = state ?? this.rebuild(this.cursor, this.current, this.cursor - 1);
    if (this.cursor % this.every === 0) this.checkpoints.set(this.cursor, this.current);
  }

  /** Steps back one command. */
  undo(): EncounterState {
    if (!this.canUndo) throw new RuleError('nothingToUndo');
    this.cursor -= 1;
    this.current = this.stateAt(this.cursor);
    return this.current;
  }

  /** Steps forward one command. */
  redo(): EncounterState {
    if (!this.canRedo) throw new RuleError('nothingToRedo');
    const from = this.current;
    this.cursor += 1;
    this.current = this.rebuild(this.cursor, from, this.cursor - 1);
    if (this.cursor % this.every === 0) this.checkpoints.set(this.cursor, this.current);
    return this.current;
  }

  /** Events of the applied commands, in order (what `replay` needs). */
  events(): EngineEvent[] {
    return this.commands.slice(0, this.cursor).flat();
  }

  /** Events of the command at `index` (0-based), including undone ones. */
  commandEvents(index: number): readonly EngineEvent[] {
    return this.commands[index] ?? [];
  }

  /** The state after `n` commands. */
  stateAt(n: number): EncounterState {
    let base = 0;
    for (const k of this.checkpoints.keys()) if (k <= n && k > base) base = k;
    return this.rebuild(n, this.checkpoints.get(base) as EncounterState, base);
  }

  private rebuild(n: number, from: EncounterState, fromIndex: number): EncounterState {
    if (n === fromIndex) return from;
    const events = this.commands.slice(fromIndex, n).flat();
    return replayEvents(from, events, systemById(from.system));
  }
}
