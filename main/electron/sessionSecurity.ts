import type { Session } from 'electron';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';
import { appScheme } from './appProtocol';

/** URL schemes the app's own pages load from; everything else (the network) is refused. */
const localSchemes = [`${appScheme}:`, 'devtools:', 'data:', 'blob:'];

/**
 * Locks the session down: every permission request and check is denied, every response gets
 * the strict CSP (no network connections at all), and requests to anything but local files are
 * cancelled (file:// too: the pages come from app://), because the app works offline by design.
 */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.webRequest.onBeforeRequest((details, callback) => {
    callback({ cancel: !localSchemes.some((scheme) => details.url.startsWith(scheme)) });
  });
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [contentSecurityPolicy([])],
      },
    });
  });
}
