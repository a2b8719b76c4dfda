// The Electron IPC bridge (with fake windows standing in for Electron) under hostile and failing
// calls, on main's real core: payloads nested thousands deep or cyclic (Electron's structured
// clone can carry cycles) get invalidPayload, an encounter file nested that deep is refused by
// the import, and an unexpected failure answers `internal`, logged once, never a rejection.
import type { BrowserWindow, IpcMainInvokeEvent } from 'electron';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../../main/core/createCore';
import { installIpcBridge } from '../../../../main/electron/ipcBridge';
import type { Router } from '../../../../main/ipc/router';
import type { Logger } from '../../../../main/core/logger';
import { hostileEncounterFiles } from '../../../integration/export/hostileEncounterFiles';
import { nestedValue } from '../../../integration/transport/deepPayloads';

const appUrl = 'app://combat-manager/index.html';
type Invoke = (event: IpcMainInvokeEvent, channel: unknown, payload: unknown) => Promise<unknown>;

let dataDir: string;
let core: Core;
let logger: {
  warn: ReturnType<typeof vi.fn<Logger['warn']>>;
  error: ReturnType<typeof vi.fn<Logger['error']>>;
};

/** Installs the bridge on `router` with one attached DM window; returns its invoke. */
function dmInvoke(
  router: Router,
  report = vi.fn(),
): { call: (c: unknown, p: unknown) => Promise<unknown>; report: typeof report } {
  let invoke: Invoke = () => Promise.reject(new Error('not installed'));
  const bridge = installIpcBridge(
    { handle: (_channel: string, handler: Invoke) => void (invoke = handler) } as never,
    router,
    core.pushes,
    appUrl,
    report,
  );
  const window = {
    webContents: { id: 1, isDestroyed: () => false, send: vi.fn() },
    once: () => undefined,
  } as unknown as BrowserWindow;
  bridge.attach(window, 'dm');
  const event = { sender: { id: 1 }, senderFrame: { parent: null, url: `${appUrl}#/dm` } };
  return { call: (channel, payload) => invoke(event as never, channel, payload), report };
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-bridge-faults-'));
  logger = { warn: vi.fn<Logger['warn']>(), error: vi.fn<Logger['error']>() };
  core = await createCore({ dataDir, initialLanguage: 'en', logger });
});
afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('Electron IPC bridge under hostile and failing calls', () => {
  it('answers encounter.dispatch and library.create nested 5,000 deep with invalidPayload', async () => {
    const { call } = dmInvoke(core.router);
    const statblock = nestedValue(5000);
    const dispatch = {
      command: {
        type: 'addCombatants',
        combatants: [{ name: 'Deep', kind: 'monster', statblock }],
      },
    };
    expect(await call('encounter.dispatch', dispatch)).toMatchObject({
      ok: false,
      error: {
        code: 'invalidPayload',
        params: { field: expect.stringMatching(/^command\.combatants\.0\.statblock/) },
      },
    });
    const create = { scope: { kind: 'global' }, system: 'dnd5e', statblock };
    expect(await call('library.create', create)).toMatchObject({
      error: { code: 'invalidPayload', params: { channel: 'library.create' } },
    });
    const cyclic: Record<string, unknown> = { name: 'Loop' };
    cyclic.self = cyclic;
    expect(await call('library.create', { ...create, statblock: cyclic })).toMatchObject({
      error: { code: 'invalidPayload' },
    });
    expect(await call('encounter.get', {})).toMatchObject({ ok: true });
  });

  it('refuses an encounter file nested 5,000 deep; the encounter keeps answering', async () => {
    const { call } = dmInvoke(core.router);
    const [, deepFile] = hostileEncounterFiles()[0] as [string, string, string];
    const bytes = Buffer.from(deepFile);
    const begun = (await call('export.importBegin', {
      fileName: 'fight.json',
      byteLength: bytes.byteLength,
    })) as { value: { uploadId: string; chunkBytes: number } };
    const { uploadId, chunkBytes } = begun.value;
    for (let at = 0, index = 0; at < bytes.length; at += chunkBytes, index += 1) {
      const data = bytes.subarray(at, at + chunkBytes).toString('base64');
      expect(await call('export.importChunk', { uploadId, index, data })).toMatchObject({
        ok: true,
      });
    }
    expect(
      await call('export.importPreview', { uploadId, target: { kind: 'live' } }),
    ).toMatchObject({ error: { code: 'importTooDeep' } });
    expect(await call('encounter.get', {})).toMatchObject({ ok: true });
  });

  it('answers internal when a handler throws unexpectedly, logged once', async () => {
    const { call } = dmInvoke(core.router);
    vi.spyOn(core.encounter, 'dmView').mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    expect(await call('encounter.get', {})).toEqual({
      ok: false,
      error: { code: 'internal', params: { channel: 'encounter.get' } },
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('answers internal, never rejects, when the router itself fails', async () => {
    const broken: Router = { handle: () => Promise.reject(new TypeError('bug')) };
    const { call, report } = dmInvoke(broken);
    await expect(call('settings.get', {})).resolves.toEqual({
      ok: false,
      error: { code: 'internal', params: { channel: 'settings.get' } },
    });
    expect(report).toHaveBeenCalledTimes(1);
    const throwing: Router = {
      handle: () => {
        throw new TypeError('sync bug');
      },
    };
    await expect(dmInvoke(throwing).call('settings.get', {})).resolves.toMatchObject({
      error: { code: 'internal' },
    });
  });
});
