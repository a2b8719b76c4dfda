// An exported-encounter file is checked whole before anything is written: its nesting depth,
// and every event against the engine's own shapes and the rule system's event types. A file
// that fails names the problem and leaves the data folder and the running encounter untouched.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { EncounterImporter } from '../../../main/export/importService';
import type { DataStore } from '../../../main/store/data-store';
import { treeHashes } from '../store/helpers/temp-dir';
import { fileOf, hostileEncounterFiles, withJoining } from './hostileEncounterFiles';
import { dataFolder } from './support';

let store: DataStore;
let campaignId: string;
let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ store, campaignId, dir, cleanup } = await dataFolder('osr', 'en'));
});
afterEach(async () => cleanup());

function importer(live = createEncounterService({ system: 'osr', seed: 1 })) {
  return new EncounterImporter({
    context: store.context,
    campaigns: store.campaigns,
    loadLive: (init, events) => live.load(init, events),
  });
}

function upload(imp: EncounterImporter, text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  const { uploadId, chunkBytes } = imp.begin(bytes.byteLength);
  for (let at = 0, i = 0; at < bytes.length; at += chunkBytes, i += 1) {
    imp.chunk(uploadId, i, bytes.subarray(at, at + chunkBytes).toString('base64'));
  }
  return uploadId;
}

describe('an encounter import refuses what the engine would never produce', () => {
  for (const [name, text, code] of hostileEncounterFiles()) {
    it(`${name} → ${code}, into a campaign and into the running encounter`, async () => {
      const before = await treeHashes(dir);
      const live = createEncounterService({ system: 'osr', seed: 1 });
      const liveBefore = JSON.stringify(live.dmView());
      const imp = importer(live);
      for (const target of [{ kind: 'campaign' as const, campaignId }, { kind: 'live' as const }]) {
        const id = upload(imp, text);
        await expect(imp.preview(id, target)).rejects.toMatchObject({ code });
        await expect(imp.commit(id)).rejects.toMatchObject({ code: 'exportExpired' });
      }
      expect(await treeHashes(dir)).toEqual(before);
      expect(JSON.stringify(live.dmView())).toBe(liveBefore);
    });
  }

  it('names where the problem is', async () => {
    const imp = importer();
    const id = upload(imp, fileOf(withJoining((c) => ({ ...c, maxHp: -5 }))));
    await expect(imp.preview(id, { kind: 'live' })).rejects.toMatchObject({
      code: 'importInvalid',
      params: {
        field: expect.stringMatching(/^encounters\.0\.log\.\d+\.events\.\d+\.combatant\.maxHp$/),
      },
    });
  });

  it('still takes a statblock of ordinary depth', async () => {
    const imp = importer();
    const file = fileOf(withJoining((c) => ({ ...c, statblock: { a: { b: { c: [1] } } } })));
    const id = upload(imp, file);
    await expect(imp.preview(id, { kind: 'live' })).resolves.toMatchObject({ system: 'osr' });
  });
});
