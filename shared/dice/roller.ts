// The Roller handed to rule code while it decides a command. It rolls with the seeded RNG unless
// the command carries the DM's physical dice for that purpose, and it remembers every roll so
// the engine can store them in the command's events.
import { RuleError } from '../errors';
import type { DiceExpression } from './notation';
import { diceCount, parseNotation } from './notation';
import type { RollRecord } from './roll';
import { rollExpression } from './roll';
import { facesForTotal } from './total';
import type { RngState } from './rng';
import { Rng } from './rng';

/** Physical dice typed by the DM, keyed by roll purpose: the faces in rolled order. */
export type TypedRolls = Readonly<Record<string, readonly number[]>>;

/** Advantage state of a d20 roll. */
export type D20Mode = 'normal' | 'advantage' | 'disadvantage';

/** What rule code receives to roll dice. */
export interface Roller {
  /**
   * Rolls `notation` for `purpose`. When the same purpose is rolled again in one command the
   * second roll is keyed `purpose#2`, the third `purpose#3`, and so on (also for typed rolls).
   * With `totalsFrom`, a roll whose faces were not typed takes the next total typed under that
   * key (`morale: [13, 9]`: the DM read his dice as sums), spread over its dice.
   */
  roll(notation: string, purpose: string, opts?: RollOptions): RollRecord;
  /** Rolls a d20 (2d20 keep highest/lowest for advantage/disadvantage) plus `modifier`. */
  d20(purpose: string, mode?: D20Mode, modifier?: number): RollRecord;
  /** Every roll made so far, in order. */
  readonly rolls: readonly RollRecord[];
  /** The generator state after the rolls made so far. */
  readonly rngState: RngState;
}

/** How one roll may take what the DM typed. */
export interface RollOptions {
  /** A typed-rolls key whose numbers are totals, taken in order by the rolls that name it. */
  readonly totalsFrom?: string;
}

/** Notation of a d20 roll with the given advantage state and modifier. */
export function d20Notation(mode: D20Mode = 'normal', modifier = 0): string {
  const dice = mode === 'advantage' ? '2d20kh1' : mode === 'disadvantage' ? '2d20kl1' : '1d20';
  if (modifier === 0) return dice;
  return modifier > 0 ? `${dice}+${modifier}` : `${dice}${modifier}`;
}

/** Combines advantage and disadvantage sources (5E-GEN-02: one of each cancels, no stacking). */
export function d20Mode(advantage: boolean, disadvantage: boolean): D20Mode {
  if (advantage && !disadvantage) return 'advantage';
  if (disadvantage && !advantage) return 'disadvantage';
  return 'normal';
}

/** Checks typed faces against an expression; throws rollCountMismatch / rollOutOfRange. */
export function validateTypedFaces(
  expr: DiceExpression,
  faces: readonly number[],
  purpose: string,
): void {
  const expected = diceCount(expr);
  if (faces.length !== expected) {
    throw new RuleError('rollCountMismatch', { purpose, expected, got: faces.length });
  }
  let i = 0;
  for (const g of expr.groups) {
    for (let k = 0; k < g.count; k++, i++) {
      const face = faces[i] as number;
      if (!Number.isInteger(face) || face < 1 || face > g.sides) {
        throw new RuleError('rollOutOfRange', { purpose, face, sides: g.sides });
      }
    }
  }
}

/** Creates a roller over an RNG state and optional typed rolls. */
export function createRoller(state: RngState, typed?: TypedRolls): Roller {
  const rng = new Rng(state);
  const rolls: RollRecord[] = [];
  const uses = new Map<string, number>();
  const totalsUsed = new Map<string, number>();

  /** The faces of the next total typed under `from`, if one is left. */
  const fromTotal = (
    expr: DiceExpression,
    from: string,
    key: string,
  ): readonly number[] | undefined => {
    const at = totalsUsed.get(from) ?? 0;
    const total = typed?.[from]?.[at];
    if (total === undefined) return undefined;
    totalsUsed.set(from, at + 1);
    const faces = facesForTotal(expr, total);
    if (!faces)
      throw new RuleError('rollTotalOutOfRange', { purpose: key, notation: expr.notation, total });
    return faces;
  };

  const roll = (notation: string, purpose: string, opts?: RollOptions): RollRecord => {
    const n = (uses.get(purpose) ?? 0) + 1;
    uses.set(purpose, n);
    const key = n === 1 ? purpose : `${purpose}#${n}`;
    const expr = parseNotation(notation);
    const faces =
      typed?.[key] ?? (opts?.totalsFrom ? fromTotal(expr, opts.totalsFrom, key) : undefined);
    let record: RollRecord;
    if (faces) {
      validateTypedFaces(expr, faces, key);
      record = rollExpression(expr, (_sides, i) => faces[i] as number, 'typed', key);
    } else {
      record = rollExpression(expr, (sides) => rng.die(sides), 'rng', key);
    }
    rolls.push(record);
    return record;
  };

  return {
    roll,
    d20: (purpose, mode = 'normal', modifier = 0) => roll(d20Notation(mode, modifier), purpose),
    get rolls() {
      return rolls;
    },
    get rngState() {
      return rng.state;
    },
  };
}

/** Rolls notation once outside any command (dice tray); returns the record and the new state. */
export function rollOnce(
  state: RngState,
  notation: string,
  purpose = 'tray',
  typed?: readonly number[],
): { record: RollRecord; state: RngState } {
  const roller = createRoller(state, typed ? { [purpose]: typed } : undefined);
  const record = roller.roll(notation, purpose);
  return { record, state: roller.rngState };
}
