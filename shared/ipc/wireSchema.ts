import { z } from 'zod';

/** A request as it travels over the WebSocket: an id chosen by the caller, channel, payload. */
export const webSocketRequestSchema = z.strictObject({
  id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  channel: z.string().max(200),
  // A missing payload reaches the channel's schema, which reports it as an invalid payload.
  payload: z.unknown().optional(),
});

/** A request as it travels over the WebSocket. */
export type WebSocketRequest = z.infer<typeof webSocketRequestSchema>;
