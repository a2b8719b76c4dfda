// From the bytes of an import file to its records: strict UTF-8, JSON or CSV by content, a
// nesting-depth check before any parser runs, and JSON parsed with the store's safe parser so a
// `__proto__`, `constructor` or `prototype` key rejects the file instead of reaching an object.
import { MAX_IMPORT_DEPTH, jsonDepth } from '../../../shared/library/json-depth';
import { sourceFromCsv } from '../../../shared/library/formats/csv-source';
import { sourceFromJson, type SourceResult } from '../../../shared/library/formats/detect';
import { MAX_IMPORT_BYTES } from '../../../shared/library/limits';
import { decodeUtf8, parseJsonSafely, UnsafeJsonError } from '../../store/safe-json';

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

/** Where a JSON.parse error points, as line and column, when V8 says. */
function jsonErrorPosition(text: string, error: unknown): Record<string, number> {
  const message = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(message);
  if (position) {
    const offset = Number(position[1]);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    return { line, column: offset - before.lastIndexOf('\n') };
  }
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  return lineColumn ? { line: Number(lineColumn[1]), column: Number(lineColumn[2]) } : {};
}

/**
 * Parses a JSON text of an import: depth first, then the safe parser. Throws ImportFileError
 * `tooDeep`, `unsafeKey` or `notJson`.
 */
export function parseImportJson(text: string): unknown {
  const depth = jsonDepth(text, MAX_IMPORT_DEPTH);
  if (depth > MAX_IMPORT_DEPTH) throw new ImportFileError('tooDeep', { max: MAX_IMPORT_DEPTH });
  try {
    return parseJsonSafely(text);
  } catch (error) {
    if (error instanceof UnsafeJsonError) {
      throw new ImportFileError('unsafeKey', { key: error.key });
    }
    throw new ImportFileError('notJson', jsonErrorPosition(text, error));
  }
}

/** Options of reading a file. */
export interface ReadOptions {
  /** Rule system of CSV rows without a `system` cell. */
  readonly csvSystem?: 'adnd2e' | 'osr';
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
    return sourceFromJson(parseImportJson(text), parseImportJson);
  }
  return sourceFromCsv(text, options.csvSystem);
}
