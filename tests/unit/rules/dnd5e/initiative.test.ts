// §1 the round and §3 initiative with its variants (score, side, speed factor).
import { describe, expect, it } from 'vitest';
import { dnd5eSystem, speedFactorTotalModifier } from '../../../../shared/rules/dnd5e';
import { active, answer, enc, monster, pc, prompt, rejects, run } from './helpers';

const party = () => [
  pc('a', 20, { initiativeBonus: 3 }),
  pc('b', 20, { initiativeBonus: 1 }),
  monster('g1', 7, { groupId: 'gob', initiativeBonus: 2 }),
  monster('g2', 7, { groupId: 'gob', initiativeBonus: 2 }),
];

describe('5E-FLOW: rounds and turns', () => {
  it('5E-FLOW-01: one turn each per round; the round advances after the last combatant', () => {
    let s = run(
      enc(party()),
      { type: 'rollInitiative', typedRolls: { 'init:a': [15], 'init:b': [10], 'init:gob': [12] } },
      { type: 'startEncounter' },
    ).state;
    expect([s.round, active(s)]).toEqual([1, ['a']]);
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }).state;
    expect([s.round, active(s)]).toEqual([1, ['b']]);
    s = run(s, { type: 'nextTurn' }).state;
    expect([s.round, active(s)]).toEqual([2, ['a']]);
  });

  it('5E-FLOW-02: the step order: surprise, positions, initiative, turns, next round', () => {
    expect(dnd5eSystem.roundStructure.steps.map((s) => s.key)).toEqual([
      'surprise',
      'positions',
      'initiative',
      'turns',
      'nextRound',
    ]);
  });

  it('5E-FLOW-03: the DM ends the encounter with an explicit command', () => {
    const s = run(enc(party()), { type: 'startEncounter' }, { type: 'endEncounter' }).state;
    expect(s.status).toBe('ended');
  });
});

describe('5E-INIT: initiative', () => {
  it('5E-INIT-01: d20 + Dex modifier + other bonuses (from Dex when no bonus is given)', () => {
    const s = run(enc([pc('a', 10, { sys: { abilities: { dex: 16 } } })]), {
      type: 'rollInitiative',
      typedRolls: { 'init:a': [11] },
    }).state;
    expect(s.slots[0]?.score).toBe(14);
  });

  it('5E-INIT-02 / AMB-02: one roll for a group of identical creatures; they share a slot; the DM can split it', () => {
    let s = run(enc(party()), {
      type: 'rollInitiative',
      typedRolls: { 'init:a': [15], 'init:b': [10], 'init:gob': [12] },
    }).state;
    expect(s.slots.find((x) => x.key === 'g:gob')?.combatantIds).toEqual(['g1', 'g2']);
    s = run(s, { type: 'splitSlot', slotKey: 'g:gob' }).state;
    expect(s.slots.map((x) => x.key)).toEqual(['c:a', 'c:g1', 'c:g2', 'c:b']);
    const separate = run(enc(party(), { groupIdenticalCreatures: false }), {
      type: 'rollInitiative',
    }).state;
    expect(separate.slots).toHaveLength(4);
  });

  it('5E-INIT-03: highest first; the order stays the same every round', () => {
    let s = run(
      enc(party()),
      { type: 'rollInitiative', typedRolls: { 'init:a': [2], 'init:b': [19], 'init:gob': [12] } },
      { type: 'startEncounter' },
    ).state;
    const order = s.slots.map((x) => x.key);
    expect(order).toEqual(['c:b', 'g:gob', 'c:a']);
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }, { type: 'nextTurn' }).state;
    expect(s.round).toBe(2);
    expect(s.slots.map((x) => x.key)).toEqual(order);
  });

  it('5E-INIT-04 / AMB-01: ties → the DM orders them (prompt); d20 roll-off or higher Dex by setting', () => {
    const tied = { typedRolls: { 'init:a': [10], 'init:b': [12], 'init:gob': [1] } };
    const manual = run(enc(party()), { type: 'rollInitiative', ...tied }).state;
    const p = prompt(manual, 'initiativeTie');
    expect(p.data.slotKeys).toEqual(['c:a', 'c:b']);
    expect(answer(manual, p, ['c:b', 'c:a']).state.slots.map((x) => x.key)).toEqual([
      'c:b',
      'c:a',
      'g:gob',
    ]);
    const d20 = run(enc(party(), { initTieBreak: 'd20' }), {
      type: 'rollInitiative',
      typedRolls: { ...tied.typedRolls, 'tie:c:a': [5], 'tie:c:b': [9] },
    }).state;
    expect(d20.prompts).toEqual([]);
    expect(d20.slots.map((x) => x.key)).toEqual(['c:b', 'c:a', 'g:gob']);
    const dex = run(
      enc(
        [
          pc('a', 20, { initiativeBonus: 3, sys: { abilities: { dex: 16 } } }),
          pc('b', 20, { initiativeBonus: 3, sys: { abilities: { dex: 17 } } }),
        ],
        { initTieBreak: 'dex' },
      ),
      { type: 'rollInitiative', typedRolls: { 'init:a': [10], 'init:b': [10] } },
    ).state;
    expect(dex.slots.map((x) => x.key)).toEqual(['c:b', 'c:a']);
  });

  it('AMB-05: a creature joining mid-fight prompts for initiative, or rolls at once by setting', () => {
    let s = run(enc(party()), { type: 'startEncounter' }).state;
    s = run(s, { type: 'addCombatants', combatants: [monster('ogre', 30)] }).state;
    expect(prompt(s, 'joinInitiative').data.combatantIds).toEqual(['ogre']);
    let t = run(enc(party(), { joinMidCombat: 'autoRoll' }), { type: 'startEncounter' }).state;
    t = run(t, { type: 'addCombatants', combatants: [monster('ogre', 30)] }).state;
    expect(t.prompts.filter((x) => x.kind === 'joinInitiative')).toEqual([]);
    expect(t.slots.some((x) => x.combatantIds.includes('ogre'))).toBe(true);
  });
});

describe('5E-INITSC: initiative score', () => {
  it('5E-INITSC-01 / EX-26: Dex 14 (+2) → initiative 12, no roll', () => {
    const s = run(
      enc([pc('a', 10, { sys: { abilities: { dex: 14 } } })], { initiativeMode: 'score' }),
      { type: 'rollInitiative' },
    );
    expect(s.state.slots[0]?.score).toBe(12);
    expect(s.events[0]?.rolls).toBeUndefined();
  });
});

describe('5E-SIDE: side initiative', () => {
  it('5E-SIDE-01 / EX-27: players 12, DM 12 → reroll; players 15, DM 9 → players first; no modifiers', () => {
    const r = run(enc(party(), { initiativeMode: 'side' }), {
      type: 'rollInitiative',
      typedRolls: {
        'side:party': [12],
        'side:foes': [12],
        'side:party#2': [15],
        'side:foes#2': [9],
      },
    });
    expect(r.state.slots.map((x) => [x.key, x.score])).toEqual([
      ['side:party', 15],
      ['side:foes', 9],
    ]);
    expect(r.events[0]?.rolls?.every((x) => x.modifier === 0)).toBe(true);
  });

  it('5E-SIDE-02 / EX-27: all PCs act in any order, then all monsters; the round ends when both sides acted', () => {
    let s = run(enc(party(), { initiativeMode: 'side' }), {
      type: 'startEncounter',
      typedRolls: { 'side:party': [15], 'side:foes': [9] },
    }).state;
    expect(active(s)).toEqual(['a']);
    s = run(s, { type: 'startTurnOf', combatantId: 'b' }).state;
    expect(active(s)).toEqual(['b']);
    s = run(s, { type: 'nextTurn' }).state;
    expect(active(s)).toEqual(['g1']);
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }).state;
    expect([s.round, active(s)]).toEqual([2, ['a']]);
  });

  it('5E-SIDE-03: more than two sides act from the highest roll to the lowest, for the whole battle', () => {
    let s;
    expect(() =>
      enc([{ id: 'w', name: 'Wolf', kind: 'monster', maxHp: 11, side: 'beasts' }]),
    ).toThrowError(/unknownSide/);
    s = run(
      enc(party(), { initiativeMode: 'side' }),
      { type: 'setSide', sideId: 'beasts', name: 'Beasts' },
      {
        type: 'addCombatants',
        combatants: [{ id: 'w', name: 'Wolf', kind: 'monster', maxHp: 11, side: 'beasts' }],
      },
    ).state;
    s = run(s, {
      type: 'startEncounter',
      typedRolls: { 'side:party': [8], 'side:foes': [3], 'side:beasts': [17] },
    }).state;
    expect(s.slots.map((x) => x.key)).toEqual(['side:beasts', 'side:party', 'side:foes']);
    s = run(
      s,
      { type: 'nextTurn' },
      { type: 'nextTurn' },
      { type: 'nextTurn' },
      { type: 'nextTurn' },
      { type: 'nextTurn' },
    ).state;
    expect(s.round).toBe(2);
    expect(s.slots.map((x) => x.key)).toEqual(['side:beasts', 'side:party', 'side:foes']);
  });
});

describe('5E-SPEED: speed factor initiative (mode wiring)', () => {
  const sf = () =>
    enc(
      [
        pc('paladin', 30, { initiativeBonus: 0, sys: { size: 'medium', abilities: { dex: 10 } } }),
        pc('rogue', 20, { initiativeBonus: 0, sys: { size: 'small', abilities: { dex: 18 } } }),
        pc('fighter', 30, { initiativeBonus: 0, sys: { size: 'medium', abilities: { dex: 12 } } }),
      ],
      { initiativeMode: 'speedFactor' },
    );

  it('5E-SPEED-01: before rolling, every creature chooses its action (blocking prompt each round)', () => {
    const s = run(sf(), { type: 'startEncounter' }).state;
    expect(prompt(s, 'declareActions').blocking).toBe(true);
    expect(s.turn).toBeNull();
    rejects(s, { type: 'nextTurn' }, 'promptPending');
    rejects(
      enc(party()),
      { type: 'declareSpeedFactor', combatantId: 'a', actions: [] },
      'optionOff',
    );
  });

  it('EX-20 / EX-21 / EX-22 and 5E-SPEED-06: modifiers from the declared actions; ties by Dex, then roll-off; totals DM-only', () => {
    let s = run(
      sf(),
      { type: 'startEncounter' },
      {
        type: 'declareSpeedFactor',
        combatantId: 'paladin',
        actions: [
          { kind: 'castSpell', level: 2 },
          { kind: 'weaponAttack', melee: true, light: true, finesse: true },
        ],
      },
      {
        type: 'declareSpeedFactor',
        combatantId: 'rogue',
        actions: [
          { kind: 'weaponAttack', melee: true, light: true, finesse: true },
          { kind: 'weaponAttack', melee: true, light: true, finesse: true },
        ],
      },
      {
        type: 'declareSpeedFactor',
        combatantId: 'fighter',
        actions: [{ kind: 'weaponAttack', melee: true, heavy: true, twoHanded: true }],
      },
    ).state;
    const c = (id: string) => s.combatants[id]!;
    expect(speedFactorTotalModifier(c('paladin'), false)).toBe(0); // EX-20: −2 + 2 + 0
    expect(speedFactorTotalModifier(c('rogue'), false)).toBe(4); // EX-21: +2 once + 2 (Small)
    expect(speedFactorTotalModifier(c('fighter'), false)).toBe(-4); // EX-22: −2 −2
    s = answer(s, prompt(s, 'declareActions'), 'done', {
      'init:paladin': [14],
      'init:rogue': [10],
      'init:fighter': [18],
    }).state;
    expect(s.slots.map((x) => [x.score, x.hiddenScore])).toEqual([
      [14, true],
      [14, true],
      [14, true],
    ]);
    // All tied at 14: highest Dexterity first (rogue 18, fighter 12, paladin 10).
    expect(s.slots.map((x) => x.key)).toEqual(['c:rogue', 'c:fighter', 'c:paladin']);
  });

  it('5E-SPEED-06 ordering check: ties broken by Dex score', () => {
    let s = run(sf(), { type: 'startEncounter' }).state;
    s = answer(s, prompt(s, 'declareActions'), 'done', {
      'init:paladin': [14],
      'init:rogue': [10],
      'init:fighter': [18],
    }).state;
    // No declarations: rogue 10 + 2 (Small) = 12; paladin 14; fighter 18.
    expect(s.slots.map((x) => [x.key, x.score])).toEqual([
      ['c:fighter', 18],
      ['c:paladin', 14],
      ['c:rogue', 12],
    ]);
  });

  it('AMB-28: the Dex modifier is included by default and can be switched off', () => {
    const c = enc([pc('p', 10, { sys: { abilities: { dex: 16 } } })], {
      initiativeMode: 'speedFactor',
    }).combatants.p!;
    expect(speedFactorTotalModifier(c, true)).toBe(3);
    expect(speedFactorTotalModifier(c, false)).toBe(0);
  });

  it('5E-SPEED-07 / 5E-SPEED-08: a creature takes its chosen action or none; next round everyone chooses and rolls again', () => {
    let s = run(sf(), { type: 'startEncounter' }).state;
    s = answer(s, prompt(s, 'declareActions'), 'done', {
      'init:paladin': [1],
      'init:rogue': [1],
      'init:fighter': [20],
    }).state;
    s = run(s, { type: 'nextTurn' }).state;
    expect(active(s)).toEqual(['fighter']);
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }, { type: 'nextTurn' }).state;
    expect(s.round).toBe(2);
    expect(s.turn).toBeNull();
    expect(prompt(s, 'declareActions').data.round).toBe(2);
    s = answer(s, prompt(s, 'declareActions'), 'done', {
      'init:paladin': [20],
      'init:rogue': [1],
      'init:fighter': [1],
    }).state;
    s = run(s, { type: 'nextTurn' }).state;
    expect(active(s)).toEqual(['paladin']);
    expect(s.options['speedFactor.impossibleAction']).toBe('noAction'); // AMB-27
  });
});

describe('5E-FLOW-01: when one side is defeated', () => {
  it('5E-FLOW-01: at the end of a round the DM is reminded that only one side can fight', () => {
    let s = run(
      enc([pc('a', 20), monster('m', 5)]),
      { type: 'rollInitiative', typedRolls: { 'init:a': [20], 'init:m': [1] } },
      { type: 'startEncounter' },
    ).state;
    s = run(s, { type: 'damage', targetIds: ['m'], amount: 5 }).state;
    const r = run(s, { type: 'nextTurn' });
    expect(r.events.some((e) => e.type === 'reminder' && e.key === 'sideDefeated')).toBe(true);
    expect(r.state.status).toBe('active');
  });
});
