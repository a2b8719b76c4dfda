import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../shared/i18n/index';
import {
  buildMenuTemplate,
  togglePlayerDisplayAccelerator,
} from '../../../../main/electron/menuTemplate';

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu) : []),
  ]);
}

const build = (
  isMac: boolean,
  language: 'en' | 'uk' = 'en',
  onToggle = vi.fn(),
  devTools = true,
) => {
  const i18n = createI18n(language);
  return buildMenuTemplate({
    t: (key) => i18n.t(key),
    isMac,
    playerDisplayVisible: true,
    onTogglePlayerDisplay: onToggle,
    devTools,
  });
};

describe('native menu', () => {
  it('leaves DevTools out of a production menu and keeps them in development', () => {
    const roles = (devTools: boolean) =>
      items(build(false, 'en', vi.fn(), devTools)).map((item) => item.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toContain('toggleDevTools');
    const i18n = createI18n('en');
    const unset = buildMenuTemplate({
      t: (key) => i18n.t(key),
      isMac: false,
      playerDisplayVisible: false,
      onTogglePlayerDisplay: vi.fn(),
    });
    expect(items(unset).map((item) => item.role)).not.toContain('toggleDevTools');
  });

  it('has the usual roles', () => {
    const roles = items(build(false))
      .map((item) => item.role)
      .filter(Boolean);
    expect(roles).toEqual(
      expect.arrayContaining([
        'quit',
        'undo',
        'redo',
        'cut',
        'copy',
        'paste',
        'selectAll',
        'reload',
        'toggleDevTools',
        'resetZoom',
        'zoomIn',
        'zoomOut',
        'togglefullscreen',
        'minimize',
        'close',
        'windowMenu',
      ]),
    );
  });

  it('adds the application menu on macOS only', () => {
    expect(build(true)[0]?.label).toBe('Combat Manager');
    expect(items(build(true)).map((i) => i.role)).toEqual(
      expect.arrayContaining(['about', 'hide', 'hideOthers', 'unhide']),
    );
    expect(items(build(false)).map((i) => i.role)).not.toContain('about');
  });

  it('toggles the player display from a checkbox item with a shortcut', () => {
    const onToggle = vi.fn();
    const toggle = items(build(false, 'en', onToggle)).find(
      (i) => i.id === 'toggle-player-display',
    );
    expect(toggle).toMatchObject({
      type: 'checkbox',
      checked: true,
      accelerator: togglePlayerDisplayAccelerator,
      label: 'Player display',
    });
    (toggle?.click as () => void)();
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('speaks the interface language', () => {
    const labels = build(false, 'uk').map((item) => item.label);
    expect(labels).toEqual(['Файл', 'Редагування', 'Вигляд', 'Вікно']);
  });
});
