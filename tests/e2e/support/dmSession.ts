// The DM's side of an end-to-end test: the served app, a Chromium page on its encounter
// screen, the keyboard driver, and calls to main over the page's own connection rules.
import type { Page } from 'playwright-core';
import {
  tokenQueryParam,
  type ChannelName,
  type RequestOf,
  type ResponseOf,
} from '../../../shared/ipc/index';
import { launchTestBrowser, type TestBrowser } from './browser';
import { EncounterKeys } from './encounterKeys';
import { exchangeFromPage } from './pageSocket';
import { startServedApp, type ServedApp } from './serveProcess';

/** The DM window's token, read from the URL `npm run serve` prints. */
export function dmTokenOf(dmUrl: string): string {
  const hashQuery = new URL(dmUrl).hash.split('?')[1] ?? '';
  return new URLSearchParams(hashQuery).get(tokenQueryParam) ?? '';
}

/** Calls a channel of main as the DM window does; throws with the reply when it is refused. */
export async function callAsDm<C extends ChannelName>(
  page: Page,
  token: string,
  channel: C,
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const [reply] = (await exchangeFromPage(page, 'dm', token, [
    { json: { id: 1, channel, payload: request } },
  ])) as { result: { ok: boolean; value?: unknown } }[];
  if (!reply?.result.ok) throw new Error(`${channel}: ${JSON.stringify(reply)}`);
  return reply.result.value as ResponseOf<C>;
}

/** A served app with the DM page open on its encounter screen. */
export interface DmSession {
  readonly app: ServedApp;
  readonly browser: TestBrowser;
  readonly dm: Page;
  readonly keys: EncounterKeys;
  /** Calls a channel of main as the DM window. */
  call<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>>;
  /** Sends one encounter command as the DM window. */
  command(c: Record<string, unknown>): Promise<ResponseOf<'encounter.dispatch'>>;
  /** Closes the browser and stops the app; throws when a page reported a console error. */
  close(): Promise<void>;
}

/** Starts the served app and opens the DM page (1440×900) on its encounter screen. */
export async function openDmSession(): Promise<DmSession> {
  const app = await startServedApp();
  const browser = await launchTestBrowser();
  const dm = await browser.open(app.dmUrl, { width: 1440, height: 900 });
  await dm.getByTestId('encounter-screen').waitFor();
  const token = dmTokenOf(app.dmUrl);
  const call = <C extends ChannelName>(channel: C, request: RequestOf<C>) =>
    callAsDm(dm, token, channel, request);
  return {
    app,
    browser,
    dm,
    keys: new EncounterKeys(dm),
    call,
    command: (c) =>
      call('encounter.dispatch', { command: c as RequestOf<'encounter.dispatch'>['command'] }),
    close: async () => {
      try {
        await browser.close();
      } finally {
        await app.stop();
      }
    },
  };
}
