// The fight bar of a fight without a campaign, in a DOM, against main's real core on a
// temporary data folder: after its first step the fight says it is kept as a quick fight, comes
// back when a new core opens the same folder, and is saved into a campaign from the bar — a
// campaign of its rule system or a new one named there; a refusal is shown translated.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelName, IpcResult, RequestOf, ResponseOf } from '../../../shared/ipc/index';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { mountPage, typeInto, type MountedPage } from '../support/mountPage';
import { SCREEN_CHANGE_MS, SCREEN_TEST_MS, until } from '../support/until';
import type { RuleSystemId } from '../../../shared/model/ids';

let dataDir: string;
let core: Core;
let page: MountedPage | undefined;

async function start(language: 'en' | 'uk' | 'ru' = 'en'): Promise<void> {
  core = await createCore({
    dataDir,
    initialLanguage: language,
    logger: { warn: vi.fn(), error: vi.fn() },
  });
}

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
  dataDir = await mkdtemp(join(tmpdir(), 'cm-quick-fight-'));
  await start();
});
afterEach(async () => {
  page?.destroy();
  page = undefined;
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function openDm(): Promise<MountedPage> {
  page = mountPage('dm', loopbackTransport(core, 'dm'));
  // The first mount of a run loads the whole DM window, which takes long on a loaded machine.
  await vi.waitFor(() => expect(page?.all('save-state')).toHaveLength(1), {
    timeout: 3 * SCREEN_CHANGE_MS,
    interval: 20,
  });
  return page;
}

async function addRat(): Promise<void> {
  const result = await core.router.handle('dm', 'encounter.dispatch', {
    command: { type: 'addCombatants', combatants: [{ name: 'Rat', kind: 'monster' }] },
  });
  expect(result.ok).toBe(true);
  await core.campaigns.desk.settled();
  // The step is on disk once the quick fight's log says so.
  await until(() => expect(core.campaigns.desk.sessionState().save.state).toBe('saved'));
}

/** Opens the bar's form (its button is enabled once the window has loaded the desk). */
async function openForm(dm: MountedPage): Promise<void> {
  await until(() => {
    const button = dm.all('quick-fight-save')[0] as HTMLButtonElement | undefined;
    if (button && !button.disabled) button.click();
    flushSync();
    expect(dm.all('quick-fight-form')).toHaveLength(1);
  });
}

function choose(element: HTMLElement, value: string): void {
  const select = element as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

describe('the quick fight in the fight bar', { timeout: SCREEN_TEST_MS }, () => {
  it('is kept after its first step, comes back after a restart and is saved into a new campaign', async () => {
    let dm = await openDm();
    expect(dm.all('quick-fight-kept')).toHaveLength(0);
    await addRat();
    await until(() => expect(dm.all('quick-fight-kept')).toHaveLength(1));
    await until(() => expect(dm.one('save-state').dataset.state).toBe('saved'));
    expect(dm.one('quick-fight-kept').textContent).toContain('Kept as a quick fight');

    // A new core on the same folder restores it.
    page?.destroy();
    page = undefined;
    await core.close();
    await start();
    dm = await openDm();
    await until(() => expect(dm.all('quick-fight-kept')).toHaveLength(1));

    await openForm(dm);
    expect(dm.all('quick-fight-none')).toHaveLength(1);
    typeInto(dm.one('quick-fight-name'), 'Saved later');
    dm.one('quick-fight-submit').click();
    await until(() => expect(dm.all('fight-bar')).toHaveLength(1));
    expect(dm.one('open-campaign').textContent).toContain('Saved later');
    const view = await call('encounter.get', {});
    expect(Object.values(view.encounter.combatants).map((c) => c.name)).toEqual(['Rat']);
  });

  it('offers the campaigns of its rule system and is saved into one of them', async () => {
    const system = (await call('encounter.get', {})).encounter.system as RuleSystemId;
    const other = system === 'osr' ? 'dnd5e' : 'osr';
    await call('campaign.create', { name: 'Hex', system: other, language: 'en' });
    const same = await call('campaign.create', { name: 'Keep', system, language: 'en' });
    await core.router.handle('dm', 'campaign.close', {});
    await addRat();
    const dm = await openDm();
    // With campaigns and none open the window lands on the list; the fight is on Alt+3.
    await until(() => expect(dm.all('campaigns-screen')).toHaveLength(1));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '3', code: 'Digit3', altKey: true }));
    flushSync();
    await until(() => expect(dm.all('quick-fight-kept')).toHaveLength(1));
    await openForm(dm);
    const options = [...(dm.one('quick-fight-target') as HTMLSelectElement).options];
    expect(options.map((o) => o.textContent)).toEqual(['Keep', 'A new campaign…']);
    choose(dm.one('quick-fight-target'), same.campaign.id);
    dm.one('quick-fight-submit').click();
    await until(() => expect(dm.all('fight-bar')).toHaveLength(1));
    expect(dm.one('open-campaign').textContent).toContain('Keep');
  });

  it('shows main’s refusal in the window’s language', async () => {
    page?.destroy();
    page = undefined;
    await core.close();
    await start('uk');
    await addRat();
    const dm = await openDm();
    await until(() => expect(dm.all('quick-fight-kept')).toHaveLength(1));
    expect(dm.one('quick-fight-kept').textContent).toContain('Збережено як швидку сутичку');
    await openForm(dm);
    // A name longer than main takes (typed past the field's limit) is refused by main.
    dm.one('quick-fight-name').removeAttribute('maxlength');
    typeInto(dm.one('quick-fight-name'), 'x'.repeat(250));
    dm.one('quick-fight-submit').click();
    await until(() => expect(dm.all('error-banner')).toHaveLength(1));
    expect(dm.one('error-banner').textContent).toContain('Не вдалося');
    expect(dm.all('quick-fight-kept')).toHaveLength(1);
  });
});
