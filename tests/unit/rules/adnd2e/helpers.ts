// Small helpers for driving 2e encounters through the public engine surface in tests.
import { createEncounter, dispatch } from '../../../../shared';
import type { CombatantInput, EncounterState, EngineEvent, OptionValues } from '../../../../shared';

/** A 2e encounter under test: current state, all events, and a command runner. */
export interface Run {
  state: EncounterState;
  events: EngineEvent[];
  do(command: Record<string, unknown>): EngineEvent[];
  c(id: string): EncounterState['combatants'][string] & object;
  sys(id: string): Record<string, unknown>;
}

/** Starts a 2e encounter (setup status) with the given combatants and options. */
export function encounter(combatants: CombatantInput[], options: OptionValues = {}, seed = 1): Run {
  const run: Run = {
    state: createEncounter({ system: 'adnd2e', options, combatants, seed }),
    events: [],
    do(command) {
      const r = dispatch(run.state, command);
      run.state = r.state;
      run.events.push(...r.events);
      return r.events;
    },
    c(id) {
      const c = run.state.combatants[id];
      if (!c) throw new Error(`no combatant ${id}`);
      return c;
    },
    sys(id) {
      return run.c(id).sys as Record<string, unknown>;
    },
  };
  return run;
}

/** Events of one type. */
export function ofType(events: readonly EngineEvent[], type: string): EngineEvent[] {
  return events.filter((e) => e.type === type);
}

/** A PC built from a class list. */
export function pc(
  id: string,
  classes: { group: string; level: number; [k: string]: unknown }[],
  extra: Record<string, unknown> = {},
  side = 'party',
): CombatantInput {
  return { id, name: id, kind: 'pc', side, statblock: { name: id, classes, ...extra } };
}

/** A monster built from Hit Dice. */
export function monster(
  id: string,
  hitDice: string,
  extra: Record<string, unknown> = {},
  side = 'foes',
): CombatantInput {
  return { id, name: id, kind: 'monster', side, statblock: { name: id, hitDice, ...extra } };
}
