// What a DM types into a dice field: nothing (the app rolls), a number (a total, or the face of
// a physical die), dice notation such as `2d6+3` (the app rolls it), or the faces of several
// physical dice (`4 3` or `4, 3`). Every roll in the app accepts these.
import { parseNotation, type DiceExpression } from '../../shared/dice/notation';

/** A dice field's text, understood. */
export type DiceEntry =
  | { readonly kind: 'auto' }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'notation'; readonly notation: string }
  | { readonly kind: 'faces'; readonly faces: readonly number[] }
  | { readonly kind: 'invalid'; readonly text: string };

const INTEGER = /^[+-]?\d{1,6}$/;
const FACES = /^\d{1,4}(?:\s*[ ,;]\s*\d{1,4})+$/;

/** Reads a dice field. */
export function readDiceEntry(text: string): DiceEntry {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'auto' };
  if (INTEGER.test(trimmed)) return { kind: 'number', value: Number(trimmed) };
  if (FACES.test(trimmed)) {
    return { kind: 'faces', faces: trimmed.split(/[\s,;]+/).map(Number) };
  }
  try {
    const expr = parseNotation(trimmed);
    if (expr.groups.length > 0 && !expr.chance) return { kind: 'notation', notation: trimmed };
  } catch {
    // Not notation either: reported as invalid below.
  }
  return { kind: 'invalid', text: trimmed };
}

/** The notation parsed, or null when it is not valid notation. */
export function parseDice(notation: string): DiceExpression | null {
  try {
    return parseNotation(notation);
  } catch {
    return null;
  }
}

/**
 * Faces that make `notation` total `total` (the DM rolled physical dice and typed the sum).
 * Kept dice share the total as evenly as possible; dropped dice show the least telling face
 * (1 for keep-highest, the top face for keep-lowest). Null when no roll can make that total.
 */
export function facesForTotal(notation: string, total: number): number[] | null {
  const expr = parseDice(notation);
  if (!expr || expr.chance) return null;
  let need = total - expr.modifier;
  const perGroup: number[][] = [];
  // Negative groups (`1d20-1d4`) take their smallest face; the positive groups carry the rest.
  for (const g of expr.groups) if (g.sign < 0) need += keptCount(g);
  for (const g of expr.groups) {
    if (g.sign < 0) {
      perGroup.push(Array.from({ length: g.count }, () => 1));
      continue;
    }
    const kept = keptCount(g);
    const filler = g.keep && (g.keep.mode === 'kl' || g.keep.mode === 'dh') ? g.sides : 1;
    perGroup.push(Array.from({ length: g.count - kept }, () => filler));
  }
  const positive = expr.groups.filter((g) => g.sign > 0);
  const capacity = positive.reduce((n, g) => n + keptCount(g) * g.sides, 0);
  const floor = positive.reduce((n, g) => n + keptCount(g), 0);
  if (need < floor || need > capacity) return null;
  // Spread `need` over every kept positive die, each 1..sides, as evenly as possible.
  const dice = positive.flatMap((g) => Array.from({ length: keptCount(g) }, () => g.sides));
  const values = dice.map(() => 1);
  let left = need - dice.length;
  for (let round = 0; left > 0; round++) {
    for (let i = 0; i < dice.length && left > 0; i++) {
      if ((values[i] as number) < (dice[i] as number)) {
        values[i] = (values[i] as number) + 1;
        left -= 1;
      }
    }
    if (round > 100_000) return null;
  }
  let at = 0;
  const faces: number[] = [];
  expr.groups.forEach((g, index) => {
    if (g.sign < 0) {
      faces.push(...(perGroup[index] as number[]));
      return;
    }
    const kept = values.slice(at, at + keptCount(g));
    at += keptCount(g);
    faces.push(...kept, ...(perGroup[index] as number[]));
  });
  return faces;
}

function keptCount(g: DiceExpression['groups'][number]): number {
  if (!g.keep) return g.count;
  return g.keep.mode === 'kh' || g.keep.mode === 'kl' ? g.keep.n : g.count - g.keep.n;
}

/**
 * The typed faces for one roll purpose of an engine command from a dice field, given the
 * notation the rules roll for it: a number is the total (a single die: its face), faces are
 * taken as typed. Undefined when the field asks the app to roll; null when it cannot be used.
 */
export function typedFaces(entry: DiceEntry, notation: string): number[] | undefined | null {
  if (entry.kind === 'auto') return undefined;
  if (entry.kind === 'faces') return [...entry.faces];
  if (entry.kind === 'number') return facesForTotal(notation, entry.value);
  return null;
}
