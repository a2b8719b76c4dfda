import type { Adapter } from 'lowdb';
import { dirname } from 'node:path';
import type { DamageKind } from '../../shared/model/recovery';
import { backupPath, writeFileAtomic } from './atomic-write';
import type { DocumentCodec } from './codec';
import { displayPath, type StoreContext } from './context';
import { parseDocumentBytes } from './damage';
import { isMissing, StoreError } from './errors';
import { moveAside } from './move-aside';
import { SerialQueue } from './serial';
import { sweepTempFilesOnce } from './temp-sweeper';

type Loaded<T> =
  | { status: 'missing' }
  | { status: 'ok'; value: T; version: number; bytes: Buffer }
  | { status: 'damaged'; damage: DamageKind }
  | { status: 'tooNew'; version: number };

const REFUSING = new Set(['documentTooNew', 'documentUnrecoverable']);

/** Where the last read found the document. */
export type ReadSource = 'none' | 'file' | 'backup';

/**
 * A lowdb adapter for one JSON document that survives crashes, power cuts and damaged files.
 * Writes are atomic and durable (see writeFileAtomic) and keep the previous version as .bak.
 * Reading upgrades older layouts; a damaged file is set aside as `<name>.corrupt-<time>` and
 * the document restored from .bak with a notice. When nothing good is left, read throws
 * `documentUnrecoverable` and leaves every file where it is: user data is never silently
 * replaced by defaults.
 */
export class DurableDocument<T> implements Adapter<T> {
  /** The layout version the last read found on disk (before upgrading), or null. */
  fromVersion: number | null = null;
  /** Where the last read took its data from. */
  source: ReadSource = 'none';
  private readonly queue = new SerialQueue();
  // Set when the last read refused the file (too new, or damaged with no good backup): writing
  // would destroy what is there, so writes are refused until the DM sets the file aside.
  private refusal: StoreError | null = null;

  constructor(
    private readonly context: StoreContext,
    readonly path: string,
    private readonly codec: DocumentCodec<T>,
    // Documents a person may open are indented; large machine-only ones (log snapshots) are not.
    private readonly pretty = true,
  ) {}

  read(): Promise<T | null> {
    return this.queue.run(async () => {
      try {
        this.refusal = null;
        return await this.readNow();
      } catch (error) {
        if (error instanceof StoreError && REFUSING.has(error.code)) this.refusal = error;
        throw error;
      }
    });
  }

  write(data: T): Promise<void> {
    return this.queue.run(async () => {
      if (this.refusal) throw this.refusal;
      const checked = this.codec.check(data);
      const text = `${this.pretty ? JSON.stringify(checked, null, 2) : JSON.stringify(checked)}\n`;
      await writeFileAtomic(this.context, this.path, Buffer.from(text, 'utf8'));
    });
  }

  /**
   * At the DM's request, keeps a damaged or too-new file aside as `.corrupt-<time>` so the
   * document can start over. Returns the name it was moved to, or null if there was no file.
   */
  setAside(): Promise<string | null> {
    return this.queue.run(async () => {
      this.refusal = null;
      if (!(await this.context.fs.exists(this.path))) return null;
      return moveAside(this.context, this.path);
    });
  }

  private get file(): string {
    return displayPath(this.context, this.path);
  }

  private async load(path: string): Promise<Loaded<T>> {
    let bytes: Buffer;
    try {
      bytes = await this.context.fs.readFile(path);
    } catch (error) {
      if (isMissing(error)) return { status: 'missing' };
      throw new StoreError(
        'readFailed',
        { file: displayPath(this.context, path) },
        { cause: error },
      );
    }
    const parsed = parseDocumentBytes(bytes);
    if (!parsed.ok) return { status: 'damaged', damage: parsed.damage };
    const upgraded = this.codec.decode(parsed.value);
    if (upgraded.ok) {
      return { status: 'ok', value: upgraded.value, version: upgraded.fromVersion, bytes };
    }
    if (upgraded.problem === 'tooNew') return { status: 'tooNew', version: upgraded.version ?? 0 };
    return { status: 'damaged', damage: 'invalidSchema' };
  }

  private tooNew(version: number): StoreError {
    return new StoreError('documentTooNew', {
      file: this.file,
      version,
      supported: this.codec.version,
    });
  }

  private accept(loaded: Extract<Loaded<T>, { status: 'ok' }>, source: ReadSource): T {
    this.fromVersion = loaded.version;
    this.source = source;
    if (loaded.version < this.codec.version) {
      this.context.report({
        code: 'documentMigrated',
        params: { file: this.file, from: loaded.version, to: this.codec.version },
      });
    }
    return loaded.value;
  }

  private async restore(backup: Extract<Loaded<T>, { status: 'ok' }>): Promise<void> {
    // The good backup stays as it is; the document is rewritten from its exact bytes.
    await writeFileAtomic(this.context, this.path, backup.bytes, { backup: false });
  }

  private async readNow(): Promise<T | null> {
    await sweepTempFilesOnce(this.context, dirname(this.path));
    this.fromVersion = null;
    this.source = 'none';
    const main = await this.load(this.path);
    if (main.status === 'ok') return this.accept(main, 'file');
    if (main.status === 'tooNew') throw this.tooNew(main.version);

    const bakPath = backupPath(this.path);
    const backup = await this.load(bakPath);
    if (backup.status === 'tooNew') throw this.tooNew(backup.version);

    if (main.status === 'missing') {
      if (backup.status === 'missing') return null;
      if (backup.status === 'damaged') {
        const movedTo = await moveAside(this.context, bakPath);
        this.context.report({
          code: 'backupDamagedSetAside',
          params: { file: displayPath(this.context, bakPath), damage: backup.damage, movedTo },
        });
        return null;
      }
      await this.restore(backup);
      this.context.report({
        code: 'documentMissingRestoredFromBackup',
        params: { file: this.file },
      });
      return this.accept(backup, 'backup');
    }

    if (backup.status !== 'ok') {
      throw new StoreError('documentUnrecoverable', {
        file: this.file,
        damage: main.damage,
        backup: backup.status === 'missing' ? 'missing' : backup.damage,
      });
    }
    const movedTo = await moveAside(this.context, this.path);
    await this.restore(backup);
    this.context.report({
      code: 'documentRestoredFromBackup',
      params: { file: this.file, damage: main.damage, movedTo },
    });
    return this.accept(backup, 'backup');
  }
}
