import { describe, expect, it } from 'vitest';
import {
  effectiveAc,
  modifiedThac0,
  resolveAttackRoll,
  setupAttack,
  strengthApplies,
  toHitNumber,
} from '../../../../shared/rules/adnd2e/rules/attack';
import type { AttackInput, AttackOptions } from '../../../../shared/rules/adnd2e/rules/attack';
import { hitDamage } from '../../../../shared/rules/adnd2e/rules/damage';
import { turnsToRounds } from '../../../../shared/rules/adnd2e/rules/round';
import {
  canFightWithTwoWeapons,
  twoWeaponPenalties,
  validWeaponPair,
} from '../../../../shared/rules/adnd2e/rules/twoWeapons';
import {
  attacksInRound,
  withSecondWeapon,
  scheduleAttacks,
} from '../../../../shared/rules/adnd2e/rules/initiative';
import {
  NATURAL_WEAPON_TYPES,
  TABLE_51_COMBAT_MODIFIERS,
  dexterityModifiers,
} from '../../../../shared/rules/adnd2e/tables';

const opts: AttackOptions = { weaponVsArmor: false, nat20Hits: true, nat1Misses: true };
const base = (over: Partial<AttackInput> = {}): AttackInput => ({
  form: 'melee',
  thac0: 14,
  target: { ac: 6 },
  ...over,
});
const roll = (input: AttackInput, natural: number, o: AttackOptions = opts) =>
  resolveAttackRoll(setupAttack(input, o), natural, input.form, o);

describe('§1 definitions', () => {
  it('2E-DEF-01 AC runs 10..-10, magic armor +1 lowers AC 5 → 4; lower AC is harder to hit', () => {
    const chainPlusOne = 5 - 1;
    expect(chainPlusOne).toBe(4);
    expect(toHitNumber(14, 4)).toBeGreaterThan(toHitNumber(14, 5));
    expect(toHitNumber(14, -10)).toBe(24);
    expect(toHitNumber(14, 10)).toBe(4);
  });

  it('2E-DEF-02 armor changes the chance to hit, never the damage taken', () => {
    const vsPlate = setupAttack(base({ target: { ac: 3 } }), opts);
    const vsNone = setupAttack(base({ target: { ac: 10 } }), opts);
    expect(vsPlate.need).toBeGreaterThan(vsNone.need);
    expect(hitDamage(6, 1)).toBe(7); // damage formula has no AC term
  });

  it('2E-DEF-03 a rear attack removes the Dex AC bonus and gets +2', () => {
    const input = base({ target: { ac: 3, dexDefenseAdj: -2 }, situations: ['rearAttack'] });
    expect(effectiveAc(input)).toBe(5);
    const s = setupAttack(input, opts);
    expect(s.modifiers).toContainEqual({ source: 'T51.rearAttack', value: 2 });
    // a Dex penalty is not "lost"
    expect(
      effectiveAc(base({ target: { ac: 8, dexDefenseAdj: 2 }, situations: ['rearAttack'] })),
    ).toBe(8);
  });

  it('2E-DEF-05 1 turn = 10 rounds', () => {
    expect(turnsToRounds(3)).toBe(30);
  });

  it('2E-DEF-06 melee and missile attacks share the same basic roll', () => {
    const melee = setupAttack(base(), opts);
    const missile = setupAttack(base({ form: 'missile', missile: 'bow', range: 'short' }), opts);
    expect(missile.need).toBe(melee.need);
  });
});

describe('§6 the attack roll', () => {
  it('2E-ATK-01 need = THAC0 - target AC; a negative AC raises it', () => {
    expect(toHitNumber(14, 6)).toBe(8);
    expect(toHitNumber(14, -2)).toBe(16);
    expect(roll(base(), 8).hit).toBe(true);
    expect(roll(base(), 7).hit).toBe(false);
  });

  it('2E-ATK-02 modified THAC0 = THAC0 - Str hit - weapon magic: 14 → 12 → 11, needs 5 vs AC 6', () => {
    expect(modifiedThac0(14, 2, 1)).toBe(11);
    expect(toHitNumber(modifiedThac0(14, 2, 1), 6)).toBe(5);
    const input = base({ strength: { score: 18, exceptional: 80 }, weaponMagic: 1 });
    expect(roll(input, 5).hit).toBe(true);
    expect(roll(input, 4).hit).toBe(false);
  });

  it('2E-ATK-03 a free DM situational modifier on every roll', () => {
    const s = setupAttack(base({ dmModifier: -3 }), opts);
    expect(s.modifiers).toContainEqual({ source: '2E-ATK-03', value: -3 });
    expect(roll(base({ dmModifier: -3 }), 10).hit).toBe(false);
  });

  it('2E-ATK-04 Strength to-hit always applies to melee and hurled weapons', () => {
    const str = { score: 18, exceptional: 100 };
    expect(setupAttack(base({ strength: str }), opts).modifiers).toContainEqual({
      source: '2E-ATK-04',
      value: 3,
    });
    const thrown = setupAttack(
      base({ form: 'missile', missile: 'thrown', range: 'short', strength: str }),
      opts,
    );
    expect(thrown.modifiers).toContainEqual({ source: '2E-ATK-04', value: 3 });
  });

  it('2E-ATK-05 bows: Str penalties always, bonuses only for a bow made for it; crossbows never', () => {
    expect(strengthApplies('missile', 'bow', 2, false)).toBe(false);
    expect(strengthApplies('missile', 'bow', 2, true)).toBe(true);
    expect(strengthApplies('missile', 'bow', -1, false)).toBe(true);
    expect(strengthApplies('missile', 'crossbow', -1, true)).toBe(false);
    expect(strengthApplies('missile', 'crossbow', 3, true)).toBe(false);
  });

  it('2E-ATK-06 a magic weapon +N adds N to hit (cursed: minus)', () => {
    expect(setupAttack(base({ weaponMagic: 2 }), opts).modifiers).toContainEqual({
      source: '2E-ATK-06',
      value: 2,
    });
    expect(roll(base({ weaponMagic: -2 }), 9).hit).toBe(false);
  });

  it('2E-ATK-07 no limit on the number or total of modifiers', () => {
    const input = base({
      weaponMagic: 5,
      strength: { score: 25 },
      situations: [
        'rearAttack',
        'higherGround',
        'defenderStunnedOrProne',
        'defenderSurprised',
        'defenderOffBalance',
      ],
      dmModifier: 10,
    });
    const r = roll(input, 2);
    expect(r.total).toBe(2 + 5 + 7 + 2 + 1 + 4 + 1 + 2 + 10);
  });

  it('2E-ATK-08 Table 51 modifiers', () => {
    expect(TABLE_51_COMBAT_MODIFIERS).toEqual({
      higherGround: 1,
      defenderInvisible: -4,
      defenderOffBalance: 2,
      defenderSleepingOrHeld: 'automatic',
      defenderStunnedOrProne: 4,
      defenderSurprised: 1,
      missileLongRange: -5,
      missileMediumRange: -2,
      rearAttack: 2,
    });
    const held = setupAttack(
      base({ situations: ['defenderSleepingOrHeld'], meleeInProgress: true }),
      opts,
    );
    expect(held.autoHit).toBe(true);
    expect(resolveAttackRoll(held, 1, 'melee', opts)).toMatchObject({
      hit: true,
      reason: 'automatic',
    });
  });

  it('2E-ATK-09 natural 20 hits, natural 1 misses, unless the DM rules otherwise', () => {
    const hard = base({ thac0: 20, target: { ac: -3 }, dmModifier: -3 }); // needs 23 with -3
    expect(roll(hard, 20)).toMatchObject({ hit: true, reason: 'natural20' });
    expect(roll(hard, 19).hit).toBe(false);
    const easy = base({ thac0: 9, target: { ac: 6 }, weaponMagic: 4 }); // hits on 3+, sword +4
    expect(roll(easy, 1)).toMatchObject({ hit: false, reason: 'natural1' });
    const off = { ...opts, nat20Hits: false, nat1Misses: false };
    expect(roll(hard, 20, off).hit).toBe(false);
    expect(roll(easy, 1, off).hit).toBe(true);
  });

  it('2E-ATK-10 THAC0 by group and level (see tables.test.ts for the full table)', () => {
    expect(setupAttack(base({ thac0: 20 }), opts).need).toBe(14);
  });

  it('2E-ATK-11 the attack pipeline assembles every term in order', () => {
    const input: AttackInput = {
      form: 'melee',
      thac0: 14,
      strength: { score: 17 },
      weaponMagic: 1,
      target: { ac: 4, dexDefenseAdj: -1, charging: true },
      situations: ['higherGround'],
      twoWeaponPenalty: -2,
      charging: true,
      dmModifier: 1,
    };
    const s = setupAttack(input, opts);
    expect(s.ac).toBe(4 + 1 + 1); // Dex bonus lost and +1 for charging
    expect(s.need).toBe(14 - 6);
    expect(s.modifiers.map((m) => m.source)).toEqual([
      '2E-ATK-04',
      '2E-ATK-06',
      'T51.higherGround',
      '2E-TWF-03',
      '2E-MOVE-04',
      '2E-ATK-03',
    ]);
  });
});

describe('§6.1 weapon type vs. armor (optional)', () => {
  const wva: AttackOptions = { ...opts, weaponVsArmor: true };
  it('2E-WVA-01 S/P/B types; several types use the best; natural weapons claw S, bite P, tail B', () => {
    expect(NATURAL_WEAPON_TYPES).toEqual({ claw: 'S', bite: 'P', tail: 'B' });
    const halberd = setupAttack(
      base({ weaponTypes: ['S', 'P'], target: { ac: 6, armorType: 'chain' } }),
      wva,
    );
    expect(halberd.wvaModifier).toBe(0);
  });

  it('2E-WVA-02 the Table 52 value is added to the THAC0 (needs 7 / 3 at modified THAC0 11 vs chain)', () => {
    const sword = setupAttack(
      base({ thac0: 11, weaponTypes: ['S'], target: { ac: 6, armorType: 'chain' } }),
      wva,
    );
    const mace = setupAttack(
      base({ thac0: 11, weaponTypes: ['B'], target: { ac: 6, armorType: 'chain' } }),
      wva,
    );
    expect(sword.need).toBe(7);
    expect(mace.need).toBe(3);
    // magic changes the AC, not the armor type
    const magicChain = setupAttack(
      base({ thac0: 11, weaponTypes: ['B'], target: { ac: 4, armorType: 'chain' } }),
      wva,
    );
    expect(magicChain.need).toBe(5);
    // toggle off: no adjustment
    expect(
      setupAttack(
        base({ thac0: 11, weaponTypes: ['S'], target: { ac: 6, armorType: 'chain' } }),
        opts,
      ).need,
    ).toBe(5);
  });

  it('2E-WVA-03 never against a natural AC', () => {
    const s = setupAttack(
      base({ weaponTypes: ['S'], target: { ac: 6, armorType: 'chain', naturalArmor: true } }),
      wva,
    );
    expect(s.wvaModifier).toBe(0);
    const noArmor = setupAttack(base({ weaponTypes: ['S'], target: { ac: 6 } }), wva);
    expect(noArmor.wvaModifier).toBe(0);
  });
});

describe('§6.2 two weapons', () => {
  it('2E-TWF-01 only warriors and rogues; no shield in hand', () => {
    expect(canFightWithTwoWeapons('warrior')).toBe(true);
    expect(canFightWithTwoWeapons('rogue')).toBe(true);
    expect(canFightWithTwoWeapons('priest')).toBe(false);
    expect(canFightWithTwoWeapons('wizard')).toBe(false);
    const ls = { name: 'long sword', oneHanded: true, sizeRank: 2, weight: 4 };
    const dagger = { name: 'dagger', oneHanded: true, isDagger: true, sizeRank: 1, weight: 1 };
    expect(validWeaponPair(ls, dagger, true)).toBe(false);
  });

  it('2E-TWF-02 off hand smaller and lighter, a dagger always; two long swords not', () => {
    const ls = { name: 'long sword', oneHanded: true, sizeRank: 2, weight: 4 };
    const ss = { name: 'short sword', oneHanded: true, sizeRank: 1, weight: 3 };
    const dagger = { name: 'dagger', oneHanded: true, isDagger: true, sizeRank: 1, weight: 1 };
    expect(validWeaponPair(ls, ss)).toBe(true);
    expect(validWeaponPair(ls, dagger)).toBe(true);
    expect(validWeaponPair(dagger, dagger)).toBe(true);
    expect(validWeaponPair(ls, ls)).toBe(false);
    expect(validWeaponPair({ ...ls, oneHanded: false }, dagger)).toBe(false);
  });

  it('2E-TWF-03 -2/-4 adjusted by Dex reaction, never above 0; rangers none', () => {
    expect(twoWeaponPenalties(0, false)).toEqual({ main: -2, off: -4 });
    expect(twoWeaponPenalties(dexterityModifiers(16).reaction, false)).toEqual({
      main: -1,
      off: -3,
    });
    expect(twoWeaponPenalties(dexterityModifiers(18).reaction, false)).toEqual({
      main: 0,
      off: -2,
    });
    expect(twoWeaponPenalties(dexterityModifiers(19).reaction, false)).toEqual({
      main: 0,
      off: -1,
    });
    expect(twoWeaponPenalties(dexterityModifiers(5).reaction, false)).toEqual({
      main: -3,
      off: -5,
    });
    expect(twoWeaponPenalties(5, false)).toEqual({ main: 0, off: 0 });
    expect(twoWeaponPenalties(-3, true)).toEqual({ main: 0, off: 0 });
  });

  it('2E-TWF-04 exactly one extra attack: 1/1 → 2/1, 3/2 → 5/2 (2, 3, 2, 3); simultaneous forms', () => {
    const one = withSecondWeapon({ per: 1, rounds: 1 });
    expect([1, 2].map((r) => attacksInRound(one, r))).toEqual([2, 2]);
    const threeHalves = withSecondWeapon({ per: 3, rounds: 2 });
    expect([1, 2, 3, 4].map((r) => attacksInRound(threeHalves, r))).toEqual([2, 3, 2, 3]);
    // the off-hand weapon is a different attack form: both happen in the same slot
    expect(scheduleAttacks([{ id: 'f', score: 3, attacks: 1 }])).toEqual([
      { id: 'f', attack: 1, score: 3 },
    ]);
  });
});
