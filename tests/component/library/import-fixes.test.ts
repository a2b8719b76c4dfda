// A flagged cell of the import preview is corrected in the dialog before the commit: the DM
// types the values for the broken CSV row's AC and Hit Dice, checks the file again, and the
// flags are gone; the committed creature has the typed values. Rendered in a DOM against main's
// real core on a temporary data folder; the dialog's words in English, Ukrainian and Russian.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import type { Language } from '../../../shared/i18n/index';
import ImportDialog from '../../../renderer/dm/library/ImportDialog.svelte';
import { LibraryText } from '../../../renderer/dm/library/libraryText.svelte';
import { IpcClient } from '../../../renderer/lib/ipc/ipcClient.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import { loopbackTransport } from '../support/loopbackTransport';
import { SCREEN_TEST_MS, until } from '../support/until';

// Rows of the 2e CSV fixture (tests/fixtures/library/csv/adnd2e.csv) with a system column.
const csv = readFileSync(resolve('tests/fixtures/library/csv/adnd2e.csv'), 'utf8')
  .trim()
  .split('\n')
  .map((line, i) => (i === 0 ? `system,${line}` : `adnd2e,${line}`))
  .join('\n');
let dataDir: string;
let core: Core;
const cleanups: (() => void)[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-library-fixes-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
  });
});
afterEach(async () => {
  for (const c of cleanups.splice(0)) c();
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

function dialog(language: Language) {
  const root = document.createElement('div');
  document.body.append(root);
  const app = new Translator();
  app.language = language;
  const component = mount(ImportDialog, {
    target: root,
    props: {
      client: new IpcClient(loopbackTransport(core, 'dm')),
      text: new LibraryText(app),
      campaignId: undefined,
      onClose: () => undefined,
      onImported: () => undefined,
    },
  });
  flushSync();
  cleanups.push(() => {
    unmount(component);
    root.remove();
  });
  return root;
}

const q = <T extends HTMLElement>(root: HTMLElement, selector: string): T => {
  const el = root.querySelector<T>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
};

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
}

const APPLY: Record<Language, string> = {
  en: 'Check again with the values typed',
  uk: 'Перевірити знову з уведеними значеннями',
  ru: 'Проверить снова с введёнными значениями',
};

describe('correcting a flagged cell in the import preview', () => {
  for (const language of ['en', 'uk', 'ru'] as const) {
    it(
      `${language}: the typed AC and Hit Dice replace the unreadable cells before the commit`,
      async () => {
        const root = dialog(language);
        const input = q<HTMLInputElement>(root, '[data-testid="import-file"]');
        const file = new File([csv], 'monsters.csv', { type: 'text/csv' });
        Object.defineProperty(input, 'files', { value: [file], configurable: true });
        input.dispatchEvent(new Event('change', { bubbles: true }));
        await until(() => q(root, '[data-testid="import-flagged"]'));
        const apply = q<HTMLButtonElement>(root, '[data-testid="import-fix-apply"]');
        expect(apply.textContent?.trim()).toBe(APPLY[language]);
        type(q(root, '[data-testid="import-fix"][data-field="ac"]'), '5');
        type(q(root, '[data-testid="import-fix"][data-field="hd"]'), '3+1');
        apply.click();
        await until(() => {
          expect(root.querySelector('[data-testid="import-preview"]')).not.toBeNull();
          expect(root.querySelector('[data-testid="import-flagged"]')).toBeNull();
        });
        const row = [...root.querySelectorAll('[data-testid="import-added"]')].find(
          (li) => li.querySelector('.name')?.textContent === 'Broken Row',
        );
        expect(row?.querySelector('.meta')?.textContent).toContain('3+1');
        q<HTMLButtonElement>(root, '[data-testid="import-commit"]').click();
        await until(() => q(root, '[data-testid="import-done"]'));
        const result = await core.router.handle('dm', 'library.search', {
          text: 'Broken Row',
          origins: ['global'],
        });
        if (!result.ok) throw new Error('search');
        const found = (result.value as { items: { name: string; ac: number | null }[] }).items;
        expect(found.filter((i) => i.name === 'Broken Row').map((i) => i.ac)).toEqual([5]);
      },
      SCREEN_TEST_MS,
    );
  }
});
