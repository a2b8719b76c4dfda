// One engine test per rule id of spec §1.6–1.8 (OSR-INIT, OSR-ACT, OSR-RND).
import { describe, expect, it } from 'vitest';
import { toPlayerView, type EncounterState } from '../../../../shared';
import {
  advanceTo,
  eventOf,
  expectRejected,
  osrEncounter,
  rollInitiativeStep,
  run,
  started,
} from './helpers';

const acting = (s: EncounterState) => s.slots.filter((x) => x.kind === 'turn').map((x) => x.key);

describe('OSR-INIT through the engine', () => {
  it('OSR-INIT-01 each side rolls 1d6 after declarations; the higher side acts first', () => {
    const s = started(osrEncounter());
    expect(s.turn?.slotKey).toBe('osr:declare');
    expect(s.slots.every((x) => x.score === null)).toBe(true);
    const r = rollInitiativeStep(s, { party: 2, foes: 5 });
    expect(r.events[0]?.rolls?.map((x) => [x.purpose, x.notation, x.total])).toEqual([
      ['initiative:party', '1d6', 2],
      ['initiative:foes', '1d6', 5],
    ]);
    expect(eventOf(r.events, 'osr.sideInitiativeRolled').initiative).toEqual({
      round: 1,
      dice: { party: 2, foes: 5 },
      order: [['foes'], ['party']],
    });
    expect(acting(r.state)).toEqual([
      'act:foes:spells',
      'act:foes:missile',
      'act:foes:melee',
      'act:party:spells',
      'act:party:missile',
      'act:party:melee',
    ]);
    expect(r.state.slots.find((x) => x.key === 'act:foes:melee')?.score).toBe(5);
    // rolling explicitly in the declare step works too, once
    const early = run(s, {
      type: 'rollSideInitiative',
      typedRolls: { 'initiative:party': [6], 'initiative:foes': [1] },
    }).state;
    expect(acting(early)[0]).toBe('act:party:spells');
    expectRejected(early, { type: 'rollSideInitiative' }, 'initiativeAlreadyRolled');
    expect(run(early, { type: 'nextTurn' }).state.sys.initiative).toEqual(early.sys.initiative);
  });

  it('OSR-INIT-02 equal results: all actions happen simultaneously', () => {
    const s = rollInitiativeStep(started(osrEncounter()), { party: 3, foes: 3 }).state;
    expect(acting(s)).toEqual([
      'act:party+foes:spells',
      'act:party+foes:missile',
      'act:party+foes:melee',
    ]);
    const both = run(s, { type: 'nextTurn' }).state;
    expect(both.turn?.activeIds).toEqual(['fighter', 'elf', 'thief', 'g1', 'g2']);
    // a creature killed during a simultaneous step still finishes its action in it
    const down = run(both, { type: 'damage', targetIds: ['g1'], amount: 10 }).state;
    expect(down.combatants.g1?.hp).toBe(0);
    expect(() =>
      run(down, { type: 'attack', attackerId: 'g1', targetId: 'fighter', kind: 'melee' }),
    ).not.toThrow();
    const later = run(down, { type: 'nextTurn' }).state;
    expectRejected(
      later,
      { type: 'attack', attackerId: 'g1', targetId: 'fighter', kind: 'melee' },
      'combatantDown',
    );
    // A-08 "whole round": it acts in the later sub-phases of the tied round as well
    const whole = run(
      run(down, { type: 'setOption', key: 'tieResolution', value: 'wholeRound' }).state,
      { type: 'nextTurn' },
    ).state;
    expect(() =>
      run(whole, { type: 'attack', attackerId: 'g1', targetId: 'fighter', kind: 'melee' }),
    ).not.toThrow();
  });

  it('OSR-INIT-03 initiative is rolled again every round', () => {
    let s = rollInitiativeStep(started(osrEncounter()), { party: 6, foes: 1 }).state;
    expect(acting(s)[0]).toBe('act:party:spells');
    s = advanceTo(s, 'osr:declare');
    expect(s.round).toBe(2);
    expect(s.slots.every((x) => x.score === null)).toBe(true);
    const r = rollInitiativeStep(s, { party: 1, foes: 6 });
    expect(eventOf(r.events, 'osr.sideInitiativeRolled').initiative).toMatchObject({
      round: 2,
      dice: { party: 1, foes: 6 },
    });
    expect(acting(r.state)[0]).toBe('act:foes:spells');
    // three sides, descending; equal results act together (or re-roll among them)
    const three = createThreeSides();
    const t = rollInitiativeStep(started(three), { party: 4, foes: 4, beasts: 6 }).state;
    expect(acting(t)).toEqual([
      'act:beasts:spells',
      'act:beasts:missile',
      'act:beasts:melee',
      'act:party+foes:spells',
      'act:party+foes:missile',
      'act:party+foes:melee',
    ]);
    const rerolled = run(
      run(started(three), { type: 'setOption', key: 'multiSideTies', value: 'rerollTied' }).state,
      {
        type: 'nextTurn',
        typedRolls: {
          'initiative:party': [4],
          'initiative:foes': [4],
          'initiative:beasts': [6],
          'initiative:party#2': [2],
          'initiative:foes#2': [5],
        },
      },
    ).state;
    expect(acting(rerolled).filter((k) => k.endsWith(':spells'))).toEqual([
      'act:beasts:spells',
      'act:foes:spells',
      'act:party:spells',
    ]);
  });
});

function createThreeSides(): EncounterState {
  const s = osrEncounter({}, [
    { id: 'p', name: 'P', kind: 'pc', maxHp: 5 },
    { id: 'f', name: 'F', kind: 'monster', maxHp: 5 },
  ]);
  return run(
    s,
    { type: 'setSide', sideId: 'beasts', name: 'Beasts' },
    {
      type: 'addCombatants',
      combatants: [{ id: 'b', name: 'B', kind: 'monster', side: 'beasts', maxHp: 5 }],
    },
  ).state;
}

describe('OSR-ACT through the engine', () => {
  it('OSR-ACT-01 one action per round: move and attack, aim and shoot, a spell, an item…', () => {
    const s = rollInitiativeStep(started(osrEncounter()), { party: 5, foes: 2 }).state;
    const swung = run(s, {
      type: 'attack',
      attackerId: 'fighter',
      targetId: 'g1',
      kind: 'melee',
      typedRolls: { attack: [1] },
    }).state;
    expect(swung.combatants.fighter?.sys.used).toEqual({
      round: 1,
      action: 'attack',
      attacks: 1,
      spells: 0,
    });
    expectRejected(swung, { type: 'castSpell', casterId: 'fighter' }, 'oneActionPerRound');
    expectRejected(
      swung,
      { type: 'takeAction', combatantId: 'fighter', action: 'item' },
      'oneActionPerRound',
    );
    expectRejected(
      swung,
      { type: 'attack', attackerId: 'fighter', targetId: 'g1', kind: 'melee' },
      'noAttacksLeft',
    );
    const moved = run(s, { type: 'takeAction', combatantId: 'elf', action: 'move' }).state;
    expectRejected(
      moved,
      { type: 'attack', attackerId: 'elf', targetId: 'g1', kind: 'ranged' },
      'oneActionPerRound',
    );
    // the next round brings a new action
    const next = advanceTo(swung, 'osr:declare');
    expect(() =>
      run(next, { type: 'attack', attackerId: 'fighter', targetId: 'g1', kind: 'melee' }),
    ).not.toThrow();
  });

  it('OSR-ACT-02 talents give extra attacks or speed, never an extra spell', () => {
    const s = started(
      osrEncounter({}, [
        {
          id: 'f',
          name: 'F',
          kind: 'pc',
          maxHp: 9,
          sys: { talentExtraAttacks: 2, talentSpeedBonus: 30, speed: 90 },
        },
        { id: 'o', name: 'O', kind: 'monster', maxHp: 90, sys: { speed: 110 } },
      ]),
    );
    const swing = {
      type: 'attack',
      attackerId: 'f',
      targetId: 'o',
      kind: 'melee',
      typedRolls: { attack: [1] },
    };
    const three = run(s, swing, swing, swing).state;
    expect(three.combatants.f?.sys.used).toMatchObject({ attacks: 3 });
    expectRejected(three, swing, 'noAttacksLeft');
    const cast = run(s, { type: 'castSpell', casterId: 'f' }).state;
    expectRejected(cast, { type: 'castSpell', casterId: 'f' }, 'noExtraSpells');
    expectRejected(cast, swing, 'oneActionPerRound');
    // speed 90 + talent 30 = 120 outruns 110
    const fled = run(s, { type: 'fleeDungeon', fleeingSideId: 'party', pursuerSideId: 'foes' });
    expect(eventOf(fled.events, 'osr.fleeResolved').flee).toMatchObject({
      vF: 120,
      vP: 110,
      outcome: 'escaped',
    });
  });

  it('OSR-ACT-03 an action readied before combat resolves when triggered; the round then opens with declarations and initiative', () => {
    let s = run(osrEncounter(), {
      type: 'readyAction',
      combatantId: 'fighter',
      trigger: 'they come round the corner',
      action: 'attack',
    }).state;
    expect(s.combatants.fighter?.readied).toMatchObject({
      trigger: 'they come round the corner',
      response: 'attack',
    });
    s = run(s, { type: 'triggerReadied', combatantId: 'fighter' }).state;
    expect(s.combatants.fighter?.readied).toBeNull();
    const hit = run(s, {
      type: 'attack',
      attackerId: 'fighter',
      targetId: 'g1',
      kind: 'melee',
      typedRolls: { attack: [19], damage: [8] },
    }).state;
    expect(hit.combatants.g1?.hp).toBe(0);
    // Starting rolls no initiative: round 1 opens with its declarations.
    const r = run(hit, { type: 'startEncounter' });
    expect(r.state.turn?.slotKey).toBe('osr:declare');
    expect(r.events.some((e) => e.type === 'osr.sideInitiativeRolled')).toBe(false);
    const rolled = rollInitiativeStep(r.state, { party: 4, foes: 2 });
    expect(eventOf(rolled.events, 'osr.sideInitiativeRolled').initiative).toMatchObject({
      round: 1,
      dice: { party: 4, foes: 2 },
    });
    // A-13 default: the fighter also acts in round 1
    expect(() =>
      run(rolled.state, { type: 'attack', attackerId: 'fighter', targetId: 'g2', kind: 'melee' }),
    ).not.toThrow();
    // A-13 "replaces": the readied attack is its round-1 action, and no other follows it
    let rep = run(
      osrEncounter({ readiedAction: 'replaces' }),
      { type: 'readyAction', combatantId: 'fighter', trigger: 't', action: 'a' },
      { type: 'triggerReadied', combatantId: 'fighter' },
    ).state;
    rep = started(rep);
    rep = run(rep, { type: 'attack', attackerId: 'fighter', targetId: 'g2', kind: 'melee' }).state;
    expectRejected(
      rep,
      { type: 'attack', attackerId: 'fighter', targetId: 'g2', kind: 'melee' },
      'oneActionPerRound',
    );
  });

  it('OSR-ACT-03 the trigger happens once the encounter has begun: the action resolves, then declarations and initiative', () => {
    let s = run(osrEncounter(), {
      type: 'readyAction',
      combatantId: 'elf',
      trigger: 'the goblins come round the corner',
      action: 'shoot',
    }).state;
    s = started(s);
    expect(s.turn?.slotKey).toBe('osr:declare');
    expect(s.sys.initiative).toBeUndefined();
    const fired = run(
      s,
      { type: 'triggerReadied', combatantId: 'elf' },
      {
        type: 'attack',
        attackerId: 'elf',
        targetId: 'g1',
        kind: 'ranged',
        rangeFt: 30,
        typedRolls: { attack: [13], damage: [4] },
      },
    );
    // d20 13 + ranged 1 + AC 6 = 20: a hit
    expect(eventOf(fired.events, 'osr.attackResolved')).toMatchObject({ economy: 'readied' });
    expect(fired.state.combatants.g1?.hp).toBe(0);
    expect(fired.state.combatants.elf?.readied).toBeNull();
    expect(fired.state.turn?.slotKey).toBe('osr:declare');
    // The round goes on: declarations, then the initiative roll, and the elf still has its action.
    let r = run(fired.state, {
      type: 'declareAction',
      combatantId: 'elf',
      action: 'shoot',
      targetIds: ['g2'],
    }).state;
    const rolled = rollInitiativeStep(r, { party: 5, foes: 2 });
    expect(eventOf(rolled.events, 'osr.sideInitiativeRolled').initiative).toMatchObject({
      round: 1,
      dice: { party: 5, foes: 2 },
    });
    r = advanceTo(rolled.state, 'act:party:missile');
    expect(() =>
      run(r, {
        type: 'attack',
        attackerId: 'elf',
        targetId: 'g2',
        kind: 'ranged',
        rangeFt: 30,
      }),
    ).not.toThrow();
    // Nothing readied: nothing to trigger.
    expectRejected(r, { type: 'triggerReadied', combatantId: 'elf' }, 'notAllowed');
  });

  it('OSR-ACT-04 an action cannot be readied during combat', () => {
    const s = started(osrEncounter());
    expectRejected(
      s,
      { type: 'readyAction', combatantId: 'fighter', trigger: 't', action: 'a' },
      'cannotReadyInCombat',
    );
    expectRejected(
      s,
      { type: 'ready', combatantId: 'fighter', trigger: 't', response: 'a' },
      'cannotReadyInCombat',
    );
  });
});

describe('OSR-RND through the engine', () => {
  it('OSR-RND-01 step 1: declarations, locked once initiative is rolled (A-10)', () => {
    const s = started(osrEncounter());
    const d = run(
      s,
      { type: 'declareAction', combatantId: 'elf', action: 'shoot', targetIds: ['g1'] },
      { type: 'declareAction', combatantId: 'g1', action: 'moveMelee', targetIds: ['elf'] },
    ).state;
    expect(d.combatants.elf?.sys.declared).toEqual({
      round: 1,
      type: 'shoot',
      targetIds: ['g1'],
      fromBehind: false,
      withMove: false,
      subPhase: 'missile',
    });
    expect(d.combatants.g1?.sys.declared).toMatchObject({ subPhase: 'melee' });
    const rolled = rollInitiativeStep(d, { party: 3, foes: 2 }).state;
    expectRejected(
      rolled,
      { type: 'declareAction', combatantId: 'elf', action: 'move' },
      'declarationsLocked',
    );
    expect(
      run(rolled, { type: 'declareAction', combatantId: 'elf', action: 'move', override: true })
        .state.combatants.elf?.sys.declared,
    ).toMatchObject({ type: 'move' });
    // players see their own declarations, not the opponents' (A-10)
    const view = toPlayerView(d);
    expect(view.combatants.find((c) => c.id === 'elf')?.facts).toEqual({ declared: 'shoot' });
    expect(view.combatants.find((c) => c.id === 'g1')?.facts).toBeUndefined();
  });

  it('OSR-RND-02 step 2: the winners act — spells, movement & missiles, movement & melee', () => {
    let s = rollInitiativeStep(started(osrEncounter()), { party: 5, foes: 1 }).state;
    const steps: [string, string[]][] = [];
    for (let i = 0; i < 3; i++) {
      s = run(s, { type: 'nextTurn' }).state;
      steps.push([s.turn?.slotKey ?? '', s.turn?.activeIds ?? []]);
    }
    expect(steps).toEqual([
      ['act:party:spells', ['fighter', 'elf', 'thief']],
      ['act:party:missile', ['fighter', 'elf', 'thief']],
      ['act:party:melee', ['fighter', 'elf', 'thief']],
    ]);
  });

  it('OSR-RND-03 step 3: the losers act with the same sub-phases', () => {
    let s = advanceTo(
      rollInitiativeStep(started(osrEncounter()), { party: 5, foes: 1 }).state,
      'act:party:melee',
    );
    const steps: string[] = [];
    for (let i = 0; i < 3; i++) {
      s = run(s, { type: 'nextTurn' }).state;
      steps.push(`${s.turn?.slotKey} ${s.turn?.activeIds.join(',')}`);
    }
    expect(steps).toEqual([
      'act:foes:spells g1,g2',
      'act:foes:missile g1,g2',
      'act:foes:melee g1,g2',
    ]);
  });

  it('OSR-RND-04 step 4: morale (or loyalty) checks for flagged groups; the Referee enters the result', () => {
    let s = rollInitiativeStep(started(osrEncounter()), { party: 5, foes: 1 }).state;
    s = run(s, { type: 'flagMorale', kind: 'morale', target: { type: 'side', id: 'foes' } }).state;
    s = advanceTo(s, 'osr:morale');
    const p = s.prompts[0];
    expect(p).toMatchObject({
      kind: 'morale',
      blocking: true,
      engine: false,
      data: { kind: 'morale', target: { type: 'side', id: 'foes' } },
    });
    expectRejected(s, { type: 'nextTurn' }, 'promptPending');
    expectRejected(s, { type: 'resolvePrompt', promptId: p?.id, choice: 'maybe' }, 'invalidChoice');
    const done = run(s, { type: 'resolvePrompt', promptId: p?.id, choice: 'breaks' });
    expect(eventOf(done.events, 'osr.moraleRecorded')).toMatchObject({
      outcome: 'breaks',
      ruleId: 'OSR-RND-04',
    });
    expect((done.state.sys.morale as { outcome: string }[])[0]?.outcome).toBe('breaks');
    // no flag, no check; A-26 a configured roll is shown with the prompt
    const rolled = run(
      rollInitiativeStep(started(osrEncounter({ moraleRoll: '2d6' })), { party: 5, foes: 1 }).state,
      { type: 'flagMorale', kind: 'loyalty', target: { type: 'combatant', id: 'thief' } },
    ).state;
    const m = run(advanceTo(rolled, 'act:foes:melee'), {
      type: 'nextTurn',
      typedRolls: { [`morale:${(rolled.sys.morale as { id: string }[])[0]?.id}`]: [3, 4] },
    }).state;
    expect(m.prompts[0]?.data).toMatchObject({ kind: 'loyalty', roll: 7, notation: '2d6' });
  });

  it('OSR-RND-05 step 5: back to step 1 of the next round', () => {
    const s = advanceTo(
      rollInitiativeStep(started(osrEncounter()), { party: 5, foes: 1 }).state,
      'osr:morale',
    );
    const r = run(s, { type: 'nextTurn' });
    expect(r.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['roundEnded', 'roundStarted']),
    );
    expect(r.state.round).toBe(2);
    expect(r.state.turn?.slotKey).toBe('osr:declare');
  });
});
