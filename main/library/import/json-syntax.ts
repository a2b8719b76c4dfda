// Where a JSON text goes wrong, by line and column, and the one slip published files make most:
// a comma before a closing bracket (Basic Fantasy's monster file ends `},\n]`). V8's own
// message gives no position for many errors, so the text is scanned here.

/** Line and column (1-based) of an offset of `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Offsets of commas that stand right before the `]` closing a list (outside strings): a list
 * written record by record, each followed by a comma. One before `}` stays an error: an object
 * cut short is not what its author meant.
 */
export function trailingCommas(text: string): number[] {
  const out: number[] = [];
  let inString = false;
  let lastComma = -1;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') {
      inString = true;
      lastComma = -1;
    } else if (ch === ',') lastComma = i;
    else if (ch === ']' || ch === '}') {
      if (lastComma >= 0 && ch === ']') out.push(lastComma);
      lastComma = -1;
    } else if (!/\s/.test(ch ?? '')) lastComma = -1;
  }
  return out;
}

/** The text with the given commas replaced by spaces (offsets, lines and columns unchanged). */
export function blankOut(text: string, offsets: readonly number[]): string {
  if (offsets.length === 0) return text;
  const chars = text.split('');
  for (const o of offsets) chars[o] = ' ';
  return chars.join('');
}

const WS = /\s/;

/** The offset of the first syntax error of a JSON text (the text's length if it ends early). */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const skip = () => {
    while (i < text.length && WS.test(text[i] ?? '')) i += 1;
  };
  class Stop extends Error {}
  const fail = (): never => {
    throw new Stop();
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    i += 1;
    while (i < text.length) {
      const ch = text[i] ?? '';
      if (ch === '"') {
        i += 1;
        return;
      }
      if (ch === '\\') i += 2;
      else if (ch < ' ') fail();
      else i += 1;
    }
    fail();
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m || m[0] === '') fail();
    i += (m as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    skip();
    const ch = text[i];
    if (ch === '{') {
      i += 1;
      skip();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail();
        string();
        skip();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        skip();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') {
          i += 1;
          return;
        } else fail();
      }
    } else if (ch === '[') {
      i += 1;
      skip();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (;;) {
        value();
        skip();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') {
          i += 1;
          return;
        } else fail();
      }
    } else if (ch === '"') string();
    else if (ch === 't') literal('true');
    else if (ch === 'f') literal('false');
    else if (ch === 'n') literal('null');
    else number();
  };
  try {
    value();
    skip();
    return i < text.length ? i : -1;
  } catch (error) {
    if (error instanceof Stop) return Math.min(i, text.length);
    throw error;
  }
}
