// A worker thread of the odds benchmark: simulates each request it is sent and posts the result
// back (kept alive between requests, so a warm-up run leaves it compiled and JIT-warm).
import { parentPort } from 'node:worker_threads';
import { simulate } from '../../shared/sim';
import type { SimRequest } from '../../shared/sim';

parentPort?.on('message', (request: SimRequest) => {
  parentPort?.postMessage(simulate(request));
});
