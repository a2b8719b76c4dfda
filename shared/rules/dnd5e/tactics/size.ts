import { SIZES } from './types';
import type { Size, Space, Cell } from './types';

/** One row of the size table: space in feet, grid footprint and hex footprint. */
export interface SizeRow {
  readonly size: Size;
  readonly sizeIdx: number;
  /** Side of the controlled space in feet (5E-SIZE-01). */
  readonly spaceFt: number;
  /** Side of the grid footprint in squares; a Tiny creature shares one square (derived). */
  readonly squares: number;
  /** Creatures of this size that fit in one square (Tiny: 4 per square). */
  readonly perSquare: number;
  /** Hexes occupied on a hex map (DMG "Creature Size and Space"). */
  readonly hexes: number;
  readonly ruleId: '5E-SIZE-01';
}

/** 5E-SIZE-01: the size table as data. */
export const SIZE_TABLE: readonly SizeRow[] = [
  {
    size: 'tiny',
    sizeIdx: 0,
    spaceFt: 2.5,
    squares: 1,
    perSquare: 4,
    hexes: 1,
    ruleId: '5E-SIZE-01',
  },
  {
    size: 'small',
    sizeIdx: 1,
    spaceFt: 5,
    squares: 1,
    perSquare: 1,
    hexes: 1,
    ruleId: '5E-SIZE-01',
  },
  {
    size: 'medium',
    sizeIdx: 2,
    spaceFt: 5,
    squares: 1,
    perSquare: 1,
    hexes: 1,
    ruleId: '5E-SIZE-01',
  },
  {
    size: 'large',
    sizeIdx: 3,
    spaceFt: 10,
    squares: 2,
    perSquare: 1,
    hexes: 3,
    ruleId: '5E-SIZE-01',
  },
  {
    size: 'huge',
    sizeIdx: 4,
    spaceFt: 15,
    squares: 3,
    perSquare: 1,
    hexes: 7,
    ruleId: '5E-SIZE-01',
  },
  {
    size: 'gargantuan',
    sizeIdx: 5,
    spaceFt: 20,
    squares: 4,
    perSquare: 1,
    hexes: 12,
    ruleId: '5E-SIZE-01',
  },
];

/** The table row of a size. */
export function sizeRow(size: Size): SizeRow {
  const row = SIZE_TABLE[SIZES.indexOf(size)];
  if (!row) throw new Error(`unknown size ${String(size)}`);
  return row;
}

/** The spec's `sizeIdx`: Tiny 0 … Gargantuan 5. */
export const sizeIdx = (size: Size): number => SIZES.indexOf(size);

/** How many sizes `a` is larger than `b` (negative when smaller). */
export const sizeDiff = (a: Size, b: Size): number => sizeIdx(a) - sizeIdx(b);

/** The size one category smaller, or the same size for Tiny. */
export function oneSizeSmaller(size: Size): Size {
  return SIZES[Math.max(0, sizeIdx(size) - 1)] ?? size;
}

/** The grid footprint of a creature of `size` whose north-west square is `at`. */
export function spaceOf(at: Cell, size: Size): Space {
  return { x: at.x, y: at.y, side: sizeRow(size).squares };
}

/** Every square a space covers. */
export function cellsOf(space: Space): Cell[] {
  const cells: Cell[] = [];
  for (let dy = 0; dy < space.side; dy += 1) {
    for (let dx = 0; dx < space.side; dx += 1) cells.push({ x: space.x + dx, y: space.y + dy });
  }
  return cells;
}

/**
 * 5E-SIZE-03 (derived count): how many squares touch a space of the given side, i.e. how many
 * Medium creatures can stand within 5 ft of it (8 around a Medium, 20 around a Gargantuan).
 */
export const squaresAround = (side: number): number => 4 * side + 4;

/** 5E-SIZE-03 / AMB-33: the seed's crowding figures (the seed's four Large, not the SRD's five). */
export const CROWDING = [
  { around: 'medium', by: 'medium', count: 8, source: '000:L149' },
  { around: 'medium', by: 'large', count: 4, srdCount: 5, source: '000:L151' },
  { around: 'gargantuan', by: 'medium', count: 20, source: '000:L151' },
] as const;

/** The table's `around` for a size: "a Medium or smaller creature" reads as Medium. */
const crowdingAround = (size: Size): Size => (sizeIdx(size) <= sizeIdx('medium') ? 'medium' : size);

/**
 * 5E-SIZE-03: the room within 5 ft of a creature, counted in Medium creatures: the table's
 * count of Medium ones around its size (8 around a Medium or smaller, 20 around a Gargantuan),
 * else the squares touching its space (12 around a Large, 16 around a Huge).
 */
export function crowdingRoom(around: Size): number {
  const a = crowdingAround(around);
  const row = CROWDING.find((r) => r.around === a && r.by === 'medium');
  return row ? row.count : squaresAround(sizeRow(a).squares);
}

/**
 * 5E-SIZE-03: the part of that room one creature takes, in Medium creatures: 1 for a Medium or
 * smaller one; the room around a Medium shared by the table's count of its size (four Large
 * fill the eight places: 2 each); a side of its space for sizes the table does not count.
 */
export function crowdingShare(by: Size): number {
  const b = crowdingAround(by);
  const row = CROWDING.find((r) => r.around === 'medium' && r.by === b);
  return row ? crowdingRoom('medium') / row.count : sizeRow(b).squares;
}

/**
 * 5E-SIZE-03: whether one more creature of size `joining` finds no room within 5 ft of a
 * creature of size `around` already surrounded by creatures of the sizes `by`.
 */
export function isCrowded(around: Size, by: readonly Size[], joining: Size): boolean {
  const taken = by.reduce((n, s) => n + crowdingShare(s), 0);
  return taken + crowdingShare(joining) > crowdingRoom(around);
}

/** How a creature gets through a passage of a given width (5E-SIZE-04). */
export type PassageFit = 'fits' | 'squeeze' | 'blocked';

/**
 * 5E-SIZE-04: a creature fits a passage as wide as its space and can squeeze through one wide
 * enough for a creature one size smaller.
 */
export function passageFit(size: Size, widthFt: number): PassageFit {
  if (widthFt >= sizeRow(size).spaceFt) return 'fits';
  if (widthFt >= sizeRow(oneSizeSmaller(size)).spaceFt) return 'squeeze';
  return 'blocked';
}

/** 5E-SIZE-04: effects of squeezing, as the tracker applies them. */
export const SQUEEZING_EFFECTS = {
  ruleId: '5E-SIZE-04',
  extraFtPerFt: 1,
  ownAttackRolls: 'disadvantage',
  ownDexSaves: 'disadvantage',
  attackRollsAgainst: 'advantage',
} as const;

/**
 * AMB-19: "larger" and "smaller" in overrun and disarm compare size categories only.
 * Returns 'larger', 'smaller' or 'same' for `a` relative to `b`.
 */
export function compareSize(a: Size, b: Size): 'larger' | 'smaller' | 'same' {
  const d = sizeDiff(a, b);
  return d > 0 ? 'larger' : d < 0 ? 'smaller' : 'same';
}
