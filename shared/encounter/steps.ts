// Accumulates the events of one command while keeping the state they lead to, so later stages
// (hooks, the next turn) decide on the state the earlier events produced. Events pushed without
// a look at the state in between are applied together when the state is next read: one copy of
// each creature they touch instead of one per push (a turn's end and start push dozens).
import type { RuleSystem } from './port';
import { applyEvents } from './reduce';
import type { EncounterState, EngineEvent } from './types';

/** Events decided so far for one command, and the state they produce. */
export class Steps {
  /** Events in order. */
  readonly events: EngineEvent[] = [];
  private applied: EncounterState;
  /** Events pushed since the state was last read. */
  private pending: EngineEvent[] = [];

  constructor(
    state: EncounterState,
    private readonly system: RuleSystem,
  ) {
    this.applied = state;
  }

  /** State after all events so far (each read is a snapshot later pushes leave as it is). */
  get state(): EncounterState {
    if (this.pending.length > 0) {
      this.applied = applyEvents(this.applied, this.pending, this.system);
      this.pending = [];
    }
    return this.applied;
  }

  /** Records events; they apply before the state is next read. */
  push(...events: EngineEvent[]): void {
    if (events.length === 0) return;
    this.events.push(...events);
    this.pending.push(...events);
  }

  /** True when an open prompt blocks turns. */
  blocked(): boolean {
    return this.state.prompts.some((p) => p.blocking);
  }
}
