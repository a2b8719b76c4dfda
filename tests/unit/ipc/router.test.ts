import { describe, expect, it, vi } from 'vitest';
import { IpcFailure, type DmEncounterView } from '../../../shared/ipc/index';
import { createRouter, type ChannelHandlers } from '../../../main/ipc/router';

const emptyView: DmEncounterView = { revision: 0, combatants: [] };

function handlers(overrides: Partial<ChannelHandlers> = {}): ChannelHandlers {
  return {
    'settings.get': () => ({ language: 'en' }),
    'settings.setLanguage': ({ language }) => ({ language }),
    'encounter.get': () => emptyView,
    'encounter.addCombatant': ({ name }) => ({
      revision: 1,
      combatants: [{ id: 'c1', name }],
    }),
    'player.getView': () => ({ revision: 0, combatants: [] }),
    ...overrides,
  };
}

describe('router', () => {
  it('passes validated, normalised requests and the caller role to the handler', async () => {
    const add = vi.fn((request: { name: string }) => ({
      revision: 1,
      combatants: [{ id: 'c1', name: request.name }],
    }));
    const router = createRouter(handlers({ 'encounter.addCombatant': add }), vi.fn());
    const result = await router.handle('dm', 'encounter.addCombatant', { name: '  Ogre ' });
    expect(result).toEqual({
      ok: true,
      value: { revision: 1, combatants: [{ id: 'c1', name: 'Ogre' }] },
    });
    expect(add).toHaveBeenCalledWith({ name: 'Ogre' }, { role: 'dm' });
  });

  it('refuses a role the channel does not list, before looking at the payload', async () => {
    const add = vi.fn();
    const router = createRouter(handlers({ 'encounter.addCombatant': add }), vi.fn());
    expect(await router.handle('player', 'encounter.addCombatant', { name: 'Ogre' })).toEqual({
      ok: false,
      error: { code: 'forbidden', params: { channel: 'encounter.addCombatant', role: 'player' } },
    });
    expect(await router.handle('player', 'encounter.addCombatant', 'garbage')).toMatchObject({
      error: { code: 'forbidden' },
    });
    expect(add).not.toHaveBeenCalled();
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
  });

  it('turns a coded service error into a typed error with only plain parameters', async () => {
    const router = createRouter(
      handlers({
        'encounter.addCombatant': () => {
          throw Object.assign(new Error('x'), {
            code: 'unknownCombatant',
            params: { id: 'c9', count: 2, nested: { no: 1 }, fn: () => 1 },
          });
        },
        'settings.setLanguage': () => {
          throw new IpcFailure('diskFull', { path: '/data' });
        },
      }),
      vi.fn(),
    );
    expect(await router.handle('dm', 'encounter.addCombatant', { name: 'A' })).toEqual({
      ok: false,
      error: { code: 'unknownCombatant', params: { id: 'c9', count: 2 } },
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
