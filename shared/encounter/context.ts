// What every decision receives: the roller and an id allocator shared by the engine and the
// system while one command is decided, so ids are unique and replay-stable.
import type { Roller } from '../dice';
import type { EncounterState } from './types';

/** Per-command context handed to decide, hooks and prompt resolution. */
export interface DecideContext {
  /** Id the command's events will carry (`k<n>`). */
  readonly commandId: string;
  /** Rolls dice (RNG or the DM's typed faces) and records every roll. */
  readonly roller: Roller;
  /** A new id unique in the encounter, e.g. `k12.p1` for prefix `p`. */
  newId(prefix?: string): string;
}

/** Id of the next command applied to `state`. */
export function nextCommandId(state: EncounterState): string {
  return `k${state.commandCount + 1}`;
}

/** Creates the context for deciding one command on `state`. */
export function createDecideContext(state: EncounterState, roller: Roller): DecideContext {
  const commandId = nextCommandId(state);
  const counters = new Map<string, number>();
  return {
    commandId,
    roller,
    newId(prefix = 'x') {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      return `${commandId}.${prefix}${n}`;
    },
  };
}
