import { alternatingDiagonalFt, SQUARE_FT, spacesOverlap } from './grid';
import { canEndMoveIn, canMoveThrough } from './movement';
import { cellsOf, oneSizeSmaller, sizeRow } from './size';
import { cellKey } from './types';
import type { Cell, Size, Space } from './types';

/** Another creature on the map, seen from the mover's side. */
export interface MapCreature {
  readonly id: string;
  readonly space: Space;
  readonly size: Size;
  /** Hostile to the mover (5E-MOVE-10). */
  readonly hostile: boolean;
  /**
   * 5E-SIZE-02: a nonhostile creature in a narrow spot may refuse to let others through;
   * absent means it lets them pass.
   */
  readonly blocksPassage?: boolean;
}

/** What the grid holds besides the mover. */
export interface GridMap {
  /** Squares of difficult terrain (keys from `cellKey`). */
  readonly difficult?: ReadonlySet<string>;
  /** Squares filled by walls, large trees and similar features: impassable, corners uncuttable. */
  readonly walls?: ReadonlySet<string>;
  readonly creatures?: readonly MapCreature[];
}

/** How diagonal steps interact with difficult terrain under the 5/10 variant (AMB-17). */
export type DiagonalDifficultCost = 'double' | 'plusFive';

/** Settings that shape move costs on squares. */
export interface PathOptions {
  /** 5E-DIAG-01 (`grid.diagonal5_10`). */
  readonly diagonal5_10: boolean;
  /** AMB-17: difficult diagonal = doubled step (default) or step + 5 ft. */
  readonly diagonalDifficult?: DiagonalDifficultCost;
}

/** The creature that moves. */
export interface Mover {
  readonly size: Size;
  /** Prone and crawling (5E-MOVE-09). */
  readonly crawling?: boolean;
  /** Hostile creatures whose space it won the right to cross this turn (overrun, tumble). */
  readonly passThroughIds?: readonly string[];
}

/** The request: a start square (north-west square of the mover) and the squares it steps to. */
export interface PathRequest {
  readonly start: Cell;
  readonly steps: readonly Cell[];
  readonly mover: Mover;
  readonly map: GridMap;
  /** Movement still unspent this turn. */
  readonly remainingFt: number;
  /** Diagonals already counted in this turn's movement (AMB-16); 0 for a fresh move. */
  readonly diagonalsBefore?: number;
  readonly options: PathOptions;
}

/** The cost of one step, with the reasons it cost extra. */
export interface StepCost {
  readonly to: Cell;
  readonly diagonal: boolean;
  /** The step's base feet: 5, or 5/10 under the variant. */
  readonly baseFt: number;
  readonly difficult: boolean;
  readonly crawling: boolean;
  readonly squeezing: boolean;
  readonly costFt: number;
}

/** Why a path stops. */
export type PathBlock =
  | 'notAdjacent'
  | 'wall'
  | 'cornerCut'
  | 'tooNarrow'
  | 'hostileSpace'
  | 'passageRefused'
  | 'notEnoughMovement'
  | 'endInOccupiedSpace';

/** The outcome: every legal step up to the first blocked one. */
export interface PathResult {
  readonly ok: boolean;
  readonly steps: readonly StepCost[];
  readonly costFt: number;
  readonly remainingFt: number;
  readonly diagonals: number;
  /** The first step that could not be taken (0-based) and why. */
  readonly blockedAt?: number;
  readonly reason?: PathBlock;
}

const isWall = (map: GridMap, c: Cell): boolean => map.walls?.has(cellKey(c)) ?? false;

/** Sub-squares of a space with a smaller side, in reading order. */
function subSpaces(space: Space, side: number): Space[] {
  const out: Space[] = [];
  for (let dy = 0; dy + side <= space.side; dy += 1) {
    for (let dx = 0; dx + side <= space.side; dx += 1) {
      out.push({ x: space.x + dx, y: space.y + dy, side });
    }
  }
  return out;
}

const clearOfWalls = (map: GridMap, s: Space): boolean => cellsOf(s).every((c) => !isWall(map, c));

/**
 * The footprint a mover takes at an anchor square: its full space, or, where walls leave only
 * room for a creature one size smaller, a squeezed footprint (5E-SIZE-04).
 */
function footprintAt(
  map: GridMap,
  anchor: Cell,
  size: Size,
): { space: Space; squeezing: boolean } | null {
  const full: Space = { x: anchor.x, y: anchor.y, side: sizeRow(size).squares };
  if (clearOfWalls(map, full)) return { space: full, squeezing: false };
  const smaller = sizeRow(oneSizeSmaller(size)).squares;
  if (smaller === full.side) return null;
  const fit = subSpaces(full, smaller).find((s) => clearOfWalls(map, s));
  return fit ? { space: fit, squeezing: true } : null;
}

/** 5E-GRID-05: a diagonal step may not cut the corner of a square-filling feature. */
function cutsCorner(map: GridMap, from: Space, dx: number, dy: number): boolean {
  if (dx === 0 || dy === 0) return false;
  return cellsOf(from).some(
    (c) => isWall(map, { x: c.x + dx, y: c.y }) || isWall(map, { x: c.x, y: c.y + dy }),
  );
}

/**
 * Plans a move on squares step by step: 5E-GRID-03 (every square costs at least one square),
 * 5E-GRID-04 (a costly square must be paid in full), 5E-GRID-05 (corners), 5E-DIAG-01 with
 * AMB-16/17, 5E-MOVE-06/07/09 (difficult terrain, creatures' spaces, crawling),
 * 5E-SIZE-04 (squeezing), 5E-MOVE-10/11 (other creatures' spaces).
 */
export function planPath(req: PathRequest): PathResult {
  const { map, mover, options } = req;
  const steps: StepCost[] = [];
  let remaining = req.remainingFt;
  let diagonals = req.diagonalsBefore ?? 0;
  let spent = 0;
  let at = footprintAt(map, req.start, mover.size)?.space ?? {
    ...req.start,
    side: sizeRow(mover.size).squares,
  };
  let anchor = req.start;
  const stop = (i: number, reason: PathBlock): PathResult => ({
    ok: false,
    steps,
    costFt: spent,
    remainingFt: remaining,
    diagonals,
    blockedAt: i,
    reason,
  });

  for (let i = 0; i < req.steps.length; i += 1) {
    const to = req.steps[i] as Cell;
    const dx = to.x - anchor.x;
    const dy = to.y - anchor.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1) return stop(i, 'notAdjacent');
    const fp = footprintAt(map, to, mover.size);
    if (!fp) return stop(i, isWall(map, to) ? 'wall' : 'tooNarrow');
    if (cutsCorner(map, at, dx, dy)) return stop(i, 'cornerCut');

    const others = (map.creatures ?? []).filter((c) => spacesOverlap(c.space, fp.space));
    for (const other of others) {
      const won = mover.passThroughIds?.includes(other.id) ?? false;
      if (!canMoveThrough(mover.size, other.size, other.hostile, won).legal) {
        return stop(i, 'hostileSpace');
      }
      if (!other.hostile && other.blocksPassage) return stop(i, 'passageRefused');
    }

    const diagonal = dx !== 0 && dy !== 0;
    const nextDiagonals = diagonal ? diagonals + 1 : diagonals;
    const baseFt =
      diagonal && options.diagonal5_10 ? alternatingDiagonalFt(nextDiagonals) : SQUARE_FT;
    const difficult =
      others.length > 0 || cellsOf(fp.space).some((c) => map.difficult?.has(cellKey(c)));
    const crawling = Boolean(mover.crawling);
    const extras = (difficult ? 1 : 0) + (crawling ? 1 : 0) + (fp.squeezing ? 1 : 0);
    const costFt =
      options.diagonalDifficult === 'plusFive'
        ? baseFt + SQUARE_FT * extras
        : baseFt * (1 + extras);
    if (costFt > remaining) return stop(i, 'notEnoughMovement');

    steps.push({ to, diagonal, baseFt, difficult, crawling, squeezing: fp.squeezing, costFt });
    remaining -= costFt;
    spent += costFt;
    diagonals = nextDiagonals;
    at = fp.space;
    anchor = to;
  }

  const endOthers = (map.creatures ?? []).filter((c) => spacesOverlap(c.space, at));
  const end = canEndMoveIn(req.steps.length > 0 && endOthers.length > 0); // 5E-MOVE-11
  if (!end.legal) return stop(req.steps.length - 1, end.reason);
  return { ok: true, steps, costFt: spent, remainingFt: remaining, diagonals };
}
