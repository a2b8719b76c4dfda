// The odds of the fight: 1,000 engine fights of 4 level-5 PCs against 6 monsters. Goal: ≤ 3 s
// on a 2-core machine, as the app runs it (its fights split over one worker per core). Prints
// the single-thread time, the time over two worker threads, and the same for a long fight.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { mergeResults } from '../../shared/sim';
import type { SimRequest, SimResult, SimSetup } from '../../shared/sim';
import { sixGoblins, sixOgres } from './sim-odds-fixture';

const FIGHTS = 1000;

// The workers run the simulation bundled, as the app ships it (Vite bundles the odds worker
// without the function-name wrappers a TypeScript loader adds, which cost a third of the time).
const out = mkdtempSync(join(tmpdir(), 'sim-odds-'));
const workerFile = join(out, 'sim-odds-worker.mjs');
await build({
  entryPoints: [fileURLToPath(new URL('./sim-odds-worker.ts', import.meta.url))],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  outfile: workerFile,
  logLevel: 'warning',
});

/** A worker thread that runs requests, one at a time. */
function startWorker(): {
  run: (r: SimRequest) => Promise<SimResult>;
  stop: () => Promise<number>;
} {
  const w = new Worker(workerFile);
  return {
    run: (request) =>
      new Promise((resolve, reject) => {
        w.once('message', resolve);
        w.once('error', reject);
        w.postMessage(request);
      }),
    stop: () => w.terminate(),
  };
}

// Two workers, warmed up (JIT warm) before anything is timed, as the app's are after a first run.
const workers = [startWorker(), startWorker()];
await Promise.all(workers.map((w) => w.run({ setup: sixGoblins, seed: 'warm', fights: 100 })));

async function twoThreads(setup: SimSetup): Promise<{ ms: number; result: SimResult }> {
  const t = performance.now();
  const half = FIGHTS / 2;
  const parts = await Promise.all([
    workers[0]!.run({ setup, seed: 'bench', fights: half }),
    workers[1]!.run({ setup, seed: 'bench', fights: half, firstFight: half }),
  ]);
  return { ms: performance.now() - t, result: mergeResults(parts) };
}

async function oneThread(setup: SimSetup): Promise<{ ms: number; result: SimResult }> {
  const t = performance.now();
  const result = await workers[0]!.run({ setup, seed: 'bench', fights: FIGHTS });
  return { ms: performance.now() - t, result };
}

const pct = (p: number) => `${(p * 100).toFixed(1)} %`;

for (const [name, setup] of [
  ['4 PCs vs 6 goblins', sixGoblins],
  ['4 PCs vs 6 ogres', sixOgres],
] as const) {
  const one = await oneThread(setup);
  const two = await twoThreads(setup);
  if (two.result.partyWins.count !== one.result.partyWins.count) {
    throw new Error('two threads gave another result than one');
  }
  const r = one.result;
  console.log(
    `${name}: ${FIGHTS} fights, party wins ${pct(r.partyWins.p)}, ${r.rounds.mean.toFixed(2)} rounds`,
  );
  console.log(
    `  one thread:  ${(one.ms / 1000).toFixed(2)} s (${(one.ms / FIGHTS).toFixed(2)} ms a fight)`,
  );
  console.log(`  two threads: ${(two.ms / 1000).toFixed(2)} s (goal ≤ 3 s)`);
}
await Promise.all(workers.map((w) => w.stop()));
rmSync(out, { recursive: true, force: true });
