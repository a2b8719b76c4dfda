// A real data folder in a temporary directory with the library running on it, for the
// library's integration tests.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  createEncounterService,
  type EncounterService,
} from '../../../main/encounter/encounterService';
import { createLibraryFeature, type LibraryFeature } from '../../../main/library/feature';
import { openDataDir, type DataStore } from '../../../main/store/data-store';
import type { ImportProgress } from '../../../shared/library/types';

/** The fixtures folder of the library tests. */
export const fixtures = resolve('tests/fixtures/library');

/** The bytes of a fixture file. */
export function fixture(path: string): Buffer {
  return readFileSync(join(fixtures, path));
}

/** A data folder with the store open and the library on it. */
export interface LibraryHarness {
  readonly dir: string;
  readonly store: DataStore;
  readonly encounter: EncounterService;
  readonly feature: LibraryFeature;
  readonly progress: ImportProgress[];
  changes: number;
  close(): Promise<void>;
}

/** Opens a fresh data folder; `srdPath` null runs without the bundled SRD. */
export async function openHarness(
  options: { srdPath?: string | null; system?: string; now?: () => number } = {},
): Promise<LibraryHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'cm-library-'));
  const store = await openDataDir(dir);
  const encounter = createEncounterService({ system: options.system ?? 'dnd5e', seed: 7 });
  const progress: ImportProgress[] = [];
  const harness: LibraryHarness = {
    dir,
    store,
    encounter,
    progress,
    changes: 0,
    feature: undefined as unknown as LibraryFeature,
    async close() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  (harness as { feature: LibraryFeature }).feature = createLibraryFeature({
    context: store.context,
    library: store.library,
    encounter,
    srdPath: options.srdPath === undefined ? null : options.srdPath,
    onProgress: (p) => progress.push(p),
    onChanged: () => (harness.changes += 1),
    ...(options.now ? { clock: options.now } : {}),
  });
  return harness;
}

/** SHA-256 of every file in a folder tree, by relative path: "byte-identical" checks. */
export function snapshotFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (sub: string) => {
    const here = join(dir, sub);
    if (!existsSync(here)) return;
    for (const entry of readdirSync(here, { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else
        out[rel] = createHash('sha256')
          .update(readFileSync(join(dir, rel)))
          .digest('hex');
    }
  };
  walk('');
  return out;
}
