// Bookkeeping of files uploaded in chunks (shared/ipc/upload.ts): the byte length is declared
// up front and checked against the cap before any byte moves, chunks come in order as base64
// and never exceed the declared size, and an upload nobody commits is forgotten after a while,
// so a closed window cannot pin megabytes in main. The library import and the encounter import
// each keep their own error codes; this class asks them to build the failures.
import { randomBytes } from 'node:crypto';
import { transportChunkBytes, type UploadBegun } from '../../shared/ipc/upload';

/** Uploads are forgotten after this long without a commit, unless the limits say otherwise. */
export const UPLOAD_TTL_MS = 30 * 60 * 1000;
/** Most uploads of one importer open at once, unless the limits say otherwise. */
export const MAX_OPEN_UPLOADS = 4;

/** Sizes and counts one kind of upload keeps to. */
export interface UploadLimits {
  /** Largest file accepted (bytes). */
  readonly maxBytes: number;
  /** Most bytes in one chunk, before base64. */
  readonly chunkBytes: number;
  /** An upload is forgotten this long after it was opened (UPLOAD_TTL_MS by default). */
  readonly ttlMs?: number;
  /** Most uploads open at once (MAX_OPEN_UPLOADS by default). */
  readonly maxOpen?: number;
}

/** The failures an upload raises, in the caller's own codes. */
export interface UploadFailures {
  /** A file, or the bytes sent so far, larger than allowed (`max`). */
  tooLarge(size: number, max: number): Error;
  /** Too many uploads open already. */
  busy(maxOpen: number): Error;
  /** A chunk out of order, or sent after the upload was previewed. */
  outOfOrder(received: number, expected: number): Error;
  /** No such upload: never opened, cancelled, committed or expired. */
  expired(): Error;
}

/** One open upload: its bytes so far and, once previewed, the caller's plan. */
export interface UploadSession<Meta, Plan> {
  readonly id: string;
  /** What the caller noted when opening it (a file name, or nothing). */
  readonly meta: Meta;
  /** Declared byte length. */
  readonly expected: number;
  readonly createdAt: number;
  chunks: Buffer[];
  received: number;
  /** Set by a preview; a previewed upload takes no more chunks. */
  plan?: Plan;
}

/** The open uploads of one importer. */
export class UploadSessions<Meta, Plan> {
  private readonly uploads = new Map<string, UploadSession<Meta, Plan>>();
  private readonly limits: Required<UploadLimits>;

  constructor(
    limits: UploadLimits,
    private readonly failures: UploadFailures,
    private readonly now: () => number,
  ) {
    this.limits = {
      ttlMs: UPLOAD_TTL_MS,
      maxOpen: MAX_OPEN_UPLOADS,
      ...limits,
      // Chunks travel as base64 in one transport message each: they must fit the smallest one.
      chunkBytes: transportChunkBytes(limits.chunkBytes),
    };
  }

  /** Opens an upload of `byteLength` bytes; a file over the cap is refused before any byte moves. */
  begin(byteLength: number, meta: Meta): UploadBegun {
    this.sweep();
    const { maxBytes, chunkBytes, maxOpen } = this.limits;
    if (byteLength > maxBytes) throw this.failures.tooLarge(byteLength, maxBytes);
    if (this.uploads.size >= maxOpen) throw this.failures.busy(maxOpen);
    const id = randomBytes(16).toString('hex');
    this.uploads.set(id, {
      id,
      meta,
      expected: byteLength,
      createdAt: this.now(),
      chunks: [],
      received: 0,
    });
    return { uploadId: id, chunkBytes, maxBytes };
  }

  /**
   * Appends chunk `index` (base64). A chunk out of order is refused and the upload kept; one
   * that passes the chunk size or the declared length forgets the upload.
   */
  chunk(uploadId: string, index: number, base64: string): { received: number } {
    const upload = this.get(uploadId);
    if (upload.plan || index !== upload.chunks.length) {
      throw this.failures.outOfOrder(upload.received, upload.expected);
    }
    const bytes = Buffer.from(base64, 'base64');
    if (
      bytes.byteLength > this.limits.chunkBytes ||
      upload.received + bytes.byteLength > upload.expected
    ) {
      this.uploads.delete(uploadId);
      throw this.failures.tooLarge(upload.received + bytes.byteLength, upload.expected);
    }
    upload.chunks.push(bytes);
    upload.received += bytes.byteLength;
    return { received: upload.received };
  }

  /** Stores a whole file in one go, for a file main already holds (it was opened at its size). */
  fill(uploadId: string, bytes: Uint8Array): void {
    const upload = this.get(uploadId);
    if (upload.received !== 0 || bytes.byteLength !== upload.expected) {
      throw this.failures.outOfOrder(upload.received, upload.expected);
    }
    upload.chunks = [Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)];
    upload.received = bytes.byteLength;
  }

  /** The file's bytes joined, handed over once: the upload lets go of its chunks. */
  take(upload: UploadSession<Meta, Plan>): Buffer {
    const bytes = Buffer.concat(upload.chunks);
    upload.chunks = [];
    return bytes;
  }

  /** The open upload `uploadId`; throws the caller's `expired` failure when there is none. */
  get(uploadId: string): UploadSession<Meta, Plan> {
    this.sweep();
    const upload = this.uploads.get(uploadId);
    if (!upload) throw this.failures.expired();
    return upload;
  }

  /** Forgets an upload; true when there was one. */
  delete(uploadId: string): boolean {
    return this.uploads.delete(uploadId);
  }

  /** Number of uploads held in memory. */
  get size(): number {
    return this.uploads.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, upload] of this.uploads) {
      if (now - upload.createdAt > this.limits.ttlMs) this.uploads.delete(id);
    }
  }
}
