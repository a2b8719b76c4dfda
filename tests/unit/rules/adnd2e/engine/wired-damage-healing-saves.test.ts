// Damage, healing and save numbers asserted through createEncounter + dispatch: damage
// accumulates (2E-DEF-04, 2E-DMG-02), healing is capped and useless on the dead (2E-HEAL-01,
// -05, -06, 2E-RAISE-01), and the save command reads Table 60 (2E-SAVE-01).
import { describe, expect, it } from 'vitest';
import { encounter, monster, ofType, pc } from '../helpers';

describe('2e damage through dispatch', () => {
  it('2E-DEF-04 damage is subtracted from current HP: 16 - 5 = 11', () => {
    const run = encounter([pc('a', [{ group: 'warrior', level: 2 }], { hp: 16 })]);
    run.do({ type: 'damage', targetIds: ['a'], amount: 5 });
    expect(run.c('a').hp).toBe(11);
  });

  it('2E-DMG-01 hit points are abstract: an ogre hit on the head for 8 simply loses 8 (20 → 12)', () => {
    const ogre = encounter([monster('o', '4+1', { hp: 20 })]);
    const ev = ogre.do({ type: 'damage', targetIds: ['o'], amount: 8 });
    expect(ofType(ev, 'adnd2e.damaged')[0]).toMatchObject({ amount: 8, hp: 12 });
    expect(ogre.c('o').hp).toBe(12);
  });

  it('2E-DMG-02 damage accumulates: Quell (16 HP) takes 3, then 7 → 10 damage, 6 HP left', () => {
    const run = encounter([pc('quell', [{ group: 'warrior', level: 2 }], { hp: 16 })]);
    run.do({ type: 'damage', targetIds: ['quell'], amount: 3 });
    expect(run.c('quell').hp).toBe(13);
    run.do({ type: 'damage', targetIds: ['quell'], amount: 7 });
    expect(run.c('quell').hp).toBe(6);
    expect(run.c('quell').maxHp - run.c('quell').hp).toBe(10);
  });
});

describe('2e healing through dispatch', () => {
  it('2E-HEAL-01 max 30, takes 2 then 1 (HP 27), a cure for 8 → 30: only 3 restored', () => {
    const run = encounter([pc('p', [{ group: 'priest', level: 5 }], { hp: 30 })]);
    run.do({ type: 'damage', targetIds: ['p'], amount: 2 });
    run.do({ type: 'damage', targetIds: ['p'], amount: 1 });
    expect(run.c('p').hp).toBe(27);
    const ev = run.do({ type: 'heal', targetIds: ['p'], amount: 8 });
    expect(ofType(ev, 'adnd2e.healed')[0]).toMatchObject({ amount: 8, restored: 3, hp: 30 });
    expect(run.c('p').hp).toBe(30);
  });

  it('2E-HEAL-05 magical healing is instant and capped; it heals a foe as well: 5 + 8 → 13, 5 + 8 of 10 → 10', () => {
    const run = encounter([
      pc('p', [{ group: 'warrior', level: 3 }], { hp: 20 }),
      monster('orc', '2', { hp: 10 }),
    ]);
    run.do({ type: 'damage', targetIds: ['p'], amount: 15 });
    run.do({ type: 'damage', targetIds: ['orc'], amount: 5 });
    run.do({ type: 'heal', targetIds: ['p', 'orc'], amount: 8 });
    expect(run.c('p').hp).toBe(13);
    expect(run.c('orc').hp).toBe(10);
  });

  it('2E-HEAL-06 a proficiency’s small benefit adds like healing: 5 + 1 → 6', () => {
    const run = encounter([pc('p', [{ group: 'rogue', level: 2 }], { hp: 20 })]);
    run.do({ type: 'damage', targetIds: ['p'], amount: 15 });
    run.do({ type: 'heal', targetIds: ['p'], amount: 1 });
    expect(run.c('p').hp).toBe(6);
  });

  it('2E-RAISE-01 cures do nothing to the dead: HP -3 stays -3', () => {
    const run = encounter([pc('p', [{ group: 'warrior', level: 3 }], { hp: 20 })]);
    run.do({ type: 'damage', targetIds: ['p'], amount: 23 });
    expect(run.sys('p').life).toBe('dead');
    const ev = run.do({ type: 'heal', targetIds: ['p'], amount: 8 });
    expect(ofType(ev, 'adnd2e.healed')).toHaveLength(0);
    expect(ofType(ev, 'reminder')[0]).toMatchObject({
      key: 'adnd2e:reminders.healNoEffectOnDead',
    });
    expect(run.c('p').hp).toBe(-3);
    const zero = encounter([pc('z', [{ group: 'priest', level: 5 }], { hp: 30 })]);
    zero.do({ type: 'damage', targetIds: ['z'], amount: 30 });
    zero.do({ type: 'heal', targetIds: ['z'], amount: 10 });
    expect(zero.sys('z').life).toBe('dead');
    expect(zero.c('z').hp).toBe(0);
  });
});

describe('2e save numbers through dispatch', () => {
  const categories = ['paralyzation', 'rod', 'petrification', 'breath', 'spell'] as const;
  const need = (group: string, level: number): number[] => {
    const run = encounter([pc('x', [{ group, level }], { hp: 10 })]);
    return categories.map((category) => {
      const ev = run.do({
        type: 'save',
        combatantId: 'x',
        categories: [category],
        typedRolls: { save: [10] },
      });
      const rolled = ofType(ev, 'adnd2e.saveRolled')[0] as Record<string, unknown>;
      expect(rolled.category).toBe(category);
      return rolled.need as number;
    });
  };

  it('2E-SAVE-01 Table 60: the five numbers of a group and level', () => {
    expect(need('warrior', 0)).toEqual([16, 18, 17, 20, 19]);
    expect(need('warrior', 1)).toEqual([14, 16, 15, 17, 17]);
    expect(need('warrior', 17)).toEqual([3, 5, 4, 4, 6]);
    expect(need('priest', 7)).toEqual([7, 11, 10, 13, 12]);
    expect(need('rogue', 5)).toEqual([12, 12, 11, 15, 13]);
    expect(need('wizard', 6)).toEqual([13, 9, 11, 13, 10]);
    expect(need('wizard', 21)).toEqual([8, 3, 5, 7, 4]);
  });

  it('2E-SAVE-01 the roll must be at least the save number: 14 saves vs. 14, 13 fails', () => {
    const run = encounter([pc('f', [{ group: 'warrior', level: 1 }], { hp: 10 })]);
    const ok = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['paralyzation'],
      typedRolls: { save: [14] },
    });
    expect(ofType(ok, 'adnd2e.saveRolled')[0]).toMatchObject({ need: 14, success: true });
    const no = run.do({
      type: 'save',
      combatantId: 'f',
      categories: ['paralyzation'],
      typedRolls: { save: [13] },
    });
    expect(ofType(no, 'adnd2e.saveRolled')[0]).toMatchObject({ need: 14, success: false });
  });
});
