// Progress of a long import step. Nothing is sent for steps that finish within half a second
// (a dialog flickering a progress bar for 50 ms helps nobody); after that, at most ten updates
// a second, and always the final one so the bar completes.
import type { ImportProgress } from '../../../shared/library/types';

/** Delay before the first progress event of a step. */
export const PROGRESS_DELAY_MS = 500;
const MIN_INTERVAL_MS = 100;

/** Reports the progress of one step of one upload. */
export class ProgressReporter {
  private readonly startedAt: number;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private sent = false;

  constructor(
    private readonly uploadId: string,
    private readonly send: (progress: ImportProgress) => void,
    private readonly now: () => number,
  ) {
    this.startedAt = now();
  }

  /** Notes that `done` of `total` units of `phase` are finished. */
  report(phase: ImportProgress['phase'], done: number, total: number): void {
    const at = this.now();
    if (at - this.startedAt < PROGRESS_DELAY_MS) return;
    if (done < total && at - this.lastSentAt < MIN_INTERVAL_MS) return;
    this.lastSentAt = at;
    this.sent = true;
    this.send({ uploadId: this.uploadId, phase, done, total });
  }

  /**
   * Reports `done` of `total` once the delay has passed, for a step that runs as one awaited
   * call (a durable write) and cannot report from inside. Returns the function that cancels it.
   */
  whileWaiting(phase: ImportProgress['phase'], done: number, total: number): () => void {
    const timer = setTimeout(() => this.report(phase, done, total), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }

  /** Whether any progress was sent (the step took longer than the delay). */
  get reported(): boolean {
    return this.sent;
  }
}

/** Lets other work (IPC, pushes) run between batches of a long synchronous loop. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
