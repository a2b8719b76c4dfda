// One engine test per rule id of spec §1.1–1.5 (OSR-ENC, OSR-DIST, OSR-TIME, OSR-SURP, OSR-REACT).
import { describe, expect, it } from 'vitest';
import { defaultOsrTables } from '../../../../shared/rules/osr';
import {
  advanceTo,
  eventOf,
  expectRejected,
  many,
  osrEncounter,
  rollInitiativeStep,
  run,
  standardCombatants,
  started,
} from './helpers';

const check = (env: string, face: number, extra: Record<string, unknown> = {}, options = {}) => {
  const s = run(osrEncounter(options), { type: 'setScene', env, ...extra }).state;
  return eventOf(
    run(s, { type: 'checkEncounter', typedRolls: { encounter: [face] } }).events,
    'osr.encounterChecked',
  );
};

describe('OSR-ENC through the engine', () => {
  it('OSR-ENC-01 the Referee’s edited table is used for the check', () => {
    const tables = defaultOsrTables();
    tables.encounterChance.dungeon.chance = 4;
    let s = run(osrEncounter(), { type: 'setTables', tables }).state;
    s = run(s, { type: 'setScene', env: 'dungeon' }).state;
    const e = eventOf(
      run(s, { type: 'checkEncounter', typedRolls: { encounter: [4] } }).events,
      'osr.encounterChecked',
    );
    expect(e).toMatchObject({ chance: 4, occurs: true });
    expect(check('dungeon', 4)).toMatchObject({ chance: 1, occurs: false });
    // an invalid table is refused
    tables.encounterChance.dungeon.chance = 9;
    expectRejected(osrEncounter(), { type: 'setTables', tables }, 'invalidCommand');
  });

  it('OSR-ENC-02 dungeon: 1-in-6 every 2 turns', () => {
    expect(check('dungeon', 1)).toMatchObject({
      ruleId: 'OSR-ENC-02',
      chance: 1,
      occurs: true,
      frequency: { kind: 'every', count: 2, unit: 'turn' },
    });
    expect(check('dungeon', 2).occurs).toBe(false);
    // A-02 alternative reading: the event is on 6 for 1-in-6
    expect(check('dungeon', 6, {}, { xInSixDirection: 'high' }).occurs).toBe(true);
    expect(check('dungeon', 1, {}, { xInSixDirection: 'high' }).occurs).toBe(false);
  });

  it('OSR-ENC-03 city: 1-in-6 by day, 2-in-6 at night, every 2 hours', () => {
    expect(check('city', 1)).toMatchObject({
      ruleId: 'OSR-ENC-03',
      chance: 1,
      occurs: true,
      frequency: { kind: 'every', count: 2, unit: 'hour' },
    });
    expect(check('city', 2).occurs).toBe(false);
    expect(check('city', 2, { isNight: true })).toMatchObject({ chance: 2, occurs: true });
    expect(check('city', 3, { isNight: true }).occurs).toBe(false);
  });

  it('OSR-ENC-04 wilderness: roads/trails/plains 1, forests/hills 2, swamps/mountains 3; day and night', () => {
    const chances = ['road', 'trail', 'plain', 'forest', 'hill', 'swamp', 'mountain'].map(
      (terrain) => check('wilderness', 6, { terrain }).chance,
    );
    expect(chances).toEqual([1, 1, 1, 2, 2, 3, 3]);
    expect(check('wilderness', 3, { terrain: 'mountain', isNight: true })).toMatchObject({
      occurs: true,
      frequency: { kind: 'dayAndNight' },
    });
    // an unlisted terrain needs the Referee's 1–3-in-6 (from the scene or the setting)
    const desert = run(osrEncounter(), {
      type: 'setScene',
      env: 'wilderness',
      terrain: 'desert',
    }).state;
    expectRejected(desert, { type: 'checkEncounter' }, 'terrainChanceRequired');
    expect(check('wilderness', 2, { terrain: 'desert', customChance: 2 })).toMatchObject({
      chance: 2,
      occurs: true,
    });
    expect(check('wilderness', 3, { terrain: 'jungle' }, { otherTerrainChance: '3' }).chance).toBe(
      3,
    );
    expectRejected(osrEncounter(), { type: 'setScene', env: 'wilderness' }, 'terrainRequired');
    expectRejected(osrEncounter(), { type: 'checkEncounter' }, 'sceneRequired');
  });
});

describe('OSR-DIST through the engine', () => {
  const dist = (env: string, faces: number[], extra = {}) =>
    run(run(osrEncounter(), { type: 'setScene', env, ...extra }).state, {
      type: 'rollDistance',
      typedRolls: { distance: faces },
    }).state.sys.distance;

  it('OSR-DIST-01 dungeon 2d6 × 10 ft: 20–120 ft', () => {
    expect(dist('dungeon', [1, 1])).toEqual({ value: 20, unit: 'ft', rolled: true });
    expect(dist('dungeon', [6, 6])).toEqual({ value: 120, unit: 'ft', rolled: true });
  });

  it('OSR-DIST-02 city 1d6 × 10 yd: 10–60 yd', () => {
    expect(dist('city', [1])).toEqual({ value: 10, unit: 'yd', rolled: true });
    expect(dist('city', [6])).toEqual({ value: 60, unit: 'yd', rolled: true });
  });

  it('OSR-DIST-03 wilderness 6d10 × 10 yd: 60–600 yd', () => {
    expect(dist('wilderness', [1, 1, 1, 1, 1, 1], { terrain: 'road' })).toEqual({
      value: 60,
      unit: 'yd',
      rolled: true,
    });
    expect(dist('wilderness', [10, 10, 10, 10, 10, 10], { terrain: 'road' })).toEqual({
      value: 600,
      unit: 'yd',
      rolled: true,
    });
  });

  it('OSR-DIST-04 the roll is optional: the Referee enters the distance', () => {
    const s = run(osrEncounter(), { type: 'setDistance', value: 30, unit: 'ft' }).state;
    expect(s.sys.distance).toEqual({ value: 30, unit: 'ft', rolled: false });
    // A-28 "entered by hand": the roll is refused
    const manual = run(osrEncounter({ distanceRoll: 'manualOnly' }), {
      type: 'setScene',
      env: 'dungeon',
    }).state;
    expectRejected(manual, { type: 'rollDistance' }, 'distanceRollOff');
  });
});

describe('OSR-TIME through the engine', () => {
  it('OSR-TIME-01 meeting opponents switches to 10-second rounds', () => {
    const s = osrEncounter();
    expect(s.sys.timeMode).toBeUndefined();
    const surprised = run(s, {
      type: 'rollSurprise',
      typedRolls: { 'surprise:party': [6], 'surprise:foes': [6] },
    });
    expect(eventOf(surprised.events, 'osr.timeModeSet')).toMatchObject({
      mode: 'rounds',
      ruleId: 'OSR-TIME-01',
    });
    expect(surprised.state.sys.timeMode).toBe('rounds');
    expect(started(s).sys.timeMode).toBe('rounds');
    expect(run(s, { type: 'setTimeMode', mode: 'rounds' }).state.sys.timeMode).toBe('rounds');
  });
});

const surprise = (
  options = {},
  dice: Record<string, number[]>,
  extra: Record<string, unknown> = {},
  combatants = standardCombatants,
) => run(osrEncounter(options, combatants), { type: 'rollSurprise', typedRolls: dice, ...extra });

describe('OSR-SURP through the engine', () => {
  it('OSR-SURP-01 one d6 per side before combat decides who is surprised', () => {
    const r = surprise({}, { 'surprise:party': [6], 'surprise:foes': [2] });
    expect(r.events[0]?.rolls?.map((x) => [x.purpose, x.notation])).toEqual([
      ['surprise:party', '1d6'],
      ['surprise:foes', '1d6'],
    ]);
    expect(r.state.sys.surprise).toMatchObject({
      bySide: { party: [], foes: ['g1', 'g2'] },
      gotSurpriseRound: ['party'],
    });
    // only before combat
    const s = rollInitiativeStep(started(osrEncounter()), { party: 2, foes: 1 }).state;
    expectRejected(s, { type: 'rollSurprise' }, 'combatAlreadyStarted');
    expectRejected(r.state, { type: 'rollSurprise' }, 'surpriseAlreadyRolled');
  });

  it('OSR-SURP-02 normal chance 2-in-6: die 2 surprises a human, 3 does not', () => {
    expect(
      surprise({}, { 'surprise:party': [2], 'surprise:foes': [6] }).state.sys.surprise,
    ).toMatchObject({ bySide: { party: ['fighter', 'thief'] } });
    expect(
      surprise({}, { 'surprise:party': [3], 'surprise:foes': [6] }).state.sys.surprise,
    ).toMatchObject({ bySide: { party: [] } });
  });

  it('OSR-SURP-03 an ambushed side is surprised on 4-in-6; the ambushers roll nothing (A-06)', () => {
    const r = surprise(
      {},
      { 'surprise:party': [4] },
      { ambushedSideIds: ['party'], ambusherSideIds: ['foes'] },
    );
    expect(r.state.sys.surprise).toMatchObject({
      bySide: { party: ['fighter', 'thief'], foes: [] },
    });
    expect(r.events[0]?.rolls).toHaveLength(1);
    const five = surprise(
      {},
      { 'surprise:party': [5] },
      { ambushedSideIds: ['party'], ambusherSideIds: ['foes'] },
    );
    expect(five.state.sys.surprise).toMatchObject({ bySide: { party: [] } });
    // A-06 alternative: ambushers roll at the normal 2-in-6
    const normal = surprise(
      { ambushersSurprise: 'normal' },
      { 'surprise:party': [5], 'surprise:foes': [2] },
      { ambushedSideIds: ['party'], ambusherSideIds: ['foes'] },
    );
    expect(normal.state.sys.surprise).toMatchObject({ bySide: { foes: ['g1', 'g2'] } });
  });

  it('OSR-SURP-04 elves: 1-in-6 normally, 3-in-6 ambushed; thresholds belong to each creature', () => {
    expect(
      surprise({}, { 'surprise:party': [1], 'surprise:foes': [6] }).state.sys.surprise,
    ).toMatchObject({ bySide: { party: ['fighter', 'elf', 'thief'] } });
    expect(
      surprise({}, { 'surprise:party': [2], 'surprise:foes': [6] }).state.sys.surprise,
    ).toMatchObject({ bySide: { party: ['fighter', 'thief'] } });
    const amb = { ambushedSideIds: ['party'] };
    expect(
      surprise({}, { 'surprise:party': [3], 'surprise:foes': [6] }, amb).state.sys.surprise,
    ).toMatchObject({ bySide: { party: ['fighter', 'elf', 'thief'] } });
    expect(
      surprise({}, { 'surprise:party': [4], 'surprise:foes': [6] }, amb).state.sys.surprise,
    ).toMatchObject({ bySide: { party: ['fighter', 'thief'] } });
    // explicit thresholds on a statblock (a watchful monster: never surprised)
    const watcher = [
      ...standardCombatants.slice(0, 1),
      {
        id: 'w',
        name: 'Watcher',
        kind: 'monster' as const,
        statblock: {
          name: 'Watcher',
          hd: '2',
          ac: 5,
          movement: 90,
          surprise: { normal: 0, ambush: 1 },
        },
      },
    ];
    expect(
      surprise({}, { 'surprise:party': [6], 'surprise:foes': [1] }, {}, watcher).state.sys.surprise,
    ).toMatchObject({ bySide: { foes: [] } });
    // A-07 off: the elf uses the normal 2-in-6
    expect(
      surprise({ elfPreset: false }, { 'surprise:party': [2], 'surprise:foes': [6] }).state.sys
        .surprise,
    ).toMatchObject({ bySide: { party: ['fighter', 'elf', 'thief'] } });
  });

  it('OSR-SURP-05 a surprised creature cannot move or attack for 1 round but still defends', () => {
    let s = surprise({}, { 'surprise:party': [2], 'surprise:foes': [6] }).state;
    expect(s.combatants.fighter?.conditions.map((c) => [c.key, c.data])).toEqual([
      ['surprised', { round: 1 }],
    ]);
    s = started(s);
    s = rollInitiativeStep(s, { party: 6, foes: 1 }).state;
    // its side's steps run without it
    expect(s.turn?.slotKey).toBe('osr:initiative');
    const party = run(s, { type: 'nextTurn' }).state;
    expect(party.turn).toMatchObject({ slotKey: 'act:party:spells', activeIds: ['elf'] });
    expectRejected(
      s,
      { type: 'attack', attackerId: 'fighter', targetId: 'g1', kind: 'melee' },
      'surprisedCannotAct',
    );
    expectRejected(
      s,
      { type: 'takeAction', combatantId: 'thief', action: 'move' },
      'surprisedCannotAct',
    );
    expectRejected(s, { type: 'castSpell', casterId: 'thief' }, 'surprisedCannotAct');
    // it defends with its normal AC 4: d20 16 + 0 + 4 = 20 hits
    const hit = run(s, {
      type: 'attack',
      attackerId: 'g1',
      targetId: 'fighter',
      kind: 'melee',
      typedRolls: { attack: [16], damage: [1] },
    });
    expect(eventOf(hit.events, 'osr.attackResolved').hit).toMatchObject({
      targetAc: 4,
      total: 20,
      hit: true,
    });
    // round 2: the condition is gone and it acts
    s = advanceTo(s, 'osr:declare');
    expect(s.round).toBe(2);
    expect(s.combatants.fighter?.conditions).toEqual([]);
    expect(() =>
      run(s, {
        type: 'declareAction',
        combatantId: 'fighter',
        action: 'moveMelee',
        targetIds: ['g1'],
      }),
    ).not.toThrow();
  });

  it('OSR-SURP-06 free surprise round: only the receiving side acts, the others count as surprised', () => {
    let s = osrEncounter({}, [...many('p', 2, 'party', 90), ...many('m', 2, 'foes', 120)]);
    s = run(
      s,
      { type: 'setScene', env: 'dungeon' },
      { type: 'fleeDungeon', fleeingSideId: 'party', pursuerSideId: 'foes' },
    ).state;
    expect(s.sys.freeRound).toEqual({ sideId: 'foes', round: 1 });
    s = started(s);
    expect(s.slots.map((x) => x.key)).toEqual([
      'osr:declare',
      'act:foes:spells',
      'act:foes:missile',
      'act:foes:melee',
      'osr:morale',
    ]);
    expect(s.combatants.p1?.conditions.map((c) => c.key)).toEqual(['surprised']);
    expectRejected(
      s,
      { type: 'declareAction', combatantId: 'p1', action: 'moveMelee' },
      'surprisedCannotAct',
    );
    expectRejected(s, { type: 'rollSideInitiative' }, 'freeRoundNoInitiative');
    s = run(s, { type: 'nextTurn' }).state;
    expect(s.turn).toMatchObject({ slotKey: 'act:foes:spells', activeIds: ['m1', 'm2'] });
    // round 2 is normal again
    s = advanceTo(s, 'osr:declare');
    expect(s.round).toBe(2);
    expect(s.slots.map((x) => x.key)).toContain('osr:initiative');
    expect(s.combatants.p1?.conditions).toEqual([]);
    // A-20 alternative: the receiving side simply acts first
    let r = osrEncounter({ freeSurpriseRound: 'receiverFirst' }, [
      ...many('p', 1, 'party', 90),
      ...many('m', 1, 'foes', 120),
    ]);
    r = started(
      run(r, { type: 'fleeDungeon', fleeingSideId: 'party', pursuerSideId: 'foes' }).state,
    );
    expect(r.slots.map((x) => x.key)).toEqual([
      'osr:declare',
      'act:foes:spells',
      'act:foes:missile',
      'act:foes:melee',
      'act:party:spells',
      'act:party:missile',
      'act:party:melee',
      'osr:morale',
    ]);
    expect(r.combatants.p1?.conditions).toEqual([]);
  });
});

describe('OSR-REACT through the engine', () => {
  it('OSR-REACT-01 the Referee rolls 2d6 on the reaction table', () => {
    const bands = [
      [1, 1],
      [1, 2],
      [2, 2],
      [3, 4],
      [4, 4],
      [4, 5],
      [5, 5],
      [5, 6],
      [6, 6],
    ].map(
      (faces) =>
        (
          run(osrEncounter(), { type: 'rollReaction', typedRolls: { reaction: faces } }).state.sys
            .reaction as { band: string }
        ).band,
    );
    expect(bands).toEqual([
      'hostile',
      'hostile',
      'unfriendly',
      'unfriendly',
      'neutral',
      'neutral',
      'indifferent',
      'indifferent',
      'friendly',
    ]);
    const r = run(osrEncounter(), { type: 'rollReaction', typedRolls: { reaction: [2, 5] } });
    expect(r.state.sys.reaction).toEqual({
      sideId: 'foes',
      roll: 7,
      mod: 0,
      total: 7,
      band: 'unfriendly',
      rerolled: false,
    });
    expect(r.events[0]?.rolls?.[0]).toMatchObject({
      notation: '2d6',
      purpose: 'reaction',
      source: 'typed',
    });
  });

  it('OSR-REACT-02 after a won initiative: re-roll + the talker’s CHA bonus, or a Sociability check', () => {
    const s0 = run(osrEncounter(), {
      type: 'rollReaction',
      typedRolls: { reaction: [1, 2] },
    }).state;
    const s = started(s0);
    const reroll = {
      type: 'negotiate',
      mode: 'reroll',
      talkerId: 'thief',
      typedRolls: { reaction: [4, 4] },
    };
    expectRejected(s, reroll, 'partyMustWinInitiative'); // not rolled yet
    expectRejected(
      rollInitiativeStep(s, { party: 2, foes: 5 }).state,
      reroll,
      'partyMustWinInitiative',
    );
    expectRejected(
      rollInitiativeStep(s, { party: 3, foes: 3 }).state,
      reroll,
      'partyMustWinInitiative',
    );
    const won = rollInitiativeStep(s, { party: 5, foes: 2 }).state;
    expect(run(won, reroll).state.sys.reaction).toMatchObject({
      roll: 8,
      mod: 1,
      total: 9,
      band: 'neutral',
      rerolled: true,
      talkerId: 'thief',
    });
    expectRejected(won, { ...reroll, talkerId: 'g1' }, 'talkerNotInParty');
    const social = run(won, {
      type: 'negotiate',
      mode: 'sociability',
      talkerId: 'thief',
      difficulty: 12,
      total: 12,
    });
    expect(eventOf(social.events, 'osr.sociabilityChecked')).toMatchObject({
      difficulty: 12,
      total: 12,
      success: true,
    });
    const failed = run(won, {
      type: 'negotiate',
      mode: 'sociability',
      difficulty: 12,
      total: 11,
      band: 'hostile',
    });
    expect(eventOf(failed.events, 'osr.sociabilityChecked').success).toBe(false);
    expect(failed.state.sys.reaction).toMatchObject({ band: 'hostile' });
    // the Referee may limit the follow-up to one kind
    const onlyCheck = rollInitiativeStep(
      started(osrEncounter({ reactionFollowUp: 'sociability' })),
      { party: 5, foes: 2 },
    ).state;
    expectRejected(onlyCheck, reroll, 'optionOff');
  });
});
