// "Export library": the custom creatures of one scope as the app's own library file, which any
// copy of the app imports back (tested round trip).
import { appLibraryFile } from '../../shared/library/formats/app-json';
import type { LibraryScope } from '../../shared/library/types';
import type { LibraryStores } from './stores';

/** The library file of `scope`, its suggested file name and how many creatures it holds. */
export async function exportLibrary(
  stores: LibraryStores,
  scope: LibraryScope,
  now: Date,
): Promise<{ fileName: string; text: string; count: number }> {
  const entries = await (await stores.of(scope)).list();
  const file = appLibraryFile(
    entries.map((e) => ({ system: e.system, name: e.name, statblock: e.statblock, tags: e.tags })),
  );
  const day = now.toISOString().slice(0, 10);
  const label = scope.kind === 'global' ? 'library' : `campaign-${scope.campaignId}-library`;
  return {
    fileName: `${label}-${day}.json`,
    text: JSON.stringify(file, null, 1),
    count: entries.length,
  };
}
