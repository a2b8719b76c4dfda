// No request ends main's process over the WebSocket: a payload nested thousands deep gets a
// clear invalid-payload error, an encounter file nested that deep is refused by the import, and
// an unexpected failure (a handler that throws, an answer JSON cannot write) answers `internal`
// to that caller only, logged once, while the connection keeps answering.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../main/core/createCore';
import type { LocalServer } from '../../../main/serve/localServer';
import { fileOf, hostileEncounterFiles } from '../export/hostileEncounterFiles';
import { osrScript } from '../../unit/export/support/scripts';
import { dmClient, servedCore, type Answer } from './support';
import { deepCreatePayload, deepDispatchPayload } from './deepPayloads';

let core: Core;
let server: LocalServer;
let logger: Awaited<ReturnType<typeof servedCore>>['logger'];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ core, server, logger, close } = await servedCore());
});
afterAll(async () => close());

/** Uploads `text` through the import channels and asks for a preview into the running encounter. */
async function importPreview(client: Awaited<ReturnType<typeof dmClient>>, text: string) {
  const bytes = Buffer.from(text, 'utf8');
  const begun = await client.call('export.importBegin', {
    fileName: 'fight.json',
    byteLength: bytes.byteLength,
  });
  expect(begun.ok).toBe(true);
  const { uploadId, chunkBytes } = begun.value as { uploadId: string; chunkBytes: number };
  for (let at = 0, index = 0; at < bytes.length; at += chunkBytes, index += 1) {
    const data = bytes.subarray(at, at + chunkBytes).toString('base64');
    const sent = await client.call('export.importChunk', { uploadId, index, data });
    expect(sent).toMatchObject({ ok: true });
  }
  const preview = await client.call('export.importPreview', { uploadId, target: { kind: 'live' } });
  return { uploadId, preview };
}

describe('the WebSocket transport under hostile and failing requests', () => {
  it('answers encounter.dispatch and library.create nested 5,000 deep with invalidPayload', async () => {
    const client = await dmClient(server);
    const dispatched = await client.callRaw('encounter.dispatch', deepDispatchPayload(5000));
    expect(dispatched.error).toMatchObject({
      code: 'invalidPayload',
      params: {
        channel: 'encounter.dispatch',
        field: expect.stringMatching(/^command\.combatants\.0\.statblock/),
        problem: expect.stringContaining('tooDeep'),
      },
    });
    const created = await client.callRaw('library.create', deepCreatePayload(5000));
    expect(created.error).toMatchObject({
      code: 'invalidPayload',
      params: { channel: 'library.create', field: expect.stringMatching(/^statblock/) },
    });
    expect(await client.call('encounter.get', {})).toMatchObject({ ok: true });
    client.close();
  });

  it('refuses an encounter file nested 5,000 deep, and the encounter keeps answering', async () => {
    const client = await dmClient(server);
    const [, deepFile] = hostileEncounterFiles()[0] as [string, string, string];
    const { uploadId, preview } = await importPreview(client, deepFile);
    expect(preview.error).toMatchObject({ code: 'importTooDeep', params: { max: 80 } });
    expect((await client.call('export.importCommit', { uploadId })).error).toMatchObject({
      code: 'exportExpired',
    });
    expect(await client.call('encounter.get', {})).toMatchObject({ ok: true });
    client.close();
  });

  it('imports an ordinary file through the same channels', async () => {
    const client = await dmClient(server);
    const { uploadId, preview } = await importPreview(client, fileOf(osrScript().encounter));
    expect(preview).toMatchObject({ ok: true });
    expect(await client.call('export.importCommit', { uploadId })).toMatchObject({ ok: true });
    client.close();
  });

  it('answers internal when a handler throws unexpectedly, logged once, and goes on', async () => {
    const client = await dmClient(server);
    logger.error.mockClear();
    const spy = vi.spyOn(core.encounter, 'dmView').mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const answer: Answer = await client.call('encounter.get', {});
    expect(answer.error).toEqual({ code: 'internal', params: { channel: 'encounter.get' } });
    expect(logger.error).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(await client.call('encounter.get', {})).toMatchObject({ ok: true });
    client.close();
  });

  it('answers internal when the answer cannot be written as JSON, and goes on', async () => {
    const client = await dmClient(server);
    logger.error.mockClear();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const spy = vi.spyOn(core.encounter, 'dmView').mockImplementationOnce(() => cyclic as never);
    expect((await client.call('encounter.get', {})).error).toEqual({
      code: 'internal',
      params: { channel: 'encounter.get' },
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(await client.call('encounter.get', {})).toMatchObject({ ok: true });
    expect(client.closedWith()).toBeNull();
    client.close();
  });
});
