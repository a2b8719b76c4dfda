// Every worked example of spec §20 (WE-01..WE-48) as a test.
import { describe, expect, it } from 'vitest';
import { createRoller, movementLeft, seedRng } from '../../../../shared';
import {
  modifiedThac0,
  resolveAttackRoll,
  setupAttack,
  toHitNumber,
} from '../../../../shared/rules/adnd2e/rules/attack';
import type { AttackInput, AttackOptions } from '../../../../shared/rules/adnd2e/rules/attack';
import {
  attacksInRound,
  halvedRate,
  magicWeaponSpeed,
  scheduleAttacks,
  withSecondWeapon,
} from '../../../../shared/rules/adnd2e/rules/initiative';
import { fullMoveFeet, moveFeet } from '../../../../shared/rules/adnd2e/rules/movement';
import {
  flatOfBladeDamage,
  overbearModifier,
  overbearNeed,
  punchResult,
  splitBareHandedDamage,
  wrestleResult,
  ARMED_DEFENDER_BONUS,
} from '../../../../shared/rules/adnd2e/rules/nonLethal';
import {
  coverSaveBonus,
  damageBehindCover,
  firingIntoMeleeOdds,
  rangeBand,
} from '../../../../shared/rules/adnd2e/rules/missiles';
import { parryBonus } from '../../../../shared/rules/adnd2e/rules/parry';
import { resolveSave, saveCategoryFor } from '../../../../shared/rules/adnd2e/rules/saves';
import { resolveMultiTargetMr } from '../../../../shared/rules/adnd2e/rules/magicResistance';
import { fallingDice, hitDamage } from '../../../../shared/rules/adnd2e/rules/damage';
import { touchDelivery } from '../../../../shared/rules/adnd2e/rules/touch';
import { twoWeaponPenalties } from '../../../../shared/rules/adnd2e/rules/twoWeapons';
import { poisonOnRaise } from '../../../../shared/rules/adnd2e/rules/poison';
import { castingRounds } from '../../../../shared/rules/adnd2e/rules/initiative';
import {
  coverAttackModifier,
  dexterityModifiers,
  turnCell,
} from '../../../../shared/rules/adnd2e/tables';
import { encounter, monster, ofType, pc } from './helpers';

const opts: AttackOptions = { weaponVsArmor: false, nat20Hits: true, nat1Misses: true };
const atk = (i: Partial<AttackInput>, nat: number, o = opts) => {
  const input: AttackInput = { form: 'melee', thac0: 20, target: { ac: 0 }, ...i };
  return resolveAttackRoll(setupAttack(input, o), nat, input.form, o);
};
/** The rolled order of the round, without its opening steps (declarations, initiative). */
const slotsOf = (run: ReturnType<typeof encounter>) =>
  run.state.slots.filter((s) => s.kind === 'turn').map((s) => [s.score, s.combatantIds]);

describe('worked examples (§20)', () => {
  it('WE-01 fighter 7 (THAC0 14) vs AC 6 needs 8', () => {
    expect(toHitNumber(14, 6)).toBe(8);
  });

  it('WE-02 Str 18/80 and long sword +1: modified THAC0 11, needs 5', () => {
    expect(modifiedThac0(14, 2, 1)).toBe(11);
    expect(toHitNumber(11, 6)).toBe(5);
    const input = {
      thac0: 14,
      target: { ac: 6 },
      strength: { score: 18, exceptional: 80 },
      weaponMagic: 1,
    };
    expect(atk(input, 5).hit).toBe(true);
    expect(atk(input, 4).hit).toBe(false);
  });

  it('WE-03 needs 23 with -3: natural 20 hits, natural 19 misses', () => {
    const hard = { thac0: 20, target: { ac: -3 }, dmModifier: -3 };
    expect(atk(hard, 20).hit).toBe(true);
    expect(atk(hard, 19).hit).toBe(false);
  });

  it('WE-04 hits on 3+ with a sword +4, natural 1 misses', () => {
    expect(atk({ thac0: 3, target: { ac: 0 }, weaponMagic: 4 }, 1).hit).toBe(false);
  });

  it('WE-05 group initiative: Rath 9, Delsenora 9 (simultaneous), orcs 10, trolls 11, Rupert 13', () => {
    const run = encounter(
      [
        pc('rath', [{ group: 'warrior', level: 7 }], { hp: 50 }),
        pc('rupert', [{ group: 'warrior', level: 6 }], {
          hp: 40,
          attacks: [
            { name: 'bastard sword +1 (2H)', damage: '2d4', speed: 8, magicBonus: 1, types: ['S'] },
          ],
        }),
        pc('delsenora', [{ group: 'wizard', level: 6 }], { hp: 20 }),
        monster('troll', '6+6', {
          size: 'L',
          attacks: [{ name: 'claw', damage: '1d4+4', kind: 'natural' }],
        }),
        monster('orc', '1', {
          attacks: [{ name: 'long sword', damage: '1d8', speed: 5, types: ['S'] }],
        }),
      ],
      { 'opt.initiativeMode': 'group' },
    );
    run.do({ type: 'declare', combatantId: 'rath', action: 'useMagicItem', item: 'miscellaneous' });
    run.do({
      type: 'declare',
      combatantId: 'delsenora',
      action: 'castSpell',
      spell: 'haste',
      castingTime: 3,
    });
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [6], 'init:side:foes': [5] },
    });
    expect(slotsOf(run)).toEqual([
      [9, ['rath', 'delsenora']],
      [10, ['orc']],
      [11, ['troll']],
      [13, ['rupert']],
    ]);
  });

  it('WE-06 individual initiative, round 3: Rath 0; Rupert and two trolls 7; Delsenora 10 loses her spell; troll 11', () => {
    const trollSb = {
      size: 'L',
      hp: 40,
      attacks: [{ name: 'claw', damage: '1d4+4', kind: 'natural' }],
    };
    const run = encounter(
      [
        pc('rath', [{ group: 'warrior', level: 7 }], {
          hp: 50,
          attacks: [
            { name: 'war hammer +4', damage: '1d4+1', speed: 4, magicBonus: 4, types: ['B'] },
          ],
        }),
        pc('rupert', [{ group: 'warrior', level: 6 }], {
          hp: 40,
          attacks: [
            { name: 'bastard sword +1', damage: '2d4', speed: 8, magicBonus: 1, types: ['S'] },
          ],
        }),
        pc('delsenora', [{ group: 'wizard', level: 6 }], { hp: 20, ac: 10 }),
        monster('trollR', '6+6', trollSb),
        monster('trollD', '6+6', trollSb),
        monster('trollU', '6+6', trollSb),
      ],
      { 'opt.initiativeMode': 'individual' },
    );
    for (const id of ['rath', 'rupert', 'delsenora'])
      run.do({ type: 'addCondition', combatantId: id, key: 'hasted' });
    run.do({
      type: 'declare',
      combatantId: 'delsenora',
      action: 'castSpell',
      spell: 'burning hands',
      castingTime: 1,
    });
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: {
        'init:rath': [2],
        'init:rupert': [2],
        'init:delsenora': [9],
        'init:trollR': [1],
        'init:trollD': [1],
        'init:trollU': [5],
      },
    });
    expect(slotsOf(run)).toEqual([
      [0, ['rath']],
      [7, ['rupert', 'trollR', 'trollD']],
      [10, ['delsenora']],
      [11, ['trollU']],
    ]);
    run.do({ type: 'nextTurn' });
    const hit = run.do({
      type: 'attack',
      attackerId: 'trollD',
      targetId: 'delsenora',
      typedRolls: { attack: [18], damage: [2] },
    });
    expect(ofType(hit, 'adnd2e.spellLost')).toHaveLength(1);
    // hasted Rath and Rupert attack again after every first attack, in initiative order
    const order = scheduleAttacks([
      { id: 'rath', score: 0, attacks: 2 },
      { id: 'rupert', score: 7, attacks: 2 },
      { id: 'trollR', score: 7, attacks: 1 },
      { id: 'trollD', score: 7, attacks: 1 },
      { id: 'trollU', score: 11, attacks: 1 },
    ]);
    expect(order.map((a) => `${a.id}#${a.attack}`)).toEqual([
      'rath#1',
      'rupert#1',
      'trollR#1',
      'trollD#1',
      'trollU#1',
      'rath#2',
      'rupert#2',
    ]);
  });

  it('WE-07 a fighter with 2 attacks who wins initiative: 1st attack, each creature, 2nd attack', () => {
    const order = scheduleAttacks([
      { id: 'fighter', score: 2, attacks: 2 },
      { id: 'c1', score: 6, attacks: 1 },
      { id: 'c2', score: 6, attacks: 1 },
    ]);
    expect(order.map((a) => a.id)).toEqual(['fighter', 'c1', 'c2', 'fighter']);
  });

  it('WE-08 both sides roll 4: everything is simultaneous', () => {
    const run = encounter([
      pc('wizard', [{ group: 'wizard', level: 1 }], { hp: 4 }),
      monster('goblin', '1-1', { hp: 3 }),
    ]);
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [4], 'init:side:foes': [4] },
    });
    expect(slotsOf(run)).toEqual([[4, ['wizard', 'goblin']]]);
    expect(run.state.turn?.activeIds).toEqual(['wizard', 'goblin']);
  });

  it('WE-09 a 10-minute spell: 10 rounds, takes effect at the end of round 10, lost if disturbed', () => {
    expect(castingRounds(10, 'minutes')).toBe(10);
    const run = encounter([
      pc('mage', [{ group: 'wizard', level: 9 }], { hp: 20 }),
      monster('orc', '1', { hp: 6 }),
    ]);
    run.do({
      type: 'declare',
      combatantId: 'mage',
      action: 'castSpell',
      spell: 'long ritual',
      castingRounds: 10,
    });
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [1], 'init:side:foes': [5] },
    });
    expect(run.state.slots.at(-1)).toMatchObject({ phase: 'endOfRound', combatantIds: ['mage'] });
    expect(run.sys('mage').pendingSpell).toEqual({ name: 'long ritual', at: -1, roundsLeft: 10 });
    run.do({ type: 'endRound' });
    // round 2 opens with its declarations, then its roll (2E-SEQ-03)
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [1], 'init:side:foes': [5] },
    });
    expect(run.state.round).toBe(2);
    expect(run.sys('mage').pendingSpell).toMatchObject({ roundsLeft: 9 });
    run.do({ type: 'damage', targetIds: ['mage'], amount: 1 });
    expect(run.sys('mage').pendingSpell).toBeNull();
  });

  it('WE-10 MV 9: 90 ft; MV 12 with a long bow moving half: 60 ft and 1 arrow; heavy crossbow moving: 1 bolt per 4 rounds', () => {
    expect(fullMoveFeet(9)).toBe(90);
    expect(moveFeet(12, 'moveAndFire')).toBe(60);
    expect(attacksInRound(halvedRate({ per: 2, rounds: 1 }), 1)).toBe(1);
    expect(
      [1, 2, 3, 4, 5].map((r) => attacksInRound(halvedRate({ per: 1, rounds: 2 }), r)),
    ).toEqual([1, 0, 0, 0, 1]);
  });

  it('WE-11 warrior 3/2 with two weapons: 2, 3, 2, 3 attacks', () => {
    const rate = withSecondWeapon({ per: 3, rounds: 2 });
    expect([1, 2, 3, 4].map((r) => attacksInRound(rate, r))).toEqual([2, 3, 2, 3]);
  });

  it('WE-12 modified roll 18: rabbit punch, 1 damage (+Str), 3% KO / kick', () => {
    expect(punchResult(18, {}, { wildSwingDamage: 1 })).toMatchObject({
      name: 'rabbitPunch',
      damage: 1,
      koPercent: 3,
    });
    expect(punchResult(18, { strDamage: 2 }, { wildSwingDamage: 1 }).damage).toBe(3);
    expect(wrestleResult(18).move).toBe('kick');
  });

  it('WE-13 a headlock held 6 rounds: 21 in total', () => {
    const run = encounter([
      pc('grappler', [{ group: 'warrior', level: 3 }], { hp: 10 }),
      monster('victim', '4', { hp: 40, ac: 10 }),
    ]);
    run.do({ type: 'startEncounter' });
    run.do({
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [1], 'init:side:foes': [2] },
    });
    // modified roll 8: headlock (a hold); 1 point in the first round
    run.do({
      type: 'attack',
      attackerId: 'grappler',
      targetId: 'victim',
      form: 'wrestle',
      typedRolls: { attack: [8] },
    });
    expect(run.c('victim').hp).toBe(39);
    for (let round = 2; round <= 6; round++) {
      run.do({ type: 'endRound' });
      run.do({
        type: 'rollInitiative',
        typedRolls: { 'init:side:party': [1], 'init:side:foes': [2] },
      });
    }
    expect(run.c('victim').hp).toBe(40 - 21);
  });

  it('WE-14 a lone orc overbearing a horse and rider: -8', () => {
    expect(overbearModifier({ attackerSizes: ['M'], defenderSize: 'L', defenderLegs: 4 })).toBe(-8);
  });

  it('WE-15 a giant and 3 pixies overbear a human: the pixie’s number, +3 +8 = +11', () => {
    expect(
      overbearModifier({ attackerSizes: ['H', 'T', 'T', 'T'], defenderSize: 'M', defenderLegs: 2 }),
    ).toBe(11);
    expect(overbearNeed([3, 14, 14, 14])).toBe(14);
  });

  it('WE-16 shooting at a giant in melee with Tarus and Rath: 1/8, 1/8, 6/8', () => {
    const odds = firingIntoMeleeOdds([
      { id: 'rath', size: 'M' },
      { id: 'tarus', size: 'M' },
      { id: 'giant', size: 'G' },
    ]);
    expect(odds.map((o) => [o.id, o.weight, o.chance])).toEqual([
      ['rath', 1, 0.125],
      ['tarus', 1, 0.125],
      ['giant', 6, 0.75],
    ]);
  });

  it('WE-17 parry: wizard 6 at AC 10 → AC 7; warrior 6 +4', () => {
    expect(10 - parryBonus(6, 'wizard')).toBe(7);
    expect(parryBonus(6, 'warrior')).toBe(4);
  });

  it('WE-18 save needed 11 with +1: natural 10 succeeds, natural 9 fails', () => {
    expect(resolveSave(10, 11, [{ source: 'bonus', value: 1 }]).success).toBe(true);
    expect(resolveSave(9, 11, [{ source: 'bonus', value: 1 }]).success).toBe(false);
  });

  it('WE-19 a wand of polymorphing ray: save vs rod, staff or wand', () => {
    expect(saveCategoryFor(['petrification', 'rod'])).toBe('rod');
  });

  it('WE-20 priest 7, d20 = 12: skeletons destroyed, wight turned, spectre unaffected', () => {
    const run = encounter([
      pc('gorus', [{ group: 'priest', level: 7 }], { hp: 30 }),
      monster('skel1', '1', { hp: 5, undead: { row: 'skeleton' } }),
      monster('skel2', '1', { hp: 5, undead: { row: 'skeleton' } }),
      monster('wight', '4+3', { hp: 20, undead: { row: 'wight', freeWilled: true } }),
      monster('spectre', '7+3', { hp: 40, undead: { row: 'spectre', freeWilled: true } }),
    ]);
    const ev = run.do({
      type: 'turnUndead',
      turnerId: 'gorus',
      targetIds: ['skel1', 'skel2', 'wight', 'spectre'],
      typedRolls: { turnUndead: [12], turnCount: [3, 4] },
    });
    const r = ofType(ev, 'adnd2e.turnResolved')[0] as unknown as {
      results: { key: string; cell: unknown; success: boolean }[];
    };
    expect(r.results.map((x) => [x.key, x.cell, x.success])).toEqual([
      ['skeleton', 'D', true],
      ['wight', 4, true],
      ['spectre', 16, false],
    ]);
    expect(run.sys('skel1').life).toBe('dead');
    expect(run.sys('skel2').life).toBe('dead');
    expect(run.c('wight').conditions.map((c) => c.key)).toEqual(['turned']);
    expect(run.c('spectre').conditions).toEqual([]);
    expect(() => run.do({ type: 'turnUndead', turnerId: 'gorus', targetIds: ['spectre'] })).toThrow(
      /turnedThisEncounter/,
    );
  });

  it('WE-21 paladin 5 uses the level 3 column (skeleton 4, zombie 7, ghoul 10)', () => {
    expect(['skeleton', 'zombie', 'ghoul'].map((row) => turnCell(row as never, 5 - 2))).toEqual([
      4, 7, 10,
    ]);
  });

  it('WE-22 evil priest 7 vs paladins 7 and 8: needs 20 / cannot', () => {
    const run = encounter([
      pc('priest', [{ group: 'priest', level: 7, evilPriest: true }], { hp: 30 }, 'foes'),
      pc('pal7', [{ group: 'warrior', level: 7, paladin: true }], { hp: 50 }),
      pc('pal8', [{ group: 'warrior', level: 8, paladin: true }], { hp: 50 }),
    ]);
    const ev = run.do({
      type: 'turnUndead',
      turnerId: 'priest',
      targetIds: ['pal7', 'pal8'],
      typedRolls: { turnUndead: [19] },
    });
    const r = ofType(ev, 'adnd2e.turnResolved')[0] as unknown as {
      results: { key: string; cell: unknown; success: boolean }[];
    };
    expect(r.results.map((x) => [x.key, x.cell, x.success])).toEqual([
      ['paladin:pal7', 20, false],
      ['paladin:pal8', '--', false],
    ]);
  });

  it('WE-23 Quell (16 HP) takes 3, then 7: 6 HP left', () => {
    const run = encounter([pc('quell', [{ group: 'warrior', level: 2 }], { hp: 16 })]);
    run.do({ type: 'damage', targetIds: ['quell'], amount: 3 });
    run.do({ type: 'damage', targetIds: ['quell'], amount: 7 });
    expect(run.c('quell').hp).toBe(6);
  });

  it('WE-24 dragon breath for 72: save vs death; eight orcs for 53 in a round: no save', () => {
    const run = encounter([
      pc('a', [{ group: 'warrior', level: 9 }], { hp: 120 }),
      pc('b', [{ group: 'warrior', level: 9 }], { hp: 120 }),
    ]);
    const breath = run.do({
      type: 'damage',
      targetIds: ['a'],
      amount: 72,
      typedRolls: { massiveDamageSave: [15] },
    });
    expect(ofType(breath, 'adnd2e.saveRolled')).toHaveLength(1);
    const orcs = run.do({ type: 'damage', targetIds: ['b'], amount: 53, singleAttack: false });
    expect(ofType(orcs, 'adnd2e.saveRolled')).toHaveLength(0);
  });

  it('WE-25 max 30, takes 2 then 1 (27), cure for 8: healed to 30, only 3 restored', () => {
    const run = encounter([pc('p', [{ group: 'priest', level: 3 }], { hp: 30 })]);
    run.do({ type: 'damage', targetIds: ['p'], amount: 2 });
    run.do({ type: 'damage', targetIds: ['p'], amount: 1 });
    const ev = run.do({ type: 'heal', targetIds: ['p'], amount: 8 });
    expect(ofType(ev, 'adnd2e.healed')[0]).toMatchObject({ restored: 3, hp: 30 });
  });

  it('WE-26 a withdrawn fighter receiving a priest’s touch spell: automatic', () => {
    expect(
      touchDelivery({
        willing: true,
        casterInMelee: false,
        targetInMelee: false,
        targetWaiting: true,
      }).kind,
    ).toBe('automatic');
  });

  it('WE-27 warrior 9 (save vs death 8), 85 HP, 72 in one attack: d20 8 alive at 13; d20 7 dead', () => {
    const mk = () => encounter([pc('w', [{ group: 'warrior', level: 9 }], { hp: 85 })]);
    const a = mk();
    a.do({ type: 'damage', targetIds: ['w'], amount: 72, typedRolls: { massiveDamageSave: [8] } });
    expect(a.c('w').hp).toBe(13);
    expect(a.sys('w').life).toBe('alive');
    const b = mk();
    const ev = b.do({
      type: 'damage',
      targetIds: ['w'],
      amount: 72,
      typedRolls: { massiveDamageSave: [7] },
    });
    expect(ofType(ev, 'adnd2e.saveRolled')[0]).toMatchObject({ need: 8, success: false });
    expect(b.sys('w').life).toBe('dead');
  });

  it('WE-28 modified THAC0 11 vs chain mail, weapon vs armor on: long sword needs 7, mace needs 3', () => {
    const run = encounter(
      [
        pc('rath', [{ group: 'warrior', level: 7 }], {
          hp: 50,
          thac0: 11,
          attacks: [
            { name: 'long sword', damage: '1d8', speed: 5, types: ['S'] },
            { name: 'mace', damage: '1d6+1', speed: 7, types: ['B'] },
          ],
        }),
        monster('orc', '1', { hp: 6, ac: 6, armorType: 'chain' }),
      ],
      { 'opt.weaponVsArmor': true },
    );
    const sword = run.do({
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc',
      attackIndex: 0,
      rollDamage: false,
      typedRolls: { attack: [7] },
    });
    expect(ofType(sword, 'adnd2e.attackRolled')[0]).toMatchObject({ need: 7, hit: true });
    const mace = run.do({
      type: 'attack',
      attackerId: 'rath',
      targetId: 'orc',
      attackIndex: 1,
      rollDamage: false,
      typedRolls: { attack: [3] },
    });
    expect(ofType(mace, 'adnd2e.attackRolled')[0]).toMatchObject({ need: 3, hit: true });
  });

  it('WE-29 two-weapon penalties: Dex 16 -1/-3; 18 0/-2; 19 0/-1; 5 -3/-5; ranger 0/0', () => {
    const pen = (dex: number, ranger = false) =>
      twoWeaponPenalties(dexterityModifiers(dex).reaction, ranger);
    expect([pen(16), pen(18), pen(19), pen(5), pen(10, true)]).toEqual([
      { main: -1, off: -3 },
      { main: 0, off: -2 },
      { main: 0, off: -1 },
      { main: -3, off: -5 },
      { main: 0, off: 0 },
    ]);
  });

  it('WE-30 charge: MV 12 moves 180 ft, +2, AC 3 (Dex -2) becomes 6, receivers -2 initiative', () => {
    expect(moveFeet(12, 'charge')).toBe(180);
    const run = encounter(
      [
        pc('charger', [{ group: 'warrior', level: 5 }], {
          hp: 30,
          ac: 3,
          dexterity: 16,
          movement: { base: 12 },
        }),
        monster('orc', '1', { hp: 30 }),
      ],
      { 'opt.initiativeMode': 'individual' },
    );
    run.do({ type: 'startEncounter' });
    run.do({ type: 'addCondition', combatantId: 'orc', key: 'setToReceiveCharge' });
    run.do({ type: 'rollInitiative', typedRolls: { 'init:charger': [4], 'init:orc': [5] } });
    expect(run.sys('orc').initScore).toBe(3);
    const charge = run.do({
      type: 'attack',
      attackerId: 'charger',
      targetId: 'orc',
      charging: true,
      typedRolls: { attack: [10], damage: [1] },
    });
    expect(ofType(charge, 'adnd2e.attackRolled')[0]?.total).toBe(12);
    expect(movementLeft(run.state, 'charger')?.left?.base).toBe(180);
    const back = run.do({
      type: 'attack',
      attackerId: 'orc',
      targetId: 'charger',
      typedRolls: { attack: [1] },
    });
    expect(ofType(back, 'adnd2e.attackRolled')[0]?.ac).toBe(6);
  });

  it('WE-31 lance charge hit: dice 7, Str +1 → 15', () => {
    expect(hitDamage(7, 1, 2)).toBe(15);
    const run = encounter([
      pc('knight', [{ group: 'warrior', level: 5 }], {
        hp: 40,
        strength: { score: 16 },
        attacks: [{ name: 'lance', damage: '1d8', speed: 8, types: ['P'], chargeDouble: true }],
      }),
      monster('ogre', '4+1', { hp: 30, ac: 5 }),
    ]);
    run.do({
      type: 'attack',
      attackerId: 'knight',
      targetId: 'ogre',
      charging: true,
      typedRolls: { attack: [15], damage: [7] },
    });
    expect(run.c('ogre').hp).toBe(15);
    expect(run.c('knight').conditions.map((c) => c.key)).toContain('charging');
  });

  it('WE-32 backstab ×2: weapon dice 5, Str +1, magic +1 → 12', () => {
    expect(hitDamage(5, 2, 2)).toBe(12);
    const run = encounter([
      pc('thief', [{ group: 'rogue', level: 5 }], {
        hp: 20,
        strength: { score: 16 },
        attacks: [{ name: 'short sword +1', damage: '1d6', speed: 2, magicBonus: 1, types: ['P'] }],
      }),
      monster('guard', '2', { hp: 20, ac: 7 }),
    ]);
    run.do({
      type: 'attack',
      attackerId: 'thief',
      targetId: 'guard',
      multiplier: 2,
      rear: true,
      typedRolls: { attack: [15], damage: [5] },
    });
    expect(run.c('guard').hp).toBe(8);
  });

  it('WE-33 ranges 70/140/210: 60, 100, 200, 220 yd → 0, -2, -5, out of range', () => {
    const r = { short: 70, medium: 140, long: 210 };
    expect([60, 100, 200, 220].map((d) => rangeBand(d, r))).toEqual([
      'short',
      'medium',
      'long',
      'outOfRange',
    ]);
    const run = encounter([
      pc('archer', [{ group: 'warrior', level: 3 }], {
        hp: 20,
        attacks: [
          { name: 'long bow', damage: '1d6', speed: 8, kind: 'bow', types: ['P'], ranges: r },
        ],
      }),
      monster('orc', '1', { hp: 6, ac: 6 }),
    ]);
    const ev = run.do({
      type: 'attack',
      attackerId: 'archer',
      targetId: 'orc',
      distance: 200,
      rollDamage: false,
      typedRolls: { attack: [10] },
    });
    expect(
      (ofType(ev, 'adnd2e.attackRolled')[0] as unknown as { modifiers: unknown[] }).modifiers,
    ).toContainEqual({ source: '2E-MSL-02', value: -5 });
    expect(() =>
      run.do({ type: 'attack', attackerId: 'archer', targetId: 'orc', distance: 220 }),
    ).toThrow(/outOfRange/);
  });

  it('WE-34 long bow 3 rounds: 6 arrows (3 moving); heavy crossbow 4 rounds: 2 bolts (1 moving); darts 2 rounds: 6', () => {
    const total = (rate: { per: number; rounds: number }, rounds: number) =>
      Array.from({ length: rounds }, (_, i) => attacksInRound(rate, i + 1)).reduce(
        (a, b) => a + b,
        0,
      );
    expect(total({ per: 2, rounds: 1 }, 3)).toBe(6);
    expect(total(halvedRate({ per: 2, rounds: 1 }), 3)).toBe(3);
    expect(total({ per: 1, rounds: 2 }, 4)).toBe(2);
    expect(total(halvedRate({ per: 1, rounds: 2 }), 4)).toBe(1);
    expect(total({ per: 3, rounds: 1 }, 2)).toBe(6);
  });

  it('WE-35 fireball on the far side of a wall, 90% hard cover: fail half, success none, save +10', () => {
    expect(
      damageBehindCover({
        damage: 24,
        coverPercent: 90,
        blastHitsCoverFirst: true,
        saved: false,
        halfOnSave: true,
      }),
    ).toBe(12);
    expect(
      damageBehindCover({
        damage: 24,
        coverPercent: 90,
        blastHitsCoverFirst: true,
        saved: true,
        halfOnSave: true,
      }),
    ).toBe(0);
    expect(coverSaveBonus(90)).toBe(10);
  });

  it('WE-36 75% hard cover vs an arrow -7; 50% concealment -2', () => {
    expect(coverAttackModifier('cover', 75)).toBe(-7);
    expect(coverAttackModifier('concealment', 50)).toBe(-2);
  });

  it('WE-37 a bare-handed tally of 8 at the end of combat: 2 stays, 6 restored', () => {
    expect(splitBareHandedDamage(8)).toEqual({ normal: 2, restored: 6 });
    const run = encounter([pc('brawler', [{ group: 'warrior', level: 1 }], { hp: 20 })]);
    run.do({ type: 'damage', targetIds: ['brawler'], amount: 8, temporary: 8 });
    expect(run.c('brawler').hp).toBe(12);
    const ev = run.do({ type: 'restoreTemporaryDamage' });
    expect(ofType(ev, 'adnd2e.temporaryRestored')[0]).toMatchObject({ restored: 6, normal: 2 });
    expect(run.c('brawler').hp).toBe(18);
  });

  it('WE-38 flat of the blade: -4 to hit; damage roll 8 → 4: 2 normal + 2 temporary', () => {
    expect(flatOfBladeDamage(8)).toEqual({ total: 4, temporary: 2, normal: 2 });
    const run = encounter([
      pc('guard', [{ group: 'warrior', level: 1 }], {
        hp: 10,
        attacks: [{ name: 'long sword', damage: '1d8', speed: 5, types: ['S'] }],
      }),
      monster('thief', '1', { hp: 10, ac: 10 }),
    ]);
    const ev = run.do({
      type: 'attack',
      attackerId: 'guard',
      targetId: 'thief',
      flatOfBlade: true,
      typedRolls: { attack: [15], damage: [8] },
    });
    expect(
      (ofType(ev, 'adnd2e.attackRolled')[0] as unknown as { modifiers: unknown[] }).modifiers,
    ).toContainEqual({ source: '2E-NL-19', value: -4 });
    expect(ofType(ev, 'adnd2e.damaged')[0]).toMatchObject({ amount: 4, temporary: 2 });
  });

  it('WE-39 an armed defender strikes an unarmed wrestler first at +4 hit and +4 damage', () => {
    expect(ARMED_DEFENDER_BONUS).toEqual({ hit: 4, damage: 4 });
    const run = encounter([
      pc('defender', [{ group: 'warrior', level: 1 }], {
        hp: 10,
        attacks: [{ name: 'dagger', damage: '1d4', speed: 2, types: ['P'] }],
      }),
      monster('brute', '2', { hp: 20, ac: 10 }),
    ]);
    run.do({
      type: 'attack',
      attackerId: 'defender',
      targetId: 'brute',
      armedDefenderVsUnarmed: true,
      typedRolls: { attack: [6], damage: [2] },
    });
    expect(run.c('brute').hp).toBe(20 - 6);
  });

  it('WE-40 falls of 9, 10, 60, 200, 500 ft: 0d6, 1d6, 6d6, 20d6, 20d6', () => {
    expect([9, 10, 60, 200, 500].map(fallingDice)).toEqual([0, 1, 6, 20, 20]);
  });

  it('WE-41 max 40, HP 10, Con 16: 7 days bed rest → 33, 3 days travel → 36, 1 day without water → 36', () => {
    const run = encounter([pc('w', [{ group: 'wizard', level: 8 }], { hp: 40, constitution: 16 })]);
    run.do({ type: 'damage', targetIds: ['w'], amount: 30 });
    run.do({ type: 'rest', combatantIds: ['w'], days: Array(7).fill('bedRest') });
    expect(run.c('w').hp).toBe(33);
    run.do({ type: 'rest', combatantIds: ['w'], days: ['rest', 'rest', 'rest'] });
    expect(run.c('w').hp).toBe(36);
    run.do({ type: 'rest', combatantIds: ['w'], days: ['deprived'] });
    expect(run.c('w').hp).toBe(36);
  });

  it('WE-42 max 40, HP 10, Con 16: 10 days of bed rest → 40 (42 capped)', () => {
    const run = encounter([pc('w', [{ group: 'wizard', level: 8 }], { hp: 40, constitution: 16 })]);
    run.do({ type: 'damage', targetIds: ['w'], amount: 30 });
    run.do({ type: 'rest', combatantIds: ['w'], days: Array(10).fill('bedRest') });
    expect(run.c('w').hp).toBe(40);
  });

  it('WE-43 MR 35%: d100 35 no effect; 36 the spell works', () => {
    const run = encounter([monster('drow', '2', { hp: 10, magicResistance: 35 })]);
    const a = run.do({
      type: 'magicResistance',
      combatantId: 'drow',
      typedRolls: { magicResistance: [35] },
    });
    expect(ofType(a, 'adnd2e.mrRolled')[0]).toMatchObject({ resisted: true });
    const b = run.do({
      type: 'magicResistance',
      combatantId: 'drow',
      typedRolls: { magicResistance: [36] },
    });
    expect(ofType(b, 'adnd2e.mrRolled')[0]).toMatchObject({ resisted: false });
  });

  it('WE-44 hold person on 4 creatures, one resists: the other 3 are affected', () => {
    const r = resolveMultiTargetMr([
      { id: 'a', mr: 0 },
      { id: 'b', mr: 0 },
      { id: 'c', mr: 0 },
      { id: 'd', mr: 50, d100: 30 },
    ]);
    expect(r).toEqual({ affected: ['a', 'b', 'c'], resisted: ['d'] });
  });

  it('WE-45 fighter 6 drained one level: level 5, XP 24,000, max HP -9 (d10 7 + Con 2)', () => {
    const xp = [0, 0, 2000, 4000, 8000, 16000, 32000, 64000];
    const run = encounter([
      pc('f', [{ group: 'warrior', level: 6, hitDie: 10, name: 'fighter', xpTable: xp }], {
        hp: 50,
        constitution: 16,
      }),
    ]);
    const ev = run.do({
      type: 'drain',
      combatantId: 'f',
      levels: 1,
      typedRolls: { 'drainHitDie.fighter.6': [7] },
    });
    expect(ofType(ev, 'adnd2e.drained')[0]).toMatchObject({
      newLevel: 5,
      maxHpLoss: 9,
      maxHp: 41,
      xp: 24000,
    });
    expect(run.c('f').maxHp).toBe(41);
  });

  it('WE-46 long sword +3 (5) → 2; bastard sword +1 two-handed (8) → 7; war hammer +4 (4) → 0', () => {
    expect([magicWeaponSpeed(5, [3]), magicWeaponSpeed(8, [1]), magicWeaponSpeed(4, [4])]).toEqual([
      2, 7, 0,
    ]);
  });

  it('WE-47 raise dead at Con 12: d100 85 returns with Con 11; 86 fails', () => {
    const mk = () => {
      const run = encounter([
        pc('p', [{ group: 'warrior', level: 4 }], { hp: 30, constitution: 12 }),
      ]);
      run.do({ type: 'killOutright', combatantId: 'p', reason: 'ceiling' });
      return run;
    };
    const a = mk();
    a.do({
      type: 'raiseDead',
      combatantId: 'p',
      means: 'raiseDead',
      typedRolls: { resurrectionSurvival: [85] },
    });
    expect(a.sys('p')).toMatchObject({ life: 'alive', con: 11, revivals: 1 });
    const b = mk();
    b.do({
      type: 'raiseDead',
      combatantId: 'p',
      means: 'raiseDead',
      typedRolls: { resurrectionSurvival: [86] },
    });
    expect(b.sys('p')).toMatchObject({ life: 'dead', con: 12 });
  });

  it('WE-48 poisoned character raised 1 hour after death, 2d6 hours = 5: save vs poison after the survival roll', () => {
    const roller = createRoller(seedRng(1), { poisonAfterDeath: [2, 3] });
    const hours = roller.roll('2d6', 'poisonAfterDeath').total;
    expect(hours).toBe(5);
    expect(poisonOnRaise(1, hours, false)).toBe('saveVsPoison');
    expect(poisonOnRaise(1, hours, true)).toBe('none');
  });
});
