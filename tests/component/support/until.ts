// Waiting in a component test: it ends as soon as the awaited change shows (checked every
// 20 ms), never after a fixed sleep. A screen shows a change after a round trip to main's real
// core, which writes the change durably (fsync) before it answers: on a loaded machine that can
// take well beyond the one second vi.waitFor allows by default, and a test of a whole screen
// makes a dozen of them, hence the limits.
import { vi } from 'vitest';

/** How long one change may take to show. */
export const SCREEN_CHANGE_MS = 10_000;

/** How long a test of a whole screen may take. */
export const SCREEN_TEST_MS = 60_000;

/** Waits for a screen to show what `check` expects (a change made through main). */
export function until<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: SCREEN_CHANGE_MS, interval: 20 });
}

/**
 * How long a page may take to open in a test file's first test: its screens' code is compiled
 * on first import (the whole DM page when no earlier file of the run has loaded it).
 */
export const PAGE_OPEN_MS = 40_000;

/** Waits for a page that has just been mounted to show what `check` expects. */
export function untilOpened<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: PAGE_OPEN_MS, interval: 20 });
}
