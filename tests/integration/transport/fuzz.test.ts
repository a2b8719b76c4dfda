// Every channel of the contract driven with generated payloads (fast-check), as the DM and as
// the player display, for a bounded time: main's process stays up, and every answer is a value
// or a typed error `{ code, params }` with plain parameters that the WebSocket can send.
import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelNames, type IpcResult, type WindowRole } from '../../../shared/ipc/index';
import { createCore, type Core } from '../../../main/core/createCore';
import type { Logger } from '../../../main/core/logger';

/** How long the whole run may take. */
const budgetMs = 4_000;

let dir: string;
let core: Core;
const logger = { warn: vi.fn<Logger['warn']>(), error: vi.fn<Logger['error']>() };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cm-fuzz-'));
  core = await createCore({ dataDir: dir, initialLanguage: 'en', logger, seed: 1 });
});
afterAll(async () => {
  await core.close();
  await rm(dir, { recursive: true, force: true });
});

// Field names the channels use, so generated objects reach past the first schema check.
const keys = fc.constantFrom(
  'command',
  'type',
  'combatants',
  'name',
  'kind',
  'id',
  'campaignId',
  'uploadId',
  'index',
  'data',
  'target',
  'scope',
  'system',
  'statblock',
  'language',
  'entry',
  'rest',
  'memberIds',
  'count',
  'enabled',
  'address',
  'visibility',
  'combatantId',
  'fileName',
  'byteLength',
  'jobId',
  'source',
  'format',
  'audience',
  'destination',
  'text',
  'archived',
  'key',
  'value',
  '__proto__',
);
const leaf = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('dm', 'player', 'dnd5e', 'osr', 'adnd2e', 'en', 'uk', 'global', 'live'),
);
const payload = fc.oneof(
  fc.anything({ maxDepth: 4 }),
  fc.dictionary(keys, fc.oneof(leaf, fc.dictionary(keys, leaf), fc.array(leaf)), {
    maxKeys: 6,
  }),
);

/** True when `result` is a value or a typed error with plain parameters. */
function isTypedResult(result: IpcResult<unknown>): boolean {
  if (result.ok) return true;
  const { code, params } = result.error;
  return (
    typeof code === 'string' &&
    /^[A-Za-z][\w.]*$/.test(code) &&
    Object.values(params).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

describe('every channel under generated payloads', () => {
  it('answers each with a value or a typed error, and main keeps answering', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const internal: string[] = [];
    let calls = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...channelNames),
          fc.constantFrom<WindowRole>('dm', 'player'),
          payload,
          async (channel, role, body) => {
            const result = await core.router.handle(role, channel, body);
            calls += 1;
            expect(isTypedResult(result)).toBe(true);
            // What the WebSocket would send must be writable.
            expect(() => JSON.stringify(result)).not.toThrow();
            if (!result.ok && result.error.code === 'internal') internal.push(channel);
          },
        ),
        { numRuns: 1_000_000, interruptAfterTimeLimit: budgetMs, seed: 18 },
      );
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(calls).toBeGreaterThan(100);
    expect(rejections).toEqual([]);
    expect(internal).toEqual([]);
    // Still up and answering.
    expect(await core.router.handle('dm', 'settings.get', {})).toMatchObject({ ok: true });
  }, 30_000);
});
