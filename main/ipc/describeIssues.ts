import type { z } from 'zod';

/**
 * Summarises schema issues as error parameters: the first offending field (or "payload" when
 * the payload as a whole has the wrong shape), what was wrong with it, and how many issues
 * there were. The zod message is kept for logs; the UI shows its own translated sentence.
 */
export function describeZodIssues(issues: readonly z.core.$ZodIssue[]): {
  field: string;
  problem: string;
  issueCount: number;
} {
  const first = issues[0];
  const path = first?.path.map(String).join('.') ?? '';
  return {
    field: path === '' ? 'payload' : path,
    problem: first ? `${first.code}: ${first.message}` : 'invalid',
    issueCount: issues.length,
  };
}
