// The OSR procedure panel's typed dice: the Referee types a physical die's face, the faces of
// several dice (`3 4`) or their total, or leaves the field empty for the app to roll. The keys
// are the engine's roll purposes (shared/rules/osr/roll-purposes.ts, renderer/dm/actions/rolls.ts).
import { facesForTotal, readDiceEntry } from '../../../lib/diceEntry';

/** Typed rolls for one purpose: {} when the app rolls, null when the text cannot be `dice`. */
export function typedDice(
  text: string,
  dice: string,
  key: string,
): Record<string, number[]> | null {
  const entry = readDiceEntry(text);
  // Empty, or the dice's own notation typed: the app rolls.
  if (entry.kind === 'auto' || entry.kind === 'notation') return {};
  if (entry.kind === 'faces') return { [key]: [...entry.faces] };
  if (entry.kind === 'number') {
    const faces = facesForTotal(dice, entry.value);
    return faces ? { [key]: faces } : null;
  }
  return null;
}

/** A whole number typed into an optional field: undefined when empty, null when not a number. */
export function optionalInt(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}
