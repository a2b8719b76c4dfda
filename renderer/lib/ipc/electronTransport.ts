import type { WindowApi } from '../../../shared/ipc/index';
import type { Transport } from './transport';

declare global {
  interface Window {
    /** Present only inside the Electron app, exposed by the preload script. */
    readonly api?: WindowApi;
  }
}

/** The Electron transport: main is in the same app, so the connection is always open. */
export function electronTransport(api: WindowApi): Transport {
  return {
    invoke: (channel, request) => api.invoke(channel, request),
    subscribe: (event, listener) => api.subscribe(event, listener),
    status: () => 'open',
    onStatusChange: () => () => undefined,
  };
}
