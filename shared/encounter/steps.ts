// Accumulates the events of one command while keeping the state they lead to, so later stages
// (hooks, the next turn) decide on the state the earlier events produced.
import type { RuleSystem } from './port';
import { applyEvents } from './reduce';
import type { EncounterState, EngineEvent } from './types';

/** Events decided so far for one command, and the state they produce. */
export class Steps {
  /** Events in order. */
  readonly events: EngineEvent[] = [];
  /** State after all events so far. */
  state: EncounterState;

  constructor(
    state: EncounterState,
    private readonly system: RuleSystem,
  ) {
    this.state = state;
  }

  /** Records events and applies them. */
  push(...events: EngineEvent[]): void {
    if (events.length === 0) return;
    this.events.push(...events);
    this.state = applyEvents(this.state, events, this.system);
  }

  /** True when an open prompt blocks turns. */
  blocked(): boolean {
    return this.state.prompts.some((p) => p.blocking);
  }
}
