import type { DamageKind } from '../../shared/model/recovery';
import { decodeUtf8, parseJsonSafely, UnsafeJsonError } from './safe-json';

/** The bytes of a stored JSON document, parsed, or the kind of damage that stopped parsing. */
export type ParsedBytes = { ok: true; value: unknown } | { ok: false; damage: DamageKind };

function isBlank(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return false;
  }
  return true;
}

/**
 * Parses a JSON document's bytes and names the damage when they do not parse. Zero bytes after a
 * power cut, NUL blocks the file system allocated but never filled, a file cut short and plain
 * invalid JSON are told apart so the DM's notice says what happened.
 */
export function parseDocumentBytes(bytes: Uint8Array): ParsedBytes {
  if (bytes.length === 0 || isBlank(bytes)) return { ok: false, damage: 'empty' };
  if (bytes.includes(0)) return { ok: false, damage: 'nulFilled' };
  let text: string;
  try {
    text = decodeUtf8(bytes);
  } catch {
    return { ok: false, damage: 'invalidJson' };
  }
  try {
    return { ok: true, value: parseJsonSafely(text) };
  } catch (error) {
    if (error instanceof UnsafeJsonError) return { ok: false, damage: 'unsafeJson' };
    // A document always ends with its closing brace; text that stops before it was cut short.
    const trimmed = text.trimEnd();
    return { ok: false, damage: trimmed.endsWith('}') ? 'invalidJson' : 'truncated' };
  }
}
