// `npm run serve`: the whole app for a local browser. Main's real services answer over a
// WebSocket on 127.0.0.1; the DM page and the player page are the same build Electron loads.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { matchLanguage } from '../shared/i18n/index';
import { createCore } from './core/createCore';
import { consoleLogger } from './core/logger';
import { startLocalServer } from './serve/localServer';
import { parseServeOptions } from './serve/serveOptions';

async function main(): Promise<void> {
  const options = parseServeOptions(process.argv.slice(2), process.env, process.cwd());
  // This file is bundled to dist/serve/serve.cjs; the renderer is built to dist/renderer.
  const rendererDir = join(__dirname, '..', 'renderer');
  const core = await createCore({
    dataDir: options.dataDir,
    rendererDir,
    initialLanguage: matchLanguage([process.env.LC_ALL, process.env.LC_MESSAGES, process.env.LANG]),
    logger: consoleLogger,
  });
  const server = await startLocalServer({
    core,
    rendererDir,
    port: options.port,
    dmToken: randomBytes(18).toString('base64url'),
  });
  console.log(`Combat Manager is running. Data folder: ${options.dataDir}`);
  console.log(`DM screen:      ${server.dmUrl}`);
  console.log(`Player display: ${server.playerUrl}`);
  console.log('Press Ctrl+C to stop.');

  const stop = (): void => {
    // The LAN view stops with the app: no screen keeps a stream to a stopped session.
    // A fight in progress is paused and every log flushed before the writer lock is released.
    void Promise.all([server.close(), core.player.lan.stop()])
      .then(() => core.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    `Combat Manager could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
