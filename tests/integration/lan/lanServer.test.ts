// The read-only view on the local network, on a real socket: off by default, token, Host and
// method checks, the same projection as the player window, a live stream, and a clean stop.
import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LanStatus, PlayerDisplayView } from '../../../shared/ipc/channels/player';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { createLanFeature, type LanFeature } from '../../../main/lan/lanFeature';
import { encounterSourceOf } from '../../../main/player/feature';
import { createPlayerService, type PlayerService } from '../../../main/player/playerService';
import { defaultPlayerVisibility } from '../../../shared/ipc/channels/player';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request with full control of the method and the Host header. */
function send(url: string, options: { method?: string; host?: string } = {}): Promise<Reply> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        headers: { Host: options.host ?? target.host },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Follows the event stream, collecting its events until closed. */
function follow(
  url: string,
): Promise<{ events: { name: string; data: unknown }[]; close(): void }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const events: { name: string; data: unknown }[] = [];
    const req = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'GET' },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name && data) events.push({ name, data: JSON.parse(data) as unknown });
            end = buffer.indexOf('\n\n');
          }
        });
        resolve({ events, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const loopbackOnly = () => ({
  lo: [
    {
      address: '127.0.0.1',
      netmask: '255.0.0.0',
      family: 'IPv4' as const,
      mac: '00:00:00:00:00:00',
      internal: true,
      cidr: '127.0.0.1/8',
    },
  ],
});

let rendererDir: string;
let lan: LanFeature;
let player: PlayerService;
let encounter: ReturnType<typeof createEncounterService>;
let statuses: LanStatus[];

beforeEach(async () => {
  rendererDir = await mkdtemp(join(tmpdir(), 'cm-lan-'));
  await mkdir(join(rendererDir, 'assets'));
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>player</title>');
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  encounter = createEncounterService({ system: 'dnd5e', seed: 1 });
  player = await createPlayerService({
    encounter: encounterSourceOf(encounter),
    language: () => 'uk',
    initialVisibility: defaultPlayerVisibility,
    store: { load: () => Promise.resolve(undefined), save: () => Promise.resolve() },
  });
  statuses = [];
  lan = createLanFeature({
    rendererDir,
    networkInterfaces: loopbackOnly,
    onStatus: (status) => statuses.push(status),
    source: {
      display: () => player.display(),
      settings: () => ({ language: 'uk' }),
      onDisplay: (listener) => player.onDisplay(listener),
      onSettings: () => () => undefined,
    },
  });
});

afterEach(async () => {
  await lan.stop();
  await rm(rendererDir, { recursive: true, force: true });
});

async function enable(): Promise<{ url: string; base: string; token: string }> {
  const status = await lan.setEnabled(true, '127.0.0.1');
  const url = status.url ?? '';
  const token = new URL(url).pathname.split('/')[1] ?? '';
  return { url, base: `${new URL(url).origin}/${token}/`, token };
}

describe('LAN view', () => {
  it('is off until the DM turns it on, and lists the interfaces it could use', () => {
    expect(lan.status()).toEqual({
      enabled: false,
      available: true,
      interfaces: [{ name: 'lo', address: '127.0.0.1', family: 'IPv4', internal: true }],
      address: null,
      url: null,
      qr: null,
      viewers: 0,
    });
  });

  it('listens on the chosen address with a long random token and a QR code of its link', async () => {
    const { url, token } = await enable();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{32}\/#\/player$/);
    const status = lan.status();
    expect(status).toMatchObject({ enabled: true, address: '127.0.0.1', url });
    expect(status.qr?.rows).toHaveLength(status.qr?.size ?? -1);
    expect(status.qr?.rows.every((row) => /^[01]+$/.test(row))).toBe(true);
    expect(statuses.at(-1)?.enabled).toBe(true);
    // A new token every time it is turned on.
    await lan.setEnabled(false);
    expect((await enable()).token).not.toBe(token);
  });

  it('serves the page, its assets and the view under the token', async () => {
    const { base } = await enable();
    const page = await send(base);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>player</title>');
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await send(`${base}assets/app.js`)).status).toBe(200);
    const view = await send(`${base}api/view`);
    expect(JSON.parse(view.body)).toEqual(player.display());
    expect(JSON.parse((await send(`${base}api/settings`)).body)).toEqual({ language: 'uk' });
    // Without the slash the page's relative links would miss the token: redirect.
    const bare = await send(base.slice(0, -1));
    expect(bare.status).toBe(308);
    expect(bare.headers.location).toBe(new URL(base).pathname);
  });

  it('refuses requests without the token (401), from a foreign Host (403) and not GET (405)', async () => {
    const { base, token } = await enable();
    const origin = new URL(base).origin;
    expect((await send(`${origin}/`)).status).toBe(401);
    expect((await send(`${origin}/api/view`)).status).toBe(401);
    expect((await send(`${origin}/${token.slice(0, -1)}x/`)).status).toBe(401);
    expect((await send(`${origin}/${token}x/api/view`)).status).toBe(401);
    expect((await send(base, { host: 'evil.example:80' })).status).toBe(403);
    expect((await send(base, { host: `localhost:${new URL(base).port}` })).status).toBe(403);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']) {
      const reply = await send(`${base}api/view`, { method });
      expect(reply.status, method).toBe(405);
      if (method !== 'HEAD') expect(reply.headers.allow).toBe('GET');
    }
  });

  it('serves nothing outside the player page and its assets', async () => {
    const { base } = await enable();
    const paths = ['ws', 'api/dispatch', '..%2f..%2fetc%2fpasswd', 'assets/..%2f..%2fpackage.json'];
    for (const path of paths) expect((await send(`${base}${path}`)).status, path).toBe(404);
    // Dot segments resolve before the token is read: this one leaves the token behind.
    expect((await send(`${base}assets/../../etc/passwd`)).status).toBe(401);
  });

  it('streams every new view to each screen, the same projection as the player window', async () => {
    const { base } = await enable();
    const screen = await follow(`${base}api/events`);
    await expect.poll(() => screen.events.length).toBe(2);
    expect(screen.events[0]).toEqual({ name: 'settings.changed', data: { language: 'uk' } });
    expect(screen.events[1]).toEqual({ name: 'player.viewChanged', data: player.display() });
    expect(lan.status().viewers).toBe(1);
    expect(statuses.at(-1)?.viewers).toBe(1);

    encounter.dispatch({
      type: 'addCombatants',
      combatants: [{ name: 'Ogre', kind: 'monster', maxHp: 30 }],
    });
    await expect.poll(() => screen.events.length).toBe(3);
    const latest = screen.events[2]?.data as PlayerDisplayView;
    expect(latest).toEqual(player.display());
    expect(latest.view?.combatants.map((c) => c.name)).toEqual(['Ogre']);

    screen.close();
    await expect.poll(() => lan.status().viewers).toBe(0);
  });

  it('stops when turned off: streams end and the port no longer answers', async () => {
    const { base } = await enable();
    const screen = await follow(`${base}api/events`);
    await expect.poll(() => screen.events.length).toBe(2);
    await lan.setEnabled(false);
    expect(lan.status()).toMatchObject({ enabled: false, url: null, qr: null, viewers: 0 });
    await expect(send(base)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('refuses an address the machine does not have and a build without the page', async () => {
    await expect(lan.setEnabled(true, '10.9.8.7')).rejects.toMatchObject({
      code: 'player.lanAddressUnavailable',
    });
    expect(lan.status().enabled).toBe(false);
    const bare = createLanFeature({
      rendererDir: undefined,
      networkInterfaces: loopbackOnly,
      onStatus: () => undefined,
      source: {
        display: () => player.display(),
        settings: () => ({ language: 'en' }),
        onDisplay: () => () => undefined,
        onSettings: () => () => undefined,
      },
    });
    expect(bare.status().available).toBe(false);
    await expect(bare.setEnabled(true, '127.0.0.1')).rejects.toMatchObject({
      code: 'player.lanUnavailable',
    });
  });
});
