// The Electron entry point booted against a test double of `electron` (the one thin boundary
// that cannot run here): it must take the single-instance lock, harden the session, open the
// DM window and the player display on the right screen, answer IPC and build the menu.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  class Emitter {
    readonly listeners = new Map<string, Listener[]>();
    on(event: string, listener: Listener): this {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    once(event: string, listener: Listener): this {
      return this.on(event, listener);
    }
    off(event: string, listener: Listener): this {
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((l) => l !== listener),
      );
      return this;
    }
    emit(event: string, ...args: unknown[]): void {
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    }
  }
  let nextContentsId = 1;
  class FakeWebContents extends Emitter {
    readonly id = nextContentsId++;
    readonly send = vi.fn();
    windowOpenHandler: Listener | undefined;
    setWindowOpenHandler(handler: Listener): void {
      this.windowOpenHandler = handler;
    }
    isDestroyed = () => false;
  }
  const state = {
    lock: true,
    dataDir: '',
    displays: [] as { id: number; bounds: object; workArea: object }[],
    windows: [] as FakeWindow[],
    // Told of each window as it opens, and of a start that failed (app.exit).
    onWindow: (): void => undefined,
    onExit: (_code: number): void => undefined,
    invokeHandler: undefined as Listener | undefined,
    menus: [] as { label?: string; submenu?: { id?: string; label?: string }[] }[][],
    sessionHandlers: new Map<string, Listener>(),
    privilegedSchemes: [] as { scheme: string; privileges: Record<string, boolean> }[],
    protocolHandlers: new Map<string, Listener>(),
    Emitter,
  };
  class FakeWindow extends Emitter {
    readonly webContents = new FakeWebContents();
    readonly loadURL = vi.fn((_url: string) => Promise.resolve());
    visible = false;
    fullScreen: boolean;
    constructor(
      readonly options: { fullscreen?: boolean; webPreferences: Record<string, unknown> },
    ) {
      super();
      this.fullScreen = options.fullscreen ?? false;
      state.windows.push(this);
      state.onWindow();
    }
    show = () => (this.visible = true);
    hide = () => (this.visible = false);
    isVisible = () => this.visible;
    isDestroyed = () => false;
    isMinimized = () => false;
    restore = vi.fn();
    focus = vi.fn();
    getBounds = () => ({ x: 0, y: 0, width: 1280, height: 820 });
    isFullScreen = () => this.fullScreen;
    setFullScreen = (value: boolean) => (this.fullScreen = value);
    setBounds = vi.fn();
  }
  const app = Object.assign(new Emitter(), {
    enableSandbox: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => state.lock),
    quit: vi.fn(),
    exit: vi.fn((code: number) => state.onExit(code)),
    whenReady: () => Promise.resolve(),
    getPath: () => state.dataDir,
    getPreferredSystemLanguages: () => ['uk-UA', 'en-US'],
    isPackaged: true,
  });
  const protocol = {
    registerSchemesAsPrivileged: (schemes: typeof state.privilegedSchemes) =>
      state.privilegedSchemes.push(...schemes),
  };
  const screen = Object.assign(new Emitter(), {
    getAllDisplays: () => state.displays,
    getDisplayMatching: () => state.displays[0],
  });
  const session = {
    defaultSession: {
      setPermissionRequestHandler: (h: Listener) => state.sessionHandlers.set('request', h),
      setPermissionCheckHandler: (h: Listener) => state.sessionHandlers.set('check', h),
      setDevicePermissionHandler: (h: Listener) => state.sessionHandlers.set('device', h),
      webRequest: {
        onBeforeRequest: (h: Listener) => state.sessionHandlers.set('beforeRequest', h),
        onHeadersReceived: (h: Listener) => state.sessionHandlers.set('headers', h),
      },
      protocol: { handle: (scheme: string, h: Listener) => state.protocolHandlers.set(scheme, h) },
    },
  };
  return { state, app, screen, session, protocol, FakeWindow };
});

vi.mock('electron', () => ({
  app: fake.app,
  screen: fake.screen,
  session: fake.session,
  protocol: fake.protocol,
  BrowserWindow: fake.FakeWindow,
  ipcMain: {
    handle: (_channel: string, handler: Listener) => (fake.state.invokeHandler = handler),
  },
  Menu: {
    buildFromTemplate: (template: unknown) => template,
    setApplicationMenu: (menu: never) => fake.state.menus.push(menu),
  },
}));

const display = (id: number, x: number) => ({
  id,
  bounds: { x, y: 0, width: 1920, height: 1080 },
  workArea: { x, y: 0, width: 1920, height: 1040 },
});

type FakeWindowInstance = (typeof fake.state.windows)[number];

/** Calls a channel as the page loaded in `window` would, through the installed IPC handler. */
function callFrom(window: FakeWindowInstance | undefined, channel: string, payload: unknown) {
  const url = String(window?.loadURL.mock.calls[0]?.[0]);
  return fake.state.invokeHandler?.(
    { sender: { id: window?.webContents.id }, senderFrame: { parent: null, url } },
    channel,
    payload,
  );
}

/** Resolves once both windows are open; rejects if the start failed (the entry calls app.exit). */
function bothWindows(): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (fake.state.windows.length >= 2) resolve();
    };
    fake.state.onWindow = check;
    fake.state.onExit = (code) => reject(new Error(`the app exited with ${code} while starting`));
    check();
  });
}

// Loading the entry's module graph (main's core, the rule systems, the store) the first time
// costs seconds on a loaded machine; it is done once here, with its own time limit, so each
// test's time is its own boot rather than the first compilation.
const MODULE_GRAPH_MS = 60_000;
// One boot: a core on a fresh data folder, both windows, the menu.
const BOOT_MS = 20_000;

beforeAll(async () => {
  await import('../../../../main/core/createCore');
  await import('../../../../main/player/placementMemory');
}, MODULE_GRAPH_MS);

async function boot(): Promise<void> {
  const opened = bothWindows();
  vi.resetModules();
  await import('../../../../main/electron/main');
  await opened;
}

beforeEach(async () => {
  fake.state.dataDir = await mkdtemp(join(tmpdir(), 'cm-electron-'));
  fake.state.lock = true;
  fake.state.windows.length = 0;
  fake.state.menus.length = 0;
  fake.state.displays = [display(1, 0), display(2, 1920)];
  fake.state.sessionHandlers.clear();
  fake.state.privilegedSchemes.length = 0;
  fake.state.protocolHandlers.clear();
  fake.app.listeners.clear();
  fake.screen.listeners.clear();
  vi.clearAllMocks();
});
afterEach(async () => {
  await rm(fake.state.dataDir, { recursive: true, force: true });
});

describe('Electron entry point', () => {
  it(
    'quits at once when another instance holds the lock',
    async () => {
      fake.state.lock = false;
      vi.resetModules();
      await import('../../../../main/electron/main');
      expect(fake.app.quit).toHaveBeenCalled();
      expect(fake.state.windows).toEqual([]);
    },
    BOOT_MS,
  );

  it(
    'sandboxes every renderer, hardens the session and opens both windows',
    async () => {
      await boot();
      expect(fake.app.enableSandbox).toHaveBeenCalled();
      expect(fake.app.requestSingleInstanceLock).toHaveBeenCalled();
      expect([...fake.state.sessionHandlers.keys()].sort()).toEqual([
        'beforeRequest',
        'check',
        'device',
        'headers',
        'request',
      ]);
      const [dm, player] = fake.state.windows;
      // The pages come from the app's own privileged scheme, served by main, not file://.
      expect(dm?.loadURL.mock.calls[0]?.[0]).toBe('app://combat-manager/index.html#/dm');
      expect(player?.loadURL.mock.calls[0]?.[0]).toBe('app://combat-manager/index.html#/player');
      expect(fake.state.privilegedSchemes).toEqual([
        expect.objectContaining({
          scheme: 'app',
          privileges: expect.objectContaining({ standard: true, secure: true, bypassCSP: false }),
        }),
      ]);
      expect([...fake.state.protocolHandlers.keys()]).toEqual(['app']);
      expect(player?.options.webPreferences.backgroundThrottling).toBe(false);
      expect(dm?.options.webPreferences.sandbox).toBe(true);
      // Two displays: the player display goes full screen on the one the DM is not using.
      expect(player?.fullScreen).toBe(true);
    },
    BOOT_MS,
  );

  it(
    'answers each window through the router with the role main gave it',
    async () => {
      await boot();
      const [dm, player] = fake.state.windows;
      // The first start takes the operating system's language.
      expect(await callFrom(dm, 'settings.get', {})).toEqual({
        ok: true,
        value: { language: 'uk' },
      });
      expect(
        await callFrom(player, 'encounter.dispatch', { command: { type: 'nextTurn' } }),
      ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    },
    BOOT_MS,
  );

  it(
    'builds a translated menu with the player display toggle, and rebuilds it on language change',
    async () => {
      await boot();
      const toggle = (menu: (typeof fake.state.menus)[number]) =>
        menu
          .flatMap((item) => item.submenu ?? [])
          .find((item) => item.id === 'toggle-player-display');
      const first = fake.state.menus.at(-1)!;
      expect(first.map((item) => item.label)).toContain('Вигляд');
      expect(toggle(first)?.label).toBe('Екран гравців');
      // An installed app (isPackaged) leaves DevTools out of its menu.
      expect(JSON.stringify(first)).not.toContain('toggleDevTools');

      await callFrom(fake.state.windows[0], 'settings.setLanguage', { language: 'ru' });
      expect(toggle(fake.state.menus.at(-1)!)?.label).toBe('Экран игроков');
    },
    BOOT_MS,
  );
});
