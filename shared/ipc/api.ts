import type { ChannelName, PushName, PushPayloadOf, RequestOf, ResponseOf } from './contract';
import type { IpcResult } from './errors';

/**
 * The whole surface a window gets for talking to main. The Electron preload exposes it as
 * `window.api`; the browser build implements it over the local WebSocket.
 */
export interface WindowApi {
  /** Calls a channel; resolves with its value or a typed error, never rejects. */
  invoke<C extends ChannelName>(
    channel: C,
    request: RequestOf<C>,
  ): Promise<IpcResult<ResponseOf<C>>>;
  /** Listens to a push event; returns the function that stops listening. */
  subscribe<P extends PushName>(
    event: P,
    listener: (payload: PushPayloadOf<P>) => void,
  ): () => void;
}
