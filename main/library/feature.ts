// The creature library as main runs it: the bundled SRD, the durable custom libraries, search,
// cards, custom creatures, adding to the encounter, import and export, answered through the
// library's IPC channels.
import type { ImportProgress } from '../../shared/library/types';
import type { SrdCreature } from '../../shared/library/srd';
import type { EncounterService } from '../encounter/encounterService';
import type { StoreContext } from '../store/context';
import type { LibraryService } from '../store/library-service';
import { LibraryCatalog } from './catalog';
import { CreatureService } from './creatures';
import { LibraryImporter } from './import/importer';
import { findSrdFile, loadSrdFile } from './srd/load-srd';
import { LibraryStores } from './stores';
import { createLibraryHandlers, type LibraryHandlers } from './handlers';

/** What the library needs from main. */
export interface LibraryFeatureOptions {
  /** The store's context (data folder, file system, clock, ids). */
  readonly context: StoreContext;
  /** The global library service when the data store is open; one is made at its path otherwise. */
  readonly library?: LibraryService;
  readonly encounter: EncounterService;
  /** Bundled SRD file; found beside the main bundle when absent; null runs without it. */
  readonly srdPath?: string | null;
  readonly onProgress?: (progress: ImportProgress) => void;
  /** Called whenever a library's contents changed. */
  readonly onChanged?: () => void;
  readonly warn?: (message: string) => void;
  /** Milliseconds clock of the importer's progress timing (tests drive it). */
  readonly clock?: () => number;
}

/** The running library. */
export interface LibraryFeature {
  readonly stores: LibraryStores;
  readonly catalog: LibraryCatalog;
  readonly creatures: CreatureService;
  readonly importer: LibraryImporter;
  readonly handlers: LibraryHandlers;
}

/** Builds the library and its channel handlers. */
export function createLibraryFeature(options: LibraryFeatureOptions): LibraryFeature {
  const stores = new LibraryStores(options.context, options.library);
  const srdPath = options.srdPath === undefined ? findSrdFile() : options.srdPath;
  const loadSrd = async (): Promise<readonly SrdCreature[]> => {
    if (!srdPath) {
      options.warn?.('the bundled SRD monsters were not found; run "npm run build:srd"');
      return [];
    }
    return (await loadSrdFile(srdPath)).creatures;
  };
  const catalog = new LibraryCatalog(stores, loadSrd);
  const changed = () => options.onChanged?.();
  const creatures = new CreatureService(stores, catalog, changed);
  const importer = new LibraryImporter({
    stores,
    onProgress: options.onProgress,
    onCommitted: changed,
    ...(options.clock ? { now: options.clock } : {}),
  });
  const handlers = createLibraryHandlers({
    catalog,
    creatures,
    importer,
    stores,
    encounter: options.encounter,
    now: () => options.context.now(),
    onChanged: changed,
  });
  return { stores, catalog, creatures, importer, handlers };
}
