import type { WebPreferences } from 'electron';
import type { WindowRole } from '../../shared/ipc/index';

/**
 * The hardened settings of every app window: the page runs sandboxed with context isolation and
 * no Node, talks to main only through the preload's `window.api`, and cannot open webviews or
 * load insecure content. The player display keeps rendering while unfocused or covered, since
 * it must follow the DM's actions live.
 */
export function hardenedWebPreferences(role: WindowRole, preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
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
    backgroundThrottling: role !== 'player',
  };
}
