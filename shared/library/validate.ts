// Turns a mapped record into a creature the library may store: every string neutralised, the
// statblock checked by its rule system's own schema. A record that fails is rejected with the
// first problem found, named by field, never with an English-only message.
import type { z } from 'zod';
import type { RuleSystemId } from '../model/ids';
import { adnd2eStatblockSchema } from '../rules/adnd2e/statblock';
import { dnd5eStatblockSchema } from '../rules/dnd5e/statblock';
import { osrStatblockSchema } from '../rules/osr/statblock';
import type { Candidate, BookToHit, UnreadableField } from './candidate';
import { containsHidden, neutraliseDeep, neutraliseLine } from './text';
import type { LibraryProblem } from './types';

/** The statblock schema of each rule system. */
export const STATBLOCK_SCHEMAS: Readonly<Record<RuleSystemId, z.ZodType>> = {
  dnd5e: dnd5eStatblockSchema,
  adnd2e: adnd2eStatblockSchema,
  osr: osrStatblockSchema,
};

/** Longest name of a library creature (the library document's limit). */
export const MAX_NAME_LENGTH = 200;
/** Longest free description kept beside a statblock. */
export const MAX_DESCRIPTION_LENGTH = 20000;
const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 60;

/** A creature ready to store. */
export interface ValidCreature {
  readonly system: RuleSystemId;
  readonly name: string;
  readonly statblock: Record<string, unknown>;
  readonly tags: string[];
  /** Whether neutralising changed any text of the record. */
  readonly neutralised: boolean;
  /** Fields the import left empty because their value could not be read. */
  readonly unreadable: readonly UnreadableField[];
  /** OSR: the book's printed THAC0 and bracketed bonus (see Candidate). */
  readonly bookToHit?: BookToHit;
}

/** The outcome of validating one candidate. */
export type ValidationResult =
  | { readonly ok: true; readonly creature: ValidCreature }
  | { readonly ok: false; readonly name: string | null; readonly problem: LibraryProblem };

// A description longer than the statblock allows is cut, not rejected: the text is the DM's
// to trim, the creature is still worth importing.
function withDescriptionCut(statblock: Record<string, unknown>): Record<string, unknown> {
  const description = statblock.description;
  if (typeof description !== 'string') return statblock;
  if (description === '') {
    const { description: _empty, ...rest } = statblock;
    return rest;
  }
  return description.length > MAX_DESCRIPTION_LENGTH
    ? { ...statblock, description: description.slice(0, MAX_DESCRIPTION_LENGTH) }
    : statblock;
}

/** Validates one mapped record. */
export function validateCandidate(candidate: Candidate): ValidationResult {
  const name = neutraliseLine(candidate.name);
  if (name === '') return { ok: false, name: null, problem: { code: 'nameMissing', params: {} } };
  if (name.length > MAX_NAME_LENGTH) {
    return {
      ok: false,
      name: `${name.slice(0, 60)}…`,
      problem: {
        code: 'invalidField',
        params: { field: 'name', problem: 'too_big', max: MAX_NAME_LENGTH },
      },
    };
  }
  const unreadable = (neutraliseDeep(candidate.unreadable ?? []) as UnreadableField[]).slice(0, 50);
  // The statblock keeps what could not be read, so the card and the editor can show it later.
  const withIssues =
    unreadable.length > 0
      ? { ...candidate.statblock, importIssues: unreadable }
      : candidate.statblock;
  const cleaned = withDescriptionCut(
    neutraliseDeep({ ...withIssues, name }) as Record<string, unknown>,
  );
  const parsed = STATBLOCK_SCHEMAS[candidate.system].safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const params: Record<string, string | number> = {
      field: issue ? issue.path.map(String).join('.') : '',
      problem: issue?.code ?? 'invalid',
    };
    const max = issue && 'maximum' in issue ? Number(issue.maximum) : undefined;
    if (max !== undefined && Number.isFinite(max)) params.max = max;
    return { ok: false, name, problem: { code: 'invalidField', params } };
  }
  const statblock = parsed.data as Record<string, unknown>;
  const tags = [...new Set(candidate.tags.map((t) => neutraliseLine(t).slice(0, MAX_TAG_LENGTH)))]
    .filter((t) => t !== '')
    .slice(0, MAX_TAGS);
  return {
    ok: true,
    creature: {
      system: candidate.system,
      name,
      statblock,
      tags,
      neutralised: containsHidden(candidate.statblock) || containsHidden(candidate.name),
      unreadable,
      ...(candidate.bookToHit ? { bookToHit: candidate.bookToHit } : {}),
    },
  };
}
