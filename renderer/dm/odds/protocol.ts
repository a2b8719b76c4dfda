// Messages between the odds panel and its worker.
import type { SimRequest, SimResult } from '../../../shared/sim/types';

/** Panel → worker: run a simulation. */
export interface RunMessage {
  readonly type: 'run';
  readonly request: SimRequest;
}

/** Worker → panel. */
export type WorkerMessage =
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly type: 'done'; readonly result: SimResult }
  | { readonly type: 'failed'; readonly message: string };
