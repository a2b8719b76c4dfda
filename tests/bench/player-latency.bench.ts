// DM action → player display, with 200 combatants, in a real Chromium against the built local
// server (npm run build first; npm run bench does). The DM page sends a damage command through
// main's router; the player page's clock notes when the new HP is in its DOM and when the next
// frame is painted. Both moments come from one browser's clock. Budget: p95 ≤ 50 ms.
// Prints p50/p95 of both, and the same figures for the LAN view (server-sent events).
import { roleQueryParam, tokenQueryParam, webSocketPath } from '../../shared/ipc/index';
import { launchTestBrowser } from '../e2e/support/browser';
import { startServedApp } from '../e2e/support/serveProcess';
import type { Page } from 'playwright-core';

const combatants = 200;
const warmup = 10;
const samples = 120;

interface Timing {
  dom: number;
  frame: number;
  /** When the view's message reached the page, before any of the page's own work. */
  arrived: number;
}

/**
 * Notes in each page when a message arrives on its socket or event stream, so the figures
 * split into main + transport and the page's own work.
 */
const arrivalProbe = `(() => {
  for (const Kind of [WebSocket, EventSource]) {
    const add = Kind.prototype.addEventListener;
    Kind.prototype.addEventListener = function (type, listener, options) {
      if (type !== 'message' && type !== 'player.viewChanged') return add.call(this, type, listener, options);
      return add.call(this, type, function (event) {
        window.lastArrival = performance.timeOrigin + performance.now();
        return listener.call(this, event);
      }, options);
    };
  }
})()`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Opens the DM's own socket in the DM page, as the DM page's client does. */
async function openDmSocket(dm: Page, token: string): Promise<void> {
  await dm.evaluate(
    async (socketUrl) => {
      const url = socketUrl;
      const socket = new WebSocket(url);
      await new Promise((resolve, reject) => {
        socket.onopen = resolve;
        socket.onerror = reject;
      });
      let id = 0;
      const waiting = new Map<number, (value: unknown) => void>();
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { type: string; id?: number };
        if (message.type === 'response' && message.id !== undefined) {
          waiting.get(message.id)?.(message);
          waiting.delete(message.id);
        }
      };
      (window as unknown as Record<string, unknown>).benchSend = (command: unknown) => {
        id += 1;
        const sentAt = performance.timeOrigin + performance.now();
        const done = new Promise((resolve) => waiting.set(id, resolve));
        socket.send(JSON.stringify({ id, channel: 'encounter.dispatch', payload: { command } }));
        return done.then((reply) => ({ sentAt, reply }));
      };
    },
    socketUrl(dm, token),
  );
}

/** The WebSocket address of main's router for the DM, as the DM page's client builds it. */
function socketUrl(dm: Page, token: string): string {
  const url = new URL(webSocketPath, dm.url());
  url.protocol = 'ws:';
  url.hash = '';
  url.search = '';
  url.searchParams.set(roleQueryParam, 'dm');
  url.searchParams.set(tokenQueryParam, token);
  return url.toString();
}

async function send(dm: Page, command: unknown): Promise<number> {
  const { sentAt, reply } = await dm.evaluate(
    (c) =>
      (
        (window as unknown as Record<string, unknown>).benchSend as (
          c: unknown,
        ) => Promise<{ sentAt: number; reply: { result: { ok: boolean } } }>
      )(c),
    command,
  );
  if (!reply.result.ok) throw new Error(`command failed: ${JSON.stringify(reply.result)}`);
  return sentAt;
}

/**
 * Starts watching the page for `text` in the hero's HP. Page code is sent as text: the bench
 * runs under tsx, whose helpers do not exist inside the page.
 */
async function watch(page: Page, text: string): Promise<void> {
  await page.evaluate(`(() => {
    const expected = ${JSON.stringify(text)};
    window.seen = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const hero = document.querySelector('[data-testid="player-combatant"] .health.exact');
        if (!hero || hero.textContent !== expected) return;
        observer.disconnect();
        const dom = performance.timeOrigin + performance.now();
        const arrived = window.lastArrival;
        requestAnimationFrame(() =>
          resolve({ dom, arrived, frame: performance.timeOrigin + performance.now() }),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  })()`);
}

async function seen(page: Page): Promise<Timing> {
  return page.evaluate<Timing>('window.seen');
}

async function measure(dm: Page, page: Page, label: string, start: number): Promise<number> {
  const dom: number[] = [];
  const frame: number[] = [];
  const arrived: number[] = [];
  let hp = start;
  for (let i = 0; i < warmup + samples; i++) {
    hp -= 1;
    await watch(page, `${hp}/1000`);
    const sentAt = await send(dm, { type: 'damage', targetIds: ['hero'], amount: 1 });
    const at = await seen(page);
    if (i >= warmup) {
      dom.push(at.dom - sentAt);
      frame.push(at.frame - sentAt);
      arrived.push(at.arrived - sentAt);
    }
  }
  const fmt = (v: number): string => `${v.toFixed(1)} ms`;
  console.log(
    `${label}: in the DOM p50 ${fmt(percentile(dom, 50))}, p95 ${fmt(percentile(dom, 95))}; ` +
      `painted p50 ${fmt(percentile(frame, 50))}, p95 ${fmt(percentile(frame, 95))} ` +
      `(${samples} damage commands, budget p95 ≤ 50 ms)`,
  );
  console.log(
    `  of which main + transport until the page has the message: p50 ${fmt(percentile(arrived, 50))}, p95 ${fmt(percentile(arrived, 95))}`,
  );
  return hp;
}

async function main(): Promise<void> {
  const app = await startServedApp();
  const browser = await launchTestBrowser();
  await browser.context.addInitScript(arrivalProbe);
  try {
    const dm = await browser.open(app.dmUrl, { width: 1400, height: 900 });
    await dm.getByTestId('dm-page').waitFor();
    const token =
      new URLSearchParams(new URL(app.dmUrl).hash.split('?')[1] ?? '').get(tokenQueryParam) ?? '';
    await openDmSocket(dm, token);
    const list = [
      { id: 'hero', name: 'Hero', kind: 'pc', maxHp: 1000 },
      ...Array.from({ length: combatants - 1 }, (_, i) => ({
        id: `m${i}`,
        name: `Goblin ${i + 1}`,
        kind: 'monster',
        maxHp: 7 + (i % 20),
        hidden: i % 10 === 9,
      })),
    ];
    await send(dm, { type: 'addCombatants', combatants: list });
    const typedRolls = Object.fromEntries(
      list.map((c, i) => [`init:${c.id}`, [c.id === 'hero' ? 20 : 1 + (i % 19)]]),
    );
    await send(dm, { type: 'rollInitiative', typedRolls });
    await send(dm, { type: 'startEncounter' });

    const player = await browser.open(app.playerUrl, { width: 1920, height: 1080 });
    await player.getByTestId('player-round').waitFor();
    const rows = await player.getByTestId('player-combatant').count();
    console.log(`player display rows: ${rows} of ${combatants} combatants (every tenth hidden)`);
    // The player display is the window in front, as on the table's screen.
    await player.bringToFront();
    const hp = await measure(dm, player, 'DM action → player window', 1000);

    const [reply] = await Promise.all([
      dm.evaluate(
        async (url) => {
          const socket = new WebSocket(url);
          await new Promise((resolve) => (socket.onopen = resolve));
          const answer = new Promise<string>((resolve) => {
            socket.onmessage = (event) => {
              const message = JSON.parse(String(event.data)) as { type: string };
              if (message.type === 'response') resolve(String(event.data));
            };
          });
          socket.send(
            JSON.stringify({
              id: 1,
              channel: 'player.setLan',
              payload: { enabled: true, address: '127.0.0.1' },
            }),
          );
          return answer;
        },
        socketUrl(dm, token),
      ),
    ]);
    const url = (JSON.parse(reply) as { result: { value: { url: string } } }).result.value.url;
    const lan = await browser.open(url, { width: 1280, height: 720 });
    await lan.getByTestId('player-round').waitFor();
    await lan.bringToFront();
    await measure(dm, lan, 'DM action → LAN view (server-sent events)', hp);
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
