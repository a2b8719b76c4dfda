// An encounter import into a campaign is all or nothing: when writing its entries fails (a
// full disk), the logs it created are taken back and the campaign lists no new encounter.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { EncounterImporter } from '../../../main/export/importService';
import { openDataDir, type DataStore } from '../../../main/store/data-store';
import { nodeFs, type FsLayer } from '../../../main/store/fs-layer';
import { treeHashes } from '../store/helpers/temp-dir';
import { osrScript } from '../../unit/export/support/scripts';
import { fileOf } from './hostileEncounterFiles';

let dir: string;
let store: DataStore;
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** The real file system, except that writes to a fight's journal fail while `full` is set. */
function journalFullFs(state: { full: boolean }): FsLayer {
  const real = nodeFs();
  return {
    ...real,
    open: async (path, flags, mode) => {
      const handle = await real.open(path, flags, mode);
      if (!path.includes(`${join('logs', '')}`) || !path.endsWith('.jsonl')) return handle;
      return {
        ...handle,
        write: (...args: Parameters<typeof handle.write>) =>
          state.full
            ? Promise.reject(Object.assign(new Error('ENOSPC: injected'), { code: 'ENOSPC' }))
            : handle.write(...args),
        sync: () => handle.sync(),
        truncate: (length: number) => handle.truncate(length),
        close: () => handle.close(),
      };
    },
  };
}

describe('an encounter import into a campaign that cannot be written', () => {
  it('leaves no encounter behind, and a retry after the disk is freed imports it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cm-import-all-'));
    const state = { full: false };
    store = await openDataDir(dir, { fs: journalFullFs(state) });
    const campaign = await store.campaigns.create({
      name: 'Embers',
      system: 'osr',
      language: 'en',
    });
    const importer = new EncounterImporter({
      context: store.context,
      campaigns: store.campaigns,
      loadLive: (init, events) =>
        createEncounterService({ system: 'osr', seed: 1 }).load(init, events),
    });
    const bytes = Buffer.from(fileOf(osrScript().encounter, osrScript().encounter));
    const target = { kind: 'campaign' as const, campaignId: campaign.id };
    const upload = async () => {
      const { uploadId } = importer.begin(bytes.byteLength);
      importer.chunk(uploadId, 0, bytes.toString('base64'));
      await importer.preview(uploadId, target);
      return uploadId;
    };
    const before = await treeHashes(dir);
    state.full = true;
    await expect(importer.commit(await upload())).rejects.toMatchObject({ code: 'diskFull' });
    const session = await store.campaigns.open(campaign.id);
    expect(await session.encounters()).toEqual([]);
    const after = await treeHashes(dir);
    expect(Object.keys(after).filter((f) => !f.endsWith('/') && !(f in before))).toEqual([]);
    state.full = false;
    expect(await importer.commit(await upload())).toMatchObject({ imported: 2 });
    expect(await session.encounters()).toHaveLength(2);
  });
});
