// Reads the parts of a 5e statblock that other trackers keep as printed text ("Medium humanoid
// (goblinoid), neutral evil", "fly 60 ft. (hover)", "darkvision 60 ft., passive Perception 10",
// "+4 to hit … Hit: 5 (1d6 + 2) slashing damage") into the app's typed fields.
import type { Ability, Feature } from '../rules/dnd5e/statblock';
import type { Size } from '../rules/dnd5e/tactics/types';
import { SIZES } from '../rules/dnd5e/tactics/types';
import { damageFromText } from './damage-text';
import { readDefenseList } from './defense-list';

/** The size, type, subtype and alignment of a printed type line. */
export interface TypeLine {
  size?: Size;
  type?: string;
  subtype?: string;
  alignment?: string;
}

const SIZE_WORDS = new Map<string, Size>(SIZES.map((s) => [s, s]));

/** Splits "Medium humanoid (goblinoid), neutral evil" into its parts; unknown parts stay undefined. */
export function parseTypeLine(line: string): TypeLine {
  const out: TypeLine = {};
  // The alignment follows the first comma outside parentheses ("dragon (dragons, chromatic)").
  let depth = 0;
  let comma = -1;
  for (let i = 0; i < line.length && comma < 0; i += 1) {
    const ch = line[i];
    if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) comma = i;
  }
  const head = (comma >= 0 ? line.slice(0, comma) : line).trim();
  const alignment = comma >= 0 ? line.slice(comma + 1).trim() : '';
  if (alignment !== '') out.alignment = alignment;
  const m = /^(\S+)\s*(.*)$/.exec(head);
  let rest = head;
  if (m) {
    const size = SIZE_WORDS.get((m[1] ?? '').toLowerCase());
    if (size) {
      out.size = size;
      rest = m[2] ?? '';
    }
  }
  const sub = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(rest);
  const type = (sub ? (sub[1] ?? '') : rest).trim().toLowerCase();
  if (sub && (sub[2] ?? '').trim() !== '') out.subtype = (sub[2] ?? '').trim();
  if (type !== '') out.type = type;
  return out;
}

/** Speeds in feet by mode, hover, and whatever text could not be read. */
export interface SpeedParts {
  walk?: number;
  fly?: number;
  swim?: number;
  climb?: number;
  burrow?: number;
  hover?: boolean;
  note?: string;
}

type SpeedMode = 'walk' | 'fly' | 'swim' | 'climb' | 'burrow';

/** Reads printed speeds ("30 ft.", "fly 60 ft. (hover)") given as a list or one comma-separated line. */
export function parseSpeeds(items: readonly string[]): SpeedParts {
  const out: SpeedParts = {};
  const notes: string[] = [];
  for (const item of items.flatMap((s) => s.split(/,(?![^(]*\))/))) {
    const text = item.trim();
    if (text === '') continue;
    const m =
      /^(?:(walk|fly|swim|climb|burrow)\s+)?(\d+)\s*(?:ft\.?|feet|')?\s*(\(hover\))?\s*$/i.exec(
        text,
      );
    if (!m) {
      notes.push(text);
      continue;
    }
    const mode = (m[1] ?? 'walk').toLowerCase() as SpeedMode;
    out[mode] = Number(m[2]);
    if (m[3]) out.hover = true;
  }
  if (notes.length > 0) out.note = notes.join(', ');
  return out;
}

/** Senses by name ("darkvision" → "60 ft.") and the passive Perception, from printed senses. */
export function parseSenses(items: readonly string[]): {
  senses: Record<string, string>;
  passivePerception?: number;
} {
  const senses: Record<string, string> = {};
  let passivePerception: number | undefined;
  for (const item of items.flatMap((s) => s.split(','))) {
    const text = item.trim();
    if (text === '') continue;
    const passive = /^passive\s+perception\s+(\d+)/i.exec(text);
    if (passive) {
      passivePerception = Number(passive[1]);
      continue;
    }
    const m = /^([a-z][a-z ]*?)\s+(\d.*)$/i.exec(text);
    if (m) senses[(m[1] ?? '').toLowerCase()] = (m[2] ?? '').trim();
    else senses[text.toLowerCase()] = '';
  }
  return passivePerception === undefined ? { senses } : { senses, passivePerception };
}

/** Splits a printed damage list into entries, read as a sentence (see defense-list.ts). */
export function splitDefenses(text: string): string[] {
  return readDefenseList([text]);
}

/** The ability named by a save or DC ("Con", "Constitution", "CON"), or undefined. */
export function abilityFromName(name: string): Ability | undefined {
  const key = name.trim().slice(0, 3).toLowerCase();
  return (['str', 'dex', 'con', 'int', 'wis', 'cha'] as const).find((a) => a === key);
}

const DC = /DC\s*(\d+)\s+(Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma)/i;

/**
 * Fills a feature's attack bonus, damage parts and save DC from its printed text when the file
 * did not carry them as fields. Text is the DM's; the fields only let the card offer rolls.
 */
export function featureFromText(name: string, desc: string, usage?: string): Feature {
  const feature: Feature = { name, desc };
  if (usage !== undefined && usage !== '') feature.usage = usage;
  const hit = /([+-]\d+)\s+to hit/i.exec(desc);
  if (hit) feature.attackBonus = Number(hit[1]);
  const { damage, choices } = damageFromText(desc);
  if (damage.length > 0) feature.damage = damage;
  if (choices) feature.damageChoices = choices;
  const dc = DC.exec(desc);
  const ability = dc ? abilityFromName(dc[2] ?? '') : undefined;
  if (dc && ability) feature.dc = { ability, value: Number(dc[1]) };
  return feature;
}

/** The dice in an HP note such as "(2d6)" or "(18d10 + 36)", or undefined. */
export function hitDiceFromNote(note: string): string | undefined {
  const m = /(\d+d\d+(?:\s*[+-]\s*\d+)?)/.exec(note);
  return m ? (m[1] ?? '').replace(/\s+/g, '') : undefined;
}
