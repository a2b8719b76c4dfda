// Files prepared for a browser download in `npm run serve`. Each is fetched once, by a random
// one-time token the DM's page received over its authenticated connection, and is forgotten
// after it is fetched or after a few minutes.
import { randomBytes } from 'node:crypto';

/** A prepared file. */
export interface PreparedFile {
  readonly fileName: string;
  readonly mime: string;
  readonly bytes: Uint8Array;
}

/** How long a prepared download waits to be fetched. */
export const DOWNLOAD_TTL_MS = 5 * 60 * 1000;
/** Most bytes held for downloads at once; older ones are dropped first. */
export const MAX_HELD_BYTES = 256 * 1024 * 1024;

interface Held extends PreparedFile {
  readonly expiresAt: number;
}

/** One-time downloads by token. */
export class PreparedDownloads {
  private readonly files = new Map<string, Held>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Holds a file and returns its token. */
  put(file: PreparedFile): string {
    this.sweep();
    const token = randomBytes(16).toString('hex');
    this.files.set(token, { ...file, expiresAt: this.now() + DOWNLOAD_TTL_MS });
    let held = 0;
    for (const f of this.files.values()) held += f.bytes.byteLength;
    for (const [key, f] of this.files) {
      if (held <= MAX_HELD_BYTES || key === token) break;
      held -= f.bytes.byteLength;
      this.files.delete(key);
    }
    return token;
  }

  /** The file of `token` without taking it (answers HEAD requests). */
  peek(token: string): PreparedFile | null {
    this.sweep();
    return this.files.get(token) ?? null;
  }

  /** The file of `token`, once; null when unknown, taken or expired. */
  take(token: string): PreparedFile | null {
    this.sweep();
    const file = this.files.get(token) ?? null;
    this.files.delete(token);
    return file;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, f] of this.files) if (f.expiresAt <= now) this.files.delete(key);
  }
}
