// AD&D 2e and OSR combatants for the odds-of-the-fight tests: a 3rd-level fighter, a priest (a
// cure spell when his description names one) and a gnoll in 2e; a 5 HD fighter and an orc in OSR.
import type { CombatantInput } from '../../../shared';

/** A 3rd-level 2e fighter with a long sword. */
export const fighter2e = (id: string, hp = 14): CombatantInput => ({
  id,
  name: id,
  kind: 'pc',
  side: 'party',
  statblock: {
    name: id,
    classes: [{ group: 'warrior', level: 3, hitDie: 10 }],
    hp,
    ac: 4,
    attacks: [{ name: 'long sword', damage: '1d8', speed: 5, types: ['S'] }],
  },
});
/** A 3rd-level 2e priest with a mace; `description` may name his spells. */
export const priest2e = (id: string, description?: string): CombatantInput => ({
  id,
  name: id,
  kind: 'pc',
  side: 'party',
  statblock: {
    name: id,
    classes: [{ group: 'priest', level: 3, hitDie: 8 }],
    hp: 24,
    ac: 2,
    attacks: [{ name: 'mace', damage: '1d6+1', speed: 7, types: ['B'] }],
    ...(description ? { description } : {}),
  },
});
/** A 2 HD gnoll with a halberd. */
export const gnoll2e = (id: string): CombatantInput => ({
  id,
  name: `Gnoll ${id}`,
  kind: 'monster',
  side: 'foes',
  statblock: {
    name: 'Gnoll',
    hitDice: '2',
    hp: 11,
    ac: 5,
    attacks: [{ name: 'halberd', damage: '2d4', speed: 9, types: ['P'] }],
  },
});

/** A 5 HD OSR fighter. */
export const fighterOsr = (id: string): CombatantInput => ({
  id,
  name: id,
  kind: 'pc',
  side: 'party',
  statblock: {
    name: id,
    hd: '5',
    hp: 30,
    ac: 2,
    attackBonus: { melee: 4, ranged: 0 },
    damage: '1d8+1',
    movement: 120,
  },
});
/** An OSR orc (morale 8). */
export const orcOsr = (id: string, side = 'foes'): CombatantInput => ({
  id,
  name: `Orc ${id}`,
  kind: 'monster',
  side,
  statblock: { name: 'Orc', hd: '1', hp: 6, ac: 6, damage: '1d6', movement: 120, morale: 8 },
});
