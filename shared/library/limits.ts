// Limits of the library shared by main and the interface; free of schema code so the renderer
// can import it.

/** Largest import file accepted, in bytes (20 MiB: about 6,000 detailed 5e statblocks). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** Bytes of file per upload chunk; base64 makes each message about 171 KiB, under the transport's cap. */
export const IMPORT_CHUNK_BYTES = 128 * 1024;

/** Most creatures added to an encounter in one action. */
export const MAX_ADD_COUNT = 200;

/** Most preview lines sent for added or rejected records (the counts are always whole). */
export const MAX_PREVIEW_LINES = 2000;

/** Longest import file name kept for display. */
export const MAX_FILE_NAME_LENGTH = 255;
