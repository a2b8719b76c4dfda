// Loading the DM window, in a real Chromium against the built local server (npm run build
// first; npm run bench does):
// - renderer JavaScript, gzipped at level 9: the files a cold load of the DM window fetches
//   (budget ≤ 250 KB), and every built .js file in dist/renderer (screens loaded on demand
//   included).
// - cold load to interactive: a fresh browser context each sample (empty cache, new page),
//   from navigation start (the page's performance clock starts there) to the first frame
//   painted after the encounter screen is usable: its toolbar's Start (or, mid-fight, Next
//   turn) button is in the DOM and enabled, and the initiative order shows every combatant.
//   By then the settings, the encounter and the screen's keyboard shortcuts are in place.
//   Measured with an empty data folder and with a 200-combatant fight under way. Budget
//   ≤ 300 ms.
// - peak JS heap of the DM window while a DM drives a 200-combatant fight with the keyboard:
//   add 100 typed-in creatures and 100 SRD goblins (full statblocks), roll initiative, start,
//   then a round with a damage on each creature and a round of turns. Sampled every 20 ms
//   through the DevTools protocol (Performance.getMetrics, JSHeapUsedSize: live objects and
//   the garbage not yet collected). Budget ≤ 30 MB. Also printed: what a full garbage
//   collection keeps at the end.
// Prints p50/p95 and the range; the machine may be shared, so the range matters.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { startServedApp, type ServedApp } from '../e2e/support/serveProcess';
import { dmCall, launchBareBrowser, ms, percentile, spread, typedCombatants } from './ui-support';

const rendererDir = join('dist', 'renderer');
const loadSamples = 20;
const loadWarmup = 2;
const viewport = { width: 1440, height: 900 };
const KB = 1000;

/** Every file under `dir`, with its path relative to `dir`. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(dir, join(prefix, entry.name))
      : [join(prefix, entry.name).split('\\').join('/')],
  );
}

const gzipped = (file: string): number =>
  gzipSync(readFileSync(join(rendererDir, file)), { level: 9 }).byteLength;

function rendererJavaScript(): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of filesUnder(rendererDir).filter((f) => f.endsWith('.js'))) {
    sizes.set(file, gzipped(file));
  }
  return sizes;
}

/**
 * Set before any of the page's own script runs: notes, on the page's clock, the first frame
 * after the DM window is interactive (see the top of this file). `rows` is how many
 * combatants the order must show.
 */
function interactiveProbe(rows: number): string {
  return `(() => {
    const ready = () => {
      const button = document.querySelector('[data-testid="start"], [data-testid="next-turn"]');
      if (!button || button.disabled) return false;
      return document.querySelectorAll('[data-testid="dm-combatant"]').length >= ${rows};
    };
    window.benchInteractive = new Promise((resolve) => {
      let done = false;
      const observer = new MutationObserver(() => {
        if (done || !ready()) return;
        done = true;
        observer.disconnect();
        const dom = performance.now();
        requestAnimationFrame(() => resolve({ dom, frame: performance.now() }));
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    });
  })()`;
}

interface LoadSample {
  dom: number;
  frame: number;
  scripts: string[];
}

async function coldLoad(browser: Browser, app: ServedApp, rows: number): Promise<LoadSample> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  try {
    await context.addInitScript(interactiveProbe(rows));
    const page = await context.newPage();
    await page.goto(app.dmUrl);
    const { dom, frame } = await page.evaluate<{ dom: number; frame: number }>(
      'window.benchInteractive',
    );
    // Every JavaScript file the load fetched, as paths below the renderer folder.
    const scripts = await page.evaluate<string[]>(
      `performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)` +
        `.filter((p) => p.endsWith('.js')).map((p) => decodeURIComponent(p).replace(/^\\//, ''))`,
    );
    return { dom, frame, scripts };
  } finally {
    await context.close();
  }
}

async function coldLoads(
  browser: Browser,
  app: ServedApp,
  rows: number,
  label: string,
): Promise<LoadSample[]> {
  const out: LoadSample[] = [];
  for (let i = 0; i < loadWarmup + loadSamples; i++) {
    const sample = await coldLoad(browser, app, rows);
    if (i >= loadWarmup) out.push(sample);
  }
  console.log(`cold load of the DM window to interactive, ${label}:`);
  console.log(`  painted ${spread(out.map((s) => s.frame))} (budget ≤ 300 ms)`);
  const dom = out.map((s) => s.dom);
  console.log(`  in the DOM p50 ${ms(percentile(dom, 50))}, p95 ${ms(percentile(dom, 95))}`);
  return out;
}

/** Samples the page's JS heap every 20 ms until stopped; returns the peak in bytes. */
async function heapSampler(page: Page): Promise<{ stop(): Promise<number>; now(): number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let peak = 0;
  let last = 0;
  let running = true;
  const read = async (): Promise<void> => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    last = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    peak = Math.max(peak, last);
  };
  const loop = (async () => {
    while (running) {
      try {
        await read();
      } catch {
        // The page went away under the sampler (the scenario failed); the peak so far stands.
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    now: () => last,
    async stop() {
      running = false;
      await loop;
      await read();
      await cdp.detach();
      return peak;
    },
  };
}

/**
 * Resolves once `condition` (page code returning a boolean) holds, watching the page with a
 * mutation observer in the page itself. Playwright's locators would run its selector engine
 * in the same JS heap the benchmark measures, so the fight is driven by keys and these waits.
 */
async function until(page: Page, condition: string, attributes?: string[]): Promise<void> {
  const options = attributes
    ? { subtree: true, attributes: true, attributeFilter: attributes }
    : { subtree: true, childList: true };
  await page.evaluate(`new Promise((resolve, reject) => {
    const holds = () => { ${condition} };
    if (holds()) return resolve(true);
    const observer = new MutationObserver(() => {
      if (!holds()) return;
      observer.disconnect();
      resolve(true);
    });
    observer.observe(document.body, ${JSON.stringify(options)});
    setTimeout(() => reject(new Error(${JSON.stringify(`not within 30 s: ${condition}`)})), 30000);
  })`);
}

const activeRow = '[data-testid="dm-combatant"][aria-current="true"]';
const has = (selector: string): string => `return !!document.querySelector('${selector}');`;

/**
 * Presses N and waits until another row is the active one and selected (the selection follows
 * a frame later; a key pressed before it would act on the creature before).
 */
async function nextTurn(page: Page): Promise<void> {
  const before = await page.evaluate<string>(
    `document.querySelector('${activeRow}')?.getAttribute('data-id') ?? ''`,
  );
  await page.keyboard.press('n');
  await until(page, has(`${activeRow}.selected:not([data-id="${before}"])`), [
    'aria-current',
    'class',
  ]);
}

/** Settles initiative ties the way the rolls came out (first option of each prompt). */
async function keepTies(page: Page): Promise<void> {
  const tie = '[data-testid="prompt"][data-kind="initiativeTie"]';
  while (await page.evaluate<boolean>(`!!document.querySelector('${tie}')`)) {
    await page.keyboard.press('f');
    await page.keyboard.press('1');
    await page.waitForTimeout(50);
  }
}

async function peakHeap(browser: Browser, app: ServedApp): Promise<void> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const sampler = await heapSampler(page);
    await page.goto(app.dmUrl);
    await until(page, has('[data-testid="start"]'));
    const atLoad = sampler.now();
    // Set-up through main as the DM's library would; the fight itself by keyboard.
    await dmCall(page, app.dmUrl, 'encounter.dispatch', {
      command: { type: 'addCombatants', combatants: typedCombatants(100) },
    });
    await dmCall(page, app.dmUrl, 'library.addToEncounter', { id: 'srd:goblin', count: 100 });
    await until(
      page,
      `return document.querySelectorAll('[data-testid="dm-combatant"]').length >= 200;`,
    );
    await dmCall(page, app.dmUrl, 'encounter.dispatch', {
      command: { type: 'setInitiative', combatantId: 'hero', score: 99 },
    });
    await page.keyboard.press('r');
    await page.waitForTimeout(300);
    await keepTies(page);
    await page.keyboard.press('n');
    await until(page, has('[data-testid="next-turn"]'));
    const atStart = sampler.now();
    const prompt = `!!document.querySelector('[data-testid="prompt"]')`;
    let actions = 0;
    // A round with one point of damage on each creature whose turn it is …
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('d');
      // The amount field takes the keys once it has the focus.
      await until(
        page,
        `return document.activeElement?.getAttribute('data-testid') === 'damage-amount';`,
      );
      // The turn's own command may still be on its way (its view comes first): keys typed
      // into a form meanwhile are shortcuts, so the DM's usual pause comes before the amount.
      await page.waitForTimeout(50);
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      await until(page, `return !document.querySelector('[data-testid="damage-form"]');`);
      await nextTurn(page);
      actions += 2;
      if (await page.evaluate<boolean>(prompt)) break;
    }
    const afterDamage = sampler.now();
    // … and a round of turns.
    for (let i = 0; i < 200; i++) {
      await nextTurn(page);
      actions += 1;
      if (await page.evaluate<boolean>(prompt)) break;
    }
    const rows = await page.evaluate<number>(
      `document.querySelectorAll('[data-testid="dm-combatant"]').length`,
    );
    const peak = await sampler.stop();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const retained = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    const mb = (b: number): string => `${(b / 1024 / 1024).toFixed(1)} MiB`;
    console.log(
      `peak JS heap of the DM window, ${rows} combatants, ${actions} keyboard actions: ` +
        `${mb(peak)} (budget ≤ 30 MB); ${mb(atLoad)} after the cold load, ` +
        `${mb(atStart)} at the start, ${mb(afterDamage)} after the round of damage, ` +
        `${mb(retained)} kept after a full garbage collection at the end`,
    );
  } finally {
    await context.close();
  }
}

/** Sets up a 5e fight of 200 under way: 100 typed in, 100 SRD goblins, initiative rolled. */
async function fightOf200(browser: Browser, app: ServedApp): Promise<void> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(app.dmUrl);
    await until(page, has('[data-testid="start"]'));
    await dmCall(page, app.dmUrl, 'encounter.dispatch', {
      command: { type: 'addCombatants', combatants: typedCombatants(100) },
    });
    await dmCall(page, app.dmUrl, 'library.addToEncounter', { id: 'srd:goblin', count: 100 });
    await dmCall(page, app.dmUrl, 'encounter.dispatch', { command: { type: 'rollInitiative' } });
    await page.waitForTimeout(300);
    await keepTies(page);
    await page.keyboard.press('n');
    await until(page, has('[data-testid="next-turn"]'));
  } finally {
    await context.close();
  }
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

async function main(): Promise<void> {
  const sizes = rendererJavaScript();
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const browser = await launchBareBrowser();
  try {
    const app = await startServedApp();
    try {
      const empty = await coldLoads(browser, app, 0, 'empty data folder');
      const fetched = new Set(empty.flatMap((sample) => sample.scripts));
      const onLoad = [...sizes].filter(([file]) => fetched.has(file));
      console.log(
        `renderer JavaScript gzipped (level 9), fetched by the DM window's cold load: ` +
          `${kb(onLoad.reduce((a, [, n]) => a + n, 0))} in ${onLoad.length} file(s) ` +
          `(budget ≤ 250 KB); all built JavaScript: ${kb(total)} in ${sizes.size} file(s)`,
      );
      // The same with a fight of 200 under way (a reload lands on it).
      await fightOf200(browser, app);
      await coldLoads(browser, app, 200, '200 combatants, fight under way');
    } finally {
      await app.stop();
    }
    const fresh = await startServedApp();
    try {
      await peakHeap(browser, fresh);
    } finally {
      await fresh.stop();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
