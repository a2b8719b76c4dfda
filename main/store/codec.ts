import {
  upgradeDocument,
  type DocumentKind,
  type UpgradeResult,
} from '../../shared/model/migrations';
import { StoreError } from './errors';

/** How one stored document is upgraded on read and checked before write. */
export interface DocumentCodec<T> {
  /** The layout version this build writes. */
  readonly version: number;
  decode(raw: unknown): UpgradeResult<T>;
  /** Returns the value if it may be written; throws StoreError('invalidInput') otherwise. */
  check(value: T): T;
}

/** The codec of a versioned document kind: migrations on read, the current schema on write. */
export function kindCodec<T>(kind: DocumentKind<T>): DocumentCodec<T> {
  return {
    version: kind.version,
    decode: (raw) => upgradeDocument(kind, raw),
    check: (value) => {
      const result = kind.schema.safeParse(value);
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new StoreError('invalidInput', {
          kind: kind.kind,
          path: issue?.path.join('.') ?? '',
          problem: issue?.message ?? 'invalid',
        });
      }
      return result.data;
    },
  };
}
