// The 5e attack form with an attacker that has a statblock, on main's real core: picking one of
// its attacks fills in the bonus, melee and damage as the statblock card's one-click attack sends
// them; typed dice still go along. Driven from the keyboard; the exact command sent is checked.
import { afterEach, describe, expect, it } from 'vitest';
import { closeFightScreens, openFightScreen, type FightScreen } from '../support/fightScreen';
import { SCREEN_TEST_MS, until } from '../support/until';
import { typeInto } from '../support/mountPage';
import { press, submit, choose } from '../support/keyboard';

afterEach(closeFightScreens);

/** The SRD goblin's statblock, with a second attack of two damage types. */
const GOBLIN = {
  schemaVersion: 2,
  name: 'Goblin',
  size: 'small',
  type: 'humanoid',
  alignment: 'neutral evil',
  ac: 15,
  hp: 7,
  hitDice: '2d6',
  speed: { walk: 30 },
  abilities: { str: 8, dex: 14, con: 10, int: 10, wis: 8, cha: 8 },
  cr: 0.25,
  actions: [
    {
      name: 'Scimitar',
      desc: 'Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage.',
      attackBonus: 4,
      damage: [{ dice: '1d6+2', type: 'slashing' }],
    },
    {
      name: 'Venom Shortbow',
      desc: 'Ranged Weapon Attack: +4 to hit, range 80/320 ft., one target. Hit: 5 (1d6 + 2) piercing damage plus 3 (1d6) poison damage.',
      attackBonus: 4,
      damage: [
        { dice: '1d6+2', type: 'piercing' },
        { dice: '1d6', type: 'poison' },
      ],
    },
  ],
};

/** The goblin's turn against Tordek. */
function fight(): Promise<FightScreen> {
  return openFightScreen({
    creatures: [
      { id: 'hero', name: 'Tordek', kind: 'pc', maxHp: 30, ac: 16 },
      { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 15, statblock: GOBLIN },
    ],
    initiative: { gob: 20, hero: 5 },
    turn: 'Goblin',
  });
}

describe('5e attack form: statblock attacks', { timeout: SCREEN_TEST_MS }, () => {
  it('fills in the statblock attack and sends it with the typed dice', async () => {
    const { dm, sent } = await fight();
    press('j');
    press('D', true);
    expect(dm.one('action-targets').textContent).toContain('Tordek');
    choose(dm.one('attack-statblock'), '0');
    expect((dm.one('attack-bonus') as HTMLInputElement).value).toBe('4');
    expect((dm.one('attack-dice') as HTMLInputElement).value).toBe('1d6+2');
    expect((dm.one('attack-damage-type') as HTMLSelectElement).value).toBe('slashing');
    // 15 + 4 = 19 hits AC 16; 5 damage is a 3 on the d6 plus 2.
    typeInto(dm.one('attack-d20'), '15');
    typeInto(dm.one('attack-damage-roll'), '5');
    submit(dm.one('attack-form'));
    await until(() => expect(dm.all('attack-form')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({
      type: 'attack',
      attackerId: 'gob',
      targetId: 'hero',
      attackBonus: 4,
      melee: true,
      withinFiveFeet: true,
      damage: [{ dice: '1d6+2', type: 'slashing' }],
      typedRolls: { attack: [15], damage: [3] },
    });
    await until(() => expect(dm.one('selected-hp').textContent).toBe('25'));
  });

  it('sends every damage part of a ranged statblock attack, and forgets them for typed numbers', async () => {
    const { dm, sent } = await fight();
    press('j');
    press('D', true);
    choose(dm.one('attack-statblock'), '1');
    expect((dm.one('attack-melee') as HTMLSelectElement).value).toBe('ranged');
    expect(dm.one('attack-extra-damage').textContent).toContain('1d6');
    typeInto(dm.one('attack-d20'), '15');
    submit(dm.one('attack-form'));
    await until(() => expect(dm.all('attack-form')).toHaveLength(0));
    expect(sent.at(-1)).toEqual({
      type: 'attack',
      attackerId: 'gob',
      targetId: 'hero',
      attackBonus: 4,
      melee: false,
      damage: [
        { dice: '1d6+2', type: 'piercing' },
        { dice: '1d6', type: 'poison' },
      ],
      typedRolls: { attack: [15] },
    });
    press('D', true);
    choose(dm.one('attack-statblock'), '1');
    choose(dm.one('attack-statblock'), '');
    expect(dm.all('attack-extra-damage')).toHaveLength(0);
  });
});
