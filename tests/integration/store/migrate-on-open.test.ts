import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDataDir } from '../../../main/store/data-store';
import { buildFixtureDataDir } from './helpers/fixture-data-dir';
import { makeTempDir } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir()));
afterEach(() => cleanup());

const fixtures = join(__dirname, '../../fixtures/store');

describe('opening a data folder written by version 1', () => {
  it('reads every document upgraded and tells the DM which files were upgraded', async () => {
    await buildFixtureDataDir(dir, 1);
    const store = await openDataDir(dir);
    try {
      expect(await store.settings.get()).toMatchObject({ schemaVersion: 2, language: 'ru' });
      expect((await store.library.list())[0]).toMatchObject({ system: 'dnd5e', tags: [] });
      const { campaigns, unreadable } = await store.campaigns.list();
      expect(unreadable).toEqual([]);
      expect(campaigns[0]).toMatchObject({ id: 'camp-curse', schemaVersion: 2, archivedAt: null });
      const session = await store.campaigns.open('camp-curse');
      expect((await session.roster.list()).map((e) => e.state.hp)).toEqual([17, 0]);
      expect((await session.savedEncounters.list())[0]?.combatants).toHaveLength(3);
      const [listing] = await session.encounters();
      expect(listing).toMatchObject({ ok: true, header: { id: 'enc1', status: 'paused' } });
      const log = await session.openEncounterLog('enc1');
      expect(log.entries.map((e) => e.t)).toEqual(['cmd', 'cmd', 'undo']);
      expect((await session.campaignLog()).entries).toHaveLength(1);

      const upgraded = store.notices
        .filter((n) => n.code === 'documentMigrated')
        .map((n) => n.params);
      expect(upgraded).toEqual(
        expect.arrayContaining([
          { file: 'settings.json', from: 1, to: 2 },
          { file: 'library.json', from: 1, to: 2 },
          { file: 'campaigns/camp-curse/campaign.json', from: 1, to: 2 },
          { file: 'campaigns/camp-curse/roster.json', from: 1, to: 3 },
          { file: 'campaigns/camp-curse/encounters.json', from: 1, to: 2 },
          { file: 'campaigns/camp-curse/logs/enc1.header.json', from: 1, to: 2 },
        ]),
      );
    } finally {
      await store.close();
    }
  });

  it('writes the current version on the next change and keeps the old file as .bak', async () => {
    await buildFixtureDataDir(dir, 1);
    const store = await openDataDir(dir);
    await store.campaigns.rename('camp-curse', 'Curse of Strahd');
    await store.close();
    const path = join(dir, 'campaigns/camp-curse/campaign.json');
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({
      schemaVersion: 2,
      name: 'Curse of Strahd',
    });
    expect(await readFile(`${path}.bak`, 'utf8')).toBe(
      await readFile(join(fixtures, 'campaign/v1.json'), 'utf8'),
    );
    const again = await openDataDir(dir);
    expect((await again.campaigns.get('camp-curse')).name).toBe('Curse of Strahd');
    expect(again.notices).toEqual([]);
    await again.close();
  });
});

describe('opening a data folder written by the current version', () => {
  it('reads everything as written, with no notice', async () => {
    await buildFixtureDataDir(dir, 2);
    const store = await openDataDir(dir);
    try {
      const read = async (path: string) => JSON.parse(await readFile(join(fixtures, path), 'utf8'));
      expect(await store.settings.get()).toEqual(await read('settings/v2.json'));
      expect(await store.library.list()).toEqual((await read('library/v2.json')).entries);
      expect(await store.campaigns.get('camp-curse')).toEqual(await read('campaign/v2.json'));
      const session = await store.campaigns.open('camp-curse');
      expect(await session.roster.list()).toEqual((await read('roster/v3.json')).entries);
      expect(await session.savedEncounters.list()).toEqual(
        (await read('saved-encounters/v2.json')).encounters,
      );
      const log = await session.openEncounterLog('enc2');
      expect(log.header).toEqual(await read('encounter-log/v2.header.json'));
      expect(log.entries.map((e) => e.t)).toEqual(['cmd', 'cmd', 'undo', 'redo']);
      expect(store.notices).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
