/**
 * The strict Content-Security-Policy of every app page: only the app's own scripts and styles,
 * no inline code, no plugins, no framing, no form posts, and network access only to the
 * listed endpoints (none in Electron, the local WebSocket in the browser build).
 */
export function contentSecurityPolicy(connectSources: readonly string[]): string {
  const connect = connectSources.length > 0 ? connectSources.join(' ') : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // Pictures (portraits) come only from the app's own origin: no data:, blob: or network.
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${connect}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
