// A bounded look at a request payload before any schema or handler walks it. A payload nested
// thousands of levels deep makes zod, structured clones and JSON.stringify overflow the stack;
// one built from shared references (possible over Electron's structured clone) can be far larger
// than its message. The walk is iterative, so it cannot overflow itself, and it stops as soon as
// either limit is passed.
import { maxPayloadDepth, maxPayloadValues } from '../../shared/ipc/limits';

/** Why a payload was refused, with where its walk stopped. */
export interface PayloadShapeProblem {
  readonly problem: 'tooDeep' | 'tooLarge';
  /** Path to the first value past the limit (its first segments only). */
  readonly field: string;
  readonly limit: number;
}

/** Segments of a path kept in the report: enough to say where, short enough to read. */
const reportedSegments = 6;

/** Null when `payload` is within the depth and size limits; else what was exceeded and where. */
export function checkPayloadShape(
  payload: unknown,
  limits: { depth: number; values: number } = { depth: maxPayloadDepth, values: maxPayloadValues },
): PayloadShapeProblem | null {
  const stack: { value: unknown; depth: number; path: readonly string[] }[] = [
    { value: payload, depth: 0, path: [] },
  ];
  let seen = 0;
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop() as (typeof stack)[number];
    seen += 1;
    if (seen > limits.values) return problem('tooLarge', path, limits.values);
    if (typeof value !== 'object' || value === null) continue;
    if (depth + 1 > limits.depth) return problem('tooDeep', path, limits.depth);
    const keep = path.length < reportedSegments;
    if (Array.isArray(value)) {
      if (seen + stack.length + value.length > limits.values) {
        return problem('tooLarge', path, limits.values);
      }
      for (let i = value.length - 1; i >= 0; i -= 1) {
        stack.push({ value: value[i], depth: depth + 1, path: keep ? [...path, String(i)] : path });
      }
    } else {
      for (const key of Object.keys(value)) {
        const child = (value as Record<string, unknown>)[key];
        stack.push({ value: child, depth: depth + 1, path: keep ? [...path, key] : path });
      }
    }
    // Counted as they are queued too, so one huge array is refused before it fills the stack.
    if (seen + stack.length > limits.values) return problem('tooLarge', path, limits.values);
  }
  return null;
}

function problem(
  kind: PayloadShapeProblem['problem'],
  path: readonly string[],
  limit: number,
): PayloadShapeProblem {
  const field = path.length === 0 ? 'payload' : path.slice(0, reportedSegments).join('.');
  return { problem: kind, field, limit };
}
