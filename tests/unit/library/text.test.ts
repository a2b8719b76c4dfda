import { describe, expect, it } from 'vitest';
import {
  REPLACEMENT,
  containsHidden,
  neutraliseDeep,
  neutraliseLine,
  neutraliseText,
} from '../../../shared/library/text';

describe('neutralising imported text', () => {
  it.each([
    ['\u202eGoblin\u202c', 'Goblin'],
    ['Kobold\u2066evil\u2069', 'Koboldevil'],
    ['Zero\u200bwidth', 'Zerowidth'],
    ['\ufeffBOM Orc', 'BOM Orc'],
    ['NUL\u0000Troll', 'NULTroll'],
    ['ESC\u001b[31mRed', 'ESC[31mRed'],
    ['C1\u0085\u009bx', 'C1x'],
    ['  Tab\tand\nnewline  ', 'Tab and newline'],
    ['lone \ud800 high', `lone ${REPLACEMENT} high`],
    ['lone \udc00 low', `lone ${REPLACEMENT} low`],
    ['e\u0301', '\u00e9'], // NFC
  ])('one-line %j → %j', (input, expected) => {
    expect(neutraliseLine(input)).toBe(expected);
  });

  it('keeps emoji sequences joined by ZWJ and variation selectors', () => {
    expect(neutraliseLine('👨‍👩‍👦 🏳️‍🌈')).toBe('👨‍👩‍👦 🏳️‍🌈');
    expect(neutraliseLine('😀 pair')).toBe('😀 pair');
  });

  it('keeps line breaks of multi-line text, normalising CR LF and blank runs', () => {
    expect(neutraliseText('a\r\nb\rc\n\n\n\nd  \n\u0007e')).toBe('a\nb\nc\n\nd\ne');
  });

  it('neutralises every string and key of a statblock, multi-line only where text is prose', () => {
    const out = neutraliseDeep({
      name: 'A\nB',
      actions: [{ name: 'Bite\u202e', desc: 'line 1\nline 2\u0000' }],
      'sk\u200bill': 3,
      '\u200b': 'dropped key',
    });
    expect(out).toEqual({
      name: 'A B',
      actions: [{ name: 'Bite', desc: 'line 1\nline 2' }],
      skill: 3,
    });
  });

  it('tells whether anything would be removed', () => {
    expect(containsHidden({ a: ['ok', 'fine\n'] })).toBe(false);
    expect(containsHidden({ a: ['ok', 'bad\u202e'] })).toBe(true);
    expect(containsHidden({ 'k\u0000': 1 })).toBe(true);
    expect(containsHidden('x\ud800')).toBe(true);
  });
});
