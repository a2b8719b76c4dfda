// The local server on a real port with main's real core: static pages, security headers, and the
// WebSocket transport's role, origin and token checks.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { maxWebSocketMessageBytes, type WindowRole } from '../../../shared/ipc/index';
import { createCore, type Core } from '../../../main/core/createCore';
import { startLocalServer, type LocalServer } from '../../../main/serve/localServer';

const dmToken = 'test-token-123';
const add = (name: string) => ({
  command: { type: 'addCombatants', combatants: [{ name, kind: 'monster' }] },
});
let base: string;
let core: Core;
let server: LocalServer;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'cm-server-'));
  const rendererDir = join(base, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'export {};');
  core = await createCore({
    dataDir: join(base, 'data'),
    initialLanguage: 'en',
    logger: { warn: vi.fn(), error: vi.fn() },
  });
  server = await startLocalServer({ core, rendererDir, port: 0, dmToken });
});
afterAll(async () => {
  await server?.close();
  // The core journals the quick fight in the data folder: closed before the folder goes.
  await core?.close();
  await rm(base, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(`${server.origin}${path}`, { method, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

type Message = { type: string; id?: number | null; event?: string };

/**
 * A connected client that collects responses and pushes. Its waits end when the awaited message
 * arrives, not after some milliseconds: a loaded machine makes them slower, never failed (the
 * test's own time limit still bounds them).
 */
async function connect(role: WindowRole | string, token?: string, origin = server.origin) {
  const url = new URL('/ipc', server.origin.replace('http', 'ws'));
  url.searchParams.set('role', role);
  if (token !== undefined) url.searchParams.set('token', token);
  const socket = new WebSocket(url, { origin });
  const messages: Message[] = [];
  const waiting = new Set<{ done: (all: Message[]) => boolean; resolve: () => void }>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const waiter of [...waiting]) {
      if (!waiter.done(messages)) continue;
      waiting.delete(waiter);
      waiter.resolve();
    }
  });
  /** Resolves once the messages received so far satisfy `done`. */
  const until = (done: (all: Message[]) => boolean): Promise<void> =>
    done(messages) ? Promise.resolve() : new Promise((resolve) => waiting.add({ done, resolve }));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  let nextId = 1;
  const pushes = (all: Message[] = messages) =>
    all.filter((m) => m.type === 'push').map((m) => m.event);
  return {
    socket,
    messages,
    until,
    pushes: () => pushes(),
    /** Resolves once a push of `event` has arrived. */
    pushed: (event: string) => until((all) => pushes(all).includes(event)),
    async call(channel: string, payload: unknown) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, channel, payload }));
      await until((all) => all.some((m) => m.id === id));
      return messages.find((m) => m.id === id);
    },
  };
}

describe('local server: pages', () => {
  it('prints URLs on 127.0.0.1 for both pages, the DM one carrying the token', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.dmUrl).toBe(`${server.origin}/#/dm?token=${dmToken}`);
    expect(server.playerUrl).toBe(`${server.origin}/#/player`);
  });

  it('serves the renderer with a strict CSP and hardening headers', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<!doctype html>');
    const port = new URL(server.origin).port;
    expect(page.headers['content-security-policy']).toContain(
      `connect-src 'self' ws://127.0.0.1:${port}`,
    );
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await get('/assets/app.js')).headers['cache-control']).toContain('immutable');
  });

  it('refuses other methods, other hosts, missing files and traversal', async () => {
    expect((await get('/', {}, 'POST')).status).toBe(405);
    expect((await get('/', { host: 'evil.example:80' })).status).toBe(421);
    expect((await get('/nope.js')).status).toBe(404);
    expect((await get('/../package.json')).status).toBe(404);
    expect((await get('/ipc')).status).toBe(426);
    expect((await get('/', {}, 'HEAD')).body).toBe('');
  });
});

describe('local server: WebSocket transport', () => {
  it('refuses a DM connection with a missing or wrong token, and unknown roles', async () => {
    await expect(connect('dm')).rejects.toThrow('HTTP 403');
    await expect(connect('dm', 'wrong-token')).rejects.toThrow('HTTP 403');
    await expect(connect('dm', `${dmToken}x`)).rejects.toThrow('HTTP 403');
    await expect(connect('admin')).rejects.toThrow('HTTP 403');
  });

  it('refuses connections from pages of other origins', async () => {
    await expect(connect('player', undefined, 'https://evil.example')).rejects.toThrow('HTTP 403');
    await expect(connect('dm', dmToken, 'http://127.0.0.1:1')).rejects.toThrow('HTTP 403');
  });

  it('runs the same router: the player connection cannot call DM-only channels', async () => {
    const player = await connect('player');
    expect(await player.call('encounter.dispatch', add('Imp'))).toEqual({
      type: 'response',
      id: 1,
      result: {
        ok: false,
        error: { code: 'forbidden', params: { channel: 'encounter.dispatch', role: 'player' } },
      },
    });
    player.socket.close();
  });

  it('pushes changes to each connection according to its role', async () => {
    const dm = await connect('dm', dmToken);
    const player = await connect('player');
    // Revision 1 is main showing the quick fight at start (restored or new); the step is 2.
    expect(await dm.call('encounter.dispatch', add('Ogre'))).toMatchObject({
      result: { ok: true, value: { revision: 2 } },
    });
    await player.pushed('player.viewChanged');
    expect(player.pushes()).toEqual(['player.viewChanged']);
    expect(dm.pushes()).toEqual(['encounter.changed']);
    await dm.call('settings.setLanguage', { language: 'uk' });
    await player.pushed('settings.changed');
    expect(player.pushes()).toContain('settings.changed');
    dm.socket.close();
    player.socket.close();
  });

  it('answers binary and unreadable frames with typed errors and stays open', async () => {
    const dm = await connect('dm', dmToken);
    dm.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    dm.socket.send('{');
    await dm.until((all) => all.length >= 2);
    expect(dm.messages).toEqual([
      {
        type: 'response',
        id: null,
        result: { ok: false, error: { code: 'malformedMessage', params: { reason: 'binary' } } },
      },
      {
        type: 'response',
        id: null,
        result: { ok: false, error: { code: 'malformedMessage', params: { reason: 'json' } } },
      },
    ]);
    expect(await dm.call('settings.get', {})).toMatchObject({ result: { ok: true } });
    dm.socket.close();
  });

  it('closes only the connection that sends an oversized message; the server carries on', async () => {
    const dm = await connect('dm', dmToken);
    const closed = new Promise<number>((resolve) => dm.socket.once('close', resolve));
    dm.socket.send('x'.repeat(maxWebSocketMessageBytes + 1));
    expect(await closed).toBe(1009);
    const again = await connect('dm', dmToken);
    expect(await again.call('settings.get', {})).toMatchObject({ result: { ok: true } });
    again.socket.close();
  });
});
