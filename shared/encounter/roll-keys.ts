// Typed-dice keys a command accepts, written as shapes: a literal base (`attack`), a base with a
// placeholder for what the roll is for (`save:<id>`, `init:side:<side>`), or a literal suffix
// (`grapple:initiator`). `<name>` stands for any non-empty text; every key may end in `#n` (the
// n-th roll of the same purpose in one command). A key no shape of the command matches is
// refused, so a misspelt or missing suffix never lets the RNG roll in the DM's place.
import { RuleError } from '../errors';

const compiled = new Map<string, RegExp>();

function patternOf(shape: string): RegExp {
  let re = compiled.get(shape);
  if (!re) {
    const body = shape
      .split(/(<[^>]+>)/)
      .map((part) =>
        part.startsWith('<') && part.endsWith('>')
          ? '[^#]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    re = new RegExp(`^${body}(?:#\\d+)?$`);
    compiled.set(shape, re);
  }
  return re;
}

/** Whether a typed-dice key fits one of the shapes. */
export function rollKeyMatches(key: string, shapes: readonly string[]): boolean {
  return shapes.some((shape) => patternOf(shape).test(key));
}

/** Throws `unknownRollPurpose` for the first typed key none of the shapes fits. */
export function checkRollKeys(
  typed: Readonly<Record<string, unknown>>,
  shapes: readonly string[],
): void {
  for (const key of Object.keys(typed)) {
    if (!rollKeyMatches(key, shapes)) {
      throw new RuleError('unknownRollPurpose', { purpose: key, accepted: shapes.join(', ') });
    }
  }
}
