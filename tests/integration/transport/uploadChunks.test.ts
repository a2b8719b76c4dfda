// An upload's chunks fit the transport they travel on: a 5 MB exported encounter is imported
// over the WebSocket of `npm run serve` (its messages capped at 256 KiB, base64 adding a third)
// and over the Electron IPC bridge, in the chunks main asks for.
import type { BrowserWindow, IpcMainInvokeEvent } from 'electron';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxWebSocketMessageBytes } from '../../../shared/ipc/index';
import { installIpcBridge } from '../../../main/electron/ipcBridge';
import type { Core } from '../../../main/core/createCore';
import type { LocalServer } from '../../../main/serve/localServer';
import { largeEncounterFile } from '../export/largeEncounterFile';
import { dmClient, servedCore, type Answer } from './support';

const fiveMegabytes = 5 * 1024 * 1024;
let core: Core;
let server: LocalServer;
let close: () => Promise<void>;
let file: Buffer;

beforeAll(async () => {
  ({ core, server, close } = await servedCore());
  file = Buffer.from(largeEncounterFile(fiveMegabytes));
});
afterAll(async () => close());

/** Imports `file` into the running encounter through `call`, the way the DM window does. */
async function importThrough(
  call: (channel: string, payload: unknown) => Promise<Answer>,
  onChunk: (payload: { data: string }) => void = () => undefined,
): Promise<Answer> {
  const begun = await call('export.importBegin', {
    fileName: 'long-fight.json',
    byteLength: file.byteLength,
  });
  expect(begun).toMatchObject({ ok: true });
  const { uploadId, chunkBytes } = begun.value as { uploadId: string; chunkBytes: number };
  for (let at = 0, index = 0; at < file.length; at += chunkBytes, index += 1) {
    const payload = {
      uploadId,
      index,
      data: file.subarray(at, at + chunkBytes).toString('base64'),
    };
    onChunk(payload);
    expect(await call('export.importChunk', payload)).toMatchObject({ ok: true });
  }
  expect(await call('export.importPreview', { uploadId, target: { kind: 'live' } })).toMatchObject({
    ok: true,
  });
  return call('export.importCommit', { uploadId });
}

describe('uploads in chunks that fit the transport', () => {
  it('imports a 5 MB encounter file over the WebSocket, every message under the cap', async () => {
    expect(file.byteLength).toBeGreaterThanOrEqual(fiveMegabytes);
    const client = await dmClient(server);
    let largest = 0;
    const committed = await importThrough(client.call, ({ data }) => {
      const message = JSON.stringify({ id: 1e9, channel: 'export.importChunk', payload: { data } });
      largest = Math.max(largest, Buffer.byteLength(message) + 100);
    });
    expect(committed).toMatchObject({ ok: true, value: { imported: 1 } });
    expect(largest).toBeLessThanOrEqual(maxWebSocketMessageBytes);
    expect(client.closedWith()).toBeNull();
    client.close();
  });

  it('imports a 5 MB encounter file over the Electron IPC bridge', async () => {
    const appUrl = 'app://combat-manager/index.html';
    type Invoke = (
      event: IpcMainInvokeEvent,
      channel: unknown,
      payload: unknown,
    ) => Promise<unknown>;
    let invoke: Invoke = () => Promise.reject(new Error('not installed'));
    const bridge = installIpcBridge(
      { handle: (_channel: string, handler: Invoke) => void (invoke = handler) } as never,
      core.router,
      core.pushes,
      appUrl,
    );
    const window = {
      webContents: { id: 7, isDestroyed: () => false, send: vi.fn() },
      once: () => undefined,
    } as unknown as BrowserWindow;
    bridge.attach(window, 'dm');
    const event = { sender: { id: 7 }, senderFrame: { parent: null, url: `${appUrl}#/dm` } };
    // Electron copies each payload with the structured clone algorithm.
    const call = async (channel: string, payload: unknown) =>
      (await invoke(event as never, channel, structuredClone(payload))) as Answer;
    expect(await importThrough(call)).toMatchObject({ ok: true, value: { imported: 1 } });
  });
});
