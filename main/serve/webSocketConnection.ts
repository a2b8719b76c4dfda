import type { WebSocket } from 'ws';
import {
  fail,
  webSocketRequestSchema,
  type IpcResult,
  type WebSocketServerMessage,
  type WindowRole,
} from '../../shared/ipc/index';
import type { Core } from '../core/createCore';

/**
 * Serves one browser page over its WebSocket: requests go through the same router as Electron
 * IPC with the role fixed when the connection was accepted, and the page receives the push
 * events its role may see. Unreadable messages get a typed error; the connection stays open.
 */
export function serveWebSocketConnection(socket: WebSocket, role: WindowRole, core: Core): void {
  const send = (message: WebSocketServerMessage): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const respond = (id: number | null, result: IpcResult<unknown>): void =>
    send({ type: 'response', id, result });

  const unsubscribe = core.pushes.subscribe(role, (event, payload) =>
    send({ type: 'push', event, payload }),
  );
  socket.on('close', unsubscribe);
  // A broken socket closes itself; without a listener its error would be thrown in main.
  socket.on('error', () => socket.terminate());

  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      respond(null, fail('malformedMessage', { reason: 'binary' }));
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    } catch {
      respond(null, fail('malformedMessage', { reason: 'json' }));
      return;
    }
    const request = webSocketRequestSchema.safeParse(message);
    if (!request.success) {
      respond(readId(message), fail('malformedMessage', { reason: 'envelope' }));
      return;
    }
    const { id, channel, payload } = request.data;
    void core.router.handle(role, channel, payload).then((result) => respond(id, result));
  });
}

/** The caller's id of a malformed request, when it has a usable one, so it can match the error. */
function readId(message: unknown): number | null {
  if (typeof message !== 'object' || message === null) return null;
  const id = (message as { id?: unknown }).id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : null;
}
