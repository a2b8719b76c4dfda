// The persistence layer's public surface for the rest of main (IPC handlers, the Electron shell
// and `npm run serve`): open a data folder, then work through its services.
export { DATA_DIR_ENV, DATA_DIR_FLAG, projectDataDir, resolveDataDir } from './data-dir';
export type { DataDirInputs, DataDirSource } from './data-dir';
export { DataStore, openDataDir } from './data-store';
export type { DataStoreOptions } from './data-store';
export { StoreError } from './errors';
export type { CampaignSession, EncounterListing } from './campaign-session';
export type { CampaignList } from './campaign-service';
export type { CampaignExportResult } from './campaign-export';
export { DEFAULT_MAX_IMPORT_BYTES } from './campaign-import';
export { PersistedEncounter } from './encounter-store';
export type { PersistedResult, StartEncounterInput } from './encounter-store';
export { reconcileRoster, runBetweenFights } from './between-fights';
export type { BetweenFightsResult } from './between-fights';
export type { LogWriter, SaveStateListener } from './log-writer';
