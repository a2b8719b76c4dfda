import type { ClassGroup, HitDice } from './thac0';

/** Saving-throw categories in priority order (2E-SAVE-02): the first that fits is used. */
export type SaveCategory = 'paralyzation' | 'rod' | 'petrification' | 'breath' | 'spell';

/** Priority order of the save categories, highest first (2E-SAVE-02). */
export const SAVE_PRIORITY: readonly SaveCategory[] = [
  'paralyzation',
  'rod',
  'petrification',
  'breath',
  'spell',
];

/** One row of Table 60: the level range and the five save numbers in priority order. */
export interface SaveRow {
  readonly minLevel: number;
  readonly maxLevel: number;
  readonly saves: readonly [number, number, number, number, number];
}

const INF = Number.POSITIVE_INFINITY;

/** Table 60 — Character saving throws (2E-SAVE-01). */
export const TABLE_60_SAVES: Readonly<Record<ClassGroup, readonly SaveRow[]>> = {
  priest: [
    { minLevel: 1, maxLevel: 3, saves: [10, 14, 13, 16, 15] },
    { minLevel: 4, maxLevel: 6, saves: [9, 13, 12, 15, 14] },
    { minLevel: 7, maxLevel: 9, saves: [7, 11, 10, 13, 12] },
    { minLevel: 10, maxLevel: 12, saves: [6, 10, 9, 12, 11] },
    { minLevel: 13, maxLevel: 15, saves: [5, 9, 8, 11, 10] },
    { minLevel: 16, maxLevel: 18, saves: [4, 8, 7, 10, 9] },
    { minLevel: 19, maxLevel: INF, saves: [2, 6, 5, 8, 7] },
  ],
  rogue: [
    { minLevel: 1, maxLevel: 4, saves: [13, 14, 12, 16, 15] },
    { minLevel: 5, maxLevel: 8, saves: [12, 12, 11, 15, 13] },
    { minLevel: 9, maxLevel: 12, saves: [11, 10, 10, 14, 11] },
    { minLevel: 13, maxLevel: 16, saves: [10, 8, 9, 13, 9] },
    { minLevel: 17, maxLevel: 20, saves: [9, 6, 8, 12, 7] },
    { minLevel: 21, maxLevel: INF, saves: [8, 4, 7, 11, 5] },
  ],
  warrior: [
    { minLevel: 0, maxLevel: 0, saves: [16, 18, 17, 20, 19] },
    { minLevel: 1, maxLevel: 2, saves: [14, 16, 15, 17, 17] },
    { minLevel: 3, maxLevel: 4, saves: [13, 15, 14, 16, 16] },
    { minLevel: 5, maxLevel: 6, saves: [11, 13, 12, 13, 14] },
    { minLevel: 7, maxLevel: 8, saves: [10, 12, 11, 12, 13] },
    { minLevel: 9, maxLevel: 10, saves: [8, 10, 9, 9, 11] },
    { minLevel: 11, maxLevel: 12, saves: [7, 9, 8, 8, 10] },
    { minLevel: 13, maxLevel: 14, saves: [5, 7, 6, 5, 8] },
    { minLevel: 15, maxLevel: 16, saves: [4, 6, 5, 4, 7] },
    { minLevel: 17, maxLevel: INF, saves: [3, 5, 4, 4, 6] },
  ],
  wizard: [
    { minLevel: 1, maxLevel: 5, saves: [14, 11, 13, 15, 12] },
    { minLevel: 6, maxLevel: 10, saves: [13, 9, 11, 13, 10] },
    { minLevel: 11, maxLevel: 15, saves: [11, 7, 9, 11, 8] },
    { minLevel: 16, maxLevel: 20, saves: [10, 5, 7, 9, 6] },
    { minLevel: 21, maxLevel: INF, saves: [8, 3, 5, 7, 4] },
  ],
};

/**
 * Save number from Table 60 for a group, level and category (2E-SAVE-01). Only warriors have a
 * level-0 row; other groups below level 1 use their first row.
 */
export function saveNumber(group: ClassGroup, level: number, category: SaveCategory): number {
  const rows = TABLE_60_SAVES[group];
  const lvl = Math.floor(level);
  const first = rows[0] as SaveRow;
  const row = rows.find((r) => lvl >= r.minLevel && lvl <= r.maxLevel) ?? first;
  return row.saves[SAVE_PRIORITY.indexOf(category)] as number;
}

/** A multi-class character uses the best (lowest) save of his classes (DMG, 2E-SAVE-01). */
export function multiClassSaveNumber(
  classes: readonly { group: ClassGroup; level: number }[],
  category: SaveCategory,
): number {
  return Math.min(...classes.map((c) => saveNumber(c.group, c.level, category)));
}

/**
 * Save level of a monster (DMG, 2E-SAVE-01): poison and death magic at its Hit Dice; an
 * intelligent creature saves against everything else at that level too; a creature with no
 * intelligence makes its other saves at half its HD, each 4 added hit points (or part of 4)
 * counting as one more die.
 */
export function monsterSaveLevel(
  hd: HitDice,
  category: SaveCategory,
  intelligent: boolean,
): number {
  const whole = Math.floor(hd.count);
  if (category === 'paralyzation' || intelligent) return whole;
  const dice = whole + (hd.modifier > 0 ? Math.ceil(hd.modifier / 4) : 0);
  return Math.floor(dice / 2);
}

/** A monster's save number: the warrior rows unless another group suits it better (DMG). */
export function monsterSaveNumber(
  hd: HitDice,
  category: SaveCategory,
  opts: { intelligent: boolean; group?: ClassGroup },
): number {
  return saveNumber(
    opts.group ?? 'warrior',
    monsterSaveLevel(hd, category, opts.intelligent),
    category,
  );
}
