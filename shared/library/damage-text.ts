// Damage as statblocks print it: "16 (2d10 + 5) piercing damage plus 5 (1d10) lightning
// damage" adds up, while "7 (1d8 + 3) piercing, or 8 (1d10 + 3) piercing if used with two
// hands" and "10 (3d6) fire, cold, or lightning damage" are choices the attacker makes. A choice
// is kept as a choice: the card offers each one, the first is the default roll.
import { DAMAGE_TYPES } from '../rules/dnd5e/damage-types';

/** One damage part: dice and type. */
export interface DamagePart {
  dice: string;
  type?: string;
}

/** One of the damage choices of a feature, with what the text says of it. */
export interface DamageChoice {
  damage: DamagePart[];
  note?: string;
}

/** The damage a text prints: the default parts, and the choices when it offers any. */
export interface PrintedDamage {
  damage: DamagePart[];
  choices?: DamageChoice[];
}

const TYPE_WORD = `(?:${DAMAGE_TYPES.join('|')})`;
// "7 (1d8 + 3) piercing", "10 (3d6) fire, cold, or lightning", each maybe followed by "damage".
const AMOUNT = new RegExp(
  `(\\d+)\\s*\\(\\s*(\\d*d\\d+(?:\\s*[+-]\\s*\\d+)?)\\s*\\)\\s*(${TYPE_WORD}(?:\\s*,\\s*(?:or\\s+)?${TYPE_WORD}|\\s+or\\s+${TYPE_WORD})*)(\\s+damage)?`,
  'gi',
);
// What may stand between two amounts that are alternatives.
const OR_BETWEEN = /^\s*,?\s*(?:or|,\s*or)\s*$/i;
const NOTE = /^\s*((?:if|when|while|with|in)\b[^.;,]{0,120})/i;
const MAX_CHOICES = 10;
const MAX_PARTS = 20;

interface Slot {
  alternatives: { part: DamagePart; note?: string }[];
}

/** Reads the damage of a printed feature text. */
export function damageFromText(desc: string): PrintedDamage {
  const slots: Slot[] = [];
  let previousEnd = -1;
  for (const m of desc.matchAll(AMOUNT)) {
    const dice = (m[2] ?? '').replace(/\s+/g, '');
    const typeText = (m[3] ?? '').toLowerCase();
    const types = typeText.match(new RegExp(TYPE_WORD, 'g')) ?? [];
    const end = (m.index ?? 0) + m[0].length;
    const note = NOTE.exec(desc.slice(end))?.[1]?.trim();
    const alternatives = types.map((type) => ({ part: { dice, type } }));
    const between = previousEnd >= 0 ? desc.slice(previousEnd, m.index) : '';
    const last = slots[slots.length - 1];
    if (last && OR_BETWEEN.test(between)) {
      last.alternatives.push(
        ...types.map((type) => ({ part: { dice, type }, ...(note ? { note } : {}) })),
      );
    } else if (slots.length < MAX_PARTS) {
      slots.push({ alternatives });
    }
    previousEnd = end;
  }
  if (slots.length === 0) return { damage: [] };
  const damage = slots.map((s) => (s.alternatives[0] as { part: DamagePart }).part);
  const choiceSlot = slots.findIndex((s) => s.alternatives.length > 1);
  if (choiceSlot < 0) return { damage };
  // One choice per alternative of the first slot that offers one; the other parts stay as
  // printed (a second choice in the same text is rare and stays on its default).
  const choices = (slots[choiceSlot] as Slot).alternatives.slice(0, MAX_CHOICES).map((alt) => ({
    damage: damage.map((part, i) => (i === choiceSlot ? alt.part : part)),
    ...(alt.note ? { note: alt.note } : {}),
  }));
  return { damage, choices };
}
