// The roster form offers the portrait controls for a stored member (they need its id), not
// while adding one: editing a member shows its portrait from the app origin and Remove clears
// it in the roster. Rendered in the DM page against main's real core on a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { savePortrait } from '../../../main/portraits/portraitFiles';
import { loopbackTransport } from '../support/loopbackTransport';
import { mountPage, typeInto, type MountedPage } from '../support/mountPage';
import { SCREEN_TEST_MS, until, untilOpened } from '../support/until';

let dataDir: string;
let core: Core;
let page: MountedPage | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-portrait-roster-'));
  core = await createCore({
    dataDir,
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
  });
});
afterEach(async () => {
  page?.destroy();
  page = undefined;
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = async (channel: string, payload: unknown): Promise<unknown> => {
  const result = await core.router.handle('dm', channel, payload);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

it(
  'edits a member with its portrait, and Remove clears it',
  async () => {
    page = mountPage('dm', loopbackTransport(core, 'dm'));
    const dm = page;
    await untilOpened(() => expect(dm.all('save-state')).toHaveLength(1));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '1', code: 'Digit1', altKey: true }));
    flushSync();
    typeInto(dm.one('campaign-new-name'), 'Marsh');
    (dm.one('campaign-new-submit') as HTMLButtonElement).click();
    await until(() => expect(dm.all('roster-screen')).toHaveLength(1));
    const view = (await call('campaign.get', {})) as { campaign: { id: string } };
    const campaignId = view.campaign.id;
    const member = (await call('roster.add', {
      campaignId,
      entry: {
        kind: 'pc',
        name: 'Mira',
        quick: { ac: 15, initiativeBonus: 2 },
        state: { maxHp: 20 },
      },
    })) as { id: string };
    const png = new Uint8Array(64).fill(5);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const portrait = await savePortrait(dataDir, png);
    // Recorded as attach does after its upload.
    await core.campaigns.desk.setRosterPortrait(campaignId, member.id, portrait);

    (dm.one('roster-add') as HTMLButtonElement).click();
    await until(() => expect(dm.all('roster-form')).toHaveLength(1));
    expect(dm.all('portrait-field')).toHaveLength(0);

    await until(() => expect(dm.all('roster-edit').length).toBeGreaterThan(0));
    dm.all('roster-edit')[0]?.click();
    const image = await until(() => {
      const img = dm.one('roster-form').querySelector('[data-testid="portrait-image"]');
      expect(img).not.toBeNull();
      return img;
    });
    expect(image?.getAttribute('src')).toBe(`portraits/${portrait}`);
    expect(image?.getAttribute('alt')).toBe('Portrait of Mira');
    (dm.one('portrait-remove') as HTMLButtonElement).click();
    await until(() =>
      expect(dm.one('roster-form').querySelector('[data-testid="portrait-image"]')).toBeNull(),
    );
    const after = (await call('campaign.get', {})) as {
      roster: { id: string; portrait?: string }[];
    };
    expect(after.roster.find((e) => e.id === member.id)?.portrait).toBeUndefined();
  },
  SCREEN_TEST_MS,
);
