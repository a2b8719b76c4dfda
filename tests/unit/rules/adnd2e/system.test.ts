// The adnd2e RuleSystem through the engine: options, catalog, statblocks, commands, hooks.
import { describe, expect, it } from 'vitest';
import { getSystem, replay, RuleError } from '../../../../shared';
import {
  adnd2eOptions,
  adnd2eConditions,
  adnd2eI18n,
  adnd2eStatblockSchema,
} from '../../../../shared/rules/adnd2e';
import { ADND2E_I18N_KEYS } from '../../../../shared/rules/adnd2e/i18n';
import { encounter, monster, ofType, pc, type Run } from './helpers';

const system = getSystem('adnd2e');
const lookup = (tree: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined),
      tree,
    );

describe('options, conditions and catalog', () => {
  it('every §0 toggle with the spec default', () => {
    const d = Object.fromEntries(adnd2eOptions.map((o) => [o.key, o.default]));
    expect(d).toMatchObject({
      'opt.initiativeMode': 'standard',
      'opt.weaponSpeed': false,
      'opt.weaponVsArmor': false,
      'opt.parry': false,
      'opt.deathsDoor': false,
      'dm.nat20Hits': true,
      'dm.nat1Misses': true,
      'dm.castTimeInStandardInit': false,
      'dm.rounding': 'down',
    });
  });

  it('every ambiguity with a tracker setting has an option citing it', () => {
    const cited = new Set(adnd2eOptions.flatMap((o) => o.ruleIds));
    for (const amb of [
      'AMB-01',
      'AMB-03',
      'AMB-04',
      'AMB-05',
      'AMB-06',
      'AMB-08',
      'AMB-09',
      'AMB-10',
      'AMB-11',
      'AMB-12',
      'AMB-14',
      'AMB-15',
      'AMB-16',
      'AMB-17',
      'AMB-18',
      'AMB-19',
      'AMB-20',
      'AMB-21',
      'AMB-22',
      'AMB-26',
      'AMB-27',
      'AMB-28',
      'AMB-29',
      'AMB-32',
      'AMB-33',
    ]) {
      expect(cited, amb).toContain(amb);
    }
  });

  it('every option and condition has a label and help in en, uk and ru', () => {
    for (const lang of ['en', 'uk', 'ru'] as const) {
      for (const o of adnd2eOptions) {
        expect(typeof lookup(adnd2eI18n[lang], o.labelKey), `${lang} ${o.labelKey}`).toBe('string');
        expect(typeof lookup(adnd2eI18n[lang], o.helpKey), `${lang} ${o.helpKey}`).toBe('string');
      }
      for (const c of adnd2eConditions) {
        expect(typeof lookup(adnd2eI18n[lang], c.labelKey), `${lang} ${c.labelKey}`).toBe('string');
      }
      for (const s of system.roundStructure.steps)
        expect(typeof lookup(adnd2eI18n[lang], s.labelKey)).toBe('string');
      for (const key of ADND2E_I18N_KEYS)
        expect((lookup(adnd2eI18n[lang], key) as string).length).toBeGreaterThan(0);
    }
    expect(lookup(adnd2eI18n.ru, 'saves.paralyzation')).toBe('Парализация, яд, смертельная магия');
    expect(lookup(adnd2eI18n.ru, 'turning.T')).toBe('И (изгнан)');
  });

  it('the wild swing default follows the seed (1 point), the spec’s 0 stays a setting', () => {
    const o = adnd2eOptions.find((x) => x.key === 'dm.wildSwingDamage');
    expect(o).toMatchObject({ default: 1, min: 0, max: 1 });
  });
});

describe('statblocks and combatants', () => {
  it('the statblock schema holds HD, THAC0, AC, attacks, damage, movement, morale, saves, specials, MR, size, XP', () => {
    const sb = adnd2eStatblockSchema.parse({
      name: 'Ogre',
      hitDice: '4+1',
      thac0: 17,
      ac: 5,
      attacksPerRound: { per: 1, rounds: 1 },
      attacks: [{ name: 'club', damage: '1d10', speed: 4, types: ['B'] }],
      movement: { base: 9 },
      morale: 11,
      saves: { paralyzation: 13 },
      specialAttacks: [],
      specialDefenses: [],
      magicResistance: 0,
      size: 'L',
      xp: 175,
    });
    expect(sb).toMatchObject({ hitDice: '4+1', size: 'L', xp: 175 });
    expect(adnd2eStatblockSchema.safeParse({ name: 'x', hitDice: 'lots' }).success).toBe(false);
    expect(adnd2eStatblockSchema.safeParse({ name: 'x', magicResistance: 120 }).success).toBe(
      false,
    );
  });

  it('a bad statblock is rejected with invalidStatblock; HP from HD averages', () => {
    expect(() =>
      encounter([{ id: 'x', name: 'x', kind: 'monster', statblock: { name: 'x', ac: 99 } }]),
    ).toThrow(RuleError);
    const run = encounter([monster('gnoll', '2')]);
    expect(run.c('gnoll').maxHp).toBe(9);
    expect(system.hpRange(run.c('gnoll'), run.state)).toEqual({ min: -10, max: 9 });
  });

  it('hp descriptors for the players', () => {
    const run = encounter([pc('p', [{ group: 'warrior', level: 1 }], { hp: 20 })]);
    const d = () => system.hpDescriptor(run.c('p'), run.state);
    expect(d()).toBe('unhurt');
    run.do({ type: 'damage', targetIds: ['p'], amount: 5 });
    expect(d()).toBe('wounded');
    run.do({ type: 'damage', targetIds: ['p'], amount: 8 });
    expect(d()).toBe('bloodied');
    run.do({ type: 'damage', targetIds: ['p'], amount: 3 });
    expect(d()).toBe('nearDeath');
    run.do({ type: 'damage', targetIds: ['p'], amount: 10 });
    expect(d()).toBe('dead');
  });

  it('bad commands are rejected and leave the state unchanged', () => {
    const run = encounter([pc('p', [{ group: 'warrior', level: 1 }], { hp: 20 })]);
    const before = run.state;
    expect(() => run.do({ type: 'damage', targetIds: ['p'], amount: -3 })).toThrow(
      /negativeAmount/,
    );
    expect(() => run.do({ type: 'damage', targetIds: ['nobody'], amount: 3 })).toThrow(
      /unknownCombatant/,
    );
    expect(() =>
      run.do({ type: 'attack', attackerId: 'p', targetId: 'p', typedRolls: { attack: [21] } }),
    ).toThrow(/rollOutOfRange/);
    expect(() => run.do({ type: 'setOption', key: 'opt.nonsense', value: true })).toThrow(
      /unknownOption/,
    );
    expect(run.state).toBe(before);
  });
});

describe('round sequence and initiative through the engine', () => {
  /** The rolled order, without the round's opening steps (declarations, initiative). */
  const acting = (run: Run) => run.state.slots.filter((s) => s.kind === 'turn');
  const party = () => [
    pc('a', [{ group: 'warrior', level: 3 }], {
      hp: 20,
      attacks: [{ name: 'spear', damage: '1d6', speed: 6, types: ['P'], setVsCharge: true }],
    }),
    pc('b', [{ group: 'wizard', level: 3 }], { hp: 10 }),
    monster('orc', '1', {
      hp: 8,
      attacks: [{ name: 'axe', damage: '1d8', speed: 7, types: ['S'] }],
    }),
  ];

  it('2E-SEQ-05 a declared spell is locked once initiative is rolled', () => {
    const run = encounter(party());
    run.do({
      type: 'declare',
      combatantId: 'b',
      action: 'castSpell',
      spell: 'sleep',
      castingTime: 1,
    });
    run.do({
      type: 'declare',
      combatantId: 'b',
      action: 'castSpell',
      spell: 'shield',
      castingTime: 1,
    }); // before the roll
    run.do({ type: 'startEncounter' });
    // 2E-SEQ-03: the round's roll follows its declarations
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [5], 'init:side:foes': [3] },
    });
    expect(() =>
      run.do({ type: 'declare', combatantId: 'b', action: 'castSpell', spell: 'sleep' }),
    ).toThrow(/spellLocked/);
    expect(run.sys('b').pendingSpell).toMatchObject({ name: 'shield' });
  });

  it('2E-SEQ-06 a rejected declaration is ignored by the next roll', () => {
    const run = encounter(party());
    run.do({
      type: 'declare',
      combatantId: 'b',
      action: 'castSpell',
      spell: 'sleep',
      castingRounds: 1,
    });
    run.do({ type: 'rejectDeclaration', combatantId: 'b' });
    run.do({ type: 'startEncounter' });
    // 2E-SEQ-03: the round's roll follows its declarations
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [3], 'init:side:foes': [5] },
    });
    expect(run.sys('b').pendingSpell).toBeNull();
    expect(run.state.slots.some((s) => s.phase === 'endOfRound')).toBe(false);
  });

  it('2E-SEQ-07 the DM reorders the round', () => {
    const run = encounter(party());
    run.do({ type: 'startEncounter' });
    // 2E-SEQ-03: the round's roll follows its declarations
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [3], 'init:side:foes': [5] },
    });
    const keys = run.state.slots.map((s) => s.key);
    run.do({ type: 'reorderInitiative', slotKeys: [...keys].reverse() });
    expect(run.state.slots.map((s) => s.key)).toEqual([...keys].reverse());
  });

  it('2E-INIT-01 initiative is rolled again at the start of every round', () => {
    const run = encounter(party());
    run.do({ type: 'startEncounter' });
    // 2E-SEQ-03: the round's roll follows its declarations
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [3], 'init:side:foes': [5] },
    });
    expect(acting(run)[0]?.combatantIds).toEqual(['a', 'b']);
    run.do({ type: 'nextTurn' });
    // the round ends and the next opens with its declarations; passing them rolls again
    expect(ofType(run.do({ type: 'nextTurn' }), 'adnd2e.initiativeRolled')).toHaveLength(0);
    const ev = run.do({
      type: 'nextTurn',
      typedRolls: { 'init:side:party': [9], 'init:side:foes': [2] },
    });
    expect(ofType(ev, 'adnd2e.initiativeRolled')).toHaveLength(1);
    expect(acting(run)[0]?.combatantIds).toEqual(['orc']);
  });

  it('2E-INIT-05 a side modifier only if every acting member meets it (engine)', () => {
    const run = encounter(party());
    run.do({ type: 'declare', combatantId: 'a', action: 'attack', situations: ['higherGround'] });
    run.do({ type: 'declare', combatantId: 'b', action: 'attack', situations: ['higherGround'] });
    run.do({ type: 'startEncounter' });
    // 2E-SEQ-03: the round's roll follows its declarations
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [5], 'init:side:foes': [5] },
    });
    expect(acting(run).map((s) => [s.score, s.combatantIds])).toEqual([
      [4, ['a', 'b']],
      [5, ['orc']],
    ]);
    const run2 = encounter(party());
    run2.do({ type: 'declare', combatantId: 'a', action: 'attack', situations: ['higherGround'] });
    run2.do({ type: 'startEncounter' });
    // 2E-SEQ-03: the round's roll follows its declarations
    run2.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [5], 'init:side:foes': [5] },
    });
    expect(acting(run2).map((s) => s.score)).toEqual([5]);
  });

  it('2E-INIT-08 casting time counts in standard mode only with the DM setting', () => {
    const run = encounter(party(), { 'dm.castTimeInStandardInit': true });
    run.do({
      type: 'declare',
      combatantId: 'b',
      action: 'castSpell',
      spell: 'sleep',
      castingTime: 1,
    });
    run.do({ type: 'startEncounter' });
    // 2E-SEQ-03: the round's roll follows its declarations
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [3], 'init:side:foes': [5] },
    });
    expect(acting(run).map((s) => [s.score, s.combatantIds])).toEqual([
      [3, ['a']],
      [4, ['b']],
      [5, ['orc']],
    ]);
  });

  it('2E-INIT-10 with the ask-the-DM setting a hit raises a prompt instead', () => {
    const run = encounter(party(), { 'dm.spellDisturbance': 'askDm' });
    run.do({
      type: 'declare',
      combatantId: 'b',
      action: 'castSpell',
      spell: 'sleep',
      castingTime: 1,
    });
    run.do({ type: 'startEncounter' });
    // 2E-SEQ-03: the round's roll follows its declarations
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [8], 'init:side:foes': [2] },
    });
    run.do({
      type: 'attack',
      attackerId: 'orc',
      targetId: 'b',
      typedRolls: { attack: [19], damage: [2] },
    });
    const prompt = run.state.prompts.find((p) => p.kind === 'spellDisturbance');
    expect(prompt).toBeDefined();
    run.do({ type: 'resolvePrompt', promptId: prompt?.id, choice: 'lost' });
    expect(run.sys('b').pendingSpell).toBeNull();
  });

  it('2E-MOVE-05 a spear set against a charge does double damage to the charger', () => {
    const run = encounter(party());
    run.do({ type: 'addCondition', combatantId: 'a', key: 'setToReceiveCharge' });
    run.do({
      type: 'attack',
      attackerId: 'orc',
      targetId: 'a',
      charging: true,
      typedRolls: { attack: [1], damage: [4] },
    });
    run.do({
      type: 'attack',
      attackerId: 'a',
      targetId: 'orc',
      typedRolls: { attack: [15], damage: [3] },
    });
    expect(run.c('orc').hp).toBe(8 - 6);
  });

  it('2E-PARRY-01 with the option on, a parrying character gets his bonus', () => {
    const run = encounter(party(), { 'opt.parry': true });
    run.do({ type: 'addCondition', combatantId: 'b', key: 'parrying' });
    const ev = run.do({
      type: 'attack',
      attackerId: 'orc',
      targetId: 'b',
      rollDamage: false,
      typedRolls: { attack: [10] },
    });
    expect(ofType(ev, 'adnd2e.attackRolled')[0]).toMatchObject({ ac: 9 });
  });

  it('2E-SURP-02 both sides surprised: nobody gets a free round', () => {
    const run = encounter(party());
    run.do({ type: 'surprise', typedRolls: { 'surprise:party': [1], 'surprise:foes': [3] } });
    expect(run.c('a').conditions).toEqual([]);
  });
});

describe('injury, death and healing through the engine', () => {
  it('2E-NL-09 / 2E-NL-11 punches knock out: unconscious at 0, KO stuns 1d10 rounds', () => {
    const run = encounter([
      pc('boxer', [{ group: 'warrior', level: 5 }], { hp: 20 }),
      monster('drunk', '1', { hp: 2, ac: 10 }),
    ]);
    run.do({
      type: 'attack',
      attackerId: 'boxer',
      targetId: 'drunk',
      form: 'punch',
      typedRolls: { attack: [15], knockout: [90] },
    });
    expect(run.c('drunk').hp).toBe(0);
    expect(run.sys('drunk').life).toBe('unconscious');
    const run2 = encounter([
      pc('boxer', [{ group: 'warrior', level: 5 }], { hp: 20 }),
      monster('drunk', '1', { hp: 8, ac: 10 }),
    ]);
    run2.do({
      type: 'attack',
      attackerId: 'boxer',
      targetId: 'drunk',
      form: 'punch',
      typedRolls: { attack: [11], knockout: [4], stunRounds: [6] },
    });
    expect(run2.c('drunk').conditions[0]).toMatchObject({
      key: 'stunned',
      duration: { rounds: 6 },
    });
  });

  it('2E-NL-15 a successful overbear knocks the defender prone', () => {
    const run = encounter([
      pc('a', [{ group: 'warrior', level: 5 }], { hp: 20 }),
      monster('b', '1', { hp: 8, ac: 10 }),
    ]);
    run.do({
      type: 'attack',
      attackerId: 'a',
      targetId: 'b',
      form: 'overbear',
      typedRolls: { attack: [15] },
    });
    expect(run.c('b').conditions.map((c) => c.key)).toEqual(['prone']);
  });

  it('2E-DEATH-05 kill outright, logged with a reason', () => {
    const run = encounter([pc('p', [{ group: 'warrior', level: 9 }], { hp: 90 })]);
    const ev = run.do({ type: 'killOutright', combatantId: 'p', reason: '50-ton ceiling' });
    expect(ev[0]).toMatchObject({ life: 'dead', reason: '50-ton ceiling' });
    expect(run.sys('p').life).toBe('dead');
  });

  it('2E-DEATH-06 death’s door: dying, bleeding each round, tended, cured to 1 HP, dead at -10', () => {
    const run = encounter(
      [
        pc('p', [{ group: 'warrior', level: 3 }], { hp: 10 }),
        pc('q', [{ group: 'warrior', level: 3 }], { hp: 10 }),
        monster('m', '1', { hp: 5 }),
      ],
      { 'opt.deathsDoor': true },
    );
    run.do({
      type: 'startEncounter',
      typedRolls: { 'init:side:party': [3], 'init:side:foes': [5] },
    });
    run.do({ type: 'damage', targetIds: ['p', 'q'], amount: 12 });
    expect(run.sys('p').life).toBe('dying');
    expect(run.c('p').hp).toBe(-2);
    run.do({ type: 'nextTurn' });
    run.do({ type: 'nextTurn', typedRolls: { 'init:side:party': [3], 'init:side:foes': [5] } });
    expect(run.c('p').hp).toBe(-3);
    run.do({ type: 'tend', combatantId: 'p' });
    run.do({ type: 'heal', targetIds: ['q'], amount: 8 });
    expect(run.c('q').hp).toBe(1);
    expect(run.sys('q')).toMatchObject({ life: 'alive', weakened: true });
    const again = run.do({ type: 'heal', targetIds: ['q'], amount: 8 });
    expect(ofType(again, 'reminder')).toHaveLength(1);
    // Back at death's door before resting: a cure still does nothing (only heal would).
    run.do({ type: 'damage', targetIds: ['q'], amount: 3 });
    expect(run.sys('q').life).toBe('dying');
    const atDoorAgain = run.do({ type: 'heal', targetIds: ['q'], amount: 8 });
    expect(ofType(atDoorAgain, 'reminder')).toHaveLength(1);
    expect(run.c('q').hp).toBe(-2);
    run.do({ type: 'tend', combatantId: 'q' });
    run.do({ type: 'nextTurn' });
    run.do({ type: 'nextTurn', typedRolls: { 'init:side:party': [3], 'init:side:foes': [5] } });
    expect(run.c('p').hp).toBe(-3); // tended: no more bleeding
    run.do({ type: 'damage', targetIds: ['p'], amount: 7 });
    expect(run.sys('p').life).toBe('dead');
  });

  it('2E-HEAL-07 end of combat restores 75% of bare-handed damage; debilitating poison blocks healing', () => {
    const run = encounter([pc('p', [{ group: 'warrior', level: 3 }], { hp: 20 })]);
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'debilitating',
      typedRolls: { 'poison.debilitating': [2] },
    });
    expect(run.c('p').conditions[0]).toMatchObject({
      key: 'poisonDebilitating',
      data: { amount: 2, unit: 'days' },
    });
    run.do({ type: 'damage', targetIds: ['p'], amount: 5 });
    const ev = run.do({ type: 'heal', targetIds: ['p'], amount: 5 });
    expect(ofType(ev, 'reminder')[0]).toMatchObject({
      key: 'adnd2e:reminders.healingBlockedByPoison',
    });
    expect(run.c('p').hp).toBe(15);
  });

  it('2E-POIS-02 paralytic poison lasts 2d6 hours', () => {
    const run = encounter([pc('p', [{ group: 'warrior', level: 3 }], { hp: 20 })]);
    run.do({
      type: 'poison',
      combatantId: 'p',
      effect: 'paralytic',
      typedRolls: { 'poison.paralytic': [3, 4] },
    });
    expect(run.c('p').conditions[0]).toMatchObject({
      key: 'poisonParalytic',
      data: { amount: 7, unit: 'hours' },
    });
  });

  it('2E-DRAIN-06 a 1st-level character drained one level becomes a normal person', () => {
    const run = encounter([
      pc('p', [{ group: 'warrior', level: 1, hitDie: 10, name: 'fighter' }], { hp: 20 }),
    ]);
    run.do({
      type: 'drain',
      combatantId: 'p',
      levels: 1,
      typedRolls: { 'drainHitDie.fighter.1': [4] },
    });
    expect(run.c('p').conditions.map((c) => c.key)).toEqual(['normalPerson']);
    run.do({ type: 'drain', combatantId: 'p', levels: 1 });
    expect(run.sys('p').life).toBe('dead');
  });

  it('AMB-18 house rule: massive damage uses system shock', () => {
    const run = encounter(
      [pc('p', [{ group: 'warrior', level: 9 }], { hp: 100, constitution: 10 })],
      { 'house.massiveDamageSystemShock': true },
    );
    const ev = run.do({
      type: 'damage',
      targetIds: ['p'],
      amount: 60,
      typedRolls: { massiveDamageSystemShock: [71] },
    });
    expect(ofType(ev, 'adnd2e.systemShockRolled')[0]).toMatchObject({
      chance: 70,
      survived: false,
    });
    expect(run.sys('p').life).toBe('dead');
  });

  it('2E-RAISE-03 revivals are limited by the starting Con', () => {
    const run = encounter([pc('p', [{ group: 'warrior', level: 4 }], { hp: 30, constitution: 3 })]);
    for (let i = 0; i < 3; i++) {
      run.do({ type: 'killOutright', combatantId: 'p', reason: 'test' });
      run.do({
        type: 'raiseDead',
        combatantId: 'p',
        means: 'resurrection',
        typedRolls: { resurrectionSurvival: [1] },
      });
    }
    expect(run.sys('p')).toMatchObject({ life: 'alive', con: 0, revivals: 3 });
    run.do({ type: 'killOutright', combatantId: 'p', reason: 'test' });
    const ev = run.do({
      type: 'raiseDead',
      combatantId: 'p',
      means: 'resurrection',
      typedRolls: { resurrectionSurvival: [1] },
    });
    expect(ofType(ev, 'adnd2e.revived')[0]).toMatchObject({ allowed: false, survived: false });
  });

  it('system shock roll against Table 3', () => {
    const run = encounter([
      pc('p', [{ group: 'warrior', level: 4 }], { hp: 30, constitution: 15 }),
    ]);
    const ev = run.do({ type: 'systemShock', combatantId: 'p', typedRolls: { systemShock: [90] } });
    expect(ofType(ev, 'adnd2e.systemShockRolled')[0]).toMatchObject({ chance: 90, survived: true });
  });

  it('replaying the log rebuilds the same state', () => {
    const run = encounter(
      [
        pc('p', [{ group: 'warrior', level: 4 }], {
          hp: 30,
          attacksPerRound: { per: 2, rounds: 1 },
        }),
        monster('m', '3', { hp: 15 }),
      ],
      { 'opt.deathsDoor': true },
    );
    const init = run.state;
    run.do({ type: 'surprise', typedRolls: { 'surprise:party': [5], 'surprise:foes': [1] } });
    run.do({ type: 'startEncounter' });
    run.do({ type: 'attack', attackerId: 'p', targetId: 'm' });
    run.do({ type: 'attack', attackerId: 'p', targetId: 'm', form: 'punch' });
    run.do({ type: 'nextTurn' });
    run.do({ type: 'nextTurn' });
    run.do({ type: 'damage', targetIds: ['m'], amount: 14 });
    run.do({ type: 'restoreTemporaryDamage' });
    expect(replay(init, run.events)).toEqual(run.state);
  });
});

describe('missile commands and DM settings', () => {
  it('2E-MSL-07 firing into a melee picks the figure by weight, then rolls to hit it', () => {
    const run = encounter([
      pc('tul', [{ group: 'warrior', level: 5 }], {
        hp: 30,
        attacks: [{ name: 'long bow', damage: '1d6', speed: 8, kind: 'bow', types: ['P'] }],
      }),
      pc('rath', [{ group: 'warrior', level: 7 }], { hp: 50, ac: 3 }),
      pc('tarus', [{ group: 'warrior', level: 7 }], { hp: 50, ac: 3 }),
      monster('giant', '12', { hp: 60, size: 'G', ac: 4 }),
    ]);
    const ev = run.do({
      type: 'attack',
      attackerId: 'tul',
      targetId: 'giant',
      meleeFigureIds: ['rath', 'tarus', 'giant'],
      typedRolls: { firingIntoMelee: [10], attack: [20], damage: [4] },
    });
    expect(ofType(ev, 'adnd2e.attackRolled')[0]).toMatchObject({ targetId: 'rath', hit: true });
    expect(run.c('rath').hp).toBe(46);
  });

  it('2E-MSL-11/14 a grenade-like missile that misses scatters (1d10 direction)', () => {
    const run = encounter([pc('p', [{ group: 'warrior', level: 1 }], { hp: 10 })]);
    const ev = run.do({
      type: 'grenade',
      attackerId: 'p',
      targetAc: 10,
      feet: 15,
      typedRolls: { attack: [2], scatterDirection: [3], scatterDistance: [7] },
    });
    const a = ofType(ev, 'adnd2e.attackRolled')[0] as unknown as {
      hit: boolean;
      modifiers: unknown[];
    };
    expect(a.hit).toBe(false);
    expect(a.modifiers).toContainEqual({ source: '2E-MSL-02', value: -2 }); // AMB-32
    expect(ofType(ev, 'reminder')[0]).toMatchObject({
      key: 'adnd2e:reminders.scatter',
      params: { direction: 'right', feet: 7 },
    });
    expect(() => run.do({ type: 'grenade', attackerId: 'p', targetAc: 10, feet: 40 })).toThrow(
      /outOfRange/,
    );
  });

  it('2E-MOVE-07 fleeing: a reminder names every melee opponent the DM did not deselect', () => {
    const run = encounter([
      pc('p', [{ group: 'rogue', level: 2 }], { hp: 10 }),
      monster('o1', '1'),
      monster('o2', '1'),
    ]);
    const ev = run.do({
      type: 'flee',
      combatantId: 'p',
      opponentIds: ['o1', 'o2'],
      exclude: ['o2'],
    });
    expect(ofType(ev, 'reminder')[0]).toMatchObject({ params: { attackers: 'o1' } });
    expect(run.c('p').conditions.map((c) => c.key)).toEqual(['fleeing']);
    const hit = run.do({
      type: 'attack',
      attackerId: 'o1',
      targetId: 'p',
      rollDamage: false,
      typedRolls: { attack: [10] },
    });
    expect(
      (ofType(hit, 'adnd2e.attackRolled')[0] as unknown as { modifiers: unknown[] }).modifiers,
    ).toContainEqual({ source: 'T51.rearAttack', value: 2 });
  });

  it('AMB-33 with the setting on, a ranger in heavy armor takes two-weapon penalties', () => {
    const ranger = pc('r', [{ group: 'warrior', level: 3, ranger: true }], {
      hp: 20,
      armorType: 'chain',
      attacks: [{ name: 'sword', damage: '1d8', speed: 5 }],
    });
    const foe = monster('m', '1', { hp: 8 });
    const off = encounter([ranger, foe]).do({
      type: 'attack',
      attackerId: 'r',
      targetId: 'm',
      twoWeapon: 'off',
      rollDamage: false,
      typedRolls: { attack: [10] },
    });
    expect(
      (ofType(off, 'adnd2e.attackRolled')[0] as unknown as { modifiers: unknown[] }).modifiers,
    ).toEqual([]);
    const on = encounter([ranger, foe], { 'dm.rangerLightArmorOnly': true }).do({
      type: 'attack',
      attackerId: 'r',
      targetId: 'm',
      twoWeapon: 'off',
      rollDamage: false,
      typedRolls: { attack: [10] },
    });
    expect(
      (ofType(on, 'adnd2e.attackRolled')[0] as unknown as { modifiers: unknown[] }).modifiers,
    ).toContainEqual({ source: '2E-TWF-03', value: -4 });
  });

  it('AMB-11 concealment gives a save bonus only when the DM says so', () => {
    const save = (opts: Record<string, boolean>) =>
      ofType(
        encounter([pc('p', [{ group: 'warrior', level: 1 }], { hp: 10 })], opts).do({
          type: 'save',
          combatantId: 'p',
          categories: ['spell'],
          situation: { coverPercent: 50, coverKind: 'concealment' },
          typedRolls: { save: [10] },
        }),
        'adnd2e.saveRolled',
      )[0];
    expect(save({})).toMatchObject({ total: 10 });
    expect(save({ 'dm.concealmentSaveBonus': true })).toMatchObject({ total: 12 });
  });

  it('AMB-05 with the DM-confirm setting the side modifier comes from the DM', () => {
    const run = encounter(
      [pc('a', [{ group: 'warrior', level: 1 }], { hp: 10 }), monster('m', '1', { hp: 5 })],
      { 'dm.sideModifierCheck': 'dmConfirm' },
    );
    run.do({ type: 'declare', combatantId: 'a', action: 'attack', situations: ['higherGround'] });
    run.do({
      type: 'rollInitiative',
      data: { sideModifiers: { party: -1 } },
      typedRolls: { 'init:side:party': [5], 'init:side:foes': [5] },
    });
    expect(run.state.slots.map((s) => [s.score, s.combatantIds])).toEqual([
      [4, ['a']],
      [5, ['m']],
    ]);
  });
});

describe('end of combat', () => {
  it('2E-HEAL-07 ending the encounter restores 75% of the bare-handed tally (2E-NL-08)', () => {
    const run = encounter([
      pc('brawler', [{ group: 'warrior', level: 1 }], { hp: 20 }),
      pc('other', [{ group: 'rogue', level: 1 }], { hp: 6 }),
    ]);
    run.do({ type: 'startEncounter' });
    run.do({ type: 'damage', targetIds: ['brawler'], amount: 8, temporary: 8 });
    run.do({ type: 'damage', targetIds: ['other'], amount: 7, temporary: 4 }); // 0 HP partly from punches
    expect(run.sys('other').life).toBe('unconscious');
    const ev = run.do({ type: 'endEncounter' });
    expect(ofType(ev, 'adnd2e.temporaryRestored').map((e) => [e.combatantId, e.restored])).toEqual([
      ['brawler', 6],
      ['other', 3],
    ]);
    expect(ev.at(-1)?.type).toBe('encounterEnded');
    expect(run.c('brawler').hp).toBe(18);
    expect(run.c('other').hp).toBe(2);
    expect(run.sys('other').life).toBe('alive');
  });
});
