import type { IpcResult, PushName, WebSocketServerMessage } from '../../../shared/ipc/index';
import { fail } from '../../../shared/ipc/errors';
import type { ConnectionStatus, Transport } from './transport';

/** Delays between reconnection attempts: quick at first, then every few seconds. */
const reconnectDelaysMs = [100, 250, 500, 1000, 2000, 4000];

/**
 * Talks to main over the local WebSocket served by `npm run serve`. Calls made while the
 * socket is (re)connecting wait for it; calls in flight when it drops resolve with a
 * `disconnected` error. The socket reconnects on its own.
 */
export function webSocketTransport(url: string): Transport {
  let socket: WebSocket | undefined;
  let status: ConnectionStatus = 'connecting';
  let nextId = 1;
  let attempt = 0;
  const pending = new Map<number, (result: IpcResult<unknown>) => void>();
  const outbox: string[] = [];
  const pushListeners = new Map<string, Set<(payload: unknown) => void>>();
  const statusListeners = new Set<(status: ConnectionStatus) => void>();

  const setStatus = (next: ConnectionStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  const connect = (): void => {
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener('open', () => {
      attempt = 0;
      for (const message of outbox.splice(0)) ws.send(message);
      setStatus('open');
    });
    ws.addEventListener('message', (event) => {
      if (typeof event.data === 'string') receive(event.data);
    });
    ws.addEventListener('close', () => {
      socket = undefined;
      for (const resolve of pending.values()) resolve(fail('disconnected'));
      pending.clear();
      setStatus('reconnecting');
      const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)];
      attempt += 1;
      setTimeout(connect, delay);
    });
  };

  const receive = (text: string): void => {
    let message: WebSocketServerMessage;
    try {
      message = JSON.parse(text) as WebSocketServerMessage;
    } catch {
      return;
    }
    if (message.type === 'push') {
      for (const listener of [...(pushListeners.get(message.event) ?? [])]) {
        listener(message.payload);
      }
    } else if (message.type === 'response' && message.id !== null) {
      pending.get(message.id)?.(message.result);
      pending.delete(message.id);
    }
  };

  connect();

  return {
    invoke(channel, request) {
      const id = nextId++;
      const text = JSON.stringify({ id, channel, payload: request });
      return new Promise((resolve) => {
        pending.set(id, resolve as (result: IpcResult<unknown>) => void);
        if (socket?.readyState === WebSocket.OPEN) socket.send(text);
        else outbox.push(text);
      });
    },
    subscribe(event: PushName, listener) {
      const listeners = pushListeners.get(event) ?? new Set();
      pushListeners.set(event, listeners);
      const untyped = listener as (payload: unknown) => void;
      listeners.add(untyped);
      return () => {
        listeners.delete(untyped);
      };
    },
    status: () => status,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
  };
}
