// The exported HTML opened in a real Chromium, from a file on disk like a DM would: the charts
// draw, every request the page makes is recorded and there is none beyond the page itself, and
// nothing complains. A screenshot per language goes to tests/e2e/artifacts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderExport } from '../../shared/export/render';
import { languages } from '../../shared/i18n/index';
import { dnd5eScript, osrScript } from '../unit/export/support/scripts';
import { launchTestBrowser, type TestBrowser } from './support/browser';

const artifacts = resolve('tests/e2e/artifacts');
let browser: TestBrowser;
let dir: string;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  dir = await mkdtemp(join(tmpdir(), 'cm-e2e-export-'));
  browser = await launchTestBrowser();
});

afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('exported HTML in Chromium', () => {
  for (const language of languages) {
    it(`${language}: draws the HP and damage charts offline, with no request beyond the page`, async () => {
      const html = renderExport([dnd5eScript().encounter], {
        format: 'html',
        audience: 'dm',
        language,
        timeZone: 'Europe/Kyiv',
        exportedAt: '2025-03-14T21:00:00.000Z',
      });
      const file = join(dir, `session-${language}.html`);
      await writeFile(file, html);
      const url = pathToFileURL(file).href;
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1000, height: 1400 });
      const requests: string[] = [];
      const blocked: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      page.on('console', (message) => {
        if (message.type() === 'error') blocked.push(message.text());
      });
      page.on('pageerror', (error) => blocked.push(error.message));
      await page.goto(url, { waitUntil: 'load' });

      // Every SVG has a real size on the page, and the lines and bars are drawn.
      const charts = page.locator('svg.chart');
      expect(await charts.count()).toBe(3);
      for (let i = 0; i < 3; i++) {
        const box = await charts.nth(i).boundingBox();
        expect(box?.width).toBeGreaterThan(300);
        expect(box?.height).toBeGreaterThan(100);
      }
      expect(await page.locator('svg.hp-chart polyline.hp-line').count()).toBeGreaterThanOrEqual(4);
      const bar = await page.locator('svg.damage-chart rect.bar-dealt').first().boundingBox();
      expect(bar?.width).toBeGreaterThan(0);
      expect(await page.locator('table.summary tbody tr').count()).toBe(6);
      expect(await page.locator('script').count()).toBe(0);

      // The only request is the page itself; the page needs no network at all.
      expect(requests).toEqual([url]);
      expect(blocked).toEqual([]);
      await page.screenshot({ path: join(artifacts, `export-${language}.png`), fullPage: false });
      await page
        .locator('section.charts')
        .screenshot({ path: join(artifacts, `export-charts-${language}.png`) });
      await page.emulateMedia({ media: 'print' });
      expect(await charts.first().isVisible()).toBe(true);
      await page.close();
    });
  }

  it('a players’ recap in Chromium shows no hidden creature and prints its charts', async () => {
    const html = renderExport([osrScript().encounter], {
      format: 'html',
      audience: 'player',
      language: 'uk',
      timeZone: 'Europe/Kyiv',
      exportedAt: '2025-03-14T21:00:00.000Z',
    });
    const file = join(dir, 'players.html');
    await writeFile(file, html);
    const page = await browser.context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(file).href);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('SENTINEL');
    expect(text).toContain('Goblin 1');
    expect(await page.locator('svg.chart').count()).toBeGreaterThan(0);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    expect(requests).toHaveLength(1);
    await page.close();
  });
});
