// The portraits folder of the data folder: pictures stored under the SHA-256 of their bytes
// (so the same picture attached twice is one file, and a name can never be a path), read back
// only by a name of that exact shape. Plain Node, shared by the serve route and app://.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IpcFailure } from '../../shared/ipc/errors';
import {
  MAX_PORTRAIT_BYTES,
  portraitContentType,
  portraitRefSchema,
  sniffPortrait,
} from '../../shared/portraits/format';

/** The folder of portraits inside the data folder. */
export function portraitsDir(dataDir: string): string {
  return join(dataDir, 'portraits');
}

/**
 * Checks a picture's bytes whatever its name or the renderer said: at most MAX_PORTRAIT_BYTES
 * and PNG, JPEG or WebP by its magic bytes. Returns its extension or throws a typed failure.
 */
export function checkPortraitBytes(bytes: Uint8Array): 'png' | 'jpg' | 'webp' {
  if (bytes.byteLength > MAX_PORTRAIT_BYTES) {
    throw new IpcFailure('portrait.tooLarge', { size: bytes.byteLength, max: MAX_PORTRAIT_BYTES });
  }
  if (bytes.byteLength === 0) throw new IpcFailure('portrait.notImage');
  const format = sniffPortrait(bytes);
  if (!format) throw new IpcFailure('portrait.notImage');
  return format;
}

/** Stores a checked picture and returns its reference (`<sha256>.<ext>`). */
export async function savePortrait(dataDir: string, bytes: Uint8Array): Promise<string> {
  const format = checkPortraitBytes(bytes);
  const ref = `${createHash('sha256').update(bytes).digest('hex')}.${format}`;
  const dir = portraitsDir(dataDir);
  await mkdir(dir, { recursive: true });
  // Written beside and renamed, so a crash never leaves a half file under the final name.
  const temp = join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
  try {
    await writeFile(temp, bytes);
    await rename(temp, join(dir, ref));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return ref;
}

/** A portrait ready to send. */
export interface PortraitFile {
  readonly body: Buffer;
  readonly contentType: string;
}

/**
 * Reads the portrait `name` (a reference, nothing else: any other shape, an encoded slash or
 * `..` is not found), or undefined.
 */
export async function readPortrait(
  dataDir: string,
  name: string,
): Promise<PortraitFile | undefined> {
  if (!portraitRefSchema.safeParse(name).success) return undefined;
  try {
    const body = await readFile(join(portraitsDir(dataDir), name));
    return { body, contentType: portraitContentType(name) };
  } catch {
    return undefined;
  }
}

/** The portrait name of a URL path `/portraits/<name>`, or null for any other path. */
export function portraitNameOf(urlPath: string): string | null {
  const match = /^\/portraits\/([^/]+)$/.exec(urlPath);
  return match?.[1] ?? null;
}

/**
 * Headers of a served portrait: its type with no sniffing, cached for good (the name is its
 * hash), loadable only by the app's own pages, and no CSP room for it to run anything.
 */
export function portraitResponseHeaders(file: PortraitFile): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'Content-Length': String(file.body.length),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
