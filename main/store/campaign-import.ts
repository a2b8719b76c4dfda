import { join } from 'node:path';
import type { Campaign } from '../../shared/model/campaign';
import { neutraliseDeep, neutraliseLine } from '../../shared/library/text';
import {
  CAMPAIGN_EXPORT_FORMAT,
  CAMPAIGN_EXPORT_VERSION,
  anyCampaignExportSchema,
  upgradeCampaignExport,
  type ImportPreview,
} from '../../shared/model/export-file';
import type { CampaignLogHeader } from '../../shared/model/campaign-log';
import type { EncounterLogHeader } from '../../shared/model/encounter-log';
import { logEntrySchema, type LogEntry } from '../../shared/model/log-entry';
import { upgradeDocument, upgradeEntry, type DocumentKind } from '../../shared/model/migrations';
import { librarySchema, type Library } from '../../shared/model/library';
import {
  campaignKind,
  campaignLogKind,
  encounterLogKind,
  libraryKind,
  rosterKind,
  savedEncountersKind,
} from '../../shared/model/migrations/index';
import type { Roster } from '../../shared/model/roster';
import type { SavedEncounters } from '../../shared/model/saved-encounter';
import { kindCodec } from './codec';
import type { StoreContext } from './context';
import { DurableDocument, WITH_GENERATIONS, type DocumentOptions } from './durable-document';
import { StoreError } from './errors';
import { JournalLog } from './journal-log';
import { logFormatOf } from './log-format';
import { layout } from './layout';
import { decodeUtf8, parseJsonSafely, UnsafeJsonError } from './safe-json';

/** Largest import accepted, in bytes (a long campaign with every log is a few megabytes). */
export const DEFAULT_MAX_IMPORT_BYTES = 64 * 1024 * 1024;

/** Prefix of the hidden folder an import is assembled in before it is renamed into place. */
export const IMPORT_STAGING_PREFIX = '.import-';

interface PreparedLog<H> {
  header: H;
  entries: LogEntry[];
}

/** A validated, upgraded import waiting for the DM's confirmation. */
interface PreparedImport {
  campaign: Campaign;
  roster: Roster;
  savedEncounters: SavedEncounters;
  campaignLog: PreparedLog<CampaignLogHeader> | null;
  encounterLogs: PreparedLog<EncounterLogHeader>[];
  /** The campaign's creature library, or null when the file has none. */
  library: Library | null;
}

function invalid(part: string, detail: string): StoreError {
  return new StoreError('importInvalid', { part, detail: detail.slice(0, 300) });
}

function upgrade<T>(
  kind: DocumentKind<T>,
  raw: unknown,
  part: string,
  upgraded: ImportPreview['upgraded'],
): { value: T; fromVersion: number } {
  const result = upgradeDocument(kind, raw);
  if (!result.ok) {
    if (result.problem === 'tooNew') {
      throw new StoreError('importTooNew', { part, version: result.version ?? 0 });
    }
    throw invalid(part, result.detail);
  }
  if (result.fromVersion < kind.version) {
    upgraded.push({ kind: kind.kind, from: result.fromVersion, to: kind.version });
  }
  return { value: result.value, fromVersion: result.fromVersion };
}

function upgradeLog<H>(
  kind: DocumentKind<H>,
  raw: { header: unknown; entries: unknown[] },
  part: string,
  upgraded: ImportPreview['upgraded'],
): PreparedLog<H> {
  const header = upgrade(kind, raw.header, `${part}.header`, upgraded);
  const entries = raw.entries.map((entry, index) => {
    const checked = logEntrySchema.safeParse(
      upgradeEntry(kind as DocumentKind<unknown>, entry, header.fromVersion),
    );
    if (!checked.success) {
      throw invalid(`${part}.entries.${index}`, checked.error.issues[0]?.message ?? '');
    }
    return checked.data;
  });
  return { header: header.value, entries };
}

/**
 * The campaign's creature library as the store keeps one: ids unique, and every text the way
 * the creature library leaves imported text (invisible and control characters removed, so a
 * name cannot read differently from what it is). Statblocks are kept as stored; their rule
 * system checks them where the library uses them, as for any stored creature.
 */
function checkedLibrary(library: Library): Library {
  const ids = new Set<string>();
  const entries = library.entries.map((entry) => {
    if (ids.has(entry.id)) throw invalid('library', `duplicate ${entry.id}`);
    ids.add(entry.id);
    return {
      ...entry,
      name: neutraliseLine(entry.name),
      statblock: neutraliseDeep(entry.statblock) as Library['entries'][number]['statblock'],
      tags: entry.tags.map((tag) => neutraliseLine(tag)),
    };
  });
  const checked = librarySchema.safeParse({ ...library, entries });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw invalid(`library.${issue?.path.join('.') ?? ''}`, issue?.message ?? '');
  }
  return checked.data;
}

/** Parses and checks an import file; throws a typed StoreError on the first problem. */
function prepare(
  bytes: Uint8Array,
  maxBytes: number,
): { prepared: PreparedImport; upgraded: ImportPreview['upgraded'] } {
  if (bytes.byteLength > maxBytes) {
    throw new StoreError('importTooLarge', { bytes: bytes.byteLength, max: maxBytes });
  }
  let raw: unknown;
  try {
    raw = parseJsonSafely(decodeUtf8(bytes));
  } catch (error) {
    if (error instanceof UnsafeJsonError) throw new StoreError('importUnsafe', { key: error.key });
    throw new StoreError('importNotJson', {});
  }
  const marker = raw as { format?: unknown; formatVersion?: unknown } | null;
  if (
    marker !== null &&
    typeof marker === 'object' &&
    marker.format === CAMPAIGN_EXPORT_FORMAT &&
    typeof marker.formatVersion === 'number' &&
    marker.formatVersion > CAMPAIGN_EXPORT_VERSION
  ) {
    throw new StoreError('importTooNew', { part: 'file', version: marker.formatVersion });
  }
  const envelope = anyCampaignExportSchema.safeParse(raw);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    throw invalid(issue?.path.join('.') || 'file', issue?.message ?? '');
  }
  const file = upgradeCampaignExport(envelope.data);
  const upgraded: ImportPreview['upgraded'] = [];
  const campaign = upgrade(campaignKind, file.campaign, 'campaign', upgraded).value;
  const roster = upgrade(rosterKind, file.roster, 'roster', upgraded).value;
  const savedEncounters = upgrade(
    savedEncountersKind,
    file.savedEncounters,
    'savedEncounters',
    upgraded,
  ).value;
  const campaignLog = file.campaignLog
    ? upgradeLog(campaignLogKind, file.campaignLog, 'campaignLog', upgraded)
    : null;
  const encounterLogs = file.encounterLogs.map((log, i) =>
    upgradeLog(encounterLogKind, log, `encounterLogs.${i}`, upgraded),
  );
  const library =
    file.library === null
      ? null
      : checkedLibrary(upgrade(libraryKind, file.library, 'library', upgraded).value);

  // The parts must belong together: every log of this campaign, ids unique, references kept.
  const ids = new Set<string>();
  for (const log of encounterLogs) {
    if (log.header.campaignId !== campaign.id) throw invalid('encounterLogs', 'campaignMismatch');
    if (ids.has(log.header.id)) throw invalid('encounterLogs', `duplicate ${log.header.id}`);
    ids.add(log.header.id);
  }
  if (campaignLog && campaignLog.header.campaignId !== campaign.id) {
    throw invalid('campaignLog', 'campaignMismatch');
  }
  const members = new Set(roster.entries.map((e) => e.id));
  if (members.size !== roster.entries.length) throw invalid('roster', 'duplicate id');
  for (const entry of roster.entries) {
    if (entry.companionOf !== undefined && !members.has(entry.companionOf)) {
      throw invalid('roster', `companionOf ${entry.companionOf}`);
    }
  }
  return {
    prepared: { campaign, roster, savedEncounters, campaignLog, encounterLogs, library },
    upgraded,
  };
}

function withCampaignId(prepared: PreparedImport, id: string): PreparedImport {
  if (id === prepared.campaign.id) return prepared;
  return {
    ...prepared,
    campaign: { ...prepared.campaign, id },
    campaignLog: prepared.campaignLog && {
      ...prepared.campaignLog,
      header: { ...prepared.campaignLog.header, campaignId: id },
    },
    encounterLogs: prepared.encounterLogs.map((log) => ({
      ...log,
      header: { ...log.header, campaignId: id },
    })),
  };
}

async function writeLog<H>(
  context: StoreContext,
  base: string,
  kind: DocumentKind<H>,
  log: PreparedLog<H>,
): Promise<void> {
  const journal = new JournalLog<H, LogEntry>(context, base, logFormatOf(kind, logEntrySchema));
  try {
    await journal.compact({ header: log.header, entries: log.entries });
  } finally {
    await journal.close();
  }
}

/**
 * Campaign import in two steps. `preview` checks a file completely (size cap, strict UTF-8,
 * JSON without prototype keys, the envelope and every document through its migrations, the
 * creature library's statblocks through their rule systems, and that the parts belong
 * together) and writes nothing. `commit` assembles the campaign in a
 * hidden staging folder and renames it into place in one step, so a failed or refused import
 * leaves the data folder byte for byte as it was.
 */
export class CampaignImporter {
  private readonly pending = new Map<string, { prepared: PreparedImport; targetId: string }>();

  constructor(
    private readonly context: StoreContext,
    private readonly maxBytes = DEFAULT_MAX_IMPORT_BYTES,
  ) {}

  private async exists(id: string): Promise<boolean> {
    return this.context.fs.exists(layout.campaignDir(this.context.root, id));
  }

  /** Checks an import file and says what it would add; changes nothing. */
  async preview(input: Uint8Array | string): Promise<ImportPreview> {
    const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
    const { prepared, upgraded } = prepare(bytes, this.maxBytes);
    const idConflict = await this.exists(prepared.campaign.id);
    const targetId = idConflict ? this.context.newId() : prepared.campaign.id;
    const token = this.context.randomHex(16);
    // Only the latest few previews are kept; an older token is simply expired.
    if (this.pending.size >= 4) this.pending.delete(this.pending.keys().next().value as string);
    this.pending.set(token, { prepared, targetId });
    const count = (kind: string) => prepared.roster.entries.filter((e) => e.kind === kind).length;
    return {
      token,
      campaignName: prepared.campaign.name,
      system: prepared.campaign.system,
      language: prepared.campaign.language,
      idConflict,
      targetId,
      roster: { pc: count('pc'), npc: count('npc'), companion: count('companion') },
      savedEncounters: prepared.savedEncounters.encounters.length,
      libraryCreatures: prepared.library?.entries.length ?? 0,
      encounterLogs: prepared.encounterLogs.length,
      totalEvents: prepared.encounterLogs.reduce(
        (sum, log) =>
          sum + log.entries.reduce((n, e) => n + (e.t === 'cmd' ? e.events.length : 0), 0),
        0,
      ),
      upgraded,
      bytes: bytes.byteLength,
    };
  }

  /** Adds the previewed campaign to the data folder; returns it. */
  async commit(token: string): Promise<Campaign> {
    const entry = this.pending.get(token);
    if (!entry) throw new StoreError('importExpired', {});
    this.pending.delete(token);
    // Someone may have created the same id since the preview.
    const targetId = (await this.exists(entry.targetId)) ? this.context.newId() : entry.targetId;
    const prepared = withCampaignId(entry.prepared, targetId);
    const { fs } = this.context;
    const campaigns = layout.campaigns(this.context.root);
    const staging = join(campaigns, `${IMPORT_STAGING_PREFIX}${this.context.randomHex(8)}`);
    const doc = <T>(name: string, kind: DocumentKind<T>, options: DocumentOptions = {}) =>
      new DurableDocument(this.context, join(staging, name), kindCodec(kind), options);
    try {
      await fs.mkdir(join(staging, 'logs'));
      await doc('campaign.json', campaignKind).write(prepared.campaign);
      await doc('roster.json', rosterKind).write(prepared.roster);
      await doc('encounters.json', savedEncountersKind, WITH_GENERATIONS).write(
        prepared.savedEncounters,
      );
      if (prepared.library) await doc('library.json', libraryKind).write(prepared.library);
      if (prepared.campaignLog) {
        await writeLog(
          this.context,
          join(staging, 'campaign-log'),
          campaignLogKind,
          prepared.campaignLog,
        );
      }
      for (const log of prepared.encounterLogs) {
        await writeLog(this.context, join(staging, 'logs', log.header.id), encounterLogKind, log);
      }
      await fs.syncDir(join(staging, 'logs'));
      await fs.syncDir(staging);
      await fs.rename(staging, layout.campaignDir(this.context.root, targetId));
      await fs.syncDir(campaigns);
    } catch (error) {
      await fs.rm(staging).catch(() => undefined);
      throw error;
    }
    return prepared.campaign;
  }
}

/** Removes staging folders of imports a crash interrupted (they were never visible). */
export async function sweepImportStaging(context: StoreContext): Promise<void> {
  const campaigns = layout.campaigns(context.root);
  let names: string[] = [];
  try {
    names = await context.fs.readdir(campaigns);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(IMPORT_STAGING_PREFIX)) await context.fs.rm(join(campaigns, name));
  }
}
