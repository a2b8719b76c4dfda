import type { Session } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { hardenSession } from '../../../../main/electron/sessionSecurity';

type Callback = (response: Record<string, unknown>) => void;

/** A stand-in for Electron's Session that records the handlers main installs. */
function fakeSession() {
  const handlers: Record<string, (...args: never[]) => unknown> = {};
  const session = {
    setPermissionRequestHandler: (h: never) => (handlers.permissionRequest = h),
    setPermissionCheckHandler: (h: never) => (handlers.permissionCheck = h),
    setDevicePermissionHandler: (h: never) => (handlers.devicePermission = h),
    webRequest: {
      onBeforeRequest: (h: never) => (handlers.beforeRequest = h),
      onHeadersReceived: (h: never) => (handlers.headersReceived = h),
    },
  };
  hardenSession(session as unknown as Session);
  return handlers as Record<string, (...args: unknown[]) => unknown>;
}

describe('session security', () => {
  it('denies every permission request and check', () => {
    const handlers = fakeSession();
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      const callback = vi.fn();
      handlers.permissionRequest?.({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(handlers.permissionCheck?.({}, permission)).toBe(false);
    }
    expect(handlers.devicePermission?.({})).toBe(false);
  });

  it('cancels every request that is not the app’s own page (file:// included)', () => {
    const handlers = fakeSession();
    const cancelled = (url: string): unknown => {
      let response: Record<string, unknown> = {};
      handlers.beforeRequest?.({ url }, ((r) => (response = r)) as Callback);
      return response.cancel;
    };
    expect(cancelled('app://combat-manager/index.html')).toBe(false);
    expect(cancelled('file:///app/dist/renderer/index.html')).toBe(true);
    expect(cancelled('file:///etc/passwd')).toBe(true);
    expect(cancelled('devtools://devtools/bundled/inspector.html')).toBe(false);
    expect(cancelled('https://example.com/x.js')).toBe(true);
    expect(cancelled('http://127.0.0.1:8080/')).toBe(true);
    expect(cancelled('ws://127.0.0.1:8080/ipc')).toBe(true);
  });

  it('adds the strict CSP to every response and keeps the other headers', () => {
    const handlers = fakeSession();
    let response: Record<string, unknown> = {};
    handlers.headersReceived?.(
      { responseHeaders: { 'Content-Type': ['text/html'] } },
      ((r) => (response = r)) as Callback,
    );
    const headers = response.responseHeaders as Record<string, string[]>;
    expect(headers['Content-Type']).toEqual(['text/html']);
    const csp = headers['Content-Security-Policy']?.[0] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe');
  });
});
