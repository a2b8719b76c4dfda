// Typed-dice keys a command accepts, written as shapes: a literal base (`attack`), a base with a
// placeholder for what the roll is for (`save:<id>`, `init:side:<side>`), or a literal suffix
// (`grapple:initiator`). `<name>` stands for any non-empty text; every key may end in `#n` (the
// n-th roll of the same purpose in one command). A key no shape of the command matches is
// refused, so a misspelt or missing suffix never lets the RNG roll in the DM's place.
import { parseRollPurpose } from '../dice';
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

/** The base name a shape starts with (`save` of `save:<id>`). */
function baseOf(shape: string): string {
  const at = shape.search(/[:.<#]/);
  return at < 0 ? shape : shape.slice(0, at);
}

/**
 * Throws `unknownRollPurpose` for the first typed key none of the shapes fits. With
 * `onlyNamedBases`, keys whose base no shape names are left to the caller's other checks.
 */
export function checkRollKeys(
  typed: Readonly<Record<string, unknown>>,
  shapes: readonly string[],
  opts: { onlyNamedBases?: boolean } = {},
): void {
  const named = opts.onlyNamedBases ? new Set(shapes.map(baseOf)) : null;
  for (const key of Object.keys(typed)) {
    if (named && !named.has(parseRollPurpose(key).base)) continue;
    if (!rollKeyMatches(key, shapes)) {
      throw new RuleError('unknownRollPurpose', { purpose: key });
    }
  }
}
