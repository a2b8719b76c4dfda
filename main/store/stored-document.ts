import { Low } from 'lowdb';
import type { DocumentKind } from '../../shared/model/migrations';
import { kindCodec } from './codec';
import type { StoreContext } from './context';
import { DurableDocument, type DocumentOptions } from './durable-document';
import { StoreError } from './errors';
import { SerialQueue } from './serial';

/**
 * One versioned JSON document held in a lowdb `Low` over a DurableDocument adapter. Updates are
 * applied to a copy and swapped in only once the write is durable, so after a failed write
 * (a full disk) memory and disk still agree and the change can simply be retried.
 */
export class StoredDocument<T> {
  private readonly db: Low<T | null>;
  private readonly adapter: DurableDocument<T>;
  private readonly queue = new SerialQueue();
  private loaded = false;

  constructor(
    context: StoreContext,
    readonly path: string,
    kind: DocumentKind<T>,
    options: DocumentOptions = {},
  ) {
    this.adapter = new DurableDocument(context, path, kindCodec(kind), options);
    this.db = new Low<T | null>(this.adapter as DurableDocument<T | null>, null);
  }

  /** The document, or null when its file does not exist. */
  load(): Promise<T | null> {
    return this.queue.run(() => this.loadNow());
  }

  private async loadNow(): Promise<T | null> {
    if (!this.loaded) {
      await this.db.read();
      this.loaded = true;
    }
    return this.db.data;
  }

  /** The layout version found on disk by the last load (before upgrading), or null. */
  get storedVersion(): number | null {
    return this.adapter.fromVersion;
  }

  /**
   * Applies `change` to a copy of the document (or of `initial()` when there is no file yet),
   * writes it durably, then makes it current. Returns the new document.
   */
  update(change: (draft: T) => T | void, initial?: () => T): Promise<T> {
    return this.queue.run(async () => {
      const current = (await this.loadNow()) ?? initial?.() ?? null;
      if (current === null) throw new StoreError('notFound', { file: this.path });
      const draft = structuredClone(current);
      const next = change(draft) ?? draft;
      const previous = this.db.data;
      this.db.data = next;
      try {
        await this.db.write();
      } catch (error) {
        this.db.data = previous;
        throw error;
      }
      return next;
    });
  }

  /**
   * At the DM's request after `documentUnrecoverable` (or `documentTooNew`): keeps the file
   * aside as `.corrupt-<time>` and lets the document start empty. Returns the new name.
   */
  setAside(): Promise<string | null> {
    return this.queue.run(async () => {
      const movedTo = await this.adapter.setAside();
      this.loaded = false;
      this.db.data = null;
      return movedTo;
    });
  }

  /** Writes `value` as the whole document. */
  replace(value: T): Promise<T> {
    return this.update(
      () => value,
      () => value,
    );
  }
}
