import { describe, expect, it } from 'vitest';
import {
  attacksInRound,
  castingRounds,
  combatantInitiativeModifiers,
  disturbsSpell,
  halvedRate,
  initiativeScore,
  magicWeaponSpeed,
  resolvesAtEndOfRound,
  scheduleAttacks,
  sideSituationModifiers,
  weaponSpeedActive,
} from '../../../../shared/rules/adnd2e/rules/initiative';
import type { InitiativeModOptions } from '../../../../shared/rules/adnd2e/rules/initiative';
import { sumModifiers } from '../../../../shared/rules/adnd2e/rules/modifiers';
import {
  FREE_ACTIONS,
  ROUND_STEPS,
  SIMPLE_ACTIONS,
  costsAction,
  declarationComplete,
  declarationMayChange,
} from '../../../../shared/rules/adnd2e/rules/round';
import {
  DEFAULT_SURPRISE,
  freeRoundSides,
  isSurprised,
  SURPRISED_DEFENDER_ATTACK_BONUS,
} from '../../../../shared/rules/adnd2e/rules/surprise';
import {
  fleeFreeAttackers,
  fullMoveFeet,
  moveFeet,
  MOVE_ALLOWS,
} from '../../../../shared/rules/adnd2e/rules/movement';
import {
  TABLE_55_INITIATIVE,
  TABLE_56_MAGIC_ITEM,
  TABLE_56_SIZE,
} from '../../../../shared/rules/adnd2e/tables';
import { setupAttack } from '../../../../shared/rules/adnd2e/rules/attack';

const std: InitiativeModOptions = {
  mode: 'standard',
  weaponSpeed: false,
  castTimeInStandardInit: false,
};
const group: InitiativeModOptions = {
  mode: 'group',
  weaponSpeed: false,
  castTimeInStandardInit: false,
};
const indiv: InitiativeModOptions = {
  mode: 'individual',
  weaponSpeed: false,
  castTimeInStandardInit: false,
};
const score = (die: number, ...args: Parameters<typeof combatantInitiativeModifiers>) =>
  initiativeScore(die, combatantInitiativeModifiers(...args));

describe('§2 surprise', () => {
  it('2E-SURP-01 surprise is a DM-editable die roll (d10, surprised on 1-3 by default)', () => {
    expect(DEFAULT_SURPRISE).toEqual({ die: 10, surprisedOn: 3 });
    expect(isSurprised(3, 0)).toBe(true);
    expect(isSurprised(4, 0)).toBe(false);
    expect(isSurprised(4, -1)).toBe(true);
    expect(isSurprised(2, 0, { die: 6, surprisedOn: 1 })).toBe(false);
  });

  it('2E-SURP-02 the side that is not surprised gets a free round; both can be surprised', () => {
    expect(
      freeRoundSides([
        { side: 'party', surprised: false },
        { side: 'orcs', surprised: true },
      ]),
    ).toEqual(['party']);
    expect(
      freeRoundSides([
        { side: 'party', surprised: true },
        { side: 'orcs', surprised: true },
      ]),
    ).toEqual([]);
    expect(
      freeRoundSides([
        { side: 'party', surprised: false },
        { side: 'orcs', surprised: false },
      ]),
    ).toEqual([]);
  });

  it('2E-SURP-03 an attack on a surprised defender gets +1', () => {
    expect(SURPRISED_DEFENDER_ATTACK_BONUS).toBe(1);
    const s = setupAttack(
      { form: 'melee', thac0: 20, target: { ac: 5 }, situations: ['defenderSurprised'] },
      {
        weaponVsArmor: false,
        nat20Hits: true,
        nat1Misses: true,
      },
    );
    expect(s.modifiers).toContainEqual({ source: 'T51.defenderSurprised', value: 1 });
  });
});

describe('§3 the round', () => {
  it('2E-SEQ-01 one simple action per round', () => {
    for (const a of [
      'attack',
      'castSpell',
      'drinkPotion',
      'lightTorch',
      'useMagicItem',
      'move',
      'openDoor',
      'bindWounds',
      'searchBody',
      'hammerSpike',
      'recoverWeapon',
    ]) {
      expect(SIMPLE_ACTIONS).toContain(a);
      expect(costsAction(a)).toBe(true);
    }
  });

  it('2E-SEQ-02 shouting, switching weapons and dropping gear cost no action', () => {
    expect(FREE_ACTIONS).toEqual(['shout', 'switchWeapons', 'dropGear']);
    for (const a of FREE_ACTIONS) expect(costsAction(a)).toBe(false);
  });

  it('2E-SEQ-03 DM decides, players declare, initiative, resolution', () => {
    expect(ROUND_STEPS.map((s) => s.key)).toEqual([
      'dmDecides',
      'playersDeclare',
      'initiative',
      'resolve',
    ]);
  });

  it('2E-SEQ-04 against a mixed group the player names the kind of foe', () => {
    expect(declarationComplete({ combatantId: 'a', action: 'attack' }, ['goblin'])).toBe(true);
    expect(declarationComplete({ combatantId: 'a', action: 'attack' }, ['goblin', 'ogre'])).toBe(
      false,
    );
    expect(
      declarationComplete({ combatantId: 'a', action: 'attack', targetKind: 'ogre' }, [
        'goblin',
        'ogre',
      ]),
    ).toBe(true);
  });

  it('2E-SEQ-05 a declared spell cannot change once initiative is rolled', () => {
    const before = { combatantId: 'd', action: 'castSpell', spell: 'fireball' };
    expect(declarationMayChange(before, { ...before, spell: 'haste' }, false)).toBe(true);
    expect(declarationMayChange(before, { ...before, spell: 'haste' }, true)).toBe(false);
    expect(declarationMayChange(before, { combatantId: 'd', action: 'attack' }, true)).toBe(false);
    expect(
      declarationMayChange(
        { combatantId: 'r', action: 'attack' },
        { combatantId: 'r', action: 'move' },
        true,
      ),
    ).toBe(true);
  });

  it('2E-SEQ-06 a declaration may be marked rejected', () => {
    const d = { combatantId: 'x', action: 'attack', rejected: true };
    expect(d.rejected).toBe(true);
  });
});

describe('§4 initiative', () => {
  it('2E-INIT-04 Table 55 standard modifiers', () => {
    expect(TABLE_55_INITIATIVE).toEqual({
      hasted: -2,
      slowed: 2,
      higherGround: -1,
      setToReceiveCharge: -2,
      wadingOrSlippery: 2,
      wadingDeepWater: 4,
      foreignEnvironment: 6,
      hindered: 3,
      waiting: 1,
    });
  });

  it('2E-INIT-05 a side modifier counts only if every acting member meets it', () => {
    expect(sideSituationModifiers([['higherGround'], ['higherGround', 'hasted']])).toEqual([
      { source: 'T55.higherGround', value: -1 },
    ]);
    expect(sideSituationModifiers([['higherGround'], []])).toEqual([]);
  });

  it('2E-INIT-06 group initiative: side roll + own Table 55/56 modifiers', () => {
    expect(score(6, { kind: 'item', item: 'miscellaneous' }, [], group)).toBe(9);
    expect(score(5, { kind: 'natural', size: 'L' }, [], group)).toBe(11);
    expect(score(5, { kind: 'weapon', speed: 5 }, [], group)).toBe(10);
    expect(score(6, { kind: 'spell', castingTime: 3 }, [], group)).toBe(9);
    expect(TABLE_56_SIZE).toEqual({ T: 0, S: 3, M: 3, L: 6, H: 9, G: 12 });
    expect(TABLE_56_MAGIC_ITEM).toEqual({
      miscellaneous: 3,
      potion: 4,
      ring: 3,
      rod: 1,
      scroll: null,
      staff: 2,
      wand: 3,
    });
    expect(score(4, { kind: 'item', item: 'scroll', castingTime: 5 }, [], group)).toBe(9);
    expect(score(4, { kind: 'breath' }, [], group)).toBe(5);
    expect(score(4, { kind: 'innate' }, [], group)).toBe(7);
    expect(score(4, { kind: 'item', item: 'potion', override: 1 }, [], group)).toBe(5);
  });

  it('2E-INIT-07 individual initiative: own d10 + own modifiers', () => {
    expect(score(2, { kind: 'weapon', speed: 4, magicBonuses: [4] }, ['hasted'], indiv)).toBe(0);
    expect(score(9, { kind: 'spell', castingTime: 1 }, ['hasted'], indiv)).toBe(10); // no haste while casting
  });

  it('2E-INIT-08 a bare-number casting time adds to initiative; standard mode only with the setting', () => {
    expect(score(5, { kind: 'spell', castingTime: 3 }, [], std)).toBe(5);
    expect(
      score(5, { kind: 'spell', castingTime: 3 }, [], { ...std, castTimeInStandardInit: true }),
    ).toBe(8);
  });

  it('2E-INIT-09 spells of 1 round or more resolve at the end of the round; 10 minutes = 10 rounds', () => {
    expect(resolvesAtEndOfRound({ kind: 'spell', castingTime: 'rounds', rounds: 1 })).toBe(true);
    expect(resolvesAtEndOfRound({ kind: 'spell', castingTime: 3 })).toBe(false);
    expect(castingRounds(10, 'minutes')).toBe(10);
    expect(castingRounds(1, 'turns')).toBe(10);
  });

  it('2E-INIT-10 a caster struck before his spell resolves loses it (7 before 10)', () => {
    const spell = { name: 'burning hands', at: 10, roundsLeft: 1 };
    expect(disturbsSpell(spell, 7)).toBe(true);
    expect(disturbsSpell(spell, 10)).toBe(false); // simultaneous
    expect(disturbsSpell(spell, 11)).toBe(false);
    expect(disturbsSpell({ name: 'long', at: 'endOfRound', roundsLeft: 3 }, 9)).toBe(true);
  });

  it('2E-INIT-11 attacks of different forms happen together at the combatant’s initiative', () => {
    // claw/claw/bite count as one attack slot
    const s = scheduleAttacks([
      { id: 'troll', score: 7, attacks: 1 },
      { id: 'rath', score: 3, attacks: 1 },
    ]);
    expect(s.map((a) => a.id)).toEqual(['rath', 'troll']);
  });

  it('2E-INIT-12 repeated attacks: all first attacks in order, then the second attacks', () => {
    const s = scheduleAttacks([
      { id: 'fighter', score: 2, attacks: 2 },
      { id: 'goblinA', score: 5, attacks: 1 },
      { id: 'goblinB', score: 5, attacks: 1 },
      { id: 'orcFighter', score: 4, attacks: 2 },
    ]);
    expect(s.map((a) => `${a.id}#${a.attack}`)).toEqual([
      'fighter#1',
      'orcFighter#1',
      'goblinA#1',
      'goblinB#1',
      'fighter#2',
      'orcFighter#2',
    ]);
    expect([1, 2, 3, 4].map((r) => attacksInRound({ per: 3, rounds: 2 }, r))).toEqual([1, 2, 1, 2]);
  });

  it('2E-INIT-13 weapon speed is added (forced on in group/individual); natural weapons have none', () => {
    expect(weaponSpeedActive(std)).toBe(false);
    expect(weaponSpeedActive({ ...std, weaponSpeed: true })).toBe(true);
    expect(weaponSpeedActive(group)).toBe(true);
    expect(score(3, { kind: 'weapon', speed: 5 }, [], std)).toBe(3);
    expect(score(3, { kind: 'weapon', speed: 5 }, [], { ...std, weaponSpeed: true })).toBe(8);
    expect(score(3, { kind: 'natural', size: 'M' }, [], { ...std, weaponSpeed: true })).toBe(3);
  });

  it('2E-INIT-14 magic lowers speed by its bonus, the lower of two bonuses, never below 0', () => {
    expect(magicWeaponSpeed(5, [3])).toBe(2);
    expect(magicWeaponSpeed(8, [1])).toBe(7);
    expect(magicWeaponSpeed(4, [4])).toBe(0);
    expect(magicWeaponSpeed(4, [6])).toBe(0);
    expect(magicWeaponSpeed(5, [1, 3])).toBe(4);
    expect(sumModifiers([])).toBe(0);
  });
});

describe('§5 movement', () => {
  it('2E-MOVE-01 10 × MV feet per round', () => {
    expect(fullMoveFeet(9)).toBe(90);
    expect(fullMoveFeet(12)).toBe(120);
  });

  it('2E-MOVE-02 closing to melee: half the move and still attack', () => {
    expect(moveFeet(12, 'closeToMelee')).toBe(60);
    expect(MOVE_ALLOWS.closeToMelee).toBe('melee');
  });

  it('2E-MOVE-03 moving and firing: half distance, half rate (bow 2 → 1, heavy crossbow every 4th round)', () => {
    expect(moveFeet(12, 'moveAndFire')).toBe(60);
    expect(halvedRate({ per: 2, rounds: 1 })).toEqual({ per: 1, rounds: 1 });
    expect(halvedRate({ per: 1, rounds: 2 })).toEqual({ per: 1, rounds: 4 });
    expect(halvedRate({ per: 3, rounds: 1 })).toEqual({ per: 3, rounds: 2 });
  });

  it('2E-MOVE-04 charge: 1.5 × move, +2 to hit, lance doubles rolled damage', () => {
    expect(moveFeet(12, 'charge')).toBe(180);
  });

  it('2E-MOVE-05 charger loses Dex AC bonus and is 1 worse; receivers get -2 initiative', () => {
    expect(score(5, { kind: 'other' }, ['setToReceiveCharge'], indiv)).toBe(3);
  });

  it('2E-MOVE-06 withdrawal: up to 1/3 of the move', () => {
    expect(moveFeet(12, 'withdraw')).toBe(40);
    expect(moveFeet(9, 'withdraw')).toBe(30);
    expect(MOVE_ALLOWS.withdraw).toBe('none');
  });

  it('2E-MOVE-07 fleeing: full move; every melee opponent gets free rear attacks (+2, no Dex)', () => {
    expect(moveFeet(9, 'flee')).toBe(90);
    expect(fleeFreeAttackers(['orc1', 'orc2'])).toEqual(['orc1', 'orc2']);
    expect(fleeFreeAttackers(['orc1', 'orc2'], ['orc2'])).toEqual(['orc1']);
    const s = setupAttack(
      {
        form: 'melee',
        thac0: 19,
        target: { ac: 4, dexDefenseAdj: -2 },
        situations: ['rearAttack'],
      },
      { weaponVsArmor: false, nat20Hits: true, nat1Misses: true },
    );
    expect(s.ac).toBe(6);
    expect(s.modifiers).toContainEqual({ source: 'T51.rearAttack', value: 2 });
  });

  it('2E-MOVE-08 a fleeing character may be pursued: full move for the pursuer too', () => {
    expect(moveFeet(12, 'full')).toBe(120);
    expect(MOVE_ALLOWS.flee).toBe('none');
  });
});
