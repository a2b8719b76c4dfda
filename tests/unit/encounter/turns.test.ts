import { describe, expect, it } from 'vitest';
import { active, expectRejected, makeEncounter, run } from './helpers';
import type { EncounterState } from '../../../shared';

// Initiative typed so the order is known: a 15+3=18, b 10+1=11, goblins 12+2=14.
const typed = { typedRolls: { 'init:a': [15], 'init:b': [10], 'init:gob': [12] } };

function started(options = {}): EncounterState {
  return run(
    makeEncounter(options),
    { type: 'rollInitiative', ...typed },
    { type: 'startEncounter' },
  ).state;
}

describe('initiative and turns', () => {
  it('orders slots by the system comparison; a group shares one slot', () => {
    const s = run(makeEncounter(), { type: 'rollInitiative', ...typed }).state;
    expect(s.slots.map((x) => [x.key, x.score, x.combatantIds])).toEqual([
      ['c:a', 18, ['a']],
      ['g:gob', 14, ['g1', 'g2']],
      ['c:b', 11, ['b']],
    ]);
  });

  it('starts round 1 with the first slot; group members act together; rounds advance', () => {
    let s = started();
    expect(s.status).toBe('active');
    expect(s.round).toBe(1);
    expect(active(s)).toEqual(['a']);
    s = run(s, { type: 'nextTurn' }).state;
    expect(active(s)).toEqual(['g1', 'g2']);
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }).state;
    expect(s.round).toBe(2);
    expect(active(s)).toEqual(['a']);
  });

  it('skips combatants the system says take no turn (a downed monster)', () => {
    let s = started();
    s = run(s, { type: 'damage', targetIds: ['g1', 'g2'], amount: 7 }, { type: 'nextTurn' }).state;
    expect(active(s)).toEqual(['b']);
  });

  it('startEncounter rolls for anyone without a slot; rolling all again replaces the order', () => {
    const s = run(makeEncounter(), { type: 'startEncounter', ...typed }).state;
    expect(s.slots).toHaveLength(3);
    expect(active(s)).toEqual(['a']);
    expectRejected(s, { type: 'startEncounter' }, 'encounterAlreadyStarted');
  });

  it('setInitiative moves a slot; a group member sets the group score', () => {
    let s = run(makeEncounter(), { type: 'rollInitiative', ...typed }).state;
    s = run(s, { type: 'setInitiative', combatantId: 'b', score: 20 }).state;
    expect(s.slots.map((x) => x.key)).toEqual(['c:b', 'c:a', 'g:gob']);
    s = run(s, { type: 'setInitiative', combatantId: 'g2', score: 1 }).state;
    expect(s.slots.map((x) => x.key)).toEqual(['c:b', 'c:a', 'g:gob']);
    expect(s.slots[2]?.combatantIds).toEqual(['g1', 'g2']);
  });

  it('reorderInitiative needs exactly the current keys', () => {
    const s = run(makeEncounter(), { type: 'rollInitiative', ...typed }).state;
    const r = run(s, { type: 'reorderInitiative', slotKeys: ['c:b', 'g:gob', 'c:a'] }).state;
    expect(r.slots.map((x) => x.key)).toEqual(['c:b', 'g:gob', 'c:a']);
    expectRejected(s, { type: 'reorderInitiative', slotKeys: ['c:b', 'c:a'] }, 'invalidValue');
  });

  it('splitSlot gives each group member its own slot with the same score (AMB-02)', () => {
    const s = run(
      makeEncounter(),
      { type: 'rollInitiative', ...typed },
      { type: 'splitSlot', slotKey: 'g:gob' },
    ).state;
    expect(s.slots.map((x) => [x.key, x.score])).toEqual([
      ['c:a', 18],
      ['c:g1', 14],
      ['c:g2', 14],
      ['c:b', 11],
    ]);
  });

  it('ties raise an engine prompt the DM answers with an order', () => {
    let s = run(makeEncounter(), {
      type: 'rollInitiative',
      typedRolls: { 'init:a': [10], 'init:b': [12], 'init:gob': [1] },
    }).state;
    const p = s.prompts.find((x) => x.kind === 'initiativeTie');
    expect(p?.data.slotKeys).toEqual(['c:a', 'c:b']);
    expect(s.slots.map((x) => x.key)).toEqual(['c:a', 'c:b', 'g:gob']);
    s = run(s, { type: 'resolvePrompt', promptId: p!.id, choice: ['c:b', 'c:a'] }).state;
    expect(s.slots.map((x) => x.key)).toEqual(['c:b', 'c:a', 'g:gob']);
    expect(s.prompts).toEqual([]);
  });

  it('tie-break keys order ties automatically when the setting says so', () => {
    const s = run(makeEncounter({ ties: 'auto' }), {
      type: 'rollInitiative',
      typedRolls: { 'init:a': [10], 'init:b': [12], 'init:gob': [1] },
    }).state;
    expect(s.prompts).toEqual([]);
    expect(s.slots.map((x) => x.key)).toEqual(['c:a', 'c:b', 'g:gob']);
  });

  it('re-rolls initiative at the start of every round when the system says so', () => {
    let s = run(makeEncounter({ perRound: true }), {
      type: 'startEncounter',
      typedRolls: { 'init:a': [1], 'init:b': [20], 'init:gob': [5] },
    }).state;
    expect(active(s)).toEqual(['b']);
    expect(s.initiativeRound).toBe(1);
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }).state;
    s = run(s, {
      type: 'nextTurn',
      typedRolls: { 'init:a': [20], 'init:b': [1], 'init:gob': [5] },
    }).state;
    expect(s.round).toBe(2);
    expect(s.initiativeRound).toBe(2);
    expect(active(s)).toEqual(['a']);
  });

  it('sequential slots (side initiative): members take turns one by one, in any order', () => {
    let s = run(makeEncounter({ bySide: true }), {
      type: 'startEncounter',
      typedRolls: { 'init:party': [15], 'init:foes': [3] },
    }).state;
    expect(s.slots.map((x) => x.key)).toEqual(['side:party', 'side:foes']);
    expect(active(s)).toEqual(['a']);
    s = run(s, { type: 'startTurnOf', combatantId: 'b' }).state;
    expect(active(s)).toEqual(['b']);
    expect(s.turn?.doneIds).toEqual(['a']);
    expectRejected(s, { type: 'startTurnOf', combatantId: 'a' }, 'notItsTurn');
    s = run(s, { type: 'nextTurn' }).state;
    expect(active(s)).toEqual(['g1']);
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }).state;
    expect(s.round).toBe(2);
    expect(active(s)).toEqual(['a']);
  });
});

describe('delay, ready, join and leave', () => {
  it('delay takes a creature out of the order until it resumes after the current turn', () => {
    let s = started();
    s = run(s, { type: 'delay', combatantId: 'a' }).state;
    expect(s.delayed).toEqual(['a']);
    expect(active(s)).toEqual(['g1', 'g2']);
    s = run(s, { type: 'resume', combatantId: 'a' }).state;
    expect(s.slots.map((x) => x.key)).toEqual(['g:gob', 'c:a', 'c:b']);
    expect(s.slots[1]?.score).toBe(14);
    s = run(s, { type: 'nextTurn' }).state;
    expect(active(s)).toEqual(['a']);
    expectRejected(s, { type: 'delay', combatantId: 'b' }, 'notItsTurn');
    expectRejected(s, { type: 'resume', combatantId: 'b' }, 'notAllowed');
  });

  it('a readied action expires at the start of the holder next turn (5E-ACT-11)', () => {
    let s = started();
    s = run(s, {
      type: 'ready',
      combatantId: 'a',
      trigger: 'goblin steps in',
      response: 'attack',
    }).state;
    expect(s.combatants.a?.readied?.trigger).toBe('goblin steps in');
    const r = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }, { type: 'nextTurn' });
    expect(r.state.combatants.a?.readied).toBeNull();
    expect(r.events.some((e) => e.type === 'readyCleared' && e.reason === 'expired')).toBe(true);
    const t = run(s, { type: 'triggerReady', combatantId: 'a' });
    expect(t.events[0]).toMatchObject({ type: 'readyCleared', reason: 'triggered' });
  });

  it('creatures joining mid-fight: a prompt offers to roll; rolling inserts them by score (AMB-05)', () => {
    let s = started();
    s = run(s, {
      type: 'addCombatants',
      combatants: [{ id: 'o', name: 'Ogre', kind: 'monster', initiativeBonus: -1 }],
    }).state;
    const p = s.prompts.find((x) => x.kind === 'joinInitiative');
    expect(p?.data.combatantIds).toEqual(['o']);
    s = run(s, {
      type: 'resolvePrompt',
      promptId: p!.id,
      choice: 'roll',
      typedRolls: { 'init:o': [16] },
    }).state;
    expect(s.slots.map((x) => x.key)).toEqual(['c:a', 'c:o', 'g:gob', 'c:b']);
    expect(active(s)).toEqual(['a']);
  });

  it('a newcomer tied with an existing slot acts after it; rollInitiative on add skips the prompt', () => {
    const s = run(started(), {
      type: 'addCombatants',
      rollInitiative: true,
      combatants: [{ id: 'o', name: 'Ogre', kind: 'monster', initiativeBonus: 0 }],
      typedRolls: { 'init:o': [14] },
    }).state;
    expect(s.prompts).toEqual([]);
    expect(s.slots.map((x) => x.key)).toEqual(['c:a', 'g:gob', 'c:o', 'c:b']);
  });

  it('leave takes a combatant out of the order; rejoin brings it back', () => {
    let s = started();
    s = run(s, { type: 'leave', combatantId: 'b', reason: 'fled' }).state;
    expect(s.combatants.b?.present).toBe(false);
    expect(s.slots.map((x) => x.key)).toEqual(['c:a', 'g:gob']);
    expectRejected(s, { type: 'leave', combatantId: 'b' }, 'combatantAbsent');
    s = run(s, {
      type: 'rejoin',
      combatantId: 'b',
      rollInitiative: true,
      typedRolls: { 'init:b': [1] },
    }).state;
    expect(s.slots.map((x) => x.key)).toEqual(['c:a', 'g:gob', 'c:b']);
  });

  it('removing the active combatant keeps the turn position', () => {
    let s = started();
    s = run(s, { type: 'removeCombatant', combatantId: 'a' }).state;
    expect(s.combatants.a).toBeUndefined();
    s = run(s, { type: 'nextTurn' }).state;
    expect(active(s)).toEqual(['g1', 'g2']);
  });
});

describe('conditions with durations', () => {
  it('"until the end of its next turn" applied on its own turn skips the current end', () => {
    let s = started();
    s = run(s, {
      type: 'addCondition',
      combatantId: 'g1',
      key: 'stunned',
      duration: { at: 'turnEnd', of: 'a', rounds: 1 },
    }).state;
    expect(s.combatants.g1?.conditions[0]?.skipCurrent).toBe(true);
    s = run(s, { type: 'nextTurn' }).state;
    expect(s.combatants.g1?.conditions).toHaveLength(1);
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }).state; // a's turn again (round 2)
    expect(s.combatants.g1?.conditions).toHaveLength(1);
    const r = run(s, { type: 'nextTurn' });
    expect(r.state.combatants.g1?.conditions).toHaveLength(0);
    expect(r.events.some((e) => e.type === 'reminder' && e.key === 'conditionExpired')).toBe(true);
  });

  it('"until the start of X next turn" expires when X turn starts; rounds count down with reminders', () => {
    let s = started();
    s = run(s, {
      type: 'addCondition',
      combatantId: 'b',
      key: 'stunned',
      duration: { at: 'turnStart', of: 'b', rounds: 2 },
      remind: true,
    }).state;
    const first = run(s, { type: 'nextTurn' }, { type: 'nextTurn' });
    expect(first.state.combatants.b?.conditions[0]?.duration?.rounds).toBe(1);
    expect(first.events.some((e) => e.type === 'reminder' && e.key === 'conditionReminder')).toBe(
      true,
    );
    s = run(first.state, { type: 'nextTurn' }, { type: 'nextTurn' }, { type: 'nextTurn' }).state;
    expect(active(s)).toEqual(['b']);
    expect(s.combatants.b?.conditions).toEqual([]);
  });

  it('manual removal and unknown instance', () => {
    let s = run(started(), { type: 'addCondition', combatantId: 'a', key: 'custom:Blessed' }).state;
    const id = s.combatants.a!.conditions[0]!.id;
    expectRejected(
      s,
      { type: 'removeCondition', combatantId: 'a', conditionId: 'nope' },
      'unknownConditionInstance',
    );
    s = run(s, { type: 'removeCondition', combatantId: 'a', conditionId: id }).state;
    expect(s.combatants.a?.conditions).toEqual([]);
  });
});

describe('options, prompts, end', () => {
  it('switching a rule off also switches off the options that depend on it', () => {
    let s = run(
      makeEncounter(),
      { type: 'setOption', key: 'perRound', value: true },
      { type: 'setOption', key: 'extra', value: true },
    ).state;
    expect(s.options.extra).toBe(true);
    s = run(s, { type: 'setOption', key: 'perRound', value: false }).state;
    expect(s.options.extra).toBe(false);
  });

  it('a blocking system prompt stops turns until answered; the system decides the answer', () => {
    let s = run(started(), { type: 'ask', combatantId: 'a', blocking: true }).state;
    const p = s.prompts[0]!;
    expect(p).toMatchObject({ kind: 'confirm', engine: false, blocking: true });
    expectRejected(s, { type: 'nextTurn' }, 'promptPending');
    expectRejected(
      s,
      { type: 'resolvePrompt', promptId: p.id, choice: 'perhaps' },
      'invalidChoice',
    );
    const r = run(s, { type: 'resolvePrompt', promptId: p.id, choice: 'yes' });
    expect(r.events.map((e) => e.type)).toEqual(['promptResolved', 'answered']);
    s = run(r.state, { type: 'nextTurn' }).state;
    expect(active(s)).toEqual(['g1', 'g2']);
  });

  it('endEncounter ends it (5E-FLOW-03); turns can no longer advance', () => {
    const s = run(started(), { type: 'endEncounter' }).state;
    expect(s.status).toBe('ended');
    expectRejected(s, { type: 'nextTurn' }, 'encounterNotActive');
    expectRejected(s, { type: 'endEncounter' }, 'encounterEnded');
  });

  it('groups, sides and notes', () => {
    let s = run(
      makeEncounter(),
      { type: 'setSide', sideId: 'allies', name: 'Allies' },
      {
        type: 'updateCombatant',
        combatantId: 'b',
        patch: { side: 'allies', notes: 'secret plan' },
      },
      { type: 'setGroup', groupId: 'pcs', name: 'Heroes', combatantIds: ['a', 'b'], leaderId: 'a' },
      { type: 'setEncounterNotes', notes: 'ambush at the bridge' },
    ).state;
    expect(s.combatants.b).toMatchObject({ side: 'allies', notes: 'secret plan', groupId: 'pcs' });
    expect(s.groups.pcs?.leaderId).toBe('a');
    expect(s.notes).toBe('ambush at the bridge');
    s = run(s, { type: 'dissolveGroup', groupId: 'pcs' }).state;
    expect(s.combatants.a?.groupId).toBeNull();
    expectRejected(s, { type: 'dissolveGroup', groupId: 'pcs' }, 'unknownGroup');
    expectRejected(
      s,
      { type: 'updateCombatant', combatantId: 'a', patch: { side: 'nowhere' } },
      'unknownSide',
    );
  });
});
