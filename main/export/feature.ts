// The session-log export as main runs it: the export service (file or download), the import of
// exported encounters, and their channel handlers.
import type { ExportProgress } from '../../shared/export/limits';
import type { PlayerViewSettings } from '../../shared/encounter/player-view';
import type { Language } from '../../shared/i18n/languages';
import type { EncounterService } from '../encounter/encounterService';
import { CampaignService } from '../store/campaign-service';
import type { StoreContext } from '../store/context';
import { ExportService, type ExportServiceOptions } from './exportService';
import { createExportHandlers, type ExportHandlers } from './handlers';
import { EncounterImporter } from './importService';
import { StoredEncounters } from './sources';

/** What the export needs from main. */
export interface ExportFeatureOptions {
  /** The store's context (data folder, file system, clock, ids). */
  readonly context: StoreContext;
  /** The campaigns of the data folder (one is made over `context` when absent). */
  readonly campaigns?: CampaignService;
  readonly encounter: EncounterService;
  /** The interface language. */
  readonly language: () => Language;
  /** The open campaign and its fight on the encounter screen (see ExportServiceOptions). */
  readonly session?: ExportServiceOptions['session'];
  /** Time zone of play dates and document dates; the machine's when absent. */
  readonly timeZone?: string;
  readonly playerView?: () => Partial<PlayerViewSettings>;
  readonly onProgress?: (progress: ExportProgress) => void;
}

/** The running export feature. */
export interface ExportFeature {
  readonly service: ExportService;
  readonly importer: EncounterImporter;
  readonly handlers: ExportHandlers;
}

/** Builds the export service, the importer and their handlers. */
export function createExportFeature(options: ExportFeatureOptions): ExportFeature {
  const campaigns = options.campaigns ?? new CampaignService(options.context);
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const service = new ExportService({
    context: options.context,
    stored: new StoredEncounters(options.context, campaigns),
    live: options.encounter,
    language: options.language,
    ...(options.session ? { session: options.session } : {}),
    timeZone,
    ...(options.playerView ? { playerView: options.playerView } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  const importer = new EncounterImporter({
    context: options.context,
    campaigns,
    loadLive: (init, events) => {
      options.encounter.load(init, events);
    },
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  return { service, importer, handlers: createExportHandlers(service, importer) };
}
