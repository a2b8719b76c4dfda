// File names from session names: nothing a DM types can climb out of the folder, hit a Windows
// device name, hide behind invisible characters or exceed what a file system accepts.
import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_BYTES, safeFileName, utf8Length } from '../../../shared/export/fileName';

describe('safeFileName', () => {
  it.each([
    ['Ambush at the Old Mill', 'Ambush at the Old Mill.md'],
    ['../../etc/passwd', '_.._etc_passwd.md'],
    ['..\\..\\boot.ini', '_.._boot.ini.md'],
    ['a:b', 'a_b.md'],
    ['what? <a>|"b"*', 'what_ _a___b__.md'],
    ['tab\there\nnew\u0000line\u007f', 'tab here new line.md'],
    ['evil\u202Egnp.exe', 'evil gnp.exe.md'],
    ['trailing dots...   ', 'trailing dots.md'],
    ['  .hidden', 'hidden.md'],
    ['Бій біля млина', 'Бій біля млина.md'],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name, 'md')).toBe(expected);
  });

  it.each(['CON', 'con', 'NUL', 'Prn', 'aux', 'COM1', 'com9', 'LPT1', 'lpt¹', 'CONIN$', 'nul.tar'])(
    'prefixes the Windows device name %j',
    (name) => {
      const result = safeFileName(name, 'html');
      expect(result).toBe(`_${name}.html`);
    },
  );

  it('keeps names that only start like a device name', () => {
    expect(safeFileName('Console log', 'md')).toBe('Console log.md');
    expect(safeFileName('COM10', 'md')).toBe('COM10.md');
  });

  it('falls back to a plain name when nothing is left', () => {
    expect(safeFileName('', 'csv')).toBe('session.csv');
    expect(safeFileName('...', 'csv')).toBe('session.csv');
    expect(safeFileName('\u0001\u0002', 'csv')).toBe('session.csv');
  });

  it('cuts a 300-byte name to at most 200 UTF-8 bytes without splitting a character', () => {
    for (const unit of ['a', 'ж', '€', '🐉']) {
      const name = unit.repeat(300);
      const result = safeFileName(name, 'json');
      expect(utf8Length(result)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
      expect(result.endsWith('.json')).toBe(true);
      expect(result.replace(/\.json$/, '')).toMatch(new RegExp(`^(${unit})+$`, 'u'));
      expect(utf8Length(result)).toBeGreaterThan(MAX_FILE_NAME_BYTES - 8);
    }
  });

  it('does not leave a trailing dot or space after cutting', () => {
    const name = `${'x'.repeat(194)} ....... tail`;
    const result = safeFileName(name, 'md');
    expect(result).toBe(`${'x'.repeat(194)}.md`);
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('aж€🐉')).toBe(1 + 2 + 3 + 4);
  });
});
