// Which Table 32 special powers a 2e statblock marks [not in seed: DMG ch. 8, Table 32]. From its
// numbers: magic resistance, an armour class of 0 or better, a fly speed, four or more attacks a
// round, a single attack of 20 or more points or a round's attacks of 30 or more (at their
// highest roll), missile weapons, hit points above what its Hit Dice can roll, a magical weapon,
// the spells of a wizard's or priest's class levels, and the poison, level drain and paralysis
// its attacks carry. From its words (xp-power-words.ts): the special attacks and defenses its
// text names; an entry the words do not name is one of the table's "unlisted" special forms, as
// the DMG says to count a power the table does not list. A printed XP on the statblock is the
// DM's way to set the figure exactly.
import { parseNotation, totalBounds } from '../../dice/notation';
import type { HitDiceModifierKey } from './tables/experience';
import { asArray, asNumber as num, asObject, asStrings } from '../../library/read';
import { parseHitDice } from './tables/thac0';
import { ATTACK_WORDS, DEFENSE_WORDS, spellLevelNamed, type PowerWords } from './xp-power-words';

type Block = Readonly<Record<string, unknown>>;

const MISSILE_KINDS = new Set(['thrown', 'bow', 'crossbow', 'sling', 'siege']);

/** The objects of a list (anything else dropped). */
const records = (value: unknown): Block[] =>
  (asArray(value) ?? []).flatMap((item): Block[] => {
    const record = asObject(item);
    return record ? [record] : [];
  });

/** The most a dice text can roll ("2d8+4" → 20), or 0 when it is not dice. */
function highest(dice: unknown): number {
  if (typeof dice !== 'string') return 0;
  try {
    return totalBounds(parseNotation(dice)).max;
  } catch {
    return 0;
  }
}

/** An attack's highest damage against any target, with its bonuses. */
function attackMax(attack: Block): number {
  const bonus = (num(attack.damageBonus) ?? 0) + Math.max(0, num(attack.magicBonus) ?? 0);
  return Math.max(highest(attack.damage), highest(attack.damageLarge)) + bonus;
}

/** Attacks a round and the round's highest damage: natural forms each once a routine. */
function roundOfAttacks(sb: Block, attacks: readonly Block[]): { count: number; max: number } {
  const rate = asObject(sb.attacksPerRound);
  const perRound = rate ? (num(rate.per) ?? 1) / Math.max(1, num(rate.rounds) ?? 1) : 1;
  const natural = attacks.filter((a) => a.kind === 'natural');
  const naturalMax = natural.reduce((sum, a) => sum + attackMax(a), 0) * perRound;
  const weaponMax = Math.max(0, ...attacks.map(attackMax)) * perRound;
  return {
    count: Math.max(perRound, natural.length * perRound),
    max: Math.max(naturalMax, weaponMax),
  };
}

/** Powers of the statblock's numbers and attack data. */
function numberPowers(sb: Block, found: Set<HitDiceModifierKey>): void {
  if ((num(sb.magicResistance) ?? 0) > 0) found.add('magicResistance');
  if ((num(sb.ac) ?? 10) <= 0) found.add('ac0OrBetter');
  const movement = asObject(sb.movement);
  if ((num(movement?.fly) ?? 0) > 0) found.add('flies');
  const attacks = records(sb.attacks);
  const round = roundOfAttacks(sb, attacks);
  if (round.count >= 4) found.add('fourOrMoreAttacks');
  if (round.count >= 2 && round.max >= 30) found.add('multipleAttacks30');
  if (attacks.some((a) => attackMax(a) >= 20)) found.add('singleAttack20');
  if (attacks.some((a) => MISSILE_KINDS.has(String(a.kind)))) found.add('missileWeapons');
  if (attacks.some((a) => (num(a.magicBonus) ?? 0) > 0)) found.add('magicalItems');
  for (const a of attacks) {
    if (a.poison !== undefined) found.add('poison');
    if (a.drainLevels !== undefined) found.add('energyDrain');
    const rider = asObject(a.rider);
    if (rider) found.add(rider.condition === 'paralyzed' ? 'paralysis' : 'specialAttack');
  }
  const hd = typeof sb.hitDice === 'string' ? parseHitDice(sb.hitDice) : undefined;
  const hp = num(sb.hp);
  if (hd && hp !== undefined && hp > Math.ceil(hd.count * 8) + hd.modifier) {
    found.add('extraHitPoints');
  }
}

/** "Nil", "None", "—": a statblock's way of saying there is no special attack or defense. */
const NOTHING =
  /^\s*(?:nil|none|no|n\/a|[-–—]+|нет|немає|ні|відсутн\p{L}*|отсутств\p{L}*)\s*\.?\s*$/iu;

const isSomething = (text: string): boolean => text.trim() !== '' && !NOTHING.test(text);

/**
 * The Monstrous Manual's intelligence of 13 or more (High, Highly, Exceptional, Genius,
 * Supra-genius, Godlike), as a statblock's description may give it.
 */
function highIntelligence(description: unknown): boolean {
  if (typeof description !== 'string') return false;
  const rank =
    /(?:intelligence|интеллект|інтелект)\s*:?\s*(?:high|exceptional|genius|supra-genius|godlike|высок|исключит|гениал|сверхгениал|божеств|висок|винятков|геніал|надгеніал)/iu;
  if (rank.test(description)) return true;
  const score = /(?:intelligence|int|интеллект|инт|інтелект|інт)\.?\s*:?\s*(\d+)/giu;
  return [...description.matchAll(score)].some((m) => Number(m[1]) >= 13);
}

/** A wizard's or priest's class levels: the spell levels they cast. */
function classSpells(sb: Block): number | undefined {
  const casters = records(sb.classes).filter((c) => c.group === 'wizard' || c.group === 'priest');
  if (casters.length === 0) return undefined;
  const level = Math.max(...casters.map((c) => num(c.level) ?? 0));
  return level >= 5 ? 3 : level >= 3 ? 2 : level >= 1 ? 1 : undefined;
}

/** Adds the powers a text names; true when it named any. */
function namePowers(
  text: string,
  words: readonly PowerWords[],
  found: Set<HitDiceModifierKey>,
): boolean {
  const named = new Set<HitDiceModifierKey>();
  for (const [key, pattern] of words) if (pattern.test(text)) named.add(key);
  // "immune to non-magical weapons" is the hit-only-by-magic row, not immunity to any weapon
  if (named.has('hitOnlyByMagic')) named.delete('weaponImmunity');
  for (const key of named) found.add(key);
  return named.size > 0;
}

/** The Table 32 powers a 2e statblock (as stored) marks, each once. */
export function adnd2ePowers(sb: Block): HitDiceModifierKey[] {
  const found = new Set<HitDiceModifierKey>();
  numberPowers(sb, found);
  if (highIntelligence(sb.description)) found.add('highIntelligence');
  let spellLevel = classSpells(sb);
  for (const text of asStrings(sb.specialAttacks).filter(isSomething)) {
    const spells = spellLevelNamed(text);
    if (spells !== undefined) spellLevel = Math.max(spellLevel ?? 0, spells);
    if (!namePowers(text, ATTACK_WORDS, found) && spells === undefined) found.add('specialAttack');
  }
  for (const text of asStrings(sb.specialDefenses).filter(isSomething)) {
    if (!namePowers(text, DEFENSE_WORDS, found)) found.add('specialDefense');
  }
  if (spellLevel !== undefined) found.add(spellLevel >= 3 ? 'highLevelSpells' : 'lowLevelSpells');
  return [...found];
}
