// OSR-MEL, OSR-HIT, OSR-DMG as pure rules.
import { describe, expect, it } from 'vitest';
import {
  attackBonusFor,
  fromBehindBonus,
  hitTarget,
  resolveHit,
  type HitInput,
} from '../../../../shared/rules/osr/rules/hit';
import {
  distanceAfterPush,
  inOilRadius,
  oilFlask,
  oilInRange,
  oilTicksAfterHit,
  shieldBash,
  unarmedDamage,
} from '../../../../shared/rules/osr/rules/damage';
import { canShoot, inMeleeAt, meleeRangeFt } from '../../../../shared/rules/osr/rules/melee';

const hit = (over: Partial<HitInput>) =>
  resolveHit({
    d20: 10,
    bonus: 0,
    targetAc: 9,
    coverMod: 0,
    fromBehind: false,
    naturalRolls: 'none',
    ...over,
  });

describe('OSR melee, hitting and damage (pure)', () => {
  it('OSR-MEL-01 creatures within 5 ft are in melee', () => {
    expect(meleeRangeFt).toBe(5);
    expect(inMeleeAt(5)).toBe(true);
    expect(inMeleeAt(0)).toBe(true);
    expect(inMeleeAt(6)).toBe(false);
  });

  it('OSR-MEL-02 a creature in melee cannot shoot', () => {
    expect(canShoot([5, 30])).toBe(false);
    expect(canShoot([10, 30])).toBe(true);
    expect(canShoot([])).toBe(true);
  });

  it('OSR-HIT-01 d20 + bonus + target AC ≥ 20 hits; melee vs ranged bonus', () => {
    expect(hitTarget).toBe(20);
    expect(hit({ d20: 11, targetAc: 9 })).toMatchObject({ total: 20, hit: true });
    expect(hit({ d20: 10, targetAc: 9 })).toMatchObject({ total: 19, hit: false });
    expect(hit({ d20: 20, targetAc: -1 })).toMatchObject({ total: 19, hit: false });
    expect(hit({ d20: 20, bonus: 1, targetAc: -1 })).toMatchObject({ total: 20, hit: true });
    const bonuses = { melee: 3, ranged: -1 };
    expect(attackBonusFor('melee', bonuses)).toBe(3);
    expect(attackBonusFor('unarmed', bonuses)).toBe(3);
    expect(attackBonusFor('shieldBash', bonuses)).toBe(3);
    expect(attackBonusFor('ranged', bonuses)).toBe(-1);
    expect(attackBonusFor('oil', bonuses)).toBe(-1);
  });

  it('A-15 natural 20 / 1 count only when the Referee turns them on', () => {
    expect(hit({ d20: 20, targetAc: -5 }).hit).toBe(false);
    expect(hit({ d20: 20, targetAc: -5, naturalRolls: 'natural' })).toMatchObject({
      hit: true,
      natural: 'hit',
    });
    expect(hit({ d20: 1, bonus: 10, targetAc: 9, naturalRolls: 'natural' })).toMatchObject({
      hit: false,
      natural: 'miss',
    });
    expect(hit({ d20: 1, bonus: 10, targetAc: 9 }).hit).toBe(true);
  });

  it('OSR-HIT-02 an attack from behind gets +2', () => {
    expect(fromBehindBonus).toBe(2);
    expect(hit({ d20: 9, targetAc: 9, fromBehind: true })).toMatchObject({
      behindBonus: 2,
      total: 20,
      hit: true,
    });
    expect(hit({ d20: 9, targetAc: 9 })).toMatchObject({ total: 18, hit: false });
  });

  it('OSR-HIT-03 cover −1…−4 is added to the descending AC', () => {
    expect(hit({ d20: 14, bonus: 1, targetAc: 5, coverMod: -2 })).toMatchObject({
      effectiveAc: 3,
      total: 18,
      hit: false,
    });
    expect(hit({ d20: 14, bonus: 1, targetAc: 5, coverMod: -4 }).effectiveAc).toBe(1);
    for (const bad of [1, -5, -1.5]) {
      expect(() => hit({ coverMod: bad })).toThrow(
        expect.objectContaining({ code: 'coverOutOfRange' }),
      );
    }
  });

  it('OSR-DMG-01 unarmed: 1 + STR bonus, at least 1', () => {
    expect(unarmedDamage(-2)).toBe(1);
    expect(unarmedDamage(-1)).toBe(1);
    expect(unarmedDamage(0)).toBe(1);
    expect(unarmedDamage(2)).toBe(3);
  });

  it('OSR-DMG-02 shield bash: 1d3 and a 10 ft push', () => {
    expect(shieldBash).toEqual({ damageDice: '1d3', pushFt: 10 });
    expect(distanceAfterPush(5)).toBe(15);
  });

  it('OSR-DMG-03 oil flask: range 40 ft, radius 5 ft, 1d4 fire for 2 rounds', () => {
    expect(oilFlask).toEqual({ rangeFt: 40, radiusFt: 5, fireDice: '1d4', rounds: 2 });
    expect(oilInRange(40)).toBe(true);
    expect(oilInRange(45)).toBe(false);
    expect(inOilRadius(5)).toBe(true);
    expect(inOilRadius(6)).toBe(false);
    expect(oilTicksAfterHit('perRound')).toBe(1);
    expect(oilTicksAfterHit('total')).toBe(0);
  });
});
