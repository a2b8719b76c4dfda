// What the Chromium benchmarks share: a browser whose every sample can start from a fresh
// context, the DM's own socket to main for setting a scene up, and the figures' summaries.
import { chromium, type Browser, type Page } from 'playwright-core';
import { roleQueryParam, tokenQueryParam, webSocketPath } from '../../shared/ipc/index';
import { chromiumArgs, chromiumPath } from '../e2e/support/browser';

/** The `p`th percentile (nearest rank) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Milliseconds with one decimal. */
export const ms = (v: number): string => `${v.toFixed(1)} ms`;

/** "p50 …, p95 … (min … – max …)" of a series of milliseconds. */
export function spread(values: readonly number[]): string {
  return (
    `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))} ` +
    `(range ${ms(Math.min(...values))}–${ms(Math.max(...values))}, ${values.length} samples)`
  );
}

/**
 * Headless Chromium without a persistent profile: each `newContext()` is a fresh profile with
 * an empty cache, as a first start of the DM window is.
 */
export function launchBareBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
}

/** The WebSocket address of main's router for the DM, as the DM page's client builds it. */
export function dmSocketUrl(dmUrl: string): string {
  const token =
    new URLSearchParams(new URL(dmUrl).hash.split('?')[1] ?? '').get(tokenQueryParam) ?? '';
  const url = new URL(webSocketPath, dmUrl);
  url.protocol = 'ws:';
  url.hash = '';
  url.search = '';
  url.searchParams.set(roleQueryParam, 'dm');
  url.searchParams.set(tokenQueryParam, token);
  return url.toString();
}

/**
 * One request to main on a second DM connection opened in `page` (like the DM page's own
 * client); throws unless main answers ok. Page code is sent as text: the bench runs under tsx,
 * whose helpers do not exist inside the page.
 */
export async function dmCall(
  page: Page,
  dmUrl: string,
  channel: string,
  payload: unknown,
): Promise<void> {
  const reply = await page.evaluate<string>(`(async () => {
    const socket = new WebSocket(${JSON.stringify(dmSocketUrl(dmUrl))});
    await new Promise((resolve, reject) => { socket.onopen = resolve; socket.onerror = reject; });
    const answer = new Promise((resolve) => {
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data));
        if (message.type === 'response') resolve(String(event.data));
      };
    });
    socket.send(JSON.stringify({ id: 1, channel: ${JSON.stringify(channel)}, payload: ${JSON.stringify(payload)} }));
    const text = await answer;
    socket.close();
    return text;
  })()`);
  const result = (JSON.parse(reply) as { result?: { ok?: boolean } }).result;
  if (!result?.ok) throw new Error(`${channel} failed: ${reply}`);
}

/** `count` typed-in creatures: a hero with plenty of HP first, then bandits. */
export function typedCombatants(count: number): Record<string, unknown>[] {
  return [
    { id: 'hero', name: 'Hero', kind: 'pc', maxHp: 100000, ac: 18 },
    ...Array.from({ length: count - 1 }, (_, i) => ({
      id: `m${i}`,
      name: `Bandit ${i + 1}`,
      kind: 'monster',
      maxHp: 11 + (i % 20),
      ac: 12,
    })),
  ];
}
