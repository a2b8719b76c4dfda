// The whole app in a real Chromium against the real local server: the DM page changes the
// encounter through main's router and the player page follows it live, in every language.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../shared/i18n/index';
import { launchTestBrowser, type TestBrowser } from './support/browser';
import { startServedApp, type ServedApp } from './support/serveProcess';

const artifacts = resolve('tests/e2e/artifacts');
const expectedHeading = { en: 'Initiative', uk: 'Ініціатива', ru: 'Инициатива' } as const;

let app: ServedApp;
let browser: TestBrowser;
let dm: Page;
let player: Page;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  app = await startServedApp();
  browser = await launchTestBrowser();
  dm = await browser.open(app.dmUrl, { width: 1280, height: 800 });
  player = await browser.open(app.playerUrl, { width: 1280, height: 720 });
  await dm.getByTestId('dm-page').waitFor();
  await player.getByTestId('player-page').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function addCombatant(name: string): Promise<void> {
  await dm.getByTestId('add-name').fill(name);
  await dm.getByTestId('add-submit').click();
}

describe('DM page and player page through the local server', () => {
  it('shows the player page a combatant the DM adds within one second', async () => {
    expect(await player.getByTestId('player-combatant').count()).toBe(0);

    const name = 'Goblin archer';
    // Both moments are taken inside the browser (one clock for both pages), so the figure is
    // the app's own latency and not the test driver's round trips on a busy machine.
    await player.evaluate((expected) => {
      const record = window as unknown as { seenAt?: number };
      const observer = new MutationObserver(() => {
        const rows = document.querySelectorAll('[data-testid="player-combatant"]');
        if ([...rows].some((row) => row.textContent?.includes(expected))) {
          record.seenAt = performance.timeOrigin + performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, name);
    await dm.evaluate(() => {
      const record = window as unknown as { submittedAt?: number };
      document
        .querySelector('form')
        ?.addEventListener(
          'submit',
          () => (record.submittedAt = performance.timeOrigin + performance.now()),
          { capture: true, once: true },
        );
    });
    await dm.getByTestId('add-name').fill(name);
    await dm.getByTestId('add-submit').click();
    await player.getByTestId('player-combatant').filter({ hasText: name }).waitFor();
    const submittedAt = await dm.evaluate(() => (window as { submittedAt?: number }).submittedAt);
    const seenAt = await player.evaluate(() => (window as { seenAt?: number }).seenAt);
    const latency = (seenAt ?? Infinity) - (submittedAt ?? 0);
    console.log(`DM add → player display: ${latency.toFixed(1)} ms`);
    expect(latency).toBeGreaterThanOrEqual(0);
    expect(latency).toBeLessThan(1000);
    expect(await dm.getByTestId('dm-combatant').allInnerTexts()).toEqual([
      expect.stringContaining(name),
    ]);
    // The DM's input is cleared and ready for the next name.
    expect(await dm.getByTestId('add-name').inputValue()).toBe('');
  });

  it('keeps the list in main: a freshly opened player page shows it too', async () => {
    await addCombatant('Ogre');
    const late = await browser.open(app.playerUrl, { width: 800, height: 600 });
    await late.getByTestId('player-combatant').filter({ hasText: 'Ogre' }).waitFor();
    expect(await late.getByTestId('player-combatant').allInnerTexts()).toEqual([
      expect.stringContaining('Goblin archer'),
      expect.stringContaining('Ogre'),
    ]);
    await late.close();
  });

  it('switches both pages to each language and saves screenshots of them', async () => {
    await dm.getByTestId('add-kind').selectOption('pc');
    await addCombatant('Tordek, dwarf fighter');
    await dm.getByTestId('add-kind').selectOption('monster');
    await player.getByTestId('player-combatant').nth(2).waitFor();
    for (const language of languages) {
      await dm.getByTestId(`language-${language}`).click();
      await dm.locator(`html[lang="${language}"]`).waitFor();
      await player.locator(`html[lang="${language}"]`).waitFor();
      expect(await player.locator('h1').innerText()).toBe(expectedHeading[language]);
      expect(await dm.getByTestId(`language-${language}`).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await dm.screenshot({ path: resolve(artifacts, `dm-${language}.png`), fullPage: true });
      await player.screenshot({ path: resolve(artifacts, `player-${language}.png`) });
    }
  });

  it('remembers the chosen language for pages opened later', async () => {
    await dm.getByTestId('language-uk').click();
    await dm.locator('html[lang="uk"]').waitFor();
    const reopened = await browser.open(app.playerUrl, { width: 800, height: 600 });
    await reopened.locator('html[lang="uk"]').waitFor();
    expect(await reopened.locator('h1').innerText()).toBe(expectedHeading.uk);
    await reopened.close();
    await dm.getByTestId('language-en').click();
  });

  it('reported no console errors, page errors or policy violations', () => {
    expect(browser.problems).toEqual([]);
    expect(app.alive()).toBe(true);
  });
});
