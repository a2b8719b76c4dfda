// Runs sandboxed in every window before the page. It exposes exactly one object, `window.api`:
// a call function and a push subscription. The page never sees ipcRenderer or an IPC event.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { WindowApi } from '../../shared/ipc/api';
import { electronInvokeChannel, electronPushChannel } from '../../shared/ipc/electronWire';
import { fail } from '../../shared/ipc/errors';

const listeners = new Map<string, Set<(payload: unknown) => void>>();

ipcRenderer.on(electronPushChannel, (_event: IpcRendererEvent, name: unknown, payload: unknown) => {
  if (typeof name !== 'string') return;
  for (const listener of [...(listeners.get(name) ?? [])]) listener(payload);
});

const api: WindowApi = {
  invoke: (channel, request) =>
    // Main answers every call with a result; a rejection means the bridge itself broke.
    ipcRenderer.invoke(electronInvokeChannel, channel, request).catch(() => fail('internal')),
  subscribe(event, listener) {
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    const untyped = listener as (payload: unknown) => void;
    set.add(untyped);
    return () => {
      set.delete(untyped);
    };
  },
};

contextBridge.exposeInMainWorld('api', api);
