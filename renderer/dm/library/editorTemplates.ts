// Starting statblocks of the creature editor, one per rule system: the fields each system's
// schema requires, with ordinary values the DM overwrites.
import type { RuleSystemId } from '../../../shared/model/ids';

/** A new creature's statblock for `system`. */
export function blankStatblock(system: RuleSystemId, name: string): Record<string, unknown> {
  if (system === 'dnd5e') {
    return {
      name,
      size: 'medium',
      type: 'humanoid',
      alignment: 'unaligned',
      ac: 12,
      hp: 11,
      hitDice: '2d8+2',
      speed: { walk: 30 },
      abilities: { str: 10, dex: 12, con: 12, int: 10, wis: 10, cha: 10 },
      cr: 0.5,
      traits: [],
      actions: [
        {
          name: 'Club',
          desc: 'Melee Weapon Attack: +2 to hit, reach 5 ft., one target. Hit: 2 (1d4) bludgeoning damage.',
        },
      ],
      reactions: [],
      legendaryActions: [],
    };
  }
  if (system === 'adnd2e') {
    return {
      name,
      hitDice: '1',
      ac: 7,
      // No THAC0: the DMG table gives it from the Hit Dice until the DM types one.
      attacks: [{ name: 'Weapon', damage: '1d6', kind: 'melee' }],
      movement: { base: 12 },
      morale: 10,
      size: 'M',
      xp: 15,
    };
  }
  return {
    name,
    hd: '1',
    ac: 7,
    attackBonus: { melee: 1, ranged: 1 },
    damage: '1d6',
    movement: 120,
    morale: 8,
    saves: {},
    special: [],
  };
}

/** Field of the level shown in the editor's quick fields, by system. */
export function levelField(system: RuleSystemId): 'cr' | 'hitDice' | 'hd' {
  return system === 'dnd5e' ? 'cr' : system === 'adnd2e' ? 'hitDice' : 'hd';
}
