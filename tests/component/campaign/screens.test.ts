// The DM window's shell and campaign screens rendered in a DOM, connected to main's real core
// on a temporary data folder: navigation by keyboard, creating a campaign, options with their
// dependencies, the roster and the builder, translated refusals, the saved state and the
// recovery notices.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../main/core/createCore';
import { loopbackTransport } from '../support/loopbackTransport';
import { mountPage, typeInto, type MountedPage } from '../support/mountPage';
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

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-campaign-screens-'));
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
  await until(() => expect(page?.all('save-state')).toHaveLength(1));
  return page;
}

function press(digit: number): void {
  window.dispatchEvent(
    new KeyboardEvent('keydown', { key: String(digit), code: `Digit${digit}`, altKey: true }),
  );
  flushSync();
}

function select(element: HTMLElement, value: string): void {
  const choice = [...(element as HTMLSelectElement).options].find((o) => o.value === value);
  if (!choice) throw new Error(`no option ${value}`);
  choice.selected = true;
  (element as HTMLSelectElement).value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

async function createCampaign(dm: MountedPage, name: string): Promise<void> {
  press(1);
  typeInto(dm.one('campaign-new-name'), name);
  // The new campaign takes the interface's language and the first system (D&D 5e) unless
  // chosen otherwise (the browser tests choose them).
  expect((dm.one('campaign-new-language') as HTMLSelectElement).value).toBe('en');
  (dm.one('campaign-new-submit') as HTMLButtonElement).click();
  await until(() => expect(dm.all('roster-screen')).toHaveLength(1));
}

const option = (dm: MountedPage, key: string): HTMLElement => {
  const row = dm.all('option').find((el) => el.dataset.key === key);
  if (!row) throw new Error(`no option ${key}`);
  return row;
};

describe('the DM window shell', { timeout: SCREEN_TEST_MS }, () => {
  it('starts on the encounter screen with a quick fight that says it is not saved', async () => {
    const dm = await openDm();
    expect(dm.all('quick-fight')).toHaveLength(1);
    expect(dm.one('save-state').dataset.state).toBe('scratch');
    expect(dm.one('save-state').textContent).toContain('Fight not saved');
    expect(dm.root.querySelector('h1')?.textContent).toBe('Encounter');
  });

  it('moves between the four screens with Alt+1…4 and the tabs', async () => {
    const dm = await openDm();
    press(1);
    expect(dm.all('campaigns-screen')).toHaveLength(1);
    press(2);
    expect(dm.all('roster-screen')).toHaveLength(1);
    press(4);
    expect(dm.all('options-screen')).toHaveLength(1);
    press(3);
    expect(dm.all('quick-fight')).toHaveLength(1);
    dm.one('nav-campaigns').click();
    flushSync();
    expect(dm.one('nav-campaigns').getAttribute('aria-selected')).toBe('true');
  });

  it('creates a campaign, then shows it as open and saved', async () => {
    const dm = await openDm();
    await createCampaign(dm, 'Rime');
    expect(dm.one('open-campaign').textContent).toContain('Rime');
    expect(dm.one('save-state').dataset.state).toBe('saved');
    press(1);
    await until(() => expect(dm.all('campaign-item')).toHaveLength(1));
    expect(dm.one('campaign-item').textContent).toContain('Open now');
  });

  it('returning with campaigns and none open lands on the campaigns list', async () => {
    const dm = await openDm();
    await createCampaign(dm, 'Rime');
    page?.destroy();
    await core.close();
    await start();
    const again = await openDm();
    await until(() => expect(again.all('campaigns-screen')).toHaveLength(1));
  });
});

describe('the options screen', { timeout: SCREEN_TEST_MS }, () => {
  it('lists every option grouped, keeps a dependent rule off until its rule is on, and saves choices', async () => {
    const dm = await openDm();
    await createCampaign(dm, 'Rime');
    press(4);
    const systems = await core.router.handle('dm', 'campaign.systems', {});
    const count = systems.ok
      ? (systems.value as { id: string; options: unknown[] }[]).find((s) => s.id === 'dnd5e')
          ?.options.length
      : 0;
    expect(dm.all('option')).toHaveLength(count ?? -1);
    expect(dm.all('option-group').map((g) => g.dataset.group)).toContain('injuries');
    const flaws = option(dm, 'lingeringInjuries.asFlaws');
    expect(flaws.textContent).toContain('Needs');
    expect(
      (flaws.querySelector('[data-testid="option-toggle"]') as HTMLInputElement).disabled,
    ).toBe(true);
    (option(dm, 'lingeringInjuries').querySelector('input') as HTMLInputElement).click();
    await until(() =>
      expect(
        (
          option(dm, 'lingeringInjuries.asFlaws').querySelector(
            '[data-testid="option-toggle"]',
          ) as HTMLInputElement
        ).disabled,
      ).toBe(false),
    );
    select(option(dm, 'initiativeMode').querySelector('select') as HTMLElement, 'side');
    await until(async () => {
      const view = await core.router.handle('dm', 'campaign.get', {});
      expect(
        view.ok && (view.value as { campaign: { options: object } }).campaign.options,
      ).toMatchObject({
        lingeringInjuries: true,
        initiativeMode: 'side',
      });
    });
    // Each option shows its one-line explanation.
    expect(option(dm, 'massiveDamage').textContent).toMatch(/\w{4,}.*\w{4,}/);
    typeInto(dm.one('options-filter'), 'diagonal');
    expect(dm.all('option').map((row) => row.dataset.key)).toContain('grid.diagonal5_10');
    expect(dm.all('option').length).toBeLessThan(6);
  });
});

describe('the roster and builder screen', { timeout: SCREEN_TEST_MS }, () => {
  it('adds several copies of a library creature at once', async () => {
    const dm = await openDm();
    await createCampaign(dm, 'Rime');
    dm.one('prepared-new').click();
    flushSync();
    typeInto(dm.one('library-count'), '4');
    typeInto(dm.one('library-picker-search'), 'goblin');
    await until(() => expect(dm.all('library-picker-item').length).toBeGreaterThan(0));
    const item = dm
      .all('library-picker-item')
      .find((el) => el.querySelector('.name')?.textContent === 'Goblin');
    item?.click();
    await until(() => expect(dm.all('prepared-line')).toHaveLength(1));
    expect(dm.one('prepared-line').textContent).toContain('× 4');
  });

  it('adds members, prepares an encounter, refuses a removal in use with a translated message', async () => {
    const dm = await openDm();
    await createCampaign(dm, 'Rime');
    for (const name of ['Ann', 'Ben']) {
      dm.one('roster-add').click();
      flushSync();
      typeInto(dm.one('roster-name'), name);
      typeInto(dm.one('roster-max-hp'), '18');
      dm.one('roster-save').click();
      await until(() =>
        expect(dm.all('roster-entry').map((e) => e.textContent)).toContainEqual(
          expect.stringContaining(name),
        ),
      );
    }
    expect(dm.all('roster-entry-hp').map((e) => e.textContent)).toEqual(['18/18 HP', '18/18 HP']);

    dm.one('prepared-new').click();
    flushSync();
    typeInto(dm.one('prepared-name'), 'Frost giants');
    dm.one('prepared-add-pcs').click();
    flushSync();
    typeInto(dm.one('typed-name'), 'Ice troll');
    typeInto(dm.one('typed-count'), '3');
    dm.one('typed-add').click();
    flushSync();
    expect(dm.all('prepared-line')).toHaveLength(3);
    expect(dm.all('prepared-line')[2]?.textContent).toContain('× 3');
    dm.one('prepared-save').click();
    await until(() => expect(dm.all('prepared-item')).toHaveLength(1));
    expect(dm.one('prepared-item').textContent).toContain('5 combatants');

    // The first member is in the prepared encounter: removing it is refused and explained.
    const first = dm.all('roster-entry')[0] as HTMLElement;
    const remove = [...first.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Remove'),
    );
    remove?.click();
    flushSync();
    const confirm = [...first.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Remove'),
    );
    confirm?.click();
    await until(() => expect(dm.all('error-banner')).toHaveLength(1));
    expect(dm.one('error-banner').textContent).toContain(
      'This member is part of the prepared encounter “Frost giants”',
    );

    // Starting it (one key) shows the fight on the encounter screen.
    (dm.one('prepared-item') as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }),
    );
    await until(() => expect(dm.all('fight-name')).toHaveLength(1));
    expect(dm.one('fight-name').textContent).toBe('Frost giants');
    expect(core.encounter.dmView().encounter.combatantIds).toHaveLength(5);
  });
});

describe('between fights on the roster screen', { timeout: SCREEN_TEST_MS }, () => {
  it('takes a healed lingering injury off a member', async () => {
    const dm = await openDm();
    await createCampaign(dm, 'Rime');
    const session = await core.router.handle('dm', 'session.get', {});
    const campaignId = session.ok
      ? (session.value as { campaign: { id: string } }).campaign.id
      : '';
    await core.router.handle('dm', 'roster.add', {
      campaignId,
      entry: {
        kind: 'pc',
        name: 'Lia',
        quick: { ac: 14, initiativeBonus: 1 },
        state: { maxHp: 20, injuries: [{ key: 'injury.limp' }, { key: 'injury.loseEye' }] },
      },
    });
    await until(() => expect(dm.all('roster-drop-injury')).toHaveLength(2));
    expect(dm.one('roster-entry').textContent).toContain('Limp');
    dm.all('roster-drop-injury')[0]?.click();
    await until(() => expect(dm.all('roster-drop-injury')).toHaveLength(1));
    expect(dm.one('roster-entry').textContent).not.toContain('Limp');
  });
});

describe('recovery notices and languages', { timeout: SCREEN_TEST_MS }, () => {
  it('shows each recovery report of the data folder in the DM’s language until dismissed', async () => {
    const dm = await openDm();
    await createCampaign(dm, 'Rime');
    page?.destroy();
    await core.close();
    await writeFile(join(dataDir, 'library.json'), '{"schemaVersion": 2, "creat');
    await writeFile(join(dataDir, 'library.json.bak'), '');
    await writeFile(join(dataDir, 'settings.json'), Buffer.alloc(10));
    await start();
    // The library is read on first use; searching it reads the damaged file.
    await core.router.handle('dm', 'library.search', {});
    const again = await openDm();
    await until(() => expect(again.all('data-notice').length).toBeGreaterThan(0));
    const texts = again.all('data-notice').map((n) => n.textContent ?? '');
    expect(texts.join('\n')).toContain('The settings file was damaged');
    again.one('language-uk').click();
    await until(() =>
      expect(again.one('data-notices').textContent).toContain('Файл налаштувань було пошкоджено'),
    );
    again.one('notices-dismiss').click();
    await until(() => expect(again.all('data-notices')).toHaveLength(0));
  });
});
