// The cheapest legal path to a square, for "move there" on the grid and for showing how far a
// creature can go. Step costs come from the path planner itself (one step at a time), so a path
// found here is always one planPath accepts; the 5/10 diagonal parity is part of the search
// state (5E-DIAG-01, AMB-16/17).
import { spacesOverlap } from '../tactics/grid';
import type { PathRequest } from '../tactics/movePlan';
import { planPath } from '../tactics/movePlan';
import type { Cell, Space } from '../tactics/types';

/** What the search needs: the path request without its steps. */
export type SearchRequest = Omit<PathRequest, 'steps'>;

interface Node {
  readonly x: number;
  readonly y: number;
  readonly parity: number;
  readonly cost: number;
  readonly order: number;
}

/** A small binary heap ordered by cost, then by insertion (deterministic ties). */
class Heap {
  private readonly items: Node[] = [];

  get size(): number {
    return this.items.length;
  }

  private less(a: Node, b: Node): boolean {
    return a.cost < b.cost || (a.cost === b.cost && a.order < b.order);
  }

  push(n: Node): void {
    const a = this.items;
    a.push(n);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(a[i] as Node, a[p] as Node)) break;
      [a[i], a[p]] = [a[p] as Node, a[i] as Node];
      i = p;
    }
  }

  pop(): Node {
    const a = this.items;
    const top = a[0] as Node;
    const last = a.pop() as Node;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l] as Node, a[m] as Node)) m = l;
        if (r < a.length && this.less(a[r] as Node, a[m] as Node)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m] as Node, a[i] as Node];
        i = m;
      }
    }
    return top;
  }
}

const DIRS: readonly Cell[] = [
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: -1 },
  { x: 1, y: 1 },
  { x: 1, y: -1 },
  { x: -1, y: 1 },
  { x: -1, y: -1 },
];

/** The request limited to creatures near the area the budget can reach (faster probes). */
function localRequest(req: SearchRequest, side: number): SearchRequest {
  const r = Math.ceil(req.remainingFt / 5) + side + 1;
  const box: Space = { x: req.start.x - r, y: req.start.y - r, side: 2 * r + side };
  const creatures = (req.map.creatures ?? []).filter((c) => spacesOverlap(c.space, box));
  return { ...req, map: { ...req.map, creatures } };
}

/**
 * Every square the mover can reach this move with the cost of the cheapest way there, and the
 * step that leads to it (for rebuilding the path). Squares it could only pass through are
 * included; whether it may end there is the planner's final check.
 */
export function searchPaths(
  request: SearchRequest,
  side: number,
): Map<string, { cost: number; prev: string | null; cell: Cell }> {
  const req = localRequest(request, side);
  const parityOf = (n: number): number => (req.options.diagonal5_10 ? n % 2 : 0);
  const best = new Map<string, { cost: number; prev: string | null; cell: Cell }>();
  const key = (x: number, y: number, p: number): string => `${x},${y},${p}`;
  const heap = new Heap();
  let order = 0;
  const startParity = parityOf(req.diagonalsBefore ?? 0);
  best.set(key(req.start.x, req.start.y, startParity), { cost: 0, prev: null, cell: req.start });
  heap.push({ x: req.start.x, y: req.start.y, parity: startParity, cost: 0, order: order++ });
  while (heap.size > 0) {
    const n = heap.pop();
    const k = key(n.x, n.y, n.parity);
    if ((best.get(k)?.cost ?? Infinity) < n.cost) continue;
    for (const d of DIRS) {
      const to = { x: n.x + d.x, y: n.y + d.y };
      const probe = planPath({
        ...req,
        start: { x: n.x, y: n.y },
        steps: [to],
        remainingFt: req.remainingFt - n.cost,
        diagonalsBefore: n.parity,
      });
      const step = probe.steps[0];
      if (!step) continue;
      const cost = n.cost + step.costFt;
      const parity = parityOf(probe.diagonals);
      const nk = key(to.x, to.y, parity);
      if (cost >= (best.get(nk)?.cost ?? Infinity)) continue;
      best.set(nk, { cost, prev: k, cell: to });
      heap.push({ x: to.x, y: to.y, parity, cost, order: order++ });
    }
  }
  return best;
}

/** The cheapest path (the squares stepped into) from the request's start to `to`, or null. */
export function findPath(req: SearchRequest, to: Cell, side: number): Cell[] | null {
  const found = searchPaths(req, side);
  let endKey: string | null = null;
  let endCost = Infinity;
  for (const p of [0, 1]) {
    const hit = found.get(`${to.x},${to.y},${p}`);
    if (hit && hit.cost < endCost) {
      endCost = hit.cost;
      endKey = `${to.x},${to.y},${p}`;
    }
  }
  if (endKey === null) return null;
  const path: Cell[] = [];
  let k: string | null = endKey;
  while (k !== null) {
    const node = found.get(k) as { prev: string | null; cell: Cell };
    if (node.prev === null) break;
    path.push(node.cell);
    k = node.prev;
  }
  return path.reverse();
}
