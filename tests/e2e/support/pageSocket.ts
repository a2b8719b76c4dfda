import type { Page } from 'playwright-core';
import { roleQueryParam, webSocketPath, type WindowRole } from '../../../shared/ipc/index';

/** A raw frame to send: a value to JSON-encode, or exact text (for malformed messages). */
export type RawFrame = { readonly json: unknown } | { readonly text: string };

/**
 * Opens a WebSocket from inside a page (so the browser sends the page's own Origin, exactly
 * like the app's client), sends each frame in turn and returns each reply, parsed.
 */
export async function exchangeFromPage(
  page: Page,
  role: WindowRole,
  token: string | undefined,
  frames: readonly RawFrame[],
): Promise<unknown[]> {
  const url = new URL(webSocketPath, page.url());
  url.protocol = 'ws:';
  url.hash = '';
  url.searchParams.set(roleQueryParam, role);
  if (token) url.searchParams.set('token', token);
  const texts = frames.map((frame) => ('text' in frame ? frame.text : JSON.stringify(frame.json)));
  return page.evaluate(
    async ({ socketUrl, messages }) => {
      const socket = new WebSocket(socketUrl);
      await new Promise((resolve, reject) => {
        socket.onopen = resolve;
        socket.onerror = () => reject(new Error('socket failed to open'));
      });
      const replies: unknown[] = [];
      for (const message of messages) {
        const reply = new Promise<unknown>((resolve) => {
          const onMessage = (event: MessageEvent): void => {
            const parsed = JSON.parse(String(event.data)) as { type?: string };
            if (parsed.type === 'push') return;
            socket.removeEventListener('message', onMessage);
            resolve(parsed);
          };
          socket.addEventListener('message', onMessage);
        });
        socket.send(message);
        replies.push(await reply);
      }
      socket.close();
      return replies;
    },
    { socketUrl: url.toString(), messages: texts },
  );
}
