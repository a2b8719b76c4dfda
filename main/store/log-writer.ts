import { Low } from 'lowdb';
import { logEntrySchema, type LogEntry } from '../../shared/model/log-entry';
import type { DocumentKind } from '../../shared/model/migrations';
import type { SaveState } from '../../shared/model/recovery';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { JournalLog, type JournalData } from './journal-log';
import { logFormatOf } from './log-format';

/** Called whenever a log's save state changes (to show "saved" / "not saved"). */
export type SaveStateListener = (state: SaveState) => void;

function asStoreError(error: unknown): StoreError {
  return error instanceof StoreError
    ? error
    : new StoreError('writeFailed', { reason: String(error) }, { cause: error });
}

/**
 * An open log (an encounter's or the campaign's) held in lowdb over a JournalLog. `append`
 * resolves once the entry is durable, and only then does the save state say "saved". When a
 * write fails (a full disk) the entry stays pending in memory, the state says "not saved" with
 * the reason, and the next append or `retry` writes everything pending: nothing the DM did is
 * dropped, and nothing acknowledged was ever at risk.
 */
export class LogWriter<H> {
  private readonly listeners = new Set<SaveStateListener>();
  private state: SaveState;

  private constructor(
    private readonly db: Low<JournalData<H, LogEntry>>,
    private readonly journal: JournalLog<H, LogEntry>,
  ) {
    this.state = { state: 'saved', lastSavedSeq: journal.persistedCount };
  }

  /** Opens an existing log, or returns null when it has never been written. */
  static async open<H>(
    context: StoreContext,
    base: string,
    kind: DocumentKind<H>,
  ): Promise<LogWriter<H> | null> {
    const journal = new JournalLog(context, base, logFormatOf(kind, logEntrySchema));
    const data = await journal.read();
    if (data === null) {
      await journal.close();
      return null;
    }
    return new LogWriter(new Low(journal, data), journal);
  }

  /** Creates a new log with its header; fails if one already exists at `base`. */
  static async create<H>(
    context: StoreContext,
    base: string,
    kind: DocumentKind<H>,
    header: H,
  ): Promise<LogWriter<H>> {
    const journal = new JournalLog(context, base, logFormatOf(kind, logEntrySchema));
    if ((await journal.read()) !== null) {
      await journal.close();
      throw new StoreError('alreadyExists', { file: journal.files.header });
    }
    const db = new Low<JournalData<H, LogEntry>>(journal, { header, entries: [] });
    await db.write();
    return new LogWriter(db, journal);
  }

  /** The log's header document. */
  get header(): H {
    return this.db.data.header;
  }

  /** Every entry, including any not yet durable. */
  get entries(): readonly LogEntry[] {
    return this.db.data.entries;
  }

  /** The current save state. */
  get saveState(): SaveState {
    return this.state;
  }

  /** Subscribes to save-state changes; returns the unsubscribe function. */
  onSaveState(listener: SaveStateListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setState(state: SaveState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }

  private pending(): number {
    return this.db.data.entries.length - this.journal.persistedCount;
  }

  private async flush(): Promise<number> {
    const target = this.db.data.entries.length;
    this.setState({
      state: 'saving',
      lastSavedSeq: this.journal.persistedCount,
      pending: this.pending(),
    });
    try {
      await this.db.write();
    } catch (error) {
      const failure = asStoreError(error);
      this.setState({
        state: 'notSaved',
        lastSavedSeq: this.journal.persistedCount,
        pending: this.pending(),
        error: { code: failure.code, params: failure.params },
      });
      throw failure;
    }
    const pending = this.pending();
    this.setState(
      pending === 0
        ? { state: 'saved', lastSavedSeq: this.journal.persistedCount }
        : { state: 'saving', lastSavedSeq: this.journal.persistedCount, pending },
    );
    return target;
  }

  /**
   * Adds entries to the log and resolves with the sequence number of the last one once it is
   * durable. Invalid entries are refused before anything is kept.
   */
  async append(...entries: LogEntry[]): Promise<number> {
    for (const entry of entries) {
      const checked = logEntrySchema.safeParse(entry);
      if (!checked.success) {
        throw new StoreError('invalidInput', {
          problem: checked.error.issues[0]?.message ?? 'invalid entry',
        });
      }
    }
    this.db.data.entries.push(...entries);
    return this.flush();
  }

  /** Writes whatever is pending (after a failure); resolves with the last durable seq. */
  retry(): Promise<number> {
    return this.flush();
  }

  /**
   * Changes the header (status, name…) and writes it durably with anything pending. Like an
   * entry, a header change that could not be written stays pending and is retried.
   */
  async updateHeader(change: (header: H) => H): Promise<void> {
    this.db.data.header = change(structuredClone(this.db.data.header));
    await this.flush();
  }

  /** Folds the journal into an atomic snapshot (opening it again is then one parse). */
  async compact(): Promise<void> {
    await this.journal.compact(this.db.data);
    this.setState({ state: 'saved', lastSavedSeq: this.journal.persistedCount });
  }

  /** Releases the journal file; pending entries are tried one last time first. */
  async close(): Promise<void> {
    try {
      if (this.pending() > 0) await this.flush();
    } finally {
      await this.journal.close();
    }
  }
}
