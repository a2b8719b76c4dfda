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
  /**
   * The command is decided outside a fight (status `setup` or `ended`): a single attack, save,
   * damage, contest, escape or grapple resolves on its own, with no turn order and no action
   * economy (no `notItsTurn`, no `noAttacksLeft`, nothing spent). See outsideFight().
   */
  readonly outsideFight: boolean;
}

/**
 * True before `startEncounter` and after the fight ends: the engine's policy for resolution
 * outside the fight (a DM ruling on a scene that is not a fight yet). Rules that check whose
 * turn it is or spend the economy skip both then.
 */
export function outsideFight(state: EncounterState): boolean {
  return state.status !== 'active';
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
    outsideFight: outsideFight(state),
    newId(prefix = 'x') {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      return `${commandId}.${prefix}${n}`;
    },
  };
}
