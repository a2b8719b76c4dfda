import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate } from '../../../main/electron/menuTemplate';
import { createI18n } from '../../../shared/i18n/index';

describe('Help menu', () => {
  it('has an About item that asks the DM window for the About box', () => {
    const i18n = createI18n('ru');
    const onShowAbout = vi.fn();
    const template = buildMenuTemplate({
      t: (key) => i18n.t(key),
      isMac: false,
      playerDisplayVisible: false,
      onTogglePlayerDisplay: vi.fn(),
      onShowAbout,
    });
    const help = template.at(-1)!;
    expect(help.role).toBe('help');
    expect(help.label).toBe(i18n.t('menu.help'));
    const about = (help.submenu as MenuItemConstructorOptions[])[0]!;
    expect(about.label).toBe(i18n.t('menu.about'));
    (about.click as () => void)();
    expect(onShowAbout).toHaveBeenCalledOnce();
  });
});
