// The read-only network view's way to main: it can only read. The page's address carries the
// view's secret token as its first path segment; the current view comes from a GET and every
// change from a stream of server-sent events. Any other call is refused here, and the server
// has no route for one anyway.
import type { IpcResult, PushName } from '../../shared/ipc/index';
import { fail } from '../../shared/ipc/errors';
import type { ConnectionStatus, Transport } from '../lib/ipc/transport';

/** The events the stream carries. */
const streamEvents: readonly PushName[] = ['player.viewChanged', 'settings.changed'];
/** The reads the view can answer, by channel. */
const reads: Readonly<Record<string, string>> = {
  'player.getView': 'api/view',
  'settings.get': 'api/settings',
};

/** The base address of the network view when this page is one (`/<token>/`), else undefined. */
export function lanBase(location: Pick<Location, 'protocol' | 'origin' | 'pathname'>) {
  const token = /^\/([A-Za-z0-9_-]{32})\/$/.exec(location.pathname)?.[1];
  if (!token || (location.protocol !== 'http:' && location.protocol !== 'https:')) return undefined;
  return `${location.origin}/${token}/`;
}

/** A transport that reads the player view from the network view at `base`. */
export function lanTransport(base: string): Transport {
  let status: ConnectionStatus = 'connecting';
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  const pushListeners = new Map<string, Set<(payload: unknown) => void>>();
  const setStatus = (next: ConnectionStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  const stream = new EventSource(`${base}api/events`);
  stream.addEventListener('open', () => setStatus('open'));
  // The browser reconnects by itself after the retry delay the server set.
  stream.addEventListener('error', () => setStatus('reconnecting'));
  for (const name of streamEvents) {
    stream.addEventListener(name, (event) => {
      let payload: unknown;
      try {
        payload = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      for (const listener of [...(pushListeners.get(name) ?? [])]) listener(payload);
    });
  }

  return {
    async invoke(channel) {
      const path = reads[channel];
      if (!path) return fail('forbidden', { channel, role: 'player' });
      try {
        const response = await fetch(`${base}${path}`, { cache: 'no-store' });
        if (!response.ok) return fail('disconnected');
        return { ok: true, value: (await response.json()) as unknown } as IpcResult<never>;
      } catch {
        return fail('disconnected');
      }
    },
    subscribe(event, listener) {
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
