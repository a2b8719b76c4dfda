// Attack, defence and injury rules asserted through createEncounter + dispatch (the pure tests
// are in rules-attack.test.ts and rules-defense-injury.test.ts): the attack roll's terms (2E-ATK-03..11),
// AC (2E-DEF-01/03/06), weapon type vs. armor (2E-WVA-01..03), massive damage (2E-DEATH-03/04),
// hit damage (2E-DMG-03..05), multi-class drain (2E-DRAIN-04), falls (2E-FALL-01/02), the
// resurrection survival roll (2E-RAISE-02) and turning (2E-TURN-02/05/10).
import { describe, expect, it } from 'vitest';
import type { CombatantInput, EngineEvent, OptionValues } from '../../../../../shared';
import { encounter, monster, ofType, pc } from '../helpers';
import type { Run } from '../helpers';

const longSword = { name: 'long sword', damage: '1d8', damageLarge: '1d12', types: ['S'] };

/** An attacker `a` and a target `t`, the encounter started. */
function duel(a: CombatantInput, t: CombatantInput, options: OptionValues = {}): Run {
  const run = encounter([a, t], options);
  run.do({ type: 'startEncounter' });
  return run;
}

const fighter = (level: number, extra: Record<string, unknown> = {}) =>
  pc('a', [{ group: 'warrior', level }], { hp: 80, attacks: [longSword], ...extra });
const target = (extra: Record<string, unknown> = {}) => monster('t', '1', { hp: 200, ...extra });

/** One attack by `a` on `t` with a typed d20 (and damage dice); outside the round's count. */
function strike(
  run: Run,
  natural: number,
  extra: Record<string, unknown> = {},
  damage?: number[],
): { rolled: Record<string, unknown>; events: EngineEvent[] } {
  const events = run.do({
    type: 'attack',
    attackerId: 'a',
    targetId: 't',
    free: true,
    ...extra,
    typedRolls: { attack: [natural], ...(damage ? { damage } : {}) },
  });
  const rolled = ofType(events, 'adnd2e.attackRolled')[0] as unknown as Record<string, unknown>;
  return { rolled, events };
}
const damaged = (events: readonly EngineEvent[]) =>
  ofType(events, 'adnd2e.damaged').map((e) => (e as unknown as { amount: number }).amount);
const sources = (rolled: Record<string, unknown>) =>
  (rolled.modifiers as { source: string; value: number }[]).map((m) => m.source);

describe('§6 the attack roll through the attack command', () => {
  it('2E-ATK-03 the attack command takes a free DM modifier: -3 turns a 10 into a miss', () => {
    const run = duel(fighter(7), target({ ac: 6 }));
    const { rolled } = strike(run, 10, { dmModifier: -3, rollDamage: false });
    expect(rolled.modifiers).toContainEqual({ source: '2E-ATK-03', value: -3 });
    expect(rolled).toMatchObject({ natural: 10, total: 7, need: 8, hit: false });
    expect(strike(run, 10, { dmModifier: 2, rollDamage: false }).rolled).toMatchObject({
      total: 12,
      hit: true,
    });
  });

  it('2E-ATK-05 bows: Str bonus only for a bow made for it, penalties always; crossbows never', () => {
    const bow = { name: 'long bow', damage: '1d6', kind: 'bow', types: ['P'] };
    const mighty = { ...bow, name: 'str bow', bowMadeForStrength: true };
    const xbow = {
      name: 'crossbow',
      damage: '1d4',
      kind: 'crossbow',
      types: ['P'],
      bowMadeForStrength: true,
    };
    const strong = duel(
      fighter(7, { strength: { score: 18, exceptional: 100 }, attacks: [bow, mighty, xbow] }),
      target({ ac: 6 }),
    );
    const plain = strike(strong, 10, { attackIndex: 0, range: 'short' }, [4]);
    expect(sources(plain.rolled)).not.toContain('2E-ATK-04');
    expect(plain.rolled.total).toBe(10);
    expect(damaged(plain.events)).toEqual([4]);
    const made = strike(strong, 10, { attackIndex: 1, range: 'short' }, [4]);
    expect(made.rolled.modifiers).toContainEqual({ source: '2E-ATK-04', value: 3 });
    expect(made.rolled.total).toBe(13);
    expect(damaged(made.events)).toEqual([10]); // 4 + Str 18/00 damage +6
    const cross = strike(strong, 10, { attackIndex: 2, range: 'short' }, [2]);
    expect(sources(cross.rolled)).not.toContain('2E-ATK-04');
    expect(damaged(cross.events)).toEqual([2]);

    const weak = duel(fighter(7, { strength: { score: 5 }, attacks: [bow, xbow] }), target());
    const weakBow = strike(weak, 10, { attackIndex: 0, range: 'short', rollDamage: false });
    expect(weakBow.rolled.modifiers).toContainEqual({ source: '2E-ATK-04', value: -2 });
    const weakCross = strike(weak, 10, { attackIndex: 1, range: 'short', rollDamage: false });
    expect(sources(weakCross.rolled)).not.toContain('2E-ATK-04');
  });

  it('2E-ATK-06 a sword +2 adds 2 to hit and to damage; a cursed -2 sword misses on 9', () => {
    const plus = { ...longSword, name: 'long sword +2', magicBonus: 2 };
    const cursed = { ...longSword, name: 'cursed sword -2', magicBonus: -2 };
    const run = duel(fighter(7, { attacks: [plus, cursed] }), target({ ac: 6 }));
    const hit = strike(run, 6, { attackIndex: 0 }, [5]);
    expect(hit.rolled.modifiers).toContainEqual({ source: '2E-ATK-06', value: 2 });
    expect(hit.rolled).toMatchObject({ total: 8, need: 8, hit: true, modifiedThac0: 12 });
    expect(damaged(hit.events)).toEqual([7]);
    const miss = strike(run, 9, { attackIndex: 1 });
    expect(miss.rolled.modifiers).toContainEqual({ source: '2E-ATK-06', value: -2 });
    expect(miss.rolled).toMatchObject({ total: 7, hit: false });
  });

  it('2E-ATK-07 no limit on the number or total of modifiers: a 2 becomes 34', () => {
    const sword5 = { ...longSword, name: 'long sword +5', magicBonus: 5 };
    const run = duel(fighter(7, { strength: { score: 25 }, attacks: [sword5] }), target());
    const { rolled } = strike(run, 2, {
      situations: [
        'rearAttack',
        'higherGround',
        'defenderStunnedOrProne',
        'defenderSurprised',
        'defenderOffBalance',
      ],
      dmModifier: 10,
      rollDamage: false,
    });
    expect((rolled.modifiers as unknown[]).length).toBe(8);
    expect(rolled.total).toBe(2 + 5 + 7 + 2 + 1 + 4 + 1 + 2 + 10);
  });

  it('2E-ATK-08 Table 51 modifiers through the command; sleeping or held is an automatic hit', () => {
    const run = duel(fighter(7), target({ ac: 6 }));
    const expected: [string, number][] = [
      ['higherGround', 1],
      ['defenderInvisible', -4],
      ['defenderOffBalance', 2],
      ['defenderStunnedOrProne', 4],
      ['defenderSurprised', 1],
      ['rearAttack', 2],
    ];
    for (const [situation, value] of expected) {
      const { rolled } = strike(run, 10, { situations: [situation], rollDamage: false });
      expect(rolled.modifiers).toContainEqual({ source: `T51.${situation}`, value });
      expect(rolled.total).toBe(10 + value);
    }
    const held = strike(run, 1, { situations: ['defenderSleepingOrHeld'], rollDamage: false });
    expect(held.rolled).toMatchObject({ hit: true, reason: 'automatic' });
  });

  it('2E-ATK-09 natural 20 hits and natural 1 misses; dm.nat20Hits / dm.nat1Misses off: they do not', () => {
    const hard = () => duel(fighter(1), target({ ac: -3 })); // needs 23, and -3 on the roll
    const sword4 = { ...longSword, name: 'long sword +4', magicBonus: 4 };
    const easy = () => duel(fighter(12, { attacks: [sword4] }), target({ ac: 6 }));
    const h = hard();
    expect(strike(h, 20, { dmModifier: -3, rollDamage: false }).rolled).toMatchObject({
      natural: 20,
      need: 23,
      total: 17,
      hit: true,
      reason: 'natural20',
    });
    expect(strike(h, 19, { dmModifier: -3, rollDamage: false }).rolled.hit).toBe(false);
    expect(strike(easy(), 1, { rollDamage: false }).rolled).toMatchObject({
      natural: 1,
      hit: false,
      reason: 'natural1',
    });
    const off = { 'dm.nat20Hits': false, 'dm.nat1Misses': false };
    const h2 = encounter([fighter(1), target({ ac: -3 })], off);
    h2.do({ type: 'startEncounter' });
    expect(strike(h2, 20, { dmModifier: -3, rollDamage: false }).rolled.hit).toBe(false);
    const e2 = encounter([fighter(12, { attacks: [sword4] }), target({ ac: 6 })], off);
    e2.do({ type: 'startEncounter' });
    expect(strike(e2, 1, { rollDamage: false }).rolled.hit).toBe(true);
  });

  it('2E-ATK-10 THAC0 by group and level (Tables 53/54) and by Hit Dice, as the need vs AC 6', () => {
    const needOf = (a: CombatantInput) =>
      strike(duel(a, target({ ac: 6 })), 10, { rollDamage: false }).rolled.need;
    const cls = (group: string, level: number) =>
      pc('a', [{ group, level }], { hp: 30, attacks: [longSword] });
    for (const g of ['warrior', 'priest', 'rogue', 'wizard']) expect(needOf(cls(g, 1))).toBe(14);
    expect(needOf(cls('warrior', 7))).toBe(14 - 6);
    expect(needOf(cls('priest', 7))).toBe(16 - 6);
    expect(needOf(cls('rogue', 20))).toBe(11 - 6);
    expect(needOf(cls('wizard', 22))).toBe(13 - 6);
    expect(needOf(cls('warrior', 25))).toBe(-4 - 6);
    expect(needOf(monster('a', '4+3', { hp: 30, attacks: [longSword] }))).toBe(15 - 6);
    expect(needOf(monster('a', '1', { hp: 8, attacks: [longSword] }))).toBe(19 - 6);
  });

  it('2E-ATK-10 THAC0 is recomputed with the level: a 7th-level warrior drained to 6th needs 9', () => {
    const run = duel(
      pc('a', [{ group: 'warrior', level: 7, name: 'fighter', hitDie: 10 }], {
        hp: 60,
        attacks: [longSword],
      }),
      target({ ac: 6 }),
    );
    expect(strike(run, 10, { rollDamage: false }).rolled.need).toBe(8);
    run.do({
      type: 'drain',
      combatantId: 'a',
      levels: 1,
      typedRolls: { 'drainHitDie.fighter.7': [5] },
    });
    expect(strike(run, 10, { rollDamage: false }).rolled.need).toBe(9);
  });

  it('2E-ATK-11 the attack command assembles the terms in the pipeline order', () => {
    const sword1 = { ...longSword, name: 'long sword +1', magicBonus: 1 };
    const run = duel(
      fighter(7, { strength: { score: 17 }, attacks: [sword1] }),
      pc('t', [{ group: 'warrior', level: 3 }], { hp: 40, ac: 4, dexterity: 15 }, 'foes'),
    );
    run.do({ type: 'addCondition', combatantId: 't', key: 'charging' });
    const { rolled } = strike(run, 10, {
      situations: ['higherGround'],
      charging: true,
      dmModifier: 1,
      rollDamage: false,
    });
    expect(rolled.ac).toBe(4 + 1 + 1); // Dex bonus lost and +1 for charging
    expect(rolled.need).toBe(14 - 6);
    expect(sources(rolled)).toEqual([
      '2E-ATK-04',
      '2E-ATK-06',
      'T51.higherGround',
      '2E-MOVE-04',
      '2E-ATK-03',
    ]);
  });
});

describe('§1 definitions through the attack command', () => {
  it('2E-DEF-01 lower AC is harder to hit: chain 5 → chain +1 4; AC -10 needs 24, AC 10 needs 4', () => {
    const needVs = (ac: number) =>
      strike(duel(fighter(7), target({ ac })), 10, { rollDamage: false }).rolled.need;
    expect(needVs(5)).toBe(9);
    expect(needVs(5 - 1)).toBe(10);
    expect(needVs(-10)).toBe(24);
    expect(needVs(10)).toBe(4);
  });

  it('2E-DEF-03 from behind the Dex AC bonus is lost and the attacker gets +2; a Dex penalty stays', () => {
    const agile = pc('t', [{ group: 'rogue', level: 3 }], { hp: 30, ac: 3, dexterity: 16 }, 'foes');
    const run = duel(fighter(7), agile);
    expect(strike(run, 10, { rollDamage: false }).rolled.ac).toBe(3);
    const rear = strike(run, 10, { rear: true, rollDamage: false }).rolled;
    expect(rear.ac).toBe(5);
    expect(rear.modifiers).toContainEqual({ source: 'T51.rearAttack', value: 2 });
    const clumsy = pc('t', [{ group: 'rogue', level: 3 }], { hp: 30, ac: 8, dexterity: 5 }, 'foes');
    expect(strike(duel(fighter(7), clumsy), 10, { rear: true, rollDamage: false }).rolled.ac).toBe(
      8,
    );
  });

  it('2E-DEF-06 melee and missile attacks use the same basic roll (need 8 vs AC 6)', () => {
    const bow = { name: 'short bow', damage: '1d6', kind: 'bow', types: ['P'] };
    const run = duel(fighter(7, { attacks: [longSword, bow] }), target({ ac: 6 }));
    const melee = strike(run, 10, { attackIndex: 0, rollDamage: false }).rolled;
    const missile = strike(run, 10, { attackIndex: 1, range: 'short', rollDamage: false }).rolled;
    expect(melee).toMatchObject({ form: 'melee', need: 8, total: 10, hit: true });
    expect(missile).toMatchObject({ form: 'missile', need: 8, total: 10, hit: true });
  });
});

describe('§6.1 weapon type vs. armor (opt.weaponVsArmor)', () => {
  const wva = { 'opt.weaponVsArmor': true };
  const weapons = [
    { name: 'long sword', damage: '1d8', types: ['S'] },
    { name: 'mace', damage: '1d6+1', types: ['B'] },
    { name: 'halberd', damage: '1d10', types: ['S', 'P'] },
    { name: 'claw', damage: '1d4', kind: 'natural', types: ['S'] },
    { name: 'tail', damage: '1d4', kind: 'natural', types: ['B'] },
  ];
  // a 10th-level warrior: THAC0 11
  const attacker = () => pc('a', [{ group: 'warrior', level: 10 }], { hp: 60, attacks: weapons });
  const needWith = (run: Run, attackIndex: number) =>
    strike(run, 10, { attackIndex, rollDamage: false }).rolled.need;

  it('2E-WVA-01 several types: the halberd (S or P) uses the better against chain', () => {
    const run = duel(attacker(), target({ ac: 6, armorType: 'chain' }), wva);
    expect(needWith(run, 0)).toBe(7); // S +2
    expect(needWith(run, 2)).toBe(5); // P 0 is better
    // natural weapons as the DM types them: claw S, tail B
    expect(needWith(run, 3)).toBe(7);
    expect(needWith(run, 4)).toBe(3);
  });

  it('2E-WVA-02 Table 52 is added to the THAC0: needs 7 (sword) / 3 (mace) vs chain AC 6; off: 5', () => {
    const run = duel(attacker(), target({ ac: 6, armorType: 'chain' }), wva);
    expect(needWith(run, 0)).toBe(7);
    expect(needWith(run, 1)).toBe(3);
    // magic changes the AC, not the armor type: chain +2 (AC 4)
    const magic = duel(attacker(), target({ ac: 4, armorType: 'chain' }), wva);
    expect(needWith(magic, 1)).toBe(5);
    const off = duel(attacker(), target({ ac: 6, armorType: 'chain' }));
    expect(needWith(off, 0)).toBe(5);
    expect(needWith(off, 1)).toBe(5);
  });

  it('2E-WVA-03 never against a natural AC (nor with no armor type)', () => {
    const hide = duel(attacker(), target({ ac: 6, armorType: 'chain', naturalArmor: true }), wva);
    expect(needWith(hide, 0)).toBe(5);
    expect(needWith(hide, 1)).toBe(5);
    const bare = duel(attacker(), target({ ac: 6 }), wva);
    expect(needWith(bare, 0)).toBe(5);
  });
});

describe('§14 hit damage through the attack command', () => {
  it('2E-DMG-03 the weapon rolls its damage for the target size; monster damage from its entry', () => {
    const medium = duel(fighter(7), target({ ac: 6 }));
    expect(damaged(strike(medium, 15, {}, [7]).events)).toEqual([7]);
    const large = duel(fighter(7), target({ ac: 6, size: 'L' }));
    expect(damaged(strike(large, 15, {}, [11]).events)).toEqual([11]); // 1d12 vs Large
    const troll = duel(
      monster('a', '6+6', {
        hp: 40,
        attacks: [
          { name: 'bite', damage: '2d6', kind: 'natural', types: ['P'] },
          { name: 'claw', damage: '1d4+4', kind: 'natural', types: ['S'] },
        ],
      }),
      pc('t', [{ group: 'warrior', level: 3 }], { hp: 40, ac: 10 }, 'party'),
    );
    expect(damaged(strike(troll, 15, { attackIndex: 0 }, [3, 4]).events)).toEqual([7]);
    expect(damaged(strike(troll, 15, { attackIndex: 1 }, [2]).events)).toEqual([6]);
  });

  it('2E-DMG-04 Str, magic and ferocity add, penalties subtract, but a hit does at least 1', () => {
    const sword1 = { ...longSword, name: 'long sword +1', magicBonus: 1 };
    const strong = duel(
      fighter(7, { strength: { score: 18, exceptional: 100 }, attacks: [sword1] }),
      target({ ac: 6 }),
    );
    expect(damaged(strike(strong, 15, {}, [3]).events)).toEqual([3 + 6 + 1]);
    const fierce = { name: 'bite', damage: '1d6', kind: 'natural', damageBonus: 2 };
    const beast = duel(monster('a', '3', { hp: 20, attacks: [fierce] }), target({ ac: 6 }));
    expect(damaged(strike(beast, 19, {}, [4]).events)).toEqual([6]);
    const cursed = { name: 'cursed dagger -3', damage: '1d4', magicBonus: -3 };
    const weak = duel(fighter(7, { strength: { score: 5 }, attacks: [cursed] }), target());
    expect(damaged(strike(weak, 20, {}, [1]).events)).toEqual([1]);
  });

  it('2E-DMG-05 a multiplier doubles only the dice: backstab 5×2+2 = 12, lance charge 7×2+1 = 15', () => {
    const sword1 = { name: 'short sword +1', damage: '1d6', types: ['P'], magicBonus: 1 };
    const thief = duel(
      pc('a', [{ group: 'rogue', level: 5 }], {
        hp: 20,
        strength: { score: 17 },
        attacks: [sword1],
      }),
      target({ ac: 6 }),
    );
    expect(damaged(strike(thief, 18, { multiplier: 2, rear: true }, [5]).events)).toEqual([12]);
    const lance = { name: 'lance', damage: '1d8', types: ['P'], chargeDouble: true };
    const knight = duel(fighter(7, { strength: { score: 17 }, attacks: [lance] }), target());
    expect(damaged(strike(knight, 18, { charging: true }, [7]).events)).toEqual([15]);
  });
});

describe('§16 massive damage through the damage command', () => {
  // WE-27: a 9th-level warrior (save vs. death 8) with 85 HP takes 72 in one attack
  const warrior = (hp = 85) =>
    encounter([pc('w', [{ group: 'warrior', level: 9 }], { hp })], {}, 1);
  const massive = (run: Run, amount: number, d20?: number, singleAttack = true) =>
    run.do({
      type: 'damage',
      targetIds: ['w'],
      amount,
      singleAttack,
      ...(d20 !== undefined ? { typedRolls: { massiveDamageSave: [d20] } } : {}),
    });

  it('2E-DEATH-03 72 from one attack calls for a save vs. death: 8 lives at 13 HP, 7 dies', () => {
    const lives = warrior();
    const ev = massive(lives, 72, 8);
    expect(ofType(ev, 'adnd2e.saveRolled')[0]).toMatchObject({
      combatantId: 'w',
      category: 'paralyzation',
      reason: 'massiveDamage',
      need: 8,
      success: true,
    });
    expect(lives.c('w').hp).toBe(13);
    expect(lives.sys('w').life).toBe('alive');
    const dies = warrior();
    massive(dies, 72, 7);
    expect(dies.c('w').hp).toBe(13);
    expect(dies.sys('w').life).toBe('dead');
  });

  it('2E-DEATH-03 exactly 50 calls for it; 49, or 53 from several attacks, do not', () => {
    const fifty = warrior(100);
    expect(ofType(massive(fifty, 50, 12), 'adnd2e.saveRolled')).toHaveLength(1);
    const run = warrior(100);
    expect(ofType(massive(run, 49), 'adnd2e.saveRolled')).toHaveLength(0);
    // eight orcs doing 53 in one round
    const orcs = warrior(100);
    for (const amount of [7, 7, 7, 7, 7, 6, 6, 6])
      expect(ofType(massive(orcs, amount), 'adnd2e.saveRolled')).toHaveLength(0);
    expect(orcs.c('w').hp).toBe(47);
    const total = warrior(100);
    expect(ofType(massive(total, 53, undefined, false), 'adnd2e.saveRolled')).toHaveLength(0);
  });

  it('2E-DEATH-04 72 on 60 HP kills with no save; one killed by massive damage can be raised', () => {
    const run = warrior(60);
    const ev = massive(run, 72);
    expect(ofType(ev, 'adnd2e.saveRolled')).toHaveLength(0);
    expect(run.sys('w').life).toBe('dead');
    const failed = warrior();
    failed.do({
      type: 'damage',
      targetIds: ['w'],
      amount: 72,
      singleAttack: true,
      typedRolls: { massiveDamageSave: [3] },
    });
    expect(failed.sys('w').life).toBe('dead');
    const raised = failed.do({
      type: 'raiseDead',
      combatantId: 'w',
      means: 'raiseDead',
      typedRolls: { resurrectionSurvival: [1] },
    });
    expect(ofType(raised, 'adnd2e.revived')[0]).toMatchObject({ survived: true });
    expect(failed.sys('w').life).toBe('alive');
  });
});

describe('§15 energy drain of a multi-class character', () => {
  const fighterXp = [0, 0, 2000, 4000, 8000, 16000, 32000];
  const mageXp = [0, 0, 2500, 5000, 10000, 20000, 40000];

  it('2E-DRAIN-04 the highest class goes first: fighter 5 / thief 6 loses a thief level', () => {
    const run = encounter([
      pc(
        'p',
        [
          { group: 'warrior', level: 5, name: 'fighter', hitDie: 10, xpTable: fighterXp },
          { group: 'rogue', level: 6, name: 'thief', hitDie: 6 },
        ],
        { hp: 40 },
      ),
    ]);
    const ev = run.do({
      type: 'drain',
      combatantId: 'p',
      levels: 1,
      typedRolls: { 'drainHitDie.thief.6': [4] },
    });
    expect(ofType(ev, 'adnd2e.drained')[0]).toMatchObject({ newLevel: 5 });
  });

  it('2E-DRAIN-04 a tie loses the class needing more XP: fighter 5 / mage 5 loses a mage level', () => {
    const run = duel(
      pc(
        'a',
        [
          { group: 'warrior', level: 5, name: 'fighter', hitDie: 10, xpTable: fighterXp },
          { group: 'wizard', level: 5, name: 'mage', hitDie: 4, xpTable: mageXp },
        ],
        { hp: 40, attacks: [longSword] },
      ),
      target({ ac: 6 }),
    );
    const ev = run.do({
      type: 'drain',
      combatantId: 'a',
      levels: 1,
      typedRolls: { 'drainHitDie.mage.5': [3] },
    });
    expect(ofType(ev, 'adnd2e.drained')[0]).toMatchObject({ newLevel: 4 });
    // the fighter level stays: THAC0 16 (warrior 5), so the need vs AC 6 is still 10
    expect(strike(run, 10, { rollDamage: false }).rolled.need).toBe(10);
  });
});

describe('§15 falling through the fall command', () => {
  const faller = () => encounter([pc('f', [{ group: 'warrior', level: 9 }], { hp: 200 })]);
  const fall = (run: Run, feet: number, dice: number[]) =>
    run.do({ type: 'fall', combatantId: 'f', feet, typedRolls: { falling: dice } });

  it('2E-FALL-01 1d6 per 10 ft, up to 20d6: 9 ft nothing, 10 ft 1d6, 60 ft 6d6, 200 and 500 ft 20d6', () => {
    const run = faller();
    const short = run.do({ type: 'fall', combatantId: 'f', feet: 9 });
    expect(ofType(short, 'adnd2e.damaged')).toHaveLength(0);
    expect(short[0]).toMatchObject({ key: 'adnd2e:reminders.fallTooShort' });
    expect(damaged(fall(run, 10, [4]))).toEqual([4]);
    expect(damaged(fall(faller(), 60, [1, 1, 1, 1, 1, 1]))).toEqual([6]);
    expect(damaged(fall(faller(), 200, Array<number>(20).fill(2)))).toEqual([40]);
    expect(damaged(fall(faller(), 500, Array<number>(20).fill(2)))).toEqual([40]);
  });

  it('2E-FALL-02 the damage is the sum of the d6s and nothing more: 30 ft rolling 1, 2, 3 is 6', () => {
    const run = faller();
    const ev = fall(run, 30, [1, 2, 3]);
    expect(ofType(ev, 'adnd2e.damaged')[0]).toMatchObject({ amount: 6, cause: 'falling' });
    expect(run.c('f').hp).toBe(194);
  });
});

describe('§18 the resurrection survival roll through raiseDead', () => {
  const dead = () => {
    const run = encounter([pc('p', [{ group: 'priest', level: 5 }], { hp: 20, constitution: 12 })]);
    run.do({ type: 'killOutright', combatantId: 'p', reason: 'slain' });
    return run;
  };
  const raise = (run: Run, d100: number) =>
    run.do({
      type: 'raiseDead',
      combatantId: 'p',
      means: 'raiseDead',
      typedRolls: { resurrectionSurvival: [d100] },
    });

  it('2E-RAISE-02 Con 12 (85%): d100 85 returns with Con 11, 86 fails', () => {
    const ok = dead();
    expect(ofType(raise(ok, 85), 'adnd2e.revived')[0]).toMatchObject({
      roll: 85,
      survived: true,
      conAfter: 11,
    });
    expect(ok.sys('p')).toMatchObject({ life: 'alive', con: 11 });
    const fails = dead();
    expect(ofType(raise(fails, 86), 'adnd2e.revived')[0]).toMatchObject({ survived: false });
    expect(fails.sys('p')).toMatchObject({ life: 'dead', con: 12 });
  });
});

describe('§13 turning undead through turnUndead', () => {
  type Result = { key: string; cell: unknown; effect: string; success: boolean; affected: number };
  const resultsOf = (events: readonly EngineEvent[]) =>
    (ofType(events, 'adnd2e.turnResolved')[0] as unknown as { results: Result[] }).results;
  const undead = (id: string, row: string, hd = '1') =>
    monster(id, hd, { hp: 10, undead: { row, freeWilled: false } });

  it('2E-TURN-02 a 5th-level paladin turns at the level 3 column: zombie 7; a 2nd-level one cannot', () => {
    const run = duel(
      pc('a', [{ group: 'warrior', level: 5, paladin: true }], { hp: 40 }),
      undead('t', 'zombie'),
    );
    const ev = run.do({
      type: 'turnUndead',
      turnerId: 'a',
      targetIds: ['t'],
      typedRolls: { turnUndead: [7], turnCount: [1, 1] },
    });
    // the event keeps his own level; the cells are the level 3 column's (a priest 5 has T)
    expect(ofType(ev, 'adnd2e.turnResolved')[0]).toMatchObject({ kind: 'paladin', level: 5 });
    expect(resultsOf(ev)[0]).toMatchObject({ cell: 7, success: true, affected: 1 });
    const priest = duel(
      pc('a', [{ group: 'priest', level: 5 }], { hp: 30 }),
      undead('t', 'zombie'),
    );
    const evP = priest.do({
      type: 'turnUndead',
      turnerId: 'a',
      targetIds: ['t'],
      typedRolls: { turnUndead: [1], turnCount: [1, 1] },
    });
    expect(resultsOf(evP)[0]).toMatchObject({ cell: 'T', effect: 'turned' });
    const miss = duel(
      pc('a', [{ group: 'warrior', level: 5, paladin: true }], { hp: 40 }),
      undead('t', 'zombie'),
    );
    const ev6 = miss.do({
      type: 'turnUndead',
      turnerId: 'a',
      targetIds: ['t'],
      typedRolls: { turnUndead: [6] },
    });
    expect(resultsOf(ev6)[0]).toMatchObject({ cell: 7, success: false });
    const young = duel(
      pc('a', [{ group: 'warrior', level: 2, paladin: true }], { hp: 20 }),
      undead('t', 'skeleton'),
    );
    const ev2 = young.do({ type: 'turnUndead', turnerId: 'a', targetIds: ['t'] });
    expect(ofType(ev2, 'adnd2e.turnResolved')[0]).toMatchObject({ canTurn: false });
  });

  it('2E-TURN-05 one d20 for all types; 2d6 affected, fewest HD first; D* destroys', () => {
    const foes = [
      ...Array.from({ length: 6 }, (_, i) => undead(`z${i}`, 'zombie', '2')),
      ...Array.from({ length: 5 }, (_, i) => undead(`s${i}`, 'skeleton', '1')),
      undead('w0', 'wight', '4+3'),
      undead('w1', 'wight', '4+3'),
    ];
    const run = encounter([pc('pr', [{ group: 'priest', level: 8 }], { hp: 40 }), ...foes]);
    run.do({ type: 'startEncounter' });
    const ev = run.do({
      type: 'turnUndead',
      turnerId: 'pr',
      targetIds: foes.map((f) => f.id),
      typedRolls: { turnUndead: [2], turnCount: [3, 4], 'turnExtra.skeleton': [1, 1] },
    });
    expect(ofType(ev, 'adnd2e.turnResolved')[0]).toMatchObject({ roll: 2 });
    expect(resultsOf(ev).map((x) => [x.key, x.cell, x.effect, x.affected])).toEqual([
      ['skeleton', 'D*', 'destroyed', 5],
      ['zombie', 'D', 'destroyed', 2],
      ['wight', 'T', 'turned', 0],
    ]);
    const deaths = ofType(ev, 'adnd2e.lifeChanged') as unknown as { combatantId: string }[];
    expect(deaths.map((d) => d.combatantId)).toEqual(['s0', 's1', 's2', 's3', 's4', 'z0', 'z1']);
  });

  it('2E-TURN-05 WE-20: priest 7, d20 12: skeletons destroyed, wight turned, spectre unaffected', () => {
    const foes = [
      undead('s0', 'skeleton'),
      undead('s1', 'skeleton'),
      undead('w', 'wight', '4+3'),
      undead('sp', 'spectre', '7+3'),
    ];
    const run = encounter([pc('pr', [{ group: 'priest', level: 7 }], { hp: 40 }), ...foes]);
    run.do({ type: 'startEncounter' });
    const ev = run.do({
      type: 'turnUndead',
      turnerId: 'pr',
      targetIds: foes.map((f) => f.id),
      typedRolls: { turnUndead: [12], turnCount: [6, 6] },
    });
    const byKey = Object.fromEntries(resultsOf(ev).map((r) => [r.key, r]));
    expect(byKey.skeleton).toMatchObject({ cell: 'D', effect: 'destroyed', affected: 2 });
    expect(byKey.wight).toMatchObject({ cell: 4, effect: 'turned', success: true });
    expect(byKey.spectre).toMatchObject({ cell: 16, success: false });
  });

  it('2E-TURN-10 an evil priest 7 turns paladins at the level 4 column: 20 vs 7th, "--" vs 8th; D counts as T', () => {
    const run = encounter([
      pc('ep', [{ group: 'priest', level: 7, evilPriest: true }], { hp: 40 }, 'foes'),
      pc('p7', [{ group: 'warrior', level: 7, paladin: true }], { hp: 50 }),
      pc('p8', [{ group: 'warrior', level: 8, paladin: true }], { hp: 50 }),
    ]);
    run.do({ type: 'startEncounter' });
    const ev = run.do({
      type: 'turnUndead',
      turnerId: 'ep',
      targetIds: ['p7', 'p8'],
      typedRolls: { turnUndead: [20], turnCount: [1, 1] },
    });
    expect(resultsOf(ev).map((x) => [x.key, x.cell, x.success])).toEqual([
      ['paladin:p7', 20, true],
      ['paladin:p8', '--', false],
    ]);
    const strong = encounter([
      pc('ep', [{ group: 'priest', level: 14, evilPriest: true }], { hp: 60 }, 'foes'),
      pc('p1', [{ group: 'warrior', level: 1, paladin: true }], { hp: 10 }),
    ]);
    strong.do({ type: 'startEncounter' });
    const ev2 = strong.do({
      type: 'turnUndead',
      turnerId: 'ep',
      targetIds: ['p1'],
      typedRolls: { turnUndead: [1], turnCount: [1, 1] },
    });
    expect(resultsOf(ev2)[0]).toMatchObject({ cell: 'T', effect: 'turned' });
    expect(ofType(ev2, 'adnd2e.lifeChanged')).toHaveLength(0);
    expect(strong.c('p1').conditions.map((c) => c.key)).toContain('turned');
  });
});
