// The 2e round through dispatch: every round, the first included, opens with the declarations,
// then initiative is rolled (by the DM's rollInitiative or by passing the step), then the round
// resolves in initiative order (2E-SEQ-03, -05, 2E-INIT-01). A roll made before the fight is
// round 1's and is kept.
import { describe, expect, it } from 'vitest';
import { encounter, monster, ofType, pc } from '../helpers';

const DECLARE = 'adnd2e:declare';
const INITIATIVE = 'adnd2e:initiative';

const party = () => [
  pc('fighter', [{ group: 'warrior', level: 5 }], {
    hp: 40,
    attacks: [{ name: 'long sword', damage: '1d8', speed: 5, types: ['S'] }],
  }),
  pc('mage', [{ group: 'wizard', level: 3 }], { hp: 9 }),
  monster('orc', '1', { hp: 8, attacks: [{ name: 'axe', damage: '1d8', speed: 7, types: ['S'] }] }),
];

describe('2e rounds open with declarations (2E-SEQ-03)', () => {
  it('2E-SEQ-03 starting the fight rolls nothing: round 1 stands at its declarations step', () => {
    const run = encounter(party());
    const ev = run.do({ type: 'startEncounter' });
    expect(ofType(ev, 'adnd2e.initiativeRolled')).toHaveLength(0);
    expect(run.state.round).toBe(1);
    expect(run.state.turn?.slotKey).toBe(DECLARE);
    expect(run.state.slots.map((s) => [s.key, s.kind])).toEqual([
      [DECLARE, 'procedure'],
      [INITIATIVE, 'procedure'],
    ]);
    expect(run.sys('fighter').initScore).toBeNull();
  });

  it('2E-SEQ-05 a spell declared in round 1 counts in round 1’s roll and is locked by it', () => {
    const run = encounter(party(), { 'dm.castTimeInStandardInit': true });
    run.do({ type: 'startEncounter' });
    // declared in the round, before its roll: may still change
    run.do({ type: 'declare', combatantId: 'mage', action: 'castSpell', spell: 'sleep' });
    run.do({
      type: 'declare',
      combatantId: 'mage',
      action: 'castSpell',
      spell: 'magic missile',
      castingTime: 1,
    });
    const ev = run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [3], 'init:side:foes': [5] },
    });
    const rolled = ofType(ev, 'adnd2e.initiativeRolled');
    expect(rolled).toHaveLength(1);
    expect(rolled[0]).toMatchObject({ round: 1, sideRolls: { party: 3, foes: 5 } });
    // d10 3 for the party, +1 casting time for the mage (2E-INIT-08 with the DM setting)
    expect(
      run.state.slots.filter((s) => s.kind === 'turn').map((s) => [s.score, s.combatantIds]),
    ).toEqual([
      [3, ['fighter']],
      [4, ['mage']],
      [5, ['orc']],
    ]);
    expect(run.sys('mage').pendingSpell).toMatchObject({ name: 'magic missile', at: 4 });
    // the roll ends the opening steps: the first to act has the turn
    expect(run.state.turn).toMatchObject({ activeIds: ['fighter'] });
    expect(() =>
      run.do({ type: 'declare', combatantId: 'mage', action: 'castSpell', spell: 'sleep' }),
    ).toThrow(/spellLocked/);
  });

  it('2E-SEQ-03 passing the declarations rolls the round with the typed d10s', () => {
    const run = encounter(party());
    run.do({ type: 'startEncounter' });
    const ev = run.do({
      type: 'nextTurn',
      typedRolls: { 'init:side:party': [8], 'init:side:foes': [2] },
    });
    expect(ofType(ev, 'adnd2e.initiativeRolled')[0]).toMatchObject({
      sideRolls: { party: 8, foes: 2 },
    });
    expect(run.state.round).toBe(1);
    expect(run.state.turn).toMatchObject({ activeIds: ['orc'] });
  });

  it('2E-INIT-01 every later round opens with its declarations too, and is rolled again', () => {
    const run = encounter(party());
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [3], 'init:side:foes': [5] },
    });
    const end = run.do({ type: 'endRound' });
    expect(ofType(end, 'adnd2e.initiativeRolled')).toHaveLength(0);
    expect(run.state.round).toBe(2);
    expect(run.state.turn?.slotKey).toBe(DECLARE);
    run.do({ type: 'declare', combatantId: 'mage', action: 'castSpell', spell: 'sleep' });
    const ev = run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [9], 'init:side:foes': [2] },
    });
    expect(ofType(ev, 'adnd2e.initiativeRolled')[0]).toMatchObject({ round: 2 });
    expect(run.state.turn).toMatchObject({ activeIds: ['orc'] });
    expect(run.sys('mage').pendingSpell).toMatchObject({ name: 'sleep' });
  });

  it('2E-INIT-01 initiative is rolled once a round: a second roll is refused', () => {
    const run = encounter(party());
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [3], 'init:side:foes': [5] },
    });
    expect(() => run.do({ type: 'rollInitiative' })).toThrow(/initiativeAlreadyRolled/);
  });

  it('2E-SEQ-03 a roll naming creatures in the declarations step is the whole round’s roll', () => {
    const run = encounter(party());
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      combatantIds: ['fighter', 'mage', 'orc'],
      typedRolls: { 'init:side:party': [6], 'init:side:foes': [4] },
    });
    expect(run.state.slots.filter((s) => s.kind === 'turn').map((s) => s.score)).toEqual([4, 6]);
    expect(run.state.turn).toMatchObject({ activeIds: ['orc'] });
  });

  it('issue 13: a roll made before the fight is round 1’s; round 2 opens with declarations', () => {
    const run = encounter(party());
    run.do({ type: 'declare', combatantId: 'mage', action: 'castSpell', spell: 'sleep' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [7], 'init:side:foes': [1] },
    });
    const start = run.do({ type: 'startEncounter' });
    expect(ofType(start, 'adnd2e.initiativeRolled')).toHaveLength(0);
    expect(run.state.turn).toMatchObject({ activeIds: ['orc'] });
    expect(run.sys('fighter').initScore).toBe(7);
    run.do({ type: 'endRound' });
    expect(run.state.round).toBe(2);
    expect(run.state.turn?.slotKey).toBe(DECLARE);
  });
});
