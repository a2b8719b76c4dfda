// Recognises which format a parsed import file is in and lists its records with the mapper
// that reads them. Files of other trackers are recognised by their shape, not their name.
import { mapFailure, type MapResult } from '../candidate';
import { MAX_IMPORT_RECORDS } from '../codes';
import { asArray, asObject, asString } from '../read';
import type { ImportFormat, LibraryProblem, SkippedCounts } from '../types';
import { isAppLibraryFile, mapAppCreature } from './app-json';
import { isDnd5eApiMonster, mapDnd5eApi } from './dnd5e-api';
import { isImprovedInitiativeStatBlock, mapImprovedInitiative } from './improved-initiative';
import type { ColumnMap } from './csv-creatures';
import { isOpen5eMonster, mapOpen5e } from './open5e';
import { isOsrCreature, osrJsonSource, type ColumnUse } from './osr-json';
import type { AcConvention } from './stat-lines';
import {
  isDjangoCreatureRow,
  isDjangoFixtureRow,
  isOpen5eV2Creature,
  mapDjangoCreature,
  mapOpen5eV2,
} from './open5e-v2';

/** The records of a recognised file and how to map each. */
export interface ImportSource {
  readonly format: ImportFormat;
  readonly records: readonly unknown[];
  /**
   * Maps one record. CSV and OSR / 2e JSON take `fixes`: values the DM typed in the preview for
   * cells that could not be read, by column, used instead of the file's.
   */
  readonly map: (record: unknown, fixes?: Readonly<Record<string, string>>) => MapResult;
  /** Records that are not creatures (spells, encounters, settings), by kind. */
  readonly skipped: SkippedCounts;
  /** File-level notices for the preview (ignored columns…). */
  readonly notices: readonly LibraryProblem[];
  /** CSV and OSR JSON: each column or key of the file and the field it fills. */
  readonly columns?: readonly ColumnUse[];
  /** OSR / 2e: how the file's armour class was read. */
  readonly ac?: AcConvention;
}

/** What the DM chose in the import dialog for files that need it. */
export interface SourceOptions {
  /** Rule system of CSV rows and OSR / 2e JSON records that name none. */
  readonly system?: 'adnd2e' | 'osr';
  /** Columns the DM mapped (file key → column; `''` leaves it out). */
  readonly columns?: ColumnMap;
  /** The file's armour class convention, when the DM overrides what was recognised. */
  readonly ac?: AcConvention;
}

/** Either a source, or the problem that rejects the whole file. */
export type SourceResult =
  | { readonly ok: true; readonly source: ImportSource }
  | { readonly ok: false; readonly problem: LibraryProblem };

/** Parses a JSON text nested inside a file (Improved Initiative's legacy export stores them). */
export type NestedJsonParser = (text: string) => unknown;

const fail = (code: string, params: LibraryProblem['params'] = {}): SourceResult => ({
  ok: false,
  problem: { code, params },
});

function source(
  format: ImportFormat,
  records: readonly unknown[],
  map: (record: unknown) => MapResult,
  skipped: SkippedCounts = {},
): SourceResult {
  if (records.length > MAX_IMPORT_RECORDS) {
    return fail('tooManyRecords', { count: records.length, max: MAX_IMPORT_RECORDS });
  }
  if (records.length === 0) return fail('noCreatures');
  return { ok: true, source: { format, records, map, skipped, notices: [] } };
}

type RecordKind = 'ii' | 'open5e' | 'open5eV2' | 'dnd5eApi' | 'app';

function recordKind(value: unknown): RecordKind | undefined {
  if (isImprovedInitiativeStatBlock(value)) return 'ii';
  if (isOpen5eV2Creature(value)) return 'open5eV2';
  if (isOpen5eMonster(value)) return 'open5e';
  if (isDnd5eApiMonster(value)) return 'dnd5eApi';
  const obj = asObject(value);
  if (obj && typeof obj.system === 'string' && asObject(obj.statblock)) return 'app';
  return undefined;
}

const MAPPERS: Record<RecordKind, { format: ImportFormat; map: (r: unknown) => MapResult }> = {
  ii: { format: 'improvedInitiative', map: (r) => mapImprovedInitiative(r) },
  open5e: { format: 'open5e', map: mapOpen5e },
  open5eV2: { format: 'open5eV2', map: mapOpen5eV2 },
  dnd5eApi: { format: 'dnd5eApi', map: (r) => mapDnd5eApi(r) },
  app: { format: 'appJson', map: mapAppCreature },
};

// Improved Initiative's exports name each record `<List>.<id>`, optionally prefixed by
// `ImprovedInitiative.` (the older localStorage export, whose values are JSON texts).
const II_KEY = /^(?:ImprovedInitiative\.)?([A-Za-z]+)\.(.+)$/;
const II_LISTS = new Set([
  'Creatures',
  'PlayerCharacters',
  'PersistentCharacters',
  'Spells',
  'SavedEncounters',
  'AutoSavedEncounters',
]);

function isImprovedInitiativeExport(obj: Record<string, unknown>): boolean {
  return Object.keys(obj).some((key) => II_LISTS.has(II_KEY.exec(key)?.[1] ?? ''));
}

function improvedInitiativeExport(
  obj: Record<string, unknown>,
  parseNested: NestedJsonParser,
): SourceResult {
  const records: { value: unknown; list: string }[] = [];
  const skipped: Record<string, number> = {};
  const skip = (kind: string) => (skipped[kind] = (skipped[kind] ?? 0) + 1);
  for (const [key, raw] of Object.entries(obj)) {
    const list = II_KEY.exec(key)?.[1];
    if (list === undefined || !II_LISTS.has(list)) {
      // The bare list keys (`Creatures`: [ids]) only index the records; settings are not creatures.
      if (!II_LISTS.has(key.replace(/^ImprovedInitiative\./, ''))) skip('other');
      continue;
    }
    if (list === 'Spells') skip('spells');
    else if (list === 'SavedEncounters' || list === 'AutoSavedEncounters') skip('encounters');
    else records.push({ value: raw, list });
  }
  const map = ({ value, list }: { value: unknown; list: string }): MapResult => {
    let record = value;
    if (typeof record === 'string') {
      try {
        record = parseNested(record);
      } catch (error) {
        const { code, params } = error as { code?: unknown; params?: LibraryProblem['params'] };
        return mapFailure(null, typeof code === 'string' ? code : 'notJson', params ?? {});
      }
    }
    if (list === 'PersistentCharacters') {
      const character = asObject(record);
      const statBlock = asObject(character?.StatBlock);
      if (!statBlock) return mapFailure(asString(character?.Name) ?? null, 'notAnObject');
      return mapImprovedInitiative(
        { ...statBlock, Name: asString(statBlock.Name) || asString(character?.Name) },
        true,
        { currentHp: character?.CurrentHP, notes: character?.Notes },
      );
    }
    return mapImprovedInitiative(record, list !== 'Creatures');
  };
  return source('improvedInitiativeExport', records, map as (r: unknown) => MapResult, skipped);
}

// Open5e's data files are Django fixtures: rows of several models; only creatures are read.
function djangoFixture(rows: readonly unknown[]): SourceResult {
  const creatures = rows.filter(isDjangoCreatureRow);
  const other = rows.length - creatures.length;
  return source('open5eFixture', creatures, mapDjangoCreature, other > 0 ? { other } : {});
}

/** Recognises a parsed JSON file and lists its creature records. */
export function sourceFromJson(
  parsed: unknown,
  parseNested: NestedJsonParser,
  options: SourceOptions = {},
): SourceResult {
  if (isAppLibraryFile(parsed)) {
    const creatures = asArray(asObject(parsed)?.creatures);
    return creatures ? source('appJson', creatures, mapAppCreature) : fail('unknownFormat');
  }
  const list = asArray(parsed) ?? asArray(asObject(parsed)?.results);
  if (list && list.some(isDjangoFixtureRow)) return djangoFixture(list);
  if (list) {
    const kind = list.map(recordKind).find((k) => k !== undefined);
    if (!kind && list.some(isOsrCreature)) return osrJsonSource(list, options);
    if (!kind) return list.length === 0 ? fail('noCreatures') : fail('unknownFormat');
    return source(MAPPERS[kind].format, list, MAPPERS[kind].map);
  }
  const kind = recordKind(parsed);
  if (kind) return source(MAPPERS[kind].format, [parsed], MAPPERS[kind].map);
  const obj = asObject(parsed);
  if (obj && isImprovedInitiativeExport(obj)) return improvedInitiativeExport(obj, parseNested);
  return fail('unknownFormat');
}
