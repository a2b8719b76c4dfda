// §0, §7.1, §8, §10 temp HP: rounding, advantage, attacks, damage rolls, crits, types,
// resistance and vulnerability, hit points and temporary HP.
import { describe, expect, it } from 'vitest';
import { createRoller, d20Mode, seedRng } from '../../../../shared';
import {
  DAMAGE_TYPES,
  DAMAGE_TYPE_HINTS,
  attackAbility,
  attackBonusFor,
  attackHits,
  critNotation,
  parseDefense,
} from '../../../../shared/rules/dnd5e';
import { contest } from '../../../../shared/rules/dnd5e/tactics';
import { answer, conds, enc, monster, pc, prompt, rejects, run, sys } from './helpers';

const hit = (state: ReturnType<typeof enc>, cmd: Record<string, unknown>) =>
  run(state, { type: 'damage', ...cmd }).state;

describe('5E-GEN: general conventions', () => {
  it('5E-GEN-01: divisions round down (resistance halves 25 → 12)', () => {
    const s = hit(enc([monster('m', 50, { sys: { resistances: ['fire'] } })]), {
      targetIds: ['m'],
      amount: 25,
      damageType: 'fire',
    });
    expect(s.combatants.m?.hp).toBe(38);
  });

  it('5E-GEN-02: advantage keeps the higher of 2d20, disadvantage the lower; one of each → single d20', () => {
    const adv = createRoller(seedRng(1), { a: [4, 17] }).d20('a', d20Mode(true, false));
    const dis = createRoller(seedRng(1), { a: [4, 17] }).d20('a', d20Mode(false, true));
    const both = createRoller(seedRng(1), { a: [4] }).d20('a', d20Mode(true, true));
    expect([adv.kept, dis.kept, both.dice]).toEqual([[17], [4], [4]]);
    // Several sources of one kind do not stack: still 2d20.
    const many = run(enc([pc('a', 10), monster('t', 10, { ac: 30 })]), {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      attackBonus: 0,
      melee: true,
      advantage: ['helped', 'flankingSquares'],
      typedRolls: { attack: [20, 3] },
    });
    expect(many.events[0]?.rolls?.[0]?.dice).toHaveLength(2);
  });

  it('5E-GEN-02: natural 1 / 20 rules read the kept die', () => {
    const s = run(enc([pc('a', 10), monster('t', 10, { ac: 5 })]), {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      attackBonus: 10,
      melee: true,
      disadvantage: ['x'],
      typedRolls: { attack: [20, 1] },
    });
    expect(s.events.find((e) => e.type === 'note5e')?.data).toMatchObject({
      natural: 1,
      hit: false,
    });
  });

  it('5E-GEN-03: contests: higher total wins, a tie keeps the status quo', () => {
    expect(contest(15, 14)).toBe('initiator');
    expect(contest(14, 15)).toBe('defender');
    expect(contest(14, 14)).toBe('tie');
  });

  it('5E-GEN-04: grapple and shove are the contest templates (the tactics contest function)', () => {
    expect(contest(12, 12)).toBe('tie');
  });
});

describe('5E-ATK: attack rolls', () => {
  const duel = () => enc([pc('a', 20), monster('t', 20, { ac: 15 })]);
  const attack = (faces: number[], extra: Record<string, unknown> = {}) =>
    run(duel(), {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      attackBonus: 5,
      melee: true,
      damage: [{ dice: '1d8+3', type: 'slashing' }],
      typedRolls: { attack: faces, damage: [6] },
      ...extra,
    });

  it('5E-ATK-01 / 5E-ATK-02: choose a target, modifiers, resolve; an attack roll makes it an attack', () => {
    const r = attack([10]);
    expect(r.events[0]?.rolls?.map((x) => x.purpose)).toEqual(['attack', 'damage']);
  });

  it('5E-ATK-03: hit when d20 + mods ≥ AC (+ cover)', () => {
    expect(attack([10]).state.combatants.t?.hp).toBe(11); // 15 ≥ 15 → hit for 9
    expect(attack([9]).state.combatants.t?.hp).toBe(20); // 14 < 15 → miss
    expect(attack([10], { cover: 'half' }).state.combatants.t?.hp).toBe(20); // 15 < 17
    expect(attack([15], { cover: 'threeQuarters' }).state.combatants.t?.hp).toBe(11); // 20 ≥ 20
    rejects(
      duel(),
      {
        type: 'attack',
        attackerId: 'a',
        targetId: 't',
        attackBonus: 5,
        melee: true,
        cover: 'total',
      },
      'totalCover',
    );
  });

  it('5E-ATK-04 / 5E-ATK-05 / 5E-ATK-06: the attack bonus (ability + proficiency or statblock) is added to d20', () => {
    const r = attack([7]);
    expect(r.events[0]?.rolls?.[0]).toMatchObject({ total: 12, modifier: 5 });
  });

  it('5E-ATK-05: melee Str, ranged Dex, finesse the better, thrown melee as melee, spells the casting ability', () => {
    const scores = { str: 16, dex: 14, con: 10, int: 10, wis: 12, cha: 8 };
    expect(attackAbility({ kind: 'meleeWeapon' }, scores)).toBe('str');
    expect(attackAbility({ kind: 'rangedWeapon' }, scores)).toBe('dex');
    expect(attackAbility({ kind: 'meleeWeapon', finesse: true }, { ...scores, dex: 18 })).toBe(
      'dex',
    );
    expect(attackAbility({ kind: 'rangedWeapon', thrownMelee: true }, scores)).toBe('str');
    expect(attackAbility({ kind: 'spell', spellAbility: 'wis' }, scores)).toBe('wis');
  });

  it('5E-ATK-04 / 5E-ATK-06: ability modifier + proficiency when proficient; spell attacks always add it', () => {
    const scores = { str: 16, dex: 14, con: 10, int: 10, wis: 12, cha: 8 };
    expect(attackBonusFor({ kind: 'meleeWeapon', proficient: true }, scores, 2)).toBe(5);
    expect(attackBonusFor({ kind: 'meleeWeapon', proficient: false }, scores, 2)).toBe(3);
    expect(attackBonusFor({ kind: 'spell', spellAbility: 'cha' }, scores, 3)).toBe(2);
  });

  it('5E-ATK-07: a natural 20 hits regardless of AC and is a critical hit', () => {
    const r = run(enc([pc('a', 20), monster('t', 40, { ac: 40 })]), {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      attackBonus: 0,
      melee: true,
      damage: [{ dice: '1d8+3', type: 'slashing' }],
      typedRolls: { attack: [20], damage: [5, 7] },
    });
    expect(attackHits(20, 20, 40)).toEqual({ hit: true, crit: true });
    expect(r.state.combatants.t?.hp).toBe(40 - 15);
  });

  it('5E-ATK-08: a natural 1 misses regardless of modifiers', () => {
    expect(attackHits(1, 31, 10)).toEqual({ hit: false, crit: false });
    expect(attack([1], { attackBonus: 30 }).state.combatants.t?.hp).toBe(20);
  });

  it('§17 sources: attacks against a prone target within 5 ft have advantage, from afar disadvantage', () => {
    let s = enc([pc('a', 20), monster('t', 20, { ac: 15 })]);
    s = run(s, { type: 'addCondition', combatantId: 't', key: 'prone' }).state;
    const near = run(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      attackBonus: 0,
      melee: true,
      typedRolls: { attack: [3, 18] },
    });
    expect(near.events[0]?.data).toMatchObject({ mode: 'advantage' });
    const far = run(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      attackBonus: 0,
      melee: false,
      typedRolls: { attack: [3, 18] },
    });
    expect(far.events[0]?.data).toMatchObject({ mode: 'disadvantage' });
  });
});

describe('5E-DMG / 5E-CRIT / 5E-DTYPE: damage rolls', () => {
  it('5E-DMG-01: damage = max(0, dice + mods); a penalty never makes it negative', () => {
    const s = hit(enc([monster('m', 10)]), {
      targetIds: ['m'],
      dice: '1d4-3',
      typedRolls: { damage: [1] },
    });
    expect(s.combatants.m?.hp).toBe(10);
    rejects(
      enc([monster('m', 10)]),
      { type: 'damage', targetIds: ['m'], amount: -1 },
      'negativeAmount',
    );
  });

  it('EX-40 (5E-DMG-01 part): off-hand shortsword 1d6 with mod −1 is 1d6−1, minimum 0', () => {
    const s = hit(enc([monster('m', 10)]), {
      targetIds: ['m'],
      dice: '1d6-1',
      typedRolls: { damage: [1] },
    });
    expect(s.combatants.m?.hp).toBe(10);
    const t = hit(enc([monster('m', 10)]), {
      targetIds: ['m'],
      dice: '1d6-1',
      typedRolls: { damage: [4] },
    });
    expect(t.combatants.m?.hp).toBe(7);
  });

  it('5E-DMG-02: a weapon adds the same ability modifier it used for the attack (in its damage notation)', () => {
    const r = run(enc([pc('a', 20), monster('t', 20, { ac: 10 })]), {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      attackBonus: 5,
      melee: true,
      damage: [{ dice: '1d6+3' }],
      typedRolls: { attack: [15], damage: [2] },
    });
    expect(r.state.combatants.t?.hp).toBe(15);
  });

  it('5E-DMG-03: several targets: one roll for all, each with its own save and resistance', () => {
    let s = enc([
      monster('a', 40),
      monster('b', 40, { sys: { resistances: ['fire'] } }),
      monster('c', 40, { sys: { saves: { dex: 10 } } }),
    ]);
    s = run(s, {
      type: 'damage',
      targetIds: ['a', 'b', 'c'],
      dice: '8d6',
      damageType: 'fire',
      save: { ability: 'dex', dc: 15, onSuccess: 'half' },
      typedRolls: {
        damage: [3, 3, 3, 3, 3, 3, 3, 3],
        'save:a': [2],
        'save:b': [2],
        'save:c': [10],
      },
    }).state;
    expect([s.combatants.a?.hp, s.combatants.b?.hp, s.combatants.c?.hp]).toEqual([16, 28, 28]);
  });

  it('5E-CRIT-01 / EX-39: dagger crit with Dex +3 and Sneak Attack 2d6 → 2d4 + 4d6 + 3', () => {
    expect(critNotation('1d4+2d6+3')).toBe('2d4+4d6+3');
    expect(critNotation('2d6kh1-1')).toBe('4d6kh2-1');
    const r = run(enc([pc('rogue', 20), monster('t', 60, { ac: 10 })]), {
      type: 'attack',
      attackerId: 'rogue',
      targetId: 't',
      attackBonus: 5,
      melee: true,
      damage: [{ dice: '1d4+2d6+3', type: 'piercing' }],
      typedRolls: { attack: [20], damage: [1, 2, 3, 4, 5, 6] },
    });
    expect(r.events[0]?.rolls?.[1]).toMatchObject({ notation: '2d4+4d6+3', total: 24 });
    expect(r.state.combatants.t?.hp).toBe(36);
    const d = run(enc([monster('t', 60)]), {
      type: 'damage',
      targetIds: ['t'],
      dice: '1d4+3',
      isCrit: true,
      typedRolls: { damage: [4, 4] },
    });
    expect(d.state.combatants.t?.hp).toBe(49);
  });

  it('5E-DTYPE-01: the 13 damage types and the seed hints', () => {
    expect(DAMAGE_TYPES).toHaveLength(13);
    expect(DAMAGE_TYPE_HINTS).toMatchObject({
      fall: 'bludgeoning',
      bite: 'piercing',
      claw: 'slashing',
      magicMissile: 'force',
    });
    rejects(
      enc([monster('m', 5)]),
      { type: 'damage', targetIds: ['m'], amount: 1, damageType: 'sonic' },
      'invalidCommand',
    );
  });
});

describe('5E-RESIST: resistance and vulnerability', () => {
  it('5E-RESIST-01: resistance halves, vulnerability doubles', () => {
    expect(
      hit(enc([monster('m', 50, { sys: { resistances: ['cold'] } })]), {
        targetIds: ['m'],
        amount: 10,
        damageType: 'cold',
      }).combatants.m?.hp,
    ).toBe(45);
    expect(
      hit(enc([monster('m', 50, { sys: { vulnerabilities: ['cold'] } })]), {
        targetIds: ['m'],
        amount: 10,
        damageType: 'cold',
      }).combatants.m?.hp,
    ).toBe(30);
  });

  it('5E-RESIST-02 / EX-03: 25 bludgeoning, aura −5, resistant → (25−5)/2 = 10, never 7', () => {
    const s = hit(enc([monster('m', 50, { sys: { resistances: ['bludgeoning'] } })]), {
      targetIds: ['m'],
      amount: 25,
      damageType: 'bludgeoning',
      flat: -5,
    });
    expect(s.combatants.m?.hp).toBe(40);
  });

  it('5E-RESIST-02 / EX-05: resistant and vulnerable to fire, 25 fire → 12 → 24 (AMB-11 literal); cancel mode → 25', () => {
    const both = { sys: { resistances: ['fire'], vulnerabilities: ['fire'] } };
    expect(
      hit(enc([monster('m', 50, both)]), { targetIds: ['m'], amount: 25, damageType: 'fire' })
        .combatants.m?.hp,
    ).toBe(26);
    expect(
      hit(enc([monster('m', 50, both)], { resistVulnMode: 'cancel' }), {
        targetIds: ['m'],
        amount: 25,
        damageType: 'fire',
      }).combatants.m?.hp,
    ).toBe(25);
  });

  it('5E-RESIST-03 / EX-04: fire + nonmagical resistance, 20 nonmagical fire → 10, not 5', () => {
    const m = monster('m', 50, {
      sys: { resistances: ['fire', 'bludgeoning, piercing, and slashing from nonmagical weapons'] },
    });
    expect(
      hit(enc([m]), { targetIds: ['m'], amount: 20, damageType: 'fire' }).combatants.m?.hp,
    ).toBe(40);
    // The nonmagical entry: slashing from a nonmagical weapon is halved, from a magic one not.
    expect(
      hit(enc([m]), { targetIds: ['m'], amount: 20, damageType: 'slashing' }).combatants.m?.hp,
    ).toBe(40);
    expect(
      hit(enc([m]), { targetIds: ['m'], amount: 20, damageType: 'slashing', magical: true })
        .combatants.m?.hp,
    ).toBe(30);
    expect(
      parseDefense(
        "bludgeoning, piercing, and slashing from nonmagical weapons that aren't silvered",
      ),
    ).toMatchObject({ when: 'nonmagical', exceptSilvered: true });
  });

  it('AMB-09: immunity makes damage of that type 0, before resistance', () => {
    const s = hit(enc([monster('m', 50, { sys: { immunities: ['poison'] } })]), {
      targetIds: ['m'],
      amount: 30,
      damageType: 'poison',
    });
    expect(s.combatants.m?.hp).toBe(50);
    const off = hit(
      enc([monster('m', 50, { sys: { immunities: ['poison'] } })], { immunity: false }),
      { targetIds: ['m'], amount: 30, damageType: 'poison' },
    );
    expect(off.combatants.m?.hp).toBe(20);
  });
});

describe('5E-HP and 5E-THP', () => {
  it('5E-HP-01: HP between 0 and max; damage subtracts; nothing changes until 0', () => {
    const s = hit(enc([monster('m', 10)]), { targetIds: ['m'], amount: 4 });
    expect(s.combatants.m?.hp).toBe(6);
    expect(conds(s, 'm')).toEqual([]);
    rejects(
      enc([monster('m', 10)]),
      { type: 'updateCombatant', combatantId: 'm', patch: { hp: 11 } },
      'invalidValue',
    );
  });

  it('5E-THP-01 / 5E-THP-02 / EX-06: 20/20 with 5 temp takes 7 → temp 0, HP 18', () => {
    const s = hit(enc([pc('p', 20, { tempHp: 5 })]), { targetIds: ['p'], amount: 7 });
    expect([s.combatants.p?.tempHp, s.combatants.p?.hp]).toEqual([0, 18]);
  });

  it('5E-THP-03 / EX-08: 20/20 gains 5 temp → 20 HP + 5 temp', () => {
    const s = run(enc([pc('p', 20)]), { type: 'grantTempHp', targetIds: ['p'], amount: 5 }).state;
    expect([s.combatants.p?.hp, s.combatants.p?.tempHp]).toEqual([20, 5]);
  });

  it('5E-THP-04 / EX-07 / AMB-32: 10 held, 12 offered → keep 10 or 12, never 22 (prompt, keep higher preselected)', () => {
    const s = run(enc([pc('p', 20, { tempHp: 10 })]), {
      type: 'grantTempHp',
      targetIds: ['p'],
      amount: 12,
    }).state;
    const p = prompt(s, 'tempHp', 'p');
    expect(p.data).toEqual({ current: 10, offered: 12 });
    expect(answer(s, p, 'keepHigher').state.combatants.p?.tempHp).toBe(12);
    expect(answer(s, p, 'keepOld').state.combatants.p?.tempHp).toBe(10);
    expect(answer(s, p, 'takeNew').state.combatants.p?.tempHp).toBe(12);
    const auto = run(enc([pc('p', 20, { tempHp: 10 })], { tempHpReplace: 'keepHigher' }), {
      type: 'grantTempHp',
      targetIds: ['p'],
      amount: 12,
    }).state;
    expect(auto.combatants.p?.tempHp).toBe(12);
  });

  it('5E-THP-04: healing does not restore temporary HP', () => {
    let s = hit(enc([pc('p', 20, { tempHp: 5 })]), { targetIds: ['p'], amount: 8 });
    s = run(s, { type: 'heal', targetIds: ['p'], amount: 10 }).state;
    expect([s.combatants.p?.hp, s.combatants.p?.tempHp]).toEqual([20, 0]);
  });

  it('5E-THP-05: temporary HP do not restore consciousness or stabilise at 0 HP', () => {
    let s = run(enc([pc('p', 20, { hp: 0 })]), {
      type: 'grantTempHp',
      targetIds: ['p'],
      amount: 8,
    }).state;
    expect(conds(s, 'p')).toEqual([]);
    expect(sys(s, 'p').stable).toBe(false);
    s = hit(
      run(enc([pc('p', 20, { hp: 5 })]), { type: 'damage', targetIds: ['p'], amount: 5 }).state,
      { targetIds: ['p'], amount: 0 },
    );
    s = run(s, { type: 'grantTempHp', targetIds: ['p'], amount: 8 }).state;
    expect(conds(s, 'p')).toContain('unconscious');
  });

  it('5E-THP-06: temporary HP last until used up or a long rest ends', () => {
    const s = run(enc([pc('p', 20, { tempHp: 5 })]), {
      type: 'longRest',
      combatantIds: ['p'],
    }).state;
    expect(s.combatants.p?.tempHp).toBe(0);
    const t = run(enc([pc('p', 20, { tempHp: 5 })]), {
      type: 'shortRest',
      combatantIds: ['p'],
    }).state;
    expect(t.combatants.p?.tempHp).toBe(5);
  });
});

describe('attack sources from the tactical rules (§7.9)', () => {
  const duel = () => enc([pc('a', 20), monster('t', 20, { ac: 15 })]);
  const mode = (context: Record<string, unknown>, melee = true, options = {}, faces = [5, 16]) =>
    run(enc([pc('a', 20), monster('t', 20, { ac: 15 })], options), {
      type: 'attack',
      attackerId: 'a',
      targetId: 't',
      attackBonus: 0,
      melee,
      context,
      typedRolls: { attack: faces },
    }).events[0]?.data as { mode: string };

  it('unseen attacker → advantage; long range → disadvantage; both → a single d20', () => {
    expect(mode({ targetSeesAttacker: false }).mode).toBe('advantage');
    expect(mode({ rangeBand: 'long' }, false).mode).toBe('disadvantage');
    expect(
      run(duel(), {
        type: 'attack',
        attackerId: 'a',
        targetId: 't',
        attackBonus: 0,
        melee: false,
        context: { targetSeesAttacker: false, rangeBand: 'long' },
        typedRolls: { attack: [5] },
      }).events[0]?.data,
    ).toMatchObject({ mode: 'normal' });
  });

  it('beyond long range the attack is impossible; flanking counts only with the option on', () => {
    rejects(
      duel(),
      {
        type: 'attack',
        attackerId: 'a',
        targetId: 't',
        attackBonus: 0,
        melee: false,
        context: { rangeBand: 'outOfRange' },
      },
      'outOfRange',
    );
    expect(mode({ flanking: 'squares' }, true, {}, [5]).mode).toBe('normal');
    expect(mode({ flanking: 'squares' }, true, { flanking: true }).mode).toBe('advantage');
  });
});
