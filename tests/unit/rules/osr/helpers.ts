// Helpers for OSR engine tests: a party and goblins, dispatching with typed dice.
import { expect } from 'vitest';
import { History, RuleError, createEncounter, dispatch } from '../../../../shared';
import type { CombatantInput, EncounterState, EngineEvent, OptionValues } from '../../../../shared';

/** A fighter, an elf and a thief against three goblins and an ogre. */
export const standardCombatants: CombatantInput[] = [
  {
    id: 'fighter',
    name: 'Fighter',
    kind: 'pc',
    maxHp: 12,
    ac: 4,
    sys: { meleeBonus: 1, rangedBonus: 0, strBonus: 1, speed: 90, hasShield: true, damage: '1d8' },
  },
  {
    id: 'elf',
    name: 'Elf',
    kind: 'pc',
    maxHp: 8,
    ac: 6,
    sys: { race: 'elf', rangedBonus: 1, speed: 120, damage: '1d6' },
  },
  { id: 'thief', name: 'Thief', kind: 'pc', maxHp: 6, ac: 7, sys: { speed: 120, chaBonus: 1 } },
  {
    id: 'g1',
    name: 'Goblin',
    kind: 'monster',
    statblock: { name: 'Goblin', hd: '1-1', hp: 4, ac: 6, movement: 60, damage: '1d6' },
  },
  {
    id: 'g2',
    name: 'Goblin',
    kind: 'monster',
    statblock: { name: 'Goblin', hd: '1-1', hp: 4, ac: 6, movement: 60, damage: '1d6' },
  },
];

/** A new OSR encounter (status setup) with the standard combatants. */
export function osrEncounter(
  options: OptionValues = {},
  combatants: CombatantInput[] = standardCombatants,
  seed: number | string = 7,
): EncounterState {
  return createEncounter({ system: 'osr', seed, options, combatants });
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

/** Asserts a command is rejected with `code` and leaves state and log unchanged. */
export function expectRejected(state: EncounterState, command: unknown, code: string): void {
  const h = new History(state);
  let thrown: unknown;
  try {
    h.dispatch(command);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(RuleError);
  expect((thrown as RuleError).code).toBe(code);
  expect(h.state).toBe(state);
}

/** The first event of a type. */
export function eventOf(events: EngineEvent[], type: string): EngineEvent {
  const e = events.find((x) => x.type === type);
  expect(e, `event ${type}`).toBeDefined();
  return e as EngineEvent;
}

/** Starts the encounter; round 1 opens at the declare step. */
export function started(state: EncounterState): EncounterState {
  return run(state, { type: 'startEncounter' }).state;
}

/** Advances from the declare step through the initiative step with the given side dice. */
export function rollInitiativeStep(
  state: EncounterState,
  dice: Record<string, number>,
): { state: EncounterState; events: EngineEvent[] } {
  const typedRolls = Object.fromEntries(
    Object.entries(dice).map(([side, face]) => [`initiative:${side}`, [face]]),
  );
  return run(state, { type: 'nextTurn', typedRolls });
}

/** Keys of the slots, current one marked with `*`. */
export function slotKeys(state: EncounterState): string[] {
  return state.slots.map((s) => (state.turn?.slotKey === s.key ? `*${s.key}` : s.key));
}

/** `n` plain combatants on a side (for group-size rules). */
export function many(prefix: string, n: number, side: string, speed = 120): CombatantInput[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    name: `${prefix} ${i + 1}`,
    kind: side === 'party' ? ('pc' as const) : ('monster' as const),
    side,
    maxHp: 5,
    sys: { speed },
  }));
}

/** Walks the round to the step with `slotKey` (nextTurn without typed dice). */
export function advanceTo(state: EncounterState, slotKey: string, limit = 30): EncounterState {
  let s = state;
  for (let i = 0; i < limit && s.turn?.slotKey !== slotKey; i++) {
    s = run(s, { type: 'nextTurn' }).state;
  }
  expect(s.turn?.slotKey).toBe(slotKey);
  return s;
}
