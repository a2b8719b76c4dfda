// One open command form: its draft, the dice typed for it, and what was found wrong with it.
// Fields read and write the draft by their path (a list of keys: field names, list positions,
// record keys, which may hold dots, as creature ids do).
import type { Draft, DraftObject } from './draft';
import type { Issue } from './validate';

/** A place in the draft. */
export type DraftPath = readonly (string | number)[];

/** The key of a path among the problems found (as validate.ts joins them). */
export const issueKey = (at: DraftPath): string => at.join('.');

const isContainer = (d: unknown): d is Record<string | number, Draft> =>
  typeof d === 'object' && d !== null;

/** The state of an open command form. */
export class FormState {
  draft: DraftObject = $state({});
  /** Typed dice by typed-rolls key. */
  rolls: Record<string, string> = $state({});
  /** Problems by field path (issueKey). */
  issues: Readonly<Record<string, Issue>> = $state.raw({});
  /** The rules' answer when they refused the command. */
  rejected: string | null = $state(null);

  constructor(draft: DraftObject) {
    this.draft = draft;
  }

  /** The draft at a path. */
  get(at: DraftPath): Draft | undefined {
    let node: unknown = this.draft;
    for (const key of at) {
      if (!isContainer(node)) return undefined;
      node = (node as Record<string | number, unknown>)[key];
    }
    return node as Draft | undefined;
  }

  /** Replaces the draft at a path (the objects on the way exist: the form made them). */
  set(at: DraftPath, value: Draft): void {
    const parent = this.get(at.slice(0, -1));
    if (!isContainer(parent)) return;
    (parent as Record<string | number, Draft>)[at[at.length - 1] as string | number] = value;
    this.#clear(at);
  }

  /** Adds an item to the list at a path. */
  push(at: DraftPath, item: Draft): void {
    const list = this.get(at);
    if (Array.isArray(list)) list.push(item);
  }

  /** Removes the item at `index` of the list at a path. */
  removeAt(at: DraftPath, index: number): void {
    const list = this.get(at);
    if (Array.isArray(list)) list.splice(index, 1);
  }

  /** The problem of a field, if any. */
  issueAt(at: DraftPath): Issue | undefined {
    return this.issues[issueKey(at)];
  }

  /** Whether any problem is marked. */
  get hasIssues(): boolean {
    return Object.keys(this.issues).length > 0;
  }

  /** Marks the problems found (the first one of each field). */
  mark(issues: readonly Issue[]): void {
    const out: Record<string, Issue> = {};
    for (const issue of issues) if (!(issue.path in out)) out[issue.path] = issue;
    this.issues = out;
  }

  /** An edited field is no longer marked wrong. */
  #clear(at: DraftPath): void {
    const key = issueKey(at);
    if (!(key in this.issues)) return;
    const { [key]: _gone, ...rest } = this.issues;
    this.issues = rest;
  }
}
