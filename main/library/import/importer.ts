// Library import: the file arrives in chunks (the transport caps one message), is read and
// checked into a preview — what will be added, what will not and why — and only a commit
// writes, in one durable update of the target library. A rejected file, a cancelled import or
// a preview never committed leaves the library files untouched.
import { IpcFailure } from '../../../shared/ipc/errors';
import {
  IMPORT_CHUNK_BYTES,
  MAX_FILE_NAME_LENGTH,
  MAX_IMPORT_BYTES,
  MAX_PREVIEW_LINES,
} from '../../../shared/library/limits';
import { creatureKey, identityKey, planRecord } from '../../../shared/library/plan';
import { neutraliseLine } from '../../../shared/library/text';
import type {
  DuplicateChoice,
  DuplicateItem,
  ImportPreview,
  ImportProgress,
  LibraryScope,
  PreviewItem,
  RejectedItem,
} from '../../../shared/library/types';
import type { ValidCreature } from '../../../shared/library/validate';
import type { LibraryEntry } from '../../../shared/model/library';
import type { UploadBegun } from '../../../shared/ipc/upload';
import { ThrottledProgress, yieldToEventLoop } from '../../upload/progress';
import { UploadSessions, type UploadSession } from '../../upload/sessions';
import { StoreError } from '../../store/errors';
import type { LibraryStores } from '../stores';
import { ImportFileError, readImportFile, type ReadOptions } from './read-file';

/** What the DM chose in the preview: columns mapped, the file's armour class convention. */
export interface ImportChoices {
  readonly columns?: Readonly<Record<string, string>>;
  readonly ac?: 'ascending' | 'descending';
  /** Values the DM typed for unreadable cells: record index → column → value. */
  readonly fixes?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Most entries one library document holds (its schema's limit). */
export const MAX_LIBRARY_ENTRIES = 100000;
const BATCH = 250;

/** What a library upload keeps from its opening: the file name the preview shows. */
interface UploadMeta {
  readonly fileName: string;
}
/** What a preview keeps for the commit. */
interface ImportPlan {
  readonly scope: LibraryScope;
  readonly creatures: ValidCreature[];
  /** Creatures the library holds in another version, and the entry each matches. */
  readonly duplicates: { readonly creature: ValidCreature; readonly existing: LibraryEntry }[];
}
type Upload = UploadSession<UploadMeta, ImportPlan>;

/** What the importer needs from the rest of main. */
export interface ImporterOptions {
  readonly stores: LibraryStores;
  /** Receives progress of steps longer than half a second. */
  readonly onProgress?: (progress: ImportProgress) => void;
  /** Called after a commit changed a library. */
  readonly onCommitted?: (scope: LibraryScope, entries: readonly LibraryEntry[]) => void;
  /** Milliseconds clock (tests drive it). */
  readonly now?: () => number;
}

const fileFailure = (code: string, params: Record<string, string | number> = {}) =>
  new IpcFailure(`library.${code}`, params);

/** Uploads, previews and commits library imports. */
export class LibraryImporter {
  private readonly uploads: UploadSessions<UploadMeta, ImportPlan>;
  private readonly now: () => number;

  constructor(private readonly options: ImporterOptions) {
    this.now = options.now ?? (() => performance.now());
    this.uploads = new UploadSessions(
      { maxBytes: MAX_IMPORT_BYTES, chunkBytes: IMPORT_CHUNK_BYTES },
      {
        tooLarge: (size, max) => fileFailure('tooLarge', { size, max }),
        busy: (max) => fileFailure('busy', { max }),
        outOfOrder: (received, expected) => fileFailure('uploadIncomplete', { received, expected }),
        expired: () => fileFailure('importExpired'),
      },
      this.now,
    );
  }

  /** Opens an upload of `byteLength` bytes; a file over the cap is refused before any byte moves. */
  begin(fileName: string, byteLength: number): UploadBegun {
    return this.uploads.begin(byteLength, {
      fileName: neutraliseLine(fileName).slice(0, MAX_FILE_NAME_LENGTH),
    });
  }

  /** Appends chunk `index` (base64); chunks must come in order and not exceed the declared size. */
  chunk(uploadId: string, index: number, base64: string): { received: number } {
    return this.uploads.chunk(uploadId, index, base64);
  }

  /**
   * Reads and checks the uploaded file for `scope`. A file-level problem throws IpcFailure
   * `library.<code>` and forgets the upload; otherwise the preview is kept for commit.
   */
  async preview(
    uploadId: string,
    scope: LibraryScope,
    csvSystem?: 'adnd2e' | 'osr',
    choices: ImportChoices = {},
  ): Promise<ImportPreview> {
    const upload = this.uploads.get(uploadId);
    if (upload.received !== upload.expected) {
      throw fileFailure('uploadIncomplete', {
        received: upload.received,
        expected: upload.expected,
      });
    }
    try {
      const { fixes, ...read } = choices;
      return await this.plan(
        upload,
        scope,
        { ...read, ...(csvSystem ? { csvSystem } : {}) },
        fixes ?? {},
      );
    } catch (error) {
      this.uploads.delete(uploadId);
      if (error instanceof ImportFileError) throw fileFailure(error.code, error.params);
      throw error;
    }
  }

  private async plan(
    upload: Upload,
    scope: LibraryScope,
    options: ReadOptions,
    fixes: NonNullable<ImportChoices['fixes']>,
  ): Promise<ImportPreview> {
    const library = await this.options.stores.of(scope);
    const progress = this.progressOf(upload.id);
    progress.report('reading', 0, 1);
    const bytes = this.uploads.take(upload);
    const read = readImportFile(bytes, options);
    if (!read.ok) throw new ImportFileError(read.problem.code, { ...read.problem.params });
    const { source } = read;
    progress.report('reading', 1, 1);

    const existing = await library.list();
    const seen = new Set<number>();
    const byIdentity = new Map<string, LibraryEntry>();
    for (let i = 0; i < existing.length; i += 1) {
      const entry = existing[i] as LibraryEntry;
      seen.add(creatureKey(entry.system, entry.name, entry.statblock));
      const identity = identityKey(entry.system, entry.name, entry.statblock);
      if (!byIdentity.has(identity)) byIdentity.set(identity, entry);
      if (i % BATCH === BATCH - 1) await yieldToEventLoop();
    }
    const creatures: ValidCreature[] = [];
    const duplicates: ImportPlan['duplicates'] = [];
    const duplicateItems: DuplicateItem[] = [];
    const added: PreviewItem[] = [];
    const rejected: RejectedItem[] = [];
    let rejectCount = 0;
    let neutralisedCount = 0;
    const total = source.records.length;
    for (let index = 0; index < total; index += 1) {
      const result = planRecord(source, index, seen, fixes[String(index)]);
      if (result.ok) {
        const { creature, item } = result.planned;
        if (item.neutralised) neutralisedCount += 1;
        // Already in the library in another version: the DM picks what the commit does.
        const match = byIdentity.get(
          identityKey(creature.system, creature.name, creature.statblock),
        );
        if (match) {
          duplicates.push({ creature, existing: match });
          if (duplicateItems.length < MAX_PREVIEW_LINES) {
            duplicateItems.push({ ...item, existingId: match.id });
          }
        } else {
          creatures.push(creature);
          if (added.length < MAX_PREVIEW_LINES) added.push(item);
        }
      } else {
        rejectCount += 1;
        if (rejected.length < MAX_PREVIEW_LINES) rejected.push(result.rejected);
      }
      if (index % BATCH === BATCH - 1) {
        progress.report('checking', index + 1, total);
        await yieldToEventLoop();
      }
    }
    progress.report('checking', total, total);
    if (creatures.length === 0 && duplicates.length === 0 && rejectCount === 0) {
      throw new ImportFileError('noCreatures');
    }
    if (existing.length + creatures.length + duplicates.length > MAX_LIBRARY_ENTRIES) {
      throw new ImportFileError('libraryFull', { max: MAX_LIBRARY_ENTRIES });
    }
    upload.plan = { scope, creatures, duplicates };
    return {
      uploadId: upload.id,
      fileName: upload.meta.fileName,
      format: source.format,
      scope,
      addCount: creatures.length,
      added,
      rejectCount,
      rejected,
      duplicateCount: duplicates.length,
      duplicates: duplicateItems,
      skipped: source.skipped,
      neutralisedCount,
      notices: source.notices,
      ...(source.columns ? { columns: source.columns } : {}),
      ...(source.ac ? { ac: source.ac } : {}),
    };
  }

  /**
   * Writes a previewed import in one durable update; returns the new and the replaced entries.
   * `duplicates` says what happens to creatures the library holds in another version: `skip`
   * (the default) leaves the library's, `replace` puts the file's in its place (tags of both
   * kept), `keepBoth` adds the file's beside it.
   */
  async commit(
    uploadId: string,
    duplicates: DuplicateChoice = 'skip',
  ): Promise<{
    added: number;
    replaced: number;
    entries: LibraryEntry[];
    replacedEntries: LibraryEntry[];
    scope: LibraryScope;
  }> {
    const upload = this.uploads.get(uploadId);
    if (!upload.plan) throw fileFailure('importExpired');
    const { scope } = upload.plan;
    const creatures = [
      ...upload.plan.creatures,
      ...(duplicates === 'keepBoth' ? upload.plan.duplicates.map((d) => d.creature) : []),
    ];
    const replacing = duplicates === 'replace' ? upload.plan.duplicates : [];
    if (creatures.length === 0 && replacing.length === 0) {
      this.uploads.delete(uploadId);
      return { added: 0, replaced: 0, entries: [], replacedEntries: [], scope };
    }
    const library = await this.options.stores.of(scope);
    const progress = this.progressOf(upload.id);
    const current = (await library.list()).length;
    if (current + creatures.length > MAX_LIBRARY_ENTRIES) {
      throw fileFailure('libraryFull', { max: MAX_LIBRARY_ENTRIES });
    }
    progress.report('saving', 0, 1);
    const stopWaiting = progress.whileWaiting('saving', 0, 1);
    let written: { added: LibraryEntry[]; replaced: LibraryEntry[] };
    try {
      written = await library.addAndReplace(
        creatures.map((c) => ({
          system: c.system,
          name: c.name,
          statblock: c.statblock,
          tags: c.tags,
        })),
        replacing.map(({ creature, existing }) => ({
          id: existing.id,
          name: creature.name,
          statblock: creature.statblock,
          tags: [...new Set([...existing.tags, ...creature.tags])].slice(0, 50),
        })),
      );
    } catch (error) {
      // An entry to replace was deleted since the preview: nothing was written.
      if (error instanceof StoreError && error.code === 'notFound')
        throw fileFailure('importExpired');
      throw error;
    } finally {
      stopWaiting();
    }
    this.uploads.delete(uploadId);
    progress.report('saving', 1, 1);
    this.options.onCommitted?.(scope, [...written.added, ...written.replaced]);
    return {
      added: written.added.length,
      replaced: written.replaced.length,
      entries: written.added,
      replacedEntries: written.replaced,
      scope,
    };
  }

  /** Forgets an upload or preview; true when there was one. */
  cancel(uploadId: string): boolean {
    return this.uploads.delete(uploadId);
  }

  /** Uploads and previews a whole file at once (tests, benchmarks, files main reads itself). */
  async previewBytes(
    fileName: string,
    bytes: Uint8Array,
    scope: LibraryScope,
    csvSystem?: 'adnd2e' | 'osr',
    choices: ImportChoices = {},
  ): Promise<ImportPreview> {
    const { uploadId } = this.begin(fileName, bytes.byteLength);
    this.uploads.fill(uploadId, bytes);
    return this.preview(uploadId, scope, csvSystem, choices);
  }

  /** Number of uploads held in memory. */
  get openUploads(): number {
    return this.uploads.size;
  }

  /** Progress of one step of upload `uploadId`, sent as the library's progress push. */
  private progressOf(uploadId: string): ThrottledProgress<ImportProgress['phase']> {
    return new ThrottledProgress(
      (phase, done, total) => this.options.onProgress?.({ uploadId, phase, done, total }),
      this.now,
    );
  }
}
