// Import of an exported encounter (the JSON export) back into the app, to replay or continue it.
// The file arrives in chunks (a transport message is capped), is parsed safely (no prototype
// pollution), validated with the export's zod schema, replayed through the engine to prove it
// rebuilds, previewed, and only a commit writes: a new log in a campaign, or the running
// encounter replaced. A rejected file changes nothing.
import { createEncounter } from '../../shared/encounter/engine';
import { History } from '../../shared/encounter/history';
import type { EngineEvent } from '../../shared/encounter/types';
import type { CreateEncounterInput } from '../../shared/encounter/engine';
import { isRuleError } from '../../shared/errors';
import {
  IMPORT_CHUNK_BYTES,
  MAX_IMPORT_BYTES,
  type ExportPhase,
  type ExportProgress,
} from '../../shared/export/limits';
import {
  SESSION_EXPORT_VERSION,
  sessionExportHeaderSchema,
  sessionExportSchema,
} from '../../shared/export/schema';
import type { ExportEncounter } from '../../shared/export/source';
import { replayExported } from '../../shared/export/replay';
import { IpcFailure } from '../../shared/ipc/errors';
import type { UploadBegun } from '../../shared/ipc/upload';
import type { EncounterImportPreview } from '../../shared/ipc/channels/export';
import { ENCOUNTER_LOG_VERSION, type EncounterLogHeader } from '../../shared/model/encounter-log';
import type { LogEntry } from '../../shared/model/log-entry';
import { getSystem } from '../../shared/rules/registry';
import type { CampaignService } from '../store/campaign-service';
import type { StoreContext } from '../store/context';
import { StoreError } from '../store/errors';
import { UnsafeJsonError, decodeUtf8, parseJsonSafely } from '../store/safe-json';
import { jsonDepth } from '../../shared/library/json-depth';
import { ThrottledProgress, yieldToEventLoop } from '../upload/progress';
import { checkImportedEvent, checkReplayedState } from './importedEvents';
import { UploadSessions } from '../upload/sessions';

const BATCH = 500;

/**
 * Deepest nesting an exported-encounter file may have. The file's own layout takes nine levels
 * down to a combatant's statblock, and statblocks need fewer than ten; a file nested thousands
 * deep would exhaust the stack of whatever walks it later (a schema, a clone, JSON.stringify).
 */
export const MAX_ENCOUNTER_IMPORT_DEPTH = 80;

/** Where an import goes. */
export type ImportTarget = { kind: 'live' } | { kind: 'campaign'; campaignId: string };

/** Replaces the running encounter with an imported one (its start and its applied events). */
export type LoadLive = (init: CreateEncounterInput, events: readonly EngineEvent[]) => void;

/** What a preview keeps for the commit. */
interface ImportPlan {
  readonly target: ImportTarget;
  readonly encounters: ExportEncounter[];
  readonly exportedAt: string;
}

/** What the importer needs from main. */
export interface ImporterOptions {
  readonly context: StoreContext;
  /** Campaigns of the data folder; null when it is not available. */
  readonly campaigns: CampaignService | null;
  /** Replaces the running encounter. */
  readonly loadLive: LoadLive;
  readonly onProgress?: (progress: ExportProgress) => void;
  /** Milliseconds clock (tests drive it). */
  readonly now?: () => number;
}

const failure = (code: string, params: Record<string, string | number> = {}) =>
  new IpcFailure(code, params);

/** Uploads, previews and commits imports of exported encounters. */
export class EncounterImporter {
  private readonly uploads: UploadSessions<null, ImportPlan>;
  private readonly now: () => number;

  constructor(private readonly options: ImporterOptions) {
    this.now = options.now ?? (() => performance.now());
    this.uploads = new UploadSessions(
      { maxBytes: MAX_IMPORT_BYTES, chunkBytes: IMPORT_CHUNK_BYTES },
      {
        tooLarge: (bytes, max) => failure('importTooLarge', { bytes, max }),
        busy: () => failure('exportBusy'),
        // One code for an upload that cannot go on, whether lost or out of order.
        outOfOrder: () => failure('exportExpired'),
        expired: () => failure('exportExpired'),
      },
      this.now,
    );
  }

  /** Opens an upload; a file over the cap is refused before any byte moves. */
  begin(byteLength: number): UploadBegun {
    return this.uploads.begin(byteLength, null);
  }

  /** Appends chunk `index` (base64); chunks come in order and never exceed the declared size. */
  chunk(uploadId: string, index: number, base64: string): { received: number } {
    return this.uploads.chunk(uploadId, index, base64);
  }

  /**
   * Reads, validates and replays the uploaded file for `target`; keeps the plan for commit.
   * A problem throws a typed failure and forgets the upload.
   */
  async preview(
    uploadId: string,
    target: ImportTarget,
    jobId = uploadId,
  ): Promise<EncounterImportPreview> {
    const upload = this.uploads.get(uploadId);
    try {
      if (upload.received !== upload.expected) throw failure('importNotJson');
      const progress = new ThrottledProgress<ExportPhase>(
        (phase, done, total) => this.options.onProgress?.({ jobId, phase, done, total }),
        this.now,
      );
      const file = this.parse(this.uploads.take(upload));
      const encounters = file.encounters as ExportEncounter[];
      await this.checkTarget(target, encounters);
      const rows: EncounterImportPreview['encounters'] = [];
      let totalEvents = 0;
      const totalEntries = encounters.reduce((n, e) => n + e.log.length, 0);
      let done = 0;
      for (const [at, encounter] of encounters.entries()) {
        const history = await this.replay(
          encounter,
          (n) => progress.report('build', done + n, totalEntries),
          at,
        );
        done += encounter.log.length;
        const events = history.events().length;
        totalEvents += events;
        rows.push({
          name: encounter.name,
          events,
          rounds: history.state.round,
          status: encounter.status,
        });
      }
      upload.plan = { target, encounters, exportedAt: file.exportedAt };
      return {
        uploadId,
        system: encounters[0]?.init.system ?? '',
        encounters: rows,
        totalEvents,
      };
    } catch (error) {
      this.uploads.delete(uploadId);
      throw error;
    }
  }

  /** Writes a previewed import; returns how many encounters and their new ids. */
  async commit(uploadId: string): Promise<{ imported: number; ids: string[] }> {
    const upload = this.uploads.get(uploadId);
    const plan = upload.plan;
    if (!plan) throw failure('exportExpired');
    this.uploads.delete(uploadId);
    if (plan.target.kind === 'live') {
      const encounter = plan.encounters[0] as ExportEncounter;
      this.options.loadLive(encounter.init, replayExported(encounter).history.events());
      return { imported: 1, ids: ['live'] };
    }
    const campaigns = this.options.campaigns;
    if (!campaigns) throw failure('exportStoreUnavailable');
    const session = await campaigns.open(plan.target.campaignId);
    const ids: string[] = [];
    // All or nothing: a write that fails takes back every log this commit created.
    try {
      for (const encounter of plan.encounters) {
        const header = this.headerFor(encounter, plan.target.campaignId, plan.exportedAt);
        ids.push(header.id);
        const writer = await session.createEncounterLog(header);
        try {
          const entries = storedEntries(encounter, header.createdAt);
          if (entries.length > 0) await writer.append(...entries);
        } finally {
          await session.closeEncounterLog(header.id);
        }
      }
    } catch (error) {
      for (const id of ids) {
        await session.discardEncounterLog(id).catch(() => undefined);
      }
      throw error;
    }
    return { imported: ids.length, ids };
  }

  private parse(bytes: Buffer) {
    if (bytes.byteLength > MAX_IMPORT_BYTES) {
      throw failure('importTooLarge', { bytes: bytes.byteLength, max: MAX_IMPORT_BYTES });
    }
    let raw: unknown;
    try {
      const text = decodeUtf8(bytes);
      // Measured before parsing: nothing recursive may see a file nested too deep.
      if (jsonDepth(text, MAX_ENCOUNTER_IMPORT_DEPTH) > MAX_ENCOUNTER_IMPORT_DEPTH) {
        throw failure('importTooDeep', { max: MAX_ENCOUNTER_IMPORT_DEPTH });
      }
      raw = parseJsonSafely(text);
    } catch (error) {
      if (error instanceof IpcFailure) throw error;
      if (error instanceof UnsafeJsonError) throw failure('importUnsafe', { key: error.key });
      throw failure('importNotJson');
    }
    const head = sessionExportHeaderSchema.safeParse(raw);
    if (!head.success) throw invalid(head.error.issues[0]);
    if (head.data.schemaVersion > SESSION_EXPORT_VERSION) {
      throw failure('importUnsupportedVersion', { version: head.data.schemaVersion });
    }
    const file = sessionExportSchema.safeParse(raw);
    if (!file.success) throw invalid(file.error.issues[0]);
    return file.data;
  }

  private async checkTarget(
    target: ImportTarget,
    encounters: readonly ExportEncounter[],
  ): Promise<void> {
    for (const encounter of encounters) {
      try {
        getSystem(encounter.init.system);
      } catch {
        throw failure('importUnknownSystem', { system: encounter.init.system });
      }
    }
    if (target.kind === 'live') {
      if (encounters.length !== 1) {
        throw failure('importInvalid', {
          field: 'encounters',
          problem: `${encounters.length} ≠ 1`,
        });
      }
      return;
    }
    const campaigns = this.options.campaigns;
    if (!campaigns) throw failure('exportStoreUnavailable');
    let system: string;
    try {
      system = (await campaigns.get(target.campaignId)).system;
    } catch (error) {
      if (error instanceof StoreError) throw failure('importNoCampaign');
      throw error;
    }
    for (const encounter of encounters) {
      if (encounter.init.system !== system) {
        throw failure('importSystemMismatch', {
          system: encounter.init.system,
          campaignSystem: system,
        });
      }
    }
  }

  /** Rebuilds the encounter's history the way History.fromLog does, a batch at a time. */
  private async replay(
    encounter: ExportEncounter,
    onEntries: (n: number) => void,
    at: number,
  ): Promise<History> {
    const systemEvents = new Set(getSystem(encounter.init.system).eventTypes);
    encounter.log.forEach((entry, e) => {
      if (entry.t !== 'cmd') return;
      entry.events.forEach((event, k) => {
        const problem = checkImportedEvent(event, systemEvents);
        if (problem) {
          throw failure('importInvalid', {
            field: `encounters.${at}.log.${e}.events.${k}.${problem.field}`,
            problem: problem.problem,
          });
        }
      });
    });
    let history: History;
    try {
      history = new History(createEncounter(encounter.init));
      let n = 0;
      for (const entry of encounter.log) {
        // As History.fromLog: a marker with nothing to undo or redo is a broken log.
        if (entry.t === 'undo') history.undo();
        else if (entry.t === 'redo') history.redo();
        else if (entry.events.length > 0) {
          history.push(entry.events, null);
        }
        n += 1;
        if (n % BATCH === 0) {
          onEntries(n);
          await yieldToEventLoop();
        }
      }
      onEntries(n);
    } catch (error) {
      throw failure('importReplayFailed', {
        name: encounter.name,
        reason: isRuleError(error) ? error.code : 'invalidEvent',
      });
    }
    // A system's own events may set fields no engine event carries: the result must still be
    // a state the engine could have built.
    const problem = checkReplayedState(history.state);
    if (problem) {
      throw failure('importInvalid', {
        field: `encounters.${at}.${problem.field}`,
        problem: problem.problem,
      });
    }
    return history;
  }

  private headerFor(
    encounter: ExportEncounter,
    campaignId: string,
    exportedAt: string,
  ): EncounterLogHeader {
    const now = this.options.context.now().toISOString();
    return {
      schemaVersion: ENCOUNTER_LOG_VERSION,
      id: this.options.context.newId(),
      campaignId,
      name: encounter.name,
      savedEncounterId: null,
      // An imported fight that was still running resumes paused, as a reopened one does.
      status: encounter.status === 'ended' ? 'ended' : 'paused',
      createdAt: encounter.createdAt ?? exportedAt,
      updatedAt: now,
      endedAt: encounter.endedAt,
      // An ended fight's survivors were written back where it was played, not here.
      writtenBack: encounter.status === 'ended',
      init: {
        ...encounter.init,
        options: encounter.init.options ?? {},
        combatants: (encounter.init.combatants ?? []) as Record<string, unknown>[],
      } as EncounterLogHeader['init'],
    };
  }
}

function invalid(issue: { path: PropertyKey[]; message: string } | undefined): IpcFailure {
  return failure('importInvalid', {
    field: issue ? issue.path.map(String).join('.') : '',
    problem: issue?.message ?? 'invalid',
  });
}

/**
 * The log as the store keeps it. Entries exported from the running encounter carry neither a
 * time nor the command; they get the encounter's start time and the marker command
 * `{ type: 'imported' }` (nothing reads a stored command back; replay uses the events).
 */
function storedEntries(encounter: ExportEncounter, fallbackAt: string): LogEntry[] {
  return encounter.log.map((entry): LogEntry => {
    const at = entry.at ?? fallbackAt;
    if (entry.t !== 'cmd') return { t: entry.t, at };
    return {
      t: 'cmd',
      commandId: entry.commandId || 'imported',
      at,
      command: (entry.command as { type: string } | undefined) ?? { type: 'imported' },
      events: entry.events as { type: string }[],
    };
  });
}
