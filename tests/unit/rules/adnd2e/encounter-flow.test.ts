// A 2e encounter end to end through the engine: surprise, d10 side initiative with weapon
// speeds, THAC0 attacks, a saving throw, damage to 0 and below, healing over days.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch, getSystem, replay, toPlayerView } from '../../../../shared';
import type { EncounterState, EngineEvent } from '../../../../shared';

const rath = {
  id: 'rath',
  name: 'Rath',
  kind: 'pc' as const,
  side: 'party',
  statblock: {
    name: 'Rath',
    classes: [{ group: 'warrior', level: 7, hitDie: 10 }],
    hp: 60,
    ac: 3,
    dexterity: 16,
    constitution: 16,
    strength: { score: 18, exceptional: 80 },
    attacks: [
      {
        name: 'long sword +1',
        damage: '1d8',
        damageLarge: '1d12',
        speed: 5,
        types: ['S'],
        magicBonus: 1,
      },
    ],
  },
};
const delsenora = {
  id: 'delsenora',
  name: 'Delsenora',
  kind: 'pc' as const,
  side: 'party',
  statblock: {
    name: 'Delsenora',
    classes: [{ group: 'wizard', level: 5, hitDie: 4 }],
    hp: 14,
    ac: 10,
    constitution: 12,
  },
};
const orc = (id: string) => ({
  id,
  name: 'Orc',
  kind: 'monster' as const,
  side: 'foes',
  statblock: {
    name: 'Orc',
    hitDice: '1',
    hp: 6,
    ac: 6,
    armorType: 'chain',
    attacks: [{ name: 'long sword', damage: '1d8', damageLarge: '1d12', speed: 5, types: ['S'] }],
    morale: 11,
    xp: 15,
  },
});
const troll = {
  id: 'troll',
  name: 'Troll',
  kind: 'monster' as const,
  side: 'foes',
  statblock: {
    name: 'Troll',
    hitDice: '6+6',
    hp: 40,
    ac: 4,
    naturalArmor: true,
    size: 'L',
    attacksPerRound: { per: 3, rounds: 1 },
    attacks: [
      { name: 'claw', damage: '1d4+4', kind: 'natural', types: ['S'] },
      { name: 'bite', damage: '2d6', kind: 'natural', types: ['P'] },
    ],
    specialDefenses: ['regeneration 3/round'],
    intelligent: true,
  },
};

let state: EncounterState;
const log: EngineEvent[] = [];
const run = (command: Record<string, unknown>): EngineEvent[] => {
  const r = dispatch(state, command);
  state = r.state;
  log.push(...r.events);
  return r.events;
};
const c = (id: string) => state.combatants[id] as NonNullable<EncounterState['combatants'][string]>;
const ofType = (events: EngineEvent[], type: string) => events.filter((e) => e.type === type);

// the system comes from the registry, as the app gets it
const adnd2eSystem = getSystem('adnd2e');

describe('2e encounter end to end', () => {
  let init: EncounterState;
  it('creates the encounter with 2e statblocks, THAC0 and options', () => {
    init = createEncounter({
      system: 'adnd2e',
      options: { 'opt.weaponSpeed': true },
      combatants: [rath, delsenora, orc('orc1'), orc('orc2'), troll],
      seed: 2024,
    });
    state = init;
    expect(state.options['opt.initiativeMode']).toBe('standard');
    expect(c('rath').hp).toBe(60);
    expect(c('orc1').ac).toBe(6);
  });

  it('surprise: the foes roll 2 on d10 and are surprised; the party is not', () => {
    const ev = run({
      type: 'surprise',
      typedRolls: { 'surprise:party': [7], 'surprise:foes': [2] },
    });
    const rolled = ofType(ev, 'adnd2e.surpriseRolled')[0] as EngineEvent;
    expect(rolled.surprised).toEqual(['foes']);
    expect(c('orc1').conditions.map((x) => x.key)).toEqual(['surprised']);
    expect(c('rath').conditions).toEqual([]);
  });

  it('round 1: one d10 per side, weapon speed added, lowest first; surprised foes skip their turns', () => {
    run({
      type: 'declare',
      combatantId: 'delsenora',
      action: 'castSpell',
      spell: 'magic missile',
      castingTime: 1,
    });
    // 2E-SEQ-03: round 1 opens with the declarations; the roll comes after them
    expect(ofType(run({ type: 'startEncounter' }), 'adnd2e.initiativeRolled')).toHaveLength(0);
    expect(state.turn?.slotKey).toBe('adnd2e:declare');
    const ev = run({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [3], 'init:side:foes': [6] },
    });
    const rolled = ofType(ev, 'adnd2e.initiativeRolled')[0] as EngineEvent;
    const scores = Object.fromEntries(
      (rolled.entries as { combatantId: string; score: number }[]).map((e) => [
        e.combatantId,
        e.score,
      ]),
    );
    // long sword +1: speed 5 - 1 = 4 → 3 + 4; casting time is not added in standard mode (AMB-03)
    expect(scores).toEqual({ rath: 7, delsenora: 3, orc1: 11, orc2: 11, troll: 6 });
    expect(state.slots.filter((s) => s.kind === 'turn').map((s) => s.combatantIds)).toEqual([
      ['delsenora'],
      ['troll'],
      ['rath'],
      ['orc1', 'orc2'],
    ]);
    expect(state.turn?.activeIds).toEqual(['delsenora']);
  });

  it('Rath hits a surprised orc with THAC0 14 and 18/80 Strength, killing it (0 and below)', () => {
    run({ type: 'nextTurn' }); // troll is surprised: straight to Rath
    expect(state.turn?.activeIds).toEqual(['rath']);
    const ev = run({
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc1',
      typedRolls: { attack: [5], damage: [6] },
    });
    const a = ofType(ev, 'adnd2e.attackRolled')[0] as EngineEvent;
    // needs 14 - 6 = 8; 5 + 2 (Str) + 1 (sword) + 1 (surprised) = 9
    expect(a).toMatchObject({ need: 8, total: 9, hit: true });
    // 6 + 4 (18/80) + 1 (magic) = 11 → 6 - 11 = -5
    expect(c('orc1').hp).toBe(-5);
    expect(ofType(ev, 'adnd2e.lifeChanged')[0]).toMatchObject({ life: 'dead' });
    expect(adnd2eSystem.hpDescriptor(c('orc1'), state)).toBe('dead');
  });

  it('round 2: initiative is rolled again; the troll claws Delsenora and her spell is lost', () => {
    run({ type: 'nextTurn' }); // the surprised orc skips its turn: round 1 is over
    expect(state.round).toBe(2);
    expect(state.turn?.slotKey).toBe('adnd2e:declare'); // round 2 opens with the declarations
    run({
      type: 'declare',
      combatantId: 'delsenora',
      action: 'castSpell',
      spell: 'burning hands',
      castingTime: 1,
    });
    const ev = run({
      type: 'nextTurn',
      typedRolls: { 'init:side:party': [8], 'init:side:foes': [2] },
    });
    expect(state.round).toBe(2);
    expect(ofType(ev, 'adnd2e.initiativeRolled')).toHaveLength(1);
    expect(c('orc2').conditions).toEqual([]); // the surprise round is over
    expect(state.turn?.activeIds).toEqual(['troll']); // foes 2, natural weapons
    const hit = run({
      type: 'attack',
      attackerId: 'troll',
      targetId: 'delsenora',
      typedRolls: { attack: [15], damage: [3] },
    });
    // troll 6+6 HD counts as 7 HD: THAC0 13, vs AC 10 needs 3
    expect(ofType(hit, 'adnd2e.attackRolled')[0]).toMatchObject({ need: 3, hit: true });
    expect(c('delsenora').hp).toBe(14 - 7);
    expect(ofType(hit, 'adnd2e.spellLost')).toHaveLength(1);
  });

  it('a saving throw: Delsenora vs. spell (wizard 5 needs 12)', () => {
    const fail = run({
      type: 'save',
      combatantId: 'delsenora',
      categories: ['spell'],
      typedRolls: { save: [11] },
    });
    expect(ofType(fail, 'adnd2e.saveRolled')[0]).toMatchObject({ need: 12, success: false });
    const ok = run({
      type: 'save',
      combatantId: 'delsenora',
      categories: ['spell', 'rod'],
      typedRolls: { save: [9] },
    });
    // rod, staff, wand has priority; wizard 5 needs 11 there
    expect(ofType(ok, 'adnd2e.saveRolled')[0]).toMatchObject({
      category: 'rod',
      need: 11,
      success: false,
    });
  });

  it('damage to 0 and below: the orc cuts Delsenora down; Rath is wounded', () => {
    run({ type: 'damage', targetIds: ['delsenora'], amount: 9 });
    expect(c('delsenora').hp).toBe(-2);
    expect((c('delsenora').sys as { life: string }).life).toBe('dead');
    expect(adnd2eSystem.takesTurn(c('delsenora'), state)).toBe(false);
    run({ type: 'damage', targetIds: ['rath'], amount: 31 });
    expect(c('rath').hp).toBe(29);
    expect(adnd2eSystem.hpDescriptor(c('rath'), state)).toBe('bloodied');
  });

  it('healing over days: 7 days of bed rest give 21 + Con 16 bonus 2', () => {
    run({ type: 'endEncounter' });
    const ev = run({ type: 'rest', combatantIds: ['rath'], days: Array(7).fill('bedRest') });
    expect(ofType(ev, 'adnd2e.rested')[0]).toMatchObject({ hp: 52 });
    run({ type: 'rest', combatantIds: ['rath'], days: ['rest', 'rest', 'deprived'] });
    expect(c('rath').hp).toBe(54);
  });

  it('replay of the log gives the same state; the player view hides exact monster HP', () => {
    expect(replay(init, log)).toEqual(state);
    const view = toPlayerView(state, {
      pcHp: 'exact',
      otherHp: 'descriptor',
      showInitiativeScores: false,
      showConditions: true,
    });
    expect(JSON.stringify(view)).not.toContain('"hp":40');
  });
});
