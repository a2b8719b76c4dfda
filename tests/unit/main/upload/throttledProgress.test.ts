// Progress of a long step: silent for the first half second, then at most one update per
// 100 ms, and the final update (done = total) always sent so a bar completes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThrottledProgress, yieldToEventLoop } from '../../../../main/upload/progress';
import { PROGRESS_DELAY_MS } from '../../../../shared/ipc/limits';

type Sent = [phase: 'read' | 'write', done: number, total: number];

function progressAt(clock: { t: number }) {
  const sent: Sent[] = [];
  const progress = new ThrottledProgress<'read' | 'write'>(
    (phase, done, total) => sent.push([phase, done, total]),
    () => clock.t,
  );
  return { progress, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('throttled progress', () => {
  it('sends nothing, not even the final update, for a step within the half-second delay', () => {
    const clock = { t: 1000 };
    const { progress, sent } = progressAt(clock);
    progress.report('read', 0, 10);
    clock.t += PROGRESS_DELAY_MS - 1;
    progress.report('read', 10, 10);
    expect(sent).toEqual([]);
    expect(progress.reported).toBe(false);
  });

  it('after the delay sends at most one update per 100 ms, and always the last one', () => {
    const clock = { t: 0 };
    const { progress, sent } = progressAt(clock);
    clock.t = PROGRESS_DELAY_MS;
    progress.report('read', 1, 10);
    clock.t += 50;
    progress.report('read', 2, 10);
    clock.t += 49;
    progress.report('read', 3, 10);
    clock.t += 1;
    progress.report('read', 4, 10);
    progress.report('read', 10, 10);
    progress.report('write', 1, 1);
    expect(sent).toEqual([
      ['read', 1, 10],
      ['read', 4, 10],
      ['read', 10, 10],
      ['write', 1, 1],
    ]);
    expect(progress.reported).toBe(true);
  });

  it('reports a step awaited as one call once it outlasts the delay, and not when cancelled', () => {
    vi.useFakeTimers();
    const clock = { t: 0 };
    const { progress, sent } = progressAt(clock);
    const stop = progress.whileWaiting('write', 0, 1);
    clock.t = PROGRESS_DELAY_MS;
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    stop();
    expect(sent).toEqual([['write', 0, 1]]);

    const quick = progressAt({ t: 0 });
    const cancel = quick.progress.whileWaiting('write', 0, 1);
    cancel();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS * 2);
    expect(quick.sent).toEqual([]);
  });

  it('lets queued work run before a long loop goes on', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('queued'));
    await yieldToEventLoop();
    order.push('loop');
    expect(order).toEqual(['queued', 'loop']);
  });
});
