// What a format mapper makes of one record of a file, before validation.
import type { RuleSystemId } from '../model/ids';
import type { LibraryProblem } from './types';

/** A record mapped into the app's shape, not yet neutralised or validated. */
export interface Candidate {
  readonly system: RuleSystemId;
  readonly name: string;
  readonly statblock: Record<string, unknown>;
  readonly tags: readonly string[];
  /** Fields of the record that could not be read: left empty, shown to the DM to fix. */
  readonly unreadable?: readonly UnreadableField[];
  /** OSR: the THAC0 and the ascending-AC bonus the book printed beside it (`17 [+2]`). */
  readonly bookToHit?: BookToHit;
}

/** A book's printed THAC0 and its bracketed bonus, shown in the preview beside the seed's. */
export interface BookToHit {
  readonly thac0: number;
  readonly printed: number;
}

/** A field left empty because the file's value could not be read, and that value. */
export interface UnreadableField {
  readonly field: string;
  readonly value: string;
}

/** Collects unreadable fields while a record is mapped. */
export class UnreadableFields {
  readonly list: UnreadableField[] = [];

  /** Notes that `field` held `value`, which could not be read. */
  add(field: string, value: unknown): void {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    if (this.list.length < 50) this.list.push({ field, value: text.slice(0, 300) });
  }
}

/** The outcome of mapping one record. */
export type MapResult =
  | { readonly ok: true; readonly candidate: Candidate }
  | { readonly ok: false; readonly name: string | null; readonly problem: LibraryProblem };

/** A mapping failure with a code and parameters. */
export function mapFailure(
  name: string | null,
  code: string,
  params: LibraryProblem['params'] = {},
): MapResult {
  return { ok: false, name, problem: { code, params } };
}
