// A LAN address that is not this machine's is refused before anything stops: a running view
// keeps running at the same address, for the screens already following it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlayerDisplayView } from '../../../shared/ipc/channels/player';
import { createLanFeature, type LanFeature } from '../../../main/lan/lanFeature';

let rendererDir: string;
let lan: LanFeature;

beforeEach(async () => {
  rendererDir = await mkdtemp(join(tmpdir(), 'cm-lan-address-'));
  await mkdir(rendererDir, { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>player</title>');
  lan = createLanFeature({
    rendererDir,
    networkInterfaces: () => ({
      lo: [
        {
          address: '127.0.0.1',
          netmask: '255.0.0.0',
          family: 'IPv4',
          mac: '00:00:00:00:00:00',
          internal: true,
          cidr: '127.0.0.1/8',
        },
      ],
    }),
    onStatus: () => undefined,
    source: {
      display: () => ({ view: null }) as unknown as PlayerDisplayView,
      settings: () => ({ language: 'en' }),
      onDisplay: () => () => undefined,
      onSettings: () => () => undefined,
    },
  });
});
afterEach(async () => {
  await lan.stop();
  await rm(rendererDir, { recursive: true, force: true });
});

describe('turning the LAN view on at a bad address', () => {
  it('is refused and leaves the running view as it was', async () => {
    const running = await lan.setEnabled(true, '127.0.0.1');
    expect(running.enabled).toBe(true);
    await expect(lan.setEnabled(true, '10.99.99.99')).rejects.toMatchObject({
      code: 'player.lanAddressUnavailable',
      params: { address: '10.99.99.99' },
    });
    expect(lan.status()).toMatchObject({ enabled: true, url: running.url, address: '127.0.0.1' });
    const page = await fetch(running.url ?? '');
    expect(page.status).toBe(200);
  });
});
