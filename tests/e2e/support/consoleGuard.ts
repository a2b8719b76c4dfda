// Fails an end-to-end test on any console error, page error or policy violation its pages
// reported: an invalid input pattern or a refused script logs one and otherwise passes unseen.
import type { TestBrowser } from './browser';

/** Throws, listing them, when the browser's pages reported problems; then forgets them. */
export function assertNoConsoleProblems(browser: Pick<TestBrowser, 'problems'>): void {
  const problems = browser.problems.splice(0);
  if (problems.length > 0) {
    throw new Error(`the pages reported ${problems.length} problem(s):\n${problems.join('\n')}`);
  }
}
