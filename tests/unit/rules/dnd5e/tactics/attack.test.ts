import { describe, expect, it } from 'vitest';
import {
  collectAttackModifiers,
  damageTotal,
  DEFAULT_REACH_FT,
  gridDistanceFt,
  hiddenAfterAttack,
  immersionResistances,
  initialTactics,
  inReach,
  makeAttack,
  offHandAttack,
  offHandDamage,
  rangeBand,
  rangedInCloseCombat,
  startTurn,
  takeAction,
  unarmedStrike,
  underwaterEffect,
  unseenEffects,
} from '../../../../../shared/rules/dnd5e/tactics';
describe('melee', () => {
  it('5E-MELEE-01 a melee attack targets a creature within reach; 5 ft usually, longer per statblock', () => {
    expect(DEFAULT_REACH_FT).toBe(5);
    expect(inReach(5)).toBe(true);
    expect(inReach(10)).toBe(false);
    expect(inReach(10, 10)).toBe(true);
    const ogre = { x: 0, y: 0, side: 2 };
    expect(inReach(gridDistanceFt(ogre, { x: 3, y: 0, side: 1 }), 10)).toBe(true);
    expect(inReach(gridDistanceFt(ogre, { x: 4, y: 0, side: 1 }), 10)).toBe(false);
  });

  it('5E-MELEE-02 unarmed strike: 1 + Str modifier bludgeoning, never below 0; proficient; not a weapon', () => {
    expect(unarmedStrike(3)).toEqual({
      damage: 4,
      damageType: 'bludgeoning',
      proficient: true,
      isWeapon: false,
    });
    expect(unarmedStrike(0).damage).toBe(1);
    expect(unarmedStrike(-1).damage).toBe(0);
  });

  it('EX-41 unarmed strike with Str +3 deals 4 bludgeoning; with Str −2 deals 0', () => {
    expect(unarmedStrike(3).damage).toBe(4);
    expect(unarmedStrike(-2).damage).toBe(0);
  });
});

describe('ranged', () => {
  it('5E-RANGED-01 within normal range ok, up to long range disadvantage, beyond illegal; a single range is a hard limit', () => {
    expect(rangeBand(80, { normalFt: 80, longFt: 320 })).toBe('normal');
    expect(rangeBand(81, { normalFt: 80, longFt: 320 })).toBe('long');
    expect(rangeBand(320, { normalFt: 80, longFt: 320 })).toBe('long');
    expect(rangeBand(321, { normalFt: 80, longFt: 320 })).toBe('outOfRange');
    expect(rangeBand(120, { normalFt: 120 })).toBe('normal');
    expect(rangeBand(125, { normalFt: 120 })).toBe('outOfRange');
    expect(collectAttackModifiers({ kind: 'ranged', rangeBand: 'long' })).toEqual([
      { key: 'longRange', edge: 'disadvantage', ruleId: '5E-RANGED-01' },
    ]);
  });

  it('EX-38 longbow 150/600: a target at 200 ft has disadvantage; at 601 ft it cannot be attacked', () => {
    const longbow = { normalFt: 150, longFt: 600 };
    expect(rangeBand(200, longbow)).toBe('long');
    expect(rangeBand(601, longbow)).toBe('outOfRange');
    expect(rangeBand(600, longbow)).toBe('long');
  });

  it('5E-RANGED-02 a ranged attack within 5 ft of a hostile that sees the attacker and is not incapacitated has disadvantage', () => {
    const near = { distanceFt: 5, seesAttacker: true, incapacitated: false };
    expect(rangedInCloseCombat([near])).toBe(true);
    expect(rangedInCloseCombat([{ ...near, distanceFt: 10 }])).toBe(false);
    expect(rangedInCloseCombat([{ ...near, incapacitated: true }])).toBe(false);
    // AMB-12: by default (000:L259) a hostile that cannot see the attacker does not count.
    expect(rangedInCloseCombat([{ ...near, seesAttacker: false }])).toBe(false);
    expect(rangedInCloseCombat([{ ...near, seesAttacker: false }], false)).toBe(true);
    expect(collectAttackModifiers({ kind: 'ranged', hostilesNearby: [near] })[0]?.ruleId).toBe(
      '5E-RANGED-02',
    );
    expect(collectAttackModifiers({ kind: 'melee', hostilesNearby: [near] })).toEqual([]);
  });
});

describe('unseen attackers and targets', () => {
  it('5E-UNSEEN-01 attacking a target you cannot see has disadvantage', () => {
    expect(unseenEffects({ attackerSeesTarget: false, targetSeesAttacker: true })).toEqual({
      disadvantage: true,
      advantage: false,
    });
    expect(collectAttackModifiers({ kind: 'ranged', attackerSeesTarget: false })[0]).toEqual({
      key: 'targetUnseen',
      edge: 'disadvantage',
      ruleId: '5E-UNSEEN-01',
    });
  });

  it('5E-UNSEEN-02 attacking the wrong location misses automatically (the attack command, engine tests)', () => {});

  it('5E-UNSEEN-03 attacking a creature that cannot see you has advantage', () => {
    expect(unseenEffects({ attackerSeesTarget: true, targetSeesAttacker: false })).toEqual({
      disadvantage: false,
      advantage: true,
    });
    expect(collectAttackModifiers({ kind: 'melee', targetSeesAttacker: false })[0]).toEqual({
      key: 'attackerUnseen',
      edge: 'advantage',
      ruleId: '5E-UNSEEN-03',
    });
  });

  it('5E-UNSEEN-04 a hidden attacker is revealed by attacking, hit or miss', () => {
    expect(hiddenAfterAttack(true)).toBe(false);
  });
});

describe('two-weapon fighting', () => {
  it('5E-TWF-01 off-hand bonus attack with a different light melee weapon; ability modifier only if negative', () => {
    expect(offHandDamage('1d6', 3)).toEqual({ dice: '1d6', modifier: 0, notation: '1d6' });
    expect(offHandDamage('1d6', -1)).toEqual({ dice: '1d6', modifier: -1, notation: '1d6-1' });
    let t = startTurn(initialTactics(), { speeds: { walk: 30 } });
    expect(() => offHandAttack(t, { light: true, melee: true, differentWeapon: true })).toThrow(
      /offHandNeedsLightAttackAction/,
    );
    t = takeAction(t, { kind: 'attack', lightOneHanded: true }).tactics;
    t = makeAttack(t);
    expect(() => offHandAttack(t, { light: false, melee: true, differentWeapon: true })).toThrow(
      /offHandWeaponNotLight/,
    );
    const off = offHandAttack(t, { light: true, melee: true, differentWeapon: true });
    expect(off.turn?.bonusActionSource).toBe('5E-TWF-01');
    expect(() => offHandAttack(off, { light: true, melee: true, differentWeapon: true })).toThrow(
      /bonusActionUsed/,
    );
  });

  it('EX-40 off-hand shortsword with Dex +3 deals 1d6; with a −1 modifier 1d6−1, never below 0', () => {
    expect(offHandDamage('1d6', 3).notation).toBe('1d6');
    expect(offHandDamage('1d6', -1).notation).toBe('1d6-1');
    expect(damageTotal(1, offHandDamage('1d6', -1).modifier)).toBe(0);
    expect(damageTotal(4, offHandDamage('1d6', -1).modifier)).toBe(3);
    expect(damageTotal(4, offHandDamage('1d6', 3).modifier)).toBe(4);
  });
});

describe('underwater combat', () => {
  it('5E-WATER-01 melee weapon attacks without a swimming speed have disadvantage except dagger, javelin, shortsword, spear, trident', () => {
    expect(underwaterEffect({ kind: 'melee', weapon: 'longsword', swimSpeed: false })).toBe(
      'disadvantage',
    );
    expect(underwaterEffect({ kind: 'melee', weapon: 'longsword', swimSpeed: true })).toBe('none');
    for (const w of ['dagger', 'javelin', 'shortsword', 'spear', 'trident']) {
      expect(underwaterEffect({ kind: 'melee', weapon: w, swimSpeed: false })).toBe('none');
    }
    expect(
      collectAttackModifiers({
        kind: 'melee',
        underwater: { kind: 'melee', weapon: 'greataxe', swimSpeed: false },
      })[0]?.ruleId,
    ).toBe('5E-WATER-01');
  });

  it('5E-WATER-02 ranged weapon attacks miss beyond normal range; within it disadvantage except crossbows, nets, javelin-like thrown weapons', () => {
    expect(
      underwaterEffect({
        kind: 'ranged',
        weapon: 'lightCrossbow',
        swimSpeed: false,
        beyondNormalRange: true,
      }),
    ).toBe('autoMiss');
    expect(underwaterEffect({ kind: 'ranged', weapon: 'longbow', swimSpeed: true })).toBe(
      'disadvantage',
    );
    for (const w of [
      'lightCrossbow',
      'handCrossbow',
      'heavyCrossbow',
      'net',
      'javelin',
      'spear',
      'trident',
      'dart',
    ]) {
      expect(underwaterEffect({ kind: 'ranged', weapon: w, swimSpeed: false })).toBe('none');
    }
    expect(
      collectAttackModifiers({
        kind: 'ranged',
        underwater: { kind: 'ranged', weapon: 'shortbow', swimSpeed: false },
      })[0]?.ruleId,
    ).toBe('5E-WATER-02');
  });

  it('5E-WATER-03 fully immersed creatures and objects resist fire', () => {
    expect(immersionResistances(true)).toEqual(['fire']);
    expect(immersionResistances(false)).toEqual([]);
  });
});
