import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  alternatingDiagonalFt,
  cellKey,
  cellSpace,
  displacementFt,
  gridDistanceFt,
  planPath,
  speedInSquares,
  SQUARE_FT,
} from '../../../../../shared/rules/dnd5e/tactics';
import type { Cell, GridMap } from '../../../../../shared/rules/dnd5e/tactics';
import { run } from '../helpers';
import { creature, fight } from '../engine/fight';

const V = { diagonal5_10: true };
const D = { diagonal5_10: false };
const keys = (cells: Cell[]): Set<string> => new Set(cells.map(cellKey));

/** What the engine charges for a move from (0,0) along `steps`, with or without the 5/10 variant. */
function movedFt(variant: boolean, steps: readonly Cell[]): { feet: number; diagonals: number } {
  const s = fight(
    [creature('a', 'pc', { speed: { walk: 60 } }), creature('o', 'monster', {})],
    { grid: true, 'grid.diagonal5_10': variant },
    ['a', 'o'],
    [
      { type: 'placeToken', combatantId: 'a', at: { x: 0, y: 0 } },
      { type: 'placeToken', combatantId: 'o', at: { x: 20, y: 20 } },
    ],
  );
  const moved = run(s, { type: 'move', combatantId: 'a', path: steps }).events.find(
    (e) => e.type === 'moved',
  );
  let at: Cell = { x: 0, y: 0 };
  let diagonals = 0;
  for (const c of steps) {
    if (c.x !== at.x && c.y !== at.y) diagonals += 1;
    at = c;
  }
  return { feet: moved?.costFt as number, diagonals };
}

/** One shortest king-move route between two squares (diagonal steps first). */
function shortestRoute(from: Cell, to: Cell): Cell[] {
  const steps: Cell[] = [];
  let { x, y } = from;
  while (x !== to.x || y !== to.y) {
    x += Math.sign(to.x - x);
    y += Math.sign(to.y - y);
    steps.push({ x, y });
  }
  return steps;
}

/** The cost planPath (the engine's path check) gives a route, summed over its steps. */
function plannedFt(from: Cell, steps: readonly Cell[], options: typeof V): number {
  const plan = planPath({
    start: from,
    steps,
    mover: { size: 'medium' },
    map: {},
    remainingFt: 100_000,
    options,
  });
  expect(plan.ok).toBe(true);
  return plan.steps.reduce((n, st) => n + st.costFt, 0);
}

describe('grid variant (squares)', () => {
  it('5E-GRID-01 each square is 5 × 5 ft', () => {
    expect(SQUARE_FT).toBe(5);
    expect(gridDistanceFt(cellSpace({ x: 0, y: 0 }), cellSpace({ x: 1, y: 0 }))).toBe(5);
  });

  it('5E-GRID-02 speed in squares: 30 ft = 6 squares, floor(ft/5)', () => {
    expect(speedInSquares(30)).toBe(6);
    expect(speedInSquares(25)).toBe(5);
    expect(speedInSquares(32)).toBe(6);
    expect(speedInSquares(0)).toBe(0);
  });

  it('5E-GRID-03 entering a square costs at least one square, diagonals 5 ft by default', () => {
    const r = planPath({
      start: { x: 0, y: 0 },
      steps: [
        { x: 1, y: 1 },
        { x: 2, y: 2 },
        { x: 3, y: 2 },
      ],
      mover: { size: 'medium' },
      map: {},
      remainingFt: 30,
      options: D,
    });
    expect(r.ok).toBe(true);
    expect(r.steps.map((s) => s.costFt)).toEqual([5, 5, 5]);
    expect(r.costFt).toBe(15);
  });

  it('5E-GRID-04 a costly square must be paid in full: 2 squares needed for difficult terrain', () => {
    const map: GridMap = { difficult: keys([{ x: 1, y: 0 }]) };
    const base = {
      start: { x: 0, y: 0 },
      steps: [{ x: 1, y: 0 }],
      mover: { size: 'medium' as const },
      map,
      options: D,
    };
    const short = planPath({ ...base, remainingFt: 5 });
    expect(short.ok).toBe(false);
    expect(short.reason).toBe('notEnoughMovement');
    expect(short.blockedAt).toBe(0);
    expect(short.remainingFt).toBe(5);
    const enough = planPath({ ...base, remainingFt: 10 });
    expect(enough.ok).toBe(true);
    expect(enough.costFt).toBe(10);
    expect(enough.remainingFt).toBe(0);
  });

  it('5E-GRID-05 a diagonal move cannot cut the corner of a wall', () => {
    const map: GridMap = { walls: keys([{ x: 1, y: 0 }]) };
    const cut = planPath({
      start: { x: 0, y: 0 },
      steps: [{ x: 1, y: 1 }],
      mover: { size: 'medium' },
      map,
      remainingFt: 30,
      options: D,
    });
    expect(cut.reason).toBe('cornerCut');
    const around = planPath({
      start: { x: 0, y: 0 },
      steps: [
        { x: 0, y: 1 },
        { x: 1, y: 1 },
      ],
      mover: { size: 'medium' },
      map,
      remainingFt: 30,
      options: D,
    });
    expect(around.ok).toBe(true);
    expect(around.costFt).toBe(10);
    const into = planPath({
      start: { x: 0, y: 0 },
      steps: [{ x: 1, y: 0 }],
      mover: { size: 'medium' },
      map,
      remainingFt: 30,
      options: D,
    });
    expect(into.reason).toBe('wall');
  });

  it('5E-GRID-06 distance counts from a square adjacent to one to the square of the other, inclusive', () => {
    const a = cellSpace({ x: 0, y: 0 });
    expect(gridDistanceFt(a, cellSpace({ x: 3, y: 0 }))).toBe(15);
    expect(gridDistanceFt(a, cellSpace({ x: 3, y: 2 }))).toBe(15);
    expect(gridDistanceFt(a, cellSpace({ x: 1, y: 1 }))).toBe(5);
    // A Large creature (2 × 2) and a Medium one two squares east of its east edge.
    expect(gridDistanceFt({ x: 0, y: 0, side: 2 }, cellSpace({ x: 3, y: 1 }))).toBe(10);
    expect(gridDistanceFt({ x: 0, y: 0, side: 2 }, cellSpace({ x: 2, y: 2 }))).toBe(5);
  });
});

describe('diagonal 5/10 variant', () => {
  it('5E-DIAG-01 diagonals alternate 5, 10, 5… across straight stretches; closed form 5×(max+floor(min/2))', () => {
    expect([1, 2, 3, 4, 5].map(alternatingDiagonalFt)).toEqual([5, 10, 5, 10, 5]);
    expect(displacementFt(3, 3, V)).toBe(20);
    expect(displacementFt(4, 1, V)).toBe(20);
    expect(displacementFt(5, 2, V)).toBe(30);
    expect(displacementFt(5, 2, D)).toBe(25);
    // Range measurements on the variant use the same count, each starting afresh (AMB-16).
    expect(gridDistanceFt(cellSpace({ x: 0, y: 0 }), cellSpace({ x: 2, y: 2 }), V)).toBe(15);
  });

  it('5E-DIAG-02 seed example: 1 diagonal + 3 straight + 1 diagonal = 30 ft', () => {
    const steps = [
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
      { x: 4, y: 1 },
      { x: 5, y: 2 },
    ];
    expect(movedFt(true, steps)).toEqual({ feet: 30, diagonals: 2 });
  });

  it('EX-23 1 diagonal + 3 straight + 1 diagonal: 30 ft on the variant, 25 ft on the default grid', () => {
    const steps = [
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
      { x: 4, y: 1 },
      { x: 5, y: 2 },
    ];
    expect(movedFt(true, steps).feet).toBe(30);
    expect(movedFt(false, steps).feet).toBe(25);
    const plan = planPath({
      start: { x: 0, y: 0 },
      steps,
      mover: { size: 'medium' },
      map: {},
      remainingFt: 30,
      options: V,
    });
    expect(plan.ok).toBe(true);
    expect(plan.steps.map((s) => s.costFt)).toEqual([5, 5, 5, 5, 10]);
  });

  it('EX-24 four diagonal squares in a row: 5+10+5+10 = 30 ft on the variant, 20 ft by default', () => {
    const steps = [1, 2, 3, 4].map((i) => ({ x: i, y: i }));
    expect(movedFt(true, steps).feet).toBe(30);
    expect(movedFt(false, steps).feet).toBe(20);
    expect(displacementFt(4, 4, V)).toBe(30);
  });

  it('AMB-16 the count carries through one turn of movement and restarts for a fresh measurement', () => {
    const first = planPath({
      start: { x: 0, y: 0 },
      steps: [{ x: 1, y: 1 }],
      mover: { size: 'medium' },
      map: {},
      remainingFt: 30,
      options: V,
    });
    expect(first.costFt).toBe(5);
    const second = planPath({
      start: { x: 1, y: 1 },
      steps: [{ x: 2, y: 2 }],
      mover: { size: 'medium' },
      map: {},
      remainingFt: first.remainingFt,
      diagonalsBefore: first.diagonals,
      options: V,
    });
    expect(second.costFt).toBe(10);
    expect(gridDistanceFt(cellSpace({ x: 1, y: 1 }), cellSpace({ x: 2, y: 2 }), V)).toBe(5);
  });

  it('AMB-17 a difficult diagonal costs double (10 odd, 20 even); plusFive alternative adds 5', () => {
    const map: GridMap = {
      difficult: keys([
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ]),
    };
    const req = {
      start: { x: 0, y: 0 },
      steps: [
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ],
      mover: { size: 'medium' as const },
      map,
      remainingFt: 60,
    };
    expect(planPath({ ...req, options: V }).steps.map((s) => s.costFt)).toEqual([10, 20]);
    expect(
      planPath({
        ...req,
        options: { diagonal5_10: true, diagonalDifficult: 'plusFive' },
      }).steps.map((s) => s.costFt),
    ).toEqual([10, 15]);
    expect(planPath({ ...req, options: D }).steps.map((s) => s.costFt)).toEqual([10, 10]);
  });

  it('EX-25 speed 30 = 6 squares; with 1 square left the next difficult square cannot be entered', () => {
    expect(speedInSquares(30)).toBe(6);
    const steps = [1, 2, 3, 4, 5, 6].map((x) => ({ x, y: 0 }));
    const map: GridMap = { difficult: keys([{ x: 6, y: 0 }]) };
    const r = planPath({
      start: { x: 0, y: 0 },
      steps,
      mover: { size: 'medium' },
      map,
      remainingFt: 30,
      options: D,
    });
    expect(r.ok).toBe(false);
    expect(r.steps).toHaveLength(5);
    expect(r.remainingFt).toBe(5);
    expect(r.blockedAt).toBe(5);
    expect(r.reason).toBe('notEnoughMovement');
  });
});

const coord = fc.integer({ min: -30, max: 30 });
const cell = fc.record({ x: coord, y: coord });

describe('distance properties (fast-check)', () => {
  it('both metrics are symmetric; the default grid satisfies the triangle inequality', () => {
    fc.assert(
      fc.property(cell, cell, cell, fc.boolean(), (a, b, c, variant) => {
        const m = { diagonal5_10: variant };
        const d = (p: Cell, q: Cell): number => gridDistanceFt(cellSpace(p), cellSpace(q), m);
        expect(d(a, b)).toBe(d(b, a));
        expect(d(a, a)).toBe(0);
        // Restarting the 5/10 count for each measurement (AMB-16) can save one 5-ft step when a
        // route is measured in two parts, so the variant is a metric only up to 5 ft.
        expect(d(a, c)).toBeLessThanOrEqual(d(a, b) + d(b, c) + (variant ? 5 : 0));
      }),
    );
  });

  it('the 5/10 variant breaks the strict triangle inequality by one step: (1,1) + (3,3) < (4,4)', () => {
    const d = (p: Cell, q: Cell): number => gridDistanceFt(cellSpace(p), cellSpace(q), V);
    const a = { x: 1, y: -1 };
    const b = { x: 0, y: 0 };
    const c = { x: -3, y: 3 };
    expect([d(a, b), d(b, c), d(a, c)]).toEqual([5, 20, 30]);
  });

  it('5E-DIAG-01 closed form equals the step-by-step count along a shortest route', () => {
    fc.assert(
      fc.property(cell, cell, (a, b) => {
        const route = shortestRoute(a, b);
        expect(plannedFt(a, route, V)).toBe(gridDistanceFt(cellSpace(a), cellSpace(b), V));
        expect(plannedFt(a, route, D)).toBe(gridDistanceFt(cellSpace(a), cellSpace(b), D));
      }),
    );
  });

  it('no king-move route is shorter than the closed form on the variant', () => {
    fc.assert(
      fc.property(
        cell,
        fc.array(fc.constantFrom(-1, 0, 1), { minLength: 2, maxLength: 24 }),
        (start, moves) => {
          const steps: Cell[] = [];
          let at = start;
          for (let i = 0; i + 1 < moves.length; i += 2) {
            const dx = moves[i] as number;
            const dy = moves[i + 1] as number;
            if (dx === 0 && dy === 0) continue;
            at = { x: at.x + dx, y: at.y + dy };
            steps.push(at);
          }
          expect(plannedFt(start, steps, V)).toBeGreaterThanOrEqual(
            gridDistanceFt(cellSpace(start), cellSpace(at), V),
          );
        },
      ),
    );
  });
});
