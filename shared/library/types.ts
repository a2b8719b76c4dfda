// Types shared by the library's import pipeline, its search and the IPC channels.
import type { RuleSystemId } from '../model/ids';

/** Where a creature of the library comes from. */
export type CreatureOrigin = 'srd' | 'global' | 'campaign';

/** Where custom creatures are stored: the DM's global library or one campaign's. */
export type LibraryScope = { kind: 'global' } | { kind: 'campaign'; campaignId: string };

/** Parameters of a translatable message. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A translatable problem: a code of the library catalog and its parameters. */
export interface LibraryProblem {
  readonly code: string;
  readonly params: MessageParams;
}

/** What the search list shows of a creature, and what filters work on. */
export interface CreatureSummary {
  readonly id: string;
  readonly origin: CreatureOrigin;
  readonly system: RuleSystemId;
  readonly name: string;
  /** Creature type (5e: `humanoid`, `dragon`…); null where the system's statblock has none. */
  readonly type: string | null;
  /** 5e challenge rating, or Hit Dice count for 2e and OSR: the "level" filters compare. */
  readonly level: number | null;
  /** The level as a statblock prints it: `1/4`, `4+1`. */
  readonly levelText: string;
  readonly size: string | null;
  readonly ac: number | null;
  readonly hp: number | null;
  readonly tags: readonly string[];
  readonly source: string | null;
}

/** A creature the import will add, as the preview lists it. */
export interface PreviewItem {
  /** Position of the record in the file (0-based), for the DM to find it. */
  readonly index: number;
  readonly system: RuleSystemId;
  readonly name: string;
  readonly levelText: string;
  readonly type: string | null;
  /** Text changed by neutralising invisible or control characters. */
  readonly neutralised: boolean;
  /** Fields left empty because the file's value could not be read (the value is shown). */
  readonly unreadable: readonly { readonly field: string; readonly value: string }[];
  /**
   * OSR, when the book printed a bracketed bonus beside THAC0 (`17 [+2]`): that bonus, and the
   * seed's, 20 − THAC0 (OSR-HIT-01), which the import stores.
   */
  readonly toHit?: { readonly thac0: number; readonly book: number; readonly seed: number };
}

/**
 * A creature of the file the library already holds under the same name, rule system and source
 * but with another statblock; the DM picks skip, replace or keep both at commit.
 */
export interface DuplicateItem extends PreviewItem {
  /** Id of the library entry it matches. */
  readonly existingId: string;
}

/** What the commit does with the duplicates: leave the library's, replace it, or add a second. */
export type DuplicateChoice = 'skip' | 'replace' | 'keepBoth';

/** A record the import will not add, and why. */
export interface RejectedItem {
  readonly index: number;
  /** The record's name as far as it could be read (neutralised), or null. */
  readonly name: string | null;
  readonly problem: LibraryProblem;
}

/** Records of the file that are not creatures (spells, saved encounters), counted by kind. */
export type SkippedCounts = Readonly<Record<string, number>>;

/** File formats the library reads. */
export type ImportFormat =
  | 'improvedInitiative'
  | 'improvedInitiativeExport'
  | 'open5e'
  | 'open5eV2'
  | 'open5eFixture'
  | 'dnd5eApi'
  | 'appJson'
  | 'csv'
  | 'osrJson';

/** What the import found in a file: what will be added, what will not and why. */
export interface ImportPreview {
  readonly uploadId: string;
  readonly fileName: string;
  readonly format: ImportFormat;
  readonly scope: LibraryScope;
  /** Number of new creatures the commit will add (duplicates are counted apart). */
  readonly addCount: number;
  /** The first of them (the list is capped; `addCount` is the whole number). */
  readonly added: readonly PreviewItem[];
  readonly rejectCount: number;
  readonly rejected: readonly RejectedItem[];
  /** Creatures the library already holds in another version (same name, system and source). */
  readonly duplicateCount: number;
  /** The first of them (capped like `added`). */
  readonly duplicates: readonly DuplicateItem[];
  readonly skipped: SkippedCounts;
  /** Records whose text had invisible or control characters removed. */
  readonly neutralisedCount: number;
  /** File-level notices (ignored CSV columns…). */
  readonly notices: readonly LibraryProblem[];
  /** CSV and OSR / 2e JSON: each column or key of the file and the field it fills (null: none). */
  readonly columns?: readonly { readonly key: string; readonly column: string | null }[];
  /** OSR / 2e: whether the file's armour class was read as ascending or descending. */
  readonly ac?: 'ascending' | 'descending';
}

/** Progress of a running import step, pushed when it takes longer than half a second. */
export interface ImportProgress {
  readonly uploadId: string;
  readonly phase: 'reading' | 'checking' | 'saving';
  readonly done: number;
  readonly total: number;
}

/** One creature with its whole statblock, as the card and the editor show it. */
export interface CreatureDetail {
  readonly summary: CreatureSummary;
  readonly statblock: Readonly<Record<string, unknown>>;
  /** Custom creatures may be edited and deleted; bundled SRD ones are read-only. */
  readonly editable: boolean;
  readonly campaignId: string | null;
  /** The creature's portrait in the data folder (`<sha256>.<ext>`), when it has one. */
  readonly portrait?: string;
}
