// Statblocks and encounter setups for the odds-of-the-fight tests and benchmark: SRD goblin and
// ogre, a level-5 fighter (Extra Attack as a two-attack Multiattack) and a level-5 cleric.
import type { CombatantInput } from '../../../shared';
import type { BuiltSetup } from '../../../shared/sim';

const abilities = (
  str: number,
  dex: number,
  con: number,
  int: number,
  wis: number,
  cha: number,
) => ({
  str,
  dex,
  con,
  int,
  wis,
  cha,
});

export const goblin = {
  name: 'Goblin',
  size: 'small',
  ac: 15,
  hp: 7,
  hitDice: '2d6',
  abilities: abilities(8, 14, 10, 10, 8, 8),
  actions: [
    {
      name: 'Scimitar',
      desc: 'Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage.',
      attackBonus: 4,
      damage: [{ dice: '1d6+2', type: 'slashing' }],
    },
    {
      name: 'Shortbow',
      desc: 'Ranged Weapon Attack: +4 to hit, range 80/320 ft., one target. Hit: 5 (1d6 + 2) piercing damage.',
      attackBonus: 4,
      damage: [{ dice: '1d6+2', type: 'piercing' }],
    },
  ],
};

export const ogre = {
  name: 'Ogre',
  size: 'large',
  ac: 11,
  hp: 59,
  hitDice: '7d10+21',
  abilities: abilities(19, 8, 16, 5, 7, 7),
  actions: [
    {
      name: 'Greatclub',
      desc: 'Melee Weapon Attack: +6 to hit, reach 5 ft., one target. Hit: 13 (2d8 + 4) bludgeoning damage.',
      attackBonus: 6,
      damage: [{ dice: '2d8+4', type: 'bludgeoning' }],
    },
    {
      name: 'Javelin',
      desc: 'Ranged Weapon Attack: +6 to hit, range 30/120 ft., one target. Hit: 11 (2d6 + 4) piercing damage.',
      attackBonus: 6,
      damage: [{ dice: '2d6+4', type: 'piercing' }],
    },
  ],
};

export const fighter = {
  name: 'Fighter',
  size: 'medium',
  ac: 18,
  hp: 44,
  abilities: abilities(18, 12, 14, 10, 12, 10),
  actions: [
    { name: 'Multiattack', desc: 'The fighter makes two attacks.' },
    {
      name: 'Longsword',
      desc: 'Melee Weapon Attack: +7 to hit, reach 5 ft., one target.',
      attackBonus: 7,
      damage: [{ dice: '1d8+4', type: 'slashing' }],
    },
  ],
};

export const cleric = {
  name: 'Cleric',
  size: 'medium',
  ac: 18,
  hp: 38,
  abilities: abilities(14, 10, 14, 10, 16, 12),
  actions: [
    {
      name: 'Mace',
      desc: 'Melee Weapon Attack: +5 to hit, reach 5 ft., one target.',
      attackBonus: 5,
      damage: [{ dice: '1d6+2', type: 'bludgeoning' }],
    },
  ],
  spellcasting: [
    {
      name: 'Spellcasting',
      ability: 'wis',
      saveDc: 13,
      attackBonus: 5,
      level: 5,
      slots: { '1': 4, '2': 3, '3': 2 },
      spells: [{ level: 1, names: ['cure wounds', 'bless'] }],
    },
  ],
};

/** `count` combatants of a statblock on a side. */
export function many(
  prefix: string,
  statblock: object,
  count: number,
  kind: 'pc' | 'monster',
): CombatantInput[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    name: `${(statblock as { name: string }).name} ${i + 1}`,
    kind,
    side: kind === 'pc' ? 'party' : 'foes',
    statblock: statblock as CombatantInput['statblock'],
  }));
}

/** Four level-5 PCs (three fighters, a cleric) against `foes`. */
export function partyAgainst(foes: CombatantInput[]): BuiltSetup {
  return {
    system: 'dnd5e',
    combatants: [...many('pc', fighter, 3, 'pc'), ...many('cl', cleric, 1, 'pc'), ...foes],
  };
}
