/** How a stored file was found damaged. */
export type DamageKind =
  | 'empty'
  | 'nulFilled'
  | 'truncated'
  | 'invalidJson'
  | 'unsafeJson'
  | 'invalidSchema'
  | 'checksumMismatch'
  | 'sequenceGap';

/**
 * What the store did on its own to keep the DM's data, reported so the DM is told. Each notice
 * is a code the interface translates plus parameters; `file` is relative to the data folder.
 */
export type RecoveryNotice =
  | {
      code: 'documentRestoredFromBackup';
      params: { file: string; damage: DamageKind; movedTo: string };
    }
  | { code: 'documentMissingRestoredFromBackup'; params: { file: string } }
  | { code: 'backupDamagedSetAside'; params: { file: string; damage: DamageKind; movedTo: string } }
  | {
      code: 'journalTailDropped';
      params: { file: string; keptThroughSeq: number; droppedBytes: number; movedTo: string };
    }
  | {
      code: 'journalDamagedTruncated';
      params: {
        file: string;
        damage: DamageKind;
        keptThroughSeq: number;
        droppedLines: number;
        movedTo: string;
      };
    }
  | {
      code: 'snapshotRestoredFromBackup';
      params: { file: string; damage: DamageKind; movedTo: string; recoveredThroughSeq: number };
    }
  | { code: 'staleLockReplaced'; params: { pid: number } }
  | { code: 'documentMigrated'; params: { file: string; from: number; to: number } };

/** A recovery notice with the moment it happened. */
export type TimedRecoveryNotice = RecoveryNotice & { at: string };

/** Codes of the typed errors the store throws; the interface translates them. */
export type StoreErrorCode =
  | 'dataDirLocked'
  | 'documentUnrecoverable'
  | 'documentTooNew'
  | 'diskFull'
  | 'writeFailed'
  | 'readFailed'
  | 'notFound'
  | 'alreadyExists'
  | 'invalidInput'
  | 'importTooLarge'
  | 'importNotJson'
  | 'importUnsafe'
  | 'importInvalid'
  | 'importTooNew'
  | 'importExpired'
  | 'logAlreadyOpen'
  | 'storeClosed';

/** Whether the DM's latest changes are on disk. "saved" is shown only after the fsync. */
export type SaveState =
  | { state: 'saved'; lastSavedSeq: number }
  | { state: 'saving'; lastSavedSeq: number; pending: number }
  | {
      state: 'notSaved';
      lastSavedSeq: number;
      pending: number;
      error: { code: StoreErrorCode; params: Record<string, string | number> };
    };
