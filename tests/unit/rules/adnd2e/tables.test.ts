import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLASS_GROUPS,
  SAVE_PRIORITY,
  TABLE_53_THAC0,
  characterThac0,
  constitutionRow,
  creatureThac0,
  dexterityModifiers,
  parseHitDice,
  saveNumber,
  strengthModifiers,
  table58Row,
  turnCell,
  UNDEAD_ROWS,
  TURN_COLUMNS,
  monsterSaveNumber,
  weaponVsArmorModifier,
} from '../../../../shared/rules/adnd2e/tables';

describe('Table 53/54 — THAC0 (2E-ATK-10)', () => {
  it('2E-ATK-10 every 1st-level character has THAC0 20; Table 53 rows', () => {
    for (const g of CLASS_GROUPS) expect(characterThac0(g, 1)).toBe(20);
    expect(characterThac0('warrior', 7)).toBe(14);
    expect(characterThac0('priest', 20)).toBe(8);
    expect(characterThac0('rogue', 20)).toBe(11);
    expect(characterThac0('wizard', 20)).toBe(14);
    expect(characterThac0('warrior', 20)).toBe(1);
  });

  it('2E-ATK-10 the closed forms reproduce Table 53 at levels 1-20', () => {
    for (let l = 1; l <= 20; l++) {
      expect(characterThac0('warrior', l)).toBe(21 - l);
      expect(characterThac0('priest', l)).toBe(20 - 2 * Math.floor((l - 1) / 3));
      expect(characterThac0('rogue', l)).toBe(20 - Math.floor((l - 1) / 2));
      expect(characterThac0('wizard', l)).toBe(20 - Math.floor((l - 1) / 3));
      for (const g of CLASS_GROUPS) expect(characterThac0(g, l)).toBe(TABLE_53_THAC0[g][l - 1]);
    }
  });

  it('2E-ATK-10 Table 54 rates continue above level 20 (AMB-13)', () => {
    expect(characterThac0('warrior', 21)).toBe(0);
    expect(characterThac0('warrior', 25)).toBe(-4);
    expect(characterThac0('priest', 22)).toBe(6); // 2 per 3 levels
    expect(characterThac0('rogue', 21)).toBe(10); // 1 per 2 levels
    expect(characterThac0('wizard', 22)).toBe(13); // 1 per 3 levels
  });

  it('property: THAC0 never rises with level, and drops by the Table 54 rate', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLASS_GROUPS), fc.integer({ min: 1, max: 60 }), (g, l) => {
        expect(characterThac0(g, l + 1)).toBeLessThanOrEqual(characterThac0(g, l));
        expect(characterThac0(g, l) - characterThac0(g, l + 3)).toBeGreaterThanOrEqual(
          g === 'wizard' ? 1 : g === 'priest' ? 2 : 1,
        );
      }),
    );
  });

  it('2E-ATK-10 creature THAC0 by Hit Dice (DMG table)', () => {
    const t = (s: string): number => creatureThac0(parseHitDice(s) as never);
    expect(t('1/2')).toBe(20);
    expect(t('1-1')).toBe(20);
    expect(t('1')).toBe(19);
    expect(t('1+2')).toBe(19);
    expect(t('1+3')).toBe(19); // counts as 2 HD
    expect(t('2')).toBe(19);
    expect(t('3')).toBe(17);
    expect(t('4+1')).toBe(17);
    expect(t('4+3')).toBe(15); // +3 hp counts one more die
    expect(t('5')).toBe(15);
    expect(t('7')).toBe(13);
    expect(t('9')).toBe(11);
    expect(t('11')).toBe(9);
    expect(t('13')).toBe(7);
    expect(t('15')).toBe(5);
    expect(t('16')).toBe(5);
    expect(t('30')).toBe(5);
  });

  it('property: creature THAC0 never rises with Hit Dice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 2 }), (hd, mod) => {
        expect(creatureThac0({ count: hd + 1, modifier: mod })).toBeLessThanOrEqual(
          creatureThac0({ count: hd, modifier: mod }),
        );
      }),
    );
  });
});

describe('Table 60 — saving throws (2E-SAVE-01)', () => {
  it('2E-SAVE-01 rows of Table 60', () => {
    expect(SAVE_PRIORITY.map((c) => saveNumber('warrior', 9, c))).toEqual([8, 10, 9, 9, 11]);
    expect(SAVE_PRIORITY.map((c) => saveNumber('warrior', 0, c))).toEqual([16, 18, 17, 20, 19]);
    expect(SAVE_PRIORITY.map((c) => saveNumber('priest', 7, c))).toEqual([7, 11, 10, 13, 12]);
    expect(SAVE_PRIORITY.map((c) => saveNumber('rogue', 21, c))).toEqual([8, 4, 7, 11, 5]);
    expect(SAVE_PRIORITY.map((c) => saveNumber('wizard', 6, c))).toEqual([13, 9, 11, 13, 10]);
    expect(saveNumber('warrior', 17, 'breath')).toBe(4);
    expect(saveNumber('priest', 19, 'paralyzation')).toBe(2);
  });

  it('property: save numbers never rise with level', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLASS_GROUPS),
        fc.constantFrom(...SAVE_PRIORITY),
        fc.integer({ min: 0, max: 40 }),
        (g, c, l) => {
          expect(saveNumber(g, l + 1, c)).toBeLessThanOrEqual(saveNumber(g, l, c));
        },
      ),
    );
  });

  it('2E-SAVE-01 monsters save by Hit Dice (DMG): warrior rows, half HD for unintelligent other saves', () => {
    expect(
      monsterSaveNumber({ count: 6, modifier: 0 }, 'paralyzation', { intelligent: false }),
    ).toBe(11);
    expect(monsterSaveNumber({ count: 6, modifier: 0 }, 'spell', { intelligent: true })).toBe(14);
    // unintelligent 6 HD: other saves at level 3
    expect(monsterSaveNumber({ count: 6, modifier: 0 }, 'spell', { intelligent: false })).toBe(16);
    // 5+1 HD unintelligent: 5 + 1 (part of 4 hp) = 6 dice, half = 3
    expect(monsterSaveNumber({ count: 5, modifier: 1 }, 'rod', { intelligent: false })).toBe(15);
    expect(monsterSaveNumber({ count: 0.5, modifier: 0 }, 'breath', { intelligent: true })).toBe(
      20,
    );
  });
});

describe('ability tables (§19)', () => {
  it('Table 1 Strength: 18/80 is +2 hit, +4 damage; 18/00 +3/+6', () => {
    expect(strengthModifiers({ score: 18, exceptional: 80 })).toEqual({ hit: 2, damage: 4 });
    expect(strengthModifiers({ score: 18, exceptional: 100 })).toEqual({ hit: 3, damage: 6 });
    expect(strengthModifiers({ score: 18 })).toEqual({ hit: 1, damage: 2 });
    expect(strengthModifiers({ score: 3 })).toEqual({ hit: -3, damage: -1 });
    expect(strengthModifiers({ score: 12 })).toEqual({ hit: 0, damage: 0 });
    expect(strengthModifiers({ score: 25 })).toEqual({ hit: 7, damage: 14 });
  });

  it('Table 2 Dexterity reaction / missile / defensive adjustments', () => {
    expect(dexterityModifiers(16)).toEqual({ reaction: 1, missile: 1, defense: -2 });
    expect(dexterityModifiers(5)).toEqual({ reaction: -1, missile: -1, defense: 2 });
    expect(dexterityModifiers(19)).toEqual({ reaction: 3, missile: 3, defense: -4 });
    expect(dexterityModifiers(10)).toEqual({ reaction: 0, missile: 0, defense: 0 });
  });

  it('Table 3 Constitution rows', () => {
    expect(constitutionRow(12)).toMatchObject({ resurrectionSurvival: 85, systemShock: 80, hp: 0 });
    expect(constitutionRow(16)).toMatchObject({ hp: 2, resurrectionSurvival: 96 });
    expect(constitutionRow(18)).toMatchObject({ hp: 2, hpWarrior: 4, resurrectionSurvival: 100 });
    expect(constitutionRow(1)).toMatchObject({ hp: -3, systemShock: 25, resurrectionSurvival: 30 });
    expect(constitutionRow(25)).toMatchObject({ regenTurns: 1, poisonSave: 4 });
  });

  it('property: resurrection survival never falls as Con rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), (c) => {
        expect(constitutionRow(c + 1).resurrectionSurvival).toBeGreaterThanOrEqual(
          constitutionRow(c).resurrectionSurvival,
        );
      }),
    );
  });
});

describe('combat tables', () => {
  it('Table 58 row lookup clamps 20+ and below 1', () => {
    expect(table58Row(25).punch).toBe('haymaker');
    expect(table58Row(20).koPercent).toBe(10);
    expect(table58Row(-3).koPercent).toBe(25);
    expect(table58Row(0).wrestle).toBe('bearHug');
  });

  it('property: Table 61 gets easier (never harder) with turner level', () => {
    const rank = (c: ReturnType<typeof turnCell>): number =>
      c === '--' ? 100 : c === 'T' ? 0 : c === 'D' ? -1 : c === 'D*' ? -2 : c;
    fc.assert(
      fc.property(fc.constantFrom(...UNDEAD_ROWS), fc.integer({ min: 1, max: 20 }), (row, lvl) => {
        expect(rank(turnCell(row, lvl + 1))).toBeLessThanOrEqual(rank(turnCell(row, lvl)));
      }),
    );
    expect(TURN_COLUMNS).toHaveLength(12);
  });

  it('Table 52 weapon vs armor picks the best of several types', () => {
    expect(weaponVsArmorModifier(['S', 'P'], 'chain')).toBe(0);
    expect(weaponVsArmorModifier(['B'], 'chain')).toBe(-2);
    expect(weaponVsArmorModifier(['P'], 'fullPlate')).toBe(3);
    expect(
      weaponVsArmorModifier(['P'], 'fullPlate', { bronzePlateAs: 'chain', fullPlatePierce: 2 }),
    ).toBe(2);
    expect(weaponVsArmorModifier(['P'], 'padded')).toBe(-2);
    expect(weaponVsArmorModifier(['B'], 'bronzePlate')).toBe(-2);
  });
});
