// One turn structure for every system: initiative rolled before the fight is the one it starts
// with, endRound ends the rest of the round with every skipped turn's effects, and the queries
// of shared/index.ts answer with each system's own numbers.
import { describe, expect, it } from 'vitest';
import {
  attacksLeft,
  createEncounter,
  dispatch,
  movementLeft,
  roundEconomy,
  rollNeededToHit,
  toPlayerView,
} from '../../../shared';
import type { EncounterState, EngineEvent } from '../../../shared';

function run(state: EncounterState, ...commands: Record<string, unknown>[]) {
  let s = state;
  const events: EngineEvent[] = [];
  for (const c of commands) {
    const r = dispatch(s, c);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const order = (s: EncounterState) => s.slots.map((x) => [x.key, x.score]);

const twoE = () =>
  createEncounter({
    system: 'adnd2e',
    seed: 11,
    combatants: [
      {
        id: 'rath',
        name: 'Rath',
        kind: 'pc',
        side: 'party',
        statblock: {
          name: 'Rath',
          classes: [{ group: 'warrior', level: 7 }],
          hp: 50,
          strength: { score: 18, exceptional: 80 },
          attacksPerRound: { per: 3, rounds: 2 },
          attacks: [{ name: 'long sword', damage: '1d8', magicBonus: 1 }],
        },
      },
      {
        id: 'orc',
        name: 'Orc',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'Orc', hitDice: '1', hp: 6, ac: 6 },
      },
    ],
  });

describe('initiative rolled before the fight is kept', () => {
  it('2E-INIT-01: the DM’s side dice typed before the start are round 1’s; the start rolls nothing', () => {
    const rolled = run(twoE(), {
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [2], 'init:side:foes': [7] },
    }).state;
    const before = order(rolled);
    expect(before.length).toBeGreaterThan(0);
    const started = run(rolled, { type: 'startEncounter' });
    expect(order(started.state)).toEqual(before);
    expect(started.events.some((e) => (e.rolls ?? []).length > 0)).toBe(false);
    expect(started.state.turn?.activeIds).toEqual(['rath']);
    // Round 2 opens with its declarations and is rolled again (2E-SEQ-03, 2E-INIT-01).
    const ended = run(started.state, { type: 'endRound' }).state;
    expect(ended.turn?.slotKey).toBe('adnd2e:declare');
    const r2 = run(ended, {
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [9], 'init:side:foes': [1] },
    }).state;
    expect(r2.round).toBe(2);
    expect(r2.turn?.activeIds).toEqual(['orc']);
  });

  it('5E-INIT-01: a 5e order rolled in setup is the one the fight starts with', () => {
    const s = createEncounter({
      system: 'dnd5e',
      seed: 2,
      combatants: [
        { id: 'a', name: 'Aria', kind: 'pc', maxHp: 20, ac: 14, initiativeBonus: 2 },
        { id: 'g', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13, initiativeBonus: 2 },
      ],
    });
    const rolled = run(s, {
      type: 'rollInitiative',
      typedRolls: { 'init:a': [3], 'init:g': [18] },
    }).state;
    const started = run(rolled, { type: 'startEncounter' });
    expect(order(started.state)).toEqual(order(rolled));
    expect(started.state.turn?.activeIds).toEqual(['g']);
  });
});

describe('endRound', () => {
  it('ends every remaining turn in order with its end-of-turn effects, then starts the next round', () => {
    const s = createEncounter({
      system: 'dnd5e',
      seed: 4,
      combatants: [
        { id: 'a', name: 'Aria', kind: 'pc', maxHp: 20, ac: 14 },
        { id: 'b', name: 'Borin', kind: 'pc', maxHp: 20, ac: 14 },
        { id: 'g', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
      ],
    });
    const started = run(
      s,
      { type: 'rollInitiative', typedRolls: { 'init:a': [20], 'init:b': [10], 'init:g': [5] } },
      { type: 'startEncounter' },
      // Blinded until the end of the goblin's turn: the skipped turn still ends it.
      {
        type: 'addCondition',
        combatantId: 'a',
        key: 'blinded',
        duration: { at: 'turnEnd', of: 'g', rounds: 1 },
      },
    ).state;
    expect(started.turn?.activeIds).toEqual(['a']);
    const { state, events } = run(started, { type: 'endRound' });
    const turns = events
      .filter((e) => e.type === 'turnStarted' || e.type === 'turnEnded')
      .map((e) => `${e.type}:${(e.activeIds as string[]).join(',')}`);
    expect(turns.slice(0, 5)).toEqual([
      'turnEnded:a',
      'turnStarted:b',
      'turnEnded:b',
      'turnStarted:g',
      'turnEnded:g',
    ]);
    const expired = events.findIndex((e) => e.type === 'conditionRemoved');
    const gEnded = events.findIndex(
      (e) => e.type === 'turnEnded' && e.activeIds?.toString() === 'g',
    );
    expect(expired).toBeGreaterThan(0);
    expect(expired).toBeLessThan(gEnded);
    expect(events.some((e) => e.type === 'roundEnded' && e.round === 1)).toBe(true);
    expect(state.round).toBe(2);
    expect(state.turn?.activeIds).toEqual(['a']);
    expect(state.combatants.a?.conditions).toEqual([]);
  });

  it('is refused before the fight starts', () => {
    expect(() => run(twoE(), { type: 'endRound' })).toThrow();
  });
});

describe('queries answer with each system’s rules', () => {
  it('2E-ATK-01/02: Rath needs 8 against AC 6, 5 with Str 18/80 and a long sword +1', () => {
    const s = twoE();
    expect(rollNeededToHit(s, 'rath', 'orc')).toMatchObject({ need: 5, ruleId: '2E-ATK-02' });
    const plain = createEncounter({
      system: 'adnd2e',
      seed: 1,
      combatants: [
        {
          id: 'r',
          name: 'Rath',
          kind: 'pc',
          statblock: { name: 'Rath', classes: [{ group: 'warrior', level: 7 }], hp: 50 },
        },
        { id: 'o', name: 'Orc', kind: 'monster', statblock: { name: 'Orc', hitDice: '1', ac: 6 } },
      ],
    });
    expect(rollNeededToHit(plain, 'r', 'o')?.need).toBe(8);
  });

  it('2E-INIT-12: a 3/2 rate gives 1 attack in round 1 and 2 in round 2', () => {
    const started = run(twoE(), { type: 'startEncounter' }).state;
    expect(roundEconomy(started, 'rath')).toMatchObject({
      round: 1,
      scope: 'round',
      attacksAllowed: 1,
      attacksLeft: 1,
    });
    const r2 = run(started, { type: 'endRound' }).state;
    expect(attacksLeft(r2, 'rath')).toBe(2);
    // 2E-MOVE-01: 10 × MV feet a round (MV 12 by default).
    expect(movementLeft(r2, 'rath')).toMatchObject({ unit: 'ft', speeds: { base: 120 } });
    expect(toPlayerView(r2).combatants.find((c) => c.id === 'rath')?.economy).toMatchObject({
      attacksLeft: 2,
    });
    expect(toPlayerView(r2).combatants.find((c) => c.id === 'orc')?.economy).toBeUndefined();
  });

  it('OSR-HIT-01/03: ranged +1 against AC 5 behind cover −2 needs 16', () => {
    const s = createEncounter({
      system: 'osr',
      seed: 1,
      combatants: [
        { id: 'f', name: 'Archer', kind: 'pc', maxHp: 8, ac: 7, sys: { rangedBonus: 1 } },
        { id: 'o', name: 'Orc', kind: 'monster', maxHp: 5, ac: 5, sys: { coverMod: -2 } },
      ],
    });
    expect(rollNeededToHit(s, 'f', 'o', { ranged: true })).toMatchObject({
      need: 16,
      ruleId: 'OSR-HIT-01',
    });
  });

  it('5E-ATK-03: +4 against AC 13 needs 9; the turn economy shows the Attack action’s attacks', () => {
    const s = createEncounter({
      system: 'dnd5e',
      seed: 1,
      combatants: [
        { id: 'a', name: 'Aria', kind: 'pc', maxHp: 20, ac: 14 },
        { id: 'g', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
      ],
    });
    expect(rollNeededToHit(s, 'a', 'g', { attackBonus: 4 })?.need).toBe(9);
    const started = run(
      s,
      { type: 'rollInitiative', typedRolls: { 'init:a': [20], 'init:g': [1] } },
      { type: 'startEncounter' },
    ).state;
    expect(roundEconomy(started, 'a')).toMatchObject({
      scope: 'turn',
      attacksAllowed: 1,
      attacksUsed: 0,
      actionUsed: false,
      bonusActionUsed: false,
      reactionUsed: false,
    });
    const after = run(started, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'g',
      attackBonus: 4,
      melee: true,
      damage: [{ dice: '1d6+2', type: 'slashing' }],
      typedRolls: { attack: [2] },
    }).state;
    expect(roundEconomy(after, 'a')).toMatchObject({
      attacksAllowed: 1,
      attacksUsed: 1,
      attacksLeft: 0,
      actionUsed: true,
    });
    expect(movementLeft(after, 'a')).toMatchObject({ speeds: { walk: 30 }, left: { walk: 30 } });
  });
});
