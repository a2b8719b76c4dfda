import type { WindowRole } from '../../../shared/ipc/index';
import { roleQueryParam, tokenQueryParam, webSocketPath } from '../../../shared/ipc/wire';
import { electronTransport } from './electronTransport';
import type { Transport } from './transport';
import { webSocketTransport } from './webSocketTransport';

/**
 * Picks the transport for this page: the preload bridge inside Electron (where main already
 * knows which window is calling), otherwise the WebSocket of the local server, asking for the
 * page's role and presenting the DM token when there is one.
 */
export function connectToMain(role: WindowRole, dmToken: string | undefined): Transport {
  if (window.api) return electronTransport(window.api);
  const url = new URL(webSocketPath, window.location.href);
  url.protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  url.hash = '';
  url.searchParams.set(roleQueryParam, role);
  if (dmToken) url.searchParams.set(tokenQueryParam, dmToken);
  return webSocketTransport(url.toString());
}
