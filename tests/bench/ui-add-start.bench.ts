// Adding creatures from the library and starting the encounter, in a real Chromium against
// the built local server (npm run build first; npm run bench does), at 50, 100 and 200 SRD
// goblins (full statblocks) to show how the time grows with the count:
// - add from the library: from the DM's click on the library panel's Add button (count set)
//   to the initiative order showing every new row, and to the next painted frame;
// - start the encounter: the library closed, from the N key to the order showing whose turn
//   it is (initiative rolled for all, the order sorted, the first turn begun), and to the next
//   painted frame.
// Both moments come from the page's own clock (the input event's time stamp and a mutation
// observer). Each sample starts from an empty encounter (both commands undone).
// Budgets (200 combatants): ≤ 200 ms to add, ≤ 100 ms to start, linear in the count.
// Prints p50/p95 and the range; the machine may be shared, so the range matters.
import type { Page } from 'playwright-core';
import { startServedApp } from '../e2e/support/serveProcess';
import { dmCall, launchBareBrowser, ms, percentile, spread } from './ui-support';

const counts = [50, 100, 200];
const warmup = 2;
const samples = 15;

interface Timing {
  dom: number;
  frame: number;
}

const rowCount = `document.querySelectorAll('[data-testid="dm-combatant"]').length`;

/**
 * Arms the page: the next `event` (a click on `target`, or a key) notes its time stamp, and
 * the first mutation after it that makes `done` (page code returning a boolean) true notes
 * the DOM time and then the next frame. Page code is sent as text: the bench runs under tsx,
 * whose helpers do not exist inside the page.
 */
async function arm(page: Page, trigger: string, done: string): Promise<void> {
  await page.evaluate(`(() => {
    window.measured = new Promise((resolve) => {
      let startedAt = null;
      const onInput = (event) => {
        if (!(${trigger})) return;
        startedAt = event.timeStamp;
        window.removeEventListener('click', onInput, true);
        window.removeEventListener('keydown', onInput, true);
      };
      window.addEventListener('click', onInput, true);
      window.addEventListener('keydown', onInput, true);
      const isDone = () => { ${done} };
      const observer = new MutationObserver(() => {
        if (startedAt === null || !isDone()) return;
        observer.disconnect();
        const dom = performance.now() - startedAt;
        requestAnimationFrame(() => resolve({ dom, frame: performance.now() - startedAt }));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-current'] });
    });
  })()`);
}

const measured = (page: Page): Promise<Timing> => page.evaluate<Timing>('window.measured');

async function waitFor(page: Page, condition: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await page.evaluate<boolean>(condition)) return;
    await page.waitForTimeout(25);
  }
  throw new Error(`not within 15 s: ${condition}`);
}

/** One add-and-start of `count` goblins on an empty encounter; leaves it empty again. */
async function once(page: Page, dmUrl: string, count: number): Promise<[Timing, Timing]> {
  await page.getByTestId('library-open').click();
  await page.getByTestId('library-search').fill('Goblin');
  await page.getByTestId('library-item').filter({ hasText: 'Goblin' }).first().click();
  await page.getByTestId('statblock-name').filter({ hasText: 'Goblin' }).waitFor();
  await page.getByTestId('library-add-count').fill(String(count));
  await page.waitForTimeout(200);
  await arm(
    page,
    `event.type === 'click' && event.target.closest?.('[data-testid="library-add-submit"]')`,
    `return ${rowCount} === ${count};`,
  );
  await page.getByTestId('library-add-submit').click();
  const add = await measured(page);
  await page.keyboard.press('Escape');
  await page.getByTestId('library-drawer').waitFor({ state: 'detached' });
  await page.waitForTimeout(200);
  await arm(
    page,
    `event.type === 'keydown' && event.key === 'n'`,
    `return !!document.querySelector('[data-testid="dm-combatant"][aria-current="true"]') || !!document.querySelector('[data-testid="prompt"]');`,
  );
  await page.keyboard.press('n');
  const start = await measured(page);
  await waitFor(page, `!!document.querySelector('[data-testid="encounter-round"]')`);
  // Back to an empty encounter: the start and the add undone.
  await dmCall(page, dmUrl, 'encounter.undo', {});
  await dmCall(page, dmUrl, 'encounter.undo', {});
  await waitFor(page, `${rowCount} === 0`);
  return [add, start];
}

function report(label: string, timings: Timing[], budget: string): void {
  const dom = timings.map((t) => t.dom);
  console.log(`${label}: painted ${spread(timings.map((t) => t.frame))}${budget}`);
  console.log(`    in the DOM p50 ${ms(percentile(dom, 50))}, p95 ${ms(percentile(dom, 95))}`);
}

async function main(): Promise<void> {
  const app = await startServedApp();
  const browser = await launchBareBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.goto(app.dmUrl);
    await page.getByTestId('start').waitFor();
    const perCreature: { count: number; add: number; start: number }[] = [];
    const p50 = (timings: Timing[]): number =>
      percentile(
        timings.map((t) => t.frame),
        50,
      );
    for (const count of counts) {
      const adds: Timing[] = [];
      const starts: Timing[] = [];
      for (let i = 0; i < warmup + samples; i++) {
        const [add, start] = await once(page, app.dmUrl, count);
        if (i < warmup) continue;
        adds.push(add);
        starts.push(start);
      }
      const budget = count === 200;
      report(`add ${count} goblins from the library`, adds, budget ? ' (budget ≤ 200 ms)' : '');
      report(`start the encounter of ${count}`, starts, budget ? ' (budget ≤ 100 ms)' : '');
      perCreature.push({ count, add: p50(adds) / count, start: p50(starts) / count });
    }
    // Linear (or better) when the time per creature does not grow with the count.
    const each = (pick: (row: { add: number; start: number }) => number): string =>
      perCreature.map((row) => pick(row).toFixed(2)).join(' / ');
    console.log(
      `p50 per creature at ${counts.join(' / ')}: add ${each((r) => r.add)} ms, ` +
        `start ${each((r) => r.start)} ms (linear: not growing with the count)`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
