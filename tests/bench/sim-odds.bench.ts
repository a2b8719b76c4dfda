// The odds of the fight: 1,000 engine fights of 4 level-5 PCs against 6 monsters. Goal: ≤ 3 s
// on a 2-core machine, as the app runs it (its fights split over one worker per core). Prints
// the single-thread time, the time over two worker threads, and the same for a long fight.
import { Worker } from 'node:worker_threads';
import { mergeResults, simulate } from '../../shared/sim';
import type { SimRequest, SimResult, SimSetup } from '../../shared/sim';
import { sixGoblins, sixOgres } from './sim-odds-fixture';

const FIGHTS = 1000;
const workerUrl = new URL('./sim-odds-worker.ts', import.meta.url).href;
// Node 20 does not pass `--import tsx` on to a worker's own entry: the worker registers tsx
// itself, then loads the TypeScript entry.
const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(workerUrl)}); })`;

/** A worker thread that runs requests, one at a time. */
function startWorker(): {
  run: (r: SimRequest) => Promise<SimResult>;
  stop: () => Promise<number>;
} {
  const w = new Worker(boot, { eval: true });
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

// Two workers, warmed up (TypeScript loaded, JIT warm) before anything is timed: the app's
// workers are bundled and started once per run, which costs far less than loading tsx.
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

function oneThread(setup: SimSetup): { ms: number; result: SimResult } {
  const t = performance.now();
  const result = simulate({ setup, seed: 'bench', fights: FIGHTS });
  return { ms: performance.now() - t, result };
}

const pct = (p: number) => `${(p * 100).toFixed(1)} %`;

// Warm-up (JIT), not counted.
simulate({ setup: sixGoblins, seed: 'warm', fights: 100 });

for (const [name, setup] of [
  ['4 PCs vs 6 goblins', sixGoblins],
  ['4 PCs vs 6 ogres', sixOgres],
] as const) {
  const one = oneThread(setup);
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
