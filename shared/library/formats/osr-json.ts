// JSON lists of OSR and AD&D 2e creatures: objects whose keys a person would recognise
// (`name`, `armorclass`/`armorClass`/`ac`, `hitdice`/`hd`, `move`/`movement`, `attacks`,
// `damage`, `morale`, `xp`, `save`/`saves`, `special…`), values as the books print them.
// Each object is read as a CSV row would be, through the same columns; keys not recognised are
// listed for the DM to map to a column in the preview (or to leave out).
import { mapFailure, type MapResult } from '../candidate';
import { MAX_IMPORT_RECORDS } from '../codes';
import { asArray, asObject, asString } from '../read';
import type { LibraryProblem } from '../types';
import { applyFixes, columnOf, csvSystem, mapCsvRow, type ColumnMap } from './csv-creatures';
import type { SourceResult } from './detect';
import { looksAscending, readAc, type AcConvention } from './stat-lines';

/** How a file's keys were read: each key, and the column it fills (null: not used). */
export interface ColumnUse {
  readonly key: string;
  readonly column: string | null;
}

/** Options the DM chose in the import dialog. */
export interface OsrJsonOptions {
  readonly system?: 'adnd2e' | 'osr';
  readonly columns?: ColumnMap;
  readonly ac?: AcConvention;
}

/** True when a record looks like an OSR / 2e creature: a name, hit dice and an armour class. */
export function isOsrCreature(value: unknown): boolean {
  const obj = asObject(value);
  if (!obj || typeof obj.name !== 'string') return false;
  const columns = new Set(Object.keys(obj).map((k) => columnOf(k)));
  return columns.has('hd') && columns.has('ac');
}

/** A JSON value as a cell's text: lists of lines are joined, numbers written out. */
function cellText(value: unknown): string {
  const list = asArray(value);
  if (list)
    return list
      .map(cellText)
      .filter((s) => s !== '')
      .join(list.every((v) => typeof v === 'number') ? '/' : '\n\n');
  return asString(value) ?? (typeof value === 'boolean' ? String(value) : '');
}

/** The source of a JSON list of OSR / 2e creatures. */
export function osrJsonSource(
  list: readonly unknown[],
  options: OsrJsonOptions = {},
): SourceResult {
  if (list.length > MAX_IMPORT_RECORDS) {
    return {
      ok: false,
      problem: { code: 'tooManyRecords', params: { count: list.length, max: MAX_IMPORT_RECORDS } },
    };
  }
  const map = options.columns ?? {};
  const keys = new Map<string, string | null>();
  for (const record of list.slice(0, 1000)) {
    for (const key of Object.keys(asObject(record) ?? {})) {
      if (!keys.has(key)) keys.set(key, columnOf(key, map));
    }
  }
  const used = (column: string) => [...keys.values()].includes(column);
  if (!used('system') && options.system === undefined) {
    // The message names the file's own format: this one is JSON, not a CSV.
    return { ok: false, problem: { code: 'csvSystemRequired', params: { format: 'JSON' } } };
  }
  const cellsOf = (record: unknown): Record<string, string> => {
    const cells: Record<string, string> = {};
    for (const [key, value] of Object.entries(asObject(record) ?? {})) {
      const column = keys.get(key) ?? columnOf(key, map);
      if (!column) continue;
      const text = cellText(value);
      cells[column] = cells[column] ? `${cells[column]}; ${text}` : text;
    }
    return cells;
  };
  // Ascending AC (Basic Fantasy's AC 17) is recognised from the file's values unless the DM said.
  const acValues = list.slice(0, 1000).flatMap((r) => {
    const ac = readAc(cellsOf(r).ac ?? '');
    return ac === undefined || /[[(]/.test(cellsOf(r).ac ?? '') ? [] : [ac];
  });
  const ac: AcConvention = options.ac ?? (looksAscending(acValues) ? 'ascending' : 'descending');
  const mapRecord = (record: unknown, fixes: Readonly<Record<string, string>> = {}): MapResult => {
    if (!asObject(record)) return mapFailure(null, 'notAnObject');
    const cells = cellsOf(record);
    applyFixes(cells, fixes);
    const system = cells.system?.trim() ? csvSystem(cells.system) : options.system;
    if (!system) {
      return mapFailure(cells.name?.trim() || null, 'unknownSystem', {
        system: (cells.system ?? '').slice(0, 40),
      });
    }
    return mapCsvRow(cells, system, { ac });
  };
  const unknown = [...keys].filter(([k, c]) => c === null && map[k] === undefined).map(([k]) => k);
  const notices: LibraryProblem[] = [];
  if (unknown.length > 0)
    notices.push({ code: 'csvColumnsIgnored', params: { columns: unknown.join(', ') } });
  if (ac === 'ascending') notices.push({ code: 'acAscending', params: {} });
  const columns: ColumnUse[] = [...keys].map(([key, column]) => ({ key, column }));
  return {
    ok: true,
    source: { format: 'osrJson', records: list, map: mapRecord, skipped: {}, notices, columns, ac },
  };
}
