// Experience for defeating monsters, as data. The seed gives no XP rule (002; the statblock's
// xp field says so): [not in seed: B/X D&D, Moldvay Basic and Cook Expert "Experience Points
// for Monsters", the table Old-School Essentials reprints]. A monster is worth the base XP of
// its Hit Dice plus the special-ability bonus once per asterisk after them ("3**": two).

/** One row: monsters of at most `upTo` Hit Dice (n+x counts as n+0.5). */
export interface MonsterXpRow {
  /** The row as the book prints it. */
  label: string;
  upTo: number;
  xp: number;
  /** XP added per special ability (asterisk). */
  perAsterisk: number;
}

/** The B/X table, lowest Hit Dice first; its last row covers everything above. */
export const MONSTER_XP_BY_HIT_DICE: readonly MonsterXpRow[] = [
  { label: 'under 1', upTo: 0.75, xp: 5, perAsterisk: 1 },
  { label: '1', upTo: 1, xp: 10, perAsterisk: 3 },
  { label: '1+', upTo: 1.5, xp: 15, perAsterisk: 4 },
  { label: '2', upTo: 2, xp: 20, perAsterisk: 5 },
  { label: '2+', upTo: 2.5, xp: 25, perAsterisk: 10 },
  { label: '3', upTo: 3, xp: 35, perAsterisk: 15 },
  { label: '3+', upTo: 3.5, xp: 50, perAsterisk: 25 },
  { label: '4', upTo: 4, xp: 75, perAsterisk: 50 },
  { label: '4+', upTo: 4.5, xp: 125, perAsterisk: 75 },
  { label: '5', upTo: 5, xp: 175, perAsterisk: 125 },
  { label: '5+', upTo: 5.5, xp: 225, perAsterisk: 175 },
  { label: '6', upTo: 6, xp: 275, perAsterisk: 225 },
  { label: '6+', upTo: 6.5, xp: 350, perAsterisk: 300 },
  { label: '7 to 7+', upTo: 7.5, xp: 450, perAsterisk: 400 },
  { label: '8 to 8+', upTo: 8.5, xp: 650, perAsterisk: 550 },
  { label: '9 to 10+', upTo: 10.5, xp: 900, perAsterisk: 700 },
  { label: '11 to 12+', upTo: 12.5, xp: 1100, perAsterisk: 800 },
  { label: '13 to 16+', upTo: 16.5, xp: 1350, perAsterisk: 950 },
  { label: '17 to 20+', upTo: 20.5, xp: 2000, perAsterisk: 1150 },
  { label: '21+', upTo: Infinity, xp: 2500, perAsterisk: 2000 },
];
