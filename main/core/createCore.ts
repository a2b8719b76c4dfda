import type { Language } from '../../shared/i18n/index';
import { createEncounterService, type EncounterService } from '../encounter/encounterService';
import { createPushHub, type PushHub } from '../ipc/pushHub';
import { createRouter, type Router } from '../ipc/router';
import { loadSettingsService, type SettingsService } from '../settings/settingsService';
import { createHandlers } from './handlers';
import type { Logger } from './logger';

/** Everything main runs, independent of how windows connect (Electron IPC or WebSocket). */
export interface Core {
  readonly router: Router;
  readonly pushes: PushHub;
  readonly settings: SettingsService;
  readonly encounter: EncounterService;
}

export interface CoreOptions {
  /** Folder holding the user's files. */
  readonly dataDir: string;
  /** Language to start with when none was saved. */
  readonly initialLanguage: Language;
  readonly logger: Logger;
}

/** Loads the services, wires their changes to push events and builds the router. */
export async function createCore({ dataDir, initialLanguage, logger }: CoreOptions): Promise<Core> {
  const settings = await loadSettingsService({
    dataDir,
    initialLanguage,
    onDamagedFile: (movedTo) =>
      logger.warn(`settings file was damaged; kept it as ${movedTo} and started from defaults`),
  });
  const encounter = createEncounterService();
  const pushes = createPushHub((event, error) =>
    logger.error(`delivering push "${event}" failed`, error),
  );
  settings.onChange((next) => pushes.publish('settings.changed', next));
  encounter.onChange(({ dm, player }) => {
    pushes.publish('encounter.changed', dm);
    pushes.publish('player.viewChanged', player);
  });
  const router = createRouter(createHandlers({ settings, encounter }), (channel, error) =>
    logger.error(`handler of "${channel}" failed`, error),
  );
  return { router, pushes, settings, encounter };
}
