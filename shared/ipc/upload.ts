// A file sent over the typed contract in chunks, since one transport message is capped: the
// sender opens an upload with the file's byte length, sends base64 chunks in order, then asks
// for a preview and a commit. The library import and the encounter import use these same
// requests, each with its own limits.
import { z } from 'zod';
import { maxWebSocketMessageBytes } from './wire';

/**
 * Room in one WebSocket message for the request around a chunk's base64 (its id, channel name,
 * upload id and index take under 200 bytes).
 */
const envelopeReserveBytes = 4096;

/**
 * Most file bytes one chunk may carry on every transport: its base64 (4 characters for every 3
 * bytes) and the request around it fit one WebSocket message (maxWebSocketMessageBytes). The
 * Electron IPC has no such cap; the same chunks are used there.
 */
export const maxTransportChunkBytes =
  Math.floor((maxWebSocketMessageBytes - envelopeReserveBytes) / 4) * 3;

/** The chunk size an upload uses: what its importer asks for, at most what fits the transport. */
export function transportChunkBytes(requested: number): number {
  return Math.min(requested, maxTransportChunkBytes);
}

/** An upload's id: 16 random bytes in hex, chosen by main. */
export const uploadIdSchema = z.string().regex(/^[a-f0-9]{32}$/);

/** What opening an upload answers: its id and the limits the sender keeps to. */
export interface UploadBegun {
  /** Id naming the upload in the following requests. */
  uploadId: string;
  /** Most bytes of file in one chunk (before base64). */
  chunkBytes: number;
  /** Largest file accepted. */
  maxBytes: number;
}

/** Request opening an upload of a file of `byteLength` bytes. */
export const uploadBeginSchema = z.strictObject({
  fileName: z.string().max(1000),
  byteLength: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/** Request carrying chunk `index` of an upload of at most `maxBytes` in `chunkBytes` chunks. */
export function uploadChunkSchema(limits: { maxBytes: number; chunkBytes: number }) {
  const chunkBytes = transportChunkBytes(limits.chunkBytes);
  return z.strictObject({
    uploadId: uploadIdSchema,
    index: z
      .number()
      .int()
      .min(0)
      .max(Math.ceil(limits.maxBytes / chunkBytes)),
    // base64 of at most chunkBytes bytes
    data: z
      .string()
      .max(Math.ceil(chunkBytes / 3) * 4)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  });
}
