// The read-only LAN view serves a portrait only while the player view it streams shows it:
// a hidden creature's picture stays in the data folder even for a screen that knows its name.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startLanServer, type LanServer } from '../../../main/lan/lanServer';
import { savePortrait } from '../../../main/portraits/portraitFiles';
import type { PlayerDisplayView } from '../../../shared/ipc/channels/player';

let base: string;
let server: LanServer;
let shownPortrait: string | undefined;

const png = (fill: number) => {
  const bytes = Buffer.alloc(100, fill);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'cm-lan-portraits-'));
  const source = {
    display: () =>
      ({
        revision: 1,
        view: { combatants: shownPortrait ? [{ id: 'a', portrait: shownPortrait }] : [] },
      }) as unknown as PlayerDisplayView,
    settings: () => ({ language: 'en' as const }),
    onDisplay: () => () => undefined,
    onSettings: () => () => undefined,
  };
  server = await startLanServer({
    address: '127.0.0.1',
    port: 0,
    token: 'secret-token',
    rendererDir: base,
    source,
    onViewersChange: () => undefined,
    dataDir: base,
  });
});
afterEach(async () => {
  await server.close();
  await rm(base, { recursive: true, force: true });
});

it('serves the portraits the view shows and no other', async () => {
  const shown = await savePortrait(base, png(1));
  const hidden = await savePortrait(base, png(2));
  shownPortrait = shown;
  const get = (path: string) => fetch(new URL(path, server.url));
  const ok = await get(`portraits/${shown}`);
  expect(ok.status).toBe(200);
  expect(Buffer.from(await ok.arrayBuffer()).equals(png(1))).toBe(true);
  expect((await get(`portraits/${hidden}`)).status).toBe(404);
  expect((await get('portraits/..%2Fsecret-token')).status).toBe(404);
  shownPortrait = undefined;
  expect((await get(`portraits/${shown}`)).status).toBe(404);
});
