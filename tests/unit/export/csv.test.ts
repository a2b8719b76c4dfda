// CSV: RFC 4180 quoting, one row per event, and cells a spreadsheet would run as formulas
// neutralised.
import { describe, expect, it } from 'vitest';
import { csvField, csvRecord, toCsv } from '../../../shared/export/format/csv';
import { buildRecap } from '../../../shared/export/recap/build';
import { appliedCommands } from '../../../shared/export/log';
import { dnd5eScript, osrScript } from './support/scripts';

/** A minimal RFC 4180 reader, to check what a spreadsheet program would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  return rows;
}

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks and doubles quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvRecord(['a', 1, null, true, 'x,y'])).toBe('a,1,,1,"x,y"');
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tTAB', '\rCR', '=HYPERLINK("http://x","y")'])(
    'neutralises the formula %j with a leading apostrophe',
    (text) => {
      const field = csvField(text);
      const [[cell]] = parseCsv(`${field}\r\n`) as [[string]];
      expect(cell.startsWith("'")).toBe(true);
      expect(cell.slice(1)).toBe(text);
    },
  );

  it('writes numbers as numbers, negative ones included', () => {
    expect(csvField(-7)).toBe('-7');
    expect(csvField(Number.NaN)).toBe('');
  });
});

describe('CSV export', () => {
  it('has a BOM, a header and one row per event of the applied log', () => {
    const { encounter } = dnd5eScript();
    const recap = buildRecap(encounter, { audience: 'dm', language: 'en' });
    const text = toCsv([recap]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text.slice(1));
    const events = appliedCommands(encounter.log).reduce((n, c) => n + c.events.length, 0);
    expect(rows).toHaveLength(events + 1);
    expect(rows[0]).toEqual([
      'encounter',
      'seq',
      'round',
      'turn',
      'command',
      'time',
      'event',
      'category',
      'actor',
      'target',
      'amount',
      'hp_after',
      'crit',
      'rolls',
      'description',
      'data',
    ]);
    expect(rows.slice(1).map((r) => Number(r[1]))).toEqual(
      Array.from({ length: events }, (_, i) => i + 1),
    );
    for (const row of rows) expect(row).toHaveLength(16);
    const crit = rows.find((r) => r[14]?.startsWith('Aria attacks Goblin Archer'));
    expect(crit?.slice(6, 13)).toEqual(['note5e', 'attack', 'Aria', 'Goblin Archer', '', '', '1']);
    const data = JSON.parse(crit?.[15] as string) as { kind: string };
    expect(data.kind).toBe('attack');
  });

  it('a name made to look like a formula stays text in every cell', () => {
    const { encounter } = osrScript();
    const evil = "=cmd|'/c calc'!A1";
    const renamed = JSON.parse(
      JSON.stringify(encounter).replaceAll('Goblin 1', evil),
    ) as typeof encounter;
    const rows = parseCsv(
      toCsv([buildRecap(renamed, { audience: 'dm', language: 'en' })]).slice(1),
    );
    const cells = rows.flat().filter((c) => c.includes('=cmd'));
    expect(cells.length).toBeGreaterThan(3);
    for (const cell of cells) expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
  });

  it('the players’ CSV has no data column', () => {
    const { encounter } = osrScript();
    const rows = parseCsv(
      toCsv([buildRecap(encounter, { audience: 'player', language: 'uk' })]).slice(1),
    );
    expect(rows[0]).toHaveLength(15);
    expect(rows[0]?.[0]).toBe('зіткнення');
  });
});
