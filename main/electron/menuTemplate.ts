import type { MenuItemConstructorOptions } from 'electron';

/** Shortcut that shows or hides the player display. */
export const togglePlayerDisplayAccelerator = 'CmdOrCtrl+Shift+P';

export interface MenuOptions {
  /** Translates a key of the common catalog into the current language. */
  readonly t: (key: string) => string;
  readonly isMac: boolean;
  readonly playerDisplayVisible: boolean;
  readonly onTogglePlayerDisplay: () => void;
  /** Development builds only: the DevTools item (a production menu leaves it out). */
  readonly devTools?: boolean;
  /** Opens the About box (with the SRD attribution) in the DM window; adds a Help menu. */
  readonly onShowAbout?: () => void;
}

/**
 * The native menu: the usual roles (edit, view, window, and the application menu on macOS)
 * with translated labels, plus the player display toggle and its shortcut.
 */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { t, isMac } = options;
  const appMenu: MenuItemConstructorOptions = {
    label: t('app.title'),
    submenu: [
      { role: 'about', label: t('menu.about') },
      { type: 'separator' },
      { role: 'hide', label: t('menu.hide') },
      { role: 'hideOthers', label: t('menu.hideOthers') },
      { role: 'unhide', label: t('menu.unhide') },
      { type: 'separator' },
      { role: 'quit', label: t('menu.quit') },
    ],
  };
  const fileMenu: MenuItemConstructorOptions = {
    label: t('menu.file'),
    submenu: [
      isMac ? { role: 'close', label: t('menu.close') } : { role: 'quit', label: t('menu.quit') },
    ],
  };
  const editMenu: MenuItemConstructorOptions = {
    label: t('menu.edit'),
    submenu: [
      { role: 'undo', label: t('menu.undo') },
      { role: 'redo', label: t('menu.redo') },
      { type: 'separator' },
      { role: 'cut', label: t('menu.cut') },
      { role: 'copy', label: t('menu.copy') },
      { role: 'paste', label: t('menu.paste') },
      { role: 'selectAll', label: t('menu.selectAll') },
    ],
  };
  const viewMenu: MenuItemConstructorOptions = {
    label: t('menu.view'),
    submenu: [
      {
        id: 'toggle-player-display',
        label: t('menu.togglePlayerDisplay'),
        type: 'checkbox',
        checked: options.playerDisplayVisible,
        accelerator: togglePlayerDisplayAccelerator,
        click: () => options.onTogglePlayerDisplay(),
      },
      { type: 'separator' },
      { role: 'reload', label: t('menu.reload') },
      ...(options.devTools === true
        ? [{ role: 'toggleDevTools', label: t('menu.toggleDevTools') } as const]
        : []),
      { type: 'separator' },
      { role: 'resetZoom', label: t('menu.resetZoom') },
      { role: 'zoomIn', label: t('menu.zoomIn') },
      { role: 'zoomOut', label: t('menu.zoomOut') },
      { type: 'separator' },
      { role: 'togglefullscreen', label: t('menu.toggleFullScreen') },
    ],
  };
  const windowMenu: MenuItemConstructorOptions = {
    label: t('menu.window'),
    role: 'windowMenu',
    submenu: [
      { role: 'minimize', label: t('menu.minimize') },
      { role: 'close', label: t('menu.close') },
    ],
  };
  const onShowAbout = options.onShowAbout;
  const helpMenu: MenuItemConstructorOptions[] = onShowAbout
    ? [
        {
          label: t('menu.help'),
          role: 'help',
          submenu: [{ id: 'show-about', label: t('menu.about'), click: () => onShowAbout() }],
        },
      ]
    : [];
  return [...(isMac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu, ...helpMenu];
}
