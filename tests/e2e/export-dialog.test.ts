// The export dialog in the DM page, through `npm run serve` in a real Chromium: the players'
// recap (the default) downloads as a file without anything the player display hides, the DM's
// JSON downloads too and imports back into the app, which shows the same encounter.
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeFromPage } from './support/pageSocket';
import { launchTestBrowser, type TestBrowser } from './support/browser';
import { startServedApp, type ServedApp } from './support/serveProcess';

const artifacts = resolve('tests/e2e/artifacts');
const SECRET = 'SENTINEL-DM-SECRET';

let app: ServedApp;
let browser: TestBrowser;
let dm: Page;
let token: string;

/** Calls channels as the DM, from inside the DM page (its Origin and token). */
async function callAsDm(calls: [string, unknown][]): Promise<unknown[]> {
  const replies = await exchangeFromPage(
    dm,
    'dm',
    token,
    calls.map(([channel, payload], i) => ({ json: { id: i + 1, channel, payload } })),
  );
  return replies.map((r) => (r as { result: unknown }).result);
}

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  app = await startServedApp();
  token = new URL(app.dmUrl.replace('#/dm', '')).searchParams.get('token') ?? '';
  browser = await launchTestBrowser();
  dm = await browser.open(app.dmUrl, { width: 1280, height: 900 });
  await dm.getByTestId('dm-page').waitFor();
  const dispatch = (command: unknown): [string, unknown] => ['encounter.dispatch', { command }];
  const results = await callAsDm([
    dispatch({
      type: 'addCombatants',
      combatants: [
        { id: 'aria', name: 'Aria', kind: 'pc', maxHp: 24, ac: 15 },
        { id: 'gob', name: 'Goblin', kind: 'monster', maxHp: 7, ac: 13 },
        { id: 'spy', name: `Spy ${SECRET}`, kind: 'monster', maxHp: 9, hidden: true },
      ],
    }),
    dispatch({
      type: 'rollInitiative',
      typedRolls: { 'init:aria': [15], 'init:gob': [9], 'init:spy': [4] },
    }),
    dispatch({ type: 'startEncounter' }),
    dispatch({ type: 'damage', targetIds: ['gob'], amount: 4 }),
    dispatch({ type: 'damage', targetIds: ['aria'], amount: 5, attackerId: 'spy' }),
  ]);
  for (const result of results) expect(result).toMatchObject({ ok: true });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function openDialog(): Promise<void> {
  await dm.getByTestId('export-open').click();
  await dm.getByTestId('export-dialog').waitFor();
}

describe('export dialog in the browser', () => {
  it('downloads the players’ recap as HTML, without what the player display hides', async () => {
    await openDialog();
    await dm.getByTestId('export-format-html').check();
    expect(await dm.getByTestId('export-audience-player').isChecked()).toBe(true);
    await dm.screenshot({ path: join(artifacts, 'export-dialog.png') });
    const [download] = await Promise.all([
      dm.waitForEvent('download'),
      dm.getByTestId('export-run').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.html$/);
    const path = await download.path();
    const html = await readFile(path, 'utf8');
    expect(html).toContain('<!DOCTYPE html>');
    expect(html).toContain('Goblin');
    expect(html).not.toContain(SECRET);
    expect(html).toContain('<svg');
    await dm.getByTestId('export-result').waitFor();
  });

  it('downloads the full log as JSON and imports it back into the app', async () => {
    const before = (await callAsDm([['encounter.get', {}]]))[0] as {
      value: { encounter: unknown };
    };
    await dm.getByTestId('export-format-json').check();
    const [download] = await Promise.all([
      dm.waitForEvent('download'),
      dm.getByTestId('export-run').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const path = await download.path();
    const file = JSON.parse(await readFile(path, 'utf8')) as { encounters: unknown[] };
    expect(file.encounters).toHaveLength(1);
    // Change the encounter, then import the file: the app is back where the file was made.
    await callAsDm([
      ['encounter.dispatch', { command: { type: 'damage', targetIds: ['aria'], amount: 9 } }],
    ]);
    await dm.getByTestId('export-import-tab').click();
    await dm.getByTestId('import-file').setInputFiles(path);
    await dm.getByTestId('import-preview-run').click();
    await dm.getByTestId('import-preview').waitFor();
    await dm.getByTestId('import-commit').click();
    await dm.getByRole('status').filter({ hasText: /1/ }).first().waitFor();
    const after = (await callAsDm([['encounter.get', {}]]))[0] as {
      value: { encounter: unknown };
    };
    expect(after.value.encounter).toEqual(before.value.encounter);
  });
});
