// Reads a stored statblock (plain JSON of any system) into what the cards print, tolerating
// missing fields: cards never trust a statblock's shape, and never render its text as HTML.
import { formatCr } from '../../../shared/library/cr';
import { upgradeDnd5eStatblock } from '../../../shared/rules/dnd5e/statblock-upgrade';

/** A named block of text (trait, action…) with the numbers the card shows beside it. */
export interface CardFeature {
  readonly name: string;
  readonly desc: string;
  readonly usage: string | null;
  readonly attackBonus: number | null;
  readonly damage: string | null;
  readonly dc: { value: number; ability: string } | null;
  /** Legendary actions it costs, when more than one. */
  readonly cost: number | null;
}

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A string field, or ''. */
export function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** A number field, or null. */
export function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** A signed modifier: +3, −1, +0. */
export function signed(n: number): string {
  return n < 0 ? `−${Math.abs(n)}` : `+${n}`;
}

/** Ability modifier of a score. */
export function modifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

/** The strings of a list field. */
export function strings(v: unknown): string[] {
  return list(v)
    .map(text)
    .filter((s) => s !== '');
}

/** The entries of a record field whose values are numbers or strings. */
export function entries(v: unknown): [string, string | number][] {
  return Object.entries(obj(v)).flatMap(([k, value]) =>
    typeof value === 'number' || typeof value === 'string'
      ? [[k, value] as [string, string | number]]
      : [],
  );
}

/** The features of a list field (traits, actions…). */
export function features(v: unknown): CardFeature[] {
  return list(v).map((item) => {
    const f = obj(item);
    const dc = obj(f.dc);
    const damage = list(f.damage)
      .map((d) => [text(obj(d).dice), text(obj(d).type)].filter((s) => s !== '').join(' '))
      .filter((s) => s !== '')
      .join(' + ');
    return {
      name: text(f.name),
      desc: text(f.desc),
      usage: text(f.usage) || null,
      attackBonus: num(f.attackBonus),
      damage: damage || null,
      dc:
        num(dc.value) !== null
          ? { value: num(dc.value) as number, ability: text(dc.ability) }
          : null,
      cost: (num(f.cost) ?? 1) > 1 ? (num(f.cost) as number) : null,
    };
  });
}

/**
 * A stored 5e statblock as the current schema reads it: one stored before bonus actions,
 * lair actions and spellcasting had their own fields is shown with them (nothing twice).
 */
export function current5e(statblock: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return obj(upgradeDnd5eStatblock(statblock));
}

/** Legendary actions per round (the statblock's, else 3 when it has any) and the printed introduction. */
export function legendaryInfo(sb: Readonly<Record<string, unknown>>): {
  count: number;
  intro: string;
} {
  const l = obj(sb.legendary);
  const count = num(l.count) ?? (list(sb.legendaryActions).length > 0 ? 3 : 0);
  return { count, intro: text(l.intro) };
}

/** The lair's initiative count, its printed introduction and its no-repeat rule, or null. */
export function lairInfo(
  sb: Readonly<Record<string, unknown>>,
): { initiative: number; intro: string; noRepeat: boolean } | null {
  if (list(sb.lairActions).length === 0) return null;
  const l = obj(sb.lair);
  return {
    initiative: num(l.initiative) ?? 20,
    intro: text(l.intro),
    noRepeat: l.noRepeat === true,
  };
}

/** One line of spells: a spell level (0 cantrips) or an innate usage, and the names. */
export interface CardSpellLine {
  readonly level: number | null;
  readonly usage: string;
  readonly names: string;
}

/** A spellcasting feature as the card prints it. */
export interface CardSpellcasting {
  readonly name: string;
  readonly desc: string;
  readonly level: number | null;
  readonly ability: string;
  readonly saveDc: number | null;
  readonly attackBonus: number | null;
  /** Slots by spell level, in level order. */
  readonly slots: readonly [number, number][];
  readonly lines: readonly CardSpellLine[];
}

/** The spellcasting features of a 5e statblock. */
export function spellcasting(v: unknown): CardSpellcasting[] {
  return list(v).map((item) => {
    const sc = obj(item);
    const slots = Object.entries(obj(sc.slots))
      .map(([level, n]) => [Number(level), num(n) ?? 0] as [number, number])
      .filter(([level, n]) => Number.isInteger(level) && n > 0)
      .sort((a, b) => a[0] - b[0]);
    return {
      name: text(sc.name),
      desc: text(sc.desc),
      level: num(sc.level),
      ability: text(sc.ability),
      saveDc: num(sc.saveDc),
      attackBonus: num(sc.attackBonus),
      slots,
      lines: list(sc.spells).map((line) => {
        const l = obj(line);
        return { level: num(l.level), usage: text(l.usage), names: strings(l.names).join(', ') };
      }),
    };
  });
}

/** The fields of an object field. */
export function record(v: unknown): Record<string, unknown> {
  return obj(v);
}

/** A challenge rating as printed. */
export function crText(v: unknown): string {
  const cr = num(v);
  return cr === null ? '' : formatCr(cr);
}
