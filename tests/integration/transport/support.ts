// A local server on a real port with main's real core, and WebSocket clients that send raw
// texts and wait for the answers by id (waits end when the answer arrives, never after a
// guessed number of milliseconds; the test's own time limit bounds them).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import WebSocket from 'ws';
import { createCore, type Core } from '../../../main/core/createCore';
import type { Logger } from '../../../main/core/logger';
import { startLocalServer, type LocalServer } from '../../../main/serve/localServer';

export const dmToken = 'test-token-123';

/** A served core on a temporary data folder, with its logger's calls recorded. */
export async function servedCore(): Promise<{
  core: Core;
  server: LocalServer;
  logger: {
    warn: ReturnType<typeof vi.fn<Logger['warn']>>;
    error: ReturnType<typeof vi.fn<Logger['error']>>;
  };
  close: () => Promise<void>;
}> {
  const base = await mkdtemp(join(tmpdir(), 'cm-transport-'));
  const rendererDir = join(base, 'renderer');
  await mkdir(rendererDir, { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>x</title>');
  const logger = { warn: vi.fn<Logger['warn']>(), error: vi.fn<Logger['error']>() };
  const core = await createCore({ dataDir: join(base, 'data'), initialLanguage: 'en', logger });
  const server = await startLocalServer({ core, rendererDir, port: 0, dmToken });
  return {
    core,
    server,
    logger,
    close: async () => {
      await server.close();
      await core.close();
      await rm(base, { recursive: true, force: true });
    },
  };
}

/** What a response carries. */
export interface Answer {
  ok: boolean;
  value?: unknown;
  error?: { code: string; params: Record<string, string | number> };
}

/** A DM connection that sends requests (as objects or as raw JSON text) and awaits answers. */
export async function dmClient(server: LocalServer) {
  const url = new URL('/ipc', server.origin.replace('http', 'ws'));
  url.searchParams.set('role', 'dm');
  url.searchParams.set('token', dmToken);
  const socket = new WebSocket(url, { origin: server.origin });
  const waiting = new Map<number, (answer: Answer) => void>();
  let closedWith: number | null = null;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; id?: number; result?: Answer };
    if (message.type !== 'response' || typeof message.id !== 'number') return;
    waiting.get(message.id)?.(message.result as Answer);
    waiting.delete(message.id);
  });
  socket.on('close', (code) => {
    closedWith = code;
    for (const resolve of waiting.values()) {
      resolve({ ok: false, error: { code: 'closed', params: { code } } });
    }
    waiting.clear();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  /** Sends `payloadText` (JSON) on `channel` and resolves with the answer. */
  const callRaw = (channel: string, payloadText: string): Promise<Answer> => {
    const id = nextId++;
    const answer = new Promise<Answer>((resolve) => waiting.set(id, resolve));
    socket.send(`{"id":${id},"channel":${JSON.stringify(channel)},"payload":${payloadText}}`);
    return answer;
  };
  return {
    socket,
    callRaw,
    call: (channel: string, payload: unknown) => callRaw(channel, JSON.stringify(payload)),
    closedWith: () => closedWith,
    close: () => socket.close(),
  };
}
