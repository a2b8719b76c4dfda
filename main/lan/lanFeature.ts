import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { networkInterfaces as osNetworkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { join } from 'node:path';
import { IpcFailure } from '../../shared/ipc/errors';
import type { LanStatus } from '../../shared/ipc/channels/player';
import { lanInterfaces } from './interfaces';
import { startLanServer, type LanServer, type LanSource } from './lanServer';
import { qrMatrix } from './qrMatrix';

/** The read-only view on the local network: off until the DM turns it on, off again on quit. */
export interface LanFeature {
  status(): LanStatus;
  /** Starts it on `address` (the first local-network address when absent) or stops it. */
  setEnabled(enabled: boolean, address?: string): Promise<LanStatus>;
  /** Stops it if it runs; safe to call any number of times. */
  stop(): Promise<void>;
}

export interface LanFeatureOptions {
  /** The built renderer; without one the view cannot be served. */
  readonly rendererDir: string | undefined;
  readonly source: LanSource;
  /** Told whenever the status changes (started, stopped, a screen came or went). */
  readonly onStatus: (status: LanStatus) => void;
  /** The machine's interfaces (a test passes its own table). */
  readonly networkInterfaces?: () => NodeJS.Dict<NetworkInterfaceInfo[]>;
  /** Port to listen on; 0 (any free one) unless given. */
  readonly port?: number;
  /** The data folder, whose portraits the view shows. */
  readonly dataDir?: string;
}

/** Creates the feature, stopped. */
export function createLanFeature(options: LanFeatureOptions): LanFeature {
  const readInterfaces = options.networkInterfaces ?? osNetworkInterfaces;
  const available =
    options.rendererDir !== undefined && existsSync(join(options.rendererDir, 'index.html'));
  let server: LanServer | undefined;
  let address: string | null = null;
  // Start and stop run one after another, so a quick off-on never leaves two servers.
  let queue: Promise<unknown> = Promise.resolve();

  const status = (): LanStatus => {
    const url = server?.url ?? null;
    return {
      enabled: server !== undefined,
      available,
      interfaces: lanInterfaces(readInterfaces()),
      address,
      url,
      qr: url ? qrMatrix(url) : null,
      viewers: server?.viewers() ?? 0,
    };
  };
  const announce = (): void => options.onStatus(status());

  const stopNow = async (): Promise<void> => {
    const running = server;
    server = undefined;
    if (running) await running.close();
  };

  /** The address to start on, or a typed refusal (unavailable, or not this machine's). */
  const chooseAddress = (requested: string | undefined): string => {
    if (!available) throw new IpcFailure('player.lanUnavailable');
    const interfaces = lanInterfaces(readInterfaces());
    const chosen = requested ?? interfaces.find((i) => !i.internal)?.address;
    if (!chosen || !interfaces.some((i) => i.address === chosen)) {
      throw new IpcFailure('player.lanAddressUnavailable', {
        address: (requested ?? '').slice(0, 100),
      });
    }
    return chosen;
  };

  const run = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    status,
    setEnabled(enabled, requested) {
      return run(async () => {
        // Checked before anything stops: a bad address leaves a running view running.
        const chosen = enabled ? chooseAddress(requested) : null;
        await stopNow();
        if (chosen) {
          address = chosen;
          try {
            server = await startLanServer({
              address: chosen,
              port: options.port ?? 0,
              // 192 random bits: nobody on the network guesses it.
              token: randomBytes(24).toString('base64url'),
              rendererDir: options.rendererDir as string,
              source: options.source,
              onViewersChange: announce,
              ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
            });
          } catch (error) {
            announce();
            throw new IpcFailure('player.lanStartFailed', {
              reason: String((error as NodeJS.ErrnoException).code ?? 'unknown'),
            });
          }
        }
        const next = status();
        options.onStatus(next);
        return next;
      });
    },
    stop() {
      return run(async () => {
        if (!server) return;
        await stopNow();
        announce();
      });
    },
  };
}
