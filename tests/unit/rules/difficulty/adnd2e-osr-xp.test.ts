// 2e creature XP [not in seed: DMG ch. 8, Tables 31–32] and OSR monster XP [not in seed: B/X
// "Experience Points for Monsters"]: table values and worked examples by hand.
import { describe, expect, it } from 'vitest';
import { encounterDifficulty, xpBasis2e } from '../../../../shared/rules/difficulty';
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
    // A special attack the table does not list is its "special non-magical attack form, unlisted".
    expect(adnd2ePowers({ specialAttacks: ['Ряд ударов'] })).toEqual(['specialAttack']);
    expect(adnd2ePowers({ specialAttacks: ['Укус с ядом'] })).toEqual(['poison']);
  });

  it('has all 29 rows of Table 32 with their Hit Dice, in the DMG order', () => {
    expect(Object.entries(TABLE_32_HIT_DICE_MODIFIERS)).toEqual([
      ['ac0OrBetter', 1],
      ['bloodDrain', 1],
      ['breathWeapon', 2],
      ['disease', 1],
      ['energyDrain', 3],
      ['flies', 1],
      ['fourOrMoreAttacks', 1],
      ['extraHitPoints', 1],
      ['highIntelligence', 1],
      ['hitOnlyByMagic', 1],
      ['spellImmunity', 1],
      ['weaponImmunity', 1],
      ['invisible', 1],
      ['lowLevelSpells', 1],
      ['highLevelSpells', 2],
      ['magicResistance', 2],
      ['missileWeapons', 1],
      ['multipleAttacks30', 2],
      ['paralysis', 2],
      ['petrification', 3],
      ['poison', 2],
      ['magicalItems', 1],
      ['regeneration', 1],
      ['singleAttack20', 2],
      ['specialDefense', 1],
      ['specialMagicalAttack', 2],
      ['specialAttack', 1],
      ['swallowWhole', 2],
      ['fear', 2],
    ]);
  });

  it('a green slime (2 HD + 3: an unlisted non-magical attack, immune to spells and weapons) is worth 175 XP', () => {
    const slime = {
      name: 'Green slime',
      hitDice: '2',
      ac: 9,
      specialAttacks: ['Turns flesh into green slime'],
      specialDefenses: ['Immune to most spells and weapons'],
    };
    expect(adnd2ePowers(slime).sort()).toEqual(
      ['specialAttack', 'spellImmunity', 'weaponImmunity'].sort(),
    );
    expect(
      encounterDifficulty('adnd2e', [{ level: 1 }], [{ statblock: slime }]).report,
    ).toMatchObject({ xp: 175 });
  });

  it('the DMG example fight: three orcs, a rust monster and a green slime are 640 XP', () => {
    const result = encounterDifficulty(
      'adnd2e',
      [{ level: 1 }, { level: 1 }],
      [
        ...[1, 2, 3].map(() => ({
          statblock: { name: 'Orc', hitDice: '1', specialAttacks: ['Nil'] },
        })),
        { statblock: { name: 'Rust monster', hitDice: '5', specialAttacks: ['Rusts metal'] } },
        {
          statblock: {
            name: 'Green slime',
            hitDice: '2',
            specialAttacks: ['Turns flesh into green slime'],
            specialDefenses: ['Immune to most spells and weapons'],
          },
        },
      ],
    );
    expect(result.report).toMatchObject({ xp: 640, perCharacter: 320 });
  });

  it('reads the attack rows from the statblock’s numbers: four attacks, 20+ in one, 30+ in a round, missiles', () => {
    const claws = (damage: string[]) =>
      damage.map((d, i) => ({ name: `claw ${i}`, damage: d, kind: 'natural' }));
    // 1d10/1d10/2d8: three attacks, 36 at their highest
    expect(adnd2ePowers({ attacks: claws(['1d10', '1d10', '2d8']) })).toEqual([
      'multipleAttacks30',
    ]);
    // four forms, 16 in all: four attacks, not 30
    expect(adnd2ePowers({ attacks: claws(['1d4', '1d4', '1d4', '1d4']) })).toEqual([
      'fourOrMoreAttacks',
    ]);
    // a giant's club: 2d10+4 is 24 in one blow; twice a round makes 48
    expect(
      adnd2ePowers({
        attacksPerRound: { per: 2, rounds: 1 },
        attacks: [{ name: 'club', damage: '2d10', damageBonus: 4 }],
      }).sort(),
    ).toEqual(['multipleAttacks30', 'singleAttack20'].sort());
    // damage against Large creatures counts too; one attack a round is never "multiple"
    expect(
      adnd2ePowers({ attacks: [{ name: 'bite', damage: '1d6', damageLarge: '3d8' }] }),
    ).toEqual(['singleAttack20']);
    expect(adnd2ePowers({ attacks: [{ name: 'long bow', damage: '1d6', kind: 'bow' }] })).toEqual([
      'missileWeapons',
    ]);
    expect(adnd2ePowers({ attacks: [{ name: 'sword', damage: '1d8', magicBonus: 2 }] })).toEqual([
      'magicalItems',
    ]);
  });

  it('reads poison, level drain and paralysis from the attacks, and hit points above the Hit Dice', () => {
    expect(
      adnd2ePowers({
        attacks: [
          { name: 'sting', damage: '1d4', poison: { effect: 'death' } },
          { name: 'touch', damage: '1d6', drainLevels: 1 },
          { name: 'claw', damage: '1d3', rider: { condition: 'paralyzed', duration: '2d4' } },
          { name: 'slam', damage: '1d3', rider: { condition: 'stunned', duration: '1' } },
        ],
      }).sort(),
    ).toEqual(['energyDrain', 'paralysis', 'poison', 'specialAttack'].sort());
    // 4+1 Hit Dice roll at most 33
    expect(adnd2ePowers({ hitDice: '4+1', hp: 33 })).toEqual([]);
    expect(adnd2ePowers({ hitDice: '4+1', hp: 40 })).toEqual(['extraHitPoints']);
  });

  it('spells: level 2 or lower +1, level 3 or greater +2 and not both', () => {
    expect(adnd2ePowers({ specialAttacks: ['Spells'] })).toEqual(['lowLevelSpells']);
    expect(adnd2ePowers({ specialAttacks: ['Casts 2nd-level spells'] })).toEqual([
      'lowLevelSpells',
    ]);
    expect(adnd2ePowers({ specialAttacks: ['Spells as a 7th-level mage'] })).toEqual([
      'highLevelSpells',
    ]);
    expect(adnd2ePowers({ specialAttacks: ['Заклинания 3-го уровня'] })).toEqual([
      'highLevelSpells',
    ]);
    expect(adnd2ePowers({ specialAttacks: ['Закляття як жрець 3 рівня'] })).toEqual([
      'lowLevelSpells',
    ]);
    expect(adnd2ePowers({ classes: [{ group: 'wizard', level: 5 }] })).toEqual(['highLevelSpells']);
    expect(adnd2ePowers({ classes: [{ group: 'priest', level: 2 }] })).toEqual(['lowLevelSpells']);
    expect(adnd2ePowers({ classes: [{ group: 'warrior', level: 9 }] })).toEqual([]);
    // a 5 HD caster of 3rd-level spells: 5 + 2 = 7 Hit Dice, 420 XP; the +1 row is not added
    expect(creatureXp2e({ hitDice: '5', powers: ['lowLevelSpells', 'highLevelSpells'] })).toBe(420);
  });

  it('special defenses: immunities, the unlisted, and "immune to poison" is no poison attack', () => {
    expect(adnd2ePowers({ specialDefenses: ['Immune to poison'] })).toEqual(['specialDefense']);
    expect(adnd2ePowers({ specialDefenses: ['Immune to sleep and charm spells'] })).toEqual([
      'spellImmunity',
    ]);
    expect(adnd2ePowers({ specialDefenses: ['Immune to non-magical weapons'] })).toEqual([
      'hitOnlyByMagic',
    ]);
    expect(adnd2ePowers({ specialDefenses: ['Blunt weapons do half damage'] })).toEqual([
      'weaponImmunity',
    ]);
    expect(adnd2ePowers({ specialDefenses: ['Камуфляж'] })).toEqual(['specialDefense']);
    expect(adnd2ePowers({ specialDefenses: ['Иммунитет к заклинаниям сна'] })).toEqual([
      'spellImmunity',
    ]);
    expect(
      adnd2ePowers({ specialAttacks: ['Nil'], specialDefenses: ['—', 'Нет', 'Немає'] }),
    ).toEqual([]);
  });

  it('high Intelligence (13 or more) from the description', () => {
    expect(adnd2ePowers({ description: 'INTELLIGENCE: High (13-14)' })).toEqual([
      'highIntelligence',
    ]);
    expect(adnd2ePowers({ description: 'Интеллект: гениальный' })).toEqual(['highIntelligence']);
    expect(adnd2ePowers({ description: 'Int 15, chaotic evil' })).toEqual(['highIntelligence']);
    expect(adnd2ePowers({ description: 'INTELLIGENCE: Very (11-12)' })).toEqual([]);
  });

  it('xpBasis2e gives the Hit Dice and the rows counted, in the table’s order; nothing for a printed XP', () => {
    expect(
      xpBasis2e({
        name: 'Wyvern',
        hitDice: '7+7',
        movement: { base: 6, fly: 24 },
        specialAttacks: ['Poison sting', 'Casts 1st-level spells', 'Spells as a 5th-level mage'],
      }),
    ).toEqual({
      hitDice: '7+7',
      powers: [
        { key: 'flies', hitDice: 1 },
        { key: 'highLevelSpells', hitDice: 2 },
        { key: 'poison', hitDice: 2 },
      ],
    });
    expect(xpBasis2e({ name: 'Orc', hitDice: '1', xp: 15 })).toBeUndefined();
    expect(xpBasis2e({ name: 'Shade' })).toBeUndefined();
    expect(xpBasis2e({ name: 'Orc', hitDice: '1' })).toEqual({ hitDice: '1', powers: [] });
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
