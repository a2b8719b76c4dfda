// Monster hit points at each add from the library: the statblock's average, rolled by the
// engine on its hit dice (the dice shown: 2d6 for a goblin, 4d8+1 for a 2e ogre of 4+1 HD), or
// the DM's own faces for each copy; the choice travels to main with the add, every label in
// English, Ukrainian and Russian.
import { flushSync, mount, tick, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/index';
import type { IpcClient } from '../../../renderer/lib/ipc/ipcClient.svelte';
import LibraryPanel from '../../../renderer/dm/library/LibraryPanel.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';
import { typeInto } from '../support/mountPage';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function creature(system: string, name: string, statblock: Record<string, unknown>) {
  return {
    summary: {
      id: `${system}-${name}`,
      origin: 'global',
      system,
      name,
      type: null,
      level: 1,
      levelText: '1',
      size: null,
      ac: 15,
      hp: 7,
      tags: [],
      source: null,
    },
    statblock,
    editable: true,
    campaignId: null,
  };
}

/** The panel over a client that answers the library's calls and records the adds. */
async function panel(detail: ReturnType<typeof creature>, language: Language = 'en') {
  const adds: Record<string, unknown>[] = [];
  const client = {
    status: 'open',
    on: () => () => {},
    onReconnect: () => () => {},
    call: (channel: string, request: Record<string, unknown>) => {
      if (channel === 'library.search') {
        return Promise.resolve({
          ok: true,
          value: { items: [detail.summary], total: 1, offset: 0, nextOffset: null },
        });
      }
      if (channel === 'library.get') return Promise.resolve({ ok: true, value: detail });
      if (channel === 'library.addToEncounter') adds.push(request);
      return Promise.resolve({ ok: true, value: {} });
    },
  } as unknown as IpcClient;
  const translator = new Translator();
  translator.language = language;
  const root = document.createElement('div');
  document.body.append(root);
  const component = mount(LibraryPanel, {
    target: root,
    props: { client, translator, system: detail.summary.system as 'dnd5e' },
  });
  cleanups.push(() => {
    unmount(component);
    root.remove();
  });
  for (let i = 0; i < 5; i++) await tick();
  root.querySelector<HTMLElement>('[data-testid="library-item"] button')?.click();
  for (let i = 0; i < 5; i++) await tick();
  flushSync();
  return { root, adds };
}

const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await tick();
};

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

const goblin = creature('dnd5e', 'Goblin', { name: 'Goblin', ac: 15, hp: 7, hitDice: '2d6' });

describe('hit points at the library’s add', () => {
  it('adds at the average by default, or rolled on the statblock’s 2d6', async () => {
    const { root, adds } = await panel(goblin);
    const select = root.querySelector<HTMLSelectElement>('[data-testid="library-add-hp"]');
    expect([...(select?.options ?? [])].map((o) => o.textContent?.trim())).toEqual([
      'average',
      'rolled on 2d6',
      'my dice (2d6)',
    ]);
    root.querySelector<HTMLButtonElement>('[data-testid="library-add-submit"]')?.click();
    await settle();
    expect(adds[0]).toEqual({ id: 'dnd5e-Goblin', count: 1, hidden: false });
    choose(select as HTMLSelectElement, 'rolled');
    typeInto(root.querySelector('[data-testid="library-add-count"]') as HTMLElement, '3');
    root.querySelector<HTMLButtonElement>('[data-testid="library-add-submit"]')?.click();
    await settle();
    expect(adds[1]).toEqual({ id: 'dnd5e-Goblin', count: 3, hidden: false, hitPoints: 'rolled' });
  });

  it('takes the DM’s faces for each copy, and says so when one is missing', async () => {
    const { root, adds } = await panel(goblin);
    typeInto(root.querySelector('[data-testid="library-add-count"]') as HTMLElement, '2');
    choose(root.querySelector('[data-testid="library-add-hp"]') as HTMLSelectElement, 'typed');
    const inputs = [...root.querySelectorAll<HTMLElement>('[data-testid="library-add-face"]')];
    expect(inputs).toHaveLength(2);
    typeInto(inputs[0] as HTMLElement, '3 4');
    root.querySelector<HTMLButtonElement>('[data-testid="library-add-submit"]')?.click();
    await settle();
    expect(adds).toHaveLength(0);
    expect(
      root.querySelector('[data-testid="library-add-faces"] [role="alert"]')?.textContent,
    ).toContain('2d6');
    typeInto(inputs[1] as HTMLElement, '1, 2');
    root.querySelector<HTMLButtonElement>('[data-testid="library-add-submit"]')?.click();
    await settle();
    expect(adds[0]).toEqual({
      id: 'dnd5e-Goblin',
      count: 2,
      hidden: false,
      hitPoints: 'rolled',
      typedHitPoints: [
        [3, 4],
        [1, 2],
      ],
    });
  });

  it('a 2e ogre of 4+1 Hit Dice rolls 4d8+1; the words in Ukrainian and Russian', async () => {
    const ogre = creature('adnd2e', 'Ogre', { name: 'Ogre', hitDice: '4+1', ac: 5 });
    const uk = await panel(ogre, 'uk');
    const options = (root: HTMLElement) =>
      [
        ...(root.querySelector<HTMLSelectElement>('[data-testid="library-add-hp"]')?.options ?? []),
      ].map((o) => o.textContent?.trim());
    expect(options(uk.root)).toEqual(['середні', 'кидок 4d8+1', 'мої кубики (4d8+1)']);
    expect(uk.root.textContent).toContain('Хіти');
    const ru = await panel(ogre, 'ru');
    expect(options(ru.root)).toEqual(['средние', 'бросок 4d8+1', 'мои кубики (4d8+1)']);
    const plain = await panel(creature('adnd2e', 'Lurker', { name: 'Lurker', hp: 20 }));
    const select = plain.root.querySelector<HTMLSelectElement>('[data-testid="library-add-hp"]');
    expect(select?.disabled).toBe(true);
    expect(options(plain.root)).toEqual(['average: the statblock has no hit dice']);
  });
});
