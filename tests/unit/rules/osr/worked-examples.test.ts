// Every worked example of spec §4, run through the engine with the Referee's typed dice.
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../../shared';
import {
  eventOf,
  expectRejected,
  many,
  osrEncounter,
  rollInitiativeStep,
  run,
  standardCombatants,
  started,
  advanceTo,
} from './helpers';

const scene = (state: EncounterState, env: string, extra: Record<string, unknown> = {}) =>
  run(state, { type: 'setScene', env, ...extra }).state;

describe('spec §4 worked examples', () => {
  it('#1 ENC-04: wilderness swamp, d6 = 3 → encounter; d6 = 4 → none', () => {
    const s = scene(osrEncounter(), 'wilderness', { terrain: 'swamp' });
    const a = run(s, { type: 'checkEncounter', typedRolls: { encounter: [3] } });
    expect(eventOf(a.events, 'osr.encounterChecked')).toMatchObject({ chance: 3, occurs: true });
    const b = run(s, { type: 'checkEncounter', typedRolls: { encounter: [4] } });
    expect(eventOf(b.events, 'osr.encounterChecked')).toMatchObject({ chance: 3, occurs: false });
  });

  it('#2 ENC-03: city at night, d6 = 2 → encounter; city by day, d6 = 2 → none', () => {
    const night = scene(osrEncounter(), 'city', { isNight: true });
    const day = scene(osrEncounter(), 'city', { isNight: false });
    const roll = { type: 'checkEncounter', typedRolls: { encounter: [2] } };
    expect(eventOf(run(night, roll).events, 'osr.encounterChecked').occurs).toBe(true);
    expect(eventOf(run(day, roll).events, 'osr.encounterChecked').occurs).toBe(false);
  });

  it('#3 DIST-01..03: 2d6 = 3+4 → 70 ft; 1d6 = 4 → 40 yd; 6d10 = 33 → 330 yd', () => {
    const dist = (env: string, faces: number[], extra = {}) =>
      run(scene(osrEncounter(), env, extra), {
        type: 'rollDistance',
        typedRolls: { distance: faces },
      }).state.sys.distance;
    expect(dist('dungeon', [3, 4])).toEqual({ value: 70, unit: 'ft', rolled: true });
    expect(dist('city', [4])).toEqual({ value: 40, unit: 'yd', rolled: true });
    expect(dist('wilderness', [5, 5, 5, 6, 6, 6], { terrain: 'plain' })).toEqual({
      value: 330,
      unit: 'yd',
      rolled: true,
    });
  });

  const surprise = (partyDie: number, ambushed = false) =>
    run(osrEncounter(), {
      type: 'rollSurprise',
      ...(ambushed ? { ambushedSideIds: ['party'], ambusherSideIds: ['foes'] } : {}),
      typedRolls: { 'surprise:party': [partyDie], 'surprise:foes': [6] },
    }).state.sys.surprise as { bySide: Record<string, string[]> };

  it('#4 SURP-02,04: normal, side die = 2 → human surprised, elf not', () => {
    expect(surprise(2).bySide.party).toEqual(['fighter', 'thief']);
  });

  it('#5 SURP-02,04: normal, side die = 1 → human and elf both surprised', () => {
    expect(surprise(1).bySide.party).toEqual(['fighter', 'elf', 'thief']);
  });

  it('#6 SURP-03,04: ambushed, die 4 → human only; 3 → human and elf; 5 → nobody', () => {
    expect(surprise(4, true).bySide.party).toEqual(['fighter', 'thief']);
    expect(surprise(3, true).bySide.party).toEqual(['fighter', 'elf', 'thief']);
    expect(surprise(5, true).bySide.party).toEqual([]);
  });

  it('#7 SURP-05: surprised fighter in round 1 cannot declare MOVE_MELEE; AC unchanged; round 2 fine', () => {
    let s = run(osrEncounter(), {
      type: 'rollSurprise',
      typedRolls: { 'surprise:party': [2], 'surprise:foes': [6] },
    }).state;
    s = started(s);
    expectRejected(
      s,
      { type: 'declareAction', combatantId: 'fighter', action: 'moveMelee', targetIds: ['g1'] },
      'surprisedCannotAct',
    );
    expect(s.combatants.fighter?.ac).toBe(4);
    // It still defends: a goblin needs d20 + 0 + 4 ≥ 20, i.e. 16.
    s = rollInitiativeStep(s, { party: 1, foes: 6 }).state;
    const miss = run(s, {
      type: 'attack',
      attackerId: 'g1',
      targetId: 'fighter',
      kind: 'melee',
      typedRolls: { attack: [15] },
    });
    expect(eventOf(miss.events, 'osr.attackResolved').hit).toMatchObject({ total: 19, hit: false });
    s = advanceTo(s, 'osr:declare');
    expect(s.round).toBe(2);
    const ok = run(s, {
      type: 'declareAction',
      combatantId: 'fighter',
      action: 'moveMelee',
      targetIds: ['g1'],
    });
    expect(ok.state.combatants.fighter?.sys.declared).toMatchObject({
      round: 2,
      type: 'moveMelee',
      subPhase: 'melee',
    });
  });

  it('#8 REACT-01: 2d6 = 3 / 7 / 8 / 11 / 12', () => {
    const band = (a: number, b: number) =>
      (
        run(osrEncounter(), { type: 'rollReaction', typedRolls: { reaction: [a, b] } }).state.sys
          .reaction as { band: string; total: number }
      ).band;
    expect([band(1, 2), band(3, 4), band(4, 4), band(5, 6), band(6, 6)]).toEqual([
      'hostile',
      'unfriendly',
      'neutral',
      'indifferent',
      'friendly',
    ]);
  });

  it('#9 REACT-02: re-roll 11 with CHA +1 → 12 Friendly; re-roll 4 with CHA −1 → 3 Hostile', () => {
    const combatants = standardCombatants.map((c) =>
      c.id === 'fighter' ? { ...c, sys: { ...c.sys, chaBonus: -1 } } : c,
    );
    let s = run(osrEncounter({}, combatants), {
      type: 'rollReaction',
      typedRolls: { reaction: [3, 4] },
    }).state;
    s = rollInitiativeStep(started(s), { party: 5, foes: 3 }).state;
    const thief = run(s, {
      type: 'negotiate',
      mode: 'reroll',
      talkerId: 'thief',
      typedRolls: { reaction: [5, 6] },
    });
    expect(thief.state.sys.reaction).toMatchObject({
      roll: 11,
      mod: 1,
      total: 12,
      band: 'friendly',
      rerolled: true,
    });
    const fighter = run(s, {
      type: 'negotiate',
      mode: 'reroll',
      talkerId: 'fighter',
      typedRolls: { reaction: [1, 3] },
    });
    expect(fighter.state.sys.reaction).toMatchObject({
      roll: 4,
      mod: -1,
      total: 3,
      band: 'hostile',
    });
  });

  it('#10 INIT, RND: party 5, opponents 3 → party phases, opponents phases, morale', () => {
    const s = rollInitiativeStep(started(osrEncounter()), { party: 5, foes: 3 }).state;
    expect(s.slots.slice(2).map((x) => x.key)).toEqual([
      'act:party:spells',
      'act:party:missile',
      'act:party:melee',
      'act:foes:spells',
      'act:foes:missile',
      'act:foes:melee',
      'osr:morale',
    ]);
  });

  it('#11 INIT-02: party 4, opponents 4 → both sides in each sub-phase, then morale', () => {
    const s = rollInitiativeStep(started(osrEncounter()), { party: 4, foes: 4 }).state;
    expect(s.slots.slice(2).map((x) => x.key)).toEqual([
      'act:party+foes:spells',
      'act:party+foes:missile',
      'act:party+foes:melee',
      'osr:morale',
    ]);
    expect(s.slots[2]?.combatantIds).toEqual(['fighter', 'elf', 'thief', 'g1', 'g2']);
  });

  const attack = (d20: number, bonus: number, ac: number, extra: Record<string, unknown> = {}) => {
    const s = osrEncounter({}, [
      { id: 'a', name: 'A', kind: 'pc', maxHp: 10, sys: { meleeBonus: bonus, rangedBonus: bonus } },
      { id: 't', name: 'T', kind: 'monster', maxHp: 50, ac },
    ]);
    const r = run(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      kind: 'melee',
      typedRolls: { attack: [d20], damage: [1] },
      ...extra,
    });
    return eventOf(r.events, 'osr.attackResolved').hit as { total: number; hit: boolean };
  };

  it('#12 HIT-01: d20 11 + 0 + AC 9 = 20 hits; d20 10 → 19 misses', () => {
    expect(attack(11, 0, 9)).toMatchObject({ total: 20, hit: true });
    expect(attack(10, 0, 9)).toMatchObject({ total: 19, hit: false });
  });

  it('#13 HIT-01: d20 20 + 0 + AC −1 = 19 misses; with +1 → 20 hits', () => {
    expect(attack(20, 0, -1)).toMatchObject({ total: 19, hit: false });
    expect(attack(20, 1, -1)).toMatchObject({ total: 20, hit: true });
  });

  it('#14 HIT-02: d20 9 + 0 + 2 from behind + AC 9 = 20 hits', () => {
    expect(attack(9, 0, 9, { fromBehind: true })).toMatchObject({ total: 20, hit: true });
  });

  it('#15 HIT-03: d20 14 + ranged 1 + (AC 5 − 2 cover) = 18 misses; without cover 20 hits', () => {
    expect(attack(14, 1, 5, { kind: 'ranged', coverMod: -2 })).toMatchObject({
      total: 18,
      hit: false,
    });
    expect(attack(14, 1, 5, { kind: 'ranged' })).toMatchObject({ total: 20, hit: true });
  });

  it('#16 DMG-01: STR bonus −2 / 0 / +2 → 1 / 1 / 3 unarmed damage', () => {
    const dmg = (strBonus: number) => {
      const s = osrEncounter({}, [
        { id: 'a', name: 'A', kind: 'pc', maxHp: 10, sys: { strBonus } },
        { id: 't', name: 'T', kind: 'monster', maxHp: 10, ac: 9 },
      ]);
      const r = run(s, {
        type: 'attack',
        attackerId: 'a',
        targetId: 't',
        kind: 'unarmed',
        typedRolls: { attack: [15] },
      });
      return eventOf(r.events, 'osr.damaged').amount;
    };
    expect([dmg(-2), dmg(0), dmg(2)]).toEqual([1, 1, 3]);
  });

  it('#17 DMG-02: shield bash hits, 1d3 = 2 → 2 damage, target pushed 10 ft', () => {
    const s = run(osrEncounter(), { type: 'setRange', aId: 'fighter', bId: 'g1', feet: 5 }).state;
    const r = run(s, {
      type: 'attack',
      attackerId: 'fighter',
      targetId: 'g1',
      kind: 'shieldBash',
      typedRolls: { attack: [15], damage: [2] },
    });
    expect(eventOf(r.events, 'osr.damaged')).toMatchObject({ targetId: 'g1', amount: 2 });
    expect(eventOf(r.events, 'osr.pushed')).toMatchObject({ feet: 10, rangeFt: 15 });
    expect(r.state.combatants.g1?.hp).toBe(2);
    expect((r.state.sys.ranges as Record<string, number>)['fighter|g1']).toBe(15);
  });

  it('#18 DMG-03: oil at 45 ft out of range; at 40 ft hits for 3, then 2 → 5 (3 if put out)', () => {
    const base = run(
      osrEncounter({}, [
        { id: 'a', name: 'A', kind: 'pc', maxHp: 10 },
        { id: 'ogre', name: 'Ogre', kind: 'monster', maxHp: 30, ac: 9 },
      ]),
      { type: 'startEncounter' },
    ).state;
    expectRejected(
      base,
      { type: 'attack', attackerId: 'a', targetId: 'ogre', kind: 'oil', rangeFt: 45 },
      'outOfRange',
    );
    const hit = run(base, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'ogre',
      kind: 'oil',
      rangeFt: 40,
      typedRolls: { attack: [15], fire: [3] },
    });
    expect(hit.state.combatants.ogre?.hp).toBe(27);
    expect(hit.state.combatants.ogre?.conditions.map((c) => c.key)).toEqual(['burning']);
    // End of round 1: no tick yet; end of round 2 (its morale step): the second 1d4.
    let s = advanceTo(hit.state, 'osr:morale');
    expect(s.combatants.ogre?.hp).toBe(27);
    s = run(s, { type: 'nextTurn' }).state;
    expect(s.round).toBe(2);
    s = run(s, {
      type: 'nextTurn',
      typedRolls: { 'initiative:party': [3], 'initiative:foes': [2] },
    }).state;
    for (let i = 0; i < 10 && s.turn?.slotKey !== 'osr:morale'; i++) {
      s = run(s, { type: 'nextTurn', typedRolls: { 'fire:ogre': [2] } }).state;
    }
    expect(s.combatants.ogre?.hp).toBe(25); // 3 + 2 = 5 in total
    expect(s.combatants.ogre?.conditions).toEqual([]);
    // Put out after the first tick: only 3.
    let out = run(hit.state, { type: 'extinguish', combatantId: 'ogre' }).state;
    out = run(advanceTo(out, 'osr:morale'), { type: 'nextTurn' }).state;
    out = advanceTo(out, 'osr:morale');
    expect(out.round).toBe(2);
    expect(out.combatants.ogre?.hp).toBe(27);
  });

  it('#19 MEL-01,02: archer 5 ft from an enemy cannot shoot; at 10 ft it can', () => {
    const at = (feet: number) =>
      started(run(osrEncounter(), { type: 'setRange', aId: 'elf', bId: 'g1', feet }).state);
    expectRejected(
      at(5),
      { type: 'declareAction', combatantId: 'elf', action: 'shoot', targetIds: ['g2'] },
      'cannotShootInMelee',
    );
    expectRejected(
      at(5),
      { type: 'attack', attackerId: 'elf', targetId: 'g2', kind: 'ranged' },
      'cannotShootInMelee',
    );
    const ok = run(at(10), {
      type: 'declareAction',
      combatantId: 'elf',
      action: 'shoot',
      targetIds: ['g2'],
    });
    expect(ok.state.combatants.elf?.sys.declared).toMatchObject({
      type: 'shoot',
      subPhase: 'missile',
    });
    expect(() =>
      run(at(10), { type: 'attack', attackerId: 'elf', targetId: 'g2', kind: 'ranged' }),
    ).not.toThrow();
  });

  it('#20 ACT-02: +1 extra-attack talent → 2 attacks; any talent → still 1 spell', () => {
    const s = started(
      osrEncounter({}, [
        { id: 'f', name: 'F', kind: 'pc', maxHp: 10, sys: { talentExtraAttacks: 1 } },
        {
          id: 'm',
          name: 'M',
          kind: 'pc',
          maxHp: 10,
          sys: { talentExtraAttacks: 3, talentSpeedBonus: 30 },
        },
        { id: 'o', name: 'Ogre', kind: 'monster', maxHp: 100, ac: 9 },
      ]),
    );
    const swing = {
      type: 'attack',
      attackerId: 'f',
      targetId: 'o',
      kind: 'melee',
      typedRolls: { attack: [2] },
    };
    const two = run(s, swing, swing).state;
    expect(two.combatants.f?.sys.used).toMatchObject({ attacks: 2 });
    expectRejected(two, swing, 'noAttacksLeft');
    const cast = run(s, { type: 'castSpell', casterId: 'm' }).state;
    expectRejected(cast, { type: 'castSpell', casterId: 'm' }, 'noExtraSpells');
  });

  const flee = (fleeSpeed: number, pursuerSpeed: number, extra: Record<string, unknown> = {}) => {
    const s = osrEncounter({}, [
      ...many('p', 2, 'party', fleeSpeed),
      ...many('m', 2, 'foes', pursuerSpeed),
    ]);
    return run(scene(s, 'dungeon'), {
      type: 'fleeDungeon',
      fleeingSideId: 'party',
      pursuerSideId: 'foes',
      ...extra,
    });
  };

  it('#21 FLEE-02,03: 120 vs 90 → escaped; 90 vs 120 → caught + free surprise round', () => {
    const away = flee(120, 90);
    expect(eventOf(away.events, 'osr.fleeResolved').flee).toMatchObject({
      outcome: 'escaped',
      vF: 120,
      vP: 90,
    });
    expect(away.state.combatants.p1?.present).toBe(false);
    const caught = flee(90, 120);
    expect(eventOf(caught.events, 'osr.fleeResolved').flee).toMatchObject({ outcome: 'caught' });
    expect(caught.state.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
  });

  it('#22 FLEE-04,05: equal speeds; 10 + 2 obstacles = 12 vs 11 → escaped; 10 vs 11 → caught', () => {
    const a = flee(90, 90, { checkF: 10, checkP: 11, obstacles: 2 });
    expect(eventOf(a.events, 'osr.fleeResolved').flee).toMatchObject({
      outcome: 'escaped',
      rF: 12,
      rP: 11,
    });
    const b = flee(90, 90, { checkF: 10, checkP: 11 });
    expect(eventOf(b.events, 'osr.fleeResolved').flee).toMatchObject({
      outcome: 'caught',
      freeSurpriseRound: true,
    });
    expect(b.state.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
  });

  const wild = (F: number, P: number, d100 = 100, refereeMods: unknown[] = []) =>
    run(scene(osrEncounter(), 'wilderness', { terrain: 'forest' }), {
      type: 'fleeWilderness',
      fleeingSideId: 'party',
      pursuerSideId: 'foes',
      fleeingCount: F,
      pursuerCount: P,
      refereeMods,
      typedRolls: { escape: [d100] },
    });
  const chance = (F: number, P: number, mods: unknown[] = []) =>
    (eventOf(wild(F, P, 100, mods).events, 'osr.fleeResolved').flee as { chance: number }).chance;

  it('#23 WILD-02,04: F 4, P 1 → 90%; d100 90 escapes; 91 caught + free surprise round', () => {
    expect(chance(4, 1)).toBe(90);
    const ok = wild(4, 1, 90);
    expect(eventOf(ok.events, 'osr.fleeResolved').flee).toMatchObject({
      chance: 90,
      d100: 90,
      outcome: 'escaped',
    });
    const no = wild(4, 1, 91);
    expect(eventOf(no.events, 'osr.fleeResolved').flee).toMatchObject({
      outcome: 'caught',
      freeSurpriseRound: true,
    });
    expect(no.state.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
  });

  it('#24 WILD-02: F 4, P 3 (75%) → 50 + 20 = 70%', () => expect(chance(4, 3)).toBe(70));
  it('#25 WILD-02: F 5, P 4 (80%) → 35 + 0 = 35%', () => expect(chance(5, 4)).toBe(35));
  it('#26 WILD-02: F 6, P 3 (50%) → 35 + 15 = 50%', () => expect(chance(6, 3)).toBe(50));
  it('#27 WILD-02,03: F 20, P 5 (25%), swamp −20 → 25 + 25 − 20 = 30%', () =>
    expect(chance(20, 5, [{ label: 'swamp', pct: -20 }])).toBe(30));

  it('#28 WILD-02: F 30, P 10 (33%) → 10 + 15 = 25%, with the anomaly warning', () => {
    const f = eventOf(wild(30, 10).events, 'osr.fleeResolved').flee;
    expect(f).toMatchObject({
      base: 10,
      mod: 15,
      chance: 25,
      warningKey: 'tables.escape.anomaly25plus',
    });
  });

  it('#29 WILD-02,03: F 3, P 3 (100%), dense forest +20 → 50 + 0 + 20 = 70%', () =>
    expect(chance(3, 3, [{ label: 'dense forest', pct: 20 }])).toBe(70));

  it('#30 WILD-01: the fleeing side surprised the pursuers → escaped, no roll', () => {
    let s = scene(osrEncounter(), 'wilderness', { terrain: 'hill' });
    s = run(s, {
      type: 'rollSurprise',
      typedRolls: { 'surprise:party': [6], 'surprise:foes': [1] },
    }).state;
    const r = run(s, { type: 'fleeWilderness', fleeingSideId: 'party', pursuerSideId: 'foes' });
    expect(eventOf(r.events, 'osr.fleeResolved')).toMatchObject({
      ruleId: 'OSR-WILD-01',
      flee: { outcome: 'escaped', automatic: true },
    });
    expect(r.events.flatMap((e) => e.rolls ?? [])).toEqual([]);
    expect(r.state.combatants.fighter?.present).toBe(false);
  });
});
