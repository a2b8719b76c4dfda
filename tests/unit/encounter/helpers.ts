// Shared helpers for engine tests.
import { expect } from 'vitest';
import './simple-system';
import { History, RuleError, createEncounter, dispatch } from '../../../shared';
import type { EncounterState, EngineEvent, OptionValues } from '../../../shared';

/** A simple-system encounter: two PCs and a group of two goblins. */
export function makeEncounter(
  options: OptionValues = {},
  seed: number | string = 1,
): EncounterState {
  return createEncounter({
    system: 'simple',
    seed,
    options,
    combatants: [
      { id: 'a', name: 'Alda', kind: 'pc', initiativeBonus: 3, maxHp: 20 },
      { id: 'b', name: 'Borin', kind: 'pc', initiativeBonus: 1, maxHp: 12 },
      {
        id: 'g1',
        name: 'Goblin',
        kind: 'monster',
        groupId: 'gob',
        statblock: { hp: 7, ac: 15, init: 2 },
      },
      {
        id: 'g2',
        name: 'Goblin',
        kind: 'monster',
        groupId: 'gob',
        statblock: { hp: 7, ac: 15, init: 2 },
      },
    ],
  });
}

/** Dispatches commands in order; returns the final state and all events. */
export function run(
  state: EncounterState,
  ...commands: unknown[]
): { state: EncounterState; events: EngineEvent[] } {
  const events: EngineEvent[] = [];
  let s = state;
  for (const c of commands) {
    const r = dispatch(s, c);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Asserts that a command is rejected with `code` and changes neither state nor log. */
export function expectRejected(state: EncounterState, command: unknown, code: string): RuleError {
  const h = new History(state);
  try {
    h.dispatch(command);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).code).toBe(code);
    expect(h.state).toBe(state);
    expect(h.events()).toEqual([]);
    return e as RuleError;
  }
  throw new Error(`command was accepted: ${JSON.stringify(command)}`);
}

/** Ids whose turn it is. */
export function active(state: EncounterState): string[] {
  return state.turn?.activeIds ?? [];
}
