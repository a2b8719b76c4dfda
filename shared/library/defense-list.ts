// Reads a 5e damage defence list as the sentence it is. Files split the printed line in
// different places: Improved Initiative keeps `["poison", "bludgeoning", "piercing", "and
// slashing from nonmagical weapons"]`, Open5e a string with `;` between groups, some files no
// `;` at all. The qualifier ("from nonmagical weapons that aren't silvered") belongs to the
// weapon types it is written with, so those are kept together as one entry the 5e engine reads
// as a conditional defence; the other types stay unconditional entries of their own.

const QUALIFIER = /\b(from|that|while|except|unless|wielded|non-?\s?magical|nonmagic)\b/i;
// Qualifiers about the attack that hits: they only concern the weapon damage types.
const WEAPON_QUALIFIER = /non-?\s?magical|nonmagic|weapons?\b|attacks?\b|silver|adamantine/i;
const WEAPON_TYPES = new Set(['bludgeoning', 'piercing', 'slashing']);
const DAMAGE_WORDS = new Set([
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
]);

/** Splits at commas outside parentheses. */
function splitCommas(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/** The damage types a piece names. */
function typesOf(piece: string): string[] {
  return (piece.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => DAMAGE_WORDS.has(w));
}

/** True when every damage type of the piece is a weapon type (and it names at least one). */
function onlyWeaponTypes(piece: string): boolean {
  const types = typesOf(piece);
  return types.length > 0 && types.every((t) => WEAPON_TYPES.has(t));
}

/** Groups one `;`-free part of the sentence. */
function groupSegment(segment: string): string[] {
  const pieces = splitCommas(segment);
  const group = new Array<number>(pieces.length).fill(-1);
  pieces.forEach((piece, i) => {
    if (!QUALIFIER.test(piece) || group[i] !== -1) return;
    group[i] = i;
    if (WEAPON_QUALIFIER.test(piece)) {
      // The weapon types written next to the qualifier share it, on both sides
      // ("nonmagical bludgeoning, piercing, and slashing" puts it first).
      for (let j = i - 1; j >= 0 && group[j] === -1 && onlyWeaponTypes(pieces[j] ?? ''); j -= 1)
        group[j] = i;
      for (let j = i + 1; j < pieces.length && onlyWeaponTypes(pieces[j] ?? ''); j += 1)
        group[j] = i;
    } else {
      // Any other qualifier applies to every unqualified type before it.
      for (let j = i - 1; j >= 0 && group[j] === -1 && !QUALIFIER.test(pieces[j] ?? ''); j -= 1)
        group[j] = i;
    }
  });
  const out: string[] = [];
  let i = 0;
  while (i < pieces.length) {
    const owner = group[i] ?? -1;
    if (owner === -1) {
      out.push((pieces[i] ?? '').replace(/^(and|or)\s+/i, ''));
      i += 1;
      continue;
    }
    let j = i;
    while (j < pieces.length && group[j] === owner) j += 1;
    out.push(pieces.slice(i, j).join(', '));
    i = j;
  }
  return out;
}

/**
 * The defence entries of a printed list given as one string or the pieces a file split it
 * into; each entry is one type, or the weapon types with the qualifier they share.
 */
export function readDefenseList(items: readonly string[]): string[] {
  const sentence = items
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .join(', ');
  return sentence
    .split(';')
    .flatMap(groupSegment)
    .filter((s) => s !== '');
}
