// One engine test per rule id of spec §1.9–1.11 (OSR-MEL, OSR-HIT, OSR-DMG, OSR-FLEE, OSR-WILD).
import { describe, expect, it } from 'vitest';
import type { CombatantInput, EncounterState } from '../../../../shared';
import { advanceTo, eventOf, expectRejected, many, osrEncounter, run, started } from './helpers';

const duel = (a: CombatantInput['sys'] = {}, t: Partial<CombatantInput> = {}, options = {}) =>
  started(
    osrEncounter(options, [
      { id: 'a', name: 'A', kind: 'pc', maxHp: 10, ac: 5, sys: a },
      { id: 'b', name: 'B', kind: 'pc', maxHp: 10, ac: 5 },
      { id: 't', name: 'T', kind: 'monster', maxHp: 40, ac: 9, ...t },
      { id: 'u', name: 'U', kind: 'monster', maxHp: 40, ac: 9 },
    ]),
  );
const attack = (
  s: EncounterState,
  extra: Record<string, unknown>,
  d20: number,
  dmg: number[] = [1],
) =>
  run(s, {
    type: 'attack',
    attackerId: 'a',
    targetId: 't',
    kind: 'melee',
    typedRolls: { attack: [d20], damage: dmg, fire: dmg },
    ...extra,
  });
const hitOf = (r: ReturnType<typeof run>) =>
  eventOf(r.events, 'osr.attackResolved').hit as Record<string, number | boolean>;

describe('OSR-MEL through the engine', () => {
  it('OSR-MEL-01 within 5 ft is melee; a melee attack closes to 5 ft', () => {
    const s = run(duel(), { type: 'setRange', aId: 'a', bId: 't', feet: 30 }).state;
    const r = attack(s, {}, 2);
    expect((r.state.sys.ranges as Record<string, number>)['a|t']).toBe(5);
    expectRejected(
      r.state,
      {
        type: 'declareAction',
        combatantId: 'a',
        action: 'shoot',
        targetIds: ['u'],
        override: true,
      },
      'cannotShootInMelee',
    );
    const six = run(duel(), { type: 'setRange', aId: 'a', bId: 't', feet: 6 }).state;
    expect(() =>
      run(six, { type: 'declareAction', combatantId: 'a', action: 'shoot', targetIds: ['t'] }),
    ).not.toThrow();
  });

  it('OSR-MEL-02 a creature in melee cannot shoot; shooting into someone else’s melee asks the Referee (A-31)', () => {
    const engaged = run(duel(), { type: 'setRange', aId: 'a', bId: 'u', feet: 5 }).state;
    expectRejected(
      engaged,
      { type: 'attack', attackerId: 'a', targetId: 't', kind: 'ranged', rangeFt: 30 },
      'cannotShootInMelee',
    );
    // a is free; b fights t: a may shoot into that melee, with a prompt
    const into = run(duel(), { type: 'setRange', aId: 'b', bId: 't', feet: 5 }).state;
    const r = attack(into, { kind: 'ranged', rangeFt: 30 }, 2);
    expect(r.state.prompts.map((p) => p.kind)).toEqual(['shootIntoMelee']);
    const forbidden = run(into, {
      type: 'setOption',
      key: 'shootIntoMelee',
      value: 'forbidden',
    }).state;
    expectRejected(
      forbidden,
      { type: 'attack', attackerId: 'a', targetId: 't', kind: 'ranged' },
      'cannotShootIntoMelee',
    );
    // melee attacks are never blocked by being in melee
    expect(() => attack(engaged, {}, 2)).not.toThrow();
  });
});

describe('OSR-HIT through the engine', () => {
  it('OSR-HIT-01 d20 + melee or ranged bonus + target AC ≥ 20 (descending AC, no natural 20)', () => {
    const s = duel({ meleeBonus: 2, rangedBonus: -1 });
    expect(hitOf(attack(s, {}, 9))).toMatchObject({
      d20: 9,
      bonus: 2,
      effectiveAc: 9,
      total: 20,
      hit: true,
    });
    expect(hitOf(attack(s, {}, 8))).toMatchObject({ total: 19, hit: false });
    expect(hitOf(attack(s, { kind: 'ranged', rangeFt: 30 }, 12))).toMatchObject({
      bonus: -1,
      total: 20,
      hit: true,
    });
    const armoured = duel({}, { ac: -2 });
    expect(hitOf(attack(armoured, {}, 20))).toMatchObject({ total: 18, hit: false });
    const natural = duel({}, { ac: -2 }, { naturalRolls: 'natural' });
    expect(hitOf(attack(natural, {}, 20))).toMatchObject({ hit: true, natural: 'hit' });
    // a hit deals the weapon's damage; a miss deals none
    const hit = attack(duel({ damage: '1d8' }), {}, 15, [6]);
    expect(hit.state.combatants.t?.hp).toBe(34);
    expect(attack(s, {}, 1).events.some((e) => e.type === 'osr.damaged')).toBe(false);
  });

  it('OSR-HIT-02 an attack from behind gets +2 (not a sneak attack)', () => {
    expect(hitOf(attack(duel(), { fromBehind: true }, 9))).toMatchObject({
      behindBonus: 2,
      total: 20,
      hit: true,
    });
    expect(hitOf(attack(duel(), {}, 9))).toMatchObject({ behindBonus: 0, total: 18, hit: false });
  });

  it('OSR-HIT-03 cover −1…−4 lowers the target’s AC; the Referee sets it', () => {
    const covered = run(duel(), { type: 'setCover', combatantId: 't', coverMod: -3 }).state;
    expect(covered.combatants.t?.sys.coverMod).toBe(-3);
    expect(hitOf(attack(covered, {}, 11))).toMatchObject({
      coverMod: -3,
      effectiveAc: 6,
      total: 17,
      hit: false,
    });
    expect(hitOf(attack(covered, {}, 14))).toMatchObject({ total: 20, hit: true });
    expect(hitOf(attack(covered, { coverMod: -1 }, 12))).toMatchObject({
      effectiveAc: 8,
      total: 20,
    });
    expectRejected(duel(), { type: 'setCover', combatantId: 't', coverMod: -5 }, 'invalidCommand');
    expectRejected(duel(), { type: 'setCover', combatantId: 't', coverMod: 1 }, 'invalidCommand');
  });
});

describe('OSR-DMG through the engine', () => {
  it('OSR-DMG-01 unarmed: 1 + STR bonus, at least 1', () => {
    const dmg = (strBonus: number) =>
      eventOf(attack(duel({ strBonus }), { kind: 'unarmed' }, 15).events, 'osr.damaged').amount;
    expect([-3, -1, 0, 1, 3].map(dmg)).toEqual([1, 1, 1, 2, 4]);
  });

  it('OSR-DMG-02 shield bash: 1d3 and a 10 ft push on a hit', () => {
    const s = duel({ hasShield: true });
    const r = attack(s, { kind: 'shieldBash' }, 15, [3]);
    expect(r.events[0]?.rolls?.map((x) => x.notation)).toEqual(['1d20', '1d3']);
    expect(eventOf(r.events, 'osr.damaged').amount).toBe(3);
    expect(eventOf(r.events, 'osr.pushed')).toMatchObject({ feet: 10, rangeFt: 15 });
    expect(r.state.prompts.map((p) => p.kind)).toEqual(['shieldBash']);
    // the Referee says a wall blocked the push
    const blocked = run(r.state, {
      type: 'resolvePrompt',
      promptId: r.state.prompts[0]?.id,
      choice: 'blocked',
    }).state;
    expect((blocked.sys.ranges as Record<string, number>)['a|t']).toBe(5);
    // no push on a miss; no shield, no bash
    const miss = attack(s, { kind: 'shieldBash' }, 1);
    expect(miss.events.some((e) => e.type === 'osr.pushed')).toBe(false);
    expectRejected(
      duel(),
      { type: 'attack', attackerId: 'a', targetId: 't', kind: 'shieldBash' },
      'noShield',
    );
  });

  it('OSR-DMG-03 oil flask: range 40 ft, 5 ft radius, 1d4 fire for 2 rounds unless put out', () => {
    const s = run(duel(), { type: 'setRange', aId: 't', bId: 'u', feet: 5 }).state;
    expectRejected(
      s,
      { type: 'attack', attackerId: 'a', targetId: 't', kind: 'oil', rangeFt: 41 },
      'outOfRange',
    );
    expectRejected(
      s,
      { type: 'attack', attackerId: 'a', targetId: 't', kind: 'oil' },
      'rangeRequired',
    );
    const r = attack(s, { kind: 'oil', rangeFt: 40 }, 15, [4]);
    expect(r.state.combatants.t?.hp).toBe(36);
    expect(r.state.combatants.t?.conditions[0]).toMatchObject({
      key: 'burning',
      data: { ticksLeft: 1, dueRound: 2 },
    });
    // u is within 5 ft of the target: the Referee decides it burns too
    const splash = r.state.prompts.find((p) => p.kind === 'oilSplash');
    expect(splash?.data).toEqual({ targetId: 't', creatureIds: ['u'] });
    const u = run(r.state, {
      type: 'resolvePrompt',
      promptId: splash?.id,
      choice: ['u'],
      typedRolls: { 'fire:u': [2] },
    }).state;
    expect(u.combatants.u?.hp).toBe(38);
    expect(u.combatants.u?.conditions.map((c) => c.key)).toEqual(['burning']);
    // a miss is the Referee's call
    expect(attack(s, { kind: 'oil', rangeFt: 20 }, 1).state.prompts.map((p) => p.kind)).toEqual([
      'oilMiss',
    ]);
    // A-18 "1d4 in total": no second tick
    const total = attack(
      run(s, { type: 'setOption', key: 'oilDamage', value: 'total' }).state,
      { kind: 'oil', rangeFt: 40 },
      15,
      [4],
    );
    expect(total.state.combatants.t?.conditions).toEqual([]);
    expectRejected(duel(), { type: 'extinguish', combatantId: 't' }, 'notBurning');
  });
});

const fleeState = (
  fleeing: CombatantInput[],
  pursuers: CombatantInput[],
  env = 'dungeon',
  options = {},
) =>
  run(osrEncounter(options, [...fleeing, ...pursuers]), {
    type: 'setScene',
    env,
    ...(env === 'wilderness' ? { terrain: 'plain' } : {}),
  }).state;
const fleeCmd = { type: 'fleeDungeon', fleeingSideId: 'party', pursuerSideId: 'foes' };

describe('OSR-FLEE through the engine', () => {
  it('OSR-FLEE-01 either side may flee in a dungeon or city; the Referee compares group speeds', () => {
    const s = fleeState(
      [...many('p', 1, 'party', 120), ...many('q', 1, 'party', 60)],
      many('m', 2, 'foes', 90),
    );
    // A-19 default: slowest fugitive (60) vs fastest pursuer (90)
    expect(eventOf(run(s, fleeCmd).events, 'osr.fleeResolved').flee).toMatchObject({
      vF: 60,
      vP: 90,
      outcome: 'caught',
    });
    // the monsters may flee too
    const back = run(s, { type: 'fleeDungeon', fleeingSideId: 'foes', pursuerSideId: 'party' });
    expect(eventOf(back.events, 'osr.fleeResolved').flee).toMatchObject({
      vF: 90,
      vP: 120,
      outcome: 'caught',
    });
    const city = fleeState(many('p', 1, 'party', 120), many('m', 1, 'foes', 90), 'city');
    expect(eventOf(run(city, fleeCmd).events, 'osr.fleeResolved').flee).toMatchObject({
      outcome: 'escaped',
    });
    const wild = fleeState(many('p', 1, 'party', 120), many('m', 1, 'foes', 90), 'wilderness');
    expectRejected(wild, fleeCmd, 'wrongEnvironment');
  });

  it('OSR-FLEE-02 faster pursuers: no escape, the pursuers get a free surprise round', () => {
    const r = run(fleeState(many('p', 2, 'party', 90), many('m', 2, 'foes', 120)), fleeCmd);
    expect(eventOf(r.events, 'osr.fleeResolved')).toMatchObject({
      ruleId: 'OSR-FLEE-02',
      flee: { outcome: 'caught', freeSurpriseRound: true },
    });
    expect(eventOf(r.events, 'osr.freeRoundGranted')).toMatchObject({ sideId: 'foes', round: 1 });
    expect(r.state.combatants.p1?.present).toBe(true);
  });

  it('OSR-FLEE-03 a faster fleeing side escapes', () => {
    const r = run(fleeState(many('p', 2, 'party', 120), many('m', 2, 'foes', 90)), fleeCmd);
    expect(eventOf(r.events, 'osr.fleeResolved')).toMatchObject({
      ruleId: 'OSR-FLEE-03',
      flee: { outcome: 'escaped' },
    });
    expect([r.state.combatants.p1?.present, r.state.combatants.p2?.present]).toEqual([
      false,
      false,
    ]);
  });

  it('OSR-FLEE-04 equal speeds: opposed Fortitude checks, the higher wins', () => {
    const s = fleeState(many('p', 2, 'party', 90), many('m', 2, 'foes', 90));
    expectRejected(s, fleeCmd, 'fleeChecksRequired');
    expect(
      eventOf(run(s, { ...fleeCmd, checkF: 14, checkP: 9 }).events, 'osr.fleeResolved').flee,
    ).toMatchObject({ outcome: 'escaped', rF: 14, rP: 9 });
    const lost = run(s, { ...fleeCmd, checkF: 9, checkP: 14 });
    expect(eventOf(lost.events, 'osr.fleeResolved').flee).toMatchObject({ outcome: 'caught' });
    expect(lost.state.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
    const tie = run(s, { ...fleeCmd, checkF: 11, checkP: 11 });
    expect(eventOf(tie.events, 'osr.fleeResolved').flee).toMatchObject({ outcome: 'recheck' });
    expect(tie.state.combatants.p1?.present).toBe(true);
    // A-01 "outcome": the Referee only says who won
    const byOutcome = fleeState(many('p', 1, 'party', 90), many('m', 1, 'foes', 90), 'dungeon', {
      skillCheckEntry: 'outcome',
    });
    expect(
      eventOf(run(byOutcome, { ...fleeCmd, winner: 'fleeing' }).events, 'osr.fleeResolved').flee,
    ).toMatchObject({ outcome: 'escaped' });
  });

  it('OSR-FLEE-05 each obstacle the PCs use gives +1, or stops the pursuit', () => {
    const s = fleeState(many('p', 2, 'party', 90), many('m', 2, 'foes', 90));
    expect(
      eventOf(
        run(s, { ...fleeCmd, checkF: 9, checkP: 11, obstacles: 3 }).events,
        'osr.fleeResolved',
      ).flee,
    ).toMatchObject({ rF: 12, outcome: 'escaped' });
    expect(
      eventOf(
        run(s, { ...fleeCmd, checkF: 9, checkP: 11, obstacles: 2 }).events,
        'osr.fleeResolved',
      ).flee,
    ).toMatchObject({ rF: 11, outcome: 'recheck' });
    const slow = fleeState(many('p', 2, 'party', 30), many('m', 2, 'foes', 120));
    expect(
      eventOf(run(slow, { ...fleeCmd, obstacleStops: true }).events, 'osr.fleeResolved').flee,
    ).toMatchObject({ outcome: 'escaped', stoppedByObstacle: true });
    expectRejected(
      s,
      {
        type: 'fleeDungeon',
        fleeingSideId: 'foes',
        pursuerSideId: 'party',
        checkF: 1,
        checkP: 0,
        obstacles: 1,
      },
      'obstaclesPartyOnly',
    );
  });
});

const wildCmd = (d100: number, extra: Record<string, unknown> = {}) => ({
  type: 'fleeWilderness',
  fleeingSideId: 'party',
  pursuerSideId: 'foes',
  typedRolls: { escape: [d100] },
  ...extra,
});

describe('OSR-WILD through the engine', () => {
  it('OSR-WILD-01 a side that got the surprise round flees unhindered', () => {
    let s = fleeState(many('p', 3, 'party'), many('m', 3, 'foes'), 'wilderness');
    const plain = run(s, wildCmd(100));
    expect(eventOf(plain.events, 'osr.fleeResolved').flee).toMatchObject({
      outcome: 'caught',
      chance: 50,
    });
    s = run(s, {
      type: 'rollSurprise',
      typedRolls: { 'surprise:party': [5], 'surprise:foes': [1] },
    }).state;
    const free = run(s, wildCmd(100));
    expect(eventOf(free.events, 'osr.fleeResolved')).toMatchObject({
      ruleId: 'OSR-WILD-01',
      flee: { outcome: 'escaped', automatic: true },
    });
    // the surprised side still uses the table, once it can act
    const back = {
      type: 'fleeWilderness',
      fleeingSideId: 'foes',
      pursuerSideId: 'party',
      typedRolls: { escape: [1] },
    };
    const started1 = started(s);
    expectRejected(started1, back, 'surprisedCannotAct');
    const immediate = run(started1, {
      type: 'setOption',
      key: 'surprisedFleeing',
      value: 'immediate',
    }).state;
    expect(eventOf(run(immediate, back).events, 'osr.fleeResolved').flee).toMatchObject({
      outcome: 'escaped',
      chance: 50,
    });
  });

  it('OSR-WILD-02 base chance by fleeing size + modifier by the pursuers’ share of it', () => {
    const chance = (F: number, P: number) => {
      const s = fleeState(many('p', F, 'party'), many('m', P, 'foes'), 'wilderness');
      return eventOf(run(s, wildCmd(100)).events, 'osr.fleeResolved').flee as {
        chance: number;
        column: string;
      };
    };
    expect(chance(4, 1)).toMatchObject({ chance: 90, column: 'upTo25' });
    expect(chance(4, 2)).toMatchObject({ chance: 70, column: 'from26to75' });
    expect(chance(4, 4)).toMatchObject({ chance: 50, column: 'over75' });
    expect(chance(12, 3)).toMatchObject({ chance: 60 });
    expect(chance(13, 13)).toMatchObject({ chance: 25 });
    expect(chance(25, 6)).toMatchObject({ chance: 35 });
    expect(chance(25, 7)).toMatchObject({ chance: 25 });
    // the Referee may edit the counts (e.g. leave the mounts out)
    const s = fleeState(many('p', 6, 'party'), many('m', 6, 'foes'), 'wilderness');
    expect(
      eventOf(run(s, wildCmd(100, { fleeingCount: 4, pursuerCount: 1 })).events, 'osr.fleeResolved')
        .flee,
    ).toMatchObject({ F: 4, P: 1, chance: 90 });
  });

  it('OSR-WILD-03 the Referee adds terrain or other modifiers (dense forest +20, swamp −20)', () => {
    const s = fleeState(many('p', 4, 'party'), many('m', 4, 'foes'), 'wilderness');
    const forest = run(s, wildCmd(70, { refereeMods: [{ label: 'dense forest', pct: 20 }] }));
    expect(eventOf(forest.events, 'osr.fleeResolved').flee).toMatchObject({
      base: 50,
      mod: 0,
      chance: 70,
      outcome: 'escaped',
    });
    const swamp = run(s, wildCmd(31, { refereeMods: [{ label: 'swamp', pct: -20 }] }));
    expect(eventOf(swamp.events, 'osr.fleeResolved').flee).toMatchObject({
      chance: 30,
      outcome: 'caught',
    });
  });

  it('OSR-WILD-04 d100 ≤ chance escapes; a failure gives the pursuers a free surprise round', () => {
    const s = fleeState(many('p', 4, 'party'), many('m', 2, 'foes'), 'wilderness');
    const ok = run(s, wildCmd(70));
    expect(ok.events[0]?.rolls?.[0]).toMatchObject({
      notation: '1d100',
      purpose: 'escape',
      total: 70,
    });
    expect(eventOf(ok.events, 'osr.fleeResolved').flee).toMatchObject({
      chance: 70,
      d100: 70,
      outcome: 'escaped',
    });
    expect(ok.state.combatants.p1?.present).toBe(false);
    const no = run(s, wildCmd(71));
    expect(eventOf(no.events, 'osr.fleeResolved').flee).toMatchObject({
      outcome: 'caught',
      freeSurpriseRound: true,
    });
    // the free surprise round is the next round
    let r = started(no.state);
    expect(r.slots.map((x) => x.key)).toEqual([
      'osr:declare',
      'act:foes:spells',
      'act:foes:missile',
      'act:foes:melee',
      'osr:morale',
    ]);
    r = advanceTo(r, 'osr:morale');
    expect(r.combatants.p1?.conditions.map((c) => c.key)).toEqual(['surprised']);
  });
});
