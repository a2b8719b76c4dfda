// What an OSR Referee expects at the table beyond the seed, through createEncounter/dispatch:
// a statblock's on-hit effects (a ghoul's paralysis, a poisonous bite, a wight's energy drain)
// and the optional 2d6-against-ML morale convention with its trigger prompts (A-26, OSR-RND-04).
import { describe, expect, it } from 'vitest';
import type { CombatantInput, EncounterState } from '../../../../shared';
import {
  advanceTo,
  eventOf,
  expectRejected,
  osrEncounter,
  rollInitiativeStep,
  run,
  started,
} from './helpers';

const fighter: CombatantInput = {
  id: 'fighter',
  name: 'Fighter',
  kind: 'pc',
  maxHp: 20,
  ac: 9,
  sys: { speed: 90, saves: { death: 12, wands: 13, paralysis: 14, breath: 15, spells: 16 } },
};
const ghoul: CombatantInput = {
  id: 'ghoul',
  name: 'Ghoul',
  kind: 'monster',
  statblock: {
    name: 'Ghoul',
    hd: '2',
    hp: 9,
    ac: 6,
    attackBonus: { melee: 2, ranged: 0 },
    damage: '1d3/1d3/1d3',
    movement: 90,
    morale: 9,
    onHit: [{ kind: 'paralysis', duration: '2d4' }],
  },
};
const spider: CombatantInput = {
  id: 'spider',
  name: 'Spider',
  kind: 'monster',
  statblock: {
    name: 'Spider',
    hd: '1',
    hp: 4,
    ac: 8,
    damage: '1d3/1d6',
    movement: 60,
    onHit: [
      { kind: 'poison', attack: 1 },
      { kind: 'poison', attack: 2, damage: '2d6', saveModifier: 2 },
    ],
  },
};
const wight: CombatantInput = {
  id: 'wight',
  name: 'Wight',
  kind: 'monster',
  statblock: {
    name: 'Wight',
    hd: '3',
    hp: 13,
    ac: 5,
    damage: '1d6',
    movement: 90,
    onHit: [{ kind: 'energyDrain', levels: 1 }],
  },
};

const hitWith = (attackerId: string, attackIndex: number, d20: number, damage: number) => ({
  type: 'attack',
  attackerId,
  targetId: 'fighter',
  kind: 'melee',
  attackIndex,
  typedRolls: { attack: [d20], damage: [damage] },
});

const promptOf = (s: EncounterState, kind: string) => s.prompts.find((p) => p.kind === kind);

describe('OSR on-hit effects of statblocks', () => {
  it('a ghoul’s claw: the hit asks for the save vs. paralysis; a failure paralyzes for 2d4 rounds', () => {
    let s = started(osrEncounter({}, [fighter, ghoul]));
    // d20 9 + 2 + AC 9 = 20: a hit for 1d3 = 2
    s = run(s, hitWith('ghoul', 1, 9, 2)).state;
    expect(s.combatants.fighter?.hp).toBe(18);
    const p = promptOf(s, 'onHitSave');
    expect(p?.data).toMatchObject({ targetId: 'fighter', save: 'paralysis', saveTarget: 14 });
    // d20 13 < 14: failed; 2d4 = 3 + 2 = 5 rounds
    const failed = run(s, {
      type: 'resolvePrompt',
      promptId: p?.id,
      choice: 'roll',
      typedRolls: { 'save:fighter': [13], 'paralysisRounds:fighter': [3, 2] },
    });
    expect(eventOf(failed.events, 'osr.onHitSaved')).toMatchObject({
      d20: 13,
      saveTarget: 14,
      saved: false,
    });
    s = failed.state;
    const para = s.combatants.fighter?.conditions.find((k) => k.key === 'paralyzed');
    expect(para?.data).toEqual({ untilRound: 6, rounds: 5 });
    // A paralyzed creature takes no actions and gets no turn.
    expectRejected(
      s,
      { type: 'declareAction', combatantId: 'fighter', action: 'moveMelee' },
      'paralyzedCannotAct',
    );
    s = rollInitiativeStep(s, { party: 6, foes: 1 }).state;
    s = run(s, { type: 'nextTurn' }).state;
    expect(s.turn?.slotKey).not.toBe('act:party:spells');
    // It wears off at the end of round 6.
    for (let round = 1; round <= 6; round++) {
      s = advanceTo(s, 'osr:morale', 40);
      s = run(s, { type: 'nextTurn' }).state;
      if (round < 6) s = rollInitiativeStep(s, { party: 6, foes: 1 }).state;
    }
    expect(s.round).toBe(7);
    expect(s.combatants.fighter?.conditions.some((k) => k.key === 'paralyzed')).toBe(false);
  });

  it('a made save (d20 ≥ the save) or the Referee’s own result leaves the target free', () => {
    let s = started(osrEncounter({}, [fighter, ghoul]));
    s = run(s, hitWith('ghoul', 2, 12, 1)).state;
    const saved = run(s, {
      type: 'resolvePrompt',
      promptId: promptOf(s, 'onHitSave')?.id,
      choice: 'roll',
      typedRolls: { 'save:fighter': [14] },
    });
    expect(eventOf(saved.events, 'osr.onHitSaved')).toMatchObject({ saved: true });
    expect(saved.state.combatants.fighter?.conditions).toEqual([]);
    const entered = run(s, {
      type: 'resolvePrompt',
      promptId: promptOf(s, 'onHitSave')?.id,
      choice: 'failed',
      typedRolls: { 'paralysisRounds:fighter': [1, 1] },
    }).state;
    expect(entered.combatants.fighter?.conditions.map((k) => k.key)).toEqual(['paralyzed']);
    // A miss brings nothing.
    const miss = run(started(osrEncounter({}, [fighter, ghoul])), hitWith('ghoul', 1, 2, 1)).state;
    expect(promptOf(miss, 'onHitSave')).toBeUndefined();
  });

  it('a creature whose save is not known: the Referee enters the result', () => {
    const noSaves = { ...fighter, sys: { speed: 90 } };
    let s = started(osrEncounter({}, [noSaves, ghoul]));
    s = run(s, hitWith('ghoul', 1, 15, 1)).state;
    const p = promptOf(s, 'onHitSave');
    expect(p?.data).toMatchObject({ saveTarget: null });
    expectRejected(
      s,
      { type: 'resolvePrompt', promptId: p?.id, choice: 'roll' },
      'saveTargetUnknown',
    );
  });

  it('a poisonous bite: save vs. death; a poison without damage slays, one with damage deals it', () => {
    let s = started(osrEncounter({}, [fighter, spider]));
    // attack 1 (d20 11 + 0 + 9 = 20) carries the deadly poison
    s = run(s, hitWith('spider', 1, 11, 1)).state;
    const p = promptOf(s, 'onHitSave');
    expect(p?.data).toMatchObject({ save: 'death', saveTarget: 12 });
    const slain = run(s, {
      type: 'resolvePrompt',
      promptId: p?.id,
      choice: 'roll',
      typedRolls: { 'save:fighter': [11] },
    }).state;
    expect(slain.combatants.fighter?.hp).toBe(0);
    // attack 2: +2 to the save, 2d6 on a failure (d20 9 + 2 = 11 < 12)
    let t = run(started(osrEncounter({}, [fighter, spider])), hitWith('spider', 2, 11, 3)).state;
    expect(t.prompts.filter((x) => x.kind === 'onHitSave')).toHaveLength(1);
    t = run(t, {
      type: 'resolvePrompt',
      promptId: promptOf(t, 'onHitSave')?.id,
      choice: 'roll',
      typedRolls: { 'save:fighter': [9], 'poisonDamage:fighter': [4, 5] },
    }).state;
    expect(t.combatants.fighter?.hp).toBe(20 - 3 - 9);
  });

  it('a wight’s touch drains a level without a save', () => {
    let s = started(osrEncounter({}, [fighter, wight]));
    // d20 11 + 0 + 9 = 20
    s = run(s, hitWith('wight', 1, 11, 1)).state;
    expect(promptOf(s, 'onHitSave')).toBeUndefined();
    const drained = s.combatants.fighter?.conditions.find((k) => k.key === 'drained');
    expect(drained?.data).toEqual({ levels: 1 });
    expect(drained?.sourceId).toBe('wight');
  });

  it('the statblock refuses a paralysis without its duration', () => {
    expect(() =>
      osrEncounter({}, [
        {
          ...ghoul,
          statblock: { ...(ghoul.statblock as object), onHit: [{ kind: 'paralysis' }] },
        },
      ]),
    ).toThrow(expect.objectContaining({ code: 'invalidStatblock' }));
  });
});

const orc = (id: string, over: Record<string, unknown> = {}): CombatantInput => ({
  id,
  name: 'Orc',
  kind: 'monster',
  groupId: 'orcs',
  statblock: { name: 'Orc', hd: '1', hp: 5, ac: 6, movement: 90, morale: 8, ...over },
});
const orcs = [orc('o1'), orc('o2'), orc('o3', { morale: 10 }), orc('o4')];

describe('OSR-RND-04 morale: 2d6 against ML as an optional convention (A-26)', () => {
  it('OSR-RND-04 is off by default: the Referee decides, no trigger prompts', () => {
    let s = started(osrEncounter({}, [fighter, ...orcs]));
    s = run(s, { type: 'damage', targetIds: ['o1'], amount: 5 }).state;
    expect(promptOf(s, 'moraleTrigger')).toBeUndefined();
  });

  it('OSR-RND-04 the first of the group down prompts a check; the morale step rolls 2d6 against ML', () => {
    let s = started(osrEncounter({ moraleConvention: 'mlTwoD6' }, [fighter, ...orcs]));
    s = run(s, { type: 'damage', targetIds: ['o1'], amount: 5 }).state;
    const trigger = promptOf(s, 'moraleTrigger');
    expect(trigger?.data).toMatchObject({
      triggers: ['firstDeath'],
      target: { type: 'group', id: 'orcs' },
    });
    s = run(s, { type: 'resolvePrompt', promptId: trigger?.id, choice: 'check' }).state;
    expect((s.sys.morale as { target: unknown }[])[0]?.target).toEqual({
      type: 'group',
      id: 'orcs',
    });
    const flagId = (s.sys.morale as { id: string }[])[0]?.id ?? '';
    s = rollInitiativeStep(s, { party: 5, foes: 2 }).state;
    s = advanceTo(s, 'act:foes:melee', 40);
    // ML: the lowest Morale among the standing orcs, 8; 2d6 = 5 + 4 = 9 > 8: breaks
    const reach = run(s, { type: 'nextTurn', typedRolls: { [`morale:${flagId}`]: [5, 4] } }).state;
    expect(reach.turn?.slotKey).toBe('osr:morale');
    const p = promptOf(reach, 'morale');
    expect(p?.data).toMatchObject({ roll: 9, notation: '2d6', ml: 8, suggested: 'breaks' });
    const taken = run(reach, { type: 'resolvePrompt', promptId: p?.id, choice: 'suggested' });
    expect(eventOf(taken.events, 'osr.moraleRecorded')).toMatchObject({ outcome: 'breaks' });
    // The Referee may enter another result.
    const own = run(reach, { type: 'resolvePrompt', promptId: p?.id, choice: 'holds' });
    expect(eventOf(own.events, 'osr.moraleRecorded')).toMatchObject({ outcome: 'holds' });
  });

  it('OSR-RND-04 half the group down and the leader down prompt a check', () => {
    let s = run(started(osrEncounter({ moraleConvention: 'mlTwoD6' }, [fighter, ...orcs])), {
      type: 'setGroup',
      groupId: 'orcs',
      name: 'Orcs',
      combatantIds: ['o1', 'o2', 'o3', 'o4'],
      leaderId: 'o3',
    }).state;
    s = run(s, { type: 'damage', targetIds: ['o1'], amount: 5 }).state;
    s = run(s, {
      type: 'resolvePrompt',
      promptId: promptOf(s, 'moraleTrigger')?.id,
      choice: 'skip',
    }).state;
    expect(s.sys.morale).toBeUndefined();
    s = run(s, { type: 'damage', targetIds: ['o2', 'o3'], amount: 5 }).state;
    const triggers = s.prompts
      .filter((p) => p.kind === 'moraleTrigger')
      .map((p) => (p.data as { triggers: string[] }).triggers);
    expect(triggers).toEqual([['halfDown'], ['leaderKilled']]);
  });
});
