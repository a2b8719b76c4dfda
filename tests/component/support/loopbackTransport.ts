import type { WindowRole } from '../../../shared/ipc/index';
import type { Core } from '../../../main/core/createCore';
import type { ConnectionStatus, Transport } from '../../../renderer/lib/ipc/transport';

/**
 * Connects a page to main's real core inside the test process: calls go through the real
 * router with a fixed role and pushes come from the real hub. Every message is structured-
 * cloned and delivered asynchronously, as it would be across a process boundary.
 */
export function loopbackTransport(core: Core, role: WindowRole): Transport {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  core.pushes.subscribe(role, (event, payload) => {
    const copy = structuredClone(payload);
    queueMicrotask(() => {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(copy);
    });
  });
  return {
    async invoke(channel, request) {
      const result = await core.router.handle(role, channel, structuredClone(request));
      return structuredClone(result) as never;
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const untyped = listener as (payload: unknown) => void;
      set.add(untyped);
      return () => {
        set.delete(untyped);
      };
    },
    status: (): ConnectionStatus => 'open',
    onStatusChange: () => () => undefined,
  };
}
