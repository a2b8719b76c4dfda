import { describe, expect, it } from 'vitest';
import { createRoller, seedRng } from '../../../../shared/dice';
import {
  burningOilDice,
  containerBreaks,
  coverSaveBonus,
  damageBehindCover,
  firingIntoMeleeOdds,
  grenadeRangeBand,
  holyWaterAffects,
  meleeTargetForRoll,
  NON_REGENERABLE_DAMAGE,
  pickMeleeTarget,
  rangeBand,
  rollScatter,
  thrownPoisonWorks,
} from '../../../../shared/rules/adnd2e/rules/missiles';
import type { MissileCategory } from '../../../../shared/rules/adnd2e/rules/missiles';
import { attacksInRound } from '../../../../shared/rules/adnd2e/rules/initiative';
import {
  dexMissileApplies,
  resolveAttackRoll,
  setupAttack,
  strengthApplies,
} from '../../../../shared/rules/adnd2e/rules/attack';
import type { AttackOptions } from '../../../../shared/rules/adnd2e/rules/attack';
import {
  ARMED_DEFENDER_BONUS,
  canAttemptNonLethal,
  canStrikeWithFlat,
  creatureUsesNonLethal,
  flatOfBladeDamage,
  isKnockout,
  overbearModifier,
  overbearNeed,
  punchResult,
  splitBareHandedDamage,
  weaponUsableWhileWrestling,
  wrestleDamage,
  wrestleResult,
} from '../../../../shared/rules/adnd2e/rules/nonLethal';
import {
  casterSuffersDefense,
  touchChargeExpired,
  touchDelivery,
} from '../../../../shared/rules/adnd2e/rules/touch';
import { parryApplies, parryBonus } from '../../../../shared/rules/adnd2e/rules/parry';
import { lifeStateForHp } from '../../../../shared/rules/adnd2e/rules/death';
import {
  GRENADE_RANGES_FEET,
  SEED_RATE_OF_FIRE,
  TABLE_57_WRESTLING_ARMOR,
  TABLE_59_COVER,
  wrestlingArmorModifier,
} from '../../../../shared/rules/adnd2e/tables';

const opts: AttackOptions = { weaponVsArmor: false, nat20Hits: true, nat1Misses: true };
const roller = (typed: Record<string, number[]>) => createRoller(seedRng(7), typed);

describe('§7 missile combat', () => {
  it('2E-MSL-01 standard and grenade-like missiles', () => {
    const kinds: MissileCategory[] = ['standard', 'grenadeLike'];
    expect(kinds).toHaveLength(2);
  });

  it('2E-MSL-02 range bands: short 0, medium -2, long -5, beyond: no attack', () => {
    const r = { short: 70, medium: 140, long: 210 };
    expect([60, 100, 200, 220].map((d) => rangeBand(d, r))).toEqual([
      'short',
      'medium',
      'long',
      'outOfRange',
    ]);
    expect(rangeBand(70, r)).toBe('short');
    expect(rangeBand(5, { medium: 30, long: 60 })).toBe('medium'); // no short range
    const s = setupAttack(
      { form: 'missile', missile: 'bow', thac0: 14, target: { ac: 5 }, range: 'long' },
      opts,
    );
    expect(s.modifiers).toContainEqual({ source: '2E-MSL-02', value: -5 });
  });

  it('2E-MSL-03 rate of fire: darts 3/1, bows 2/1, heavy crossbow 1/2', () => {
    expect(SEED_RATE_OF_FIRE).toEqual({
      darts: { per: 3, rounds: 1 },
      bow: { per: 2, rounds: 1 },
      heavyCrossbow: { per: 1, rounds: 2 },
    });
    expect([1, 2, 3].map((r) => attacksInRound(SEED_RATE_OF_FIRE.heavyCrossbow, r))).toEqual([
      1, 0, 1,
    ]);
  });

  it('2E-MSL-04 a fractional rate alternates: 3/2 means 1 shot, then 2', () => {
    expect([1, 2, 3, 4].map((r) => attacksInRound({ per: 3, rounds: 2 }, r))).toEqual([1, 2, 1, 2]);
  });

  it('2E-MSL-05 Strength always with thrown weapons, never crossbows', () => {
    expect(strengthApplies('missile', 'thrown', 2, false)).toBe(true);
    expect(strengthApplies('missile', 'crossbow', 2, false)).toBe(false);
    expect(strengthApplies('missile', 'siege', -2, false)).toBe(false);
  });

  it('2E-MSL-06 Dex missile adjustment for hand-held missiles, never siege engines', () => {
    expect(dexMissileApplies('missile', 'bow')).toBe(true);
    expect(dexMissileApplies('missile', 'crossbow')).toBe(true);
    expect(dexMissileApplies('missile', 'thrown')).toBe(true);
    expect(dexMissileApplies('missile', 'siege')).toBe(false);
    expect(dexMissileApplies('melee', undefined)).toBe(false);
    const s = setupAttack(
      { form: 'missile', missile: 'bow', thac0: 14, target: { ac: 5 }, dexterity: 17 },
      opts,
    );
    expect(s.modifiers).toContainEqual({ source: '2E-MSL-06', value: 2 });
  });

  it('2E-MSL-07 firing into melee: weights S 1/2, M 1, L 2, H 4, G 6; random pick by weight', () => {
    const figs = [
      { id: 'rath', size: 'M' as const },
      { id: 'tarus', size: 'M' as const },
      { id: 'giant', size: 'G' as const },
    ];
    expect(firingIntoMeleeOdds(figs).map((o) => o.chance)).toEqual([1 / 8, 1 / 8, 6 / 8]);
    expect(
      firingIntoMeleeOdds([
        { id: 'h', size: 'S' },
        { id: 'b', size: 'L' },
        { id: 'x', size: 'H' },
      ]).map((o) => o.weight),
    ).toEqual([0.5, 2, 4]);
    expect(meleeTargetForRoll(figs, 12)).toBe('rath');
    expect(meleeTargetForRoll(figs, 13)).toBe('tarus');
    expect(meleeTargetForRoll(figs, 26)).toBe('giant');
    const pick = pickMeleeTarget(figs, roller({ firingIntoMelee: [100] }));
    expect(pick.id).toBe('giant');
    expect(pick.roll.source).toBe('typed');
  });

  it('2E-MSL-08 Table 59 cover and concealment', () => {
    expect(TABLE_59_COVER).toEqual({
      25: { cover: -2, concealment: -1 },
      50: { cover: -4, concealment: -2 },
      75: { cover: -7, concealment: -3 },
      90: { cover: -10, concealment: -4 },
    });
    const s = setupAttack(
      {
        form: 'missile',
        missile: 'bow',
        thac0: 14,
        target: { ac: 5 },
        cover: { kind: 'cover', percent: 75 },
      },
      opts,
    );
    expect(s.modifiers).toContainEqual({ source: 'T59', value: -7 });
  });

  it('2E-MSL-09 cover adds its Table 59 value to saves vs physical-damage spells', () => {
    expect(coverSaveBonus(90)).toBe(10);
    expect(coverSaveBonus(50)).toBe(4);
    expect(coverSaveBonus(50, 'concealment')).toBe(0);
    expect(coverSaveBonus(50, 'concealment', true)).toBe(2);
  });

  it('2E-MSL-10 90% cover: half damage on a failed save, none on a success, if the blast hits the cover', () => {
    expect(
      damageBehindCover({
        damage: 30,
        coverPercent: 90,
        blastHitsCoverFirst: true,
        saved: false,
        halfOnSave: true,
      }),
    ).toBe(15);
    expect(
      damageBehindCover({
        damage: 30,
        coverPercent: 90,
        blastHitsCoverFirst: true,
        saved: true,
        halfOnSave: true,
      }),
    ).toBe(0);
    expect(
      damageBehindCover({
        damage: 30,
        coverPercent: 90,
        blastHitsCoverFirst: false,
        saved: false,
        halfOnSave: true,
      }),
    ).toBe(30);
    expect(
      damageBehindCover({
        damage: 30,
        coverPercent: 50,
        blastHitsCoverFirst: true,
        saved: true,
        halfOnSave: true,
      }),
    ).toBe(15);
  });

  it('2E-MSL-11 a grenade-like missile is aimed at a point that anchors scatter', () => {
    const s = rollScatter('short', roller({ scatterDirection: [3], scatterDistance: [4] }));
    expect(s.direction).toBe('right');
    expect(s.feet).toBe(4);
    expect(s.rolls).toHaveLength(2);
  });

  it('2E-MSL-12 ≤ 5 lb: short 10 ft, medium 20 ft, long to ~30 ft', () => {
    expect(GRENADE_RANGES_FEET).toEqual({ short: 10, medium: 20, long: 30 });
    expect([10, 20, 30, 31].map((f) => grenadeRangeBand(f))).toEqual([
      'short',
      'medium',
      'long',
      'outOfRange',
    ]);
  });

  it('2E-MSL-13 a container breaks on a hit unless tough and its item save succeeds', () => {
    expect(containerBreaks(false)).toBe(true);
    expect(containerBreaks(true, true)).toBe(false);
    expect(containerBreaks(true, false)).toBe(true);
  });

  it('2E-MSL-14 scatter: 1d10 direction, DM-editable distance dice', () => {
    const s = rollScatter('long', roller({ scatterDirection: [10], scatterDistance: [5, 6] }));
    expect(s.direction).toBe('long');
    expect(s.feet).toBe(11);
    expect(s.rolls[0]?.notation).toBe('1d10');
  });

  it('2E-MSL-15 acid cannot be regenerated', () => {
    expect(NON_REGENERABLE_DAMAGE).toContain('acid');
  });

  it('2E-MSL-16 holy water hurts undead and Lower Planes creatures, not gaseous or immaterial undead; unholy water hurts paladins', () => {
    expect(holyWaterAffects('holy', { undead: true })).toBe(true);
    expect(holyWaterAffects('holy', { lowerPlanes: true })).toBe(true);
    expect(holyWaterAffects('holy', { undead: true, incorporeal: true })).toBe(false);
    expect(holyWaterAffects('holy', { undead: true, gaseous: true })).toBe(false);
    expect(holyWaterAffects('unholy', { paladin: true })).toBe(true);
    expect(holyWaterAffects('unholy', { defenderOfGood: true })).toBe(true);
    expect(holyWaterAffects('unholy', { undead: true })).toBe(false);
    expect(NON_REGENERABLE_DAMAGE).toEqual(expect.arrayContaining(['holyWater', 'unholyWater']));
  });

  it('2E-MSL-17 burning oil: 2d6 then 1d6', () => {
    expect(burningOilDice(1)).toBe('2d6');
    expect(burningOilDice(2)).toBe('1d6');
  });

  it('2E-MSL-18 thrown poison works only into an open maw, or any direct hit if contact', () => {
    expect(thrownPoisonWorks({ directHit: true, contact: false, intoOpenMaw: false })).toBe(false);
    expect(thrownPoisonWorks({ directHit: true, contact: false, intoOpenMaw: true })).toBe(true);
    expect(thrownPoisonWorks({ directHit: true, contact: true, intoOpenMaw: false })).toBe(true);
    expect(thrownPoisonWorks({ directHit: false, contact: true, intoOpenMaw: true })).toBe(false);
  });
});

describe('§8 attacking without killing', () => {
  it('2E-NL-01 three forms: punching, wrestling, overbearing', () => {
    expect(
      canAttemptNonLethal('overbear', { weaponInHand: true, shieldOrLoad: true, freeHands: 0 }),
    ).toBe(true);
  });

  it('2E-NL-02 punching needs no weapon; wrestling needs both hands free', () => {
    expect(
      canAttemptNonLethal('punch', { weaponInHand: false, shieldOrLoad: true, freeHands: 1 }),
    ).toBe(true);
    expect(
      canAttemptNonLethal('punch', { weaponInHand: true, shieldOrLoad: false, freeHands: 1 }),
    ).toBe(false);
    expect(
      canAttemptNonLethal('wrestle', { weaponInHand: false, shieldOrLoad: true, freeHands: 2 }),
    ).toBe(false);
    expect(
      canAttemptNonLethal('wrestle', { weaponInHand: false, shieldOrLoad: false, freeHands: 2 }),
    ).toBe(true);
  });

  it('2E-NL-03 normal attack roll vs normal AC; Table 57 armor penalty for wrestlers', () => {
    expect(TABLE_57_WRESTLING_ARMOR).toMatchObject({
      studdedLeather: -1,
      chain: -2,
      ringMail: -2,
      scaleMail: -2,
      banded: -5,
      splintMail: -5,
      plateMail: -5,
      fieldPlate: -8,
      fullPlate: -10,
    });
    expect(wrestlingArmorModifier('leather')).toBe(0);
    expect(wrestlingArmorModifier('brigandine')).toBe(-2);
    expect(wrestlingArmorModifier('bronzePlate')).toBe(-5);
    const s = setupAttack(
      { form: 'wrestle', thac0: 18, target: { ac: 7 }, wrestlerArmor: 'fieldPlate' },
      opts,
    );
    expect(s.need).toBe(11);
    expect(s.modifiers).toContainEqual({ source: 'T57', value: -8 });
  });

  it('2E-NL-04 no held penalties for wrestlers', () => {
    const s = setupAttack({ form: 'wrestle', thac0: 18, target: { ac: 7 } }, opts);
    expect(s.modifiers).toEqual([]);
  });

  it('2E-NL-05 a successful roll of 18: rabbit punch / kick', () => {
    expect(punchResult(18, {}, { wildSwingDamage: 1 }).name).toBe('rabbitPunch');
    expect(wrestleResult(18).move).toBe('kick');
  });

  it('2E-NL-06 punching and wrestling can hit on 1 or less; results read the modified roll', () => {
    const s = setupAttack({ form: 'punch', thac0: 20, target: { ac: 20 } }, opts); // needs 0
    expect(resolveAttackRoll(s, 1, 'punch', opts)).toMatchObject({ hit: true, modifiedRoll: 1 });
    const w = setupAttack({ form: 'wrestle', thac0: 20, target: { ac: 25 }, dmModifier: -3 }, opts);
    const r = resolveAttackRoll(w, 1, 'wrestle', opts);
    expect(r.hit).toBe(true);
    expect(wrestleResult(r.modifiedRoll).move).toBe('bearHug');
  });

  it('2E-NL-07 punch damage from Table 58 (+Str), gauntlets 1d3 instead; wild swing per setting', () => {
    expect(punchResult(15, { strDamage: 2 }, { wildSwingDamage: 1 }).damage).toBe(4);
    expect(punchResult(15, { gauntletRoll: 3 }, { wildSwingDamage: 1 }).damage).toBe(3);
    expect(punchResult(19, { strDamage: 2 }, { wildSwingDamage: 0 }).damage).toBe(0);
    expect(punchResult(19, {}, { wildSwingDamage: 1 }).damage).toBe(1);
    expect(punchResult(18, { strDamage: -3 }, { wildSwingDamage: 1 }).damage).toBe(1);
  });

  it('2E-NL-08 only 25% of bare-handed damage is normal', () => {
    expect(splitBareHandedDamage(8)).toEqual({ normal: 2, restored: 6 });
    expect(splitBareHandedDamage(3)).toEqual({ normal: 0, restored: 3 });
  });

  it('2E-NL-09 0 HP from punching (alone or with normal damage) is unconsciousness', () => {
    expect(lifeStateForHp(0, { deathsDoor: false, temporaryDamage: 3 })).toBe('unconscious');
    expect(lifeStateForHp(-1, { deathsDoor: false, temporaryDamage: 3 })).toBe('unconscious');
    expect(lifeStateForHp(0, { deathsDoor: false, temporaryDamage: 0 })).toBe('dead');
  });

  it('2E-NL-10 a pulled punch does no damage but can still knock out', () => {
    const r = punchResult(11, { pulled: true, strDamage: 2 }, { wildSwingDamage: 1 });
    expect(r.damage).toBe(0);
    expect(r.koPercent).toBe(10);
  });

  it('2E-NL-11 knockout on d100 ≤ %KO', () => {
    expect(isKnockout(3, 3)).toBe(true);
    expect(isKnockout(4, 3)).toBe(false);
  });

  it('2E-NL-12 holds (*) last from round to round', () => {
    expect(wrestleResult(8)).toEqual({ move: 'headlock', hold: true });
    expect(wrestleResult(12)).toEqual({ move: 'throw', hold: false });
    expect([20, 15, 9, 8, 4, 2, 0].every((r) => wrestleResult(r).hold)).toBe(true);
  });

  it('2E-NL-13 wrestling does 1 point, a kept hold k points in its k-th round (+Str if wished)', () => {
    expect(wrestleDamage(1)).toBe(1);
    expect(wrestleDamage(4)).toBe(4);
    expect(wrestleDamage(2, 3, true)).toBe(5);
    expect(wrestleDamage(2, 3, false)).toBe(2);
  });

  it('2E-NL-14 overbearing: ±4 per size step, -2 per leg beyond two', () => {
    expect(overbearModifier({ attackerSizes: ['M'], defenderSize: 'L', defenderLegs: 4 })).toBe(-8);
    expect(overbearModifier({ attackerSizes: ['L'], defenderSize: 'M', defenderLegs: 2 })).toBe(4);
    expect(overbearModifier({ attackerSizes: ['M'], defenderSize: 'M', defenderLegs: 0 })).toBe(0);
  });

  it('2E-NL-15 a successful overbear knocks down; pins get no prone bonus', () => {
    const pin = setupAttack(
      { form: 'overbear', thac0: 19, target: { ac: 5 }, overbearModifier: 0 },
      opts,
    );
    expect(pin.modifiers.some((m) => m.source.includes('Prone'))).toBe(false);
  });

  it('2E-NL-16 several attackers: weakest to-hit, largest size, +1 per extra attacker', () => {
    expect(
      overbearModifier({ attackerSizes: ['H', 'T', 'T', 'T'], defenderSize: 'M', defenderLegs: 2 }),
    ).toBe(11);
    expect(overbearNeed([5, 15, 15, 15])).toBe(15);
  });

  it('2E-NL-17 an armed defender strikes first at +4 hit and damage', () => {
    expect(ARMED_DEFENDER_BONUS).toEqual({ hit: 4, damage: 4 });
    const s = setupAttack(
      { form: 'melee', thac0: 16, target: { ac: 8 }, armedDefenderVsUnarmed: true },
      opts,
    );
    expect(s.modifiers).toContainEqual({ source: '2E-NL-17', value: 4 });
  });

  it('2E-NL-18 after the first round of wrestling only small weapons', () => {
    expect(weaponUsableWhileWrestling(1, 'M')).toBe(true);
    expect(weaponUsableWhileWrestling(2, 'M')).toBe(false);
    expect(weaponUsableWhileWrestling(2, 'S')).toBe(true);
  });

  it('2E-NL-19 flat of the blade: controllable weapons only, -4, 50% damage half temporary', () => {
    expect(canStrikeWithFlat({ damageTypes: ['S'] })).toBe(true);
    expect(canStrikeWithFlat({ damageTypes: ['B'] })).toBe(false);
    expect(canStrikeWithFlat({ damageTypes: ['P'], missile: true })).toBe(false);
    expect(flatOfBladeDamage(8)).toEqual({ total: 4, temporary: 2, normal: 2 });
    expect(flatOfBladeDamage(1)).toEqual({ total: 1, temporary: 0, normal: 1 });
    const s = setupAttack({ form: 'melee', thac0: 16, target: { ac: 8 }, flatOfBlade: true }, opts);
    expect(s.modifiers).toContainEqual({ source: '2E-NL-19', value: -4 });
  });

  it('2E-NL-20 non-intelligent creatures never grapple; natural attacks stay lethal', () => {
    expect(creatureUsesNonLethal(false, true)).toBe(false);
    expect(creatureUsesNonLethal(true, true)).toBe(false);
    expect(creatureUsesNonLethal(true, false)).toBe(true);
  });
});

describe('§9 touch spells', () => {
  it('2E-TOUCH-01 an unwilling target needs a normal attack roll', () => {
    expect(
      touchDelivery({
        willing: false,
        casterInMelee: false,
        targetInMelee: false,
        targetWaiting: true,
      }),
    ).toEqual({ kind: 'attack', vsAc: 'target' });
  });

  it('2E-TOUCH-02 a willing target out of melee is touched automatically', () => {
    expect(
      touchDelivery({
        willing: true,
        casterInMelee: false,
        targetInMelee: false,
        targetWaiting: true,
      }),
    ).toEqual({ kind: 'automatic' });
  });

  it('2E-TOUCH-03 a busy willing recipient: roll vs AC 10 ignoring Dex', () => {
    expect(
      touchDelivery({
        willing: true,
        casterInMelee: false,
        targetInMelee: false,
        targetWaiting: false,
      }),
    ).toEqual({ kind: 'attack', vsAc: 10, ignoreDex: true });
    const s = setupAttack(
      { form: 'touch', thac0: 20, target: { ac: 2, dexDefenseAdj: -3, willingButActive: true } },
      opts,
    );
    expect(s.ac).toBe(10);
    expect(s.need).toBe(10);
  });

  it('2E-TOUCH-04 the caster suffers continuous defenses only', () => {
    expect(casterSuffersDefense({ continuous: true })).toBe(true);
    expect(casterSuffersDefense({ continuous: false })).toBe(false);
  });

  it('2E-TOUCH-05 a touch spell lasts only the round it is cast by default', () => {
    expect(touchChargeExpired(3, 3)).toBe(false);
    expect(touchChargeExpired(3, 4)).toBe(true);
    expect(touchChargeExpired(3, 4, 2)).toBe(false);
  });
});

describe('§10 parrying (optional)', () => {
  it('2E-PARRY-01 half level; warriors half level + 1', () => {
    expect(parryBonus(6, 'wizard')).toBe(3);
    expect(parryBonus(6, 'warrior')).toBe(4);
    expect(parryBonus(5, 'wizard')).toBe(2);
    expect(parryBonus(5, 'warrior')).toBe(3);
    const s = setupAttack({ form: 'melee', thac0: 15, target: { ac: 10, parryBonus: 3 } }, opts);
    expect(s.ac).toBe(7);
  });

  it('2E-PARRY-02 only against frontal melee', () => {
    expect(parryApplies({ melee: true, rear: false, magical: false })).toBe(true);
    expect(parryApplies({ melee: true, rear: true, magical: false })).toBe(false);
    expect(parryApplies({ melee: false, rear: false, magical: false })).toBe(false);
    expect(parryApplies({ melee: false, rear: false, magical: true })).toBe(false);
    const rear = setupAttack(
      { form: 'melee', thac0: 15, target: { ac: 10, parryBonus: 3 }, situations: ['rearAttack'] },
      opts,
    );
    expect(rear.ac).toBe(10);
    const missile = setupAttack(
      { form: 'missile', missile: 'bow', thac0: 15, target: { ac: 10, parryBonus: 3 } },
      opts,
    );
    expect(missile.ac).toBe(10);
  });
});
