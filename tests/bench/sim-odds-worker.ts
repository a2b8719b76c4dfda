// A worker thread of the odds benchmark: simulates the fights it is given and posts the result.
import { parentPort, workerData } from 'node:worker_threads';
import { simulate } from '../../shared/sim';
import type { SimRequest } from '../../shared/sim';

parentPort?.postMessage(simulate(workerData as SimRequest));
