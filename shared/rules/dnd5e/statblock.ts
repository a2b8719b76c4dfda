// The 5e statblock schema (zod): monsters (the SRD's shape, normalised) and characters. Text
// stays text; mechanics the tracker uses (AC, HP, abilities, saves, defenses, speed, size) are
// typed fields.
import { z } from 'zod';
import { SIZES } from './tactics/types';
import { upgradeDnd5eStatblock } from './statblock-upgrade';

/** The six abilities. */
export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;

/** One ability. */
export type Ability = (typeof ABILITIES)[number];

/** Ability modifier: floor((score − 10) / 2) (5E-GEN-01 rounding). */
export function abilityMod(score: number): number {
  return Math.floor((score - 10) / 2);
}

// 30 is the 5e rulebooks' ceiling, but published monsters go past it (Black Flag's); imported
// statblocks keep the printed score.
const abilityScore = z.number().int().min(0).max(50);

/** Ability scores. */
export const abilityScoresSchema = z.object({
  str: abilityScore,
  dex: abilityScore,
  con: abilityScore,
  int: abilityScore,
  wis: abilityScore,
  cha: abilityScore,
});

/** A save DC attached to a feature. */
export const featureDcSchema = z.object({
  ability: z.enum(ABILITIES),
  value: z.number().int(),
  success: z.string().max(100).optional(),
});

/** One damage part of a feature (`2d6+5` slashing). */
export const damagePartSchema = z.object({
  dice: z.string().max(100),
  type: z.string().max(100).optional(),
});

/** A trait, action, reaction or legendary action. */
export const featureSchema = z.object({
  name: z.string().max(300),
  desc: z.string().max(20000).default(''),
  attackBonus: z.number().int().optional(),
  damage: z.array(damagePartSchema).max(20).optional(),
  /** Damage the attacker chooses between ("or 8 (1d10 + 3) piercing if used with two hands"). */
  damageChoices: z
    .array(
      z.object({
        damage: z.array(damagePartSchema).min(1).max(20),
        note: z.string().max(200).optional(),
      }),
    )
    .max(10)
    .optional(),
  dc: featureDcSchema.optional(),
  usage: z.string().max(200).optional(),
  /** Legendary actions it costs, when more than one ("Costs 2 Actions"). */
  cost: z.number().int().min(1).max(10).optional(),
});

/** A feature of a statblock. */
export type Feature = z.infer<typeof featureSchema>;

const speedValue = z.number().int().min(0).max(10000);

/** Speeds in feet. */
export const speedSchema = z.object({
  walk: speedValue.optional(),
  fly: speedValue.optional(),
  swim: speedValue.optional(),
  climb: speedValue.optional(),
  burrow: speedValue.optional(),
  hover: z.boolean().optional(),
  note: z.string().max(500).optional(),
});

const spellLevel = z.enum(['1', '2', '3', '4', '5', '6', '7', '8', '9']);

/** A spellcasting feature as data: its numbers, spells by level or daily use, and slots. */
export const spellcastingSchema = z.object({
  name: z.string().max(300),
  desc: z.string().max(20000).default(''),
  ability: z.enum(ABILITIES).optional(),
  saveDc: z.number().int().min(0).max(50).optional(),
  attackBonus: z.number().int().min(-20).max(50).optional(),
  /** Caster level. */
  level: z.number().int().min(0).max(30).optional(),
  /** Spell slots per spell level; the tracker counts the ones spent (spendSpellSlot). */
  slots: z.partialRecord(spellLevel, z.number().int().min(0).max(20)).default({}),
  spells: z
    .array(
      z.object({
        /** Spell level, 0 for cantrips; absent for innate spells listed by use. */
        level: z.number().int().min(0).max(9).optional(),
        /** "at will", "3/day each", "4 slots" as printed. */
        usage: z.string().max(100).optional(),
        names: z.array(z.string().max(200)).max(100),
      }),
    )
    .max(30)
    .default([]),
});

/** A spellcasting feature. */
export type Spellcasting = z.infer<typeof spellcastingSchema>;

/** The 5e statblock (current version; see statblock-upgrade.ts for stored older ones). */
const dnd5eStatblockObject = z.object({
  /** Schema version (statblocks stored without one are version 1 and upgraded on reading). */
  schemaVersion: z.literal(2).default(2),
  name: z.string().min(1).max(200),
  size: z.enum(SIZES),
  type: z.string().max(100).default('humanoid'),
  subtype: z.string().max(200).nullable().optional(),
  alignment: z.string().max(200).optional(),
  ac: z.number().int().min(0).max(50),
  acNote: z.string().max(200).optional(),
  hp: z.number().int().min(0).max(100000),
  hitDice: z.string().max(50).optional(),
  speed: speedSchema.default({ walk: 30 }),
  abilities: abilityScoresSchema,
  saves: z.partialRecord(z.enum(ABILITIES), z.number().int()).optional(),
  skills: z.record(z.string().max(100), z.number().int()).optional(),
  damageVulnerabilities: z.array(z.string().max(300)).default([]),
  damageResistances: z.array(z.string().max(300)).default([]),
  damageImmunities: z.array(z.string().max(300)).default([]),
  conditionImmunities: z.array(z.string().max(100)).default([]),
  senses: z.record(z.string().max(100), z.string().max(200)).optional(),
  passivePerception: z.number().int().min(0).max(100).optional(),
  languages: z.string().max(1000).optional(),
  cr: z.number().min(0).max(40).optional(),
  xp: z.number().int().min(0).optional(),
  proficiencyBonus: z.number().int().min(0).max(20).optional(),
  initiativeBonus: z.number().int().optional(),
  traits: z.array(featureSchema).max(200).default([]),
  actions: z.array(featureSchema).max(200).default([]),
  bonusActions: z.array(featureSchema).max(100).default([]),
  reactions: z.array(featureSchema).max(100).default([]),
  legendaryActions: z.array(featureSchema).max(100).default([]),
  /** Legendary actions per round (3 when a creature has them and its text names no count). */
  legendary: z
    .object({
      count: z.number().int().min(1).max(10),
      intro: z.string().max(2000).optional(),
    })
    .optional(),
  /** Lair actions, used once a round on the lair's initiative count while in its lair. */
  lairActions: z.array(featureSchema).max(50).default([]),
  lair: z
    .object({
      /** Initiative count of the lair actions; they lose ties. */
      initiative: z.number().int().min(-10).max(50).default(20),
      intro: z.string().max(5000).optional(),
      /** The same lair action may not be used two rounds in a row. */
      noRepeat: z.boolean().default(false),
    })
    .optional(),
  spellcasting: z.array(spellcastingSchema).max(10).default([]),
  /** Rolls initiative with advantage. */
  initiativeAdvantage: z.boolean().optional(),
  /** Description and lore, shown as text. */
  description: z.string().max(20000).optional(),
  source: z.string().max(200).optional(),
  /** Page of the source book, as printed. */
  page: z.string().max(50).optional(),
  /** Picture of the creature given by the file it was imported from (kept, never fetched). */
  imageUrl: z.string().max(2000).optional(),
  /** A player character's current hit points, as the file it was imported from kept them. */
  currentHp: z.number().int().min(0).max(100000).optional(),
  /** The DM's notes on a player character, as the file it was imported from kept them. */
  notes: z.string().max(20000).optional(),
  /** Fields an import could not read, with the value as the file wrote it, for the DM to fix. */
  importIssues: z
    .array(z.object({ field: z.string().max(100), value: z.string().max(300) }))
    .max(50)
    .optional(),
});

/** The 5e statblock schema: older stored statblocks are upgraded before validation. */
export const dnd5eStatblockSchema = z.preprocess(upgradeDnd5eStatblock, dnd5eStatblockObject);

/** A 5e statblock. */
export type Dnd5eStatblock = z.infer<typeof dnd5eStatblockObject>;

/** Legendary actions per round of a statblock: its count, else 3 if it has any [not in seed: MM]. */
export function legendaryActionCount(sb: Dnd5eStatblock): number {
  if (sb.legendary) return sb.legendary.count;
  return sb.legendaryActions.length > 0 ? 3 : 0;
}

/** The saving throw bonus of a statblock for an ability. */
export function saveBonus(sb: Dnd5eStatblock, ability: Ability): number {
  return sb.saves?.[ability] ?? abilityMod(sb.abilities[ability]);
}

/** Passive Wisdom (Perception): the statblock's value, else 10 + Perception or Wis modifier. */
export function passivePerception(sb: Dnd5eStatblock): number {
  if (sb.passivePerception !== undefined) return sb.passivePerception;
  return 10 + (sb.skills?.perception ?? abilityMod(sb.abilities.wis));
}
