// Helpers for 5e rule tests: build encounters, dispatch commands, read 5e state.
import { expect } from 'vitest';
import { History, RuleError, createEncounter, dispatch } from '../../../../shared';
import type {
  CombatantInput,
  EncounterState,
  EngineEvent,
  OptionValues,
  Prompt,
} from '../../../../shared';
import type { Dnd5eSys } from '../../../../shared/rules/dnd5e';

/** A 5e encounter with the given combatants and options. */
export function enc(
  combatants: CombatantInput[],
  options: OptionValues = {},
  seed: number | string = 1,
): EncounterState {
  return createEncounter({ system: 'dnd5e', seed, options, combatants });
}

/** A PC with max HP and optional current HP and extra sys. */
export function pc(id: string, maxHp: number, extra: Partial<CombatantInput> = {}): CombatantInput {
  return { id, name: id, kind: 'pc', maxHp, ...extra };
}

/** A monster with max HP (instant death at 0 by default). */
export function monster(
  id: string,
  maxHp: number,
  extra: Partial<CombatantInput> = {},
): CombatantInput {
  return { id, name: id, kind: 'monster', maxHp, ...extra };
}

/** Dispatches commands in order. */
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

/** The 5e state of a combatant. */
export function sys(state: EncounterState, id: string): Dnd5eSys {
  return state.combatants[id]?.sys as unknown as Dnd5eSys;
}

/** Condition keys on a combatant. */
export function conds(state: EncounterState, id: string): string[] {
  return (state.combatants[id]?.conditions ?? []).map((c) => c.key);
}

/** The open prompt of a kind (optionally for a combatant). */
export function prompt(state: EncounterState, kind: string, combatantId?: string): Prompt {
  const p = state.prompts.find(
    (x) => x.kind === kind && (combatantId === undefined || x.combatantId === combatantId),
  );
  if (!p) throw new Error(`no ${kind} prompt; open: ${state.prompts.map((x) => x.kind).join(',')}`);
  return p;
}

/** Answers a prompt. */
export function answer(
  state: EncounterState,
  p: Prompt,
  choice: unknown,
  typedRolls?: Record<string, number[]>,
  data?: unknown,
) {
  return run(state, {
    type: 'resolvePrompt',
    promptId: p.id,
    choice,
    ...(typedRolls ? { typedRolls } : {}),
    ...(data ? { data } : {}),
  });
}

/** Asserts rejection with `code`, state and log unchanged. */
export function rejects(state: EncounterState, command: unknown, code: string): RuleError {
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
  throw new Error(`accepted: ${JSON.stringify(command)}`);
}

/** Event types in order. */
export function types(events: EngineEvent[]): string[] {
  return events.map((e) => e.type);
}

/** Ids whose turn it is. */
export function active(state: EncounterState): string[] {
  return state.turn?.activeIds ?? [];
}
