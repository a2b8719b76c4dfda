// Import of an exported encounter on real files: back into a campaign as a new log that reopens
// to the same state (undo history included), or into the running encounter; a hostile or
// broken file is refused with a clear code and changes nothing on disk.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { History, createEncounter } from '../../../shared';
import type { ExportProgress } from '../../../shared/export/limits';
import { toJson } from '../../../shared/export/schema';
import type { ExportEncounter } from '../../../shared/export/source';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { EncounterImporter, type ImportTarget } from '../../../main/export/importService';
import type { DataStore } from '../../../main/store/data-store';
import { treeHashes } from '../store/helpers/temp-dir';
import { adnd2eScript, dnd5eScript, osrScript } from '../../unit/export/support/scripts';
import { dataFolder } from './support';

let store: DataStore;
let campaignId: string;
let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ store, campaignId, dir, cleanup } = await dataFolder('osr', 'en'));
});

afterEach(async () => cleanup());

const fileOf = (...encounters: ExportEncounter[]) =>
  toJson(encounters, { exportedAt: '2025-03-14T21:00:00.000Z', language: 'en' });

function importer(
  live = createEncounterService({ system: 'osr', seed: 1 }),
  progress?: ExportProgress[],
  now?: () => number,
): EncounterImporter {
  return new EncounterImporter({
    context: store.context,
    campaigns: store.campaigns,
    loadLive: (init, events) => live.load(init, events),
    ...(progress ? { onProgress: (p: ExportProgress) => progress.push(p) } : {}),
    ...(now ? { now } : {}),
  });
}

/** Uploads a file in chunks the way the window does. */
async function upload(imp: EncounterImporter, text: string): Promise<string> {
  const bytes = Buffer.from(text, 'utf8');
  const { uploadId, chunkBytes } = imp.begin(bytes.byteLength);
  for (let at = 0, i = 0; at < bytes.length; at += chunkBytes, i += 1) {
    imp.chunk(uploadId, i, bytes.subarray(at, at + chunkBytes).toString('base64'));
  }
  return uploadId;
}

const intoCampaign = (): ImportTarget => ({ kind: 'campaign', campaignId });

describe('importing an exported encounter into a campaign', () => {
  it('previews, then writes a new log that reopens to the same state and history', async () => {
    const recorded = osrScript();
    const imp = importer();
    const uploadId = await upload(imp, fileOf(recorded.encounter));
    const preview = await imp.preview(uploadId, intoCampaign());
    expect(preview).toMatchObject({
      system: 'osr',
      totalEvents: recorded.history.events().length,
      encounters: [{ name: 'Goblin warren', rounds: 2, status: 'ended' }],
    });
    const before = await treeHashes(dir);
    const { imported, ids } = await imp.commit(uploadId);
    expect(imported).toBe(1);
    expect(await treeHashes(dir)).not.toEqual(before);
    const session = await store.campaigns.open(campaignId);
    const writer = await session.openEncounterLog(ids[0] as string);
    expect(writer.header).toMatchObject({
      name: 'Goblin warren',
      status: 'ended',
      writtenBack: true,
    });
    const entries = writer.entries.flatMap((e) =>
      e.t === 'cmd' ? e.events : [{ type: e.t === 'undo' ? 'history.undo' : 'history.redo' }],
    );
    const reopened = History.fromLog(
      createEncounter(writer.header.init as never),
      entries as never,
    );
    expect(reopened.state).toEqual(recorded.state);
    expect(reopened.length).toBe(recorded.history.length);
    await session.closeEncounterLog(ids[0] as string);
  });

  it('refuses a file for another rule system than the campaign’s, and a missing campaign', async () => {
    const imp = importer();
    const id = await upload(imp, fileOf(dnd5eScript().encounter));
    await expect(imp.preview(id, intoCampaign())).rejects.toMatchObject({
      code: 'importSystemMismatch',
      params: { system: 'dnd5e', campaignSystem: 'osr' },
    });
    const other = await upload(imp, fileOf(osrScript().encounter));
    await expect(
      imp.preview(other, { kind: 'campaign', campaignId: 'no-such-campaign' }),
    ).rejects.toMatchObject({ code: 'importNoCampaign' });
  });
});

describe('importing into the running encounter', () => {
  it('replaces it with the imported encounter, which continues where it was', async () => {
    const recorded = adnd2eScript();
    const live = createEncounterService({ system: 'osr', seed: 1 });
    const imp = importer(live);
    const id = await upload(imp, fileOf(recorded.encounter));
    await imp.preview(id, { kind: 'live' });
    expect(await imp.commit(id)).toEqual({ imported: 1, ids: ['live'] });
    expect(live.dmView().encounter).toEqual(recorded.state);
    expect(live.init()).toEqual(recorded.encounter.init);
    const next = { type: 'setEncounterNotes', notes: 'after the import' };
    expect(live.dispatch(next).encounter).toEqual(recorded.history.dispatch(next).state);
  });

  it('takes exactly one encounter', async () => {
    const imp = importer();
    const id = await upload(imp, fileOf(osrScript().encounter, osrScript().encounter));
    await expect(imp.preview(id, { kind: 'live' })).rejects.toMatchObject({
      code: 'importInvalid',
    });
  });
});

describe('a hostile or broken file changes nothing', () => {
  const cases: [string, () => string, string][] = [
    ['not JSON', () => '{"format": ', 'importNotJson'],
    ['invalid UTF-8', () => '\uFFFD', 'importNotJson'],
    [
      'a prototype-polluting key',
      () =>
        fileOf(osrScript().encounter).replace('"format"', '"__proto__": {"polluted": 1}, "format"'),
      'importUnsafe',
    ],
    [
      'another kind of file',
      () => JSON.stringify({ format: 'combat-manager-campaign' }),
      'importInvalid',
    ],
    [
      'a newer layout',
      () => fileOf(osrScript().encounter).replace('"schemaVersion": 1', '"schemaVersion": 7'),
      'importUnsupportedVersion',
    ],
    [
      'an unknown rule system',
      () => fileOf(osrScript().encounter).replaceAll('"system": "osr"', '"system": "gurps"'),
      'importUnknownSystem',
    ],
    [
      'an event about a creature that never joined',
      () => {
        const { encounter } = osrScript();
        const log = [
          ...encounter.log,
          {
            t: 'cmd' as const,
            commandId: 'k99',
            events: [{ type: 'osr.damaged', targetId: 'nobody', amount: 3, commandId: 'k99' }],
          },
        ];
        return fileOf({ ...encounter, log });
      },
      'importReplayFailed',
    ],
    [
      'an undo with nothing to undo',
      () => fileOf({ ...osrScript().encounter, log: [{ t: 'undo' }] }),
      'importReplayFailed',
    ],
  ];
  for (const [name, text, code] of cases) {
    it(`${name} → ${code}`, async () => {
      const before = await treeHashes(dir);
      const imp = importer();
      const raw = text();
      const bytes = name === 'invalid UTF-8' ? Buffer.from([0xff, 0xfe, 0x7b]) : Buffer.from(raw);
      const { uploadId, chunkBytes } = imp.begin(bytes.byteLength);
      for (let at = 0, i = 0; at < bytes.length; at += chunkBytes, i += 1) {
        imp.chunk(uploadId, i, bytes.subarray(at, at + chunkBytes).toString('base64'));
      }
      await expect(imp.preview(uploadId, intoCampaign())).rejects.toMatchObject({ code });
      // The upload is forgotten: a commit is refused too.
      await expect(imp.commit(uploadId)).rejects.toMatchObject({ code: 'exportExpired' });
      expect(await treeHashes(dir)).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('a file over the size cap is refused before any byte is sent, a chunk out of order too', async () => {
    const imp = importer();
    expect(() => imp.begin(64 * 1024 * 1024 + 1)).toThrow(
      expect.objectContaining({ code: 'importTooLarge' }),
    );
    const { uploadId } = imp.begin(10);
    expect(() => imp.chunk(uploadId, 1, Buffer.from('abc').toString('base64'))).toThrow(
      expect.objectContaining({ code: 'exportExpired' }),
    );
    expect(() => imp.chunk(uploadId, 0, Buffer.from('01234567890').toString('base64'))).toThrow(
      expect.objectContaining({ code: 'importTooLarge' }),
    );
  });

  it('reports progress while replaying a long file', async () => {
    const progress: ExportProgress[] = [];
    let clock = 0;
    const imp = importer(undefined, progress, () => (clock += 1000));
    const id = await upload(imp, fileOf(osrScript().encounter));
    await imp.preview(id, intoCampaign(), 'job-7');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p.jobId === 'job-7' && p.phase === 'build')).toBe(true);
  });
});
