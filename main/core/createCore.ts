import type { Language } from '../../shared/i18n/index';
import { listSystems } from '../../shared/index';
import type { DataNotice } from '../../shared/ipc/channels/campaign';
import type { PushPayloadOf } from '../../shared/ipc/index';
import { createCampaignFeature, type CampaignFeature } from '../campaign/feature';
import { LiveEncounter } from '../campaign/live-encounter';
import { chooseDefaultSystem } from '../encounter/defaultSystem';
import { createEncounterService, type EncounterService } from '../encounter/encounterService';
import { newSeed } from '../encounter/newSeed';
import { createPushHub, type PushHub } from '../ipc/pushHub';
import { createExportFeature, type ExportFeature } from '../export/feature';
import { createLibraryFeature } from '../library/feature';
import { createPlayerFeature, encounterSourceOf, type PlayerFeature } from '../player/feature';
import { createPortraitHandlers } from '../portraits/handlers';
import { createRouter, type Router } from '../ipc/router';
import { loadSettingsService, type SettingsService } from '../settings/settingsService';
import { openDataDir, type DataStoreOptions } from '../store/data-store';
import { createHandlers } from './handlers';
import type { Logger } from './logger';

/** Everything main runs, independent of how windows connect (Electron IPC or WebSocket). */
export interface Core {
  readonly router: Router;
  readonly pushes: PushHub;
  readonly settings: SettingsService;
  readonly encounter: EncounterService;
  /** Session-log export: the save dialog is plugged in by Electron, downloads served by serve. */
  readonly exports: ExportFeature;
  /** The player display: its projection, the DM's visibility controls and the LAN view. */
  readonly player: PlayerFeature;
  /** Campaigns, their rosters and fights, wired to the durable store. */
  readonly campaigns: CampaignFeature;
  /** Where the transports log what they could not answer. */
  readonly logger: Logger;
  /** The data folder (the transports serve its portraits). */
  readonly dataDir: string;
  /** Pauses a fight in progress, flushes every log and releases the data folder's writer lock. */
  close(): Promise<void>;
}

export interface CoreOptions {
  /** Folder holding the user's files. */
  readonly dataDir: string;
  /** Language to start with when none was saved. */
  readonly initialLanguage: Language;
  readonly logger: Logger;
  /** Rule system of the encounter; the preferred registered one when absent. */
  readonly system?: string;
  /** Seed of the encounter's dice; a random one when absent. */
  readonly seed?: number;
  /** How the data folder is opened (tests inject a file system that fails on demand). */
  readonly store?: DataStoreOptions;
  /** The built renderer, served by the read-only LAN view; that view is unavailable without it. */
  readonly rendererDir?: string;
}

/** Loads the services, wires their changes to push events and builds the router. */
export async function createCore(options: CoreOptions): Promise<Core> {
  const { dataDir, initialLanguage, logger } = options;
  // The one writer of the data folder: a second app on the same folder is refused.
  const store = await openDataDir(dataDir, options.store);
  const damaged: DataNotice[] = [];
  // The settings are the data folder's settings document, written by the store like any other.
  const settings = await loadSettingsService({
    document: store.settings,
    initialLanguage,
    onDamagedFile: (movedTo) => {
      logger.warn(`settings file was damaged; kept it as ${movedTo} and started from defaults`);
      const at = store.context.now().toISOString();
      damaged.push({ code: 'settingsReset', params: { movedTo }, at });
    },
  });
  const scratchSystem =
    options.system ?? chooseDefaultSystem(listSystems().map((system) => system.id));
  // The encounter every channel uses; a campaign's fight is also recorded in its durable log.
  const encounter = new LiveEncounter(
    createEncounterService({
      system: scratchSystem,
      // Main picks the seed; from then on every roll comes from the engine's seeded generator.
      seed: options.seed ?? newSeed(),
    }),
  );
  const pushes = createPushHub((event, error) =>
    logger.error(`delivering push "${event}" failed`, error),
  );
  const campaigns = createCampaignFeature({
    store,
    live: encounter,
    scratchSystem,
    setLanguage: (language) => settings.setLanguage(language),
    onSession: (state) => pushes.publish('session.changed', state),
    onCampaign: (view) => pushes.publish('campaign.changed', view),
    onFault: (error) => logger.error('recording the campaign fight failed', error),
  });
  for (const notice of damaged) campaigns.desk.addNotice(notice);
  // A fight started without a campaign and left when the app closed comes back.
  await campaigns.desk.restoreQuickFight();
  settings.onChange((next) => {
    pushes.publish('settings.changed', next);
    campaigns.desk.languageChanged(next.language);
  });
  // The player display's projection is made by its own service, with the DM's visibility choices.
  const player = await createPlayerFeature({
    dataDir,
    rendererDir: options.rendererDir,
    encounter: encounterSourceOf(encounter),
    settings,
    publish: {
      view: (display) => pushes.publish('player.viewChanged', display),
      preview: (preview) => pushes.publish('player.previewChanged', preview),
      lan: (status) => pushes.publish('player.lanChanged', status),
    },
    warn: (message) => logger.warn(message),
  });
  // The open campaign chooses what the players may see and the language they read.
  pushes.subscribe('dm', (event, payload) => {
    if (event !== 'session.changed') return;
    const { campaign } = payload as PushPayloadOf<'session.changed'>;
    player
      .campaignChanged(campaign && { id: campaign.id, language: campaign.language })
      .catch((error: unknown) =>
        logger.error('the player display could not follow the campaign', error),
      );
  });
  // After the player display's listener: the players' view goes out first, the DM's second.
  encounter.onChange(({ dmDelta }) => pushes.publish('encounter.changed', dmDelta));
  let libraryRevision = 0;
  const library = createLibraryFeature({
    context: store.context,
    library: store.library,
    encounter,
    onProgress: (progress) => pushes.publish('library.importProgress', progress),
    onChanged: () => pushes.publish('library.changed', { revision: (libraryRevision += 1) }),
    warn: (message) => logger.warn(message),
  });
  const exports = createExportFeature({
    context: store.context,
    campaigns: store.campaigns,
    encounter,
    language: () => settings.get().language,
    session: () => campaigns.desk.sessionState(),
    // A players' recap hides what the player display hides with the table's current settings.
    playerView: () => player.service.preview().controls.visibility,
    onProgress: (progress) => pushes.publish('export.progress', progress),
  });
  const router = createRouter(
    createHandlers({
      settings,
      encounter,
      library: library.handlers,
      exports: exports.handlers,
      player: player.handlers,
      campaigns: campaigns.handlers,
      portraits: createPortraitHandlers({
        dataDir,
        owners: {
          setRosterPortrait: (campaignId, rosterId, portrait) =>
            campaigns.desk.setRosterPortrait(campaignId, rosterId, portrait),
          setCreaturePortrait: (id, portrait) => library.creatures.setPortrait(id, portrait),
        },
      }),
    }),
    (channel, error) => logger.error(`handler of "${channel}" failed`, error),
  );
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      try {
        // The LAN view stops with the app: no screen keeps a stream to a closed session.
        await player.lan.stop();
        await campaigns.desk.shutdown();
      } finally {
        await store.close();
      }
    })());
  return {
    router,
    pushes,
    settings,
    encounter,
    exports,
    player,
    campaigns,
    logger,
    dataDir,
    close,
  };
}
