// CSV files of AD&D 2e and OSR creatures, one creature per row under a header row. The header
// (case-insensitive; spaces and hyphens count as underscores) is documented in the README and
// in CSV_COLUMNS below; a DM's spreadsheet needs only the required columns.
import type { RuleSystemId } from '../../model/ids';
import { mapFailure, type MapResult } from '../candidate';
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
  { name: 'hd', aliases: ['hit_dice', 'hitdice'], required: true },
  { name: 'hp', aliases: ['hit_points'], required: false },
  { name: 'ac', aliases: ['armor_class', 'armour_class'], required: true },
  { name: 'thac0', aliases: [], required: false },
  { name: 'attack_bonus', aliases: ['ab', 'bonus'], required: false },
  { name: 'attacks', aliases: ['at', 'attacks_per_round'], required: false },
  { name: 'damage', aliases: ['dmg', 'd'], required: false },
  { name: 'movement', aliases: ['mv', 'move', 'speed'], required: false },
  { name: 'morale', aliases: ['ml'], required: false },
  { name: 'saves', aliases: ['save', 'sv', 'save_as'], required: false },
  { name: 'xp', aliases: ['xp_value', 'experience'], required: false },
  { name: 'size', aliases: ['sz'], required: false },
  { name: 'magic_resistance', aliases: ['mr'], required: false },
  { name: 'special_attacks', aliases: ['sa'], required: false },
  { name: 'special_defenses', aliases: ['sd'], required: false },
  { name: 'special', aliases: ['abilities'], required: false },
  { name: 'description', aliases: ['notes'], required: false },
];

/** The example header line printed in the import dialog and the README. */
export const CSV_EXAMPLE_HEADER = CSV_COLUMNS.map((c) => c.name).join(',');

function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The header mapped to column names, unknown headers, and any required column missing. */
export function readCsvHeader(header: readonly string[]): {
  columns: (string | null)[];
  unknown: string[];
  missing: string[];
} {
  const columns = header.map((h) => {
    const key = columnKey(h);
    return CSV_COLUMNS.find((c) => c.name === key || c.aliases.includes(key))?.name ?? null;
  });
  const unknown = header.filter((_, i) => columns[i] === null).map((h) => h.trim());
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

/** 2e movement: `12`, or `12, fly 18, swim 6` (MV units by mode). */
function movement2e(text: string): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const part of text.split(/[,;]/)) {
    const m = /^\s*(?:([a-z]+)\s*)?(\d+(?:\.\d+)?)\s*(?:\([a-e]\))?\s*$/i.exec(part);
    if (!m) return null;
    out[(m[1] ?? 'base').toLowerCase()] = Number(m[2]);
  }
  return out;
}

function attackRate(text: string): { per: number; rounds: number } | null {
  const m = /^\s*(\d+)\s*(?:\/\s*(\d+))?\s*$/.exec(text);
  return m ? { per: Number(m[1]), rounds: m[2] ? Number(m[2]) : 1 } : null;
}

function signed(text: string): number | undefined {
  return int(text.replace(/^\s*\+/, ''));
}

/** Maps one data row (cells by column name) to a creature of `system`. */
export function mapCsvRow(
  cells: Readonly<Record<string, string>>,
  system: 'adnd2e' | 'osr',
): MapResult {
  const name = (cells.name ?? '').trim();
  if (name === '') return mapFailure(null, 'nameMissing');
  const bad = (field: string) =>
    mapFailure(name, 'invalidField', { field, problem: 'invalid_format' });
  const ac = int(cells.ac);
  if (ac === undefined) return bad('ac');
  const hd = (cells.hd ?? '').trim();
  const thac0Cell = (cells.thac0 ?? '').trim();
  const bonusCell = (cells.attack_bonus ?? '').trim();
  const thac0 = thac0Cell === '' ? undefined : int(thac0Cell);
  if (thac0Cell !== '' && thac0 === undefined) return bad('thac0');
  const saves = parseSaves(cells.saves ?? '', system);
  if (saves === null) return bad('saves');
  const sb: Record<string, unknown> = { name, ac };
  const hp = int(cells.hp);
  if ((cells.hp ?? '').trim() !== '') {
    if (hp === undefined) return bad('hp');
    sb.hp = hp;
  }
  const morale = int(cells.morale);
  if ((cells.morale ?? '').trim() !== '') {
    if (morale === undefined) return bad('morale');
    sb.morale = morale;
  }
  const xpCell = (cells.xp ?? '').replace(/[\s,]/g, '');
  if (xpCell !== '') {
    const xp = int(xpCell);
    if (xp === undefined) return bad('xp');
    sb.xp = xp;
  }
  const description = (cells.description ?? '').trim();
  if (description !== '') sb.description = description;
  const damage = (cells.damage ?? '').replace(/\s+/g, '');

  if (system === 'adnd2e') {
    sb.hitDice = hd;
    if (thac0 !== undefined) sb.thac0 = thac0;
    else if (bonusCell !== '') {
      const bonus = signed(bonusCell.split('/')[0] ?? '');
      if (bonus === undefined) return bad('attack_bonus');
      sb.thac0 = 20 - bonus;
    }
    if ((cells.attacks ?? '').trim() !== '') {
      const rate = attackRate(cells.attacks ?? '');
      if (!rate) return bad('attacks');
      sb.attacksPerRound = rate;
    }
    if (damage !== '') {
      sb.attacks = damage.split('/').map((dice, i, all) => ({
        name: all.length > 1 ? `#${i + 1}` : name,
        damage: dice,
        kind: 'natural',
      }));
    }
    if ((cells.movement ?? '').trim() !== '') {
      const mv = movement2e(cells.movement ?? '');
      if (!mv) return bad('movement');
      sb.movement = mv;
    }
    if (Object.keys(saves).length > 0) sb.saves = saves;
    const size = (cells.size ?? '').trim().toUpperCase().slice(0, 1);
    if (size !== '') sb.size = size;
    const mr = (cells.magic_resistance ?? '').trim();
    if (mr !== '') {
      const value = int(mr);
      if (value === undefined) return bad('magic_resistance');
      sb.magicResistance = value;
    }
    sb.specialAttacks = list(cells.special_attacks).concat(list(cells.special));
    sb.specialDefenses = list(cells.special_defenses);
  } else {
    sb.hd = hd;
    let melee: number | undefined;
    let ranged: number | undefined;
    if (bonusCell !== '') {
      const [m, r] = bonusCell.split('/');
      melee = signed(m ?? '');
      ranged = r === undefined ? melee : signed(r);
      if (melee === undefined || ranged === undefined) return bad('attack_bonus');
    } else if (thac0 !== undefined) {
      melee = 20 - thac0;
      ranged = melee;
    }
    if (melee !== undefined && ranged !== undefined) sb.attackBonus = { melee, ranged };
    if (damage !== '') sb.damage = damage;
    const mv = (cells.movement ?? '').trim();
    const feet = int(mv.replace(/\s*(ft\.?|feet|')$/i, ''));
    if (mv !== '' && feet === undefined) return bad('movement');
    sb.movement = feet ?? 30;
    sb.saves = saves;
    sb.special = list(cells.special)
      .concat(list(cells.special_attacks))
      .concat(list(cells.special_defenses));
  }
  return { ok: true, candidate: { system, name, statblock: sb, tags: [] } };
}
