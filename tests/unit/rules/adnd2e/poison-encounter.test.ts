// Poison in a running 2e encounter: onset counted in rounds, the save vs. poison, slow and
// neutralize poison, healing spells that do not stop it, the healing proficiency's care, the
// poison in a corpse, and poisoned weapons. Replay rebuilds the live state.
import { describe, expect, it } from 'vitest';
import { RuleError, replay } from '../../../../shared';
import type { EncounterState } from '../../../../shared';
import { encounter, ofType, pc } from './helpers';
import type { Run } from './helpers';

const warrior = (id: string, extra: Record<string, unknown> = {}, side = 'party') =>
  pc(id, [{ group: 'warrior', level: 6, hitDie: 10 }], { hp: 30, ...extra }, side);

/** The state each test encounter started from, for replay checks. */
const initial = new WeakMap<Run, EncounterState>();

function fight(extra: Record<string, unknown> = {}): Run {
  const run = encounter([
    warrior('p', extra),
    warrior('healer', {}, 'party'),
    {
      id: 'spider',
      name: 'spider',
      kind: 'monster',
      side: 'foes',
      statblock: { name: 'spider', hitDice: '4+4' },
    },
  ]);
  initial.set(run, run.state);
  run.do({ type: 'startEncounter' });
  return run;
}

/** Advances turns until the next round has started. */
function nextRound(run: Run, typedRolls?: Record<string, number[]>): void {
  const round = run.state.round;
  for (let i = 0; i < 20 && run.state.round === round; i++) {
    run.do({ type: 'nextTurn', ...(typedRolls ? { typedRolls } : {}) });
  }
  expect(run.state.round).toBe(round + 1);
}

const keys = (run: Run, id = 'p') => run.c(id).conditions.map((c) => c.key);
const onset = (run: Run) =>
  run.c('p').conditions.find((c) => c.key === 'poisonOnset')?.data as
    { roundsLeft: number; slowed?: boolean; care?: unknown } | undefined;

function rejected(run: Run, command: Record<string, unknown>, code: string): void {
  const before = run.state;
  let thrown: unknown;
  try {
    run.do(command);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(RuleError);
  expect((thrown as RuleError).code).toBe(code);
  expect(run.state).toBe(before);
}

describe('2E-POIS-04 onset', () => {
  it('2E-POIS-04 2E-POIS-01 a poison waits out its onset, then the save vs. poison is made and it takes hold', () => {
    const run = fight();
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'paralytic',
      onset: 2,
      save: true,
    });
    expect(keys(run)).toEqual(['poisonOnset']);
    expect(onset(run)?.roundsLeft).toBe(2);
    nextRound(run);
    expect(onset(run)?.roundsLeft).toBe(1);
    // Warrior 6 saves vs. paralyzation, poison, death magic on 11 (Table 60): 10 fails.
    nextRound(run, { poisonSave: [10], 'poison.paralytic': [2, 3] });
    expect(keys(run)).toEqual(['poisonParalytic']);
    expect(run.c('p').conditions[0]?.data).toEqual({ amount: 5, unit: 'hours' });
    const save = ofType(run.events, 'adnd2e.saveRolled').at(-1);
    expect(save).toMatchObject({ category: 'paralyzation', need: 11, natural: 10, success: false });
    expect(replay(initial.get(run) as EncounterState, run.events)).toEqual(run.state);
  });

  it('2E-POIS-01 T3 Constitution’s poison adjustment helps the save (Con 19: +1)', () => {
    const run = fight({ constitution: 19 });
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'death',
      save: true,
      typedRolls: { poisonSave: [10] },
    });
    expect(ofType(run.events, 'adnd2e.saveRolled')[0]).toMatchObject({
      natural: 10,
      total: 11,
      success: true,
    });
    expect(run.sys('p').life).toBe('alive');
  });

  it('2E-POIS-04 an onset given in turns counts 10 rounds a turn (2E-DEF-05) and may be rolled', () => {
    const run = fight();
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'debilitating',
      onset: '1d4',
      onsetUnit: 'turns',
      typedRolls: { poisonOnset: [2] },
    });
    expect(onset(run)?.roundsLeft).toBe(20);
  });

  it('2E-POIS-04 slow poison holds the onset; when it ends the count goes on', () => {
    const run = fight();
    run.do({ type: 'poison', combatantId: 'p', effect: 'death', onset: 1, save: true });
    run.do({ type: 'treatPoison', combatantId: 'p', treatment: 'slowPoison' });
    nextRound(run);
    nextRound(run);
    expect(onset(run)).toMatchObject({ roundsLeft: 1, slowed: true });
    run.do({ type: 'treatPoison', combatantId: 'p', treatment: 'slowPoisonEnds' });
    nextRound(run, { poisonSave: [3], poisonAfterDeath: [2, 2] });
    expect(run.sys('p').life).toBe('dead');
  });

  it('2E-POIS-04 healing spells do not stop a poison; neutralize ends it and restores no HP', () => {
    const run = fight();
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'damage',
      damage: '2d6',
      typedRolls: { poisonDamage: [4, 4] },
    });
    expect(run.c('p').hp).toBe(22);
    run.do({ type: 'poison', combatantId: 'p', effect: 'paralytic', onset: 3 });
    run.do({ type: 'heal', targetIds: ['p'], amount: 5 });
    expect(keys(run)).toEqual(['poisonOnset']);
    run.do({ type: 'treatPoison', combatantId: 'p', treatment: 'neutralizePoison' });
    expect(keys(run)).toEqual([]);
    expect(run.c('p').hp).toBe(27);
    rejected(
      run,
      { type: 'treatPoison', combatantId: 'p', treatment: 'neutralizePoison' },
      'notPoisoned',
    );
  });

  it('2E-POIS-04 a poison still waiting when the encounter ends takes hold then; a slowed one waits on', () => {
    const run = fight();
    run.do({ type: 'poison', combatantId: 'p', effect: 'debilitating', onset: 10 });
    run.do({ type: 'poison', combatantId: 'healer', effect: 'debilitating', onset: 10 });
    run.do({ type: 'treatPoison', combatantId: 'healer', treatment: 'slowPoison' });
    run.do({ type: 'endEncounter', typedRolls: { 'poison.debilitating': [3] } });
    expect(keys(run)).toEqual(['poisonDebilitating']);
    expect(keys(run, 'healer')).toEqual(['poisonOnset']);
  });
});

describe('2E-HEAL-06 2E-POIS-04 the healing proficiency', () => {
  it('2E-POIS-04 care begun the round after the poisoning gives +2 to a save made after 5 rounds', () => {
    const run = fight();
    run.do({ type: 'poison', combatantId: 'p', effect: 'death', onset: 2, save: true });
    nextRound(run);
    run.do({ type: 'treatPoison', combatantId: 'p', treatment: 'healingCare', healerId: 'healer' });
    const careUntil = run.state.round + 5;
    // The onset is over but the save waits for the end of the care.
    for (let r = run.state.round; r < careUntil - 1; r++) nextRound(run);
    expect(keys(run)).toEqual(['poisonOnset']);
    nextRound(run, { poisonSave: [9] });
    const save = ofType(run.events, 'adnd2e.saveRolled').at(-1);
    expect(save).toMatchObject({ reason: 'poisonCare', natural: 9, total: 11, success: true });
    expect(keys(run)).toEqual([]);
    expect(run.sys('p').life).toBe('alive');
  });

  it('2E-POIS-04 care is refused late, or for swallowed poison without herbalism; an interruption calls for the save at once', () => {
    const run = fight();
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'death',
      onset: 10,
      save: true,
      delivery: 'ingested',
    });
    rejected(
      run,
      { type: 'treatPoison', combatantId: 'p', treatment: 'healingCare', healerId: 'healer' },
      'careNeedsHerbalism',
    );
    run.do({
      type: 'treatPoison',
      combatantId: 'p',
      treatment: 'healingCare',
      healerId: 'healer',
      herbalism: true,
    });
    run.do({
      type: 'treatPoison',
      combatantId: 'p',
      treatment: 'careInterrupted',
      typedRolls: { poisonSave: [10] },
    });
    expect(ofType(run.events, 'adnd2e.saveRolled').at(-1)).toMatchObject({
      reason: 'poisonCareInterrupted',
      total: 10,
      success: false,
    });
    expect(onset(run)).toMatchObject({ saveFailed: true });
    expect(onset(run)?.care).toBeUndefined();

    const late = fight();
    late.do({ type: 'poison', combatantId: 'p', effect: 'death', onset: 10, save: true });
    nextRound(late);
    nextRound(late);
    rejected(
      late,
      { type: 'treatPoison', combatantId: 'p', treatment: 'healingCare', healerId: 'healer' },
      'careTooLate',
    );
  });

  it('2E-HEAL-06 first aid restores 1d3 HP, no more than the fresh wound, once a day', () => {
    const run = fight();
    run.do({ type: 'damage', targetIds: ['p'], amount: 2 });
    run.do({
      type: 'healingProficiency',
      healerId: 'healer',
      combatantId: 'p',
      score: 12,
      typedRolls: { proficiencyCheck: [12], firstAid: [3] },
    });
    expect(run.c('p').hp).toBe(30);
    expect(ofType(run.events, 'adnd2e.healed').at(-1)).toMatchObject({ restored: 2 });
    run.do({ type: 'damage', targetIds: ['p'], amount: 5 });
    rejected(
      run,
      { type: 'healingProficiency', healerId: 'healer', combatantId: 'p', score: 12 },
      'firstAidUsed',
    );
    // A day's rest renews the attempt, but the wound is no longer fresh.
    run.do({ type: 'rest', combatantIds: ['p'], days: ['rest'] });
    nextRound(run);
    nextRound(run);
    rejected(
      run,
      { type: 'healingProficiency', healerId: 'healer', combatantId: 'p', score: 12 },
      'noFreshWound',
    );
  });

  it('2E-HEAL-06 a failed proficiency check restores nothing but uses the day’s attempt', () => {
    const run = fight();
    run.do({ type: 'damage', targetIds: ['p'], amount: 3 });
    run.do({
      type: 'healingProficiency',
      healerId: 'healer',
      combatantId: 'p',
      score: 12,
      typedRolls: { proficiencyCheck: [13] },
    });
    expect(run.c('p').hp).toBe(27);
    expect(run.sys('p').firstAidUsed).toBe(true);
  });
});

describe('2E-DEATH-02 poison after death', () => {
  function poisoned(): Run {
    const run = fight({ constitution: 12 });
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'death',
      save: true,
      typedRolls: { poisonSave: [2], poisonAfterDeath: [2, 3] },
    });
    expect(run.sys('p').life).toBe('dead');
    expect(run.sys('p').poisonAtDeath).toMatchObject({ hours: 5, neutralized: false });
    return run;
  }

  it('2E-DEATH-02 WE-48 raised 1 hour after death within 2d6 = 5 hours: he saves vs. poison or dies again', () => {
    const run = poisoned();
    run.do({
      type: 'raiseDead',
      combatantId: 'p',
      means: 'raiseDead',
      hoursSinceDeath: 1,
      typedRolls: { resurrectionSurvival: [40], poisonSave: [4] },
    });
    expect(ofType(run.events, 'adnd2e.saveRolled').at(-1)).toMatchObject({
      reason: 'poisonOnRaise',
      success: false,
    });
    expect(run.sys('p').life).toBe('dead');
  });

  it('2E-DEATH-02 neutralized first, or raised after the poison’s hours, no save is needed', () => {
    const run = poisoned();
    run.do({ type: 'treatPoison', combatantId: 'p', treatment: 'neutralizePoison' });
    run.do({
      type: 'raiseDead',
      combatantId: 'p',
      means: 'raiseDead',
      hoursSinceDeath: 1,
      typedRolls: { resurrectionSurvival: [40] },
    });
    expect(run.sys('p').life).toBe('alive');
    const later = poisoned();
    later.do({
      type: 'raiseDead',
      combatantId: 'p',
      means: 'raiseDead',
      hoursSinceDeath: 6,
      typedRolls: { resurrectionSurvival: [40] },
    });
    expect(later.sys('p').life).toBe('alive');
    expect(ofType(later.events, 'adnd2e.saveRolled')).toHaveLength(1);
  });
});

describe('2E-POIS-01 2E-DRAIN-01 what a hit carries', () => {
  it('2E-POIS-01 a sting that hits injects its poison, with its onset and save', () => {
    const run = encounter([
      warrior('p'),
      {
        id: 'wasp',
        name: 'wasp',
        kind: 'monster',
        side: 'foes',
        statblock: {
          name: 'wasp',
          hitDice: '4',
          attacks: [
            {
              name: 'sting',
              damage: '1d4',
              kind: 'natural',
              poison: { effect: 'paralytic', onset: 2 },
            },
          ],
        },
      },
    ]);
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'attack',
      attackerId: 'wasp',
      targetId: 'p',
      attackIndex: 0,
      typedRolls: { attack: [19], damage: [2] },
    });
    expect(run.c('p').hp).toBe(28);
    expect(run.c('p').conditions[0]).toMatchObject({
      key: 'poisonOnset',
      data: { effect: 'paralytic', delivery: 'injected', save: true, roundsLeft: 2 },
    });
  });

  it('2E-DRAIN-01 a draining touch does its damage and removes its levels', () => {
    const run = encounter([
      pc('p', [{ group: 'warrior', level: 6, hitDie: 10, name: 'fighter' }], { hp: 40 }),
      {
        id: 'wight',
        name: 'wight',
        kind: 'monster',
        side: 'foes',
        statblock: {
          name: 'wight',
          hitDice: '4+3',
          attacks: [{ name: 'claw', damage: '1d4', kind: 'natural', drainLevels: 1 }],
        },
      },
    ]);
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'attack',
      attackerId: 'wight',
      targetId: 'p',
      attackIndex: 0,
      typedRolls: { attack: [19], damage: [3], 'drainHitDie.fighter.6': [6] },
    });
    expect(ofType(run.events, 'adnd2e.drained')[0]).toMatchObject({ levels: 1, newLevel: 5 });
    expect(run.c('p')).toMatchObject({ hp: 31, maxHp: 34 });
  });
});

describe('2E-POIS-03 a debilitated character', () => {
  it('2E-POIS-03 fights with halved scores: Strength 18/00 → 9 loses its bonuses, Dex 16 → 8 loses its AC bonus', () => {
    const run = encounter([
      pc('p', [{ group: 'warrior', level: 6 }], {
        hp: 30,
        strength: { score: 18, exceptional: 100 },
        dexterity: 16,
        // AC 10 less Dex 16's 2 (Table 2).
        ac: 8,
        attacks: [{ name: 'sword', damage: '1d8' }],
        // two attacks this round: one before the poison, one after (2E-INIT-12)
        attacksPerRound: { per: 2, rounds: 1 },
        movement: { base: 12 },
      }),
      {
        id: 'orc',
        name: 'orc',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'ogre', hitDice: '8' },
      },
    ]);
    run.do({ type: 'startEncounter' });
    const strong = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      typedRolls: { attack: [10], damage: [4] },
    });
    const before = ofType(strong, 'adnd2e.attackRolled')[0] as unknown as { modifiers: unknown[] };
    expect(before.modifiers).toContainEqual({ source: '2E-ATK-04', value: 3 });
    expect(ofType(strong, 'adnd2e.damaged')[0]).toMatchObject({ amount: 10 });
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'debilitating',
      typedRolls: { 'poison.debilitating': [2] },
    });
    const weak = run.do({
      type: 'attack',
      attackerId: 'p',
      targetId: 'orc',
      typedRolls: { attack: [10], damage: [4] },
    });
    const after = ofType(weak, 'adnd2e.attackRolled')[0] as unknown as { modifiers: unknown[] };
    expect(after.modifiers).not.toContainEqual(expect.objectContaining({ source: '2E-ATK-04' }));
    expect(ofType(weak, 'adnd2e.damaged')[0]).toMatchObject({ amount: 4 });
    // The orc now attacks AC 8 + 2: Dex 8 gives no defensive adjustment.
    const against = run.do({
      type: 'attack',
      attackerId: 'orc',
      targetId: 'p',
      typedRolls: { attack: [10] },
    });
    expect(ofType(against, 'adnd2e.attackRolled')[0]).toMatchObject({ ac: 10 });
  });
});

describe('2E-POIS-02 2E-POIS-03 poison over days of rest', () => {
  it('2E-POIS-03 no healing while debilitated, healing again once its days are over; 2E-POIS-02 paralysis ends within the day', () => {
    const run = encounter([
      pc('p', [{ group: 'warrior', level: 6 }], { hp: 30 }),
      pc('q', [{ group: 'warrior', level: 6 }], { hp: 30 }),
    ]);
    run.do({ type: 'damage', targetIds: ['p', 'q'], amount: 20 });
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'debilitating',
      typedRolls: { 'poison.debilitating': [2] },
    });
    run.do({
      type: 'poison',
      combatantId: 'q',
      effect: 'paralytic',
      typedRolls: { 'poison.paralytic': [6, 6] },
    });
    run.do({ type: 'rest', combatantIds: ['p'], days: ['bedRest'] });
    expect(run.c('p').hp).toBe(10);
    expect(run.c('p').conditions[0]?.data).toMatchObject({ amount: 1, unit: 'days' });
    run.do({ type: 'rest', combatantIds: ['p', 'q'], days: ['bedRest', 'bedRest'] });
    // One more day of poison, then a day of bed rest heals 3 (2E-HEAL-03).
    expect(run.c('p').hp).toBe(13);
    expect(run.c('p').conditions).toEqual([]);
    expect(run.c('q').conditions).toEqual([]);
    expect(run.c('q').hp).toBe(16);
  });
});
