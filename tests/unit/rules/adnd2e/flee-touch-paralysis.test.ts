// Rules that act in a running 2e encounter: free attacks on a fleeing character as the DM's
// setting says (2E-MOVE-07, AMB-09), touch spells on willing recipients (2E-TOUCH-01..04), and
// creatures a condition holds still (2E-PARA-01, 2E-POIS-02, 2E-SURP-02).
import { describe, expect, it } from 'vitest';
import { RuleError, replay } from '../../../../shared';
import type { EncounterState, OptionValues } from '../../../../shared';
import { encounter, ofType, pc } from './helpers';
import type { Run } from './helpers';

const warrior = (id: string, side: string, extra: Record<string, unknown> = {}) =>
  pc(id, [{ group: 'warrior', level: 5 }], { hp: 30, ...extra }, side);
const priest = (id: string) =>
  pc(id, [{ group: 'priest', level: 5 }], { hp: 20, dexterity: 17 }, 'party');

function fight(options: OptionValues = {}): { run: Run; init: EncounterState } {
  const run = encounter(
    [
      warrior('rath', 'party', { dexterity: 16 }),
      priest('pr'),
      warrior('orc1', 'foes'),
      warrior('orc2', 'foes'),
      warrior('orc3', 'foes'),
    ],
    options,
  );
  const init = run.state;
  run.do({ type: 'startEncounter' });
  return { run, init };
}

const melee = (run: Run, attackerId: string, targetId: string) =>
  run.do({ type: 'attack', attackerId, targetId, typedRolls: { attack: [2] } });

const lastReminder = (run: Run) => ofType(run.events, 'reminder').at(-1);

function rejected(run: Run, command: Record<string, unknown>, code: string): RuleError {
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
  return thrown as RuleError;
}

describe('2E-MOVE-07 AMB-09 dm.fleeFreeAttacks', () => {
  it('2E-MOVE-07 AMB-09 allMeleeOpponents: everyone he fought in melee this round strikes his back, less those deselected', () => {
    const { run, init } = fight();
    melee(run, 'rath', 'orc1');
    melee(run, 'orc2', 'rath');
    melee(run, 'orc3', 'pr');
    run.do({ type: 'flee', combatantId: 'rath' });
    expect(lastReminder(run)).toMatchObject({
      key: 'adnd2e:reminders.fleeFreeAttacks',
      params: { attackers: 'orc1, orc2' },
    });
    expect(run.c('rath').conditions.map((c) => c.key)).toEqual(['fleeing']);
    run.do({ type: 'flee', combatantId: 'rath', exclude: ['orc2'] });
    expect(lastReminder(run)?.params).toEqual({ attackers: 'orc1' });
    // The free attacks are rear attacks: +2 (Table 51), and the fleeing man loses his Dex bonus.
    const ev = run.do({
      type: 'attack',
      attackerId: 'orc1',
      targetId: 'rath',
      typedRolls: { attack: [10] },
    });
    const roll = ofType(ev, 'adnd2e.attackRolled')[0] as unknown as { modifiers: unknown[] };
    expect(roll.modifiers).toContainEqual({ source: 'T51.rearAttack', value: 2 });
    expect(replay(init, run.events)).toEqual(run.state);
  });

  it('2E-MOVE-07 melee opponents are those of this round only', () => {
    const { run } = fight();
    melee(run, 'rath', 'orc1');
    for (let i = 0, r = run.state.round; i < 20 && run.state.round === r; i++) {
      run.do({ type: 'nextTurn' });
    }
    run.do({ type: 'flee', combatantId: 'rath' });
    expect(lastReminder(run)?.params).toEqual({ attackers: '' });
  });

  it('AMB-09 dmSelects: the DM is asked whom, among this round’s melee opponents', () => {
    const { run, init } = fight({ 'dm.fleeFreeAttacks': 'dmSelects' });
    melee(run, 'rath', 'orc1');
    melee(run, 'orc2', 'rath');
    run.do({ type: 'flee', combatantId: 'rath' });
    const prompt = run.state.prompts.find((p) => p.kind === 'fleeFreeAttacks');
    expect(prompt?.data).toEqual({ candidates: ['orc1', 'orc2'] });
    rejected(
      run,
      { type: 'resolvePrompt', promptId: prompt?.id, choice: ['orc3'] },
      'invalidChoice',
    );
    run.do({ type: 'resolvePrompt', promptId: prompt?.id, choice: ['orc2'] });
    expect(lastReminder(run)?.params).toEqual({ attackers: 'orc2' });
    // Naming them in the command answers at once.
    run.do({ type: 'flee', combatantId: 'rath', opponentIds: ['orc1'] });
    expect(lastReminder(run)?.params).toEqual({ attackers: 'orc1' });
    expect(replay(init, run.events)).toEqual(run.state);
  });
});

describe('2E-TOUCH-01..04 touch spells', () => {
  it('2E-TOUCH-02 WE-26 a willing recipient, neither fighting in melee, is touched without a roll', () => {
    const { run } = fight();
    const ev = run.do({
      type: 'attack',
      attackerId: 'pr',
      targetId: 'rath',
      form: 'touch',
      willing: true,
    });
    expect(ofType(ev, 'adnd2e.attackRolled')[0]).toMatchObject({
      hit: true,
      reason: 'touchAutomatic',
      natural: null,
    });
    expect(ev[0]?.rolls).toBeUndefined();
  });

  it('2E-TOUCH-03 if the recipient fought in melee this round the caster must hit AC 10, ignoring Dex', () => {
    const { run } = fight();
    melee(run, 'rath', 'orc1');
    const ev = run.do({
      type: 'attack',
      attackerId: 'pr',
      targetId: 'rath',
      form: 'touch',
      willing: true,
      typedRolls: { attack: [10] },
    });
    // Priest 5: THAC0 18; vs AC 10 he needs 8.
    expect(ofType(ev, 'adnd2e.attackRolled')[0]).toMatchObject({ ac: 10, need: 8, hit: true });
  });

  it('2E-TOUCH-01 an unwilling target needs a normal attack roll against its AC', () => {
    const { run } = fight();
    const ev = run.do({
      type: 'attack',
      attackerId: 'pr',
      targetId: 'orc1',
      form: 'touch',
      typedRolls: { attack: [17] },
    });
    expect(ofType(ev, 'adnd2e.attackRolled')[0]).toMatchObject({ ac: 10, need: 8, hit: true });
  });

  it('2E-TOUCH-04 touching a creature with continuous defenses reminds the DM the caster suffers them', () => {
    const run = encounter([
      priest('pr'),
      {
        id: 'fire',
        name: 'fire',
        kind: 'monster',
        side: 'foes',
        statblock: {
          name: 'fire elemental',
          hitDice: '8',
          specialDefenses: ['burns whoever touches it'],
        },
      },
    ]);
    run.do({ type: 'startEncounter' });
    const ev = run.do({
      type: 'attack',
      attackerId: 'pr',
      targetId: 'fire',
      form: 'touch',
      typedRolls: { attack: [20] },
    });
    expect(ofType(ev, 'reminder')[0]).toMatchObject({
      key: 'adnd2e:reminders.touchDefenses',
      params: { defenses: 'burns whoever touches it' },
    });
  });
});

describe('2E-PARA-01 2E-POIS-02 2E-SURP-02 creatures held still', () => {
  it('2E-PARA-01 a paralyzed creature cannot attack, turn undead or flee', () => {
    const { run } = fight();
    run.do({ type: 'addCondition', combatantId: 'rath', key: 'paralyzed' });
    const e = rejected(run, { type: 'attack', attackerId: 'rath', targetId: 'orc1' }, 'cannotAct');
    expect(e.params).toEqual({ combatantId: 'rath', condition: 'paralyzed' });
    rejected(run, { type: 'flee', combatantId: 'rath' }, 'cannotAct');
    run.do({ type: 'addCondition', combatantId: 'pr', key: 'paralyzed' });
    rejected(run, { type: 'turnUndead', turnerId: 'pr', targetIds: ['orc1'] }, 'cannotAct');
  });

  it('2E-POIS-02 Table 51 a character held by paralytic poison is hit automatically in melee', () => {
    const { run } = fight();
    run.do({
      type: 'poison',
      combatantId: 'rath',
      effect: 'paralytic',
      typedRolls: { 'poison.paralytic': [1, 1] },
    });
    rejected(run, { type: 'attack', attackerId: 'rath', targetId: 'orc1' }, 'cannotAct');
    const ev = run.do({
      type: 'attack',
      attackerId: 'orc1',
      targetId: 'rath',
      typedRolls: { attack: [2] },
    });
    expect(ofType(ev, 'adnd2e.attackRolled')[0]).toMatchObject({ hit: true, reason: 'automatic' });
  });

  it('2E-SURP-02 2E-PARRY-01 a surprised or parrying creature cannot attack', () => {
    const { run } = fight();
    run.do({ type: 'addCondition', combatantId: 'orc1', key: 'surprised' });
    rejected(run, { type: 'attack', attackerId: 'orc1', targetId: 'rath' }, 'cannotAct');
    run.do({ type: 'addCondition', combatantId: 'orc2', key: 'parrying' });
    rejected(run, { type: 'attack', attackerId: 'orc2', targetId: 'rath' }, 'cannotAct');
  });
});

describe('2E-MSL-17 burning oil', () => {
  function nextRound(run: Run): void {
    const round = run.state.round;
    for (let i = 0; i < 20 && run.state.round === round; i++) run.do({ type: 'nextTurn' });
  }

  it('2E-MSL-17 a direct hit with flaming oil burns 2d6 at once and 1d6 in the next round', () => {
    const { run, init } = fight();
    run.do({
      type: 'grenade',
      attackerId: 'rath',
      targetAc: 10,
      feet: 10,
      targetId: 'orc1',
      oil: 'flaming',
      typedRolls: { attack: [15], burningOil: [3, 4] },
    });
    expect(run.c('orc1').hp).toBe(23);
    expect(run.c('orc1').conditions.map((c) => c.key)).toEqual(['burning']);
    nextRound(run);
    const burnt = 23 - (run.c('orc1').hp as number);
    expect(burnt).toBeGreaterThanOrEqual(1);
    expect(burnt).toBeLessThanOrEqual(6);
    expect(run.c('orc1').conditions).toEqual([]);
    expect(replay(init, run.events)).toEqual(run.state);
  });

  it('2E-MSL-17 oil takes two hits: a flask douses, a fire attack then ignites the doused target', () => {
    const { run } = fight();
    run.do({
      type: 'grenade',
      attackerId: 'rath',
      targetAc: 10,
      feet: 10,
      targetId: 'orc1',
      oil: 'douse',
      typedRolls: { attack: [15] },
    });
    expect(run.c('orc1').conditions.map((c) => c.key)).toEqual(['doused']);
    run.do({
      type: 'attack',
      attackerId: 'pr',
      targetId: 'orc1',
      ignite: true,
      typedRolls: { attack: [18], damage: [1], burningOil: [6, 6] },
    });
    expect(run.c('orc1').hp).toBe(30 - 1 - 12);
    expect(run.c('orc1').conditions.map((c) => c.key)).toEqual(['burning']);
  });
});
