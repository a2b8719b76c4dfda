// The import dialog's preview of a file whose creatures the library already holds: identical
// ones are named as not added again, one the library holds in another version is listed with
// the skip / replace / keep both choice, and the commit does what the DM picked. Rendered in a
// DOM against main's real core on a temporary data folder, in English, Ukrainian and Russian.
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

const exportFile = readFileSync(
  resolve('tests/fixtures/library/improved-initiative/library-export.json'),
  'utf8',
);
let dataDir: string;
let core: Core;
const cleanups: (() => void)[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-library-duplicates-'));
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

async function call<T>(channel: string, payload: unknown): Promise<T> {
  const result = await core.router.handle('dm', channel, payload);
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

/** Imports the fixture through the channels, then gives its goblin other hit points. */
async function libraryWithEditedGoblin(): Promise<void> {
  const bytes = Buffer.from(exportFile);
  const { uploadId } = await call<{ uploadId: string }>('library.importBegin', {
    fileName: 'library-export.json',
    byteLength: bytes.byteLength,
  });
  await call('library.importChunk', { uploadId, index: 0, data: bytes.toString('base64') });
  await call('library.importPreview', { uploadId, scope: { kind: 'global' } });
  await call('library.importCommit', { uploadId });
  const page = await call<{ items: { id: string; name: string }[] }>('library.search', {
    text: 'Goblin',
    origins: ['global'],
  });
  const id = page.items.find((i) => i.name === 'Goblin')?.id as string;
  const detail = await call<{ statblock: Record<string, unknown> }>('library.get', { id });
  await call('library.update', { id, statblock: { ...detail.statblock, hp: 12 } });
}

function dialog(language: Language) {
  const root = document.createElement('div');
  document.body.append(root);
  const app = new Translator();
  app.language = language;
  const imported: number[] = [];
  const component = mount(ImportDialog, {
    target: root,
    props: {
      client: new IpcClient(loopbackTransport(core, 'dm')),
      text: new LibraryText(app),
      campaignId: undefined,
      onClose: () => undefined,
      onImported: (n: number) => imported.push(n),
    },
  });
  flushSync();
  cleanups.push(() => {
    unmount(component);
    root.remove();
  });
  const one = (id: string) => {
    const el = root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    if (!el) throw new Error(`no ${id}`);
    return el;
  };
  const choose = () => {
    const input = one('import-file') as HTMLInputElement;
    const file = new File([exportFile], 'library-export.json', { type: 'application/json' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return { root, one, choose, imported };
}

const WORDS: Record<Language, { heading: string; replace: string; done: string }> = {
  en: {
    heading: '1 creature is already in the library in another version',
    replace: 'Replace the library’s version with the file’s',
    done: 'Replaced 1 creature of the library.',
  },
  uk: {
    heading: '1 істота вже є в бібліотеці в іншій версії',
    replace: 'Замінити версію з бібліотеки версією з файлу',
    done: 'Замінено 1 істоту в бібліотеці.',
  },
  ru: {
    heading: '1 существо уже есть в библиотеке в другой версии',
    replace: 'Заменить версию из библиотеки версией из файла',
    done: 'Заменено 1 существо в библиотеке.',
  },
};

describe('import preview of creatures the library already holds', () => {
  for (const language of ['en', 'uk', 'ru'] as const) {
    it(
      `${language}: lists the changed goblin with skip / replace / keep both; replace puts the file’s back`,
      async () => {
        await libraryWithEditedGoblin();
        const d = dialog(language);
        d.choose();
        await until(() => d.one('import-preview'));
        expect(d.one('import-duplicate-count').textContent?.trim()).toBe(WORDS[language].heading);
        const duplicates = [...d.root.querySelectorAll('[data-testid="import-duplicate"]')];
        expect(duplicates.map((li) => li.querySelector('.name')?.textContent)).toEqual(['Goblin']);
        // The six identical creatures are named as not added again; nothing new is added.
        expect(d.root.querySelectorAll('[data-testid="import-rejected"]')).toHaveLength(6);
        const commit = d.one('import-commit') as HTMLButtonElement;
        expect(commit.disabled).toBe(true);
        expect((d.one('import-duplicate-skip') as HTMLInputElement).checked).toBe(true);
        const replace = d.one('import-duplicate-replace') as HTMLInputElement;
        expect(replace.parentElement?.textContent?.trim()).toBe(WORDS[language].replace);
        replace.click();
        flushSync();
        expect(commit.disabled).toBe(false);
        commit.click();
        await until(() => expect(d.one('import-done').textContent).toContain(WORDS[language].done));
        const page = await call<{ items: { name: string; hp: number | null }[] }>(
          'library.search',
          {
            text: 'Goblin',
            origins: ['global'],
          },
        );
        expect(page.items.filter((i) => i.name === 'Goblin').map((i) => i.hp)).toEqual([7]);
      },
      SCREEN_TEST_MS,
    );
  }
});
