// The OSR flow where it bends, through createEncounter/dispatch only: a failed escape gives the
// pursuers their free surprise round at once (OSR-FLEE-02, OSR-WILD-04, OSR-SURP-06), escape
// checks with the Referee's counts and speeds (OSR-FLEE-01, OSR-WILD-02), and single actions
// outside a fight without action economy (OSR-HIT-01, OSR-DMG-02, OSR-ACT-01).
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../../shared';
import {
  advanceTo,
  eventOf,
  expectRejected,
  many,
  osrEncounter,
  rollInitiativeStep,
  run,
  slotKeys,
  standardCombatants,
  started,
} from './helpers';

const partyOnly = standardCombatants.filter((c) => c.kind === 'pc');

const freeRoundOfFoes = ['act:foes:spells', 'act:foes:missile', 'act:foes:melee', 'osr:morale'];

function surprisedIn(s: EncounterState, id: string): number[] {
  return (s.combatants[id]?.conditions ?? [])
    .filter((k) => k.key === 'surprised')
    .map((k) => (k.data as { round: number }).round);
}

describe('OSR-FLEE-02 / OSR-SURP-06 a failed escape: the free surprise round comes at once', () => {
  it('OSR-FLEE-02 caught during the declarations: this round is the pursuers’ free round', () => {
    let s = run(osrEncounter(), { type: 'setScene', env: 'dungeon' }).state;
    s = started(s);
    const r = run(s, { type: 'fleeDungeon', fleeingSideId: 'party', vF: 90, vP: 120 });
    expect(eventOf(r.events, 'osr.fleeResolved').flee).toMatchObject({
      vF: 90,
      vP: 120,
      outcome: 'caught',
      pursuerSideId: 'foes',
    });
    s = r.state;
    expect(s.round).toBe(1);
    expect(s.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
    expect(slotKeys(s)).toEqual(['*osr:declare', ...freeRoundOfFoes]);
    for (const id of ['fighter', 'elf', 'thief']) expect(surprisedIn(s, id)).toEqual([1]);
    // The caught side cannot declare; no initiative is rolled; the pursuers act.
    expectRejected(
      s,
      { type: 'declareAction', combatantId: 'fighter', action: 'moveMelee', targetIds: ['g1'] },
      'surprisedCannotAct',
    );
    expectRejected(s, { type: 'rollSideInitiative' }, 'freeRoundNoInitiative');
    s = run(s, { type: 'declareAction', combatantId: 'g1', action: 'moveMelee' }).state;
    s = run(s, { type: 'nextTurn' }).state;
    expect(s.turn).toMatchObject({ slotKey: 'act:foes:spells', activeIds: ['g1', 'g2'] });
    // The caught fighter still defends with its own AC 4: d20 10 + 0 + 4 = 14 misses.
    const swing = run(s, {
      type: 'attack',
      attackerId: 'g1',
      targetId: 'fighter',
      kind: 'melee',
      typedRolls: { attack: [10] },
    });
    expect(eventOf(swing.events, 'osr.attackResolved').hit).toMatchObject({
      total: 14,
      hit: false,
    });
    // Round 2 is an ordinary round again.
    s = advanceTo(s, 'osr:declare');
    expect(s.round).toBe(2);
    expect(s.slots.map((x) => x.key)).toContain('osr:initiative');
    expect(surprisedIn(s, 'fighter')).toEqual([]);
  });

  it('OSR-FLEE-02 caught in the initiative step: the rolled initiative gives way to the free round', () => {
    let s = run(osrEncounter(), { type: 'setScene', env: 'city' }).state;
    s = rollInitiativeStep(started(s), { party: 6, foes: 1 }).state;
    expect(s.turn?.slotKey).toBe('osr:initiative');
    s = run(s, { type: 'fleeDungeon', fleeingSideId: 'party', vF: 60, vP: 90 }).state;
    expect(s.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
    expect(slotKeys(s)).toEqual(['*osr:declare', ...freeRoundOfFoes]);
    expect(surprisedIn(s, 'elf')).toEqual([1]);
  });

  it('OSR-FLEE-02 caught after someone acted: the round ends there and the next is the free round', () => {
    let s = run(osrEncounter(), { type: 'setScene', env: 'dungeon' }).state;
    s = rollInitiativeStep(started(s), { party: 2, foes: 5 }).state;
    s = advanceTo(s, 'act:foes:melee');
    s = run(s, {
      type: 'attack',
      attackerId: 'g1',
      targetId: 'thief',
      kind: 'melee',
      typedRolls: { attack: [2] },
    }).state;
    s = advanceTo(s, 'act:party:missile');
    const r = run(s, {
      type: 'fleeDungeon',
      fleeingSideId: 'party',
      pursuerSideId: 'foes',
      vF: 90,
      vP: 120,
    });
    s = r.state;
    expect(r.events.map((e) => e.type)).toContain('roundEnded');
    expect(s.round).toBe(2);
    expect(s.sys.freeRound).toEqual({ sideId: 'foes', round: 2 });
    expect(slotKeys(s)).toEqual(['*osr:declare', ...freeRoundOfFoes]);
    expect(surprisedIn(s, 'thief')).toEqual([2]);
    expectRejected(
      s,
      { type: 'declareAction', combatantId: 'thief', action: 'flee' },
      'surprisedCannotAct',
    );
  });

  it('OSR-FLEE-02 caught before the fight: round 1 is the free round', () => {
    let s = run(
      osrEncounter(),
      { type: 'setScene', env: 'dungeon' },
      { type: 'fleeDungeon', fleeingSideId: 'foes', pursuerSideId: 'party' },
    ).state;
    // goblins 60 against the fastest of the party, 120
    expect(s.sys.freeRound).toEqual({ sideId: 'party', round: 1 });
    s = started(s);
    expect(slotKeys(s)).toEqual([
      '*osr:declare',
      'act:party:spells',
      'act:party:missile',
      'act:party:melee',
      'osr:morale',
    ]);
    expect(surprisedIn(s, 'g1')).toEqual([1]);
  });

  it('OSR-FLEE-04 a lost opposed check also brings the free round at once (A-19)', () => {
    let s = run(osrEncounter(), { type: 'setScene', env: 'dungeon' }).state;
    s = started(s);
    s = run(s, {
      type: 'fleeDungeon',
      fleeingSideId: 'party',
      vF: 90,
      vP: 90,
      checkF: 10,
      checkP: 11,
    }).state;
    expect(s.sys.flee).toMatchObject({ outcome: 'caught', rF: 10, rP: 11 });
    expect(s.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
    expect(surprisedIn(s, 'fighter')).toEqual([1]);
  });

  it('OSR-WILD-04 a failed wilderness escape: the pursuers’ free round at once', () => {
    let s = run(osrEncounter(), {
      type: 'setScene',
      env: 'wilderness',
      terrain: 'forestHills',
    }).state;
    s = started(s);
    // F = 3 PCs, P = 2 goblins (67%): 50 + 20 = 70%; d100 71 fails
    const r = run(s, {
      type: 'fleeWilderness',
      fleeingSideId: 'party',
      typedRolls: { escape: [71] },
    });
    expect(eventOf(r.events, 'osr.fleeResolved').flee).toMatchObject({
      F: 3,
      P: 2,
      chance: 70,
      d100: 71,
      outcome: 'caught',
    });
    expect(r.state.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
    expect(surprisedIn(r.state, 'thief')).toEqual([1]);
  });
});

describe('OSR-FLEE-01 / OSR-WILD-02 escape checks with the counts and speeds the Referee gives', () => {
  it('OSR-WILD-02 pursuers not on the tracker: the Referee’s counts are enough', () => {
    const s = run(osrEncounter({}, partyOnly), {
      type: 'setScene',
      env: 'wilderness',
      terrain: 'forestHills',
    }).state;
    // the seed's example: 4 fleeing from 1 monster (25%): 50 + 40 = 90%
    const r = run(s, {
      type: 'fleeWilderness',
      fleeingSideId: 'party',
      pursuerSideId: 'foes',
      fleeingCount: 4,
      pursuerCount: 1,
      typedRolls: { escape: [90] },
    });
    expect(eventOf(r.events, 'osr.fleeResolved').flee).toMatchObject({
      F: 4,
      P: 1,
      chance: 90,
      outcome: 'escaped',
    });
    expect(r.state.combatants.fighter?.present).toBe(false);
    // Without a pursuing side the other side of the encounter pursues.
    const caught = run(s, {
      type: 'fleeWilderness',
      fleeingSideId: 'party',
      pursuerCount: 1,
      typedRolls: { escape: [91] },
    });
    // F = 3 (the party on the tracker), P = 1 (33%): 50 + 20 = 70%
    expect(eventOf(caught.events, 'osr.fleeResolved').flee).toMatchObject({
      F: 3,
      P: 1,
      chance: 70,
      outcome: 'caught',
      pursuerSideId: 'foes',
    });
    expect(caught.state.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
    expectRejected(s, { type: 'fleeWilderness', fleeingSideId: 'party' }, 'pursuerCountRequired');
    expectRejected(
      s,
      { type: 'fleeWilderness', fleeingSideId: 'foes', pursuerSideId: 'party' },
      'fleeingCountRequired',
    );
  });

  it('OSR-WILD-02 counts of a big group: F = 30, P = 10 (33%): 10 + 15 = 25% with the warning', () => {
    const s = run(osrEncounter({}, []), {
      type: 'setScene',
      env: 'wilderness',
      terrain: 'swampMountains',
    }).state;
    const r = run(s, {
      type: 'fleeWilderness',
      fleeingSideId: 'foes',
      pursuerSideId: 'party',
      fleeingCount: 30,
      pursuerCount: 10,
      typedRolls: { escape: [25] },
    });
    expect(eventOf(r.events, 'osr.fleeResolved').flee).toMatchObject({
      chance: 25,
      outcome: 'escaped',
    });
    expect(eventOf(r.events, 'osr.fleeResolved').flee).toHaveProperty('warningKey');
  });

  it('OSR-FLEE-01 pursuers not on the tracker: the Referee’s speeds are enough', () => {
    const s = run(osrEncounter({}, partyOnly), { type: 'setScene', env: 'dungeon' }).state;
    // the party's slowest is the fighter, 90
    const away = run(s, { type: 'fleeDungeon', fleeingSideId: 'party', vP: 60 });
    expect(eventOf(away.events, 'osr.fleeResolved').flee).toMatchObject({
      vF: 90,
      vP: 60,
      outcome: 'escaped',
      ruleId: 'OSR-FLEE-03',
    });
    const caught = run(s, { type: 'fleeDungeon', fleeingSideId: 'party', vP: 120 });
    expect(eventOf(caught.events, 'osr.fleeResolved').flee).toMatchObject({
      outcome: 'caught',
      ruleId: 'OSR-FLEE-02',
    });
    expect(caught.state.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
    expectRejected(s, { type: 'fleeDungeon', fleeingSideId: 'party' }, 'pursuerSpeedRequired');
    expectRejected(
      s,
      { type: 'fleeDungeon', fleeingSideId: 'foes', pursuerSideId: 'party', vP: 90 },
      'fleeingSpeedRequired',
    );
    expectRejected(
      s,
      { type: 'fleeDungeon', fleeingSideId: 'party', pursuerSideId: 'party', vP: 90 },
      'invalidValue',
    );
    expectRejected(
      s,
      { type: 'fleeDungeon', fleeingSideId: 'party', pursuerSideId: 'nobody', vP: 90 },
      'unknownSide',
    );
  });

  it('OSR-FLEE-04 equal speeds entered by the Referee: opposed checks 10 + 2 obstacles vs 11', () => {
    const s = run(osrEncounter({}, many('p', 2, 'party', 90)), {
      type: 'setScene',
      env: 'city',
    }).state;
    const r = run(s, {
      type: 'fleeDungeon',
      fleeingSideId: 'party',
      vP: 90,
      checkF: 10,
      checkP: 11,
      obstacles: 2,
    });
    expect(eventOf(r.events, 'osr.fleeResolved').flee).toMatchObject({
      rF: 12,
      rP: 11,
      outcome: 'escaped',
      ruleId: 'OSR-FLEE-05',
    });
  });
});

describe('OSR single actions outside a fight: no action economy', () => {
  it('OSR-HIT-01 attacks before the fight: as many as the Referee resolves, none used up', () => {
    const s = osrEncounter();
    // d20 11 + melee 1 + AC 6 = 18: a miss; then d20 13: 20, a hit for 1d8 = 3
    const r = run(
      s,
      {
        type: 'attack',
        attackerId: 'fighter',
        targetId: 'g1',
        kind: 'melee',
        typedRolls: { attack: [11] },
      },
      {
        type: 'attack',
        attackerId: 'fighter',
        targetId: 'g1',
        kind: 'melee',
        typedRolls: { attack: [13], damage: [3] },
      },
    );
    const resolved = r.events.filter((e) => e.type === 'osr.attackResolved');
    expect(resolved.map((e) => (e.hit as { total: number }).total)).toEqual([18, 20]);
    expect(resolved.every((e) => e.economy === 'free')).toBe(true);
    expect(r.state.combatants.g1?.hp).toBe(1);
    // The fight then starts with the fighter's action unused.
    const f = rollInitiativeStep(started(r.state), { party: 4, foes: 1 }).state;
    expect(() =>
      run(advanceTo(f, 'act:party:melee'), {
        type: 'attack',
        attackerId: 'fighter',
        targetId: 'g1',
        kind: 'melee',
      }),
    ).not.toThrow();
  });

  it('OSR-DMG-02 shield bashes before the fight: 1d3 and the 10 ft push, each time', () => {
    const r = run(
      osrEncounter(),
      {
        type: 'attack',
        attackerId: 'fighter',
        targetId: 'g1',
        kind: 'shieldBash',
        typedRolls: { attack: [15], damage: [2] },
      },
      {
        type: 'attack',
        attackerId: 'fighter',
        targetId: 'g2',
        kind: 'shieldBash',
        typedRolls: { attack: [15], damage: [1] },
      },
    );
    expect(r.state.combatants.g1?.hp).toBe(2);
    expect(r.state.combatants.g2?.hp).toBe(3);
    expect(r.events.filter((e) => e.type === 'osr.pushed').map((e) => e.rangeFt)).toEqual([15, 15]);
  });

  it('OSR-ACT-01 a spell and another action outside the fight do not use a round’s action', () => {
    const r = run(
      osrEncounter(),
      { type: 'castSpell', casterId: 'elf', spell: 'sleep' },
      { type: 'castSpell', casterId: 'elf', spell: 'light' },
      { type: 'takeAction', combatantId: 'elf', action: 'item' },
    );
    expect(r.events.filter((e) => e.type === 'osr.spellCast')).toHaveLength(2);
  });

  it('OSR-HIT-01 after the fight ends the Referee still resolves an attack, damage and an escape', () => {
    let s = run(
      started(osrEncounter()),
      { type: 'setScene', env: 'dungeon' },
      { type: 'endEncounter' },
    ).state;
    expect(s.status).toBe('ended');
    s = run(
      s,
      {
        type: 'attack',
        attackerId: 'fighter',
        targetId: 'g2',
        kind: 'melee',
        typedRolls: { attack: [13], damage: [2] },
      },
      { type: 'damage', targetIds: ['g1'], amount: 1 },
    ).state;
    expect(s.combatants.g2?.hp).toBe(2);
    expect(s.combatants.g1?.hp).toBe(3);
    const fled = run(s, { type: 'fleeDungeon', fleeingSideId: 'foes', pursuerSideId: 'party' });
    expect(eventOf(fled.events, 'osr.fleeResolved').flee).toMatchObject({ outcome: 'caught' });
    expect(fled.state.sys.freeRound).toBeUndefined();
    expectRejected(s, { type: 'rollSideInitiative' }, 'encounterEnded');
  });
});

describe('OSR-INIT-01 side initiative rolled before the fight', () => {
  it('OSR-INIT-01 a roll before startEncounter is round 1’s: kept, declarations still first', () => {
    const rolled = run(osrEncounter(), {
      type: 'rollInitiative',
      typedRolls: { 'initiative:party': [2], 'initiative:foes': [5] },
    });
    expect(eventOf(rolled.events, 'osr.sideInitiativeRolled').initiative).toMatchObject({
      round: 1,
      dice: { party: 2, foes: 5 },
    });
    let s = run(rolled.state, { type: 'startEncounter' }).state;
    expect(s.turn?.slotKey).toBe('osr:declare');
    expect(s.sys.initiative).toMatchObject({ round: 1, dice: { party: 2, foes: 5 } });
    // Round 1 still opens with the declarations.
    s = run(s, {
      type: 'declareAction',
      combatantId: 'fighter',
      action: 'moveMelee',
      targetIds: ['g1'],
    }).state;
    const next = run(s, { type: 'nextTurn' });
    expect(next.events.some((e) => e.type === 'osr.sideInitiativeRolled')).toBe(false);
    s = run(next.state, { type: 'nextTurn' }).state;
    expect(s.turn).toMatchObject({ slotKey: 'act:foes:spells', activeIds: ['g1', 'g2'] });
    // Round 2 rolls again.
    s = advanceTo(s, 'osr:declare');
    const r2 = rollInitiativeStep(s, { party: 6, foes: 1 });
    expect(eventOf(r2.events, 'osr.sideInitiativeRolled').initiative).toMatchObject({ round: 2 });
  });
});

describe('OSR-WILD-01 a side with the surprise round flees unhindered', () => {
  it('OSR-WILD-01 the side whose free surprise round it is escapes without a roll', () => {
    let s = run(osrEncounter(), {
      type: 'setScene',
      env: 'wilderness',
      terrain: 'roadsPlains',
    }).state;
    s = started(s);
    // the party fails to escape: the goblins' free round comes at once
    s = run(s, {
      type: 'fleeWilderness',
      fleeingSideId: 'party',
      typedRolls: { escape: [99] },
    }).state;
    expect(s.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
    const away = run(s, { type: 'fleeWilderness', fleeingSideId: 'foes' });
    expect(eventOf(away.events, 'osr.fleeResolved')).toMatchObject({ ruleId: 'OSR-WILD-01' });
    expect(away.events.some((e) => e.rolls !== undefined)).toBe(false);
    expect(away.state.combatants.g1?.present).toBe(false);
  });
});
