// The log as CSV, one row per event, for spreadsheets: RFC 4180 (comma separated, CRLF line
// ends, fields with a comma, quote or line break quoted and quotes doubled) with a UTF-8 byte
// order mark so spreadsheet programs read Ukrainian and Russian text correctly. A text cell
// that a spreadsheet would take for a formula (=, +, -, @, tab, CR) gets a leading apostrophe.
import { getSystem } from '../../rules/registry';
import type { Recap, RecapEvent } from '../recap/model';
import { recapTranslator } from '../recap/terms';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: numbers as they are, text neutralised against formulas and quoted if needed. */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record (without its line end). */
export function csvRecord(fields: readonly (string | number | boolean | null)[]): string {
  return fields.map(csvField).join(',');
}

const COLUMNS = [
  'encounter',
  'seq',
  'round',
  'turn',
  'command',
  'at',
  'type',
  'category',
  'actor',
  'target',
  'amount',
  'hp',
  'crit',
  'rolls',
  'text',
] as const;

// The rolls, generator state and command id of an event have columns of their own.
const ENVELOPE = new Set(['rolls', 'rng', 'commandId']);

/** An event as JSON without its envelope fields. */
function eventJson(event: Readonly<Record<string, unknown>>): string {
  // A shallow copy without them: JSON.stringify with a replacer function is several times slower.
  const copy: Record<string, unknown> = {};
  for (const key in event) if (!ENVELOPE.has(key)) copy[key] = event[key];
  return JSON.stringify(copy);
}

/** The CSV of one or more encounters (DM version: with each event's data as JSON). */
export function toCsv(recaps: readonly Recap[]): string {
  const first = recaps[0];
  if (!first) return '\uFEFF';
  const tr = recapTranslator(getSystem(first.system), first.language);
  const withData = first.audience === 'dm';
  const header = [...COLUMNS, ...(withData ? (['data'] as const) : [])].map((c) =>
    tr.t(`csv.${c}`),
  );
  const lines = [csvRecord(header)];
  for (const recap of recaps) {
    const rtr = recapTranslator(getSystem(recap.system), recap.language);
    for (const e of recap.events as readonly RecapEvent[]) {
      const fields: (string | number | boolean | null)[] = [
        recap.name,
        e.seq,
        e.round,
        e.turn,
        e.commandId,
        e.at ?? '',
        e.type,
        rtr.t(`category.${e.category}`),
        e.actor,
        e.target,
        e.amount,
        e.hp,
        e.crit,
        e.rolls.join(' | '),
        e.text,
      ];
      if (withData) fields.push(e.data ? eventJson(e.data) : '');
      lines.push(csvRecord(fields));
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
