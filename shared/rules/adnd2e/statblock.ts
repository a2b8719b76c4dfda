// The 2e statblock: what a card and the library hold for a PC, NPC or monster.
import { z } from 'zod';
import { ARMOR_TYPES } from './tables/armor';
import { CREATURE_SIZES } from './tables/initiative';
import { CLASS_GROUPS, parseHitDice } from './tables/thac0';
import { SAVE_PRIORITY } from './tables/saves';
import { UNDEAD_ROWS } from './tables/turning';

const dice = z.string().regex(/^\s*\d*d\d+(\s*[+-]\s*\d+)?\s*$|^\s*\d+\s*$/, 'dice');

/** A rate such as 3/2 attacks per round or 1/2 shots per round. */
export const rateSchema = z.object({
  per: z.number().int().min(0).max(100),
  rounds: z.number().int().min(1).max(100),
});

/** One attack form or weapon (Table 44/45 data are stored per weapon). */
export const attackSchema = z.object({
  name: z.string().min(1).max(200),
  /** Damage vs Small/Medium targets (2E-DMG-03). */
  damage: dice,
  /** Damage vs Large targets, when different. */
  damageLarge: dice.optional(),
  kind: z
    .enum(['melee', 'thrown', 'bow', 'crossbow', 'sling', 'siege', 'natural'])
    .default('melee'),
  /** Weapon speed factor (Table 44); absent for natural weapons. */
  speed: z.number().int().min(0).max(20).optional(),
  types: z.array(z.enum(['S', 'P', 'B'])).default([]),
  magicBonus: z.number().int().min(-10).max(10).default(0),
  /** A second, lower bonus (2E-INIT-14 uses the lower one). */
  secondBonus: z.number().int().min(-10).max(10).optional(),
  damageBonus: z.number().int().min(-50).max(50).default(0),
  ranges: z
    .object({
      short: z.number().min(0).optional(),
      medium: z.number().min(0),
      long: z.number().min(0),
    })
    .optional(),
  rateOfFire: rateSchema.optional(),
  /** Doubles rolled damage in a charge (lance, 2E-MOVE-04). */
  chargeDouble: z.boolean().default(false),
  /** Can be set against a charge for double damage (spear, polearm, 2E-MOVE-05). */
  setVsCharge: z.boolean().default(false),
  /** Damage can be controlled for a flat-of-blade attack (2E-NL-19). */
  controllable: z.boolean().optional(),
  bowMadeForStrength: z.boolean().default(false),
  size: z.enum(['T', 'S', 'M', 'L', 'H', 'G']).optional(),
  /** Weight in pounds, for the off-hand rule (2E-TWF-02: smaller and lighter). */
  weight: z.number().min(0).max(1000).optional(),
  /** Needs both hands (2E-TWF-02: the main weapon must be usable in one hand). */
  twoHanded: z.boolean().default(false),
  /** A dagger: always allowed in the off hand (2E-TWF-02). */
  dagger: z.boolean().default(false),
  /**
   * A condition a hit brings unless the target saves (a ghoul's claw: save vs. paralyzation or
   * paralyzed 2d4 rounds; 2E-PARA-01, 2E-SAVE-02).
   */
  rider: z
    .object({
      condition: z.enum(['paralyzed', 'sleeping', 'stunned', 'slowed', 'prone']),
      save: z.enum(SAVE_PRIORITY as [string, ...string[]]).default('paralyzation'),
      saveModifier: z.number().int().min(-20).max(20).default(0),
      duration: dice,
      unit: z.enum(['rounds', 'turns']).default('rounds'),
    })
    .optional(),
  /** Levels a hit drains, as the creature's description says (2E-DRAIN-01). */
  drainLevels: z.number().int().min(1).max(10).optional(),
  /** A poison a hit injects (bite, sting: 2E-POIS-01), with its onset and save. */
  poison: z
    .object({
      effect: z.enum(['paralytic', 'debilitating', 'damage', 'death']),
      delivery: z.enum(['injected', 'ingested', 'contact']).default('injected'),
      onset: z.number().int().min(0).max(100000).default(0),
      onsetUnit: z.enum(['rounds', 'turns', 'hours']).default('rounds'),
      save: z.boolean().default(true),
      saveModifier: z.number().int().min(-20).max(20).default(0),
      damage: dice.optional(),
      damageOnSave: dice.optional(),
    })
    .optional(),
});

/** A class of a character (multi-class characters list several). */
export const classSchema = z.object({
  group: z.enum(CLASS_GROUPS as [string, ...string[]]),
  level: z.number().int().min(0).max(40),
  name: z.string().max(100).optional(),
  hitDie: z.number().int().min(2).max(20).optional(),
  ranger: z.boolean().default(false),
  paladin: z.boolean().default(false),
  druid: z.boolean().default(false),
  evilPriest: z.boolean().default(false),
  /** XP minimum per level (index = level), for energy drain (2E-DRAIN-03). */
  xpTable: z.array(z.number().int().min(0)).optional(),
});

/** The AD&D 2e statblock (HD, THAC0, AC, attacks, damage, movement, morale, saves, specials, MR, size, XP). */
export const adnd2eStatblockSchema = z.object({
  name: z.string().min(1).max(200),
  /** Hit Dice such as "4+1", "1-1", "1/2" (monsters). */
  hitDice: z
    .string()
    .refine((s) => parseHitDice(s) !== undefined, 'hitDice')
    .optional(),
  classes: z.array(classSchema).max(4).default([]),
  /** Fixed hit points, when known. */
  hp: z.number().int().min(0).max(10000).optional(),
  /** THAC0 override (AMB-13); otherwise computed from classes or Hit Dice. */
  thac0: z.number().int().min(-20).max(25).optional(),
  ac: z.number().int().min(-20).max(20).default(10),
  armorType: z.enum(ARMOR_TYPES as [string, ...string[]]).optional(),
  /** AC is natural (hide, scales): no weapon-vs-armor (2E-WVA-03). */
  naturalArmor: z.boolean().default(false),
  attacksPerRound: rateSchema.default({ per: 1, rounds: 1 }),
  attacks: z.array(attackSchema).max(20).default([]),
  /** Movement rates by mode (base, fly, swim…), in MV units (2E-MOVE-01). */
  movement: z.record(z.string(), z.number().min(0).max(100)).default({ base: 12 }),
  morale: z.number().int().min(2).max(20).optional(),
  /** The group's leader: his death calls for a morale check (the optional morale convention). */
  leader: z.boolean().default(false),
  /** Save numbers by category, overriding Table 60 (2E-SAVE-01). */
  saves: z
    .partialRecord(z.enum(SAVE_PRIORITY as [string, ...string[]]), z.number().int().min(1).max(25))
    .optional(),
  /** Monster saves at another class group (DMG). */
  saveAs: z.enum(CLASS_GROUPS as [string, ...string[]]).optional(),
  intelligent: z.boolean().default(true),
  specialAttacks: z.array(z.string().max(500)).max(50).default([]),
  specialDefenses: z.array(z.string().max(500)).max(50).default([]),
  magicResistance: z.number().int().min(0).max(100).default(0),
  size: z.enum(CREATURE_SIZES as [string, ...string[]]).default('M'),
  legs: z.number().int().min(0).max(100).default(2),
  xp: z.number().int().min(0).optional(),
  strength: z
    .object({
      score: z.number().int().min(1).max(25),
      exceptional: z.number().int().min(1).max(100).optional(),
    })
    .optional(),
  dexterity: z.number().int().min(1).max(25).optional(),
  constitution: z.number().int().min(1).max(25).optional(),
  /** Adjustments as a sheet prints them; each one, when given, stands in for its score's table row. */
  strengthHit: z.number().int().min(-10).max(10).optional(),
  strengthDamage: z.number().int().min(-10).max(20).optional(),
  /** Dexterity defensive adjustment (negative improves AC, Table 2). */
  dexDefense: z.number().int().min(-10).max(10).optional(),
  /** Constitution hit point adjustment per level (Table 3). */
  conHpBonus: z.number().int().min(-5).max(10).optional(),
  /** A standing bonus to every saving throw (a ring of protection +N, 2E-SAVE-09). */
  saveBonus: z.number().int().min(-10).max(10).default(0),
  /** A shield in hand, or strapped to the back (2E-TWF-01: two weapons only without one in hand). */
  shield: z.enum(['none', 'inHand', 'strapped']).default('none'),
  /** Wisdom magical-defense bonus against mental attacks (2E-SAVE-07). */
  wisdomSaveBonus: z.number().int().min(-10).max(10).default(0),
  /** Undead: its Table 61 row and whether it is free-willed (2E-TURN-05..08). */
  undead: z
    .object({
      row: z.enum(UNDEAD_ROWS as [string, ...string[]]),
      freeWilled: z.boolean().default(false),
    })
    .optional(),
  /** Max HP recorded at each level, for the drain option (AMB-17). */
  hpByLevel: z.record(z.string(), z.number().int().min(0)).optional(),
  xpTotal: z.number().int().min(0).optional(),
  /** Description and lore, shown as text on the card. */
  description: z.string().max(20000).optional(),
  /** Book the creature comes from, its page, and a picture, as the imported file gave them. */
  source: z.string().max(200).optional(),
  page: z.string().max(50).optional(),
  imageUrl: z.string().max(2000).optional(),
  /** Fields an import could not read, with the value as the file wrote it, for the DM to fix. */
  importIssues: z
    .array(z.object({ field: z.string().max(100), value: z.string().max(300) }))
    .max(50)
    .optional(),
});

/** A validated 2e statblock. */
export type Adnd2eStatblock = z.infer<typeof adnd2eStatblockSchema>;
