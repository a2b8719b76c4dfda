import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** How `npm run serve` was asked to run. */
export interface ServeOptions {
  /** TCP port on 127.0.0.1; 0 lets the system pick a free one. */
  readonly port: number;
  /** Folder holding the user's files. */
  readonly dataDir: string;
}

/** Environment variable naming the port when no `--port` flag is given. */
export const portEnvVar = 'COMBAT_MANAGER_PORT';
/** Environment variable naming the data folder when no `--data-dir` flag is given. */
export const dataDirEnvVar = 'COMBAT_MANAGER_DATA_DIR';

/** Reads `--port` / `--data-dir` (or their environment variables); throws a readable error on bad input. */
export function parseServeOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): ServeOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: { port: { type: 'string' }, 'data-dir': { type: 'string' } },
    strict: true,
  });
  const portText = values.port ?? env[portEnvVar] ?? '0';
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) {
    throw new Error(`port must be a number from 0 to 65535, got "${portText}"`);
  }
  const dataDir = values['data-dir'] ?? env[dataDirEnvVar] ?? '.data';
  return { port: Number(portText), dataDir: resolve(cwd, dataDir) };
}
