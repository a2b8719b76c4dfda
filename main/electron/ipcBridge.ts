import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { electronInvokeChannel, electronPushChannel } from '../../shared/ipc/electronWire';
import { fail, type WindowRole } from '../../shared/ipc/index';
import type { PushHub } from '../ipc/pushHub';
import type { Router } from '../ipc/router';

/** Connects Electron IPC to the router; windows must be attached to be heard. */
export interface IpcBridge {
  /** Gives a window its role (decided by main, never by the page) and its push events. */
  attach(window: BrowserWindow, role: WindowRole): void;
}

/**
 * Answers every window call through the router. The caller's role comes from the window that
 * sent it; calls from subframes, from pages other than the app's own, or from unknown windows
 * are refused.
 */
export function installIpcBridge(
  ipcMain: Pick<IpcMain, 'handle'>,
  router: Router,
  pushes: PushHub,
  appPageUrl: string,
  reportInternal: (channel: string, error: unknown) => void = () => undefined,
): IpcBridge {
  const roles = new Map<number, WindowRole>();

  const roleOf = (event: IpcMainInvokeEvent): WindowRole | undefined => {
    const frame = event.senderFrame;
    if (!frame || frame.parent !== null || !frame.url.startsWith(appPageUrl)) return undefined;
    return roles.get(event.sender.id);
  };

  // Every call is answered with a result: nothing a window sends rejects the invoke or throws
  // in main (the router answers its own failures; this guards the bridge around it).
  ipcMain.handle(electronInvokeChannel, async (event, channel: unknown, payload: unknown) => {
    try {
      const role = roleOf(event);
      if (!role) return fail('forbidden', { channel: channelText(channel) });
      return await router.handle(role, channel, payload);
    } catch (error) {
      reportInternal(channelText(channel), error);
      return fail('internal', { channel: channelText(channel) });
    }
  });

  return {
    attach(window, role) {
      const contents = window.webContents;
      const id = contents.id;
      roles.set(id, role);
      const unsubscribe = pushes.subscribe(role, (event, payload) => {
        if (!contents.isDestroyed()) contents.send(electronPushChannel, event, payload);
      });
      window.once('closed', () => {
        roles.delete(id);
        unsubscribe();
      });
    },
  };
}

/** The channel as text for an error, whatever the window sent. */
function channelText(channel: unknown): string {
  try {
    return String(channel).slice(0, 200);
  } catch {
    return 'unknown';
  }
}
