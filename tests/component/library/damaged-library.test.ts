// A library file that cannot be read shows, in the DM's language, what is wrong and a button
// that sets it aside: main keeps the damaged file as library.json.corrupt-<time>, the library
// starts empty and the panel says where the damaged file went. Rendered in a DOM against main's
// real core on a temporary data folder whose library.json and backups are damaged.
import { readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import type { Language } from '../../../shared/i18n/index';
import LibraryPanel from '../../../renderer/dm/library/LibraryPanel.svelte';
import { IpcClient } from '../../../renderer/lib/ipc/ipcClient.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import { loopbackTransport } from '../support/loopbackTransport';
import { SCREEN_TEST_MS, until } from '../support/until';

let dataDir: string;
let core: Core;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-library-damaged-'));
  // Damaged, with a damaged backup: nothing can be restored.
  for (const name of ['library.json', 'library.json.bak']) {
    writeFileSync(join(dataDir, name), '{"schemaVersion": 1, "entries": [');
  }
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
  });
});
afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

const words: Record<Language, { damaged: string; button: string; kept: string }> = {
  en: { damaged: 'is damaged', button: 'Set aside and start fresh', kept: 'kept as' },
  uk: { damaged: 'пошкоджено', button: 'Відкласти й почати заново', kept: 'збережено як' },
  ru: { damaged: 'повреждён', button: 'Отложить и начать заново', kept: 'сохранён как' },
};

describe('a damaged library in the library panel', () => {
  for (const language of ['en', 'uk', 'ru'] as const) {
    it(
      `names the damage and sets the file aside (${language})`,
      async () => {
        const root = document.createElement('div');
        document.body.append(root);
        const translator = new Translator();
        translator.language = language;
        const component = mount(LibraryPanel, {
          target: root,
          props: { client: new IpcClient(loopbackTransport(core, 'dm')), translator },
        });
        try {
          flushSync();
          const error = await until(() => {
            const el = root.querySelector('[data-testid="library-error"]');
            expect(el?.textContent).toContain(words[language].damaged);
            return el;
          });
          expect(error?.textContent).toContain('library.json');
          const button = root.querySelector<HTMLButtonElement>('[data-testid="library-set-aside"]');
          expect(button?.textContent?.trim()).toBe(words[language].button);
          button?.click();
          const notice = await until(() => {
            const el = root.querySelector('[data-testid="library-notice"]');
            expect(el?.textContent).toContain(words[language].kept);
            return el;
          });
          expect(notice?.textContent).toMatch(/library\.json\.corrupt-/);
          expect(root.querySelector('[data-testid="library-error"]')).toBeNull();
          expect(readdirSync(dataDir).some((n) => /^library\.json\.corrupt-/.test(n))).toBe(true);
        } finally {
          unmount(component);
          root.remove();
        }
      },
      SCREEN_TEST_MS,
    );
  }
});
