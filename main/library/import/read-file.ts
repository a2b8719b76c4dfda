// From the bytes of an import file to its records: strict UTF-8, JSON or CSV by content, a
// nesting-depth check before any parser runs, and JSON parsed with the store's safe parser so a
// `__proto__`, `constructor` or `prototype` key rejects the file instead of reaching an object.
import { MAX_IMPORT_DEPTH, jsonDepth } from '../../../shared/library/json-depth';
import { sourceFromCsv } from '../../../shared/library/formats/csv-source';
import {
  sourceFromJson,
  type SourceOptions,
  type SourceResult,
} from '../../../shared/library/formats/detect';
import { MAX_IMPORT_BYTES } from '../../../shared/library/limits';
import type { LibraryProblem } from '../../../shared/library/types';
import { decodeUtf8, parseJsonSafely, UnsafeJsonError } from '../../store/safe-json';
import { blankOut, jsonErrorOffset, lineColumn, trailingCommas } from './json-syntax';

/** A whole-file problem raised while reading; carries the library's problem code. */
export class ImportFileError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'ImportFileError';
  }
}

/**
 * Parses a JSON text of an import: depth first, then the safe parser. Throws ImportFileError
 * `tooDeep`, `unsafeKey` or `notJson` (with the line and column of the first error).
 */
export function parseImportJson(text: string): unknown {
  return parseTolerantly(text, false).value;
}

/**
 * Parses a whole import file. Commas before a closing bracket, a slip of several published
 * files, are read past and reported as a notice with their place; any other error rejects
 * the file with its line and column.
 */
function parseTolerantly(
  text: string,
  allowTrailingCommas: boolean,
): { value: unknown; notices: LibraryProblem[] } {
  const depth = jsonDepth(text, MAX_IMPORT_DEPTH);
  if (depth > MAX_IMPORT_DEPTH) throw new ImportFileError('tooDeep', { max: MAX_IMPORT_DEPTH });
  const parse = (t: string) => {
    try {
      return { ok: true as const, value: parseJsonSafely(t) };
    } catch (error) {
      if (error instanceof UnsafeJsonError) {
        throw new ImportFileError('unsafeKey', { key: error.key });
      }
      return { ok: false as const };
    }
  };
  const first = parse(text);
  if (first.ok) return { value: first.value, notices: [] };
  const commas = allowTrailingCommas ? trailingCommas(text) : [];
  if (commas.length > 0) {
    const second = parse(blankOut(text, commas));
    if (second.ok) {
      const at = lineColumn(text, commas[0] ?? 0);
      return {
        value: second.value,
        notices: [{ code: 'trailingComma', params: { count: commas.length, ...at } }],
      };
    }
  }
  const offset = jsonErrorOffset(blankOut(text, commas));
  throw new ImportFileError('notJson', lineColumn(text, offset < 0 ? text.length : offset));
}

/** Options of reading a file. */
export interface ReadOptions {
  /** Rule system of CSV rows and OSR / 2e JSON records without a `system` cell. */
  readonly csvSystem?: 'adnd2e' | 'osr';
  /** Columns the DM mapped in the preview (file key → column, `''` to leave it out). */
  readonly columns?: Readonly<Record<string, string>>;
  /** Armour class convention the DM chose for the file. */
  readonly ac?: 'ascending' | 'descending';
}

/** Reads an import file into its records, or throws ImportFileError for a file to reject whole. */
export function readImportFile(bytes: Uint8Array, options: ReadOptions = {}): SourceResult {
  if (bytes.byteLength > MAX_IMPORT_BYTES) {
    throw new ImportFileError('tooLarge', { size: bytes.byteLength, max: MAX_IMPORT_BYTES });
  }
  let text: string;
  try {
    text = decodeUtf8(bytes);
  } catch {
    throw new ImportFileError('notUtf8');
  }
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) throw new ImportFileError('noCreatures');
  if (first === '{' || first === '[') {
    // A record holding a bad nested text is rejected alone, with the same problem code.
    const { value, notices } = parseTolerantly(text, true);
    const read = sourceFromJson(value, parseImportJson, sourceOptions(options));
    return read.ok && notices.length > 0
      ? { ok: true, source: { ...read.source, notices: [...notices, ...read.source.notices] } }
      : read;
  }
  const scalar = jsonScalar(text);
  if (scalar !== undefined) throw new ImportFileError('jsonNotCreatures', { value: scalar });
  return sourceFromCsv(text, sourceOptions(options));
}

/**
 * The text of a file that is one JSON number, string, boolean or null (`42`), cut short for the
 * message; undefined for anything else. Such a file is JSON, so a CSV-header error would
 * name the wrong problem.
 */
function jsonScalar(text: string): string | undefined {
  const trimmed = text.trim();
  try {
    JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  return trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
}

function sourceOptions(options: ReadOptions): SourceOptions {
  return {
    ...(options.csvSystem ? { system: options.csvSystem } : {}),
    ...(options.columns ? { columns: options.columns } : {}),
    ...(options.ac ? { ac: options.ac } : {}),
  };
}
