import type {
  ChannelName,
  IpcResult,
  PushName,
  PushPayloadOf,
  RequestOf,
  ResponseOf,
} from '../../../shared/ipc/index';
import type { ConnectionStatus, Transport } from './transport';

/**
 * The renderer's one way to main: typed calls and push subscriptions over whichever transport
 * the page has, with the connection status as reactive state.
 */
export class IpcClient {
  status: ConnectionStatus = $state('connecting');
  readonly #transport: Transport;
  // A registry of callbacks, not state the page renders.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #reconnectListeners = new Set<() => void>();

  constructor(transport: Transport) {
    this.#transport = transport;
    this.status = transport.status();
    transport.onStatusChange((next) => {
      const wasDown = this.status === 'reconnecting';
      this.status = next;
      // Pushes sent while the page was offline are lost; stores reload on reconnection.
      if (wasDown && next === 'open')
        for (const listener of [...this.#reconnectListeners]) listener();
    });
  }

  /** Calls a channel; resolves with its value or a typed error. */
  call<C extends ChannelName>(
    channel: C,
    request: RequestOf<C>,
  ): Promise<IpcResult<ResponseOf<C>>> {
    return this.#transport.invoke(channel, request);
  }

  /** Listens to a push event; returns the function that stops listening. */
  on<P extends PushName>(event: P, listener: (payload: PushPayloadOf<P>) => void): () => void {
    return this.#transport.subscribe(event, listener);
  }

  /** Runs `listener` each time the connection comes back after dropping. */
  onReconnect(listener: () => void): () => void {
    this.#reconnectListeners.add(listener);
    return () => {
      this.#reconnectListeners.delete(listener);
    };
  }
}
