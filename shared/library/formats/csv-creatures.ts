// CSV files of AD&D 2e and OSR creatures, one creature per row under a header row. The header
// (case-insensitive; spaces and hyphens count as underscores) is documented in the README and
// in CSV_COLUMNS below; a DM's spreadsheet needs only the required columns.
import type { RuleSystemId } from '../../model/ids';
import { mapFailure, UnreadableFields, type BookToHit, type MapResult } from '../candidate';
import {
  readAc,
  readAttacks,
  readDamageDice,
  readHitDice,
  readMagicResistance,
  readMorale,
  readOsrMovement,
  readOsrSaves,
  readSaveAs,
  readThac0,
  readXp,
  read2eMovement,
  type AcConvention,
} from './stat-lines';
import { asNumber } from '../read';

/** A column of the creature CSV: its name, accepted aliases, and whether it is required. */
export interface CsvColumn {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly required: boolean;
}

/**
 * The documented CSV header. `thac0` and `attack_bonus` are interchangeable: each system
 * derives the one it uses from the other as 20 − value (a hit needs d20 + bonus + AC ≥ 20, the
 * same roll as THAC0 − AC).
 */
export const CSV_COLUMNS: readonly CsvColumn[] = [
  { name: 'name', aliases: [], required: true },
  { name: 'system', aliases: ['rules'], required: false },
  { name: 'hd', aliases: ['hit_dice', 'hitdice', 'hit_die'], required: true },
  { name: 'hp', aliases: ['hit_points'], required: false },
  { name: 'ac', aliases: ['armor_class', 'armour_class'], required: true },
  { name: 'thac0', aliases: [], required: false },
  { name: 'attack_bonus', aliases: ['ab', 'bonus', 'to_hit'], required: false },
  {
    name: 'attacks',
    aliases: ['at', 'attacks_per_round', 'no_attacks', 'number_of_attacks'],
    required: false,
  },
  { name: 'damage', aliases: ['dmg', 'd'], required: false },
  { name: 'movement', aliases: ['mv', 'move', 'speed', 'movement_rate'], required: false },
  { name: 'morale', aliases: ['ml'], required: false },
  { name: 'saves', aliases: ['save', 'sv', 'save_as', 'saving_throws'], required: false },
  { name: 'xp', aliases: ['xp_value', 'experience'], required: false },
  { name: 'size', aliases: ['sz'], required: false },
  { name: 'magic_resistance', aliases: ['mr'], required: false },
  { name: 'special_attacks', aliases: ['sa'], required: false },
  { name: 'special_defenses', aliases: ['sd'], required: false },
  { name: 'special', aliases: ['abilities', 'special_abilities'], required: false },
  { name: 'description', aliases: ['notes', 'desc'], required: false },
  { name: 'source', aliases: ['book'], required: false },
  { name: 'page', aliases: ['pg'], required: false },
  { name: 'image', aliases: ['image_url', 'img', 'imageurl'], required: false },
];

/** The example header line printed in the import dialog and the README. */
export const CSV_EXAMPLE_HEADER = CSV_COLUMNS.map((c) => c.name).join(',');

function compact(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A DM's choice of column for keys the file names its own way (`''` ignores the key). */
export type ColumnMap = Readonly<Record<string, string>>;

/** The column a header or JSON key names (`armorClass`, `Hit Dice`, `hd`), or null. */
export function columnOf(header: string, map: ColumnMap = {}): string | null {
  const chosen = map[header.trim()];
  if (chosen !== undefined) {
    return CSV_COLUMNS.some((c) => c.name === chosen) ? chosen : null;
  }
  const key = compact(header);
  if (key === '') return null;
  return (
    CSV_COLUMNS.find((c) => compact(c.name) === key || c.aliases.some((a) => compact(a) === key))
      ?.name ?? null
  );
}

/** The header mapped to column names, unknown headers, and any required column missing. */
export function readCsvHeader(
  header: readonly string[],
  map: ColumnMap = {},
): {
  columns: (string | null)[];
  unknown: string[];
  missing: string[];
} {
  const columns = header.map((h) => columnOf(h, map));
  const unknown = header
    .filter((h, i) => columns[i] === null && map[h.trim()] === undefined)
    .map((h) => h.trim());
  const missing = CSV_COLUMNS.filter((c) => c.required && !columns.includes(c.name)).map(
    (c) => c.name,
  );
  return { columns, unknown, missing };
}

/** The rule system a `system` cell names (`adnd2e`, `2e`, `ad&d`, `osr`), or undefined. */
export function csvSystem(cell: string): 'adnd2e' | 'osr' | undefined {
  const key = cell
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (['adnd2e', 'add2e', '2e', 'adnd', 'add'].includes(key)) return 'adnd2e';
  if (key === 'osr') return 'osr';
  return undefined;
}

function int(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = asNumber(text.replace(/%$/, '').trim());
  return n !== undefined && Number.isInteger(n) ? n : undefined;
}

function list(text: string | undefined): string[] {
  return (text ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const SAVES_2E = ['paralyzation', 'rod', 'petrification', 'breath', 'spell'] as const;
const SAVES_OSR = ['death', 'wands', 'paralysis', 'breath', 'spells'] as const;
const SAVE_LETTERS: Record<string, string> = {
  d: 'death',
  w: 'wands',
  p: 'paralysis',
  b: 'breath',
  s: 'spells',
};

/**
 * Saves as `paralyzation 14; rod 16; …` (named), five numbers in the system's order, or, for
 * OSR, the compact `D12 W13 P14 B15 S16`.
 */
export function parseSaves(text: string, system: RuleSystemId): Record<string, number> | null {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const order = system === 'adnd2e' ? SAVES_2E : SAVES_OSR;
  const numbers = trimmed.split(/[\s,;/]+/);
  if (numbers.length === order.length && numbers.every((n) => /^\d+$/.test(n))) {
    return Object.fromEntries(order.map((key, i) => [key, Number(numbers[i])]));
  }
  const out: Record<string, number> = {};
  const compact = [...trimmed.matchAll(/\b([DWPBS])\s*(\d+)\b/g)];
  if (system === 'osr' && compact.length > 0 && compact.length === numbers.length) {
    for (const m of compact) out[SAVE_LETTERS[(m[1] ?? '').toLowerCase()] ?? ''] = Number(m[2]);
    return out;
  }
  for (const part of trimmed.split(/[;,]/)) {
    const m = /^\s*([a-z][a-z_ ]*?)\s*[:=]?\s*(\d+)\s*$/i.exec(part);
    if (!m) return null;
    out[(m[1] ?? '').toLowerCase().replace(/\s+/g, '_')] = Number(m[2]);
  }
  return out;
}

function signed(text: string): number | undefined {
  return int(text.replace(/^\s*\+/, '').replace('−', '-'));
}

// Cells that say there is no value.
const NO_VALUE = /^(n\/?a|none|nil|-|—|–)$/i;

/** How the cells of a file are read: its AC convention. */
export interface CellOptions {
  readonly ac?: AcConvention;
}

/** Longest value the DM may type for a cell in the preview. */
export const MAX_FIX_LENGTH = 300;

/**
 * Puts the values the DM typed in the preview for unreadable cells in place of the file's
 * (`fixes` by column name; names that are not columns are ignored).
 */
export function applyFixes(
  cells: Record<string, string>,
  fixes: Readonly<Record<string, string>>,
): void {
  const known = new Set(CSV_COLUMNS.map((c) => c.name));
  for (const [column, value] of Object.entries(fixes)) {
    if (known.has(column) && typeof value === 'string') {
      cells[column] = value.slice(0, MAX_FIX_LENGTH);
    }
  }
}

/**
 * Maps one record (cells by column name) to a creature of `system`. A cell that cannot be read
 * does not refuse the creature: the field stays empty and is listed, with the cell's text, as
 * unreadable for the DM to fix. Only a missing name refuses it.
 */
export function mapCsvRow(
  cells: Readonly<Record<string, string>>,
  system: 'adnd2e' | 'osr',
  options: CellOptions = {},
): MapResult {
  const name = (cells.name ?? '').trim();
  if (name === '') return mapFailure(null, 'nameMissing');
  const unreadable = new UnreadableFields();
  const cell = (key: string) => (cells[key] ?? '').trim();
  /** Reads a non-empty cell, noting it when the reader cannot. */
  const read = <T>(key: string, reader: (text: string) => T | undefined): T | undefined => {
    const text = cell(key);
    if (text === '' || NO_VALUE.test(text)) return undefined;
    const value = reader(text);
    if (value === undefined) unreadable.add(key, text);
    return value;
  };
  const notes: string[] = [];
  const sb: Record<string, unknown> = { name };
  const acValue = read('ac', (t) => readAc(t, options.ac));
  const hd = read('hd', readHitDice);
  const thac0 = read('thac0', readThac0);
  let bookToHit: BookToHit | undefined;
  const hp = read('hp', (t) => int(t.replace(/\s*hp$/i, '')));
  const fixedHp = hp ?? hd?.hp;
  if (fixedHp !== undefined) sb.hp = fixedHp;
  if (hd?.specials || hd?.note) notes.push(`Hit Dice ${cell('hd')}`);
  const morale = read('morale', readMorale);
  if (morale) {
    const max = system === 'adnd2e' ? 20 : 12;
    if (morale.morale >= 2 && morale.morale <= max) sb.morale = morale.morale;
    else unreadable.add('morale', cell('morale'));
    if (morale.note) notes.push(`Morale ${morale.note}`);
  }
  const xp = read('xp', readXp);
  if (xp) {
    sb.xp = xp.xp;
    if (xp.note) notes.push(`XP ${xp.note}`);
  }
  const description = cell('description');
  if (description !== '') sb.description = description;
  for (const key of ['source', 'page'] as const) if (cell(key) !== '') sb[key] = cell(key);
  if (cell('image') !== '') sb.imageUrl = cell('image');
  // Damage with no number ("Confusion", "Rust, see below") is a special effect, kept as text.
  const damageText = cell('damage');
  const damage = /\d/.test(damageText) ? read('damage', readDamageDice) : undefined;
  if (damageText !== '' && !/\d/.test(damageText)) notes.push(`Damage: ${damageText}`);
  const attacks = read('attacks', readAttacks);
  if (cell('attacks') !== '' && attacks && attacks.names.length === 0 && !attacks.rate) {
    // "1 dagger or 1 spell": the count is read, the wording kept.
    notes.push(`Attacks ${cell('attacks')}`);
  }
  const bonusCell = cell('attack_bonus');

  if (system === 'adnd2e') {
    sb.ac = acValue ?? 10;
    if (hd) sb.hitDice = hd.hd;
    if (thac0) sb.thac0 = thac0.thac0;
    else if (bonusCell !== '') {
      const bonus = signed(bonusCell.split('/')[0] ?? '');
      if (bonus === undefined) unreadable.add('attack_bonus', bonusCell);
      else sb.thac0 = 20 - bonus;
    }
    if (attacks)
      sb.attacksPerRound = attacks.rate ?? { per: Math.max(1, attacks.count), rounds: 1 };
    if (damage) {
      const names = attacks?.names ?? [];
      sb.attacks = damage.slice(0, 20).map((dice, i, all) => ({
        name: names[i] ?? (all.length > 1 ? `#${i + 1}` : name),
        damage: dice,
        kind: 'natural',
      }));
    }
    const mv = read('movement', read2eMovement);
    if (mv) sb.movement = mv;
    const saveText = NO_VALUE.test(cell('saves')) ? '' : cell('saves');
    if (saveText !== '') {
      const as = readSaveAs(saveText);
      const named = as ? null : parseSaves(saveText, system);
      if (named !== null && Object.keys(named).length > 0) sb.saves = named;
      else if (as) {
        sb.saveAs = as.group;
        notes.push(`Saves as ${saveText}`);
      } else unreadable.add('saves', saveText);
    }
    const size = cell('size').toUpperCase().slice(0, 1);
    if (size !== '') {
      if (['T', 'S', 'M', 'L', 'H', 'G'].includes(size)) sb.size = size;
      else unreadable.add('size', cell('size'));
    }
    const mr = read('magic_resistance', readMagicResistance);
    if (mr !== undefined) sb.magicResistance = Math.min(100, mr);
    sb.specialAttacks = list(cells.special_attacks).concat(list(cells.special));
    sb.specialDefenses = list(cells.special_defenses).concat(notes);
  } else {
    sb.ac = acValue ?? 9;
    if (acValue === undefined && cell('ac') === '') unreadable.add('ac', '');
    sb.hd = hd?.hd ?? '1';
    if (!hd && cell('hd') === '') unreadable.add('hd', '');
    let melee: number | undefined;
    let ranged: number | undefined;
    if (bonusCell !== '') {
      const [m, r] = bonusCell.split('/');
      melee = signed(m ?? '');
      ranged = r === undefined ? melee : signed(r);
      if (melee === undefined || ranged === undefined) {
        unreadable.add('attack_bonus', bonusCell);
        melee = undefined;
      }
    } else if (thac0) {
      // OSR-HIT-01: d20 + bonus + AC ≥ 20 against descending AC hits as THAC0 does only with
      // bonus = 20 − THAC0; the bracketed bonus a book prints (`17 [+2]`) is for ascending AC,
      // one less, and the card shows both readings.
      melee = 20 - thac0.thac0;
      ranged = melee;
      if (thac0.bonus !== undefined) bookToHit = { thac0: thac0.thac0, printed: thac0.bonus };
    }
    if (melee !== undefined && ranged !== undefined) sb.attackBonus = { melee, ranged };
    if (damage) sb.damage = damage.join('/');
    const mv = read('movement', readOsrMovement);
    sb.movement = mv?.feet ?? 30;
    if (mv?.note) notes.push(`Movement ${mv.note}`);
    if (attacks && attacks.count > 1 && attacks.names.length > 0)
      notes.push(`Attacks ${cell('attacks')}`);
    const saveText = NO_VALUE.test(cell('saves')) ? '' : cell('saves');
    if (saveText !== '') {
      const compact = readOsrSaves(saveText);
      const named = compact || readSaveAs(saveText) ? null : parseSaves(saveText, system);
      if (compact) {
        sb.saves = compact.saves;
        if (compact.saveAs) notes.push(`Saves as ${compact.saveAs}`);
      } else if (named !== null && Object.keys(named).length > 0) sb.saves = named;
      else if (readSaveAs(saveText))
        notes.push(`Saves as ${saveText.replace(/^save\s*as\s*/i, '')}`);
      else unreadable.add('saves', saveText);
    }
    sb.special = list(cells.special)
      .concat(list(cells.special_attacks))
      .concat(list(cells.special_defenses))
      .concat(notes);
  }
  return {
    ok: true,
    candidate: {
      system,
      name,
      statblock: sb,
      tags: [],
      unreadable: unreadable.list,
      ...(bookToHit ? { bookToHit } : {}),
    },
  };
}
