// Experience for defeating creatures, as data. Neither table is in the seed (003 only names
// level drain's XP, 2E-DRAIN-03): [not in seed: AD&D 2e DMG ch. 8, Table 31 "Creature
// Experience Point Values" and Table 32 "Hit Dice Value Modifiers"]. The DMG's procedure:
// find the creature's Hit Dice, add the Hit Dice that Table 32 gives for its special powers
// ("a 1+1 Hit Die creature with +2 Hit Dice of special abilities becomes a 3+1 Hit Dice
// creature") and read the adjusted Hit Dice on Table 31. Its worked examples: an orc (1 HD) is
// worth 15 XP, a rust monster (5 HD, +2 for a special magical attack form) 420 XP, a green
// slime (2 HD increased by 3 "for a special non-magical attack form and immunity to most spells
// and weapons") 175 XP. A statblock's printed XP wins over this reckoning. Table 32 has 29 rows,
// all below, in the DMG's order; the DMG adds: "Not all powers and abilities are listed on Table
// 32. When dealing with a power not on the list, either use the special entries or compare the
// new power to one already defined."

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

/** The rows of Table 32, each a special power or condition of a creature. */
export type HitDiceModifierKey =
  | 'ac0OrBetter'
  | 'bloodDrain'
  | 'breathWeapon'
  | 'disease'
  | 'energyDrain'
  | 'flies'
  | 'fourOrMoreAttacks'
  | 'extraHitPoints'
  | 'highIntelligence'
  | 'hitOnlyByMagic'
  | 'spellImmunity'
  | 'weaponImmunity'
  | 'invisible'
  | 'lowLevelSpells'
  | 'highLevelSpells'
  | 'magicResistance'
  | 'missileWeapons'
  | 'multipleAttacks30'
  | 'paralysis'
  | 'petrification'
  | 'poison'
  | 'magicalItems'
  | 'regeneration'
  | 'singleAttack20'
  | 'specialDefense'
  | 'specialMagicalAttack'
  | 'specialAttack'
  | 'swallowWhole'
  | 'fear';

/** Table 32: Hit Dice each special power adds before Table 31 is read, with the DMG's row. */
export const TABLE_32_HIT_DICE_MODIFIERS: Readonly<Record<HitDiceModifierKey, number>> = {
  ac0OrBetter: 1, // Armor Class 0 or lower
  bloodDrain: 1, // Blood drain
  breathWeapon: 2, // Breath weapon
  disease: 1, // Causes disease
  energyDrain: 3, // Energy drain
  flies: 1, // Flies
  fourOrMoreAttacks: 1, // Four or more attacks a round
  extraHitPoints: 1, // Greater than normal hit points
  highIntelligence: 1, // High Intelligence
  hitOnlyByMagic: 1, // Hit only by magical/silver weapons
  spellImmunity: 1, // Immunity to any spell
  weaponImmunity: 1, // Immunity to any weapon, including 1/2 damage
  invisible: 1, // Invisible at will
  lowLevelSpells: 1, // Level 2 or lower spells
  highLevelSpells: 2, // Level 3 or greater spells, not cumulative with previous award
  magicResistance: 2, // Magic resistance
  missileWeapons: 1, // Missile weapons
  multipleAttacks30: 2, // Multiple attacks causing 30+ points of damage
  paralysis: 2, // Paralysis
  petrification: 3, // Petrification
  poison: 2, // Poison
  magicalItems: 1, // Possesses magical items usable against PCs
  regeneration: 1, // Regeneration
  singleAttack20: 2, // Single attack causing 20+ points of damage
  specialDefense: 1, // Special defense form, unlisted
  specialMagicalAttack: 2, // Special magical attack form, unlisted
  specialAttack: 1, // Special non-magical attack form, unlisted
  swallowWhole: 2, // Swallows whole
  fear: 2, // Weakness or fear
};

/** Rows that replace another rather than add to it: "not cumulative with previous award". */
export const TABLE_32_REPLACES: Readonly<Partial<Record<HitDiceModifierKey, HitDiceModifierKey>>> =
  { highLevelSpells: 'lowLevelSpells' };
