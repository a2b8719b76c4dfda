// How the odds panel runs a simulation: in a Web Worker in the app, or in the same thread
// (tests only, where no worker bundling exists). Both report progress and can be cancelled.
import { simulate } from '../../../shared/sim/simulate';
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

/** The app's runner: one module worker per run, terminated when done or cancelled. */
export const workerRunner: OddsRunner = (request, onProgress) => {
  const worker = new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' });
  let settle: { resolve: (r: SimResult) => void; reject: (e: Error) => void } | undefined;
  const result = new Promise<SimResult>((resolve, reject) => (settle = { resolve, reject }));
  const finish = (outcome: SimResult | Error) => {
    worker.terminate();
    if (!settle) return;
    if (outcome instanceof Error) settle.reject(outcome);
    else settle.resolve(outcome);
    settle = undefined;
  };
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const m = event.data;
    if (m.type === 'progress') onProgress(m.done, m.total);
    else if (m.type === 'done') finish(m.result);
    else finish(new Error(m.message));
  };
  worker.onerror = (event) => finish(new Error(event.message || 'worker error'));
  // A plain copy: state proxies cannot be cloned into a worker.
  worker.postMessage({ type: 'run', request: JSON.parse(JSON.stringify(request)) as SimRequest });
  return { result, cancel: () => finish(new OddsCancelled()) };
};

/**
 * In the same thread, for tests (the app uses the worker): the run starts on the next macrotask
 * and checks for a cancel between fights.
 */
export const inThreadRunner: OddsRunner = (request, onProgress) => {
  let stop = false;
  const result = new Promise<SimResult>((resolve, reject) => {
    setTimeout(() => {
      try {
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
