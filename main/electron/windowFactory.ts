import { BrowserWindow, type Rectangle } from 'electron';
import type { WindowRole } from '../../shared/ipc/index';
import { guardNavigation } from './navigationGuard';
import { hardenedWebPreferences } from './webPreferences';

/** Background colour shown before the page paints; matches the app's dark theme. */
export const windowBackground = '#0e1115';

export interface AppWindowSpec {
  readonly role: WindowRole;
  readonly title: string;
  readonly preloadPath: string;
  /** The app page's URL (app://…/index.html); the role picks the page through the hash. */
  readonly pageUrl: string;
  readonly bounds?: Rectangle;
  readonly fullscreen?: boolean;
}

/** Creates a hardened window showing the page of its role. */
export function createAppWindow(spec: AppWindowSpec): BrowserWindow {
  const window = new BrowserWindow({
    title: spec.title,
    width: spec.bounds?.width ?? 1280,
    height: spec.bounds?.height ?? 820,
    ...(spec.bounds ? { x: spec.bounds.x, y: spec.bounds.y } : {}),
    minWidth: 640,
    minHeight: 420,
    fullscreen: spec.fullscreen ?? false,
    backgroundColor: windowBackground,
    autoHideMenuBar: spec.role === 'player',
    show: false,
    webPreferences: hardenedWebPreferences(spec.role, spec.preloadPath),
  });
  guardNavigation(window.webContents);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(`${spec.pageUrl}#/${spec.role}`);
  return window;
}
