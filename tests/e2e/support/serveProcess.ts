import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The built local server (`npm run build` produces it before the end-to-end tests run). */
export const serveScript = resolve('dist/serve/serve.cjs');

/** A running `serve` process and the URLs it printed. */
export interface ServedApp {
  readonly dmUrl: string;
  readonly playerUrl: string;
  readonly origin: string;
  readonly dataDir: string;
  readonly process: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** True while the process is still running. */
  alive(): boolean;
  stop(): Promise<void>;
}

/** Starts the built server on a free port with an empty temporary data folder. */
export async function startServedApp(): Promise<ServedApp> {
  if (!existsSync(serveScript)) {
    throw new Error(`${serveScript} is missing: run "npm run build" before the end-to-end tests`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'cm-e2e-data-'));
  const child = spawn(process.execPath, [serveScript, '--port', '0', '--data-dir', dataDir], {
    env: { ...process.env, LANG: 'en_US.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const urls = await new Promise<{ dmUrl: string; playerUrl: string }>((resolveUrls, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`serve did not start:\n${stdout}\n${stderr}`)),
      15_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const dm = /^DM screen:\s+(\S+)$/m.exec(stdout)?.[1];
      const player = /^Player display:\s+(\S+)$/m.exec(stdout)?.[1];
      if (dm && player) {
        clearTimeout(timer);
        resolveUrls({ dmUrl: dm, playerUrl: player });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
  return {
    ...urls,
    origin: new URL(urls.dmUrl).origin,
    dataDir,
    process: child,
    stderr: () => stderr,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
