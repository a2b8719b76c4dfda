// The library written in Improved Initiative's library export (`Creatures.<id>` statblocks and
// `PersistentCharacters.<id>` player characters, each list also named by its ids), so a DM can
// take creatures back to that tracker or share them with a DM who uses it. Every field is
// written the way Improved Initiative prints it, the way this app's Improved Initiative import
// (improved-initiative.ts) reads it back: importing the file into this app gives the same
// statblocks. Improved Initiative is a 5e tracker: 2e and OSR creatures are not written.
import type { Dnd5eStatblock, Feature } from '../../rules/dnd5e/statblock';
import { abilityMod } from '../../rules/dnd5e/statblock';
import { legendaryCostOf, legendaryCountOf } from '../../rules/dnd5e/statblock-text';
import { formatCr } from '../cr';

/** The Improved Initiative release whose library export and StatBlock this file follows. */
export const IMPROVED_INITIATIVE_VERSION = '3.8.3';

/** The tag the import gives player characters; they are written as persistent characters. */
export const PLAYER_CHARACTER_TAG = 'player-character';

/** One library creature to write. */
export interface ExportableCreature {
  readonly id: string;
  readonly name: string;
  readonly statblock: Dnd5eStatblock;
  readonly tags: readonly string[];
  /** Milliseconds since the epoch of the last change. */
  readonly updatedMs: number;
}

interface NameAndContent {
  Name: string;
  Content: string;
  Usage?: string;
}

/** Improved Initiative's StatBlock. */
export interface ImprovedInitiativeStatBlock {
  Id: string;
  Version: string;
  Name: string;
  Path: string;
  Source: string;
  Type: string;
  HP: { Value: number; Notes: string };
  AC: { Value: number; Notes: string };
  InitiativeModifier: number;
  InitiativeAdvantage: boolean;
  InitiativeSpecialRoll?: 'advantage';
  Speed: string[];
  Abilities: { Str: number; Dex: number; Con: number; Int: number; Wis: number; Cha: number };
  DamageVulnerabilities: string[];
  DamageResistances: string[];
  DamageImmunities: string[];
  ConditionImmunities: string[];
  Saves: { Name: string; Modifier: number }[];
  Skills: { Name: string; Modifier: number }[];
  Senses: string[];
  Languages: string[];
  Challenge: string;
  Traits: NameAndContent[];
  Actions: NameAndContent[];
  BonusActions?: NameAndContent[];
  Reactions: NameAndContent[];
  LegendaryActions: NameAndContent[];
  Description: string;
  Player: string;
  ImageURL: string;
  LastUpdateMs: number;
}

/** An Improved Initiative persistent (player) character. */
export interface ImprovedInitiativeCharacter {
  Id: string;
  Version: string;
  Name: string;
  Path: string;
  LastUpdateMs: number;
  CurrentHP: number;
  StatBlock: ImprovedInitiativeStatBlock;
  Notes: string;
}

// The skills as the rulebooks name them; the import keys them lower case without spaces.
const SKILL_NAMES = [
  'Acrobatics',
  'Animal Handling',
  'Arcana',
  'Athletics',
  'Deception',
  'History',
  'Insight',
  'Intimidation',
  'Investigation',
  'Medicine',
  'Nature',
  'Perception',
  'Performance',
  'Persuasion',
  'Religion',
  'Sleight of Hand',
  'Stealth',
  'Survival',
];
const SKILL_BY_KEY = new Map(SKILL_NAMES.map((s) => [s.toLowerCase().replace(/\s+/g, ''), s]));

const ABILITY_NAMES = {
  str: 'Str',
  dex: 'Dex',
  con: 'Con',
  int: 'Int',
  wis: 'Wis',
  cha: 'Cha',
} as const;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Large aberration (shapechanger), lawful evil": the line the import splits back. */
function typeLine(sb: Dnd5eStatblock): string {
  const subtype = sb.subtype ? ` (${sb.subtype})` : '';
  const head = `${capitalise(sb.size)} ${sb.type}${subtype}`;
  return sb.alignment ? `${head}, ${sb.alignment}` : head;
}

function speeds(sb: Dnd5eStatblock): string[] {
  const out: string[] = [];
  const { speed } = sb;
  if (speed.walk !== undefined) out.push(`${speed.walk} ft.`);
  for (const mode of ['fly', 'swim', 'climb', 'burrow'] as const) {
    const value = speed[mode];
    if (value === undefined) continue;
    out.push(`${mode} ${value} ft.${mode === 'fly' && speed.hover ? ' (hover)' : ''}`);
  }
  if (speed.note) out.push(speed.note);
  return out;
}

function senses(sb: Dnd5eStatblock): string[] {
  const out = Object.entries(sb.senses ?? {}).map(([name, value]) =>
    value === '' ? name : `${name} ${value}`,
  );
  if (sb.passivePerception !== undefined) out.push(`passive Perception ${sb.passivePerception}`);
  return out;
}

const item = (f: { name: string; desc: string; usage?: string | undefined }): NameAndContent =>
  f.usage ? { Name: f.name, Content: f.desc, Usage: f.usage } : { Name: f.name, Content: f.desc };

/** A legendary action: its cost, when its name does not already print it, becomes its usage. */
function legendaryItem(f: Feature): NameAndContent {
  if (f.cost === undefined || f.cost < 2 || legendaryCostOf(f.name) !== undefined) return item(f);
  return { Name: f.name, Content: f.desc, Usage: `Costs ${f.cost} Actions` };
}

/** The legendary-action rule as the entry the import lifts back into the count and intro. */
function legendaryRule(sb: Dnd5eStatblock): NameAndContent[] {
  if (!sb.legendary) return [];
  const { count, intro } = sb.legendary;
  const text = intro?.trim() ?? '';
  if (legendaryCountOf(text) === count) return [{ Name: 'Legendary Actions', Content: text }];
  const rule = `The ${sb.name.toLowerCase()} can take ${count} legendary actions.`;
  return [{ Name: 'Legendary Actions', Content: text === '' ? rule : `${rule} ${text}` }];
}

/** The lair actions as the one "Lair Actions" entry, effects as bullets. */
function lairEntry(sb: Dnd5eStatblock): NameAndContent[] {
  if (sb.lairActions.length === 0 && !sb.lair) return [];
  const lines = [sb.lair?.intro ?? '', ...sb.lairActions.map((a) => `• ${a.desc}`)];
  return [{ Name: 'Lair Actions', Content: lines.filter((l) => l !== '').join('\n') }];
}

/** One library creature as an Improved Initiative StatBlock. */
export function toImprovedInitiativeStatBlock(
  creature: ExportableCreature,
): ImprovedInitiativeStatBlock {
  const sb = creature.statblock;
  const dex = sb.abilities.dex;
  const folder = creature.tags.find((t) => t !== PLAYER_CHARACTER_TAG) ?? '';
  const player = creature.tags.includes(PLAYER_CHARACTER_TAG);
  const out: ImprovedInitiativeStatBlock = {
    Id: creature.id,
    Version: IMPROVED_INITIATIVE_VERSION,
    Name: creature.name,
    Path: folder,
    Source: sb.source ?? '',
    Type: typeLine(sb),
    HP: { Value: sb.hp, Notes: sb.hitDice ? `(${sb.hitDice})` : '' },
    AC: { Value: sb.ac, Notes: sb.acNote ? `(${sb.acNote})` : '' },
    // Improved Initiative adds its InitiativeModifier to the Dexterity modifier.
    InitiativeModifier: sb.initiativeBonus === undefined ? 0 : sb.initiativeBonus - abilityMod(dex),
    InitiativeAdvantage: sb.initiativeAdvantage === true,
    Speed: speeds(sb),
    Abilities: {
      Str: sb.abilities.str,
      Dex: dex,
      Con: sb.abilities.con,
      Int: sb.abilities.int,
      Wis: sb.abilities.wis,
      Cha: sb.abilities.cha,
    },
    DamageVulnerabilities: [...sb.damageVulnerabilities],
    DamageResistances: [...sb.damageResistances],
    DamageImmunities: [...sb.damageImmunities],
    ConditionImmunities: [...sb.conditionImmunities],
    Saves: Object.entries(sb.saves ?? {}).map(([ability, modifier]) => ({
      Name: ABILITY_NAMES[ability as keyof typeof ABILITY_NAMES],
      Modifier: modifier,
    })),
    Skills: Object.entries(sb.skills ?? {}).map(([skill, modifier]) => ({
      Name: SKILL_BY_KEY.get(skill) ?? skill,
      Modifier: modifier,
    })),
    Senses: senses(sb),
    Languages: sb.languages ? sb.languages.split(', ') : [],
    Challenge: sb.cr === undefined ? '' : formatCr(sb.cr),
    // Spellcasting is a trait in Improved Initiative; its text is kept with the spell data.
    Traits: [...sb.traits, ...sb.spellcasting].map(item),
    Actions: [...sb.actions.map(item), ...lairEntry(sb)],
    Reactions: sb.reactions.map(item),
    LegendaryActions: [...legendaryRule(sb), ...sb.legendaryActions.map(legendaryItem)],
    Description: sb.description ?? '',
    Player: player ? 'player' : '',
    ImageURL: sb.imageUrl ?? '',
    LastUpdateMs: creature.updatedMs,
  };
  if (sb.bonusActions.length > 0) out.BonusActions = sb.bonusActions.map(item);
  if (sb.initiativeAdvantage) out.InitiativeSpecialRoll = 'advantage';
  return out;
}

/** A player character as an Improved Initiative persistent character. */
export function toImprovedInitiativeCharacter(
  creature: ExportableCreature,
): ImprovedInitiativeCharacter {
  const statBlock = toImprovedInitiativeStatBlock(creature);
  return {
    Id: creature.id,
    Version: IMPROVED_INITIATIVE_VERSION,
    Name: creature.name,
    Path: statBlock.Path,
    LastUpdateMs: creature.updatedMs,
    CurrentHP: creature.statblock.currentHp ?? creature.statblock.hp,
    StatBlock: statBlock,
    Notes: creature.statblock.notes ?? '',
  };
}

/** Improved Initiative's library export holding `creatures`: player characters as persistent ones. */
export function improvedInitiativeLibraryFile(
  creatures: readonly ExportableCreature[],
): Record<string, unknown> {
  const file: Record<string, unknown> = {};
  const npcs = creatures.filter((c) => !c.tags.includes(PLAYER_CHARACTER_TAG));
  const pcs = creatures.filter((c) => c.tags.includes(PLAYER_CHARACTER_TAG));
  file.Creatures = npcs.map((c) => c.id);
  for (const c of npcs) file[`Creatures.${c.id}`] = toImprovedInitiativeStatBlock(c);
  file.PersistentCharacters = pcs.map((c) => c.id);
  for (const c of pcs) file[`PersistentCharacters.${c.id}`] = toImprovedInitiativeCharacter(c);
  return file;
}
