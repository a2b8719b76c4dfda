// One import as the dialog walks through it: upload the file in chunks (the transport caps a
// message), let main check it into a preview, then commit or cancel. Progress comes from the
// upload itself and from main's progress events for checks longer than half a second.
import type { IpcError } from '../../../shared/ipc/index';
import { MAX_IMPORT_BYTES } from '../../../shared/library/limits';
import type {
  DuplicateChoice,
  ImportPreview,
  ImportProgress,
  LibraryScope,
} from '../../../shared/library/types';
import type { IpcClient } from '../../lib/ipc/ipcClient.svelte';

/** What the DM chose in the preview: columns mapped, the file's armour class convention. */
export interface ImportChoices {
  readonly columns?: Record<string, string>;
  readonly ac?: 'ascending' | 'descending';
  /** Values the DM typed for unreadable cells: record index → column → value. */
  readonly fixes?: Record<string, Record<string, string>>;
}
/** Where the import stands. */
export type ImportStage =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number }
  | { kind: 'checking'; progress: ImportProgress | undefined }
  | { kind: 'preview'; preview: ImportPreview }
  | { kind: 'saving'; progress: ImportProgress | undefined }
  | { kind: 'done'; added: number; replaced: number }
  | { kind: 'failed'; error: IpcError };

/** base64 of bytes, in slices so no call gets too many arguments. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** State and steps of the import dialog. */
export class ImportStore {
  stage: ImportStage = $state.raw({ kind: 'idle' });
  fileName = $state('');
  readonly #client: IpcClient;
  #uploadId: string | undefined;
  #file: Blob | undefined;

  constructor(client: IpcClient) {
    this.#client = client;
    client.on('library.importProgress', (progress) => {
      if (progress.uploadId !== this.#uploadId) return;
      if (this.stage.kind === 'checking') this.stage = { kind: 'checking', progress };
      if (this.stage.kind === 'saving') this.stage = { kind: 'saving', progress };
    });
  }

  /** Whether a step is running. */
  get working(): boolean {
    return ['uploading', 'checking', 'saving'].includes(this.stage.kind);
  }

  /** Uploads `file` and asks main for its preview. */
  async start(
    file: Blob,
    fileName: string,
    scope: LibraryScope,
    csvSystem?: 'adnd2e' | 'osr',
    choices: ImportChoices = {},
  ): Promise<void> {
    await this.cancel();
    this.fileName = fileName;
    this.#file = file;
    if (file.size > MAX_IMPORT_BYTES) {
      // Refused here too, so a huge file is never read into memory.
      this.#fail({ code: 'library.tooLarge', params: { size: file.size, max: MAX_IMPORT_BYTES } });
      return;
    }
    const begun = await this.#client.call('library.importBegin', {
      fileName,
      byteLength: file.size,
    });
    if (!begun.ok) return this.#fail(begun.error);
    const { uploadId, chunkBytes } = begun.value;
    this.#uploadId = uploadId;
    this.stage = { kind: 'uploading', sent: 0, total: file.size };
    for (let at = 0, index = 0; at < file.size; at += chunkBytes, index += 1) {
      const bytes = new Uint8Array(await file.slice(at, at + chunkBytes).arrayBuffer());
      const sent = await this.#client.call('library.importChunk', {
        uploadId,
        index,
        data: toBase64(bytes),
      });
      if (this.#uploadId !== uploadId) return;
      if (!sent.ok) return this.#fail(sent.error);
      this.stage = { kind: 'uploading', sent: sent.value.received, total: file.size };
    }
    await this.preview(scope, csvSystem, choices);
  }

  /** Asks main to (re)check the uploaded file, e.g. after choosing the CSV rules. */
  async preview(
    scope: LibraryScope,
    csvSystem?: 'adnd2e' | 'osr',
    choices: ImportChoices = {},
  ): Promise<void> {
    const uploadId = this.#uploadId;
    if (!uploadId) return;
    this.stage = { kind: 'checking', progress: undefined };
    const result = await this.#client.call('library.importPreview', {
      uploadId,
      scope,
      csvSystem,
      ...choices,
    });
    if (this.#uploadId !== uploadId) return;
    if (result.ok) this.stage = { kind: 'preview', preview: result.value };
    else {
      this.#uploadId = undefined;
      this.#fail(result.error);
    }
  }

  /** Re-uploads the same file for another scope or CSV rules (a rejected upload is forgotten). */
  async retry(
    scope: LibraryScope,
    csvSystem?: 'adnd2e' | 'osr',
    choices: ImportChoices = {},
  ): Promise<void> {
    if (this.#file) await this.start(this.#file, this.fileName, scope, csvSystem, choices);
  }

  /** Writes the previewed creatures; `duplicates` says what happens to the library's versions. */
  async commit(duplicates: DuplicateChoice = 'skip'): Promise<number | undefined> {
    const uploadId = this.#uploadId;
    if (!uploadId || this.stage.kind !== 'preview') return undefined;
    this.stage = { kind: 'saving', progress: undefined };
    const result = await this.#client.call('library.importCommit', { uploadId, duplicates });
    this.#uploadId = undefined;
    if (!result.ok) {
      this.#fail(result.error);
      return undefined;
    }
    this.stage = { kind: 'done', added: result.value.added, replaced: result.value.replaced };
    return result.value.added + result.value.replaced;
  }

  /** Forgets the import; main drops what it holds. */
  async cancel(): Promise<void> {
    const uploadId = this.#uploadId;
    this.#uploadId = undefined;
    this.stage = { kind: 'idle' };
    if (uploadId) await this.#client.call('library.importCancel', { uploadId });
  }

  #fail(error: IpcError): void {
    this.stage = { kind: 'failed', error };
  }
}
