// The odds of a fight, simulated off the UI thread: thousands of engine fights would freeze
// the DM window for seconds. Cancelling terminates the worker (the simulation is synchronous,
// so a message could not reach it between fights), hence no cancel message here.
import { simulate } from '../../../shared/sim/simulate';
import type { RunMessage, WorkerMessage } from './protocol';

const post = (message: WorkerMessage): void => self.postMessage(message);

/** Progress at most this often: a message per fight would flood the panel. */
const PROGRESS_MS = 100;

self.onmessage = (event: MessageEvent<RunMessage>) => {
  if (event.data.type !== 'run') return;
  let last = 0;
  try {
    const result = simulate(event.data.request, {
      onProgress: (done, total) => {
        const now = performance.now();
        if (now - last < PROGRESS_MS && done < total) return;
        last = now;
        post({ type: 'progress', done, total });
      },
    });
    post({ type: 'done', result });
  } catch (e) {
    post({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
  }
};
