// A campaign from start to finish in a real Chromium against `npm run serve`: create it, set
// options, build a roster of 4 PCs and a prepared encounter of 8 monsters in 2 groups, start it
// with one key, fight a little, kill the server mid-fight, reopen the campaign on a new server
// (same turn, undo works), end the fight (the roster is written back). Screenshots of every
// campaign screen in each language are saved as artifacts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAsDm } from './support/dmSession';
import { switchLanguage } from './support/language';
import { languages } from '../../shared/i18n/index';
import type { ChannelName, RequestOf, ResponseOf } from '../../shared/ipc/index';
import { launchTestBrowser, type TestBrowser } from './support/browser';
import { serveScript } from './support/serveProcess';

const artifacts = resolve('tests/e2e/artifacts');
const viewport = { width: 1366, height: 900 };

interface Server {
  readonly process: ChildProcess;
  readonly dmUrl: string;
  readonly token: string;
}

/** Starts the built server on a data folder that outlives it. */
async function serve(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, [serveScript, '--port', '0', '--data-dir', dataDir], {
    env: { ...process.env, LANG: 'en_US.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const dmUrl = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`serve did not start:\n${out}`)), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /^DM screen:\s+(\S+)$/m.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        done(url);
      }
    });
    child.once('exit', (code) => fail(new Error(`serve exited with ${code}:\n${out}`)));
  });
  const token = new URLSearchParams(new URL(dmUrl).hash.split('?')[1] ?? '').get('token') ?? '';
  return { process: child, dmUrl, token };
}

async function kill(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((done) => server.process.once('exit', done));
  server.process.kill(signal);
  await exited;
}

let dataDir: string;
let server: Server;
let browser: TestBrowser;
let dm: Page;

/** Calls a channel of main as the DM window does, over the page's own connection rules. */
function call<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
  return callAsDm(dm, server.token, channel, request);
}

async function shot(name: string): Promise<void> {
  await dm.screenshot({ path: resolve(artifacts, `${name}.png`), fullPage: true });
}

/** A long page also in screen-sized parts, readable at a glance. */
async function shotParts(name: string): Promise<void> {
  await shot(name);
  const height = await dm.evaluate(() => document.documentElement.scrollHeight);
  for (let part = 0; part * viewport.height < height; part += 1) {
    await dm.screenshot({
      path: resolve(artifacts, `${name}-part${part + 1}.png`),
      fullPage: true,
      clip: {
        x: 0,
        y: part * viewport.height,
        width: viewport.width,
        height: Math.min(viewport.height, height - part * viewport.height),
      },
    });
  }
}

async function screen(n: 1 | 2 | 3 | 4): Promise<void> {
  await dm.keyboard.press(`Alt+Digit${n}`);
}

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  dataDir = await mkdtemp(join(tmpdir(), 'cm-e2e-campaign-'));
  server = await serve(dataDir);
  browser = await launchTestBrowser();
  dm = await browser.open(server.dmUrl, viewport);
  await dm.getByTestId('dm-page').waitFor();
});

afterAll(async () => {
  await browser?.close();
  if (server) await kill(server, 'SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

describe('a campaign in the browser', () => {
  let campaignId = '';
  const pcs = ['Aria', 'Borin', 'Cass', 'Dain'];

  it('creates a campaign from the campaigns screen', async () => {
    await expect(dm.getByTestId('save-state').getAttribute('data-state')).resolves.toBe('scratch');
    await screen(1);
    await dm.getByTestId('campaigns-screen').waitFor();
    await dm.getByTestId('campaign-new-name').fill('Lost Mine');
    await dm.getByTestId('campaign-new-system').selectOption('dnd5e');
    await dm.getByTestId('campaign-new-language').selectOption('en');
    await dm.getByTestId('campaign-new-submit').click();
    await dm.getByTestId('roster-screen').waitFor();
    expect(await dm.getByTestId('open-campaign').innerText()).toContain('Lost Mine');
    const session = await call('session.get', {});
    campaignId = session.campaign?.id ?? '';
    expect(session.campaign).toMatchObject({ name: 'Lost Mine', system: 'dnd5e' });
  });

  it('sets options: a rule, its dependent, a DM choice', async () => {
    await screen(4);
    await dm.getByTestId('options-screen').waitFor();
    const injuries = dm.locator('[data-testid="option"][data-key="lingeringInjuries"]');
    const flaws = dm.locator('[data-testid="option"][data-key="lingeringInjuries.asFlaws"]');
    // The dependent rule waits for the rule it needs.
    expect(await flaws.getByTestId('option-toggle').isDisabled()).toBe(true);
    await injuries.getByTestId('option-toggle').check();
    await expect.poll(() => flaws.getByTestId('option-toggle').isDisabled()).toBe(false);
    await dm
      .locator('[data-testid="option"][data-key="initTieBreak"]')
      .getByTestId('option-select')
      .selectOption('dex');
    await dm
      .locator('[data-testid="option"][data-key="flanking"]')
      .getByTestId('option-toggle')
      .check();
    await expect
      .poll(async () => (await call('campaign.get', {}))?.campaign.options)
      .toMatchObject({ lingeringInjuries: true, initTieBreak: 'dex', flanking: true });
    // Every option of the system has its explanation.
    const rows = await dm.getByTestId('option').count();
    expect(rows).toBe(
      (await call('campaign.systems', {})).find((s) => s.id === 'dnd5e')?.options.length,
    );
  });

  it('builds a roster of 4 PCs', async () => {
    await screen(2);
    for (const [i, name] of pcs.entries()) {
      await dm.getByTestId('roster-add').click();
      await dm.getByTestId('roster-name').fill(name);
      await dm.getByTestId('roster-max-hp').fill(String(20 + i * 3));
      await dm.getByTestId('roster-ac').fill(String(14 + (i % 3)));
      await dm.getByTestId('roster-init').fill(String(i));
      await dm.getByTestId('roster-level').fill('3');
      await dm.getByTestId('roster-save').click();
      await dm.getByTestId('roster-entry').filter({ hasText: name }).waitFor();
    }
    expect(await dm.getByTestId('roster-entry').count()).toBe(4);
  });

  it('prepares an encounter with 8 monsters in 2 groups, one hidden', async () => {
    await dm.getByTestId('prepared-new').click();
    await dm.getByTestId('prepared-name').fill('Goblin ambush');
    await dm.getByTestId('prepared-add-pcs').click();
    for (const [name, hidden] of [
      ['Goblin', false],
      ['Wolf', true],
    ] as const) {
      await dm.getByTestId('typed-name').fill(name);
      await dm.getByTestId('typed-count').fill('4');
      await dm.getByTestId('typed-hp').fill(name === 'Goblin' ? '7' : '11');
      await dm.getByTestId('typed-ac').fill(name === 'Goblin' ? '15' : '13');
      await dm.getByTestId('typed-hidden').setChecked(hidden);
      await dm.getByTestId('typed-add').click();
    }
    expect(await dm.getByTestId('prepared-line').count()).toBe(6);
    await dm.getByTestId('prepared-save').click();
    await dm.getByTestId('prepared-item').filter({ hasText: 'Goblin ambush' }).waitFor();
    expect(await dm.getByTestId('prepared-item').innerText()).toContain('12');
  });

  it('starts the prepared encounter with one key', async () => {
    await dm.getByTestId('prepared-item').first().focus();
    await dm.keyboard.press('Control+Enter');
    await dm.getByTestId('fight-name').waitFor();
    expect(await dm.getByTestId('fight-name').innerText()).toBe('Goblin ambush');
    const { encounter } = await call('encounter.get', {});
    expect(encounter.combatantIds).toHaveLength(12);
    expect(Object.values(encounter.groups).map((g) => g.name)).toEqual(['Goblin', 'Wolf']);
    const hidden = Object.values(encounter.combatants).filter((c) => c.hidden);
    expect(hidden.map((c) => c.name)).toEqual(['Wolf 1', 'Wolf 2', 'Wolf 3', 'Wolf 4']);
    expect(encounter.options).toMatchObject({ lingeringInjuries: true, flanking: true });
  });

  let before: ResponseOf<'encounter.get'>;

  it('fights a little; "saved" appears once main reports the steps durable', async () => {
    for (const type of ['rollInitiative', 'startEncounter', 'nextTurn', 'nextTurn']) {
      await call('encounter.dispatch', { command: { type } });
    }
    const { encounter } = await call('encounter.get', {});
    const aria = encounter.combatantIds.find((id) => encounter.combatants[id]?.name === 'Aria');
    await call('encounter.dispatch', {
      command: { type: 'damage', targetIds: [aria ?? ''], amount: 6 },
    });
    await call('encounter.dispatch', { command: { type: 'nextTurn' } });
    await expect.poll(() => dm.getByTestId('save-state').getAttribute('data-state')).toBe('saved');
    before = await call('encounter.get', {});
    expect(before.history.position).toBeGreaterThan(3);
  });

  it('reopens the campaign after the server is killed mid-fight: same turn, undo works', async () => {
    await kill(server, 'SIGKILL');
    server = await serve(dataDir);
    await dm.goto(server.dmUrl);
    await dm.getByTestId('campaigns-screen').waitFor();
    // The old page's reconnection attempts to the killed server were expected.
    browser.problems.length = 0;
    // The killed server's lock is reported, as every recovery is.
    await dm.getByTestId('data-notices').waitFor();
    expect(await dm.getByTestId('data-notice').first().getAttribute('data-code')).toBe(
      'staleLockReplaced',
    );
    await shot('campaign-notices-en');
    await dm.getByTestId('notices-dismiss').click();
    const item = dm.getByTestId('campaign-item').filter({ hasText: 'Lost Mine' });
    expect(await item.innerText()).toContain('Goblin ambush');
    await item.getByTestId('campaign-open').click();
    await dm.getByTestId('fight-name').waitFor();
    const after = await call('encounter.get', {});
    expect(after.encounter.round).toBe(before.encounter.round);
    expect(after.encounter.turn).toEqual(before.encounter.turn);
    expect(after.history.position).toBe(before.history.position);
    const undone = await call('encounter.undo', {});
    expect(undone.encounter.turn).not.toEqual(before.encounter.turn);
    const again = await call('encounter.undo', {});
    const aria = again.encounter.combatantIds.find(
      (id) => again.encounter.combatants[id]?.name === 'Aria',
    );
    expect(again.encounter.combatants[aria ?? '']?.hp).toBe(20);
    await call('encounter.redo', {});
    await call('encounter.redo', {});
    await expect.poll(() => dm.getByTestId('save-state').getAttribute('data-state')).toBe('saved');
  });

  it('ends the fight and writes the survivors back to the roster', async () => {
    await screen(3);
    await dm.getByTestId('fight-end').click();
    await dm.getByTestId('fight-end-confirm').click();
    // The XP award step comes first; the DM ends without XP here.
    await dm.getByTestId('xp-award-skip').click();
    await dm.getByTestId('write-back-report').waitFor();
    expect(await dm.getByTestId('roster-change').count()).toBe(4);
    expect(await dm.getByTestId('write-back-report').innerText()).toContain('Aria: 20 → 14/20');
    await shot('campaign-write-back-en');
    await screen(2);
    const aria = dm.getByTestId('roster-entry').filter({ hasText: 'Aria' });
    expect(await aria.getByTestId('roster-entry-hp').innerText()).toBe('14/20 HP');
    expect(await dm.getByTestId('campaign-log-item').first().getAttribute('data-kind')).toBe(
      'writeBack',
    );
  });

  it('rests between fights: a short rest spending Hit Dice typed from the table', async () => {
    const aria = dm.getByTestId('rest-member').filter({ hasText: 'Aria' });
    await dm.getByTestId('rest-kind-shortRest').check();
    await aria.getByTestId('rest-spend').fill('1');
    await aria.getByTestId('rest-faces').fill('5');
    await dm.getByTestId('rest-run').click();
    await dm.getByTestId('rest-report').waitFor();
    // 1d8 showing 5, Constitution +0.
    expect(await dm.getByTestId('rest-report').innerText()).toContain('Aria: 14 → 19/20');
    expect(await dm.getByTestId('campaign-log-item').first().getAttribute('data-kind')).toBe(
      'shortRest',
    );
    void campaignId;
  });

  it('shows the options and rests of AD&D 2e and OSR campaigns, named in each language', async () => {
    for (const system of ['adnd2e', 'osr'] as const) {
      const created = await call('campaign.create', {
        name: system === 'osr' ? 'Hex crawl' : 'Temple of Elemental Evil',
        system,
        language: 'en',
      });
      await call('roster.add', {
        campaignId: created.campaign.id,
        entry: {
          kind: 'pc',
          name: 'Ysolde',
          quick: { ac: 5, initiativeBonus: 0, ...(system === 'osr' ? { hd: '2' } : {}) },
          state: { maxHp: 12, hp: 5 },
        },
      });
      for (const language of languages) {
        await switchLanguage(dm, language);
        await screen(4);
        await expect
          .poll(() => dm.getByTestId('option').count())
          .toBe((await call('campaign.systems', {})).find((s) => s.id === system)?.options.length);
        // No option value is left as its raw key.
        const values = await dm
          .getByTestId('option-select')
          .evaluateAll((selects) =>
            selects.flatMap((s) => [...(s as HTMLSelectElement).options].map((o) => o.text)),
          );
        expect(values.filter((text) => /^[a-z]+[A-Z][A-Za-z]*$/.test(text))).toEqual([]);
        await shotParts(`campaign-options-${system}-${language}`);
        await screen(2);
        await dm.getByTestId('rest-panel').waitFor();
        if (system === 'adnd2e') await dm.getByTestId('rest-kind-days').check();
        await shot(`campaign-roster-${system}-${language}`);
      }
    }
    await switchLanguage(dm, 'en');
    const list = await call('campaign.list', {});
    await call('campaign.open', {
      campaignId:
        list.campaigns.find((item) => item.campaign.name === 'Lost Mine')?.campaign.id ?? '',
    });
  });

  it('saves screenshots of every campaign screen in each language', async () => {
    for (const language of languages) {
      await switchLanguage(dm, language);
      await screen(1);
      await dm.getByTestId('campaigns-screen').waitFor();
      await shot(`campaign-campaigns-${language}`);
      await screen(2);
      await dm.getByTestId('roster-screen').waitFor();
      await dm.getByTestId('prepared-item').first().getByRole('button').nth(1).click();
      await dm.getByTestId('prepared-editor').waitFor();
      await shot(`campaign-roster-${language}`);
      await dm.getByTestId('prepared-editor').getByRole('button').last().click();
      await screen(4);
      await dm.getByTestId('options-screen').waitFor();
      await shotParts(`campaign-options-${language}`);
      await screen(3);
      await dm.getByTestId('fight-bar').waitFor();
      await shot(`campaign-encounter-${language}`);
    }
    expect(browser.problems).toEqual([]);
  });
});
