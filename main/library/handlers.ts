// The library's channels mapped to the services that answer them.
import type { libraryChannels } from '../../shared/ipc/channels/library';
import { searchLibrary } from '../../shared/library/search';
import type { EncounterService } from '../encounter/encounterService';
import type { ChannelHandlers } from '../ipc/router';
import type { LibraryCatalog } from './catalog';
import { summaryOf } from './catalog';
import type { CreatureService } from './creatures';
import { addToEncounter } from './encounter-add';
import { exportImprovedInitiative, exportLibrary } from './export';
import type { LibraryImporter } from './import/importer';
import type { LibraryStores } from './stores';

/** Handlers of every library channel. */
export type LibraryHandlers = Pick<ChannelHandlers, keyof typeof libraryChannels>;

/** The services the library channels are answered by. */
export interface LibraryServices {
  readonly catalog: LibraryCatalog;
  readonly creatures: CreatureService;
  readonly importer: LibraryImporter;
  readonly stores: LibraryStores;
  readonly encounter: EncounterService;
  readonly now: () => Date;
  /** Tells the windows a library's contents changed. */
  readonly onChanged: () => void;
}

/** Maps every library channel to its service call. */
export function createLibraryHandlers(services: LibraryServices): LibraryHandlers {
  const { catalog, creatures, importer, stores, encounter } = services;
  return {
    'library.search': async ({ campaignId, ...query }) =>
      searchLibrary(await catalog.all(campaignId), query),
    'library.get': ({ id }) => creatures.get(id),
    'library.addToEncounter': async ({ id, count, hidden, hitPoints, typedHitPoints }) =>
      addToEncounter(encounter, await creatures.get(id), count, hidden, {
        ...(hitPoints ? { hitPoints } : {}),
        ...(typedHitPoints ? { typedHitPoints } : {}),
      }),
    'library.create': ({ scope, system, statblock, tags }) =>
      creatures.create(scope, system, statblock, tags),
    'library.duplicate': ({ id, scope, name }) => creatures.duplicate(id, scope, name),
    'library.update': ({ id, statblock, tags }) => creatures.update(id, statblock, tags),
    'library.delete': ({ id }) => creatures.remove(id),
    'library.setAsideDamaged': async ({ scope }) => {
      const movedTo = await (await stores.of(scope)).setAsideDamaged();
      services.onChanged();
      return { movedTo };
    },
    'library.importBegin': ({ fileName, byteLength }) => importer.begin(fileName, byteLength),
    'library.importChunk': ({ uploadId, index, data }) => importer.chunk(uploadId, index, data),
    'library.importPreview': ({ uploadId, scope, csvSystem, columns, ac, fixes }) =>
      importer.preview(uploadId, scope, csvSystem, {
        ...(columns ? { columns } : {}),
        ...(ac ? { ac } : {}),
        ...(fixes ? { fixes } : {}),
      }),
    'library.importCommit': async ({ uploadId, duplicates }) => {
      const { added, replaced, entries, scope } = await importer.commit(uploadId, duplicates);
      return {
        added,
        replaced,
        summaries: entries.slice(0, 200).map((e) => summaryOf(scope, e)),
      };
    },
    'library.importCancel': ({ uploadId }) => ({ cancelled: importer.cancel(uploadId) }),
    'library.export': ({ scope }) => exportLibrary(stores, scope, services.now()),
    'library.exportImprovedInitiative': ({ scope, fileName }) =>
      exportImprovedInitiative(stores, scope, services.now(), fileName),
  };
}
