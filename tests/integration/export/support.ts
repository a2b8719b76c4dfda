// A real data folder with a campaign and stored encounter logs, for the export service tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExportEncounter } from '../../../shared/export/source';
import { ENCOUNTER_LOG_VERSION } from '../../../shared/model/encounter-log';
import type { LogEntry } from '../../../shared/model/log-entry';
import { openDataDir, type DataStore } from '../../../main/store/data-store';
import type { recordEncounter } from '../../unit/export/support/record';

/** A temporary folder and its cleanup. */
export async function tempDir(
  prefix: string,
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Stores a scripted encounter as a log of `campaignId`, started at `createdAt`. */
export async function storeEncounter(
  store: DataStore,
  campaignId: string,
  recorded: ReturnType<typeof recordEncounter>,
  createdAt: string,
): Promise<ExportEncounter> {
  const session = await store.campaigns.open(campaignId);
  const id = store.context.newId();
  const { encounter } = recorded;
  const writer = await session.createEncounterLog({
    schemaVersion: ENCOUNTER_LOG_VERSION,
    id,
    campaignId,
    name: encounter.name,
    savedEncounterId: null,
    status: encounter.status,
    createdAt,
    updatedAt: createdAt,
    endedAt: encounter.endedAt,
    writtenBack: true,
    init: encounter.init as never,
  });
  await writer.append(...(encounter.log as LogEntry[]));
  await session.closeEncounterLog(id);
  return { ...encounter, id, createdAt, campaign: { id: campaignId, name: '' } };
}

/** A data folder with one campaign of `system`. */
export async function dataFolder(
  system: 'dnd5e' | 'adnd2e' | 'osr',
  language: 'uk' | 'ru' | 'en' = 'uk',
): Promise<{ store: DataStore; campaignId: string; dir: string; cleanup: () => Promise<void> }> {
  const { dir, cleanup } = await tempDir('cm-export-data-');
  let n = 0;
  const store = await openDataDir(dir, { newId: () => `id${(n += 1)}` });
  const campaign = await store.campaigns.create({ name: 'Embers', system, language });
  return {
    store,
    campaignId: campaign.id,
    dir,
    cleanup: async () => {
      await store.close();
      await cleanup();
    },
  };
}
