// The IPC contract as a browser page meets it: the player page's connection cannot call DM-only
// channels, and malformed payloads on every channel get a typed error while the server keeps
// answering.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelNames,
  channels,
  tokenQueryParam,
  type ChannelName,
  type RequestOf,
} from '../../shared/ipc/index';
import { launchTestBrowser, type TestBrowser } from './support/browser';
import { exchangeFromPage, type RawFrame } from './support/pageSocket';
import { startServedApp, type ServedApp } from './support/serveProcess';

/**
 * A valid request for channels whose happy path these tests also exercise. The role check comes
 * before the payload check, so a channel missing here is still tested with an empty payload.
 */
const validRequests: { readonly [C in ChannelName]?: RequestOf<C> } = {
  'settings.get': {},
  'settings.setLanguage': { language: 'en' },
  'encounter.get': {},
  'encounter.dispatch': {
    command: { type: 'addCombatants', combatants: [{ name: 'Intruder', kind: 'monster' }] },
  },
  'player.getView': {},
  'library.search': { text: 'goblin' },
  'library.get': { id: 'srd:goblin' },
  'library.addToEncounter': { id: 'srd:goblin', count: 1 },
  'library.create': { scope: { kind: 'global' }, system: 'dnd5e', statblock: { name: 'Intruder' } },
  'library.duplicate': { id: 'srd:goblin', scope: { kind: 'global' } },
  'library.update': { id: 'g:intruder', statblock: { name: 'Intruder' } },
  'library.delete': { id: 'g:intruder' },
  'library.importBegin': { fileName: 'intruder.json', byteLength: 2 },
  'library.importChunk': { uploadId: '0'.repeat(32), index: 0, data: 'e30=' },
  'library.importPreview': { uploadId: '0'.repeat(32), scope: { kind: 'global' } },
  'library.importCommit': { uploadId: '0'.repeat(32) },
  'library.importCancel': { uploadId: '0'.repeat(32) },
  'library.export': { scope: { kind: 'global' } },
};

/** Payloads no channel accepts: wrong types, stray fields, prototype tricks. */
const malformedForEveryChannel: readonly unknown[] = [
  null,
  0,
  'text',
  true,
  [],
  [{}],
  { unexpected: 1 },
  { name: 42, language: 42 },
  { name: { $gt: '' }, language: ['en'] },
  JSON.parse('{"__proto__": {"polluted": true}, "language": "xx"}'),
];

/** Extra payloads that are wrong for one channel in particular. */
const malformedForChannel: Partial<Record<ChannelName, readonly unknown[]>> = {
  'settings.setLanguage': [{}, { language: 'de' }, { language: '' }, { language: 'EN' }],
  'encounter.dispatch': [
    {},
    { command: null },
    { command: 'nextTurn' },
    { command: [] },
    { command: {} },
    { command: { type: '' } },
    { command: { type: 42 } },
    { command: { type: 'x'.repeat(101) } },
    { command: { type: 'nextTurn' }, extra: true },
  ],
};

let app: ServedApp;
let browser: TestBrowser;
let dmPage: Page;
let playerPage: Page;
let dmToken: string;

beforeAll(async () => {
  app = await startServedApp();
  browser = await launchTestBrowser();
  dmPage = await browser.open(app.dmUrl, { width: 1024, height: 700 });
  playerPage = await browser.open(app.playerUrl, { width: 1024, height: 700 });
  await dmPage.getByTestId('dm-page').waitFor();
  await playerPage.getByTestId('player-page').waitFor();
  const hashQuery = new URL(app.dmUrl).hash.split('?')[1] ?? '';
  dmToken = new URLSearchParams(hashQuery).get(tokenQueryParam) ?? '';
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const request = (id: number, channel: string, payload: unknown): RawFrame => ({
  json: { id, channel, payload },
});

describe('role checks over the player page connection', () => {
  const dmOnly = channelNames.filter((name) => !channels[name].roles.includes('player'));

  it('has DM-only channels to check', () => {
    expect(dmOnly).toEqual(
      expect.arrayContaining(['encounter.dispatch', 'encounter.get', 'settings.setLanguage']),
    );
  });

  it('rejects every DM-only channel, even with a valid payload, and changes nothing', async () => {
    const replies = await exchangeFromPage(
      playerPage,
      'player',
      undefined,
      dmOnly.map((name, index) => request(index + 1, name, validRequests[name] ?? {})),
    );
    expect(replies).toEqual(
      dmOnly.map((name, index) => ({
        type: 'response',
        id: index + 1,
        result: {
          ok: false,
          error: { code: 'forbidden', params: { channel: name, role: 'player' } },
        },
      })),
    );
    expect(await playerPage.getByTestId('player-combatant').count()).toBe(0);
    const [view] = await exchangeFromPage(playerPage, 'player', undefined, [
      request(1, 'player.getView', {}),
    ]);
    expect(view).toMatchObject({ result: { ok: true, value: { view: { combatants: [] } } } });
  });

  it('answers the channels the player may use', async () => {
    const allowed = channelNames.filter(
      (name) => channels[name].roles.includes('player') && validRequests[name] !== undefined,
    );
    expect(allowed).toEqual(expect.arrayContaining(['settings.get', 'player.getView']));
    const replies = await exchangeFromPage(
      playerPage,
      'player',
      undefined,
      allowed.map((name, index) => request(index + 1, name, validRequests[name])),
    );
    for (const reply of replies) expect(reply).toMatchObject({ result: { ok: true } });
  });

  it('refuses a DM connection without the DM token', async () => {
    const opened = await playerPage.evaluate(async (origin) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/ipc?role=dm`);
      return new Promise<boolean>((resolve) => {
        socket.onopen = () => resolve(true);
        socket.onerror = () => resolve(false);
      });
    }, app.origin);
    expect(opened).toBe(false);
    // Chromium logs the refused handshake as a console error; that one was expected here.
    const refused = browser.problems.findIndex((problem) => problem.includes('403'));
    expect(refused).toBeGreaterThanOrEqual(0);
    browser.problems.splice(refused, 1);
  });
});

describe('malformed payloads on every channel', () => {
  for (const name of channelNames) {
    it(`${name}: answers each malformed payload with invalidPayload`, async () => {
      const payloads = [...malformedForEveryChannel, ...(malformedForChannel[name] ?? [])];
      const frames: RawFrame[] = payloads.map((payload, index) =>
        request(index + 1, name, payload),
      );
      // A request whose payload field is missing altogether.
      frames.push({ text: JSON.stringify({ id: payloads.length + 1, channel: name }) });
      const replies = await exchangeFromPage(dmPage, 'dm', dmToken, frames);
      expect(replies).toHaveLength(frames.length);
      replies.forEach((reply, index) => {
        expect(reply, `payload #${index + 1}`).toEqual({
          type: 'response',
          id: index + 1,
          result: {
            ok: false,
            error: {
              code: 'invalidPayload',
              params: expect.objectContaining({ channel: name, field: expect.any(String) }),
            },
          },
        });
      });
    });
  }

  it('answers unreadable messages with malformedMessage or unknownChannel', async () => {
    const replies = await exchangeFromPage(dmPage, 'dm', dmToken, [
      { text: 'not json' },
      { text: '' },
      { text: '{"id": 1}' },
      { text: '{"id": -1, "channel": "settings.get", "payload": {}}' },
      { text: '{"id": 2, "channel": 7, "payload": {}}' },
      { json: [1, 2, 3] },
      { json: null },
      request(3, 'no.such.channel', {}),
      request(4, '__proto__', {}),
      request(5, 'constructor', {}),
    ]);
    expect(replies).toEqual([
      {
        type: 'response',
        id: null,
        result: { ok: false, error: { code: 'malformedMessage', params: { reason: 'json' } } },
      },
      {
        type: 'response',
        id: null,
        result: { ok: false, error: { code: 'malformedMessage', params: { reason: 'json' } } },
      },
      {
        type: 'response',
        id: 1,
        result: { ok: false, error: { code: 'malformedMessage', params: { reason: 'envelope' } } },
      },
      {
        type: 'response',
        id: null,
        result: { ok: false, error: { code: 'malformedMessage', params: { reason: 'envelope' } } },
      },
      {
        type: 'response',
        id: 2,
        result: { ok: false, error: { code: 'malformedMessage', params: { reason: 'envelope' } } },
      },
      {
        type: 'response',
        id: null,
        result: { ok: false, error: { code: 'malformedMessage', params: { reason: 'envelope' } } },
      },
      {
        type: 'response',
        id: null,
        result: { ok: false, error: { code: 'malformedMessage', params: { reason: 'envelope' } } },
      },
      {
        type: 'response',
        id: 3,
        result: {
          ok: false,
          error: { code: 'unknownChannel', params: { channel: 'no.such.channel' } },
        },
      },
      {
        type: 'response',
        id: 4,
        result: { ok: false, error: { code: 'unknownChannel', params: { channel: '__proto__' } } },
      },
      {
        type: 'response',
        id: 5,
        result: {
          ok: false,
          error: { code: 'unknownChannel', params: { channel: 'constructor' } },
        },
      },
    ]);
  });

  it('answers commands the engine rejects with the engine’s typed rule error', async () => {
    const command = (id: number, body: unknown): RawFrame =>
      request(id, 'encounter.dispatch', { command: body });
    const replies = await exchangeFromPage(dmPage, 'dm', dmToken, [
      command(1, { type: 'summonDragon' }),
      command(2, { type: 'addCombatants', combatants: 'everyone' }),
      command(3, { type: 'addCombatants', combatants: [{ name: '', kind: 'monster' }] }),
      command(4, { type: 'removeCombatant', combatantId: 'nobody' }),
      command(5, { type: 'constructor' }),
      command(6, { type: '__proto__' }),
    ]);
    const codes = replies.map(
      (reply) => (reply as { result: { error?: { code: string } } }).result.error?.code,
    );
    expect(codes).toEqual([
      'unknownCommand',
      'invalidCommand',
      'invalidCommand',
      'unknownCombatant',
      'unknownCommand',
      'unknownCommand',
    ]);
  });

  it('still serves both pages afterwards, with state unchanged', async () => {
    const replies = await exchangeFromPage(dmPage, 'dm', dmToken, [
      request(1, 'encounter.get', {}),
      request(2, 'settings.get', {}),
    ]);
    expect(replies).toEqual([
      {
        type: 'response',
        id: 1,
        result: {
          ok: true,
          value: {
            // Main showed the quick fight at start (restored or new): one change.
            revision: 1,
            encounter: expect.objectContaining({ combatantIds: [] }),
            history: { position: 0, length: 0, changedFrom: 0 },
            durability: 'notStored',
          },
        },
      },
      { type: 'response', id: 2, result: { ok: true, value: { language: 'en' } } },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(app.alive()).toBe(true);
    expect(app.stderr()).toBe('');
    expect(browser.problems).toEqual([]);
  });
});
