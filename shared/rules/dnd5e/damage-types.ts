// 5E-DTYPE-01: the thirteen damage types, and resistance/vulnerability/immunity entries parsed
// from statblock text ("bludgeoning, piercing, and slashing from nonmagical weapons").

/** 5E-DTYPE-01: the damage types; they have no rules of their own. */
export const DAMAGE_TYPES = [
  'acid',
  'bludgeoning',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'piercing',
  'poison',
  'psychic',
  'radiant',
  'slashing',
  'thunder',
] as const;

/** One damage type. */
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** 5E-DTYPE-01: the seed's classification hints (falls/hammers/constriction are bludgeoning…). */
export const DAMAGE_TYPE_HINTS: Readonly<Record<string, DamageType>> = {
  fall: 'bludgeoning',
  hammer: 'bludgeoning',
  constriction: 'bludgeoning',
  spear: 'piercing',
  bite: 'piercing',
  sword: 'slashing',
  axe: 'slashing',
  claw: 'slashing',
  magicMissile: 'force',
};

/** When a defensive entry applies. */
export type DefenseCondition = 'always' | 'nonmagical' | 'spells' | 'special';

/** A resistance, vulnerability or immunity entry. */
export interface DamageDefense {
  /** The damage types it covers (all types for "damage from spells"). */
  types: DamageType[];
  /** When it applies. */
  when: DefenseCondition;
  /** Nonmagical weapons that are silvered bypass it. */
  exceptSilvered?: boolean;
  /** Nonmagical weapons that are adamantine bypass it. */
  exceptAdamantine?: boolean;
  /** The original text. */
  text: string;
}

/** What is known about a damage instance for matching defenses. */
export interface DamageSource {
  /** Magical attack or effect. */
  magical?: boolean;
  /** From a spell. */
  spell?: boolean;
  /** Silvered weapon. */
  silvered?: boolean;
  /** Adamantine weapon. */
  adamantine?: boolean;
}

/** Parses one statblock defense string into an entry. */
export function parseDefense(text: string): DamageDefense {
  const lower = text.toLowerCase();
  const words: string[] = lower.match(/[a-z]+/g) ?? [];
  let types: DamageType[] = DAMAGE_TYPES.filter((t) => words.includes(t));
  let when: DefenseCondition = 'always';
  if (/non-?\s?magical|nonmagic/.test(lower)) when = 'nonmagical';
  else if (/from spells|damage from spells/.test(lower)) {
    when = 'spells';
    if (types.length === 0) types = [...DAMAGE_TYPES];
  } else if (/wielded by|from magic weapons/.test(lower)) when = 'special';
  const entry: DamageDefense = { types, when, text };
  if (/silver/.test(lower)) entry.exceptSilvered = true;
  if (/adamantine/.test(lower)) entry.exceptAdamantine = true;
  return entry;
}

/** Whether an entry applies to damage of `type` from `source`. */
export function defenseApplies(d: DamageDefense, type: DamageType, source: DamageSource): boolean {
  if (!d.types.includes(type)) return false;
  switch (d.when) {
    case 'always':
      return true;
    case 'nonmagical':
      if (source.magical) return false;
      if (d.exceptSilvered && source.silvered) return false;
      if (d.exceptAdamantine && source.adamantine) return false;
      return true;
    case 'spells':
      return source.spell === true;
    case 'special':
      // Conditional text (e.g. "wielded by good creatures"): the DM applies it by hand.
      return false;
  }
}
