// The campaigns screen names a damaged campaign as damaged, by its name, with what can be done:
// a damaged roster is set aside (kept as `roster.json.corrupt-<time>`) and started fresh from
// the screen, and the campaign opens again; a damaged campaign file is named so a copy can be
// put back. Rendered in a DOM against main's real core on a temporary data folder.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { mountPage, type MountedPage } from '../support/mountPage';
import { SCREEN_TEST_MS, until } from '../support/until';

let dataDir: string;
let core: Core;
let page: MountedPage | undefined;

async function start(): Promise<void> {
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
  });
}

// The DM page is loaded on demand by the app; loading it once here keeps that first load (slow
// on a busy machine) out of the waits below.
beforeAll(async () => {
  await import('../../../renderer/dm/DmPage.svelte');
}, SCREEN_TEST_MS);

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-campaign-damaged-'));
  await start();
});
afterEach(async () => {
  page?.destroy();
  page = undefined;
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(channel: string, payload: unknown): Promise<unknown> {
  const result = await core.router.handle('dm', channel, payload);
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A campaign with a roster member who rested once (so it has its between-fights log). */
async function campaign(name: string): Promise<string> {
  const view = (await call('campaign.create', { name, system: 'dnd5e', language: 'en' })) as {
    campaign: { id: string };
  };
  const id = view.campaign.id;
  const member = (await call('roster.add', {
    campaignId: id,
    entry: { kind: 'pc', name: 'Mira', quick: { ac: 15, initiativeBonus: 2 }, state: { maxHp: 9 } },
  })) as { id: string };
  await call('campaign.rest', {
    campaignId: id,
    rest: { kind: 'heal', memberIds: [member.id], amount: 1 },
  });
  await call('campaign.close', {});
  return id;
}

async function restartWith(damage: () => Promise<void>): Promise<MountedPage> {
  await core.close();
  await damage();
  await start();
  page = mountPage('dm', loopbackTransport(core, 'dm'));
  await until(() => expect(page?.all('save-state')).toHaveLength(1));
  window.dispatchEvent(new KeyboardEvent('keydown', { key: '1', code: 'Digit1', altKey: true }));
  flushSync();
  return page;
}

const cut = (path: string) => writeFile(path, '{"schemaVersion": 2, "entr');

describe('a damaged campaign on the campaigns screen', { timeout: SCREEN_TEST_MS }, () => {
  it('is named as damaged with what can be done, and set aside from the screen', async () => {
    const broken = await campaign('Rime of the Frostmaiden');
    await campaign('Fine one');
    const folder = join(dataDir, 'campaigns', broken);
    const dm = await restartWith(async () => {
      await cut(join(folder, 'roster.json'));
      await cut(join(folder, 'roster.json.bak'));
    });

    await until(() => expect(dm.all('campaign-unreadable')).toHaveLength(1));
    const entry = dm.one('campaign-unreadable');
    expect(entry.dataset.id).toBe(broken);
    expect(dm.one('campaign-damaged-name').textContent).toBe('Rime of the Frostmaiden');
    expect(entry.textContent).toContain('Damaged');
    expect(entry.textContent).toContain('has no usable backup');
    expect(dm.one('campaign-damaged-todo').textContent).toContain(
      `campaigns/${broken}/roster.json.corrupt-<time>`,
    );
    // The readable campaign is listed as usual.
    expect(dm.all('campaign-name').map((n) => n.textContent)).toEqual(['Fine one']);

    dm.one('campaign-damaged-show').click();
    await until(() =>
      expect(dm.one('campaign-damaged-files').textContent).toContain('No file of this campaign'),
    );

    // The window follows the DM's language.
    dm.one('language-uk').click();
    await until(() =>
      expect(dm.one('campaign-set-aside').textContent).toBe('Відкласти й почати наново'),
    );
    expect(dm.one('campaign-damaged-todo').textContent).toContain('загін');
    dm.one('language-ru').click();
    await until(() =>
      expect(dm.one('campaign-set-aside').textContent).toBe('Отложить и начать заново'),
    );
    dm.one('language-en').click();
    await until(() =>
      expect(dm.one('campaign-set-aside').textContent).toBe('Set aside and start fresh'),
    );

    dm.one('campaign-set-aside').click();
    await until(() => expect(dm.all('campaign-unreadable')).toHaveLength(0));
    expect(dm.one('desk-message').textContent).toMatch(
      /“Rime of the Frostmaiden” opens again\. The damaged file is kept as campaigns\/.+\/roster\.json\.corrupt-/,
    );
    expect(
      dm
        .all('campaign-name')
        .map((n) => n.textContent)
        .sort(),
    ).toEqual(['Fine one', 'Rime of the Frostmaiden']);
  });

  it('names a damaged campaign file, which cannot be started fresh from the screen', async () => {
    const broken = await campaign('Lost one');
    const dm = await restartWith(() => cut(join(dataDir, 'campaigns', broken, 'campaign.json')));
    await until(() => expect(dm.all('campaign-unreadable')).toHaveLength(1));
    expect(dm.one('campaign-damaged-name').textContent).toBe(`Campaign ${broken}`);
    expect(dm.one('campaign-damaged-todo').textContent).toContain(
      `Its own file campaigns/${broken}/campaign.json has no usable backup`,
    );
    expect(dm.all('campaign-set-aside')).toHaveLength(0);
  });
});
