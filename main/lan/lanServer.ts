import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlayerDisplayView } from '../../shared/ipc/channels/player';
import type { Settings } from '../../shared/ipc/index';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';
import { readStaticFile } from '../serve/staticFiles';
import { portraitNameOf, portraitResponseHeaders, readPortrait } from '../portraits/portraitFiles';
import {
  defaultLanLimits,
  limitConnections,
  serverTimeouts,
  type LanLimits,
} from './connectionLimits';
import { hostAuthority } from './interfaces';

/** What the read-only view shows: the player display's view and its language. */
export interface LanSource {
  display(): PlayerDisplayView;
  settings(): Settings;
  onDisplay(listener: (display: PlayerDisplayView) => void): () => void;
  onSettings(listener: (settings: Settings) => void): () => void;
}

export interface LanServerOptions {
  /** The one address to listen on. */
  readonly address: string;
  /** 0 lets the system pick a free port. */
  readonly port: number;
  /** The secret every request must carry as the first path segment. */
  readonly token: string;
  /** The built renderer (dist/renderer). */
  readonly rendererDir: string;
  readonly source: LanSource;
  /** Told when a screen starts or stops following the stream. */
  readonly onViewersChange: (viewers: number) => void;
  /** Connection caps and timeouts; defaultLanLimits unless a test gives its own. */
  readonly limits?: Partial<LanLimits>;
  /** The data folder whose portraits the view may show; none are served without it. */
  readonly dataDir?: string;
}

/** A running read-only view. */
export interface LanServer {
  readonly url: string;
  viewers(): number;
  /** Connections open now (streams included). */
  connections(): number;
  close(): Promise<void>;
}

/** Most screens that may follow the stream at once (phones, tablets, a TV…). */
export const maxLanViewers = 32;
/** A comment line sent this often keeps idle connections (and Wi-Fi power saving) awake. */
const heartbeatMs = 20_000;

/**
 * Starts the read-only view of the player display on one network interface. It answers only
 * GET, only for the Host it listens as (a site that rebinds its name to this address is
 * refused), only under the secret token; it serves the built player page, the current view as
 * JSON and a live stream of views (server-sent events). Nothing a page sends can change
 * anything: there is no other route.
 */
export async function startLanServer(options: LanServerOptions): Promise<LanServer> {
  const { token, rendererDir, source } = options;
  const streams = new Set<ServerResponse>();
  let authority = '';

  const limits: LanLimits = { ...defaultLanLimits, ...options.limits };
  const server = createServer(serverTimeouts(limits), (request, response) => {
    void route(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  const connections = limitConnections(server, limits);
  // A broken client connection must not throw in main.
  server.on('clientError', (_error, socket) => socket.destroy());

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.headers.host !== authority) return plain(response, 403, 'Forbidden');
    if (request.method !== 'GET') {
      response.setHeader('Allow', 'GET');
      return plain(response, 405, 'Method not allowed');
    }
    const path = new URL(request.url ?? '/', `http://${authority}`).pathname;
    const [, given = '', ...rest] = path.split('/');
    if (!sameSecret(given, token)) return plain(response, 401, 'Unauthorized');
    if (rest.length === 0) {
      // The page loads its scripts relative to its own address, so it needs the slash.
      response.writeHead(308, { Location: `/${token}/`, 'Cache-Control': 'no-store' });
      return void response.end();
    }
    const inner = `/${rest.join('/')}`;
    if (inner === '/api/view') return json(response, source.display());
    if (inner === '/api/settings') return json(response, { language: source.settings().language });
    if (inner === '/api/events') return stream(request, response);
    const portraitName = portraitNameOf(inner);
    if (portraitName !== null) return portrait(response, portraitName);
    if (inner !== '/' && inner !== '/favicon.svg' && !inner.startsWith('/assets/')) {
      return plain(response, 404, 'Not found');
    }
    const file = await readStaticFile(rendererDir, inner);
    if (!file) return plain(response, 404, 'Not found');
    response.writeHead(200, {
      ...securityHeaders,
      'Content-Type': file.contentType,
      'Content-Length': file.body.length,
      'Cache-Control': file.immutable ? 'private, max-age=31536000, immutable' : 'no-store',
    });
    response.end(file.body);
  }

  /** A portrait the current view shows, and no other: a hidden creature's is never served. */
  async function portrait(response: ServerResponse, name: string): Promise<void> {
    const shown = source.display().view?.combatants.some((c) => c.portrait === name) === true;
    const file =
      shown && options.dataDir !== undefined
        ? await readPortrait(options.dataDir, name)
        : undefined;
    if (!file) return plain(response, 404, 'Not found');
    response.writeHead(200, { ...portraitResponseHeaders(file), 'Cache-Control': 'no-store' });
    response.end(file.body);
  }

  function stream(request: IncomingMessage, response: ServerResponse): void {
    if (streams.size >= maxLanViewers) return plain(response, 503, 'Too many screens');
    request.socket.setNoDelay(true);
    // A stream is quiet between changes (a heartbeat every 20 s): it is not an idle socket,
    // and the request timeout does not apply to an answer that never ends.
    request.socket.setTimeout(0);
    request.setTimeout(0);
    response.writeHead(200, {
      ...securityHeaders,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    response.write('retry: 1000\n\n');
    response.write(event('settings.changed', { language: source.settings().language }));
    response.write(event('player.viewChanged', source.display()));
    streams.add(response);
    options.onViewersChange(streams.size);
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatMs);
    response.on('close', () => {
      clearInterval(heartbeat);
      streams.delete(response);
      options.onViewersChange(streams.size);
    });
  }

  const broadcast = (text: string): void => {
    for (const response of streams) response.write(text);
  };
  // Each change is serialised once, however many screens follow it.
  const stopDisplay = source.onDisplay((display) =>
    broadcast(event('player.viewChanged', display)),
  );
  const stopSettings = source.onSettings((settings) =>
    broadcast(event('settings.changed', { language: settings.language })),
  );

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.address, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    stopDisplay();
    stopSettings();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  authority = hostAuthority(options.address, port);

  return {
    url: `http://${authority}/${token}/#/player`,
    viewers: () => streams.size,
    connections: () => connections.open(),
    close: () =>
      new Promise<void>((resolve) => {
        stopDisplay();
        stopSettings();
        for (const response of streams) response.end();
        streams.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy(["'self'"]),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
} as const;

function event(name: string, payload: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
}

function json(response: ServerResponse, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value));
  response.writeHead(200, {
    ...securityHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

/** Compares secrets in constant time, so the token cannot be guessed byte by byte. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
