// The window factory with `electron` replaced by a test double at this one thin boundary:
// the assertions are about what main asks Electron for (hardened preferences and handlers).
import { BrowserWindow } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppWindow } from '../../../../main/electron/windowFactory';

interface FakeEvent {
  preventDefault: () => void;
}

vi.mock('electron', () => {
  class FakeWebContents {
    readonly listeners = new Map<string, (event: FakeEvent, ...args: unknown[]) => void>();
    windowOpenHandler: ((details: { url: string }) => unknown) | undefined;
    on(event: string, listener: (event: FakeEvent, ...args: unknown[]) => void): this {
      this.listeners.set(event, listener);
      return this;
    }
    setWindowOpenHandler(handler: (details: { url: string }) => unknown): void {
      this.windowOpenHandler = handler;
    }
  }
  class FakeBrowserWindow {
    static created: FakeBrowserWindow[] = [];
    readonly webContents = new FakeWebContents();
    readonly onceListeners = new Map<string, () => void>();
    readonly loadURL = vi.fn(() => Promise.resolve());
    readonly show = vi.fn();
    constructor(readonly options: Record<string, unknown>) {
      FakeBrowserWindow.created.push(this);
    }
    once(event: string, listener: () => void): this {
      this.onceListeners.set(event, listener);
      return this;
    }
  }
  return { BrowserWindow: FakeBrowserWindow };
});

interface FakeWindow {
  options: {
    show: boolean;
    fullscreen: boolean;
    x?: number;
    width: number;
    webPreferences: Record<string, unknown>;
  };
  webContents: {
    listeners: Map<string, (event: FakeEvent) => void>;
    windowOpenHandler?: (details: { url: string }) => unknown;
  };
  onceListeners: Map<string, () => void>;
  loadURL: ReturnType<typeof vi.fn>;
  show: ReturnType<typeof vi.fn>;
}

const created = (): FakeWindow[] => (BrowserWindow as unknown as { created: FakeWindow[] }).created;

const spec = {
  title: 'Combat Manager',
  preloadPath: '/app/dist/main/preload.cjs',
  pageUrl: 'app://combat-manager/index.html',
};

beforeEach(() => {
  created().length = 0;
});

describe('window factory', () => {
  it.each(['dm', 'player'] as const)('gives the %s window hardened web preferences', (role) => {
    createAppWindow({ ...spec, role });
    const [window] = created();
    expect(window?.options.webPreferences).toEqual({
      preload: '/app/dist/main/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      backgroundThrottling: role === 'dm',
    });
  });

  it('turns background throttling off only for the player display', () => {
    createAppWindow({ ...spec, role: 'dm' });
    createAppWindow({ ...spec, role: 'player' });
    expect(created().map((w) => w.options.webPreferences.backgroundThrottling)).toEqual([
      true,
      false,
    ]);
  });

  it('cancels every navigation, redirect and webview, and denies new windows', () => {
    createAppWindow({ ...spec, role: 'dm' });
    const contents = created()[0]!.webContents;
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const preventDefault = vi.fn();
      contents.listeners.get(event)?.({ preventDefault });
      expect(preventDefault, event).toHaveBeenCalledOnce();
    }
    for (const url of ['https://example.com', 'file:///etc/passwd', 'about:blank']) {
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    }
  });

  it('loads the page of its role from app://, not file://, and shows it once ready', () => {
    createAppWindow({
      ...spec,
      role: 'player',
      fullscreen: true,
      bounds: { x: 1920, y: 0, width: 1280, height: 720 },
    });
    const window = created()[0]!;
    expect(window.loadURL).toHaveBeenCalledWith('app://combat-manager/index.html#/player');
    expect(window.options).toMatchObject({ show: false, fullscreen: true, x: 1920, width: 1280 });
    expect(window.show).not.toHaveBeenCalled();
    window.onceListeners.get('ready-to-show')?.();
    expect(window.show).toHaveBeenCalledOnce();
  });
});
