import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CsvSyntaxError,
  csvField,
  detectSeparator,
  parseCsv,
} from '../../../shared/library/csv-parse';
import {
  CSV_COLUMNS,
  mapCsvRow,
  parseSaves,
  readCsvHeader,
} from '../../../shared/library/formats/csv-creatures';
import { sourceFromCsv } from '../../../shared/library/formats/csv-source';

describe('CSV parsing (RFC 4180)', () => {
  it('reads quoted fields with separators, quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","say ""hi""","two\nlines"\r\n\r\n1,2,3,4\n')).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\nlines'],
      ['1', '2', '3', '4'],
    ]);
    expect(parseCsv('a;b\n1;2', ';')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('x,\n,y')).toEqual([
      ['x', ''],
      ['', 'y'],
    ]);
  });

  it('detects the separator from the header line', () => {
    expect(detectSeparator('name;hd;ac\nx,y;1;2')).toBe(';');
    expect(detectSeparator('name,hd,ac')).toBe(',');
    expect(detectSeparator('name\thd\tac')).toBe('\t');
  });

  it('rejects an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a,b\n"open,c')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a\n"x"y');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(2);
    }
  });

  it('reads back any table it writes (property)', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'Б', ',', ';', '"', '\n', '\r\n', ' ', '1'),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 }),
        (table) => {
          const width = table[0]!.length;
          const rows = table.map((r) =>
            [...r.slice(0, width), ...Array(width).fill('')].slice(0, width),
          );
          // Rows of only empty cells are blank lines, which the parser drops by design.
          const kept = rows.filter((r) => !(r.every((c) => c === '') && width === 1));
          const text = kept.map((r) => r.map((c) => csvField(c)).join(',')).join('\r\n');
          expect(parseCsv(text, ',')).toEqual(kept);
        },
      ),
    );
  });
});

describe('creature CSV columns', () => {
  it('documents the header: name, HD and AC required; THAC0 or attack bonus, damage, movement, morale, saves, XP optional', () => {
    expect(CSV_COLUMNS.filter((c) => c.required).map((c) => c.name)).toEqual(['name', 'hd', 'ac']);
    for (const name of ['thac0', 'attack_bonus', 'damage', 'movement', 'morale', 'saves', 'xp']) {
      expect(CSV_COLUMNS.map((c) => c.name)).toContain(name);
    }
  });

  it('maps aliases and reports unknown and missing columns', () => {
    expect(readCsvHeader(['Name', 'Hit Dice', 'MV', 'XP value', 'colour'])).toEqual({
      columns: ['name', 'hd', 'movement', 'xp', null],
      unknown: ['colour'],
      missing: ['ac'],
    });
    const result = sourceFromCsv('name,hd\nOrc,1\n', 'adnd2e');
    expect(result).toEqual({
      ok: false,
      problem: { code: 'csvHeader', params: { missing: 'ac' } },
    });
    const ignored = sourceFromCsv('name,hd,ac,colour\nOrc,1,6,green\n', 'adnd2e');
    expect(ignored.ok && ignored.source.notices).toEqual([
      { code: 'csvColumnsIgnored', params: { columns: 'colour' } },
    ]);
  });

  it('converts THAC0 and attack bonus as 20 − value', () => {
    const osr = mapCsvRow({ name: 'Orc', hd: '1', ac: '6', thac0: '19' }, 'osr');
    expect(osr.ok && osr.candidate.statblock.attackBonus).toEqual({ melee: 1, ranged: 1 });
    const twoE = mapCsvRow({ name: 'Orc', hd: '1', ac: '6', attack_bonus: '+3' }, 'adnd2e');
    expect(twoE.ok && twoE.candidate.statblock.thac0).toBe(17);
  });

  it('OSR-HIT-01: a book’s "THAC0 17 [+2]" imports as the seed’s +3, not the bracketed +2', () => {
    const ghoul = mapCsvRow({ name: 'Ghoul', hd: '2', ac: '6 [13]', thac0: '17 [+2]' }, 'osr');
    expect(ghoul.ok && ghoul.candidate.statblock.attackBonus).toEqual({ melee: 3, ranged: 3 });
    // the same d20 hits AC 6 either way: 17 − 6 = 11 by THAC0, 20 − 3 − 6 = 11 by the seed
    const plain = mapCsvRow({ name: 'Ghoul', hd: '2', ac: '6', thac0: '17' }, 'osr');
    expect(plain.ok && plain.candidate.statblock.attackBonus).toEqual({ melee: 3, ranged: 3 });
    // the book's bracketed bonus travels with the candidate for the preview; a bare THAC0 has none
    expect(ghoul.ok && ghoul.candidate.bookToHit).toEqual({ thac0: 17, printed: 2 });
    expect(plain.ok && plain.candidate.bookToHit).toBeUndefined();
  });

  it('reads saves named, as five numbers, or as D/W/P/B/S', () => {
    expect(parseSaves('14 16 15 17 17', 'adnd2e')).toEqual({
      paralyzation: 14,
      rod: 16,
      petrification: 15,
      breath: 17,
      spell: 17,
    });
    expect(parseSaves('D12 W13 P14 B15 S16', 'osr')).toEqual({
      death: 12,
      wands: 13,
      paralysis: 14,
      breath: 15,
      spells: 16,
    });
    expect(parseSaves('death 10; poison: 11', 'osr')).toEqual({ death: 10, poison: 11 });
    expect(parseSaves('lots', 'osr')).toBeNull();
  });

  it('keeps a row whose cell cannot be read, with that field flagged and its text kept', () => {
    const mapped = mapCsvRow({ name: 'X', hd: '1', ac: 'six', morale: 'brave' }, 'osr');
    expect(mapped).toMatchObject({
      ok: true,
      candidate: {
        name: 'X',
        unreadable: [
          { field: 'ac', value: 'six' },
          { field: 'morale', value: 'brave' },
        ],
      },
    });
    expect(mapped.ok && mapped.candidate.statblock.morale).toBeUndefined();
    expect(mapCsvRow({ name: ' ', hd: '1', ac: '6' }, 'osr')).toMatchObject({
      ok: false,
      problem: { code: 'nameMissing' },
    });
  });
});
