import type { RawData, WebSocket } from 'ws';
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
  /**
   * Sends an answer. One that cannot be serialised (a cycle, a BigInt, nesting too deep for
   * JSON.stringify) is logged and answered `internal` instead, so the caller is not left
   * waiting and nothing is thrown into the event loop.
   */
  const respond = (id: number | null, result: IpcResult<unknown>, channel = ''): void => {
    try {
      send({ type: 'response', id, result });
    } catch (error) {
      core.logger.error(`answer of "${channel}" could not be sent`, error);
      send({ type: 'response', id, result: fail('internal', { channel }) });
    }
  };

  const unsubscribe = core.pushes.subscribe(role, (event, payload) =>
    send({ type: 'push', event, payload }),
  );
  socket.on('close', unsubscribe);
  // A broken socket closes itself; without a listener its error would be thrown in main.
  socket.on('error', () => socket.terminate());

  socket.on('message', (data, isBinary) => {
    try {
      receive(data, isBinary);
    } catch (error) {
      core.logger.error('reading a WebSocket message failed', error);
      respond(null, fail('internal', {}));
    }
  });

  function receive(data: RawData, isBinary: boolean): void {
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
    core.router
      .handle(role, channel, payload)
      // The router answers every failure itself; this only guards against a bug in it.
      .catch((error: unknown) => {
        core.logger.error(`routing "${channel}" failed`, error);
        return fail('internal', { channel: channel.slice(0, 200) });
      })
      .then((result) => respond(id, result, channel.slice(0, 200)))
      .catch((error: unknown) => core.logger.error('answering a request failed', error));
  }
}

/** The caller's id of a malformed request, when it has a usable one, so it can match the error. */
function readId(message: unknown): number | null {
  if (typeof message !== 'object' || message === null) return null;
  const id = (message as { id?: unknown }).id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : null;
}
