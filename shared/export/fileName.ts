// File names from session names. A name the DM typed can hold anything: path separators and
// `..`, characters Windows forbids (`a:b`), control and text-direction characters, device names
// Windows reserves (`CON`, `NUL`, `COM1`…), trailing dots or spaces Windows silently drops, and
// more bytes than a file system allows. The result is one plain file name that is the same on
// every system and leaves room for the temporary name of an atomic write.

/** Longest file name produced, in UTF-8 bytes (file systems allow 255; temp names add ~30). */
export const MAX_FILE_NAME_BYTES = 200;

// Windows device names, reserved with any extension ("CON.md") and in any letter case.
const RESERVED = /^(con|prn|aux|nul|clock\$|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;
const FORBIDDEN = /[<>:"/\\|?*]/g;
// Control characters (C0, DEL, C1) and invisible format characters such as the right-to-left
// override that can disguise an extension ("evil\u202Egnp.md").
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** UTF-8 length of a string in bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function trimEnds(text: string): string {
  // Leading dots hide a file (and spell "..");  Windows drops trailing dots and spaces.
  return text.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
}

/** Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character. */
function cutToBytes(text: string, maxBytes: number): string {
  let out = '';
  let used = 0;
  for (const ch of text) {
    const size = utf8Length(ch);
    if (used + size > maxBytes) break;
    out += ch;
    used += size;
  }
  return out;
}

/**
 * A safe file name `<base>.<extension>` for `name`: forbidden characters become `_`, invisible
 * ones vanish, reserved device names get a leading `_`, and the whole name fits
 * MAX_FILE_NAME_BYTES. An empty result falls back to `fallback`.
 */
export function safeFileName(name: string, extension: string, fallback = 'session'): string {
  const ext = extension.replace(/[^A-Za-z0-9]/g, '').slice(0, 10);
  const suffix = ext ? `.${ext}` : '';
  let base = name
    .normalize('NFC')
    .replace(INVISIBLE, ' ')
    .replace(FORBIDDEN, '_')
    .replace(/\s+/g, ' ');
  base = trimEnds(base);
  base = trimEnds(cutToBytes(base, MAX_FILE_NAME_BYTES - utf8Length(suffix) - 1));
  if (base === '') base = fallback;
  const stem = base.split('.')[0]?.trimEnd() ?? base;
  if (RESERVED.test(stem)) base = `_${base}`;
  return `${base}${suffix}`;
}
