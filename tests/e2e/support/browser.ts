import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { assertNoConsoleProblems } from './consoleGuard';
import { chromiumPath } from './findChromium';

export { chromiumPath };

/** Flags that keep a headless Chromium quiet, offline and reproducible on CI machines. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A headless Chromium with a fresh profile, and the problems its pages reported. */
export interface TestBrowser {
  readonly context: BrowserContext;
  /** Console errors, page errors and CSP violations from every page opened so far. */
  readonly problems: string[];
  open(url: string, viewport: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Launches Chromium with a throwaway user-data directory. */
export async function launchTestBrowser(): Promise<TestBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'cm-e2e-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
    deviceScaleFactor: 1,
  });
  const problems: string[] = [];
  return {
    context,
    problems,
    async open(url, viewport) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      await page.goto(url);
      return page;
    },
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
      // Every page's console errors fail the test that opened it, whether or not it asked.
      assertNoConsoleProblems({ problems });
    },
  };
}
