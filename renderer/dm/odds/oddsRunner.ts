// How the odds panel runs a simulation: in a Web Worker in the app, or in the same thread
// (tests only, where no worker bundling exists; it loads the engine when a run starts). Both report progress and can be cancelled.
import { mergeResults } from '../../../shared/sim/results';
import type { SimRequest, SimResult } from '../../../shared/sim/types';
import type { WorkerMessage } from './protocol';

/** A run under way. */
export interface OddsRun {
  /** The results; rejects with `OddsCancelled` when cancelled. */
  readonly result: Promise<SimResult>;
  cancel(): void;
}

/** Starts runs. */
export type OddsRunner = (
  request: SimRequest,
  onProgress: (done: number, total: number) => void,
) => OddsRun;

/** The rejection of a cancelled run. */
export class OddsCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** Workers for one run: one per core, at most four (fights are independent, so they split). */
function workerCount(fights: number): number {
  const cores = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(4, cores, Math.ceil(fights / 50)));
}

/** One worker simulating the fights `request.firstFight…` of a run. */
function workerPart(
  request: SimRequest,
  onProgress: (done: number) => void,
): { result: Promise<SimResult>; stop: () => void } {
  const worker = new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' });
  let fail: (e: Error) => void = () => undefined;
  const result = new Promise<SimResult>((resolve, reject) => {
    fail = reject;
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const m = event.data;
      if (m.type === 'progress') onProgress(m.done);
      else if (m.type === 'done') resolve(m.result);
      else reject(new Error(m.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'worker error'));
  });
  worker.postMessage({ type: 'run', request });
  const end = () => worker.terminate();
  void result.then(end, end);
  return {
    result,
    stop: () => {
      end();
      fail(new OddsCancelled());
    },
  };
}

/**
 * The app's runner: the fights split over a few module workers (one per core), each
 * simulating its own range of fight indices with the run's seed, so the merged result is the
 * very one a single run gives; cancelling terminates them.
 */
export const workerRunner: OddsRunner = (request, onProgress) => {
  // A plain copy: state proxies cannot be cloned into a worker.
  const plain = JSON.parse(JSON.stringify(request)) as SimRequest;
  const k = workerCount(plain.fights);
  const done = new Array<number>(k).fill(0);
  const parts = Array.from({ length: k }, (_, i) => {
    const from = Math.floor((plain.fights * i) / k);
    const to = Math.floor((plain.fights * (i + 1)) / k);
    return workerPart(
      { ...plain, firstFight: (plain.firstFight ?? 0) + from, fights: to - from },
      (d) => {
        done[i] = d;
        onProgress(
          done.reduce((s, x) => s + x, 0),
          plain.fights,
        );
      },
    );
  });
  const result = Promise.all(parts.map((p) => p.result)).then(
    (results) => mergeResults(results),
    (e: unknown) => {
      for (const p of parts) p.stop();
      throw e;
    },
  );
  return { result, cancel: () => parts.forEach((p) => p.stop()) };
};

/**
 * In the same thread, for tests (the app uses the worker): the run starts on the next macrotask
 * and checks for a cancel between fights.
 */
export const inThreadRunner: OddsRunner = (request, onProgress) => {
  let stop = false;
  // Loaded on the run: the engine stays out of the DM window's own code.
  const engine = import('../../../shared/sim/simulate');
  const result = new Promise<SimResult>((resolve, reject) => {
    setTimeout(async () => {
      try {
        const { simulate } = await engine;
        const r = simulate(request, { onProgress, cancelled: () => stop });
        if (r.cancelled) reject(new OddsCancelled());
        else resolve(r);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    }, 0);
  });
  return {
    result,
    cancel: () => {
      stop = true;
    },
  };
};
