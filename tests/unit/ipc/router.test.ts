import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RuleError } from '../../../shared/index';
import { IpcFailure } from '../../../shared/ipc/index';
import { createRouter, type ChannelHandlers } from '../../../main/ipc/router';
import { createCampaignFeature } from '../../../main/campaign/feature';
import { LiveEncounter } from '../../../main/campaign/live-encounter';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { createEncounterHandlers } from '../../../main/encounter/handlers';
import { createExportFeature } from '../../../main/export/feature';
import { createLibraryFeature } from '../../../main/library/feature';
import { createPlayerFeature, encounterSourceOf } from '../../../main/player/feature';
import { createStoreContext } from '../../../main/store/context';
import { openDataDir } from '../../../main/store/data-store';
import { anySystem } from '../main/systems';
import { createPortraitHandlers } from '../../../main/portraits/handlers';

const encounter = createEncounterService({ system: anySystem, seed: 1 });
// The router tests never call the library; its real handlers only complete the channel map.
const library = createLibraryFeature({
  context: createStoreContext('/nonexistent-router-test-data'),
  encounter,
  srdPath: null,
}).handlers;
const exportHandlers = createExportFeature({
  context: createStoreContext('/nonexistent-router-test-data'),
  encounter,
  language: () => 'en',
}).handlers;

const player = (
  await createPlayerFeature({
    dataDir: '/nonexistent-router-test-data',
    encounter: encounterSourceOf(encounter),
    settings: { get: () => ({ language: 'en' }), onChange: () => () => undefined },
    publish: { view: () => undefined, preview: () => undefined, lan: () => undefined },
    warn: () => undefined,
  })
).handlers;

// The campaign channels' real handlers on an empty temporary data folder.
const campaignDir = await mkdtemp(join(tmpdir(), 'cm-router-test-'));
const campaignStore = await openDataDir(campaignDir);
const campaigns = createCampaignFeature({
  store: campaignStore,
  live: new LiveEncounter(encounter),
  scratchSystem: anySystem,
  setLanguage: async () => undefined,
  onSession: () => undefined,
  onCampaign: () => undefined,
  onFault: () => undefined,
}).handlers;
const portraits = createPortraitHandlers({
  dataDir: campaignDir,
  owners: { setRosterPortrait: async () => null, setCreaturePortrait: async () => null },
});
afterAll(async () => {
  await campaignStore.close();
  await rm(campaignDir, { recursive: true, force: true });
});

function handlers(overrides: Partial<ChannelHandlers> = {}): ChannelHandlers {
  return {
    'settings.get': () => ({ language: 'en' }),
    'settings.setLanguage': ({ language }) => ({ language }),
    'encounter.get': () => encounter.dmView(),
    ...createEncounterHandlers(encounter),
    ...library,
    ...exportHandlers,
    ...player,
    ...campaigns,
    ...portraits,
    ...overrides,
  };
}

const addOgre = {
  command: { type: 'addCombatants', combatants: [{ name: 'Ogre', kind: 'monster' }] },
};

describe('router', () => {
  it('passes validated requests and the caller role to the handler', async () => {
    const setLanguage = vi.fn(({ language }: { language: 'uk' | 'ru' | 'en' }) => ({ language }));
    const router = createRouter(handlers({ 'settings.setLanguage': setLanguage }), vi.fn());
    expect(await router.handle('dm', 'settings.setLanguage', { language: 'uk' })).toEqual({
      ok: true,
      value: { language: 'uk' },
    });
    expect(setLanguage).toHaveBeenCalledWith({ language: 'uk' }, { role: 'dm' });
  });

  it('refuses a role the channel does not list, before looking at the payload', async () => {
    const dispatch = vi.fn();
    const router = createRouter(handlers({ 'encounter.dispatch': dispatch }), vi.fn());
    expect(await router.handle('player', 'encounter.dispatch', addOgre)).toEqual({
      ok: false,
      error: { code: 'forbidden', params: { channel: 'encounter.dispatch', role: 'player' } },
    });
    expect(await router.handle('player', 'encounter.dispatch', 'garbage')).toMatchObject({
      error: { code: 'forbidden' },
    });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('answers unknown channels, including prototype names, with unknownChannel', async () => {
    const router = createRouter(handlers(), vi.fn());
    for (const channel of ['nope', '__proto__', 'constructor', 'hasOwnProperty', 42, null]) {
      expect(await router.handle('dm', channel, {})).toEqual({
        ok: false,
        error: { code: 'unknownChannel', params: { channel: String(channel) } },
      });
    }
  });

  it('answers a payload that fails the schema with invalidPayload naming the field', async () => {
    const router = createRouter(handlers(), vi.fn());
    expect(await router.handle('dm', 'settings.setLanguage', { language: 'de' })).toEqual({
      ok: false,
      error: {
        code: 'invalidPayload',
        params: {
          channel: 'settings.setLanguage',
          field: 'language',
          problem: expect.stringContaining('invalid_value'),
          issueCount: 1,
        },
      },
    });
    expect(await router.handle('dm', 'settings.get', undefined)).toMatchObject({
      error: { code: 'invalidPayload', params: { field: 'payload' } },
    });
    expect(await router.handle('dm', 'encounter.dispatch', { command: {} })).toMatchObject({
      error: { code: 'invalidPayload', params: { field: 'command.type' } },
    });
  });

  it('turns rule and service errors into typed errors with only plain parameters', async () => {
    const router = createRouter(
      handlers({
        'encounter.dispatch': () => {
          throw new RuleError('unknownCombatant', { combatantId: 'c9' });
        },
        'encounter.get': () => {
          throw Object.assign(new Error('x'), {
            code: 'odd',
            params: { id: 'c9', count: 2, nested: { no: 1 }, fn: () => 1 },
          });
        },
        'settings.setLanguage': () => {
          throw new IpcFailure('diskFull', { path: '/data' });
        },
      }),
      vi.fn(),
    );
    expect(await router.handle('dm', 'encounter.dispatch', addOgre)).toEqual({
      ok: false,
      error: { code: 'unknownCombatant', params: { combatantId: 'c9' } },
    });
    expect(await router.handle('dm', 'encounter.get', {})).toEqual({
      ok: false,
      error: { code: 'odd', params: { id: 'c9', count: 2 } },
    });
    expect(await router.handle('dm', 'settings.setLanguage', { language: 'uk' })).toEqual({
      ok: false,
      error: { code: 'diskFull', params: { path: '/data' } },
    });
  });

  it('reports an unexpected failure and answers internal instead of crashing', async () => {
    const report = vi.fn();
    const bug = new TypeError('undefined is not a function');
    const router = createRouter(
      handlers({
        'encounter.get': () => {
          throw bug;
        },
        'player.getView': () => Promise.reject(new Error('async bug')),
      }),
      report,
    );
    expect(await router.handle('dm', 'encounter.get', {})).toEqual({
      ok: false,
      error: { code: 'internal', params: { channel: 'encounter.get' } },
    });
    expect(await router.handle('player', 'player.getView', {})).toMatchObject({
      error: { code: 'internal' },
    });
    expect(report).toHaveBeenCalledWith('encounter.get', bug);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
