// Progress of one export or import. Nothing is sent for work that finishes within half a
// second; after that at most ten updates a second, and always the last one so a bar completes.
import {
  PROGRESS_DELAY_MS,
  type ExportPhase,
  type ExportProgress,
} from '../../shared/export/limits';

const MIN_INTERVAL_MS = 100;

/** Reports the progress of one job. */
export class JobProgress {
  private readonly startedAt: number;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private sent = false;

  constructor(
    private readonly jobId: string,
    private readonly send: (progress: ExportProgress) => void,
    private readonly now: () => number,
  ) {
    this.startedAt = now();
  }

  /** Notes that `done` of `total` units of `phase` are finished. */
  report(phase: ExportPhase, done: number, total: number): void {
    const at = this.now();
    if (at - this.startedAt < PROGRESS_DELAY_MS) return;
    if (done < total && at - this.lastSentAt < MIN_INTERVAL_MS) return;
    this.lastSentAt = at;
    this.sent = true;
    this.send({ jobId: this.jobId, phase, done, total });
  }

  /** True once the job ran long enough to show progress. */
  get reported(): boolean {
    return this.sent;
  }
}

/** Lets IPC and pushes run between batches of a long synchronous loop. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
