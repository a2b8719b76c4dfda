// RFC 4180 CSV: fields separated by commas (or semicolons, as spreadsheets in many locales
// save them), quoted fields may hold separators, quotes ("" inside) and line breaks.

/** A CSV text that cannot be read: an unclosed quote, or a character after a closing quote. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`CSV syntax error on line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

/** The separator a CSV file uses: whichever of `,` `;` or tab its first line has most of. */
export function detectSeparator(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((sep) => [sep, firstLine.split(sep).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Parses CSV text into rows of fields; blank lines are dropped. Throws CsvSyntaxError. */
export function parseCsv(text: string, separator = detectSeparator(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
    afterQuote = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === separator) {
      row.push(field);
      field = '';
      afterQuote = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
    } else if (c === '"' && field === '' && !afterQuote) {
      quoted = true;
    } else if (afterQuote) {
      throw new CsvSyntaxError(line);
    } else {
      field += c;
    }
  }
  if (quoted) throw new CsvSyntaxError(line);
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** One field for a CSV file: quoted when it holds a separator, quote or line break. */
export function csvField(value: string, separator = ','): string {
  return /["\r\n]/.test(value) || value.includes(separator)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}
