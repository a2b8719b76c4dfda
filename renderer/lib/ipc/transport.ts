import type { WindowApi } from '../../../shared/ipc/index';

/** Whether the page can currently reach main. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

/** A way of reaching main: Electron's preload bridge or the local WebSocket. */
export interface Transport extends WindowApi {
  status(): ConnectionStatus;
  /** Listens to status changes; returns the function that stops listening. */
  onStatusChange(listener: (status: ConnectionStatus) => void): () => void;
}
