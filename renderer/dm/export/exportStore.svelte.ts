// State of the export dialog: what can be exported, the running export and its progress, the
// overwrite question, and the import of an exported encounter. Main does all the work; this
// class only talks to it and mirrors what it answers.
import type { ExportProgress } from '../../../shared/export/limits';
import { PROGRESS_DELAY_MS } from '../../../shared/export/limits';
import type {
  EncounterImportPreview,
  ExportOutcome,
  ExportSources,
} from '../../../shared/ipc/channels/export';
import type { IpcError, RequestOf } from '../../../shared/ipc/index';
import type { IpcClient } from '../../lib/ipc/ipcClient.svelte';

/** An export as the dialog asks for it (main adds nothing; the store adds the job id). */
export type ExportChoice = Omit<RequestOf<'export.run'>, 'jobId' | 'destination'>;

/** Where an import goes. */
export type ImportTarget = RequestOf<'export.importPreview'>['target'];

/** Starts a browser download of a same-origin URL. */
export type StartDownload = (url: string, fileName: string) => void;

function newJobId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Clicks a temporary link: the server answers it as an attachment, so the browser saves it. */
export const browserDownload: StartDownload = (url, fileName) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/** The export dialog's connection to main. */
export class ExportStore {
  sources: ExportSources | undefined = $state.raw();
  busy = $state(false);
  /** True once the running job has taken longer than half a second. */
  slow = $state(false);
  progress: ExportProgress | undefined = $state.raw();
  outcome: ExportOutcome | undefined = $state.raw();
  error: IpcError | undefined = $state.raw();
  preview: EncounterImportPreview | undefined = $state.raw();
  imported: number | undefined = $state();
  readonly #client: IpcClient;
  readonly #destination: 'file' | 'download';
  readonly #download: StartDownload;
  #jobId = '';
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    client: IpcClient,
    destination: 'file' | 'download',
    download: StartDownload = browserDownload,
  ) {
    this.#client = client;
    this.#destination = destination;
    this.#download = download;
    client.on('export.progress', (progress) => {
      if (progress.jobId !== this.#jobId) return;
      this.progress = progress;
      this.slow = true;
    });
  }

  /** Where exports go in this window: a file (Electron's save dialog) or a browser download. */
  get destination(): 'file' | 'download' {
    return this.#destination;
  }

  /** Asks main what can be exported. */
  async loadSources(): Promise<void> {
    const result = await this.#client.call('export.sources', {});
    if (result.ok) this.sources = result.value;
    else this.error = result.error;
  }

  /** Runs an export; a download starts by itself, a save may come back as an overwrite question. */
  async run(choice: ExportChoice): Promise<void> {
    const jobId = newJobId();
    await this.#job(jobId, async () => {
      const result = await this.#client.call('export.run', {
        ...choice,
        jobId,
        destination: this.#destination,
      });
      this.#settle(result.ok ? result.value : undefined, result.ok ? undefined : result.error);
    });
  }

  /** Answers the overwrite question. */
  async confirmOverwrite(replace: boolean): Promise<void> {
    const pending = this.outcome;
    if (pending?.status !== 'confirmOverwrite') return;
    await this.#job(this.#jobId, async () => {
      const result = await this.#client.call('export.confirmOverwrite', {
        confirmId: pending.confirmId,
        replace,
      });
      this.#settle(result.ok ? result.value : undefined, result.ok ? undefined : result.error);
    });
  }

  /** Uploads an exported file and asks main what importing it into `target` would add. */
  async previewImport(file: File, target: ImportTarget): Promise<void> {
    const jobId = newJobId();
    this.preview = undefined;
    this.imported = undefined;
    await this.#job(jobId, async () => {
      const begin = await this.#client.call('export.importBegin', {
        fileName: file.name,
        byteLength: file.size,
      });
      if (!begin.ok) return this.#fail(begin.error);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const { uploadId, chunkBytes } = begin.value;
      for (let index = 0, at = 0; at < bytes.length; index += 1, at += chunkBytes) {
        const chunk = await this.#client.call('export.importChunk', {
          uploadId,
          index,
          data: toBase64(bytes.subarray(at, at + chunkBytes)),
        });
        if (!chunk.ok) return this.#fail(chunk.error);
        this.progress = { jobId, phase: 'read', done: at + chunkBytes, total: bytes.length };
      }
      const preview = await this.#client.call('export.importPreview', { uploadId, target });
      if (!preview.ok) return this.#fail(preview.error);
      this.preview = preview.value;
      this.error = undefined;
    });
  }

  /** Commits the previewed import. */
  async commitImport(): Promise<void> {
    const preview = this.preview;
    if (!preview) return;
    await this.#job(this.#jobId, async () => {
      const result = await this.#client.call('export.importCommit', {
        uploadId: preview.uploadId,
      });
      if (!result.ok) return this.#fail(result.error);
      this.preview = undefined;
      this.imported = result.value.imported;
      this.error = undefined;
    });
  }

  dismissError(): void {
    this.error = undefined;
  }

  async #job(jobId: string, work: () => Promise<void>): Promise<void> {
    this.#jobId = jobId;
    this.busy = true;
    this.slow = false;
    this.progress = undefined;
    // The indicator appears only for work longer than half a second (no flicker otherwise).
    this.#timer = setTimeout(() => (this.slow = true), PROGRESS_DELAY_MS);
    try {
      await work();
    } finally {
      clearTimeout(this.#timer);
      this.busy = false;
      this.slow = false;
    }
  }

  #fail(error: IpcError): void {
    this.error = error;
  }

  #settle(outcome: ExportOutcome | undefined, error: IpcError | undefined): void {
    this.outcome = outcome;
    this.error = error;
    if (outcome?.status === 'download') this.#download(outcome.url, outcome.fileName);
  }
}
