import type { z } from 'zod';

/** Names of the stored document kinds. */
export type DocumentKindId =
  | 'campaign'
  | 'roster'
  | 'savedEncounters'
  | 'settings'
  | 'library'
  | 'encounterLog'
  | 'campaignLog';

/** One step of a document's history: turns a valid version `from` document into version `to`. */
export interface Migration {
  readonly from: number;
  readonly to: number;
  /** Turns a document already valid at `from` into its `to` layout. */
  readonly up: (doc: unknown) => unknown;
  /** For logs: turns one entry written at `from` into its `to` layout (identity when absent). */
  readonly upEntry?: (entry: unknown) => unknown;
}

/**
 * A layout some build wrote before the document carried a `schemaVersion`: recognised by its
 * schema, it counts as version 0 and is turned into the layout of version `to`.
 */
export interface UnversionedLayout {
  readonly schema: z.ZodType;
  /** The version its upgrade produces; the ordered migrations continue from there. */
  readonly to: number;
  /** Turns a document valid under `schema` into the layout of version `to`. */
  readonly up: (doc: unknown) => unknown;
}

/** Everything needed to load any stored version of one document kind. */
export interface DocumentKind<T> {
  readonly kind: DocumentKindId;
  /** The version this build writes. */
  readonly version: number;
  readonly schema: z.ZodType<T>;
  /** Schemas of every older version, keyed by version, so old files are checked before upgrade. */
  readonly legacySchemas: Readonly<Record<number, z.ZodType>>;
  /** Ordered steps from version 1 to `version`, each one version apart. */
  readonly migrations: readonly Migration[];
  /** A layout from before the kind was versioned, if there was one. */
  readonly unversioned?: UnversionedLayout;
}

/** Why a stored document could not be loaded. */
export type UpgradeProblem = 'notAnObject' | 'noVersion' | 'tooNew' | 'invalid';

/** The outcome of loading a stored document of any version. */
export type UpgradeResult<T> =
  | { ok: true; value: T; fromVersion: number }
  | { ok: false; problem: UpgradeProblem; version: number | null; detail: string };

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Reads the `schemaVersion` of a parsed document, or null when it has none. */
export function storedVersionOf(raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const version = (raw as { schemaVersion?: unknown }).schemaVersion;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : null;
}

/** Checks that a kind's migrations run 1→2→…→version with no gap or reordering. */
export function assertMigrationChain(kind: DocumentKind<unknown>): void {
  let expected = 1;
  for (const step of kind.migrations) {
    if (step.from !== expected || step.to !== expected + 1) {
      throw new Error(`${kind.kind}: migration ${step.from}→${step.to} out of order`);
    }
    if (!(step.from in kind.legacySchemas)) {
      throw new Error(`${kind.kind}: no schema for version ${step.from}`);
    }
    expected = step.to;
  }
  if (expected !== kind.version) {
    throw new Error(`${kind.kind}: migrations end at ${expected}, current is ${kind.version}`);
  }
}

/** Validates a parsed document of any known version and upgrades it to the current layout. */
export function upgradeDocument<T>(kind: DocumentKind<T>, raw: unknown): UpgradeResult<T> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problem: 'notAnObject', version: null, detail: 'not a JSON object' };
  }
  const version = storedVersionOf(raw);
  if (version === null) return upgradeUnversioned(kind, raw);
  if (version > kind.version) {
    return {
      ok: false,
      problem: 'tooNew',
      version,
      detail: `written by a newer version (${version} > ${kind.version})`,
    };
  }
  return upgradeFrom(kind, raw, version, version);
}

// A document without schemaVersion is valid only as the kind's unversioned layout (version 0).
function upgradeUnversioned<T>(kind: DocumentKind<T>, raw: unknown): UpgradeResult<T> {
  const missing = { ok: false, problem: 'noVersion', version: null } as const;
  const layout = kind.unversioned;
  if (layout === undefined || (raw as { schemaVersion?: unknown }).schemaVersion !== undefined) {
    return { ...missing, detail: 'schemaVersion missing' };
  }
  const checked = layout.schema.safeParse(raw);
  if (!checked.success) return { ...missing, detail: describeIssues(checked.error) };
  return upgradeFrom(kind, layout.up(checked.data), layout.to, 0);
}

// Runs the migrations from `version` on; `fromVersion` is what the caller reports as found.
function upgradeFrom<T>(
  kind: DocumentKind<T>,
  raw: unknown,
  version: number,
  fromVersion: number,
): UpgradeResult<T> {
  let doc: unknown = raw;
  for (let at = version; at < kind.version; at += 1) {
    const legacy = kind.legacySchemas[at];
    const step = kind.migrations[at - 1];
    if (legacy === undefined || step === undefined) {
      return { ok: false, problem: 'invalid', version, detail: `no migration from ${at}` };
    }
    const checked = legacy.safeParse(doc);
    if (!checked.success) {
      return { ok: false, problem: 'invalid', version, detail: describeIssues(checked.error) };
    }
    doc = step.up(checked.data);
  }
  const current = kind.schema.safeParse(doc);
  if (!current.success) {
    return { ok: false, problem: 'invalid', version, detail: describeIssues(current.error) };
  }
  return { ok: true, value: current.data, fromVersion };
}

/** Upgrades one log entry written at `fromVersion` to the current entry layout. */
export function upgradeEntry(
  kind: DocumentKind<unknown>,
  entry: unknown,
  fromVersion: number,
): unknown {
  let value = entry;
  for (let at = fromVersion; at < kind.version; at += 1) {
    const step = kind.migrations[at - 1];
    if (step?.upEntry) value = step.upEntry(value);
  }
  return value;
}
