// Reading the parts of a printed 5e statblock that other sources keep as text into the typed
// fields the tracker acts on: a spellcasting trait's caster level, save DC, spells by level and
// slots ("1st level (4 slots): …", "3/day each: …"); the legendary-action count ("can take 3
// legendary actions") and a legendary action's cost ("Costs 2 Actions"); lair actions ("On
// initiative count 20 (losing initiative ties) …", bullet list of effects).
// [not in seed: statblock conventions of the 5e rulebooks and the SRD.]
import type { Ability } from './statblock';

/** One line of spells: a spell level (0 = cantrips) or an innate usage, and the spell names. */
export interface SpellLine {
  level?: number;
  /** "at will", "3/day each", "4 slots" as printed. */
  usage?: string;
  names: string[];
}

/** A spellcasting feature as data. */
export interface SpellcastingData {
  name: string;
  desc: string;
  ability?: Ability;
  saveDc?: number;
  attackBonus?: number;
  /** Caster level ("an 18th-level spellcaster"). */
  level?: number;
  /** Spell slots by spell level ("1".."9"). */
  slots: Record<string, number>;
  spells: SpellLine[];
}

const ABILITY_WORDS: Readonly<Record<string, Ability>> = {
  strength: 'str',
  dexterity: 'dex',
  constitution: 'con',
  intelligence: 'int',
  wisdom: 'wis',
  charisma: 'cha',
};

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};

function count(word: string): number | undefined {
  const n = Number(word);
  return Number.isInteger(n) ? n : NUMBER_WORDS[word.toLowerCase()];
}

/** True for a trait that is a spellcasting feature ("Spellcasting", "Innate Spellcasting (Psionics)"). */
export function isSpellcastingName(name: string): boolean {
  return /\bspellcasting\b/i.test(name);
}

const LEVEL_LINE =
  /^\s*[-•*]?\s*(cantrips?|(\d)(?:st|nd|rd|th)[- ]level)\s*(?:\(([^)]*)\))?\s*:\s*(.+)$/i;
const INNATE_LINE = /^\s*[-•*]?\s*(at will|\d+\s*\/\s*day(?: each)?)\s*:\s*(.+)$/i;

function spellNames(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.replace(/\*/g, '').trim())
    .filter((s) => s !== '');
}

/** A spellcasting trait read from its printed text. */
export function parseSpellcasting(name: string, desc: string): SpellcastingData {
  const out: SpellcastingData = { name, desc, slots: {}, spells: [] };
  const level = /(\d+)(?:st|nd|rd|th)-level spellcaster/i.exec(desc);
  if (level) out.level = Number(level[1]);
  const ability = /spellcasting ability is (\w+)/i.exec(desc);
  const key = ability ? ABILITY_WORDS[(ability[1] ?? '').toLowerCase()] : undefined;
  if (key) out.ability = key;
  const dc = /spell save DC (\d+)/i.exec(desc);
  if (dc) out.saveDc = Number(dc[1]);
  const hit = /([+-]\d+) to hit with spell attacks/i.exec(desc);
  if (hit) out.attackBonus = Number(hit[1]);
  for (const line of desc.split('\n')) {
    const m = LEVEL_LINE.exec(line);
    if (m) {
      const spellLevel = m[2] ? Number(m[2]) : 0;
      const usage = (m[3] ?? '').trim();
      const slots = /(\d+)\s*slots?/i.exec(usage);
      if (slots && spellLevel > 0) out.slots[String(spellLevel)] = Number(slots[1]);
      out.spells.push({
        level: spellLevel,
        ...(usage !== '' ? { usage } : {}),
        names: spellNames(m[4] ?? ''),
      });
      continue;
    }
    const innate = INNATE_LINE.exec(line);
    if (innate) {
      out.spells.push({
        usage: (innate[1] ?? '').replace(/\s+/g, ' ').toLowerCase(),
        names: spellNames(innate[2] ?? ''),
      });
    }
  }
  if (out.spells.length === 0) out.spells = runOnSpells(name, desc);
  return out;
}

const RUN_ON =
  /(at will|\d+\s*\/\s*day(?: each)?)\s*:\s*(.*?)(?=\s*(?:at will|\d+\s*\/\s*day(?: each)?)\s*:|$)/gis;

/**
 * Spells written on one line ("At will: disguise self, major image 3/day each: charm person")
 * or named in the sentence of a single innate spell ("can innately cast sleep", usage in the
 * trait's name "(1/Day)").
 */
function runOnSpells(name: string, desc: string): SpellLine[] {
  const lines = [...desc.matchAll(RUN_ON)].map((m) => ({
    usage: (m[1] ?? '').replace(/\s+/g, ' ').toLowerCase(),
    names: spellNames((m[2] ?? '').replace(/\.\s*$/, '')),
  }));
  if (lines.length > 0) return lines;
  const single = /innately cast ([a-z' ]+?)(?:\s*\(|,|\.|$)/i.exec(desc);
  const usage = /\((\d+\s*\/\s*day|at will)\)/i.exec(name);
  if (!single) return [];
  return [
    {
      ...(usage ? { usage: (usage[1] ?? '').replace(/\s+/g, '').toLowerCase() } : {}),
      names: [(single[1] ?? '').trim()],
    },
  ];
}

/** The legendary actions per round an introduction names ("can take 3 legendary actions"). */
export function legendaryCountOf(text: string): number | undefined {
  const m = /can take (\d+|one|two|three|four|five|six) legendary actions?/i.exec(text);
  return m ? count(m[1] ?? '') : undefined;
}

/** The cost a legendary action's name gives ("Wing Attack (Costs 2 Actions)"), or undefined. */
export function legendaryCostOf(name: string): number | undefined {
  const m = /\(costs? (\d+|one|two|three) actions?\)/i.exec(name);
  return m ? count(m[1] ?? '') : undefined;
}

/** Lair actions read from a printed "Lair Actions" block. */
export interface LairText {
  intro: string;
  /** The initiative count they happen on (20 unless the text names another). */
  initiative: number;
  /** The text forbids the same effect two rounds in a row. */
  noRepeat: boolean;
  /** The effects, one per bullet, in order. */
  effects: string[];
}

/** Reads a "Lair Actions" text: the introduction, its initiative count and the bulleted effects. */
export function parseLairText(desc: string): LairText {
  const lines = desc.split('\n');
  const effects: string[] = [];
  const intro: string[] = [];
  for (const line of lines) {
    const bullet = /^\s*[-•*]\s+(.+)$/.exec(line);
    if (bullet) effects.push((bullet[1] ?? '').trim());
    else if (effects.length === 0 && line.trim() !== '') intro.push(line.trim());
  }
  const text = intro.join(' ');
  const init = /initiative count (\d+)/i.exec(text);
  return {
    intro: text,
    initiative: init ? Number(init[1]) : 20,
    noRepeat: /can(?:'|’|no)t use the same (?:effect|lair action) two rounds in a row/i.test(text),
    effects,
  };
}
