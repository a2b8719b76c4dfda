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

/** How a document is written and which backups it keeps. */
export interface DocumentOptions {
  /** Indented for a person to open (default); large machine-only ones (log snapshots) are not. */
  readonly pretty?: boolean;
  /**
   * For files written once or rarely (a log's header, the campaign document, the prepared
   * encounters), whose previous version alone would be no backup at all or would lose the
   * last write on restore: every write is also kept as `<name>.bak`, and the version it
   * replaced as `<name>.bak2`. A damaged file is restored from the newest good generation.
   */
  readonly generations?: boolean;
}

/** The options of a document that keeps generations (see DocumentOptions). */
export const WITH_GENERATIONS: DocumentOptions = { generations: true };

/** The name of the older generation of a document that keeps generations: `<name>.bak2`. */
export function olderGenerationPath(path: string): string {
  return `${path}.bak2`;
}

/**
 * A lowdb adapter for one JSON document that survives crashes, power cuts and damaged files.
 * Writes are atomic and durable (see writeFileAtomic) and keep the previous version as .bak
 * (or, with `generations`, the written version as .bak and the previous one as .bak2).
 * Reading upgrades older layouts; a damaged file is set aside as `<name>.corrupt-<time>` and
 * the document restored from its newest good backup with a notice. When nothing good is left, read throws
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
    private readonly options: DocumentOptions = {},
  ) {}

  /** The backups a damaged document is restored from, newest first. */
  private get backups(): string[] {
    const bak = backupPath(this.path);
    return this.options.generations ? [bak, olderGenerationPath(this.path)] : [bak];
  }

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
      const pretty = this.options.pretty ?? true;
      const text = `${pretty ? JSON.stringify(checked, null, 2) : JSON.stringify(checked)}\n`;
      const bytes = Buffer.from(text, 'utf8');
      if (!this.options.generations) {
        await writeFileAtomic(this.context, this.path, bytes);
        return;
      }
      // The version replaced becomes the older generation, then the new one is written twice:
      // after a crash between the two, the file is whole and the older generation still good.
      await writeFileAtomic(this.context, this.path, bytes, {
        backupTo: olderGenerationPath(this.path),
      });
      await writeFileAtomic(this.context, backupPath(this.path), bytes, { backup: false });
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

    // The first good backup, newest first; a too-new one refuses the read.
    const found: { path: string; loaded: Loaded<T> }[] = [];
    let backup: Extract<Loaded<T>, { status: 'ok' }> | null = null;
    for (const path of this.backups) {
      const loaded = await this.load(path);
      if (loaded.status === 'tooNew') throw this.tooNew(loaded.version);
      found.push({ path, loaded });
      if (loaded.status === 'ok') {
        backup = loaded;
        break;
      }
    }

    if (main.status === 'missing') {
      for (const { path, loaded } of found) {
        if (loaded.status !== 'damaged') continue;
        const movedTo = await moveAside(this.context, path);
        this.context.report({
          code: 'backupDamagedSetAside',
          params: { file: displayPath(this.context, path), damage: loaded.damage, movedTo },
        });
      }
      if (backup === null) return null;
      await this.restore(backup);
      this.context.report({
        code: 'documentMissingRestoredFromBackup',
        params: { file: this.file },
      });
      return this.accept(backup, 'backup');
    }

    if (backup === null) {
      const newest = found[0]?.loaded;
      throw new StoreError('documentUnrecoverable', {
        file: this.file,
        damage: main.damage,
        backup: newest?.status === 'damaged' ? newest.damage : 'missing',
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
