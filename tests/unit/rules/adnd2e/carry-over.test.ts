// What a 2e creature keeps from one fight to the next (RuleSystem.carryOver / carryIn).
import { describe, expect, it } from 'vitest';
import { carryIn, carryOver, createEncounter, dispatch } from '../../../../shared';
import type { CarriedState, EncounterState, OptionValues } from '../../../../shared';
import { encounter, pc } from './helpers';
import type { Run } from './helpers';

function out(run: Run, id = 'p', previous?: CarriedState): CarriedState {
  return carryOver(run.c(id), run.state, previous);
}

/** The creature joins a new fight carrying `from`. */
function join(from: CarriedState, statblock: Record<string, unknown>, options: OptionValues = {}) {
  const input = carryIn('adnd2e', from);
  let s: EncounterState = createEncounter({
    system: 'adnd2e',
    seed: 3,
    options,
    combatants: [
      {
        id: 'p',
        name: 'p',
        kind: 'pc',
        side: 'party',
        statblock,
        hp: input.hp,
        maxHp: input.maxHp,
        sys: input.sys,
      },
      {
        id: 'orc',
        name: 'orc',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'orc', hitDice: '1' },
      },
    ],
  });
  for (const cond of input.conditions) {
    s = dispatch(s, { type: 'addCondition', combatantId: 'p', ...cond }).state;
  }
  return s;
}

const fighter = { name: 'p', hp: 20, classes: [{ group: 'warrior', level: 6, hitDie: 10 }] };

function fight(options: OptionValues = {}, sb: Record<string, unknown> = {}): Run {
  const run = encounter(
    [
      pc('p', [{ group: 'warrior', level: 6, hitDie: 10, name: 'fighter' }], { hp: 20, ...sb }),
      {
        id: 'orc',
        name: 'orc',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'orc', hitDice: '1' },
      },
    ],
    options,
  );
  run.do({ type: 'startEncounter' });
  return run;
}

describe('2e carry-over', () => {
  it('2E-NL-08 2E-HEAL-07 WE-37 a bare-handed tally of 8 is settled: 6 back, 2 stay', () => {
    const run = fight();
    run.do({ type: 'damage', targetIds: ['p'], amount: 8, temporary: 8 });
    expect(run.c('p').hp).toBe(12);
    const kept = out(run);
    expect(kept.hp).toBe(18);
    expect(kept.sys.tempDamage).toBeUndefined();
  });

  it('2E-NL-09 AMB-14 knocked out by fists, still at 0 HP after the split: unconscious, not dead', () => {
    const run = fight();
    run.do({ type: 'damage', targetIds: ['p'], amount: 19 });
    // 4 bare-handed at 1 HP: −3, unconscious; settled 3 come back and 1 stays: 0 HP.
    run.do({ type: 'damage', targetIds: ['p'], amount: 4, temporary: 4 });
    expect(run.sys('p').life).toBe('unconscious');
    const kept = out(run);
    expect(kept).toMatchObject({ hp: 0, dead: false });
    expect(kept.sys.life).toBe('unconscious');
    // The end of the encounter settles the tally the same way.
    run.do({ type: 'endEncounter' });
    expect(run.sys('p').life).toBe('unconscious');
  });

  it('2E-DEATH-06 a dying character stays dying at his negative HP and bleeds on in the next fight', () => {
    const run = fight({ 'opt.deathsDoor': true });
    run.do({ type: 'damage', targetIds: ['p'], amount: 23 });
    expect(run.sys('p').life).toBe('dying');
    const kept = out(run);
    expect(kept).toMatchObject({ hp: -3, dead: false });
    expect(kept.sys.life).toBe('dying');
    let next = join(kept, fighter, { 'opt.deathsDoor': true });
    expect(next.combatants.p?.hp).toBe(-3);
    next = dispatch(next, { type: 'startEncounter' }).state;
    expect(next.combatants.p?.hp).toBe(-4);
  });

  it('2E-DEATH-01 the dead stay dead', () => {
    const run = fight();
    run.do({ type: 'damage', targetIds: ['p'], amount: 25 });
    const kept = out(run);
    expect(kept.dead).toBe(true);
    const next = join(kept, fighter);
    expect((next.combatants.p?.sys as { life: string }).life).toBe('dead');
  });

  it('2E-DRAIN-02 2E-DRAIN-03 drained levels, XP and the lost maximum HP are permanent', () => {
    const xpTable = [0, 0, 2000, 4000, 8000, 16000, 32000, 64000];
    const run = fight(
      {},
      {
        classes: [{ group: 'warrior', level: 6, hitDie: 10, name: 'fighter', xpTable }],
        constitution: 16,
        xpTotal: 40000,
      },
    );
    run.do({
      type: 'drain',
      combatantId: 'p',
      levels: 1,
      typedRolls: { 'drainHitDie.fighter.6': [7] },
    });
    const kept = out(run);
    expect(kept.maxHp).toBe(11);
    expect(kept.sys).toMatchObject({ levelsLost: 1, xp: 24000 });
    const next = join(kept, {
      ...fighter,
      classes: [{ group: 'warrior', level: 6, hitDie: 10, name: 'fighter', xpTable }],
      constitution: 16,
      xpTotal: 40000,
    });
    expect(next.combatants.p?.maxHp).toBe(11);
    expect((next.combatants.p?.sys as { levelsLost: number }).levelsLost).toBe(1);
  });

  it('2E-RAISE-03 Constitution lost to a revival and the revivals so far are kept', () => {
    const run = fight({}, { constitution: 12 });
    run.do({ type: 'killOutright', combatantId: 'p', reason: 'trap' });
    run.do({
      type: 'raiseDead',
      combatantId: 'p',
      means: 'raiseDead',
      typedRolls: { resurrectionSurvival: [10] },
    });
    const kept = out(run);
    expect(kept.sys).toMatchObject({ con: 11, startingCon: 12, revivals: 1 });
    expect(kept.dead).toBe(false);
  });

  it('2E-HEAL-02 fighting breaks a bed-rest streak; between fights it is kept', () => {
    const rest = encounter([pc('p', [{ group: 'warrior', level: 6 }], { hp: 20 })]);
    rest.do({ type: 'damage', targetIds: ['p'], amount: 10 });
    rest.do({ type: 'rest', combatantIds: ['p'], days: ['bedRest', 'bedRest', 'bedRest'] });
    expect(out(rest).sys.bedRestStreak).toBe(3);
    const run = fight({}, {});
    run.do({ type: 'rest', combatantIds: ['p'], days: ['bedRest', 'bedRest'] });
    expect(out(run).sys.bedRestStreak).toBeUndefined();
  });

  it('2E-POIS-02 2E-POIS-03 2E-TURN-09 poisons and command last; round-bound conditions end', () => {
    const run = fight();
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'debilitating',
      typedRolls: { 'poison.debilitating': [2] },
    });
    for (const key of [
      'prone',
      'stunned',
      'surprised',
      'charging',
      'fleeing',
      'turned',
      'commanded',
    ]) {
      run.do({ type: 'addCondition', combatantId: 'p', key });
    }
    const kept = out(run);
    expect(kept.conditions).toEqual([
      {
        key: 'poisonDebilitating',
        ruleId: '2E-POIS-03',
        data: { amount: 2, unit: 'days' },
      },
      { key: 'commanded', ruleId: '2E-TURN-09' },
    ]);
  });

  it('2E-TURN-03 one turning attempt per encounter: the next fight allows another', () => {
    // A 5th-level priest needs 7 against a shadow (Table 61): the typed d20 decides it.
    const run = encounter([
      pc('pr', [{ group: 'priest', level: 5 }], { hp: 20 }),
      {
        id: 'sh',
        name: 'sh',
        kind: 'monster',
        side: 'foes',
        statblock: { name: 'sh', hitDice: '3+3', undead: { row: 'shadow' } },
      },
    ]);
    const events = run.do({
      type: 'turnUndead',
      turnerId: 'pr',
      targetIds: ['sh'],
      typedRolls: { turnUndead: [15], turnCount: [1, 1] },
    });
    expect(events[0]?.rolls).toMatchObject([
      { purpose: 'turnUndead', source: 'typed', total: 15 },
      { purpose: 'turnCount', source: 'typed', total: 2 },
    ]);
    expect(events[0]).toMatchObject({
      type: 'adnd2e.turnResolved',
      roll: 15,
      results: [{ key: 'shadow', cell: 7, success: true, affected: 1, effect: 'turned' }],
    });
    expect(run.c('sh').conditions.map((c) => c.key)).toContain('turned');
    expect(run.sys('pr').turnedThisEncounter).toBe(true);
    expect(out(run, 'pr').sys.turnedThisEncounter).toBeUndefined();
  });

  it('is pure; carrying in then out again gives the same state', () => {
    const run = fight({ 'opt.deathsDoor': true });
    run.do({ type: 'damage', targetIds: ['p'], amount: 22 });
    run.do({ type: 'tend', combatantId: 'p' });
    run.do({ type: 'addCondition', combatantId: 'p', key: 'custom:cursed', note: 'ring' });
    const before = JSON.stringify(run.state);
    const once = out(run);
    expect(JSON.stringify(run.state)).toBe(before);
    expect(once.sys).toMatchObject({ life: 'unconscious', tended: true });
    const next = join(once, fighter, { 'opt.deathsDoor': true });
    const c = next.combatants.p;
    if (!c) throw new Error('p');
    expect(carryOver(c, next, once)).toEqual(once);
  });
});
