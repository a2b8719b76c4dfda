// The Electron IPC bridge with fake windows (the Electron boundary) and main's real core.
import type { BrowserWindow, IpcMainInvokeEvent } from 'electron';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { electronInvokeChannel, electronPushChannel } from '../../../../shared/ipc/index';
import { createCore, type Core } from '../../../../main/core/createCore';
import { installIpcBridge } from '../../../../main/electron/ipcBridge';

const appUrl = 'file:///app/dist/renderer/index.html';
const silent = { warn: vi.fn(), error: vi.fn() };

let dataDir: string;
let core: Core;
let invoke: (event: IpcMainInvokeEvent, channel: unknown, payload: unknown) => Promise<unknown>;
let bridge: ReturnType<typeof installIpcBridge>;

interface FakeWindow {
  window: BrowserWindow;
  send: ReturnType<typeof vi.fn>;
  close: () => void;
  event: (frame?: { parent: unknown; url: string } | null) => IpcMainInvokeEvent;
}

const add = (name: string) => ({
  command: { type: 'addCombatants', combatants: [{ name, kind: 'monster' }] },
});

let nextId = 1;
function fakeWindow(): FakeWindow {
  const id = nextId++;
  const send = vi.fn();
  let onClosed: () => void = () => undefined;
  const window = {
    webContents: { id, isDestroyed: () => false, send },
    once: (event: string, listener: () => void) => {
      if (event === 'closed') onClosed = listener;
    },
  } as unknown as BrowserWindow;
  return {
    window,
    send,
    close: () => onClosed(),
    event: (frame = { parent: null, url: `${appUrl}#/dm` }) =>
      ({ sender: { id }, senderFrame: frame }) as unknown as IpcMainInvokeEvent,
  };
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-bridge-'));
  core = await createCore({ dataDir, initialLanguage: 'en', logger: silent });
  const ipcMain = {
    handle: vi.fn((channel: string, handler: typeof invoke) => {
      expect(channel).toBe(electronInvokeChannel);
      invoke = handler;
    }),
  };
  bridge = installIpcBridge(ipcMain, core.router, core.pushes, appUrl);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('Electron IPC bridge', () => {
  it('routes calls with the role main gave the window', async () => {
    const dm = fakeWindow();
    const player = fakeWindow();
    bridge.attach(dm.window, 'dm');
    bridge.attach(player.window, 'player');

    // Revision 1 is main showing the quick fight at start (restored or new); the step is 2.
    expect(await invoke(dm.event(), 'encounter.dispatch', add('Ogre'))).toMatchObject({
      ok: true,
      value: { revision: 2 },
    });
    expect(await invoke(player.event(), 'encounter.dispatch', add('Imp'))).toEqual({
      ok: false,
      error: { code: 'forbidden', params: { channel: 'encounter.dispatch', role: 'player' } },
    });
    expect(await invoke(player.event(), 'player.getView', {})).toMatchObject({
      ok: true,
      value: { view: { combatants: [{ name: 'Ogre' }] } },
    });
  });

  it('refuses unknown windows, subframes and pages that are not the app’s', async () => {
    const stranger = fakeWindow();
    expect(await invoke(stranger.event(), 'settings.get', {})).toMatchObject({
      error: { code: 'forbidden' },
    });
    const dm = fakeWindow();
    bridge.attach(dm.window, 'dm');
    for (const frame of [
      { parent: {}, url: `${appUrl}#/dm` },
      { parent: null, url: 'https://example.com/' },
      null,
    ]) {
      expect(await invoke(dm.event(frame), 'settings.get', {})).toMatchObject({
        error: { code: 'forbidden' },
      });
    }
  });

  it('pushes each window only its role’s events, until it closes', async () => {
    const dm = fakeWindow();
    const player = fakeWindow();
    bridge.attach(dm.window, 'dm');
    bridge.attach(player.window, 'player');

    core.encounter.dispatch(add('Goblin').command);
    expect(dm.send.mock.calls.map((call) => call[1])).toEqual(['encounter.changed']);
    expect(player.send.mock.calls.map((call) => call[1])).toEqual(['player.viewChanged']);
    expect(player.send).toHaveBeenCalledWith(
      electronPushChannel,
      'player.viewChanged',
      expect.objectContaining({
        view: expect.objectContaining({
          combatants: [expect.objectContaining({ name: 'Goblin' })],
        }),
      }),
    );

    player.close();
    core.encounter.dispatch(add('Orc').command);
    expect(player.send).toHaveBeenCalledTimes(1);
    expect(await invoke(player.event(), 'player.getView', {})).toMatchObject({
      error: { code: 'forbidden' },
    });
  });
});
