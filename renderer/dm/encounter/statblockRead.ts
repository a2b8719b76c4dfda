// Reads a stored statblock (plain JSON of any system) for the encounter's cards, tolerating
// missing fields: a card never trusts a statblock's shape and never renders its text as HTML.

/** An object field, or {}. */
export function rec(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : {};
}

/** A list field, or []. */
export function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** A string field, or ''. */
export function str(v: unknown): string {
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

/** A challenge rating as written: 1/8, 1/4, 1/2, 1, 2… */
export function crText(v: unknown): string {
  const cr = num(v);
  if (cr === null) return '';
  if (cr === 0.125) return '1/8';
  if (cr === 0.25) return '1/4';
  if (cr === 0.5) return '1/2';
  return String(cr);
}

/** One damage part of a 5e feature. */
export interface DamagePart {
  readonly dice: string;
  readonly type: string;
}

/** A 5e trait, action, reaction or legendary action with its numbers. */
export interface Feature5e {
  readonly name: string;
  readonly desc: string;
  readonly attackBonus: number | null;
  readonly damage: readonly DamagePart[];
  readonly dc: { readonly value: number; readonly ability: string } | null;
  /** A melee attack (from its description), for the knock-out and cleave rules. */
  readonly melee: boolean;
}

/** The features of a 5e list field. */
export function features5e(v: unknown): Feature5e[] {
  return list(v).map((item) => {
    const f = rec(item);
    const dc = rec(f.dc);
    const desc = str(f.desc);
    return {
      name: str(f.name),
      desc,
      attackBonus: num(f.attackBonus),
      damage: list(f.damage)
        .map((d) => ({ dice: str(rec(d).dice), type: str(rec(d).type) }))
        .filter((d) => d.dice !== ''),
      dc:
        num(dc.value) !== null
          ? { value: num(dc.value) as number, ability: str(dc.ability) }
          : null,
      melee: /melee/i.test(desc),
    };
  });
}
