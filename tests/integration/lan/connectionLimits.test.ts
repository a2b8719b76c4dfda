// The LAN view bounds what the network may hold open, so it cannot starve the data folder of
// descriptors: connections beyond the caps (per address and in all) are closed at once, and
// idle or slow requests are closed after their timeouts. Loopback only, small caps and short
// timeouts, so the test stays bounded in sockets and time.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlayerDisplayView } from '../../../shared/ipc/channels/player';
import { startLanServer, type LanServer } from '../../../main/lan/lanServer';

let base: string;
let server: LanServer;
const sockets: Socket[] = [];

const source = {
  display: () => ({ view: null }) as unknown as PlayerDisplayView,
  settings: () => ({ language: 'en' as const }),
  onDisplay: () => () => undefined,
  onSettings: () => () => undefined,
};

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'cm-lan-limits-'));
  await mkdir(base, { recursive: true });
  await writeFile(join(base, 'index.html'), '<!doctype html><title>x</title>');
  server = await startLanServer({
    address: '127.0.0.1',
    port: 0,
    token: 'secret-token',
    rendererDir: base,
    source,
    onViewersChange: () => undefined,
    limits: { perAddress: 3, total: 5, idleMs: 400, headersMs: 400, requestMs: 800 },
  });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server.close();
  await rm(base, { recursive: true, force: true });
});

const port = () => Number(new URL(server.url).port);

/** Opens a TCP connection from `from` (any 127.x address works on loopback). */
function open(from = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: port(), localAddress: from });
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with how long `socket` stayed open, once the server closes it. */
function closedAfter(socket: Socket): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => {
    if (socket.destroyed || socket.readableEnded) resolve(0);
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(performance.now() - start));
    socket.resume();
  });
}

/** Waits until the server has counted `n` connections. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('LAN view connection limits', () => {
  it('closes connections beyond the cap of one address at once', async () => {
    const kept = await Promise.all([open(), open(), open()]);
    await until(() => server.connections() === 3);
    const extra = await open();
    expect(await closedAfter(extra)).toBeLessThan(300);
    expect(server.connections()).toBe(3);
    expect(kept.every((socket) => !socket.destroyed)).toBe(true);
  });

  it('closes connections beyond the cap in all, whatever their address', async () => {
    await Promise.all([open('127.0.0.1'), open('127.0.0.1'), open('127.0.0.2')]);
    await Promise.all([open('127.0.0.2'), open('127.0.0.3')]);
    await until(() => server.connections() === 5);
    const extra = await open('127.0.0.4');
    expect(await closedAfter(extra)).toBeLessThan(300);
    expect(server.connections()).toBe(5);
  });

  it('closes an idle connection and a request whose headers trickle in', async () => {
    const idle = await open();
    const slow = await open();
    slow.write('GET /secret-token/ HTTP/1.1\r\n');
    const drip = setInterval(() => slow.write('X-Slow: 1\r\n'), 100);
    const [idleFor, slowFor] = await Promise.all([closedAfter(idle), closedAfter(slow)]);
    clearInterval(drip);
    expect(idleFor).toBeLessThan(2_000);
    expect(slowFor).toBeLessThan(2_000);
    await until(() => server.connections() === 0);
    // Freed room is usable again.
    const again = await open();
    await until(() => server.connections() === 1);
    expect(again.destroyed).toBe(false);
  });
});
