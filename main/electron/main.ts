// Electron entry: one instance, two windows (the DM's screen and the player display), the
// native menu, and main's services answering both windows through the typed IPC contract.
import { Menu, app, dialog, ipcMain, protocol, screen, session } from 'electron';
import { join } from 'node:path';
import { createI18n, matchLanguage } from '../../shared/i18n/index';
import { createCore } from '../core/createCore';
import { consoleLogger } from '../core/logger';
import { appPageUrl, appSchemePrivileges, serveAppScheme } from './appProtocol';
import { createExportSaveDialog } from './exportSaveDialog';
import { installIpcBridge } from './ipcBridge';
import { buildMenuTemplate } from './menuTemplate';
import { guardNavigation } from './navigationGuard';
import { openPlacementStore } from '../player/placementMemory';
import { createPlayerDisplay } from './playerDisplay';
import { playerPlacementHooks } from './playerPlacement';
import { hardenSession } from './sessionSecurity';
import { createAppWindow } from './windowFactory';

// Bundled to dist/main/main.cjs next to preload.cjs; the renderer is built to dist/renderer.
const preloadPath = join(__dirname, 'preload.cjs');
const rendererDir = join(__dirname, '..', 'renderer');

// Every renderer runs sandboxed, including any the app did not create itself.
app.enableSandbox();
// The pages come from app://, which must be registered before the app is ready.
protocol.registerSchemesAsPrivileged([appSchemePrivileges]);

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the data files; it will bring its window forward.
  app.quit();
} else {
  app.on('web-contents-created', (_event, contents) => guardNavigation(contents));
  app.on('window-all-closed', () => app.quit());
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      consoleLogger.error('could not start', error);
      app.exit(1);
    });
}

async function start(): Promise<void> {
  hardenSession(session.defaultSession);
  serveAppScheme(session.defaultSession.protocol, rendererDir, app.getPath('userData'));
  const core = await createCore({
    dataDir: app.getPath('userData'),
    initialLanguage: matchLanguage(app.getPreferredSystemLanguages()),
    logger: consoleLogger,
    // Served to phones and TVs by the read-only LAN view when the DM turns it on.
    rendererDir,
  });
  // Where the DM last put the player window, per display.
  const placements = await openPlacementStore(app.getPath('userData'), (message) =>
    consoleLogger.warn(message),
  );
  const bridge = installIpcBridge(ipcMain, core.router, core.pushes, appPageUrl, (channel, error) =>
    consoleLogger.error(`answering "${channel}" failed`, error),
  );
  // Window titles follow the page's document.title; main needs texts only before that and for the menu.
  let i18n = createI18n(core.settings.get().language);
  const t = (key: string): string => i18n.t(key);

  const dmWindow = createAppWindow({
    role: 'dm',
    title: t('app.title'),
    preloadPath,
    pageUrl: appPageUrl,
  });
  bridge.attach(dmWindow, 'dm');
  core.exports.service.setSaveDialog(
    createExportSaveDialog({
      window: dmWindow,
      showSaveDialog: (window, options) => dialog.showSaveDialog(window, options),
      documentsDir: () => app.getPath('documents'),
    }),
  );
  // Quitting pauses a fight in progress, flushes every log and releases the data folder.
  let closed = false;
  app.on('will-quit', (event: { preventDefault: () => void }) => {
    if (closed) return;
    event.preventDefault();
    void Promise.all([core.close(), placements.flush()]).finally(() => {
      closed = true;
      app.quit();
    });
  });
  app.on('second-instance', () => {
    if (dmWindow.isMinimized()) dmWindow.restore();
    dmWindow.focus();
  });
  // Closing the DM's screen ends the session, player display included.
  dmWindow.on('closed', () => app.quit());

  const playerDisplay = createPlayerDisplay({
    screen,
    dmWindow,
    createWindow: (placement) => {
      const window = createAppWindow({
        role: 'player',
        title: `${t('nav.playerPage')} — ${t('app.title')}`,
        preloadPath,
        pageUrl: appPageUrl,
        bounds: placement?.bounds,
        fullscreen: placement?.mode === 'fullscreen',
      });
      bridge.attach(window, 'player');
      return window;
    },
    onVisibilityChange: () => rebuildMenu(),
    ...playerPlacementHooks(placements, screen),
  });

  function rebuildMenu(): void {
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate({
          t,
          isMac: process.platform === 'darwin',
          playerDisplayVisible: playerDisplay.isVisible(),
          // DevTools only in development; an installed app leaves them out of its menu.
          devTools: !app.isPackaged,
          onTogglePlayerDisplay: () => playerDisplay.toggle(),
          onShowAbout: () => {
            dmWindow.focus();
            core.pushes.publish('library.showAbout', {});
          },
        }),
      ),
    );
  }

  rebuildMenu();
  core.settings.onChange((settings) => {
    i18n = createI18n(settings.language);
    rebuildMenu();
  });
  playerDisplay.show();
}
