import type { CampaignHandlers } from '../campaign/handlers';
import type { ChannelHandlers } from '../ipc/router';
import type { EncounterService } from '../encounter/encounterService';
import type { ExportHandlers } from '../export/handlers';
import { createEncounterHandlers } from '../encounter/handlers';
import type { LibraryHandlers } from '../library/handlers';
import type { PlayerHandlers } from '../player/feature';
import type { PortraitHandlers } from '../portraits/handlers';
import type { SettingsService } from '../settings/settingsService';

/** The services the channels are answered by. */
export interface Services {
  readonly settings: SettingsService;
  readonly encounter: EncounterService;
  readonly library: LibraryHandlers;
  readonly exports: ExportHandlers;
  readonly player: PlayerHandlers;
  readonly campaigns: CampaignHandlers;
  readonly portraits: PortraitHandlers;
}

/** Maps every channel of the contract to the service call that answers it. */
export function createHandlers({
  settings,
  encounter,
  library,
  exports,
  player,
  campaigns,
  portraits,
}: Services): ChannelHandlers {
  return {
    'settings.get': () => settings.get(),
    'settings.setLanguage': ({ language }) => settings.setLanguage(language),
    'encounter.get': () => encounter.dmView(),
    ...library,
    ...exports,
    ...player,
    ...createEncounterHandlers(encounter),
    ...campaigns,
    ...portraits,
  };
}
