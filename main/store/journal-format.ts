// One journal line per log entry: {"seq":N,"checksum":"<crc32 hex>","event":<entry JSON>}\n
// The checksum covers the entry's exact bytes, so a line damaged anywhere is detected, and the
// fixed prefix lets the reader find those bytes without parsing twice.
import { crc32 } from 'node:zlib';
import type { DamageKind } from '../../shared/model/recovery';
import { decodeUtf8, parseJsonSafely, UnsafeJsonError } from './safe-json';

const NEWLINE = 0x0a;
const PREFIX = /^\{"seq":([1-9]\d{0,15}),"checksum":"([0-9a-f]{8})","event":/;
const CLOSE_BRACE = 0x7d;

function checksumOf(bytes: Uint8Array | string): string {
  return crc32(bytes).toString(16).padStart(8, '0');
}

/** Encodes one entry as a journal line (with its newline). */
export function encodeLine(seq: number, entry: unknown): string {
  const json = JSON.stringify(entry);
  return `{"seq":${seq},"checksum":"${checksumOf(json)}","event":${json}}\n`;
}

/** One good line read back. */
export interface JournalLine {
  seq: number;
  entry: unknown;
}

/** Where reading stopped early, and why. */
export interface JournalDamage {
  damage: DamageKind;
  /** True when nothing but the damaged line follows: a write cut short by a crash. */
  atTail: boolean;
  /** Lines (complete or not) from the damaged one to the end. */
  droppedLines: number;
  droppedBytes: number;
}

/** The good lines of a journal file and how many of its bytes they span. */
export interface DecodedJournal {
  lines: JournalLine[];
  goodBytes: number;
  damage: JournalDamage | null;
}

function decodeOne(
  bytes: Uint8Array,
): { ok: true; line: JournalLine } | { ok: false; damage: DamageKind } {
  if (bytes.includes(0)) return { ok: false, damage: 'nulFilled' };
  let text: string;
  try {
    text = decodeUtf8(bytes);
  } catch {
    return { ok: false, damage: 'invalidJson' };
  }
  const match = PREFIX.exec(text);
  if (match === null || bytes[bytes.length - 1] !== CLOSE_BRACE) {
    return { ok: false, damage: 'invalidJson' };
  }
  // The prefix is ASCII, so its character length is its byte length.
  const eventBytes = bytes.subarray(match[0].length, bytes.length - 1);
  if (checksumOf(eventBytes) !== match[2]) return { ok: false, damage: 'checksumMismatch' };
  try {
    const entry = parseJsonSafely(text.slice(match[0].length, text.length - 1));
    return { ok: true, line: { seq: Number(match[1]), entry } };
  } catch (error) {
    return { ok: false, damage: error instanceof UnsafeJsonError ? 'unsafeJson' : 'invalidJson' };
  }
}

function countLines(bytes: Uint8Array): number {
  let lines = 0;
  let start = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(NEWLINE, start);
    lines += 1;
    if (end === -1) break;
    start = end + 1;
  }
  return lines;
}

/**
 * Reads journal bytes line by line and stops at the first line that is cut short, fails its
 * checksum, or breaks the sequence (each seq must follow the one before). It never throws: the
 * caller decides what to do with the damage it reports.
 */
export function decodeJournal(bytes: Uint8Array): DecodedJournal {
  const lines: JournalLine[] = [];
  let start = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(NEWLINE, start);
    const stopAt = (damage: DamageKind): DecodedJournal => {
      const rest = bytes.subarray(start);
      const droppedLines = countLines(rest);
      const lineEnd = end === -1 ? bytes.length : end + 1;
      return {
        lines,
        goodBytes: start,
        damage: {
          damage,
          // A whole, valid line out of sequence is not what a cut-short write leaves behind.
          atTail:
            damage !== 'sequenceGap' &&
            (lineEnd >= bytes.length || rest.subarray(lineEnd - start).every((b) => b === 0)),
          droppedLines,
          droppedBytes: rest.length,
        },
      };
    };
    if (end === -1) {
      const tail = bytes.subarray(start);
      return stopAt(tail.every((b) => b === 0) ? 'nulFilled' : 'truncated');
    }
    const decoded = decodeOne(bytes.subarray(start, end));
    if (!decoded.ok) return stopAt(decoded.damage);
    const previous = lines[lines.length - 1];
    if (previous !== undefined && decoded.line.seq !== previous.seq + 1) {
      return stopAt('sequenceGap');
    }
    lines.push(decoded.line);
    start = end + 1;
  }
  return { lines, goodBytes: start, damage: null };
}
