// A CSV file of 2e or OSR creatures as an import source: the header row names the columns,
// each following row is one creature. The rule system comes from a `system` column or, for the
// whole file, from the DM's choice in the import dialog.
import { mapFailure, type MapResult } from '../candidate';
import { MAX_IMPORT_RECORDS } from '../codes';
import { CsvSyntaxError, parseCsv } from '../csv-parse';
import type { LibraryProblem } from '../types';
import { applyFixes, csvSystem, mapCsvRow, readCsvHeader } from './csv-creatures';
import type { SourceOptions, SourceResult } from './detect';

/** Reads a CSV text; `system` applies to rows without a `system` cell. */
export function sourceFromCsv(
  text: string,
  choice: SourceOptions | 'adnd2e' | 'osr' = {},
): SourceResult {
  const options: SourceOptions = typeof choice === 'string' ? { system: choice } : choice;
  const { system } = options;
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { ok: false, problem: { code: 'csvMalformed', params: { line: error.line } } };
  }
  const [header, ...data] = rows;
  if (!header) return { ok: false, problem: { code: 'noCreatures', params: {} } };
  const { columns, unknown, missing } = readCsvHeader(header, options.columns);
  if (missing.length > 0) {
    return { ok: false, problem: { code: 'csvHeader', params: { missing: missing.join(', ') } } };
  }
  if (data.length === 0) return { ok: false, problem: { code: 'noCreatures', params: {} } };
  if (data.length > MAX_IMPORT_RECORDS) {
    return {
      ok: false,
      problem: { code: 'tooManyRecords', params: { count: data.length, max: MAX_IMPORT_RECORDS } },
    };
  }
  const hasSystemColumn = columns.includes('system');
  if (!hasSystemColumn && system === undefined) {
    return { ok: false, problem: { code: 'csvSystemRequired', params: { format: 'CSV' } } };
  }
  const map = (row: unknown, fixes: Readonly<Record<string, string>> = {}): MapResult => {
    const cells: Record<string, string> = {};
    (row as string[]).forEach((cell, i) => {
      const column = columns[i];
      if (column) cells[column] = cell;
    });
    applyFixes(cells, fixes);
    const rowSystem = cells.system?.trim() ? csvSystem(cells.system) : system;
    if (!rowSystem) {
      return mapFailure(cells.name?.trim() || null, 'unknownSystem', {
        system: (cells.system ?? '').slice(0, 40),
      });
    }
    return mapCsvRow(cells, rowSystem, options.ac ? { ac: options.ac } : {});
  };
  const notices: LibraryProblem[] =
    unknown.length > 0
      ? [{ code: 'csvColumnsIgnored', params: { columns: unknown.join(', ') } }]
      : [];
  const used = header.map((key, i) => ({ key: key.trim(), column: columns[i] ?? null }));
  return {
    ok: true,
    source: {
      format: 'csv',
      records: data,
      map,
      skipped: {},
      notices,
      columns: used,
      ac: options.ac ?? 'descending',
    },
  };
}
