import { describe, expect, it } from 'vitest';
import { createRoller, seedRng } from '../../../../shared/dice';
import {
  abilityCheck,
  applicableCategories,
  resolveSave,
  saveAllowed,
  saveCategoryFor,
  saveModifiers,
  voluntaryFailure,
} from '../../../../shared/rules/adnd2e/rules/saves';
import {
  magicResistanceApplies,
  magicResisted,
  mrSuccessEffect,
  ownMagicResistance,
  resolveMultiTargetMr,
} from '../../../../shared/rules/adnd2e/rules/magicResistance';
import {
  MAX_COMMANDED_UNDEAD,
  effectiveTurnLevel,
  mayAttemptTurn,
  paladinAsUndead,
  resolveTurning,
  turnedBehavior,
  turningBroken,
} from '../../../../shared/rules/adnd2e/rules/turning';
import {
  fallingDice,
  fallingNotation,
  hitDamage,
  PARALYSIS_ALLOWS,
} from '../../../../shared/rules/adnd2e/rules/damage';
import {
  applyDrain,
  classToDrain,
  drainFate,
  undeadXp,
  xpAfterDrain,
} from '../../../../shared/rules/adnd2e/rules/energyDrain';
import {
  POISON_AFTER_DEATH_DICE,
  POISON_DURATION,
  POISON_SAVE_CATEGORY,
  POISON_TREATMENT,
  debilitated,
  healingBlockedByPoison,
  poisonOnRaise,
} from '../../../../shared/rules/adnd2e/rules/poison';
import {
  bleedOneRound,
  cureAtDeathsDoor,
  lifeStateForHp,
  massiveDamageSaveDue,
} from '../../../../shared/rules/adnd2e/rules/death';
import { applyHealing, naturalHealing } from '../../../../shared/rules/adnd2e/rules/healing';
import { attemptRevival, resurrectionSurvival } from '../../../../shared/rules/adnd2e/rules/raise';
import { saveNumber } from '../../../../shared/rules/adnd2e/tables';

const roller = (typed: Record<string, number[]>) => createRoller(seedRng(3), typed);

describe('§11 saving throws', () => {
  it('2E-SAVE-01 succeed on d20 ≥ the Table 60 number', () => {
    const need = saveNumber('warrior', 9, 'paralyzation');
    expect(need).toBe(8);
    expect(resolveSave(8, need, []).success).toBe(true);
    expect(resolveSave(7, need, []).success).toBe(false);
  });

  it('2E-SAVE-02 categories in priority order; a polymorph wand calls for rod/staff/wand', () => {
    expect(
      saveCategoryFor(applicableCategories({ rodStaffWand: true, petrifyOrPolymorph: true })),
    ).toBe('rod');
    expect(saveCategoryFor(['spell', 'breath'])).toBe('breath');
    expect(saveCategoryFor(applicableCategories({ poison: true, spell: true }))).toBe(
      'paralyzation',
    );
    expect(saveCategoryFor([])).toBe('spell');
  });

  it('2E-SAVE-03 a target that does not resist gets no save', () => {
    expect(saveAllowed({ declined: true })).toBe(false);
    expect(voluntaryFailure(12)).toMatchObject({ success: false, voluntary: true });
  });

  it('2E-SAVE-04 surprised characters still save, at a DM penalty; only extreme trickery removes it', () => {
    expect(saveAllowed({ declined: false })).toBe(true);
    expect(saveAllowed({ declined: false, extremeTrickery: true })).toBe(false);
    expect(resolveSave(12, 12, saveModifiers({ dmModifier: -2 })).success).toBe(false);
  });

  it('2E-SAVE-05 an ability check may replace the save (d20 ≤ score)', () => {
    expect(abilityCheck(15, 15)).toBe(true);
    expect(abilityCheck(16, 15)).toBe(false);
    expect(abilityCheck(16, 15, 1)).toBe(true);
  });

  it('2E-SAVE-06 modifiers change the roll, not the target: need 11, +1, natural 10 succeeds', () => {
    const r = resolveSave(10, 11, [{ source: 'item', value: 1 }]);
    expect(r).toMatchObject({ success: true, need: 11, total: 11 });
    expect(resolveSave(9, 11, [{ source: 'item', value: 1 }]).success).toBe(false);
  });

  it('2E-SAVE-07 Wisdom vs mental attacks, Dexterity vs dodgeable ones', () => {
    expect(saveModifiers({ mental: true, wisdomBonus: 2 })).toEqual([
      { source: '2E-SAVE-07.wis', value: 2 },
    ]);
    expect(saveModifiers({ mental: false, wisdomBonus: 2 })).toEqual([]);
    expect(saveModifiers({ dodgeable: true, dexterityBonus: 3 })).toEqual([
      { source: '2E-SAVE-07.dex', value: 3 },
    ]);
  });

  it('2E-SAVE-08 rings and cloaks of protection add to saves', () => {
    expect(saveModifiers({ itemBonus: 1 })).toEqual([{ source: '2E-SAVE-08', value: 1 }]);
  });

  it('2E-SAVE-09 magic armor helps only against physical effects', () => {
    expect(saveModifiers({ physical: true, magicArmorBonus: 2 })).toEqual([
      { source: '2E-SAVE-09', value: 2 },
    ]);
    expect(
      saveModifiers({ physical: true, magicArmorBonus: 2, gasPoisonMentalOrHarmless: true }),
    ).toEqual([]);
    expect(saveModifiers({ physical: false, magicArmorBonus: 2 })).toEqual([]);
  });

  it('2E-SAVE-10 a spell or item may impose a save penalty', () => {
    expect(saveModifiers({ effectModifier: -4 })).toEqual([{ source: '2E-SAVE-10', value: -4 }]);
  });

  it('2E-SAVE-11 weak poisons give a save bonus', () => {
    expect(saveModifiers({ weakPoisonBonus: 4 })).toEqual([{ source: '2E-SAVE-11', value: 4 }]);
  });

  it('2E-SAVE-12 cover bonus against physical-damage spells', () => {
    expect(saveModifiers({ coverBonus: 10 })).toEqual([{ source: '2E-SAVE-12', value: 10 }]);
  });

  it('2E-SAVE-13 DM modifier for unforeseen situations (±3 in an evil temple)', () => {
    expect(resolveSave(9, 12, saveModifiers({ dmModifier: 3 })).success).toBe(true);
    expect(resolveSave(14, 12, saveModifiers({ dmModifier: -3 })).success).toBe(false);
  });
});

describe('§12 magic resistance', () => {
  it('2E-MR-01 MR is innate and always on; a creature may lower it', () => {
    expect(ownMagicResistance(35)).toBe(35);
    expect(ownMagicResistance(35, true)).toBe(0);
    expect(
      magicResistanceApplies({
        source: 'spell',
        affectsDirectly: true,
        reach: 'individual',
        lowered: true,
      }),
    ).toBe(false);
  });

  it('2E-MR-02 MR is personal and not shared', () => {
    expect(ownMagicResistance(undefined)).toBe(0);
  });

  it('2E-MR-03 d100 ≤ MR: no effect; higher: normal effect and saves', () => {
    expect(magicResisted(35, 35)).toBe(true);
    expect(magicResisted(36, 35)).toBe(false);
    expect(magicResisted(1, 0)).toBe(false);
  });

  it('2E-MR-04 not against magic weapons, indirect forces, or its own powers', () => {
    expect(
      magicResistanceApplies({ source: 'magicWeapon', affectsDirectly: true, reach: 'individual' }),
    ).toBe(false);
    expect(
      magicResistanceApplies({ source: 'indirectForce', affectsDirectly: false, reach: 'area' }),
    ).toBe(false);
    expect(
      magicResistanceApplies({ source: 'ownPower', affectsDirectly: true, reach: 'individual' }),
    ).toBe(false);
    expect(
      magicResistanceApplies({ source: 'spellLike', affectsDirectly: true, reach: 'individual' }),
    ).toBe(true);
  });

  it('2E-MR-05 only spells that affect the creature directly (fireball yes, earthquake fissure no)', () => {
    expect(magicResistanceApplies({ source: 'spell', affectsDirectly: true, reach: 'area' })).toBe(
      true,
    );
    expect(magicResistanceApplies({ source: 'spell', affectsDirectly: false, reach: 'area' })).toBe(
      false,
    );
  });

  it('2E-MR-06 PCs normally have no MR', () => {
    expect(ownMagicResistance(undefined)).toBe(0);
  });

  it('2E-MR-07 results by spell kind', () => {
    expect(mrSuccessEffect('individual', 1)).toBe('spellCancelled');
    expect(mrSuccessEffect('individual', 4)).toBe('unaffected');
    expect(mrSuccessEffect('area')).toBe('ignoresArea');
    expect(mrSuccessEffect('inPlace')).toBe('spellCollapses');
    expect(mrSuccessEffect('permanent')).toBe('suppressedWhileInside');
    expect(
      magicResistanceApplies({
        source: 'spell',
        affectsDirectly: true,
        reach: 'inPlace',
        inArea: true,
        wouldAffect: false,
      }),
    ).toBe(false);
    expect(
      magicResistanceApplies({
        source: 'spell',
        affectsDirectly: true,
        reach: 'inPlace',
        inArea: true,
        wouldAffect: true,
      }),
    ).toBe(true);
    expect(
      resolveMultiTargetMr([
        { id: 'a', mr: 0 },
        { id: 'b', mr: 50, d100: 20 },
        { id: 'c', mr: 0 },
        { id: 'd', mr: 0 },
      ]),
    ).toEqual({
      affected: ['a', 'c', 'd'],
      resisted: ['b'],
    });
  });
});

describe('§13 turning undead', () => {
  it('2E-TURN-01 priests and paladins turn; druids cannot', () => {
    expect(
      mayAttemptTurn({
        kind: 'druid',
        attemptedThisEncounter: false,
        handsFree: true,
        canSpeak: true,
      }),
    ).toBe(false);
    expect(
      resolveTurning(
        { kind: 'druid', level: 9, groups: [{ key: 's', row: 'skeleton', count: 3 }] },
        roller({}),
      ).canTurn,
    ).toBe(false);
  });

  it('2E-TURN-02 a paladin turns as a priest two levels lower', () => {
    expect(effectiveTurnLevel('paladin', 5)).toBe(3);
    const r = resolveTurning(
      { kind: 'paladin', level: 5, groups: [{ key: 'z', row: 'zombie', count: 2 }] },
      roller({ turnUndead: [7], turnCount: [1, 1] }),
    );
    expect(r.results[0]).toMatchObject({ cell: 7, success: true, affected: 2 });
    expect(
      resolveTurning(
        { kind: 'paladin', level: 2, groups: [{ key: 's', row: 'skeleton', count: 1 }] },
        roller({}),
      ).canTurn,
    ).toBe(false);
  });

  it('2E-TURN-03 one attempt per character per encounter', () => {
    expect(
      mayAttemptTurn({
        kind: 'priest',
        attemptedThisEncounter: true,
        handsFree: true,
        canSpeak: true,
      }),
    ).toBe(false);
    expect(
      mayAttemptTurn({
        kind: 'priest',
        attemptedThisEncounter: false,
        handsFree: true,
        canSpeak: true,
      }),
    ).toBe(true);
  });

  it('2E-TURN-04 needs free hands and speech', () => {
    expect(
      mayAttemptTurn({
        kind: 'priest',
        attemptedThisEncounter: false,
        handsFree: false,
        canSpeak: true,
      }),
    ).toBe(false);
    expect(
      mayAttemptTurn({
        kind: 'paladin',
        attemptedThisEncounter: false,
        handsFree: true,
        canSpeak: false,
      }),
    ).toBe(false);
  });

  it('2E-TURN-05 one d20 for all types; 2d6 affected, fewest HD first; D* adds 2d4 turned', () => {
    const r = resolveTurning(
      {
        kind: 'priest',
        level: 8,
        groups: [
          { key: 'zombies', row: 'zombie', count: 6 },
          { key: 'skeletons', row: 'skeleton', count: 5 },
          { key: 'wights', row: 'wight', count: 2 },
        ],
      },
      roller({ turnUndead: [2], turnCount: [3, 4], 'turnExtra.skeletons': [1, 1] }),
    );
    expect(r.roll?.total).toBe(2);
    // skeletons first: D* destroys 5 of the pool of 7, then 2d4 more turned (none left)
    expect(r.results.map((x) => [x.key, x.cell, x.effect, x.affected, x.extraTurned])).toEqual([
      ['skeletons', 'D*', 'destroyed', 5, 0],
      ['zombies', 'D', 'destroyed', 2, 0],
      ['wights', 'T', 'turned', 0, 0],
    ]);
  });

  it('2E-TURN-06 undead under orders step back', () => {
    expect(turnedBehavior(false, true)).toBe('stepBack');
  });

  it('2E-TURN-07 free-willed undead flee, or hover at least 10 ft away', () => {
    expect(turnedBehavior(true, true)).toBe('flee');
    expect(turnedBehavior(true, false)).toBe('hover10ft');
  });

  it('2E-TURN-08 forcing a turned free-willed undead within 10 ft breaks the turning', () => {
    expect(turningBroken(true, 5)).toBe(true);
    expect(turningBroken(true, 10)).toBe(false);
    expect(turningBroken(false, 5)).toBe(false);
  });

  it('2E-TURN-09 evil priests command (T → obeys, D → subservient), at most 12', () => {
    expect(MAX_COMMANDED_UNDEAD).toBe(12);
    const r = resolveTurning(
      {
        kind: 'evilPriest',
        level: 7,
        groups: [
          { key: 'skel', row: 'skeleton', count: 20 },
          { key: 'wight', row: 'wight', count: 3 },
        ],
      },
      roller({ turnUndead: [5], turnCount: [6, 6] }),
    );
    expect(r.results[0]).toMatchObject({ effect: 'subservient', affected: 12 });
    expect(r.results[1]).toMatchObject({ effect: 'commanded', affected: 0, success: true });
  });

  it('2E-TURN-10 evil priests turn paladins three levels lower, level as HD, D counts as T', () => {
    expect(effectiveTurnLevel('evilPriest', 7, true)).toBe(4);
    const r = resolveTurning(
      {
        kind: 'evilPriest',
        level: 7,
        groups: [paladinAsUndead('p7', 7), paladinAsUndead('p8', 8)],
      },
      roller({ turnUndead: [20], turnCount: [1, 1] }),
    );
    expect(r.results.map((x) => [x.key, x.cell, x.success])).toEqual([
      ['p7', 20, true],
      ['p8', '--', false],
    ]);
    const strong = resolveTurning(
      { kind: 'evilPriest', level: 14, groups: [paladinAsUndead('p1', 1)] },
      roller({ turnUndead: [1], turnCount: [1, 1] }),
    );
    expect(strong.results[0]).toMatchObject({ cell: 'T', effect: 'turned' });
  });
});

describe('§14-15 damage and special damage', () => {
  it('2E-DMG-03 each hit rolls the weapon damage for the target size', () => {
    expect(hitDamage(7)).toBe(7);
  });

  it('2E-DMG-04 bonuses add, penalties subtract, at least 1 on a hit', () => {
    expect(hitDamage(3, 4)).toBe(7);
    expect(hitDamage(1, -3)).toBe(1);
  });

  it('2E-DMG-05 multipliers apply to the dice only', () => {
    expect(hitDamage(5, 2, 2)).toBe(12);
    expect(hitDamage(7, 1, 2)).toBe(15);
  });

  it('2E-FALL-01 1d6 per 10 ft, max 20d6', () => {
    expect([9, 10, 60, 200, 500].map(fallingDice)).toEqual([0, 1, 6, 20, 20]);
    expect(fallingNotation(60)).toBe('6d6');
    expect(fallingNotation(5)).toBeNull();
  });

  it('2E-FALL-02 just roll the dice: damage = sum of the d6s', () => {
    const r = roller({ falling: [1, 2, 3] }).roll(fallingNotation(30) as string, 'falling');
    expect(r.total).toBe(6);
  });

  it('2E-PARA-01 paralysis: no moving or speaking; thought-driven powers remain', () => {
    expect(PARALYSIS_ALLOWS).toMatchObject({
      move: false,
      speak: false,
      breatheThinkSeeHear: true,
      useMagicItemsByThought: true,
    });
  });

  it('2E-PARA-02 only gross motor functions: innate powers work but cannot be aimed by moving', () => {
    expect(PARALYSIS_ALLOWS.innatePowers).toBe(true);
    expect(PARALYSIS_ALLOWS.aimGazeByTurning).toBe(false);
  });

  it('2E-DRAIN-01 a drain hit does normal damage and removes levels', () => {
    const cls = { key: 'fighter', level: 6, hitDie: 10 };
    const r = applyDrain(
      cls,
      2,
      0,
      roller({ 'drainHitDie.fighter.6': [5], 'drainHitDie.fighter.5': [3] }),
    );
    expect(r).toMatchObject({ newLevel: 4, maxHpLoss: 8 });
  });

  it('2E-DRAIN-02 roll the Hit Die + Con bonus per level, or subtract the fixed HP', () => {
    const cls = { key: 'fighter', level: 10, hitDie: 10, fixedHpByLevel: { 10: 3 } };
    expect(applyDrain(cls, 1, 2, roller({})).maxHpLoss).toBe(3);
    const r = applyDrain(
      { key: 'f', level: 6, hitDie: 10 },
      1,
      2,
      roller({ 'drainHitDie.f.6': [7] }),
    );
    expect(r.maxHpLoss).toBe(9);
  });

  it('2E-DRAIN-03 XP halfway between the new level minimum and the next', () => {
    expect(xpAfterDrain(16000, 32000)).toBe(24000);
  });

  it('2E-DRAIN-04 multi-class loses the highest level first; ties: the class needing more XP', () => {
    const f = { key: 'fighter', level: 5, hitDie: 10, xpTable: [0, 0, 2000, 4000, 8000, 16000] };
    const m = { key: 'mage', level: 5, hitDie: 4, xpTable: [0, 0, 2500, 5000, 10000, 20000] };
    const t = { key: 'thief', level: 6, hitDie: 6 };
    expect(classToDrain([f, t])?.key).toBe('thief');
    expect(classToDrain([f, m])?.key).toBe('mage');
  });

  it('2E-DRAIN-06 level 0 with HP left: a normal person; drained again at 0: dead', () => {
    expect(drainFate(1, 1, 5)).toBe('normalPerson');
    expect(drainFate(0, 1, 5)).toBe('risesAsUndead');
    expect(drainFate(0, 0, 5)).toBe('normalPerson');
    expect(drainFate(3, 1, 0)).toBe('dies');
    expect(drainFate(5, 1, 5)).toBe('continues');
  });

  it('2E-DRAIN-07 drained below 0: rises as undead with half the XP', () => {
    expect(drainFate(1, 2, 5)).toBe('risesAsUndead');
    expect(undeadXp(10001)).toBe(5000);
  });

  it('2E-POIS-01 poison uses the paralyzation/poison/death column', () => {
    expect(POISON_SAVE_CATEGORY).toBe('paralyzation');
  });

  it('2E-POIS-02 paralytic poison: 2d6 hours', () => {
    expect(POISON_DURATION.paralytic).toEqual({ dice: '2d6', unit: 'hours' });
  });

  it('2E-POIS-03 debilitating: 1d3 days, abilities and movement halved, no healing', () => {
    expect(POISON_DURATION.debilitating).toEqual({ dice: '1d3', unit: 'days' });
    expect(debilitated({ str: 17, dex: 12 }, 12)).toEqual({ scores: { str: 8, dex: 6 }, mv: 6 });
    expect(healingBlockedByPoison(['debilitating'])).toBe(true);
    expect(healingBlockedByPoison(['paralytic'])).toBe(false);
  });

  it('2E-POIS-04 heal spells do not stop poison; neutralize restores no HP', () => {
    expect(POISON_TREATMENT.healingSpell.neutralizes).toBe(false);
    expect(POISON_TREATMENT.neutralizePoison).toMatchObject({
      neutralizes: true,
      restoresHp: false,
    });
    expect(POISON_TREATMENT.slowPoison.delaysOnset).toBe(true);
  });
});

describe('§16-18 death, healing, raising', () => {
  it('2E-DEATH-01 at 0 HP the character is dead', () => {
    expect(lifeStateForHp(0, { deathsDoor: false, temporaryDamage: 0 })).toBe('dead');
    expect(lifeStateForHp(1, { deathsDoor: false, temporaryDamage: 0 })).toBe('alive');
  });

  it('2E-DEATH-02 poison stays 2d6 hours after death', () => {
    expect(POISON_AFTER_DEATH_DICE).toBe('2d6');
    expect(poisonOnRaise(1, 5, false)).toBe('saveVsPoison');
    expect(poisonOnRaise(1, 5, true)).toBe('none');
    expect(poisonOnRaise(6, 5, false)).toBe('none');
  });

  it('2E-DEATH-03 50+ from one attack calls for a save vs death; totals do not', () => {
    expect(massiveDamageSaveDue(72, true, true)).toBe(true);
    expect(massiveDamageSaveDue(50, true, true)).toBe(true);
    expect(massiveDamageSaveDue(49, true, true)).toBe(false);
    expect(massiveDamageSaveDue(53, false, true)).toBe(false);
  });

  it('2E-DEATH-04 surviving the save still dies at 0 or below', () => {
    expect(massiveDamageSaveDue(72, true, false)).toBe(false);
  });

  it('2E-DEATH-05 inescapable death ignores HP (kill outright)', () => {
    expect(lifeStateForHp(-1000, { deathsDoor: true, temporaryDamage: 0 })).toBe('dead');
  });

  it('2E-DEATH-06 death’s door: unconscious and bleeding 1/round to -10; tending stops it; cure → 1 HP', () => {
    const dd = { deathsDoor: true, temporaryDamage: 0 };
    expect(lifeStateForHp(0, dd)).toBe('dying');
    expect(lifeStateForHp(-9, dd)).toBe('dying');
    expect(lifeStateForHp(-10, dd)).toBe('dead');
    expect(lifeStateForHp(-4, { ...dd, tended: true })).toBe('unconscious');
    expect(bleedOneRound(-3, false)).toBe(-4);
    expect(bleedOneRound(-3, true)).toBe(-3);
    expect(cureAtDeathsDoor(-5, false, 8, 30)).toBe(1);
    expect(cureAtDeathsDoor(-5, true, 20, 30)).toBe(15);
  });

  it('2E-HEAL-01 never above the maximum: 27/30 healed for 8 restores 3', () => {
    expect(applyHealing(27, 30, 8)).toEqual({ hp: 30, restored: 3 });
  });

  it('2E-HEAL-02 1 HP per day of rest; strain heals nothing', () => {
    const r = naturalHealing({ hp: 10, maxHp: 40, bedRestStreak: 0 }, ['rest', 'rest', 'strain'], {
      conHpBonus: 2,
    });
    expect(r.state.hp).toBe(12);
  });

  it('2E-HEAL-03 full bed rest 3/day; each full week adds the Con bonus', () => {
    const r = naturalHealing({ hp: 10, maxHp: 40, bedRestStreak: 0 }, Array(7).fill('bedRest'), {
      conHpBonus: 2,
    });
    expect(r.state.hp).toBe(33);
    const six = naturalHealing({ hp: 10, maxHp: 40, bedRestStreak: 0 }, Array(6).fill('bedRest'), {
      conHpBonus: 2,
    });
    expect(six.state.hp).toBe(28);
    const neg = naturalHealing({ hp: 10, maxHp: 40, bedRestStreak: 0 }, Array(7).fill('bedRest'), {
      conHpBonus: -1,
    });
    expect(neg.state.hp).toBe(31); // AMB-28: negative bonuses are not applied
  });

  it('2E-HEAL-04 a day lacking food, water or sleep heals nothing', () => {
    const r = naturalHealing({ hp: 10, maxHp: 40, bedRestStreak: 0 }, ['deprived'], {
      conHpBonus: 2,
    });
    expect(r.state.hp).toBe(10);
  });

  it('2E-HEAL-07 at combat end 75% of bare-handed damage returns; debilitating poison blocks healing', () => {
    const blocked = naturalHealing({ hp: 10, maxHp: 40, bedRestStreak: 0 }, ['bedRest'], {
      conHpBonus: 0,
      blocked: true,
    });
    expect(blocked.state.hp).toBe(10);
  });

  it('2E-RAISE-02 survive on d100 ≤ resurrection survival', () => {
    expect(resurrectionSurvival(12)).toBe(85);
    expect(attemptRevival({ con: 12, startingCon: 12, revivals: 0, d100: 85 })).toMatchObject({
      survived: true,
      conAfter: 11,
    });
    expect(attemptRevival({ con: 12, startingCon: 12, revivals: 0, d100: 86 })).toMatchObject({
      survived: false,
      conAfter: 12,
    });
  });

  it('2E-RAISE-03 each revival costs 1 Con; starting Con limits the revivals', () => {
    expect(attemptRevival({ con: 9, startingCon: 12, revivals: 3, d100: 1 })).toMatchObject({
      allowed: true,
      conAfter: 8,
      revivalsAfter: 4,
    });
    expect(attemptRevival({ con: 3, startingCon: 12, revivals: 12, d100: 1 })).toMatchObject({
      allowed: false,
      survived: false,
    });
  });
});
