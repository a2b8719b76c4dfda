// Bounds on what the network can hold open on the read-only LAN view. Anyone on the network can
// connect, so without bounds a thousand half-open requests would pin a thousand descriptors
// until the process runs out (EMFILE) and the fight's journal can no longer be appended. The
// caps keep the LAN view's share of descriptors small and fixed, so the data folder always has
// the rest; idle and slow connections are closed so the caps are not held by dead sockets.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** The bounds of one LAN server. */
export interface LanLimits {
  /** Most connections open at once from one address (a phone's browser opens about six). */
  readonly perAddress: number;
  /** Most connections open at once in all: the LAN view's whole share of descriptors. */
  readonly total: number;
  /** A connection with no traffic for this long is closed (event streams excepted). */
  readonly idleMs: number;
  /** A request whose headers have not all arrived after this long is closed. */
  readonly headersMs: number;
  /** A request not answered within this long from its start is closed. */
  readonly requestMs: number;
}

/** The bounds used unless a test gives its own. */
export const defaultLanLimits: LanLimits = {
  perAddress: 16,
  total: 96,
  idleMs: 10_000,
  headersMs: 5_000,
  requestMs: 15_000,
};

/** The timeouts of the HTTP server itself, and how often Node checks them. */
export function serverTimeouts(limits: LanLimits): {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
} {
  return {
    headersTimeout: limits.headersMs,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: Math.min(limits.idleMs, 5_000),
    // Node checks the two timeouts above on this interval (30 s by default).
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersMs / 4))),
  };
}

/**
 * Counts connections per address and in all, and refuses any over a cap at once (the socket
 * is destroyed before a byte is read). Idle sockets are closed after `idleMs`.
 */
export function limitConnections(server: Server, limits: LanLimits): { open(): number } {
  const byAddress = new Map<string, number>();
  let open = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const fromAddress = byAddress.get(address) ?? 0;
    if (open >= limits.total || fromAddress >= limits.perAddress) {
      socket.destroy();
      return;
    }
    open += 1;
    byAddress.set(address, fromAddress + 1);
    socket.setTimeout(limits.idleMs, () => socket.destroy());
    socket.once('close', () => {
      open -= 1;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left === 0) byAddress.delete(address);
      else byAddress.set(address, left);
    });
  });
  return { open: () => open };
}
