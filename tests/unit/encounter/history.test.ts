import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { History, RuleError, replay } from '../../../shared';
import type { HistoryEntry } from '../../../shared';
import { makeEncounter } from './helpers';

const typed = { typedRolls: { 'init:a': [15], 'init:b': [10], 'init:gob': [12] } };

/** Commands a fuzzer may pick; some are rejected depending on state, which is fine. */
const commandArb = fc.oneof(
  fc.record({
    type: fc.constant('damage'),
    targetIds: fc.subarray(['a', 'b', 'g1', 'g2'], { minLength: 1 }),
    amount: fc.integer({ min: 0, max: 25 }),
  }),
  fc.record({
    type: fc.constant('heal'),
    targetIds: fc.subarray(['a', 'b', 'g1', 'g2'], { minLength: 1 }),
    amount: fc.integer({ min: 0, max: 25 }),
  }),
  fc.constant({ type: 'nextTurn' }),
  fc.constant({ type: 'attack', combatantId: 'a' }),
  fc.record({
    type: fc.constant('addCondition'),
    combatantId: fc.constantFrom('a', 'b', 'g1'),
    key: fc.constant('stunned'),
    duration: fc.record({
      at: fc.constantFrom('turnStart', 'turnEnd'),
      of: fc.constantFrom('a', 'b', 'g1'),
      rounds: fc.integer({ min: 1, max: 3 }),
    }),
  }),
  fc.record({ type: fc.constant('delay'), combatantId: fc.constantFrom('a', 'b', 'g1') }),
  fc.record({ type: fc.constant('resume'), combatantId: fc.constantFrom('a', 'b', 'g1') }),
  fc.record({ type: fc.constant('leave'), combatantId: fc.constantFrom('a', 'b', 'g2') }),
  fc.record({ type: fc.constant('setOption'), key: fc.constant('perRound'), value: fc.boolean() }),
  fc.constant({
    type: 'addCombatants',
    combatants: [{ name: 'Wolf', kind: 'monster', maxHp: 11 }],
  }),
);

function played(commands: unknown[]): History {
  const h = new History(makeEncounter(), { checkpointEvery: 3 });
  h.dispatch({ type: 'rollInitiative', ...typed });
  h.dispatch({ type: 'startEncounter' });
  for (const c of commands) {
    try {
      h.dispatch(c);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
    }
  }
  return h;
}

describe('History (undo/redo)', () => {
  it('undo and redo move by whole commands; a new command drops the redo tail', () => {
    const h = new History(makeEncounter());
    h.dispatch({ type: 'damage', targetIds: ['a'], amount: 5 });
    h.dispatch({ type: 'damage', targetIds: ['a', 'b'], amount: 2 });
    expect(h.state.combatants.a?.hp).toBe(13);
    h.undo();
    expect(h.state.combatants.a?.hp).toBe(15);
    expect(h.state.combatants.b?.hp).toBe(12);
    h.undo();
    expect(h.state.combatants.a?.hp).toBe(20);
    expect(() => h.undo()).toThrowError(/nothingToUndo/);
    h.redo();
    expect(h.state.combatants.a?.hp).toBe(15);
    h.dispatch({ type: 'heal', targetIds: ['a'], amount: 1 });
    expect(h.canRedo).toBe(false);
    expect(() => h.redo()).toThrowError(/nothingToRedo/);
    expect(h.length).toBe(2);
    expect(h.state.combatants.a?.hp).toBe(16);
  });

  it('a persisted log with undo/redo markers rebuilds the same history', () => {
    const h = new History(makeEncounter());
    const log: HistoryEntry[] = [];
    const push = (c: unknown) => log.push(...h.dispatch(c).events);
    push({ type: 'damage', targetIds: ['a'], amount: 5 });
    push({ type: 'damage', targetIds: ['a'], amount: 1 });
    h.undo();
    log.push({ type: 'history.undo' });
    push({ type: 'heal', targetIds: ['a'], amount: 3 });
    h.undo();
    log.push({ type: 'history.undo' });
    h.redo();
    log.push({ type: 'history.redo' });
    const back = History.fromLog(h.init, JSON.parse(JSON.stringify(log)) as HistoryEntry[]);
    expect(back.state).toEqual(h.state);
    expect(back.position).toBe(h.position);
    expect(back.length).toBe(h.length);
    expect(back.events()).toEqual(h.events());
  });

  it('property: replay of the log equals the live state', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 30 }), (commands) => {
        const h = played(commands);
        const log = JSON.parse(JSON.stringify(h.events()));
        expect(replay(h.init, log)).toEqual(h.state);
      }),
      { numRuns: 60 },
    );
  });

  it('property: undo then redo is the identity, at any depth', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 25 }), fc.nat(30), (commands, depthSeed) => {
        const h = played(commands);
        const before = h.state;
        const depth = depthSeed % (h.position + 1);
        for (let i = 0; i < depth; i++) h.undo();
        for (let i = 0; i < depth; i++) h.redo();
        expect(h.state).toEqual(before);
        if (h.canUndo) {
          const prev = h.stateAt(h.position - 1);
          h.undo();
          expect(h.state).toEqual(prev);
        }
      }),
      { numRuns: 60 },
    );
  });
});
