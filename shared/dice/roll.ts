// Rolling a parsed expression into a RollRecord, with faces from the RNG or typed by the DM.
import type { DiceExpression } from './notation';
import { keptIndices } from './notation';

/** Where a roll's faces came from: the seeded RNG or the DM's physical dice. */
export type RollSource = 'rng' | 'typed';

/** Detail of one dice group inside a multi-group roll. */
export interface RollGroupRecord {
  /** Faces per die. */
  sides: number;
  /** +1 or −1. */
  sign: 1 | -1;
  /** Every face rolled, in order. */
  dice: number[];
  /** The faces kept after keep/drop. */
  kept: number[];
}

/** One roll as stored in events: every face, the kept faces, the modifier and the total. */
export interface RollRecord {
  /** The notation rolled, e.g. `2d20kh1+5`. */
  notation: string;
  /** Every face rolled, all groups in written order. */
  dice: number[];
  /** The faces kept (all of them unless keep/drop applies). */
  kept: number[];
  /** Sum of constant terms. */
  modifier: number;
  /** Signed sum of kept faces plus the modifier. */
  total: number;
  /** RNG or typed by the DM. */
  source: RollSource;
  /** What the roll was for (`attack`, `deathSave`, `init:c3`); typed rolls are keyed by it. */
  purpose?: string;
  /** Per-group detail, present only when the expression has several groups. */
  groups?: RollGroupRecord[];
  /** For x-in-y checks: whether the face is within 1..x. */
  success?: boolean;
}

/** Rolls an expression, taking each face from `face(sides, index)`. */
export function rollExpression(
  expr: DiceExpression,
  face: (sides: number, index: number) => number,
  source: RollSource,
  purpose?: string,
): RollRecord {
  const dice: number[] = [];
  const kept: number[] = [];
  const groups: RollGroupRecord[] = [];
  let total = expr.modifier;
  let index = 0;
  for (const g of expr.groups) {
    const faces: number[] = [];
    for (let i = 0; i < g.count; i++) faces.push(face(g.sides, index++));
    const keptFaces = keptIndices(g, faces).map((i) => faces[i] as number);
    for (const f of keptFaces) total += g.sign * f;
    dice.push(...faces);
    kept.push(...keptFaces);
    groups.push({ sides: g.sides, sign: g.sign, dice: faces, kept: keptFaces });
  }
  const record: RollRecord = {
    notation: expr.notation,
    dice,
    kept,
    modifier: expr.modifier,
    total,
    source,
  };
  if (purpose !== undefined) record.purpose = purpose;
  if (groups.length > 1 || groups.some((g) => g.sign === -1)) record.groups = groups;
  if (expr.chance) record.success = (kept[0] as number) <= expr.chance.x;
  return record;
}
