// Portraits: a small picture of a roster member or a library creature, stored once in the data
// folder under the SHA-256 of its bytes. The name is the whole reference, so a record can only
// ever point at a file of that folder: no path, no URL, nothing a page could steer elsewhere.
import { z } from 'zod';

/** Largest portrait file main accepts (the renderer shrinks pictures well below it). */
export const MAX_PORTRAIT_BYTES = 5 * 1024 * 1024;

/** Most bytes of one upload chunk of a portrait. */
export const PORTRAIT_CHUNK_BYTES = 512 * 1024;

/** The picture formats a portrait may have, by file extension. */
export const portraitExtensions = ['png', 'jpg', 'webp'] as const;
/** A portrait's file extension. */
export type PortraitExtension = (typeof portraitExtensions)[number];

/** A stored portrait: `<sha256 hex>.<ext>`, the file's name in the portraits folder. */
export const portraitRefSchema = z.string().regex(/^[a-f0-9]{64}\.(png|jpg|webp)$/);

/** The format the first bytes show (PNG, JPEG, WebP), whatever the file is called; else null. */
export function sniffPortrait(bytes: Uint8Array): PortraitExtension | null {
  const at = (i: number, ...expected: number[]) => expected.every((b, k) => bytes[i + k] === b);
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  // RIFF <4 bytes of length> WEBP
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) {
    return 'webp';
  }
  return null;
}

/** The Content-Type a portrait is served with. */
export function portraitContentType(ref: string): string {
  if (ref.endsWith('.png')) return 'image/png';
  if (ref.endsWith('.jpg')) return 'image/jpeg';
  return 'image/webp';
}

/**
 * The address a page loads a portrait from, relative to the page, so it stays on the page's
 * own origin: /portraits/ in serve mode and app://, /<token>/portraits/ in the LAN view.
 */
export function portraitUrl(ref: string): string {
  return `portraits/${ref}`;
}
