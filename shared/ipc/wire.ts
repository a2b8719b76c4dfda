// Kept free of schema code so the renderer can import it without bundling zod.
import type { IpcResult } from './errors';

/** Path of the local WebSocket endpoint served by `npm run serve`. */
export const webSocketPath = '/ipc';

/** Query parameter naming the role a WebSocket connection asks for. */
export const roleQueryParam = 'role';

/** Query parameter carrying the DM token; a DM connection without the right token is refused. */
export const tokenQueryParam = 'token';

/** Largest WebSocket message main accepts, in bytes. */
export const maxWebSocketMessageBytes = 256 * 1024;

/** What main sends over the WebSocket: the answer to a request, or a push event. */
export type WebSocketServerMessage =
  | {
      readonly type: 'response';
      /** The request's id; null when the message was too malformed to carry one. */
      readonly id: number | null;
      readonly result: IpcResult<unknown>;
    }
  | { readonly type: 'push'; readonly event: string; readonly payload: unknown };
