// Experience for defeating creatures, as data. Neither table is in the seed (003 only names
// level drain's XP, 2E-DRAIN-03): [not in seed: AD&D 2e DMG ch. 8, Table 31 "Creature
// Experience Point Values" and Table 32 "Hit Dice Value Modifiers"]. The DMG's procedure:
// find the creature's Hit Dice, add the Hit Dice that Table 32 gives for its special powers
// ("a 1+1 Hit Die creature with +2 Hit Dice of special abilities becomes a 3+1 Hit Dice
// creature") and read the adjusted Hit Dice on Table 31. Its worked examples: an orc (1 HD) is
// worth 15 XP, a rust monster (5 HD, +2 for a special magical attack form) 420 XP, a green
// slime (2 HD increased by 3) 175 XP. A statblock's printed XP wins over this reckoning.

/** One row of Table 31: creatures of at most `upTo` adjusted Hit Dice are worth `xp`. */
export interface CreatureXpRow {
  /** The row as the DMG prints it. */
  label: string;
  /** Highest Hit Dice of the row, inclusive: n−x counts as n−0.25, n+x as n+0.5, 1/2 as 0.5. */
  upTo: number;
  xp: number;
}

/** Table 31, lowest Hit Dice first; above its last row see TABLE_31_BEYOND. */
export const TABLE_31_CREATURE_XP: readonly CreatureXpRow[] = [
  { label: 'less than 1-1', upTo: 0.5, xp: 7 },
  { label: '1-1 to 1', upTo: 1, xp: 15 },
  { label: '1+1 to 2', upTo: 2, xp: 35 },
  { label: '2+1 to 3', upTo: 3, xp: 65 },
  { label: '3+1 to 4', upTo: 4, xp: 120 },
  { label: '4+1 to 5', upTo: 5, xp: 175 },
  { label: '5+1 to 6', upTo: 6, xp: 270 },
  { label: '6+1 to 7', upTo: 7, xp: 420 },
  { label: '7+1 to 8', upTo: 8, xp: 650 },
  { label: '8+1 to 9', upTo: 9, xp: 975 },
  { label: '9+1 to 10+', upTo: 10.5, xp: 1400 },
  { label: '11 to 12+', upTo: 12.5, xp: 2000 },
];

/** Table 31's last row: 13+ Hit Dice are worth 3,000 XP plus 1,000 per Hit Die over 13. */
export const TABLE_31_BEYOND = { from: 13, xp: 3000, perHitDie: 1000 } as const;

/** Special powers of Table 32 that the tracker can tell from a statblock. */
export type HitDiceModifierKey =
  | 'ac0OrBetter'
  | 'bloodDrain'
  | 'breathWeapon'
  | 'disease'
  | 'energyDrain'
  | 'flies'
  | 'hitOnlyByMagic'
  | 'invisible'
  | 'magicResistance'
  | 'paralysis'
  | 'petrification'
  | 'poison'
  | 'regeneration'
  | 'specialMagicalAttack'
  | 'swallowWhole'
  | 'fear';

/** Table 32: Hit Dice each special power adds before Table 31 is read. */
export const TABLE_32_HIT_DICE_MODIFIERS: Readonly<Record<HitDiceModifierKey, number>> = {
  ac0OrBetter: 1,
  bloodDrain: 1,
  breathWeapon: 2,
  disease: 1,
  energyDrain: 3,
  flies: 1,
  hitOnlyByMagic: 1,
  invisible: 1,
  magicResistance: 2,
  paralysis: 2,
  petrification: 3,
  poison: 2,
  regeneration: 1,
  specialMagicalAttack: 2,
  swallowWhole: 2,
  fear: 2,
};
