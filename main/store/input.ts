import type { z } from 'zod';
import { StoreError } from './errors';

/** Parses caller input with a schema, turning a failure into StoreError('invalidInput'). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new StoreError('invalidInput', {
      path: issue?.path.join('.') ?? '',
      problem: issue?.message ?? 'invalid',
    });
  }
  return result.data;
}
