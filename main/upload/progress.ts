// Progress of a long step of an export or an import. Nothing is sent for work that finishes
// within half a second (a dialog flickering a bar for 50 ms helps nobody); after that at most
// ten updates a second, and always the last one so a bar completes.
import { PROGRESS_DELAY_MS } from '../../shared/ipc/limits';

const MIN_INTERVAL_MS = 100;

/** Sends one progress update: `done` of `total` units of `phase`. */
export type SendProgress<Phase extends string> = (
  phase: Phase,
  done: number,
  total: number,
) => void;

/** Reports the progress of one job, throttled as the file comment says. */
export class ThrottledProgress<Phase extends string> {
  private readonly startedAt: number;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private sent = false;

  constructor(
    private readonly send: SendProgress<Phase>,
    private readonly now: () => number,
  ) {
    this.startedAt = now();
  }

  /** Notes that `done` of `total` units of `phase` are finished. */
  report(phase: Phase, done: number, total: number): void {
    const at = this.now();
    if (at - this.startedAt < PROGRESS_DELAY_MS) return;
    if (done < total && at - this.lastSentAt < MIN_INTERVAL_MS) return;
    this.lastSentAt = at;
    this.sent = true;
    this.send(phase, done, total);
  }

  /**
   * Reports `done` of `total` once the delay has passed, for a step that runs as one awaited
   * call (a durable write) and cannot report from inside. Returns the function that cancels it.
   */
  whileWaiting(phase: Phase, done: number, total: number): () => void {
    const timer = setTimeout(() => this.report(phase, done, total), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }

  /** True once the job ran long enough to show progress. */
  get reported(): boolean {
    return this.sent;
  }
}

/** Lets other work (IPC, pushes) run between batches of a long synchronous loop. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
