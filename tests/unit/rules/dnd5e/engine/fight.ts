// Helpers for engine-level tests of the 5e tactical rules: a fight in a fixed initiative order,
// moving to a creature's turn, reading its tactical state.
import { expect } from 'vitest';
import { History, replay } from '../../../../../shared';
import type {
  CombatantInput,
  EncounterState,
  EngineEvent,
  OptionValues,
} from '../../../../../shared';
import type { TacticalCombatantView, TacticalSys } from '../../../../../shared/rules/dnd5e';
import { combatantTactics } from '../../../../../shared/rules/dnd5e';
import { enc, run } from '../helpers';

/** A started fight: initiative in the order given (first acts first), round 1 under way. */
export function fight(
  combatants: CombatantInput[],
  options: OptionValues = {},
  order: string[] = combatants.map((c) => c.id as string),
  setup: unknown[] = [],
): EncounterState {
  let s = enc(combatants, options);
  s = run(s, ...setup).state;
  order.forEach((id, i) => {
    s = run(s, { type: 'setInitiative', combatantId: id, score: 30 - i }).state;
  });
  return run(s, { type: 'startEncounter' }).state;
}

/** Advances turns until it is `id`'s turn. */
export function turnOf(state: EncounterState, id: string): EncounterState {
  let s = state;
  for (let i = 0; i < 100 && !(s.turn?.activeIds.includes(id) ?? false); i++) {
    s = run(s, { type: 'nextTurn' }).state;
  }
  expect(s.turn?.activeIds).toContain(id);
  return s;
}

/** The tactical fields of a combatant's 5e state. */
export function tac(state: EncounterState, id: string): TacticalSys {
  return state.combatants[id]?.sys as unknown as TacticalSys;
}

/** The panel's view of a combatant. */
export function panel(state: EncounterState, id: string): TacticalCombatantView {
  return combatantTactics(state, state.combatants[id] as never);
}

/** The data of every `note5e` event of a kind. */
export function notes(events: EngineEvent[], kind: string): Record<string, unknown>[] {
  return events
    .filter((e) => e.type === 'note5e' && e.kind === kind)
    .map((e) => e.data as Record<string, unknown>);
}

/**
 * Runs commands through a History and checks replay of the log equals the live state and that
 * undoing everything and redoing it gives the same state.
 */
export function checkReplayAndUndo(init: EncounterState, commands: unknown[]): EncounterState {
  const h = new History(init);
  for (const c of commands) h.dispatch(c);
  const live = h.state;
  expect(replay(init, h.events())).toEqual(live);
  let undone = 0;
  while (h.canUndo) {
    h.undo();
    undone++;
  }
  expect(h.state).toEqual(init);
  for (let i = 0; i < undone; i++) h.redo();
  expect(h.state).toEqual(live);
  return live;
}

/** A combatant input with the given speeds and extras. */
export function creature(
  id: string,
  kind: 'pc' | 'monster',
  extra: Partial<CombatantInput> & { speed?: Record<string, number>; size?: string } = {},
): CombatantInput {
  const { speed, size, sys, ...rest } = extra;
  return {
    id,
    name: id,
    kind,
    maxHp: 30,
    ac: 12,
    side: kind === 'pc' ? 'party' : 'foes',
    ...rest,
    sys: {
      deathRule: 'saves',
      ...(speed ? { speed } : {}),
      ...(size ? { size } : {}),
      ...((sys as object | undefined) ?? {}),
    },
  } as CombatantInput;
}
