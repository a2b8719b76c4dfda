// The campaign's default for a library monster's hit points: the library's add starts from it
// (rolled here), the DM may pick otherwise for one add, and the next add is back at the default.
import { flushSync, mount, tick, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { IpcClient } from '../../../renderer/lib/ipc/ipcClient.svelte';
import LibraryPanel from '../../../renderer/dm/library/LibraryPanel.svelte';
import { Translator } from '../../../renderer/i18n/translator.svelte';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

const goblin = {
  summary: {
    id: 'dnd5e-Goblin',
    origin: 'global',
    system: 'dnd5e',
    name: 'Goblin',
    type: null,
    level: 1,
    levelText: '1',
    size: null,
    ac: 15,
    hp: 7,
    tags: [],
    source: null,
  },
  statblock: { name: 'Goblin', ac: 15, hp: 7, hitDice: '2d6' },
  editable: true,
  campaignId: null,
};

const settle = async (): Promise<void> => {
  for (let i = 0; i < 8; i++) await tick();
  flushSync();
};

async function panel(monsterHitPoints: 'average' | 'rolled') {
  const adds: Record<string, unknown>[] = [];
  const client = {
    status: 'open',
    on: () => () => {},
    onReconnect: () => () => {},
    call: (channel: string, request: Record<string, unknown>) => {
      if (channel === 'library.search') {
        return Promise.resolve({
          ok: true,
          value: { items: [goblin.summary], total: 1, offset: 0, nextOffset: null },
        });
      }
      if (channel === 'library.get') return Promise.resolve({ ok: true, value: goblin });
      if (channel === 'campaign.get') {
        return Promise.resolve({
          ok: true,
          value: { campaign: { id: 'c1', system: 'dnd5e', monsterHitPoints } },
        });
      }
      if (channel === 'library.addToEncounter') adds.push(request);
      return Promise.resolve({ ok: true, value: {} });
    },
  } as unknown as IpcClient;
  const root = document.createElement('div');
  document.body.append(root);
  const component = mount(LibraryPanel, {
    target: root,
    props: { client, translator: new Translator(), system: 'dnd5e', campaignId: 'c1' },
  });
  cleanups.push(() => {
    unmount(component);
    root.remove();
  });
  await settle();
  root.querySelector<HTMLElement>('[data-testid="library-item"] button')?.click();
  await settle();
  const select = () =>
    root.querySelector('[data-testid="library-add-hp"]') as HTMLSelectElement | null;
  const add = async () => {
    root.querySelector<HTMLButtonElement>('[data-testid="library-add-submit"]')?.click();
    await settle();
  };
  return { select, add, adds };
}

describe('the campaign default at the library’s add', () => {
  it('starts each add from the campaign’s rolled hit points; one add may pick the average', async () => {
    const { select, add, adds } = await panel('rolled');
    expect(select()?.value).toBe('rolled');
    await add();
    expect(adds[0]).toMatchObject({ count: 1, hitPoints: 'rolled' });
    const picker = select() as HTMLSelectElement;
    picker.value = 'average';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    flushSync();
    await add();
    expect(adds[1]).not.toHaveProperty('hitPoints');
    expect(select()?.value).toBe('rolled');
    await add();
    expect(adds[2]).toMatchObject({ hitPoints: 'rolled' });
  });

  it('keeps the average when the campaign says so', async () => {
    const { select, add, adds } = await panel('average');
    expect(select()?.value).toBe('average');
    await add();
    expect(adds[0]).not.toHaveProperty('hitPoints');
  });
});
