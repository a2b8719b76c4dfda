// What a format mapper makes of one record of a file, before validation.
import type { RuleSystemId } from '../model/ids';
import type { LibraryProblem } from './types';

/** A record mapped into the app's shape, not yet neutralised or validated. */
export interface Candidate {
  readonly system: RuleSystemId;
  readonly name: string;
  readonly statblock: Record<string, unknown>;
  readonly tags: readonly string[];
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
