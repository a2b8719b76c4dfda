import { describe, expect, it } from 'vitest';
import './simple-system';
import {
  History,
  RuleError,
  createEncounter,
  dispatch,
  replay,
  engineCommandSchema,
} from '../../../shared';
import type { EncounterState, EngineEvent } from '../../../shared';

function make(extra: Partial<Parameters<typeof createEncounter>[0]> = {}): EncounterState {
  return createEncounter({
    system: 'simple',
    seed: 1,
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
    ...extra,
  });
}

function rejects(state: EncounterState, command: unknown): RuleError {
  const h = new History(state);
  try {
    h.dispatch(command);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect(h.state).toBe(state);
    expect(h.events()).toEqual([]);
    return e as RuleError;
  }
  throw new Error('command was accepted');
}

function run(
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

describe('createEncounter', () => {
  it('fills options with defaults, builds combatants through the system, default sides', () => {
    const s = make();
    expect(s.options).toEqual({
      perRound: false,
      extra: false,
      ties: 'manual',
      bySide: false,
      limit: 3,
    });
    expect(s.combatants.g1).toMatchObject({
      hp: 7,
      maxHp: 7,
      ac: 15,
      initiativeBonus: 2,
      side: 'foes',
      groupId: 'gob',
    });
    expect(s.combatants.a?.side).toBe('party');
    expect(s.groups.gob?.name).toBe('Goblin');
    expect(s.status).toBe('setup');
  });

  it('rejects unknown options, bad values, unknown systems and bad statblocks', () => {
    expect(() => make({ options: { nope: true } })).toThrowError(/unknownOption/);
    expect(() => make({ options: { ties: 'sometimes' } })).toThrowError(/invalidOptionValue/);
    expect(() => make({ options: { limit: 99 } })).toThrowError(/invalidOptionValue/);
    expect(() => make({ options: { extra: true } })).toThrowError(/optionRequires/);
    expect(() => createEncounter({ system: 'nope', seed: 1 })).toThrowError(/unknownSystem/);
    expect(() =>
      createEncounter({
        system: 'simple',
        seed: 1,
        combatants: [{ name: 'X', kind: 'monster', statblock: { hp: 'many' } }],
      }),
    ).toThrowError(/invalidStatblock/);
  });
});

describe('bad commands are rejected with a typed error; state and log unchanged', () => {
  const s = make();
  it('unknown combatant', () => {
    const e = rejects(s, { type: 'damage', targetIds: ['zz'], amount: 3 });
    expect(e.code).toBe('unknownCombatant');
    expect(e.params.combatantId).toBe('zz');
  });
  it('negative damage', () => {
    const e = rejects(s, { type: 'damage', targetIds: ['a'], amount: -3 });
    expect(e.code).toBe('negativeAmount');
    expect(e.params.amount).toBe(-3);
  });
  it('a typed roll outside the die range', () => {
    const e = rejects(s, { type: 'attack', combatantId: 'a', typedRolls: { attack: [21, 3] } });
    expect(e.code).toBe('rollOutOfRange');
    expect(e.params).toMatchObject({ face: 21, sides: 20, purpose: 'attack' });
  });
  it('a typed roll with the wrong number of dice', () => {
    expect(
      rejects(s, { type: 'attack', combatantId: 'a', typedRolls: { attack: [12] } }).code,
    ).toBe('rollCountMismatch');
  });
  it('an option the system does not have', () => {
    const e = rejects(s, { type: 'setOption', key: 'flanking', value: true });
    expect(e.code).toBe('unknownOption');
    expect(e.params.key).toBe('flanking');
  });
  it('an invalid option value', () => {
    expect(rejects(s, { type: 'setOption', key: 'ties', value: 'maybe' }).code).toBe(
      'invalidOptionValue',
    );
    expect(rejects(s, { type: 'setOption', key: 'perRound', value: 3 }).code).toBe(
      'invalidOptionValue',
    );
  });
  it('an option whose prerequisite is off', () => {
    expect(rejects(s, { type: 'setOption', key: 'extra', value: true }).code).toBe(
      'optionRequires',
    );
  });
  it('unknown command type and malformed payloads', () => {
    expect(rejects(s, { type: 'fly' }).code).toBe('unknownCommand');
    for (const inherited of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(rejects(s, { type: inherited }).code).toBe('unknownCommand');
    }
    expect(rejects(s, { nope: 1 }).code).toBe('invalidCommand');
    const e = rejects(s, { type: 'damage', targetIds: 'a', amount: 1 });
    expect(e.code).toBe('invalidCommand');
    expect(e.params.path).toBe('targetIds');
  });
  it('next turn before the encounter starts', () => {
    expect(rejects(s, { type: 'nextTurn' }).code).toBe('encounterNotActive');
  });
  it('unknown condition key, unknown prompt', () => {
    expect(rejects(s, { type: 'addCondition', combatantId: 'a', key: 'petrified' }).code).toBe(
      'unknownCondition',
    );
    expect(rejects(s, { type: 'resolvePrompt', promptId: 'p9' }).code).toBe('unknownPrompt');
  });
  it('HP outside the system range', () => {
    expect(rejects(s, { type: 'updateCombatant', combatantId: 'a', patch: { hp: 21 } }).code).toBe(
      'invalidValue',
    );
    expect(rejects(s, { type: 'updateCombatant', combatantId: 'a', patch: { hp: -1 } }).code).toBe(
      'invalidValue',
    );
  });
});

describe('dispatch', () => {
  it('stamps command ids, stores rolls on the first event and the RNG state on the last', () => {
    const s = make();
    const { state, events } = dispatch(s, { type: 'attack', combatantId: 'a' });
    expect(events[0]?.commandId).toBe('k1');
    expect(events[0]?.rolls?.map((r) => r.purpose)).toEqual(['attack', 'damage']);
    expect(events.at(-1)?.rng).toEqual(state.rng);
    expect(state.rng).not.toEqual(s.rng);
    expect(state.commandCount).toBe(1);
    expect(s.commandCount).toBe(0);
  });

  it('uses typed rolls instead of the RNG and leaves the RNG untouched', () => {
    const s = make();
    const { state, events } = dispatch(s, {
      type: 'attack',
      combatantId: 'a',
      typedRolls: { attack: [4, 15], damage: [8] },
    });
    expect(events[0]).toMatchObject({ total: 17, damage: 10 });
    expect(events[0]?.rolls?.every((r) => r.source === 'typed')).toBe(true);
    expect(state.rng).toEqual(s.rng);
  });

  it('structural sharing: untouched combatants keep their identity', () => {
    const s = make();
    const { state } = dispatch(s, { type: 'damage', targetIds: ['a'], amount: 5 });
    expect(state.combatants.a?.hp).toBe(15);
    expect(s.combatants.a?.hp).toBe(20);
    expect(state.combatants.b).toBe(s.combatants.b);
    expect(state.slots).toBe(s.slots);
  });

  it('every engine command payload validates with the exported zod schema', () => {
    expect(engineCommandSchema.safeParse({ type: 'nextTurn' }).success).toBe(true);
    expect(engineCommandSchema.safeParse({ type: 'setOption', key: 'x' }).success).toBe(false);
  });
});

describe('replay', () => {
  it('rebuilds the same state from the log and leaves the initial state untouched', () => {
    const s = make();
    const before = JSON.stringify(s);
    const { state, events } = run(
      s,
      { type: 'rollInitiative' },
      { type: 'startEncounter' },
      { type: 'damage', targetIds: ['a', 'g1'], amount: 6 },
      {
        type: 'addCondition',
        combatantId: 'b',
        key: 'stunned',
        duration: { at: 'turnEnd', of: 'b', rounds: 1 },
      },
      { type: 'nextTurn' },
      { type: 'nextTurn' },
      { type: 'attack', combatantId: 'b' },
    );
    const json = JSON.parse(JSON.stringify(events)) as EngineEvent[];
    expect(replay(s, json)).toEqual(state);
    expect(JSON.stringify(s)).toBe(before);
  });
});
