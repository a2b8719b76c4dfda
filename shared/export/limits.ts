// Limits and names of the export and import channels, free of schema code so the renderer can
// import them without pulling zod into its bundle.

/** Largest exported-encounter file accepted for import (bytes). */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;

/** Bytes per upload chunk of an import (base64-encoded on the wire). */
export const IMPORT_CHUNK_BYTES = 256 * 1024;

/** An export that takes longer than this shows progress. */
export { PROGRESS_DELAY_MS } from '../ipc/limits';

/** Path prefix of a prepared download in `npm run serve` (followed by its one-time token). */
export const DOWNLOAD_PATH_PREFIX = '/export/download/';

/** The export formats. */
export const EXPORT_FORMATS = ['md', 'html', 'json', 'csv'] as const;

/** One export format. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Audience of an export: the DM's full log or the players' recap. */
export const EXPORT_AUDIENCES = ['player', 'dm'] as const;

/** Where an export goes: a file chosen in a save dialog (Electron) or a browser download. */
export const EXPORT_DESTINATIONS = ['file', 'download'] as const;

/** Steps an export reports progress for. */
export type ExportPhase = 'read' | 'build' | 'write';

/** Progress of a running export or import, sent once it has run longer than the delay. */
export interface ExportProgress {
  /** The job the renderer started (its own id). */
  jobId: string;
  /** The step running. */
  phase: ExportPhase;
  /** Units done and in all (commands replayed, encounters read, bytes written). */
  done: number;
  total: number;
}
