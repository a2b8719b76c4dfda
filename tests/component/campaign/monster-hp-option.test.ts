// The options screen's default for a library monster's hit points, against main's real core on
// a temporary data folder: the average until changed, rolled once chosen (kept in the campaign
// file), its texts in the interface language.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelName, IpcResult, RequestOf, ResponseOf } from '../../../shared/ipc/index';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { mountPage, type MountedPage } from '../support/mountPage';
import { SCREEN_CHANGE_MS, SCREEN_TEST_MS, until } from '../support/until';

let dataDir: string;
let core: Core;
let page: MountedPage | undefined;

/** A call through main's router, typed by its channel; throws on a refusal. */
async function call<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const result = (await core.router.handle('dm', channel, request)) as IpcResult<ResponseOf<C>>;
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}`);
  return result.value;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-monster-hp-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'uk',
    logger: { warn: vi.fn(), error: vi.fn() },
  });
});
afterEach(async () => {
  page?.destroy();
  page = undefined;
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe(
  'the monster hit points default on the options screen',
  { timeout: SCREEN_TEST_MS },
  () => {
    it('is the average until the DM picks rolled, which the campaign keeps', async () => {
      await call('campaign.create', { name: 'Сутінки', system: 'dnd5e', language: 'uk' });
      page = mountPage('dm', loopbackTransport(core, 'dm'));
      const dm = page;
      // The first mount of a run loads the whole DM window, which takes long on a loaded machine.
      await vi.waitFor(() => expect(dm.all('save-state')).toHaveLength(1), {
        timeout: 3 * SCREEN_CHANGE_MS,
      });
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: '4', code: 'Digit4', altKey: true }),
      );
      flushSync();
      await until(() => expect(dm.all('campaign-monster-hp')).toHaveLength(1));
      const select = dm.one('campaign-monster-hp') as HTMLSelectElement;
      expect(select.value).toBe('average');
      expect(select.closest('label')?.textContent).toContain('ХП доданих монстрів');
      select.value = 'rolled';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      flushSync();
      await until(async () =>
        expect((await call('campaign.get', {}))?.campaign.monsterHitPoints).toBe('rolled'),
      );
      await until(() =>
        expect((dm.one('campaign-monster-hp') as HTMLSelectElement).value).toBe('rolled'),
      );
      // The encounter builder's library lines start from the default too.
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: '2', code: 'Digit2', altKey: true }),
      );
      flushSync();
      await until(() => expect(dm.all('prepared-new')).toHaveLength(1));
      dm.one('prepared-new').click();
      flushSync();
      await until(() => expect((dm.one('library-hp') as HTMLSelectElement).value).toBe('rolled'));
    });
  },
);
