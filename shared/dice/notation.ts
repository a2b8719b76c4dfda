// Dice notation: sums of dice groups and constants (`2d6+1d4+3`, `1d20-1d4`), keep/drop
// (`4d6dl1`, `2d20kh1`), `adv`/`dis` (2d20 keep highest/lowest), `d100`/`d%`, and x-in-y
// checks (`2-in-6`: roll a d6, the event happens on 1..2).
import { RuleError } from '../errors';

/** Keep or drop the highest or lowest N dice of a group. */
export type KeepMode = 'kh' | 'kl' | 'dh' | 'dl';

/** One group of identical dice in an expression. */
export interface DiceGroup {
  /** Number of dice rolled. */
  count: number;
  /** Faces per die (100 for d% and d100). */
  sides: number;
  /** +1 adds the group's kept dice, −1 subtracts them. */
  sign: 1 | -1;
  /** Optional keep/drop rule, e.g. kh1 for advantage. */
  keep?: { mode: KeepMode; n: number };
}

/** A parsed dice expression. */
export interface DiceExpression {
  /** The notation as written (trimmed). */
  notation: string;
  /** The dice groups in written order. */
  groups: DiceGroup[];
  /** Sum of the constant terms. */
  modifier: number;
  /** Set for x-in-y checks: success when the face is 1..x. */
  chance?: { x: number; sides: number };
}

const MAX_DICE = 1000;
const MAX_SIDES = 10000;

const DICE_TERM = /^(\d*)d(\d+|%)(?:(kh|kl|dh|dl)(\d*))?$/;
const CHANCE = /^(\d+)\s*-?\s*in\s*-?\s*(\d+)$/;

function bad(notation: string): RuleError {
  return new RuleError('invalidNotation', { notation });
}

/** Parses dice notation; throws RuleError `invalidNotation` on anything else. */
export function parseNotation(input: string): DiceExpression {
  const notation = input.trim();
  const text = notation.toLowerCase().replace(/\s+/g, ' ');
  if (text.length === 0 || text.length > 200) throw bad(notation);

  const chance = CHANCE.exec(text);
  if (chance) {
    const x = Number(chance[1]);
    const sides = Number(chance[2]);
    if (sides < 1 || sides > MAX_SIDES || x < 0 || x > sides) throw bad(notation);
    return { notation, groups: [{ count: 1, sides, sign: 1 }], modifier: 0, chance: { x, sides } };
  }

  // `1d20+-1` comes from templates like `1d20+${mod}` with a negative modifier.
  const compact = text.replace(/ /g, '').replace(/\+-/g, '-');
  // Split into signed terms: a leading sign is optional on the first term.
  const terms = compact.match(/[+-]?[^+-]+/g);
  if (!terms || terms.join('') !== compact) throw bad(notation);

  const groups: DiceGroup[] = [];
  let modifier = 0;
  for (const raw of terms) {
    const sign: 1 | -1 = raw.startsWith('-') ? -1 : 1;
    const body = raw.replace(/^[+-]/, '');
    if (body === '') throw bad(notation);
    if (/^\d+$/.test(body)) {
      modifier += sign * Number(body);
      continue;
    }
    if (body === 'adv' || body === 'dis') {
      groups.push({
        count: 2,
        sides: 20,
        sign,
        keep: { mode: body === 'adv' ? 'kh' : 'kl', n: 1 },
      });
      continue;
    }
    const m = DICE_TERM.exec(body);
    if (!m) throw bad(notation);
    const count = m[1] === '' ? 1 : Number(m[1]);
    const sides = m[2] === '%' ? 100 : Number(m[2]);
    if (count < 1 || count > MAX_DICE || sides < 1 || sides > MAX_SIDES) throw bad(notation);
    const group: DiceGroup = { count, sides, sign };
    if (m[3]) {
      const n = m[4] === '' || m[4] === undefined ? 1 : Number(m[4]);
      if (n > count) throw bad(notation);
      group.keep = { mode: m[3] as KeepMode, n };
    }
    groups.push(group);
  }
  return { notation, groups, modifier };
}

/** Indices of the dice a group keeps, given its faces in rolled order. */
export function keptIndices(group: DiceGroup, faces: readonly number[]): number[] {
  const all = faces.map((_, i) => i);
  if (!group.keep) return all;
  // Stable sort so equal faces keep their rolled order.
  const asc = [...all].sort((a, b) => (faces[a] as number) - (faces[b] as number) || a - b);
  const { mode, n } = group.keep;
  let chosen: number[];
  if (mode === 'kh') chosen = asc.slice(asc.length - n);
  else if (mode === 'kl') chosen = asc.slice(0, n);
  else if (mode === 'dh') chosen = asc.slice(0, asc.length - n);
  else chosen = asc.slice(n);
  return chosen.sort((a, b) => a - b);
}

/** Total number of dice an expression rolls (what a typed roll must supply). */
export function diceCount(expr: DiceExpression): number {
  return expr.groups.reduce((n, g) => n + g.count, 0);
}

/** Smallest and largest total an expression can produce (chance checks: the face range). */
export function totalBounds(expr: DiceExpression): { min: number; max: number } {
  let min = expr.modifier;
  let max = expr.modifier;
  for (const g of expr.groups) {
    const kept = g.keep
      ? g.keep.mode === 'kh' || g.keep.mode === 'kl'
        ? g.keep.n
        : g.count - g.keep.n
      : g.count;
    if (g.sign === 1) {
      min += kept;
      max += kept * g.sides;
    } else {
      min -= kept * g.sides;
      max -= kept;
    }
  }
  return { min, max };
}
