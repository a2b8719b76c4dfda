// The player display in a real Chromium against the real local server: the DM acts and the
// player page follows; a reload of the DM page mid-fight leaves the player page showing the
// fight and it picks up again; the DM's preview and visibility controls; the screen switch;
// the read-only LAN view (token, Host and method checks); screenshots in every language.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../shared/i18n/index';
import { tokenQueryParam } from '../../shared/ipc/index';
import { launchTestBrowser, type TestBrowser } from './support/browser';
import { exchangeFromPage } from './support/pageSocket';
import { startServedApp, type ServedApp } from './support/serveProcess';

const artifacts = resolve('tests/e2e/artifacts');
const SECRET = 'SENTINEL-DM-SECRET';
const srd = JSON.parse(readFileSync(resolve('dist/main/srd-5e.json'), 'utf8')) as {
  creatures: { id: string; statblock: Record<string, unknown> }[];
};

let app: ServedApp;
let browser: TestBrowser;
let dm: Page;
let player: Page;
let dmToken: string;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  app = await startServedApp();
  browser = await launchTestBrowser();
  dm = await browser.open(app.dmUrl, { width: 1400, height: 900 });
  player = await browser.open(app.playerUrl, { width: 1280, height: 720 });
  await dm.getByTestId('dm-page').waitFor();
  await player.getByTestId('player-page').waitFor();
  dmToken =
    new URLSearchParams(new URL(app.dmUrl).hash.split('?')[1] ?? '').get(tokenQueryParam) ?? '';
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Sends engine commands as the DM, through main's router like the DM page does. */
async function dispatch(...commands: Record<string, unknown>[]): Promise<void> {
  const replies = (await exchangeFromPage(
    dm,
    'dm',
    dmToken,
    commands.map((command, i) => ({
      json: { id: i + 1, channel: 'encounter.dispatch', payload: { command } },
    })),
  )) as { result: { ok: boolean; error?: unknown } }[];
  for (const reply of replies)
    expect(reply.result, JSON.stringify(reply.result)).toMatchObject({ ok: true });
}

async function call(channel: string, payload: unknown): Promise<unknown> {
  const [reply] = (await exchangeFromPage(dm, 'dm', dmToken, [
    { json: { id: 1, channel, payload } },
  ])) as { result: { ok: boolean; value?: unknown; error?: unknown } }[];
  expect(reply?.result, JSON.stringify(reply?.result)).toMatchObject({ ok: true });
  return reply?.result.value;
}

const names = (page: Page): Promise<string[]> =>
  page.locator('[data-testid="player-combatant"] .name').allInnerTexts();

async function openDrawer(): Promise<void> {
  await dm.bringToFront();
  if ((await dm.getByTestId('player-display-drawer').count()) === 0) {
    await dm.getByTestId('player-display-open').click();
  }
  await dm.getByTestId('player-preview').waitFor();
}

function raw(
  url: string,
  options: { method?: string; host?: string } = {},
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: options.method ?? 'GET',
        headers: { Host: options.host ?? target.host },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

describe('player display', () => {
  it('follows the DM: order, turn, round, descriptors, PC numbers, no secrets', async () => {
    await dispatch({
      type: 'addCombatants',
      combatants: [
        { id: 'alda', name: 'Alda', kind: 'pc', maxHp: 24, notes: SECRET },
        { id: 'borin', name: 'Borin', kind: 'pc', maxHp: 10 },
        { id: 'orc', name: 'Orc', kind: 'monster', maxHp: 15 },
        {
          id: 'lich',
          name: `Lich ${SECRET}`,
          kind: 'monster',
          maxHp: 60,
          nameHidden: true,
        },
        { id: 'lurker', name: `Lurker ${SECRET}`, kind: 'monster', maxHp: 30, hidden: true },
      ],
    });
    await dispatch(
      {
        type: 'rollInitiative',
        typedRolls: {
          'init:alda': [18],
          'init:borin': [6],
          'init:orc': [12],
          'init:lich': [15],
          'init:lurker': [2],
        },
      },
      { type: 'startEncounter' },
    );
    await player.getByTestId('player-round').waitFor();
    expect(await names(player)).toEqual(['Alda', 'Unknown creature', 'Orc', 'Borin']);
    expect(await player.getByTestId('player-round').innerText()).toBe('Round 1');
    const active = player.locator(
      '[data-testid="player-combatant"]:has([data-testid="player-turn"])',
    );
    expect(await active.locator('.name').innerText()).toBe('Alda');

    await dispatch(
      { type: 'damage', targetIds: ['orc'], amount: 8 },
      { type: 'damage', targetIds: ['borin'], amount: 10 },
      { type: 'addCondition', combatantId: 'orc', key: 'prone' },
      { type: 'nextTurn' },
    );
    const orc = player.locator('[data-testid="player-combatant"]', { hasText: 'Orc' });
    await orc.locator('.health.bloodied').waitFor();
    expect(await orc.locator('.health').innerText()).toContain('Bloodied');
    expect(await orc.getByTestId('player-condition').allInnerTexts()).toEqual([
      expect.stringMatching(/Prone/),
    ]);
    const borin = player.locator('[data-testid="player-combatant"]', { hasText: 'Borin' });
    expect(await borin.locator('.health').innerText()).toBe('0/10');
    await borin.getByTestId('player-death-saves').waitFor();
    expect(await active.locator('.name').innerText()).toBe('Unknown creature');
    expect(await player.content()).not.toContain(SECRET);
  });

  it('keeps the fight on screen while the DM page reloads, then follows again', async () => {
    const before = await names(player);
    await dm.reload();
    // While the DM page is gone and coming back, the player page still shows the fight.
    expect(await names(player)).toEqual(before);
    await dm.getByTestId('dm-page').waitFor();
    expect(await names(player)).toEqual(before);
    expect(await player.getByTestId('player-link-lost').count()).toBe(0);
    await dispatch({ type: 'damage', targetIds: ['orc'], amount: 4 });
    const orc = player.locator('[data-testid="player-combatant"]', { hasText: 'Orc' });
    await orc.locator('.health.nearDeath').waitFor();
  });

  it('keeps its last view while main is unreachable and resumes when it answers', async () => {
    // The player page itself reloads (a TV restarted): it asks main again and shows the fight.
    await player.reload();
    await player.getByTestId('player-round').waitFor();
    expect(await names(player)).toEqual(['Alda', 'Unknown creature', 'Orc', 'Borin']);
  });

  it('shows the DM a live preview and lets him reveal a name, hide a creature and blank the screen', async () => {
    await openDrawer();
    const preview = dm.getByTestId('player-preview');
    expect(await preview.locator('[data-testid="player-combatant"] .name').allInnerTexts()).toEqual(
      await names(player),
    );
    // Reveal the unknown creature's name for the players.
    const row = dm.getByTestId('player-control-row').filter({ hasText: 'Lich' });
    await row.getByTestId('control-name').selectOption('true');
    await player
      .locator('[data-testid="player-combatant"] .name', { hasText: `Lich ${SECRET}` })
      .waitFor();
    await row.getByTestId('control-name').selectOption('');
    await player
      .locator('[data-testid="player-combatant"] .name', { hasText: 'Unknown' })
      .waitFor();
    // Hide the orc altogether.
    const orcRow = dm.getByTestId('player-control-row').filter({ hasText: 'Orc' });
    await orcRow.getByTestId('control-visible').uncheck();
    await expect.poll(() => names(player)).toEqual(['Alda', 'Unknown creature', 'Borin']);
    await orcRow.getByTestId('control-visible').check();
    await expect.poll(() => names(player)).toEqual(['Alda', 'Unknown creature', 'Orc', 'Borin']);
    // The screen switch, by button and by keyboard.
    await dm.getByTestId('screen-toggle').click();
    await player.getByTestId('player-blank').waitFor();
    expect(await player.getByTestId('player-combatant').count()).toBe(0);
    // The key toggles what the DM window knows; the player window can go blank before it does.
    await dm.locator('[data-testid="screen-toggle"][aria-pressed="true"]').waitFor();
    await dm.keyboard.press('Control+Shift+KeyB');
    await player.getByTestId('player-round').waitFor();
    expect(await names(player)).toEqual(['Alda', 'Unknown creature', 'Orc', 'Borin']);
  });

  it('shows a statblock only when the DM reveals it, under the public name', async () => {
    const goblin = srd.creatures.find((c) => c.id === 'srd:goblin')?.statblock;
    await dispatch({
      type: 'addCombatants',
      combatants: [
        {
          id: 'gob',
          name: 'Goblin',
          kind: 'monster',
          statblock: goblin,
          nameHidden: true,
          publicName: 'Small shape',
        },
      ],
    });
    const card = player.locator('[data-testid="player-combatant"]', { hasText: 'Small shape' });
    await card.waitFor();
    expect(await player.getByTestId('player-statblock').count()).toBe(0);
    await openDrawer();
    const row = dm.getByTestId('player-control-row').filter({ hasText: 'Goblin' });
    await row.getByTestId('control-statblock').selectOption('true');
    await card.getByTestId('player-statblock').waitFor();
    expect(await card.getByTestId('statblock-name').innerText()).toBe('Small shape');
    expect(await card.getByTestId('player-statblock').innerText()).toContain('Nimble Escape');
    await player.screenshot({ path: resolve(artifacts, 'player-statblock-en.png') });
    await row.getByTestId('control-statblock').selectOption('');
    await expect.poll(() => player.getByTestId('player-statblock').count()).toBe(0);
    await dispatch({ type: 'removeCombatant', combatantId: 'gob' });
    await expect.poll(() => card.count()).toBe(0);
  });

  it('shows the same view on the local network, refusing no token, a foreign Host and POST', async () => {
    await openDrawer();
    await dm.getByTestId('lan-address').selectOption('127.0.0.1');
    await dm.getByTestId('lan-toggle').click();
    const url = await dm.getByTestId('lan-url').innerText();
    await dm.getByTestId('lan-qr').waitFor();
    await dm
      .getByTestId('player-lan')
      .screenshot({ path: resolve(artifacts, 'player-dm-lan-en.png') });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{32}\/#\/player$/);
    const lanPage = await browser.open(url, { width: 390, height: 844 });
    await lanPage.getByTestId('player-round').waitFor();
    expect(await names(lanPage)).toEqual(await names(player));
    await dm.getByTestId('lan-viewers').filter({ hasText: '1 screen' }).waitFor();

    await dispatch({ type: 'damage', targetIds: ['alda'], amount: 5 });
    const alda = lanPage.locator('[data-testid="player-combatant"]', { hasText: 'Alda' });
    await alda.locator('.health', { hasText: '19/24' }).waitFor();
    await lanPage.screenshot({ path: resolve(artifacts, 'player-lan-phone.png') });

    const { origin, pathname } = new URL(url);
    expect((await raw(`${origin}/`)).status).toBe(401);
    expect((await raw(`${origin}/api/view`)).status).toBe(401);
    expect((await raw(`${origin}${pathname}`, { host: 'attacker.example' })).status).toBe(403);
    expect((await raw(`${origin}${pathname}api/view`, { method: 'POST' })).status).toBe(405);
    const view = await raw(`${origin}${pathname}api/view`);
    expect(view.status).toBe(200);
    expect(view.body).not.toContain(SECRET);

    // The phone leaves first: a page left open would retry the stopped server and log the
    // refusals. Then the view is turned off, and once the DM window says so, nothing answers.
    await lanPage.close();
    await dm.getByTestId('lan-toggle').click();
    await expect.poll(() => dm.getByTestId('lan-url').count()).toBe(0);
    await expect(raw(`${origin}${pathname}`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('speaks each language; screenshots of the player page and the DM pieces', async () => {
    await dispatch({
      type: 'addCondition',
      combatantId: 'alda',
      key: 'blinded',
      duration: { at: 'turnEnd', of: 'alda', rounds: 2 },
    });
    const heading = { en: 'Initiative', uk: 'Ініціатива', ru: 'Инициатива' } as const;
    const unknown = { en: 'Unknown creature', uk: 'Невідома істота', ru: 'Неизвестное существо' };
    for (const language of languages) {
      await call('settings.setLanguage', { language });
      await player.locator(`html[lang="${language}"]`).waitFor();
      await dm.locator(`html[lang="${language}"]`).waitFor();
      expect(await player.locator('h1').innerText()).toBe(heading[language]);
      expect(await names(player)).toContain(unknown[language]);
      await player.screenshot({ path: resolve(artifacts, `player-board-${language}.png`) });
      await openDrawer();
      await dm
        .getByTestId('player-preview')
        .locator('h1', { hasText: heading[language] })
        .waitFor();
      await dm.getByTestId('player-display-drawer').screenshot({
        path: resolve(artifacts, `player-dm-controls-${language}.png`),
      });
    }
    await call('settings.setLanguage', { language: 'en' });
  });

  it('reported no console errors, page errors or policy violations', () => {
    expect(browser.problems).toEqual([]);
    expect(app.alive()).toBe(true);
  });
});
