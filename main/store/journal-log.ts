import type { Adapter } from 'lowdb';
import { constants } from 'node:fs';
import { dirname } from 'node:path';
import type { DamageKind } from '../../shared/model/recovery';
import { writeFileAtomic, writeFully } from './atomic-write';
import { displayPath, type StoreContext } from './context';
import { DurableDocument, WITH_GENERATIONS } from './durable-document';
import { isMissing, StoreError, writeError } from './errors';
import type { FileHandleLike } from './fs-layer';
import { decodeJournal, encodeLine, type DecodedJournal, type JournalLine } from './journal-format';
import type { LogFormat } from './log-format';
import { corruptName, moveAside } from './move-aside';
import { SerialQueue } from './serial';
import { snapshotCodec, type CheckedSnapshot } from './snapshot-codec';

/** A log as lowdb holds it: a header document and the append-only list of entries. */
export interface JournalData<H, E> {
  header: H;
  entries: E[];
}

/** The files of one log, all beside each other: `<base>.header.json`, `<base>.jsonl`, … */
export function journalFiles(base: string) {
  return {
    header: `${base}.header.json`,
    snapshot: `${base}.snapshot.json`,
    journal: `${base}.jsonl`,
    // The journal segment the last compaction folded into the snapshot; it lets a damaged
    // snapshot be rebuilt from the snapshot's .bak plus these lines.
    previousJournal: `${base}.jsonl.bak`,
  };
}

interface Problem {
  damage: DamageKind;
  atTail: boolean;
  droppedLines: number;
  droppedBytes: number;
}

/**
 * A lowdb adapter for an event log that costs the same per event at the end of a three-hour
 * session as at the start. `write` appends only the entries added since the last write, one
 * checksummed JSONL line each, and resolves only once they are durable (the journal is opened
 * O_DSYNC, or fsynced after the write where the OS has no such flag); it never rewrites it. A header
 * change is an atomic document write. `compact` folds the journal into an atomic snapshot.
 *
 * Entries are checked by the caller before they reach the adapter (LogWriter checks each one as
 * it is appended), so the per-event path does no second validation; every entry read back is
 * checked through the log's format.
 *
 * Reading drops a line cut short by a crash (never acknowledged, since acknowledgement follows
 * the fsync), keeps its bytes aside and reports it. Damage before the tail keeps the entries up
 * to it, sets the damaged journal aside and reports how much was dropped.
 */
export class JournalLog<H, E> implements Adapter<JournalData<H, E>> {
  readonly files: ReturnType<typeof journalFiles>;
  private readonly headerDoc: DurableDocument<H>;
  private readonly snapshotDoc: DurableDocument<CheckedSnapshot<E>>;
  private readonly queue = new SerialQueue();
  private handle: FileHandleLike | null = null;
  private goodBytes = 0;
  private persisted = 0;
  // A failed write may have left part of a line past goodBytes; it is cut off before the next.
  private dirty = false;
  // The header last written (or read), by reference and as JSON: a header is replaced, never
  // mutated, so the per-event path compares references and serialises only a new header.
  private headerWritten: H | null = null;
  private headerJson: string | null = null;
  private closed = false;

  constructor(
    private readonly context: StoreContext,
    base: string,
    private readonly format: LogFormat<H, E>,
  ) {
    this.files = journalFiles(base);
    // A header is written once or a few times: it keeps generations (see DocumentOptions).
    this.headerDoc = new DurableDocument(
      context,
      this.files.header,
      format.header,
      WITH_GENERATIONS,
    );
    this.snapshotDoc = new DurableDocument(
      context,
      this.files.snapshot,
      snapshotCodec(format as LogFormat<unknown, E>),
      { pretty: false },
    );
  }

  /** How many entries are durably on disk. */
  get persistedCount(): number {
    return this.persisted;
  }

  read(): Promise<JournalData<H, E> | null> {
    return this.queue.run(() => this.readNow());
  }

  write(data: JournalData<H, E>): Promise<void> {
    return this.queue.run(() => this.writeNow(data));
  }

  /** Folds every entry into an atomically written snapshot and starts a fresh journal. */
  compact(data: JournalData<H, E>): Promise<void> {
    return this.queue.run(() => this.compactNow(data));
  }

  /** Waits for pending writes and releases the journal file. */
  close(): Promise<void> {
    return this.queue.run(async () => {
      this.closed = true;
      await this.closeHandle();
    });
  }

  private assertOpen(): void {
    if (this.closed)
      throw new StoreError('storeClosed', { file: this.display(this.files.journal) });
  }

  private display(path: string): string {
    return displayPath(this.context, path);
  }

  private async closeHandle(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }

  private async readBytes(path: string): Promise<Buffer> {
    try {
      return await this.context.fs.readFile(path);
    } catch (error) {
      if (isMissing(error)) return Buffer.alloc(0);
      throw new StoreError('readFailed', { file: this.display(path) }, { cause: error });
    }
  }

  private async readNow(): Promise<JournalData<H, E> | null> {
    this.assertOpen();
    await this.closeHandle();
    this.persisted = 0;
    this.goodBytes = 0;
    this.dirty = false;
    this.headerJson = null;
    this.headerWritten = null;

    const header = await this.headerDoc.read();
    const snapshot = await this.snapshotDoc.read();
    const journalBytes = await this.readBytes(this.files.journal);
    if (header === null) {
      if (snapshot !== null || journalBytes.length > 0) {
        throw new StoreError('documentUnrecoverable', {
          file: this.display(this.files.header),
          damage: 'missing',
          backup: 'missing',
        });
      }
      return null;
    }
    const headerVersion = this.headerDoc.fromVersion ?? this.format.version;
    const base = snapshot?.lastSeq ?? 0;
    const entries: E[] = snapshot ? [...snapshot.entries] : [];

    const decoded = decodeJournal(journalBytes);
    const journalLines = decoded.lines.filter((line) => line.seq > base);
    const first = journalLines[0];
    const earlier =
      this.snapshotDoc.source === 'backup' || (first !== undefined && first.seq > base + 1)
        ? await this.previousLines(base, first?.seq ?? Infinity)
        : [];
    const lines = [...earlier, ...journalLines];
    const accepted = this.acceptLines(lines, base, headerVersion, entries);
    const problem = this.problemOf(decoded, journalLines.length, earlier.length, accepted);

    this.persisted = entries.length;
    this.goodBytes = decoded.goodBytes;
    if (headerVersion === this.format.version) {
      this.headerJson = JSON.stringify(header);
      this.headerWritten = header;
    }
    const data = { header, entries };

    if (problem?.atTail) {
      await this.dropTail(journalBytes, decoded.goodBytes, problem.droppedBytes);
    } else if (problem) {
      const movedTo = await moveAside(this.context, this.files.journal);
      this.goodBytes = 0;
      this.context.report({
        code: 'journalDamagedTruncated',
        params: {
          file: this.display(this.files.journal),
          damage: problem.damage,
          keptThroughSeq: entries.length,
          droppedLines: problem.droppedLines,
          movedTo,
        },
      });
    }
    const upgraded =
      headerVersion < this.format.version ||
      (this.snapshotDoc.fromVersion ?? this.format.version) < this.format.version;
    if ((problem !== null && !problem.atTail) || upgraded || this.snapshotDoc.source === 'backup') {
      await this.compactNow(data);
    }
    return data;
  }

  // Lines from the journal segment set aside by the last compaction, for a snapshot that had to
  // come from its backup (older than the journal's start).
  private async previousLines(base: number, before: number): Promise<JournalLine[]> {
    const previous = decodeJournal(await this.readBytes(this.files.previousJournal));
    return previous.lines.filter((line) => line.seq > base && line.seq < before);
  }

  // Appends each line's entry while the sequence continues and the entry is valid, and says
  // why it stopped early, if it did.
  private acceptLines(
    lines: JournalLine[],
    base: number,
    version: number,
    entries: E[],
  ): { taken: number; stop: DamageKind | null } {
    let expected = base + 1;
    let taken = 0;
    for (const line of lines) {
      if (line.seq !== expected) return { taken, stop: 'sequenceGap' };
      const entry = this.format.entry(line.entry, version);
      if (entry === null) return { taken, stop: 'invalidSchema' };
      entries.push(entry);
      expected += 1;
      taken += 1;
    }
    return { taken, stop: null };
  }

  private problemOf(
    decoded: DecodedJournal,
    journalLines: number,
    earlierLines: number,
    accepted: { taken: number; stop: DamageKind | null },
  ): Problem | null {
    const trailing = decoded.damage?.droppedLines ?? 0;
    if (accepted.stop !== null) {
      // A line that decoded fine but broke the sequence or the entry schema: the journal is
      // dropped from it on.
      const takenFromJournal = Math.max(0, accepted.taken - earlierLines);
      return {
        damage: accepted.stop,
        atTail: false,
        droppedLines: journalLines - takenFromJournal + trailing,
        droppedBytes: 0,
      };
    }
    if (decoded.damage === null) return null;
    return {
      damage: decoded.damage.damage,
      atTail: decoded.damage.atTail,
      droppedLines: trailing,
      droppedBytes: decoded.damage.droppedBytes,
    };
  }

  // A crash cut the last write short. Those bytes were never acknowledged; they are kept aside
  // all the same, and the journal is cut back to its last whole line so appends continue cleanly.
  private async dropTail(bytes: Buffer, goodBytes: number, droppedBytes: number): Promise<void> {
    const { fs } = this.context;
    const target = await corruptName(this.context, this.files.journal);
    await writeFileAtomic(this.context, target, bytes.subarray(goodBytes), { backup: false });
    const handle = await fs.open(this.files.journal, 'r+');
    try {
      await handle.truncate(goodBytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    this.context.report({
      code: 'journalTailDropped',
      params: {
        file: this.display(this.files.journal),
        keptThroughSeq: this.persisted,
        droppedBytes,
        movedTo: this.display(target),
      },
    });
  }

  private async openHandle(): Promise<FileHandleLike> {
    if (this.handle) return this.handle;
    const { fs } = this.context;
    const existed = await fs.exists(this.files.journal);
    // With O_DSYNC each write returns only once durable: one system call per event instead
    // of a write and an fsync, with the same guarantee.
    const flags = constants.O_RDWR | constants.O_CREAT | (fs.durableWriteFlag ?? 0);
    const handle = await fs.open(this.files.journal, flags, 0o644);
    this.handle = handle;
    if (!existed) await fs.syncDir(dirname(this.files.journal));
    return handle;
  }

  private async writeHeaderIfChanged(header: H): Promise<void> {
    if (header === this.headerWritten) return;
    const json = JSON.stringify(header);
    if (json !== this.headerJson) await this.headerDoc.write(header);
    this.headerJson = json;
    this.headerWritten = header;
  }

  private async writeNow(data: JournalData<H, E>): Promise<void> {
    this.assertOpen();
    await this.writeHeaderIfChanged(data.header);
    const count = data.entries.length;
    if (count < this.persisted) {
      throw new StoreError('invalidInput', {
        file: this.display(this.files.journal),
        problem: 'entriesRemoved',
      });
    }
    if (count === this.persisted) return;
    const firstSeq = this.persisted + 1;
    const fresh = data.entries.slice(this.persisted, count);
    const bytes = Buffer.from(fresh.map((entry, i) => encodeLine(firstSeq + i, entry)).join(''));
    try {
      const handle = await this.openHandle();
      if (this.dirty) {
        await handle.truncate(this.goodBytes);
        this.dirty = false;
      }
      this.dirty = true;
      await writeFully(handle, bytes, this.goodBytes);
      if (this.context.fs.durableWriteFlag === null) await handle.sync();
      this.dirty = false;
    } catch (error) {
      throw writeError(error, this.display(this.files.journal));
    }
    this.goodBytes += bytes.length;
    this.persisted += fresh.length;
  }

  private async compactNow(data: JournalData<H, E>): Promise<void> {
    this.assertOpen();
    const { fs } = this.context;
    const entries = [...data.entries];
    await this.snapshotDoc.write({
      schemaVersion: this.format.version,
      lastSeq: entries.length,
      entries,
    });
    await this.closeHandle();
    // Lines up to lastSeq are now in the snapshot; the old journal becomes the previous segment.
    try {
      await fs.rename(this.files.journal, this.files.previousJournal);
      await fs.syncDir(dirname(this.files.journal));
    } catch (error) {
      if (!isMissing(error)) throw writeError(error, this.display(this.files.journal));
    }
    this.goodBytes = 0;
    this.dirty = false;
    this.persisted = entries.length;
    await this.writeHeaderIfChanged(data.header);
  }
}
