// The preload script with `electron` replaced by a test double: it must expose exactly one
// narrow object and never hand the page ipcRenderer or an IPC event.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { WindowApi } from '../../../../shared/ipc/index';

const exposed = new Map<string, unknown>();
const invoke = vi.fn();
let pushListener: ((event: unknown, name: unknown, payload: unknown) => void) | undefined;

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => invoke(...args),
    on: (channel: string, listener: typeof pushListener) => {
      if (channel === 'cm:push') pushListener = listener;
    },
  },
}));

beforeAll(async () => {
  await import('../../../../main/electron/preload');
});

describe('preload', () => {
  it('exposes only window.api with invoke and subscribe', () => {
    expect([...exposed.keys()]).toEqual(['api']);
    expect(Object.keys(exposed.get('api') as object).sort()).toEqual(['invoke', 'subscribe']);
  });

  it('sends calls on the one invoke channel and passes main’s result through', async () => {
    const api = exposed.get('api') as WindowApi;
    invoke.mockResolvedValueOnce({ ok: true, value: { language: 'uk' } });
    await expect(api.invoke('settings.get', {})).resolves.toEqual({
      ok: true,
      value: { language: 'uk' },
    });
    expect(invoke).toHaveBeenCalledWith('cm:invoke', 'settings.get', {});
  });

  it('turns a broken bridge into a typed error instead of a rejection', async () => {
    const api = exposed.get('api') as WindowApi;
    invoke.mockRejectedValueOnce(new Error('no handler'));
    await expect(api.invoke('settings.get', {})).resolves.toEqual({
      ok: false,
      error: { code: 'internal', params: {} },
    });
  });

  it('delivers pushes by name with the payload only, until unsubscribed', () => {
    const api = exposed.get('api') as WindowApi;
    const listener = vi.fn();
    const stop = api.subscribe('settings.changed', listener);
    const ipcEvent = { sender: { send: vi.fn() } };
    pushListener?.(ipcEvent, 'settings.changed', { language: 'ru' });
    pushListener?.(ipcEvent, 'player.viewChanged', { revision: 1, combatants: [] });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ language: 'ru' });
    stop();
    pushListener?.(ipcEvent, 'settings.changed', { language: 'en' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
