// "Attach portrait…" on a library creature and a roster member, rendered in a DOM against
// main's real core on a temporary data folder: the chosen file is shrunk (a stand-in here: the
// DOM has no image decoder), uploaded, shown as the preview and removed; a text file named
// .png is refused by main with a sentence in the DM's language; a picture that cannot be
// decoded never reaches main.
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import type { PortraitTarget } from '../../../shared/ipc/channels/portrait';
import type { Language } from '../../../shared/i18n/index';
import PortraitField from '../../../renderer/dm/portraits/PortraitField.svelte';
import { portraitCatalogs } from '../../../renderer/dm/portraits/portraitText';
import { IpcClient } from '../../../renderer/lib/ipc/ipcClient.svelte';
import { loopbackTransport } from '../support/loopbackTransport';
import { SCREEN_TEST_MS, until } from '../support/until';

let dataDir: string;
let core: Core;
let client: IpcClient;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-portrait-field-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
  });
  client = new IpcClient(loopbackTransport(core, 'dm'));
});
afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pngBytes = () => {
  const bytes = new Uint8Array(200).fill(3);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

/** Chooses `file` in the field's file input, as the DM's file dialog would. */
function choose(root: HTMLElement, file: File): void {
  const input = root.querySelector<HTMLInputElement>('[data-testid="portrait-input"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function render(
  target: PortraitTarget,
  language: Language,
  shrink: (file: Blob) => Promise<Uint8Array>,
) {
  const root = document.createElement('div');
  document.body.append(root);
  const changes: (string | null)[] = [];
  const component = mount(PortraitField, {
    target: root,
    props: {
      client,
      target,
      portrait: undefined,
      name: 'Ghoul',
      language,
      shrink,
      onChanged: (portrait: string | null) => changes.push(portrait),
    },
  });
  flushSync();
  return {
    root,
    changes,
    done: () => {
      unmount(component);
      root.remove();
    },
  };
}

async function customCreature(): Promise<string> {
  const created = await client.call('library.create', {
    scope: { kind: 'global' },
    system: 'osr',
    statblock: { name: 'Ghoul', hd: '2', ac: 6, movement: 9 },
  });
  if (!created.ok) throw new Error(created.error.code);
  return created.value.summary.id;
}

describe('the portrait field', () => {
  it(
    'attaches a picture to a library creature, previews it from the app origin and removes it',
    async () => {
      const id = await customCreature();
      const field = render({ kind: 'creature', id }, 'en', async () => pngBytes());
      try {
        const input = field.root.querySelector('[data-testid="portrait-input"]');
        // A real, focusable file input inside a label naming it.
        expect(input?.tagName).toBe('INPUT');
        expect(input?.closest('label')?.textContent).toContain('Attach portrait…');
        choose(field.root, new File(['whatever'], 'ghoul.jpg', { type: 'image/jpeg' }));
        const image = await until(() => {
          const img = field.root.querySelector<HTMLImageElement>('[data-testid="portrait-image"]');
          expect(img).not.toBeNull();
          return img;
        });
        expect(image?.getAttribute('src')).toMatch(/^portraits\/[a-f0-9]{64}\.png$/);
        expect(image?.getAttribute('loading')).toBe('lazy');
        expect(image?.getAttribute('alt')).toBe('Portrait of Ghoul');
        const card = await client.call('library.get', { id });
        expect(card.ok && card.value.portrait).toBe(field.changes[0]);
        expect(readdirSync(join(dataDir, 'portraits'))).toEqual([field.changes[0]]);

        field.root.querySelector<HTMLButtonElement>('[data-testid="portrait-remove"]')?.click();
        await until(() =>
          expect(field.root.querySelector('[data-testid="portrait-image"]')).toBeNull(),
        );
        const after = await client.call('library.get', { id });
        expect(after.ok && after.value.portrait).toBeUndefined();
        expect(field.changes).toEqual([expect.any(String), null]);
      } finally {
        field.done();
      }
    },
    SCREEN_TEST_MS,
  );

  it(
    'attaches to a roster member',
    async () => {
      const created = await client.call('campaign.create', {
        name: 'Marsh',
        system: 'dnd5e',
        language: 'en',
      });
      if (!created.ok) throw new Error(created.error.code);
      const campaignId = created.value.campaign.id;
      const member = await client.call('roster.add', {
        campaignId,
        entry: {
          kind: 'pc',
          name: 'Mira',
          quick: { ac: 15, initiativeBonus: 2 },
          state: { maxHp: 20 },
        },
      });
      if (!member.ok) throw new Error(member.error.code);
      const field = render(
        { kind: 'roster', campaignId, rosterId: member.value.id },
        'en',
        async () => pngBytes(),
      );
      try {
        choose(field.root, new File(['x'], 'mira.png', { type: 'image/png' }));
        await until(() => expect(field.changes).toHaveLength(1));
        const view = await client.call('campaign.get', {});
        const roster = view.ok ? (view.value?.roster ?? []) : [];
        expect(roster.find((e) => e.id === member.value.id)?.portrait).toBe(field.changes[0]);
      } finally {
        field.done();
      }
    },
    SCREEN_TEST_MS,
  );

  for (const language of ['en', 'uk', 'ru'] as const) {
    it(
      `refuses a text file named .png with main's reason (${language})`,
      async () => {
        const id = await customCreature();
        // The stand-in passes the file through unchanged: main alone must catch it.
        const field = render(
          { kind: 'creature', id },
          language,
          async (file) => new Uint8Array(await file.arrayBuffer()),
        );
        try {
          choose(
            field.root,
            new File(['not a picture, just notes'], 'face.png', { type: 'image/png' }),
          );
          const error = await until(() => {
            const el = field.root.querySelector('[data-testid="portrait-error"]');
            expect(el).not.toBeNull();
            return el;
          });
          expect(error?.textContent).toBe(portraitCatalogs[language].errors.notImage);
          expect(field.root.querySelector('[data-testid="portrait-image"]')).toBeNull();
          expect(field.changes).toEqual([]);
        } finally {
          field.done();
        }
      },
      SCREEN_TEST_MS,
    );
  }

  it(
    'says a picture it cannot decode is unreadable, and sends nothing',
    async () => {
      const id = await customCreature();
      const call = vi.spyOn(client, 'call');
      const field = render({ kind: 'creature', id }, 'uk', () =>
        Promise.reject(new Error('decode')),
      );
      try {
        choose(field.root, new File(['x'], 'broken.webp', { type: 'image/webp' }));
        const error = await until(() => {
          const el = field.root.querySelector('[data-testid="portrait-error"]');
          expect(el).not.toBeNull();
          return el;
        });
        expect(error?.textContent).toBe(portraitCatalogs.uk.errors.unreadable);
        expect(call).not.toHaveBeenCalled();
      } finally {
        field.done();
      }
    },
    SCREEN_TEST_MS,
  );
});

describe('the portrait texts', () => {
  it('name every error main or the page gives, in every language', () => {
    const codes = [
      'notImage',
      'tooLarge',
      'unreadable',
      'uploadIncomplete',
      'uploadExpired',
      'busy',
      'readOnly',
      'notFound',
      'other',
    ];
    const en = portraitCatalogs.en;
    for (const language of ['en', 'uk', 'ru'] as const) {
      const texts = portraitCatalogs[language];
      expect(Object.keys(texts.errors).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(texts.errors[code]).toBeTruthy();
      if (language !== 'en') {
        for (const code of codes) expect(texts.errors[code]).not.toBe(en.errors[code]);
        expect(texts.attach).not.toBe(en.attach);
        expect(texts.remove).not.toBe(en.remove);
        expect(texts.hint).not.toBe(en.hint);
      }
    }
  });
});
