// Runs an export: reads the encounter(s), tells them as a recap a batch of commands at a time
// (so progress reaches the window and main stays responsive), renders the format and delivers
// the file: into a path the DM picks in the save dialog (atomic write, never over an existing
// file without the DM's confirmation), or as a one-time browser download.
import { basename } from 'node:path';
import { isRuleError } from '../../shared/errors';
import { RecapBuilder } from '../../shared/export/recap/build';
import type { Recap } from '../../shared/export/recap/model';
import { FORMAT_FILES, renderRecaps, type ExportFormat } from '../../shared/export/render';
import { toJson } from '../../shared/export/schema';
import type { ExportEncounter } from '../../shared/export/source';
import { safeFileName } from '../../shared/export/fileName';
import { exportI18n } from '../../shared/export/i18n';
import {
  DOWNLOAD_PATH_PREFIX,
  type ExportPhase,
  type ExportProgress,
} from '../../shared/export/limits';
import { createTranslate } from '../../shared/export/translate';
import type { PlayerViewSettings } from '../../shared/encounter/player-view';
import type { Language } from '../../shared/i18n/languages';
import { IpcFailure } from '../../shared/ipc/errors';
import type { ExportOutcome, ExportSources } from '../../shared/ipc/channels/export';
import type { SessionState } from '../../shared/ipc/channels/campaign';
import type { StoreContext } from '../store/context';
import { writeFileAtomic } from '../store/atomic-write';
import { StoreError } from '../store/errors';
import { ThrottledProgress, yieldToEventLoop } from '../upload/progress';
import { PreparedDownloads, type PreparedFile } from './downloads';
import { fromLive, type LiveEncounter, type StoredEncounters } from './sources';
import { randomBytes } from 'node:crypto';

/** Asks the DM where to save; resolves with the path, or null when the DM cancels. */
export type SaveDialog = (request: {
  suggestedName: string;
  format: ExportFormat;
  language: Language;
}) => Promise<string | null>;

/** What to export and how (the `export.run` request). */
export interface ExportRequest {
  jobId: string;
  source:
    | { kind: 'live' }
    | { kind: 'encounter'; campaignId: string; encounterId: string }
    | { kind: 'playDate'; campaignId: string; date: string };
  format: ExportFormat;
  audience: 'dm' | 'player';
  language?: Language;
  destination: 'file' | 'download';
}

/** What the export service needs from main. */
export interface ExportServiceOptions {
  readonly context: StoreContext;
  /** Stored campaign encounters; null when the data folder is not available. */
  readonly stored: StoredEncounters | null;
  readonly live: LiveEncounter;
  /** The interface language (for the running encounter, which has no campaign). */
  readonly language: () => Language;
  /**
   * The campaign open and its fight on the encounter screen, if any: the running fight is then
   * exported from its journal, under its own name, in the campaign's language.
   */
  readonly session?: () => Pick<SessionState, 'campaign' | 'encounter'>;
  /** Time zone of play dates and of the dates in documents. */
  readonly timeZone: string;
  /** What the player display shows (for players' recaps). */
  readonly playerView?: () => Partial<PlayerViewSettings>;
  readonly onProgress?: (progress: ExportProgress) => void;
  /** Milliseconds clock for progress (tests drive it). */
  readonly now?: () => number;
  /** Commands told between two looks at the clock and the event loop. */
  readonly batch?: number;
}

interface PendingOverwrite {
  readonly path: string;
  readonly file: PreparedFile;
  readonly expiresAt: number;
}

/** How long an overwrite question waits for the DM's answer. */
export const CONFIRM_TTL_MS = 10 * 60 * 1000;

const failure = (code: string, params: Record<string, string | number> = {}) =>
  new IpcFailure(code, params);

/** Exports encounters as Markdown, HTML, JSON or CSV. */
export class ExportService {
  readonly downloads = new PreparedDownloads();
  private saveDialog: SaveDialog | null = null;
  private readonly pending = new Map<string, PendingOverwrite>();
  private readonly now: () => number;
  private running = false;

  constructor(private readonly options: ExportServiceOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** The native save dialog (set by the Electron layer once the DM window exists). */
  setSaveDialog(dialog: SaveDialog | null): void {
    this.saveDialog = dialog;
  }

  /** What can be exported. */
  async sources(): Promise<ExportSources> {
    const events = this.options.live.events().length;
    const live = events > 0 ? { system: this.options.live.init().system, events } : null;
    const campaigns = this.options.stored
      ? await this.options.stored.list(this.options.timeZone)
      : [];
    return {
      live,
      campaigns,
      language: this.options.session?.().campaign?.language ?? this.options.language(),
    };
  }

  /** Runs one export. One export runs at a time. */
  async run(request: ExportRequest): Promise<ExportOutcome> {
    if (this.running) throw failure('exportBusy');
    this.running = true;
    try {
      return await this.runNow(request);
    } finally {
      this.running = false;
    }
  }

  /** Answers an overwrite question: replace the file, or keep it and cancel. */
  async confirmOverwrite(confirmId: string, replace: boolean): Promise<ExportOutcome> {
    this.sweep();
    const pending = this.pending.get(confirmId);
    this.pending.delete(confirmId);
    if (!pending) throw failure('exportExpired');
    if (!replace) return { status: 'cancelled' };
    await this.write(pending.path, pending.file.bytes);
    return {
      status: 'saved',
      fileName: basename(pending.path),
      bytes: pending.file.bytes.byteLength,
    };
  }

  private async runNow(request: ExportRequest): Promise<ExportOutcome> {
    // The JSON is the whole log: main refuses it for the players whatever a window asks.
    if (request.format === 'json' && request.audience === 'player') {
      throw failure('exportJsonForPlayers');
    }
    const { jobId } = request;
    const progress = new ThrottledProgress<ExportPhase>(
      (phase, done, total) => this.options.onProgress?.({ jobId, phase, done, total }),
      this.now,
    );
    const { encounters, language, baseName, date } = await this.read(request, progress);
    if (encounters.length === 0) throw failure('exportNotFound');
    const text = await this.render(encounters, request, language, date, progress);
    const { extension, mime } = FORMAT_FILES[request.format];
    const file: PreparedFile = {
      fileName: safeFileName(baseName, extension),
      mime,
      bytes: new TextEncoder().encode(text),
    };
    if (request.destination === 'download') {
      const token = this.downloads.put(file);
      progress.report('write', 1, 1);
      return {
        status: 'download',
        fileName: file.fileName,
        bytes: file.bytes.byteLength,
        url: `${DOWNLOAD_PATH_PREFIX}${token}`,
      };
    }
    if (!this.saveDialog) throw failure('exportDialogUnavailable');
    const path = await this.saveDialog({
      suggestedName: file.fileName,
      format: request.format,
      language,
    });
    if (!path) return { status: 'cancelled' };
    if (await this.options.context.fs.exists(path)) {
      this.sweep();
      const confirmId = randomBytes(16).toString('hex');
      this.pending.set(confirmId, { path, file, expiresAt: this.now() + CONFIRM_TTL_MS });
      return { status: 'confirmOverwrite', fileName: basename(path), confirmId };
    }
    await this.write(path, file.bytes);
    progress.report('write', 1, 1);
    return { status: 'saved', fileName: basename(path), bytes: file.bytes.byteLength };
  }

  private async read(
    request: ExportRequest,
    progress: ThrottledProgress<ExportPhase>,
  ): Promise<{
    encounters: ExportEncounter[];
    language: Language;
    baseName: string;
    date?: string;
  }> {
    const source = request.source;
    const tr = (language: Language) =>
      createTranslate(
        language,
        {
          en: { export: exportI18n.en },
          uk: { export: exportI18n.uk },
          ru: { export: exportI18n.ru },
        },
        'export',
      );
    if (source.kind === 'live') {
      const session = this.options.session?.();
      const fight = session?.encounter;
      if (session?.campaign && fight && this.options.stored) {
        // A campaign fight: its journal has its name, campaign, start, end and timestamps.
        return this.read(
          {
            ...request,
            source: { kind: 'encounter', campaignId: session.campaign.id, encounterId: fight.id },
          },
          progress,
        );
      }
      const language = request.language ?? this.options.language();
      const name = tr(language).t('dialog.current');
      const events = this.options.live.events().length;
      return {
        encounters: events > 0 ? [fromLive(this.options.live, name)] : [],
        language,
        baseName: name,
      };
    }
    const stored = this.options.stored;
    if (!stored) throw failure('exportStoreUnavailable');
    try {
      if (source.kind === 'encounter') {
        const { encounter, campaign } = await stored.encounter(
          source.campaignId,
          source.encounterId,
        );
        progress.report('read', 1, 1);
        return {
          encounters: [encounter],
          language: request.language ?? campaign.language,
          baseName: encounter.name,
        };
      }
      const { encounters, campaign } = await stored.playDate(
        source.campaignId,
        source.date,
        this.options.timeZone,
        (done, total) => progress.report('read', done, total),
      );
      return {
        encounters,
        language: request.language ?? campaign.language,
        baseName: `${campaign.name} ${source.date}`,
        date: source.date,
      };
    } catch (error) {
      if (error instanceof StoreError && error.code === 'notFound') throw failure('exportNotFound');
      if (error instanceof StoreError && error.code === 'invalidInput')
        throw failure('exportNotFound');
      throw error;
    }
  }

  private async render(
    encounters: readonly ExportEncounter[],
    request: ExportRequest,
    language: Language,
    date: string | undefined,
    progress: ThrottledProgress<ExportPhase>,
  ): Promise<string> {
    if (request.format === 'json') {
      return toJson(encounters, { exportedAt: this.options.context.now().toISOString(), language });
    }
    const batch = this.options.batch ?? 500;
    const builders: { encounter: ExportEncounter; builder: RecapBuilder }[] = [];
    for (const encounter of encounters) {
      try {
        builders.push({
          encounter,
          builder: new RecapBuilder(encounter, {
            audience: request.audience,
            language,
            ...(this.options.playerView ? { playerView: this.options.playerView() } : {}),
            quietRows: request.format === 'csv',
          }),
        });
      } catch (error) {
        throw this.invalidLog(encounter, error);
      }
    }
    const total = builders.reduce((n, b) => n + b.builder.progress.total, 0);
    let before = 0;
    const recaps: Recap[] = [];
    for (const { encounter, builder } of builders) {
      try {
        while (!builder.step(batch)) {
          progress.report('build', before + builder.progress.done, total);
          await yieldToEventLoop();
        }
        recaps.push(builder.result());
      } catch (error) {
        throw this.invalidLog(encounter, error);
      }
      before += builder.progress.total;
      progress.report('build', before, total);
    }
    return renderRecaps(recaps, request.format, {
      timeZone: this.options.timeZone,
      ...(date ? { date } : {}),
    });
  }

  private invalidLog(encounter: ExportEncounter, error: unknown): Error {
    if (isRuleError(error)) {
      return failure('exportInvalidLog', { name: encounter.name, reason: error.code });
    }
    return error instanceof Error ? error : new Error(String(error));
  }

  private async write(path: string, bytes: Uint8Array): Promise<void> {
    try {
      await writeFileAtomic(this.options.context, path, bytes, { backup: false });
    } catch (error) {
      if (error instanceof StoreError) {
        const params = { file: basename(path), errno: String(error.params.errno ?? '') };
        throw failure(error.code === 'diskFull' ? 'exportDiskFull' : 'exportWriteFailed', params);
      }
      throw error;
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, p] of this.pending) if (p.expiresAt <= now) this.pending.delete(id);
  }
}
