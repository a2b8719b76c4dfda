// Reads a stored statblock (plain JSON of any system) into what the cards print, tolerating
// missing fields: cards never trust a statblock's shape, and never render its text as HTML.
import { formatCr } from '../../../shared/library/cr';

/** A named block of text (trait, action…) with the numbers the card shows beside it. */
export interface CardFeature {
  readonly name: string;
  readonly desc: string;
  readonly usage: string | null;
  readonly attackBonus: number | null;
  readonly damage: string | null;
  readonly dc: { value: number; ability: string } | null;
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
