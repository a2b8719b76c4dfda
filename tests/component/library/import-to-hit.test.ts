// The import preview of an OSR creature whose book printed "THAC0 17 [+2]" shows both bonuses:
// the bracketed +2 (ascending AC) and the seed's +3 (OSR-HIT-01: 20 − THAC0 against descending
// AC), with the sentence saying why, in English, Ukrainian and Russian. A bare THAC0 shows none.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const csv = [
  'system,name,hd,ac,thac0,movement',
  'osr,Ghoul,2,6 [13],17 [+2],90',
  'osr,Skeleton,1,7,19,60',
].join('\n');
let dataDir: string;
let core: Core;
const cleanups: (() => void)[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-library-to-hit-'));
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

const WORDS: Record<Language, RegExp> = {
  en: /THAC0 17: the book’s bonus \+2 is for ascending AC.*stores \+3/,
  uk: /THAC0 17: бонус книги \+2 — для висхідного КБ.*зберігає \+3/,
  ru: /THAC0 17: бонус книги \+2 — для восходящего КБ.*хранит \+3/,
};

describe('the book’s THAC0 bracket in the import preview', () => {
  for (const language of ['en', 'uk', 'ru'] as const) {
    it(
      `${language}: "17 [+2]" shows the book’s +2 beside the seed’s +3`,
      async () => {
        const root = dialog(language);
        const input = q<HTMLInputElement>(root, '[data-testid="import-file"]');
        const file = new File([csv], 'monsters.csv', { type: 'text/csv' });
        Object.defineProperty(input, 'files', { value: [file], configurable: true });
        input.dispatchEvent(new Event('change', { bubbles: true }));
        await until(() => q(root, '[data-testid="import-preview"]'));
        const rows = [...root.querySelectorAll('[data-testid="import-added"]')];
        const row = (name: string) =>
          rows.find((li) => li.querySelector('.name')?.textContent === name);
        const note =
          row('Ghoul')?.querySelector('[data-testid="import-to-hit"]')?.textContent ?? '';
        expect(note.replace(/\s+/g, ' ')).toMatch(WORDS[language]);
        expect(row('Skeleton')?.querySelector('[data-testid="import-to-hit"]')).toBeNull();
        if (language !== 'en') expect(note).not.toMatch(/ascending|stores|book/);
      },
      SCREEN_TEST_MS,
    );
  }
});
