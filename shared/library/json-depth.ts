// Nesting depth of a JSON text, measured by a linear scan before anything parses it. A file
// nested 10,000 levels deep would otherwise reach recursive code (revivers, schema checks,
// structured clones, JSON.stringify) that can exhaust the stack.

/** Deepest nesting a library import may have; real statblocks need fewer than ten levels. */
export const MAX_IMPORT_DEPTH = 64;

/**
 * The nesting depth of `text` (0 for a scalar), stopping early and returning `limit + 1` as
 * soon as it exceeds `limit`. Brackets inside strings do not count.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return deepest;
}
