// "Export library": the custom creatures of one scope as the app's own library file, which any
// copy of the app imports back (tested round trip), or as Improved Initiative's library export
// (5e creatures only), which Improved Initiative and this app's import both read.
import { IpcFailure } from '../../shared/ipc/errors';
import { appLibraryFile } from '../../shared/library/formats/app-json';
import {
  improvedInitiativeLibraryFile,
  type ExportableCreature,
} from '../../shared/library/formats/improved-initiative-export';
import type { LibraryScope } from '../../shared/library/types';
import { dnd5eStatblockSchema, type Dnd5eStatblock } from '../../shared/rules/dnd5e/statblock';
import type { LibraryStores } from './stores';

/** An exported file: its suggested name, its text and how many creatures it holds. */
export interface ExportedLibrary {
  readonly fileName: string;
  readonly text: string;
  readonly count: number;
}

/** A file name the DM may give an export: a plain name ending in .json, no folders. */
export const EXPORT_FILE_NAME = /^[\p{L}\p{N}_][\p{L}\p{N} _.()-]{0,118}\.json$/u;

function label(scope: LibraryScope): string {
  return scope.kind === 'global' ? 'library' : `campaign-${scope.campaignId}-library`;
}

/** The file name of an export: the DM's when it is a plain .json name, else the suggested one. */
function fileNameOf(requested: string | undefined, suggested: string): string {
  if (requested === undefined) return suggested;
  if (!EXPORT_FILE_NAME.test(requested) || requested.includes('..')) {
    throw new IpcFailure('library.exportFileName', { fileName: requested.slice(0, 120) });
  }
  return requested;
}

/** The library file of `scope`, its suggested file name and how many creatures it holds. */
export async function exportLibrary(
  stores: LibraryStores,
  scope: LibraryScope,
  now: Date,
): Promise<ExportedLibrary> {
  const entries = await (await stores.of(scope)).list();
  const file = appLibraryFile(
    entries.map((e) => ({ system: e.system, name: e.name, statblock: e.statblock, tags: e.tags })),
  );
  const day = now.toISOString().slice(0, 10);
  return {
    fileName: `${label(scope)}-${day}.json`,
    text: JSON.stringify(file, null, 1),
    count: entries.length,
  };
}

/**
 * The 5e creatures of `scope` as Improved Initiative's library export; player characters go to
 * its persistent characters. `skipped` counts the creatures of other rule systems left out.
 */
export async function exportImprovedInitiative(
  stores: LibraryStores,
  scope: LibraryScope,
  now: Date,
  requestedName?: string,
): Promise<ExportedLibrary & { skipped: number }> {
  const day = now.toISOString().slice(0, 10);
  const fileName = fileNameOf(requestedName, `${label(scope)}-improved-initiative-${day}.json`);
  const entries = await (await stores.of(scope)).list();
  const creatures: ExportableCreature[] = [];
  for (const e of entries) {
    if (e.system !== 'dnd5e') continue;
    const parsed = dnd5eStatblockSchema.safeParse(e.statblock);
    if (!parsed.success) continue;
    creatures.push({
      id: e.id,
      name: e.name,
      statblock: parsed.data as Dnd5eStatblock,
      tags: e.tags,
      updatedMs: Date.parse(e.updatedAt),
    });
  }
  return {
    fileName,
    text: JSON.stringify(improvedInitiativeLibraryFile(creatures), null, 1),
    count: creatures.length,
    skipped: entries.length - creatures.length,
  };
}
