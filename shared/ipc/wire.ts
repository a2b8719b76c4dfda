import { z } from 'zod';
import type { IpcResult } from './errors';

/** Path of the local WebSocket endpoint served by `npm run serve`. */
export const webSocketPath = '/ipc';

/** Query parameter naming the role a WebSocket connection asks for. */
export const roleQueryParam = 'role';

/** Query parameter carrying the DM token; a DM connection without the right token is refused. */
export const tokenQueryParam = 'token';

/** Largest WebSocket message main accepts, in bytes. */
export const maxWebSocketMessageBytes = 256 * 1024;

/** A request as it travels over the WebSocket: an id chosen by the caller, channel, payload. */
export const webSocketRequestSchema = z.strictObject({
  id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  channel: z.string().max(200),
  // A missing payload reaches the channel's schema, which reports it as an invalid payload.
  payload: z.unknown().optional(),
});

/** A request as it travels over the WebSocket. */
export type WebSocketRequest = z.infer<typeof webSocketRequestSchema>;

/** What main sends over the WebSocket: the answer to a request, or a push event. */
export type WebSocketServerMessage =
  | {
      readonly type: 'response';
      /** The request's id; null when the message was too malformed to carry one. */
      readonly id: number | null;
      readonly result: IpcResult<unknown>;
    }
  | { readonly type: 'push'; readonly event: string; readonly payload: unknown };
