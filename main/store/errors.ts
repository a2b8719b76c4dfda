import type { StoreErrorCode } from '../../shared/model/recovery';
import { errnoCode } from './fs-layer';

/** A store failure the interface can translate: a code and its parameters. */
export class StoreError extends Error {
  readonly code: StoreErrorCode;
  readonly params: Record<string, string | number>;

  constructor(
    code: StoreErrorCode,
    params: Record<string, string | number> = {},
    options?: { cause?: unknown },
  ) {
    super(`${code} ${JSON.stringify(params)}`, options);
    this.name = 'StoreError';
    this.code = code;
    this.params = params;
  }
}

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);

/** Wraps an OS error from a write as `diskFull` or `writeFailed`, keeping the errno. */
export function writeError(error: unknown, file: string): StoreError {
  if (error instanceof StoreError) return error;
  const errno = errnoCode(error) ?? 'unknown';
  return new StoreError(
    DISK_FULL.has(errno) ? 'diskFull' : 'writeFailed',
    { file, errno },
    {
      cause: error,
    },
  );
}

/** True when the error is a missing-file error from node:fs. */
export function isMissing(error: unknown): boolean {
  return errnoCode(error) === 'ENOENT';
}

// A read of these codes leaves the file where it is and refuses to write over it.
const REFUSED: ReadonlySet<string> = new Set(['documentUnrecoverable', 'documentTooNew']);

/** The refusal a read throws, or null when the file reads (or the error is something else). */
export async function refusal(read: () => Promise<unknown>): Promise<StoreError | null> {
  try {
    await read();
    return null;
  } catch (error) {
    if (error instanceof StoreError && REFUSED.has(error.code)) return error;
    throw error;
  }
}
