import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import {
  isWindowRole,
  maxWebSocketMessageBytes,
  roleQueryParam,
  tokenQueryParam,
  webSocketPath,
  type WindowRole,
} from '../../shared/ipc/index';
import type { Core } from '../core/createCore';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';
import { isExportDownloadPath, serveExportDownload } from './exportDownload';
import { readStaticFile } from './staticFiles';
import { portraitNameOf, portraitResponseHeaders, readPortrait } from '../portraits/portraitFiles';
import { serveWebSocketConnection } from './webSocketConnection';

/** The one interface the local server listens on: never reachable from other machines. */
export const localHost = '127.0.0.1';

export interface LocalServerOptions {
  readonly core: Core;
  /** The built renderer (dist/renderer). */
  readonly rendererDir: string;
  readonly port: number;
  /** Secret that a DM connection must present; the player page needs none. */
  readonly dmToken: string;
}

/** A running local server. */
export interface LocalServer {
  readonly origin: string;
  readonly dmUrl: string;
  readonly playerUrl: string;
  close(): Promise<void>;
}

/** Starts the HTTP server for the built renderer and the WebSocket endpoint for the router. */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const { core, rendererDir, dmToken } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxWebSocketMessageBytes });
  sockets.on('connection', (socket, role: WindowRole) =>
    serveWebSocketConnection(socket, role, core),
  );

  let origin = '';
  const allowedHosts = (): string[] => {
    const port = new URL(origin).port;
    return [`${localHost}:${port}`, `localhost:${port}`];
  };

  const server = createServer((request, response) => {
    void serveHttp(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  async function serveHttp(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A page of another site that rebinds its name to 127.0.0.1 sends its own Host: refuse it.
    if (!allowedHosts().includes(request.headers.host ?? ''))
      return plain(response, 421, 'Misdirected');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return plain(response, 405, 'Method not allowed');
    }
    const path = new URL(request.url ?? '/', origin).pathname;
    if (path === webSocketPath) return plain(response, 426, 'Upgrade required');
    if (isExportDownloadPath(path)) {
      return serveExportDownload(response, core.exports.service.downloads, path, request.method);
    }
    const portraitName = portraitNameOf(path);
    if (portraitName !== null) {
      const portrait = await readPortrait(core.dataDir, portraitName);
      if (!portrait) return plain(response, 404, 'Not found');
      response.writeHead(200, portraitResponseHeaders(portrait));
      return void response.end(request.method === 'HEAD' ? undefined : portrait.body);
    }
    const file = await readStaticFile(rendererDir, path);
    if (!file) return plain(response, 404, 'Not found');
    const wsOrigin = origin.replace(/^http/, 'ws');
    response.writeHead(200, {
      'Content-Type': file.contentType,
      'Content-Length': file.body.length,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(["'self'", wsOrigin]),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    response.end(request.method === 'HEAD' ? undefined : file.body);
  }

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const role = acceptedRole(request);
    if (!role) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, role));
  });

  /** The role a WebSocket upgrade may have, or undefined when it must be refused. */
  function acceptedRole(request: IncomingMessage): WindowRole | undefined {
    if (!allowedHosts().includes(request.headers.host ?? '')) return undefined;
    // Browsers always send Origin; only our own pages may connect (no cross-site WebSocket).
    const requestOrigin = request.headers.origin;
    if (
      requestOrigin !== undefined &&
      !allowedHosts().some((h) => requestOrigin === `http://${h}`)
    ) {
      return undefined;
    }
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname !== webSocketPath) return undefined;
    const role = url.searchParams.get(roleQueryParam);
    if (!isWindowRole(role)) return undefined;
    if (role === 'dm' && !sameSecret(url.searchParams.get(tokenQueryParam) ?? '', dmToken)) {
      return undefined;
    }
    return role;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, localHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${localHost}:${port}`;

  return {
    origin,
    dmUrl: `${origin}/#/dm?${tokenQueryParam}=${encodeURIComponent(dmToken)}`,
    playerUrl: `${origin}/#/player`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** Compares secrets in constant time, so the token cannot be guessed byte by byte. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
