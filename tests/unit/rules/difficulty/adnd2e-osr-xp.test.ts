// 2e creature XP [not in seed: DMG ch. 8, Tables 31–32] and OSR monster XP [not in seed: B/X
// "Experience Points for Monsters"]: table values and worked examples by hand.
import { describe, expect, it } from 'vitest';
import { encounterDifficulty } from '../../../../shared/rules/difficulty';
import { creatureXp2e, table31Xp } from '../../../../shared/rules/adnd2e/xp';
import { adnd2ePowers } from '../../../../shared/rules/adnd2e/xp-powers';
import {
  TABLE_31_CREATURE_XP,
  TABLE_32_HIT_DICE_MODIFIERS,
} from '../../../../shared/rules/adnd2e/tables/experience';
import { monsterXpOsr } from '../../../../shared/rules/osr/xp';
import { MONSTER_XP_BY_HIT_DICE } from '../../../../shared/rules/osr/tables/experience';

describe('2e Table 31 creature XP by Hit Dice', () => {
  it('has the printed rows', () => {
    expect(TABLE_31_CREATURE_XP.map((r) => r.xp)).toEqual([
      7, 15, 35, 65, 120, 175, 270, 420, 650, 975, 1400, 2000,
    ]);
  });

  it('reads Hit Dice with their hit-point modifiers', () => {
    expect(table31Xp(0.5, 0)).toBe(7); // kobold, 1/2 HD
    expect(table31Xp(1, -1)).toBe(15); // 1-1
    expect(table31Xp(1, 0)).toBe(15); // orc
    expect(table31Xp(1, 1)).toBe(35); // 1+1
    expect(table31Xp(3, 1)).toBe(120); // 3+1
    expect(table31Xp(10, 2)).toBe(1400); // 9+1 to 10+
    expect(table31Xp(12, 3)).toBe(2000); // 11 to 12+
    expect(table31Xp(13, 0)).toBe(3000);
    expect(table31Xp(14, 0)).toBe(4000); // 1,000 per Hit Die over 13
    expect(table31Xp(16, 4)).toBe(6000);
  });
});

describe('2e Table 32 Hit Dice value modifiers and the DMG worked examples', () => {
  it('an orc (1 HD, no powers) is worth 15 XP', () => {
    expect(creatureXp2e({ hitDice: '1' })).toBe(15);
  });

  it('a rust monster (5 HD, +2 for a special magical attack form) is worth 420 XP', () => {
    expect(TABLE_32_HIT_DICE_MODIFIERS.specialMagicalAttack).toBe(2);
    expect(creatureXp2e({ hitDice: '5', powers: ['specialMagicalAttack'] })).toBe(420);
  });

  it('a 1+1 creature with +2 Hit Dice of powers reads as 3+1: 120 XP', () => {
    expect(creatureXp2e({ hitDice: '1+1', powers: ['poison'] })).toBe(120);
  });

  it('a printed XP wins; a power named twice counts once', () => {
    expect(creatureXp2e({ xp: 270, hitDice: '4+1' })).toBe(270);
    expect(creatureXp2e({ hitDice: '2', powers: ['paralysis', 'paralysis'] })).toBe(120);
    expect(creatureXp2e({})).toBeUndefined();
  });

  it('reads the powers a statblock marks, in English, Russian and Ukrainian', () => {
    expect(
      adnd2ePowers({
        ac: -1,
        magicResistance: 20,
        movement: { base: 9, fly: 24 },
        specialAttacks: ['Breath weapon 8d10', 'Паралич при касании'],
        specialDefenses: ['Регенерація 3 хп за раунд'],
      }).sort(),
    ).toEqual(
      [
        'ac0OrBetter',
        'breathWeapon',
        'flies',
        'magicResistance',
        'paralysis',
        'regeneration',
      ].sort(),
    );
    expect(adnd2ePowers({ specialAttacks: ['Ряд ударов'] })).toEqual([]);
    expect(adnd2ePowers({ specialAttacks: ['Укус с ядом'] })).toEqual(['poison']);
  });

  it('encounterDifficulty totals the foes and shares the XP among the characters', () => {
    const result = encounterDifficulty(
      'adnd2e',
      [{ level: 1 }, { level: 1 }, { level: 1 }, { level: 1 }],
      [
        { statblock: { name: 'Rust monster', hitDice: '5', specialAttacks: ['Rusts metal'] } },
        { statblock: { name: 'Orc', hitDice: '1' } },
        { statblock: { name: 'Orc', hitDice: '1' } },
        { statblock: { name: 'Ogre', hitDice: '4+1', xp: 270 } },
        { statblock: { name: 'Shade' } },
      ],
    );
    expect(result.report).toEqual({
      characters: 4,
      monsters: 4,
      unknown: 1,
      xp: 420 + 15 + 15 + 270,
      perCharacter: 180,
    });
  });
});

describe('OSR (B/X) XP by Hit Dice with the bonus per asterisk', () => {
  it('has the printed rows', () => {
    expect(MONSTER_XP_BY_HIT_DICE.slice(0, 8).map((r) => [r.label, r.xp, r.perAsterisk])).toEqual([
      ['under 1', 5, 1],
      ['1', 10, 3],
      ['1+', 15, 4],
      ['2', 20, 5],
      ['2+', 25, 10],
      ['3', 35, 15],
      ['3+', 50, 25],
      ['4', 75, 50],
    ]);
    expect(MONSTER_XP_BY_HIT_DICE.at(-1)).toMatchObject({ xp: 2500, perAsterisk: 2000 });
  });

  it('reads classic monsters by hand', () => {
    expect(monsterXpOsr({ hd: '1/2' })).toBe(5); // kobold
    expect(monsterXpOsr({ hd: '1-1' })).toBe(5); // goblin
    expect(monsterXpOsr({ hd: '1' })).toBe(10); // orc
    expect(monsterXpOsr({ hd: '1+1' })).toBe(15); // hobgoblin
    expect(monsterXpOsr({ hd: '2*' })).toBe(25); // ghoul: 20 + 5
    expect(monsterXpOsr({ hd: '3+1' })).toBe(50); // bugbear
    expect(monsterXpOsr({ hd: '4+1' })).toBe(125); // ogre
    expect(monsterXpOsr({ hd: '3**' })).toBe(65); // 35 + 2 × 15
    expect(monsterXpOsr({ hd: '10' })).toBe(900);
    expect(monsterXpOsr({ hd: '25' })).toBe(2500);
  });

  it('without asterisks, the statblock’s special abilities count one each; a printed XP wins', () => {
    expect(monsterXpOsr({ hd: '2', specialAbilities: 1 })).toBe(25);
    expect(monsterXpOsr({ hd: '2*', specialAbilities: 3 })).toBe(25);
    expect(monsterXpOsr({ hd: '2', xp: 30 })).toBe(30);
    expect(monsterXpOsr({ hd: 'many' })).toBeUndefined();
  });

  it('encounterDifficulty: a ghoul (paralysis on hit) and three orcs for three characters', () => {
    const result = encounterDifficulty(
      'osr',
      [{ level: 1 }, { level: 1 }, { level: 1 }],
      [
        { statblock: { name: 'Ghoul', hd: '2', onHit: [{ kind: 'paralysis', duration: '2d4' }] } },
        ...[1, 2, 3].map(() => ({ statblock: { name: 'Orc', hd: '1' } })),
        { statblock: null, hd: '1+1' },
      ],
    );
    expect(result.report).toEqual({
      characters: 3,
      monsters: 5,
      unknown: 0,
      xp: 25 + 30 + 15,
      perCharacter: 23,
    });
  });
});
