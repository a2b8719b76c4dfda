// The Referee's OSR tables while they are being edited (numbers as typed), and the tables they
// make: every cell checked against the limits of the tables' schema and every table against
// its rules of shape (OSR-ENC-01 chances 0–6; distance dice NdM; reaction bands ascending,
// contiguous and open at both ends; escape rows from a group of 1, contiguous, the last
// open-ended; column limits in order). A problem is reported at the cell or row it concerns.
import type {
  EncounterChanceEntry,
  EscapeRow,
  OsrTables,
  ReactionBand,
} from '../../../shared/rules/osr/tables/index';
import { readNumber } from './draft';
import type { Issue, IssueCode } from './validate';

/** One encounter-chance row as typed. */
export interface ChanceDraft {
  chance: string;
  kind: 'every' | 'dayAndNight';
  count: string;
  unit: 'turn' | 'hour';
  ruleId: string;
}

/** One distance roll as typed. */
export interface DistanceDraft {
  dice: string;
  multiplier: string;
  unit: 'ft' | 'yd';
  ruleId: string;
}

/** One reaction band as typed (an empty bound is open). */
export interface BandDraft {
  key: ReactionBand['key'];
  min: string;
  max: string;
}

/** One escape row as typed (an empty upper size is open). */
export interface EscapeDraft {
  minSize: string;
  maxSize: string;
  base: string;
  over75: string;
  from26to75: string;
  upTo25: string;
  warningKey?: string;
}

/** The four tables as typed. */
export interface TablesDraft {
  chance: Record<string, ChanceDraft>;
  distance: Record<'dungeon' | 'city' | 'wilderness', DistanceDraft>;
  bands: BandDraft[];
  escape: EscapeDraft[];
  upTo25Max: string;
  from26to75Max: string;
}

/** The encounter-chance rows in table order: dungeon, city by day and night, each terrain. */
export const CHANCE_ROWS = [
  'dungeon',
  'city.day',
  'city.night',
  'wilderness.road',
  'wilderness.trail',
  'wilderness.plain',
  'wilderness.forest',
  'wilderness.hill',
  'wilderness.swamp',
  'wilderness.mountain',
] as const;

const text = (n: number | undefined): string => (n === undefined ? '' : String(n));

function chanceEntry(tables: OsrTables, row: string): EncounterChanceEntry {
  const [env, sub] = row.split('.') as [string, string | undefined];
  const table = tables.encounterChance as unknown as Record<string, unknown>;
  const entry = sub ? (table[env] as Record<string, unknown>)[sub] : table[env];
  return entry as EncounterChanceEntry;
}

/** The tables as the editor shows them. */
export function toDraft(tables: OsrTables): TablesDraft {
  const chance: Record<string, ChanceDraft> = {};
  for (const row of CHANCE_ROWS) {
    const e = chanceEntry(tables, row);
    chance[row] = {
      chance: text(e.chance),
      kind: e.frequency.kind,
      count: e.frequency.kind === 'every' ? text(e.frequency.count) : '2',
      unit: e.frequency.kind === 'every' ? e.frequency.unit : 'turn',
      ruleId: e.ruleId,
    };
  }
  const d = tables.encounterDistance;
  const distance = Object.fromEntries(
    (['dungeon', 'city', 'wilderness'] as const).map((env) => [
      env,
      {
        dice: d[env].dice,
        multiplier: text(d[env].multiplier),
        unit: d[env].unit,
        ruleId: d[env].ruleId,
      },
    ]),
  ) as TablesDraft['distance'];
  return {
    chance,
    distance,
    bands: tables.reactionBands.map((b) => ({ key: b.key, min: text(b.min), max: text(b.max) })),
    escape: tables.escape.rows.map((r) => ({
      minSize: text(r.minSize),
      maxSize: text(r.maxSize),
      base: text(r.base),
      over75: text(r.mods.over75),
      from26to75: text(r.mods.from26to75),
      upTo25: text(r.mods.upTo25),
      ...(r.warningKey ? { warningKey: r.warningKey } : {}),
    })),
    upTo25Max: text(tables.escape.columnLimits.upTo25Max),
    from26to75Max: text(tables.escape.columnLimits.from26to75Max),
  };
}

/** Tables made from the editor, or the problems in it (by `table.row.column` path). */
export interface TablesResult {
  readonly tables: OsrTables | null;
  readonly issues: readonly Issue[];
}

/** Makes the tables from what the Referee typed, checking every cell and every table's shape. */
export function fromDraft(draft: TablesDraft): TablesResult {
  const issues: Issue[] = [];
  const int = (
    path: string,
    raw: string,
    opts: { min?: number; max?: number; optional?: boolean } = {},
  ): number | undefined => {
    if (raw.trim() === '') {
      if (!opts.optional) issues.push({ path, code: 'required' });
      return undefined;
    }
    const n = readNumber(raw);
    const fail = (code: IssueCode, params?: Record<string, number>): undefined => {
      issues.push({ path, code, ...(params ? { params } : {}) });
      return undefined;
    };
    if (n === null) return fail('notNumber');
    if (!Number.isSafeInteger(n)) return fail('notWhole');
    if (opts.min !== undefined && n < opts.min) return fail('tooSmall', { min: opts.min });
    if (opts.max !== undefined && n > opts.max) return fail('tooLarge', { max: opts.max });
    return n;
  };

  const chance: Record<string, EncounterChanceEntry> = {};
  for (const row of CHANCE_ROWS) {
    const c = draft.chance[row] as ChanceDraft;
    const value = int(`chance.${row}.chance`, c.chance, { min: 0, max: 6 });
    const count = c.kind === 'every' ? int(`chance.${row}.count`, c.count, { min: 1 }) : 0;
    if (value === undefined || count === undefined) continue;
    chance[row] = {
      chance: value,
      frequency:
        c.kind === 'every' ? { kind: 'every', count, unit: c.unit } : { kind: 'dayAndNight' },
      ruleId: c.ruleId,
    };
  }

  const distance: Record<
    string,
    { dice: string; multiplier: number; unit: 'ft' | 'yd'; ruleId: string }
  > = {};
  for (const env of ['dungeon', 'city', 'wilderness'] as const) {
    const d = draft.distance[env];
    const dice = d.dice.trim();
    if (!/^\d+d\d+$/.test(dice))
      issues.push({ path: `distance.${env}.dice`, code: dice === '' ? 'required' : 'pattern' });
    const multiplier = int(`distance.${env}.multiplier`, d.multiplier, { min: 1 });
    if (multiplier !== undefined)
      distance[env] = { dice, multiplier, unit: d.unit, ruleId: d.ruleId };
  }

  const bands: ReactionBand[] = draft.bands.map((b, i) => {
    const min = int(`bands.${i}.min`, b.min, { optional: true });
    const max = int(`bands.${i}.max`, b.max, { optional: true });
    return {
      key: b.key,
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
  });
  if (bands.length === 0) issues.push({ path: 'bands', code: 'required' });
  const last = bands.length - 1;
  // Open at both ends, so every total has a band.
  if (bands.length > 0 && draft.bands[0]?.min.trim() !== '') {
    issues.push({ path: 'bands.0.min', code: 'openEnded' });
  }
  if (bands.length > 0 && draft.bands[last]?.max.trim() !== '') {
    issues.push({ path: `bands.${last}.max`, code: 'openEnded' });
  }
  bands.forEach((band, i) => {
    if (band.min !== undefined && band.max !== undefined && band.min > band.max) {
      issues.push({ path: `bands.${i}.max`, code: 'minMax' });
    }
    const next = bands[i + 1];
    if (!next) return;
    if (band.max === undefined) issues.push({ path: `bands.${i}.max`, code: 'contiguous' });
    else if (next.min !== band.max + 1) {
      issues.push({ path: `bands.${i + 1}.min`, code: 'contiguous' });
    }
  });

  const rows: EscapeRow[] = draft.escape.map((r, i) => {
    const minSize = int(`escape.${i}.minSize`, r.minSize, { min: 1 }) ?? 0;
    const maxSize = int(`escape.${i}.maxSize`, r.maxSize, { min: 1, optional: true });
    const mods = {
      over75: int(`escape.${i}.over75`, r.over75) ?? 0,
      from26to75: int(`escape.${i}.from26to75`, r.from26to75) ?? 0,
      upTo25: int(`escape.${i}.upTo25`, r.upTo25) ?? 0,
    };
    return {
      minSize,
      ...(maxSize !== undefined ? { maxSize } : {}),
      base: int(`escape.${i}.base`, r.base) ?? 0,
      mods,
      ...(r.warningKey ? { warningKey: r.warningKey } : {}),
    };
  });
  if (rows.length === 0) issues.push({ path: 'escape', code: 'required' });
  if (rows.length > 0 && rows[0]?.minSize !== 1) {
    issues.push({ path: 'escape.0.minSize', code: 'firstRow' });
  }
  if (rows.length > 0 && rows[rows.length - 1]?.maxSize !== undefined) {
    issues.push({ path: `escape.${rows.length - 1}.maxSize`, code: 'lastOpen' });
  }
  rows.forEach((row, i) => {
    const next = rows[i + 1];
    if (!next) return;
    if (row.maxSize === undefined) issues.push({ path: `escape.${i}.maxSize`, code: 'contiguous' });
    else if (row.maxSize < row.minSize)
      issues.push({ path: `escape.${i}.maxSize`, code: 'minMax' });
    else if (next.minSize !== row.maxSize + 1) {
      issues.push({ path: `escape.${i + 1}.minSize`, code: 'contiguous' });
    }
  });
  const upTo25Max = int('limits.upTo25Max', draft.upTo25Max, { min: 0, max: 100 });
  const from26to75Max = int('limits.from26to75Max', draft.from26to75Max, { min: 0, max: 100 });
  if (upTo25Max !== undefined && from26to75Max !== undefined && upTo25Max > from26to75Max) {
    issues.push({ path: 'limits.upTo25Max', code: 'ordered' });
  }

  if (issues.length > 0) return { tables: null, issues };
  const c = (row: string): EncounterChanceEntry => chance[row] as EncounterChanceEntry;
  const tables: OsrTables = {
    encounterChance: {
      dungeon: c('dungeon'),
      city: { day: c('city.day'), night: c('city.night') },
      wilderness: {
        road: c('wilderness.road'),
        trail: c('wilderness.trail'),
        plain: c('wilderness.plain'),
        forest: c('wilderness.forest'),
        hill: c('wilderness.hill'),
        swamp: c('wilderness.swamp'),
        mountain: c('wilderness.mountain'),
      },
    },
    encounterDistance: distance as unknown as OsrTables['encounterDistance'],
    reactionBands: bands,
    escape: {
      rows,
      columnLimits: { upTo25Max: upTo25Max as number, from26to75Max: from26to75Max as number },
    },
  };
  return { tables, issues: [] };
}
