// Reads a stored statblock (plain JSON of any system) into what the cards print, tolerating
// missing fields: a card never trusts a statblock's shape and never renders its text as HTML.
// The library, the player display and the encounter read statblocks through these alone.
import { formatCr } from '../../../shared/library/cr';
import { upgradeDnd5eStatblock } from '../../../shared/rules/dnd5e/statblock-upgrade';

/** An object field, or {}. */
export function record(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : {};
}

/** A list field, or []. */
export function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

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
  return Object.entries(record(v)).flatMap(([k, value]) =>
    typeof value === 'number' || typeof value === 'string'
      ? [[k, value] as [string, string | number]]
      : [],
  );
}

/** A challenge rating as printed: 1/8, 1/4, 1/2, 1, 2… */
export function crText(v: unknown): string {
  const cr = num(v);
  return cr === null ? '' : formatCr(cr);
}

/** One damage part of a 5e feature. */
export interface DamagePart {
  readonly dice: string;
  readonly type: string;
}

/** A named block of text (trait, action…) with the numbers the card shows beside it. */
export interface CardFeature {
  readonly name: string;
  readonly desc: string;
  readonly usage: string | null;
  readonly attackBonus: number | null;
  readonly damage: readonly DamagePart[];
  /** Damage the attacker chooses between; each is offered as its own roll. */
  readonly choices: readonly { readonly damage: readonly DamagePart[]; readonly note: string }[];
  readonly dc: { readonly value: number; readonly ability: string } | null;
  /** Legendary actions it costs (1 when the statblock names none). */
  readonly cost: number;
  /** A melee attack (from its description), for the knock-out and cleave rules. */
  readonly melee: boolean;
}

function damageParts(v: unknown): DamagePart[] {
  return list(v)
    .map((d) => ({ dice: text(record(d).dice), type: text(record(d).type) }))
    .filter((d) => d.dice !== '');
}

/** The features of a list field (traits, actions…). */
export function features(v: unknown): CardFeature[] {
  return list(v).map((item) => {
    const f = record(item);
    const dc = record(f.dc);
    const desc = text(f.desc);
    const dcValue = num(dc.value);
    return {
      name: text(f.name),
      desc,
      usage: text(f.usage) || null,
      attackBonus: num(f.attackBonus),
      damage: damageParts(f.damage),
      choices: list(f.damageChoices)
        .map((c) => ({ damage: damageParts(record(c).damage), note: text(record(c).note) }))
        .filter((c) => c.damage.length > 0),
      dc: dcValue !== null ? { value: dcValue, ability: text(dc.ability) } : null,
      cost: Math.max(1, num(f.cost) ?? 1),
      melee: /melee/i.test(desc),
    };
  });
}

/**
 * A stored 5e statblock as the current schema reads it: one stored before bonus actions,
 * lair actions and spellcasting had their own fields is shown with them (nothing twice).
 */
export function current5e(statblock: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return record(upgradeDnd5eStatblock(statblock));
}

/** Legendary actions per round (the statblock's, else 3 when it has any) and the printed introduction. */
export function legendaryInfo(sb: Readonly<Record<string, unknown>>): {
  count: number;
  intro: string;
} {
  const l = record(sb.legendary);
  const count = num(l.count) ?? (list(sb.legendaryActions).length > 0 ? 3 : 0);
  return { count, intro: text(l.intro) };
}

/** The lair's initiative count, its printed introduction and its no-repeat rule, or null. */
export function lairInfo(
  sb: Readonly<Record<string, unknown>>,
): { initiative: number; intro: string; noRepeat: boolean } | null {
  if (list(sb.lairActions).length === 0) return null;
  const l = record(sb.lair);
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
  readonly slots: readonly (readonly [number, number])[];
  readonly lines: readonly CardSpellLine[];
}

/** The spellcasting features of a 5e statblock. */
export function spellcasting(v: unknown): CardSpellcasting[] {
  return list(v).map((item) => {
    const sc = record(item);
    const slots = Object.entries(record(sc.slots))
      .map(([level, n]) => [Number(level), num(n) ?? 0] as const)
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
        const l = record(line);
        return { level: num(l.level), usage: text(l.usage), names: strings(l.names).join(', ') };
      }),
    };
  });
}
