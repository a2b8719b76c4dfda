// The OSR statblock (cards and library): hit dice, descending AC, melee and ranged attack bonus
// ("Р" / "Стр", A-01), damage, movement per round, morale, saves and special abilities, plus
// the fields the seed's rules read: STR and CHA bonus, surprise thresholds, talents, shield.
import { z } from 'zod';

/** Hit dice as written in OSR statblocks: "3", "1+1", "2-1", "1/2". */
export const hitDicePattern = /^(\d+([+-]\d+)?|1\/2)$/;
/** Damage as written in OSR statblocks: one or more dice expressions joined by "/". */
export const damagePattern = /^\d*d\d+([+-]\d+)?(\/\d*d\d+([+-]\d+)?)*$|^\d+$/;

/** Validates an OSR statblock; every OSR-specific field has a default. */
export const osrStatblockSchema = z.object({
  name: z.string().min(1),
  hd: z.string().regex(hitDicePattern),
  hp: z.number().int().min(0).optional(),
  /** Descending armour class; may go below 0. */
  ac: z.number().int(),
  attackBonus: z
    .object({ melee: z.number().int(), ranged: z.number().int() })
    .default({ melee: 0, ranged: 0 }),
  damage: z.string().regex(damagePattern).default('1d6'),
  /** Speed per round in feet (OSR-ACT-01). */
  movement: z.number().int().min(0),
  /** 2..12 in the classic scale; the seed gives no morale procedure, so it is optional. */
  morale: z.number().int().min(2).max(12).optional(),
  saves: z.record(z.string(), z.number().int()).default({}),
  special: z.array(z.string()).default([]),
  /** БС: Strength bonus (OSR-DMG-01). */
  strBonus: z.number().int().default(0),
  /** БОб: Charisma bonus (OSR-REACT-02). */
  chaBonus: z.number().int().default(0),
  /** X-in-6 surprise thresholds (OSR-SURP-02..04); absent means the defaults or a preset. */
  surprise: z
    .object({ normal: z.number().int().min(0).max(6), ambush: z.number().int().min(0).max(6) })
    .optional(),
  /** Presets applied when no explicit thresholds are given; "elf" = 1 / 3. */
  race: z.string().optional(),
  talents: z
    .object({
      extraAttacks: z.number().int().min(0).default(0),
      speedBonus: z.number().int().default(0),
    })
    .default({ extraAttacks: 0, speedBonus: 0 }),
  shield: z.boolean().default(false),
  /** Experience for defeating it (the DM's table; the seed gives no XP rule). */
  xp: z.number().int().min(0).optional(),
  /** Description and lore, shown as text on the card. */
  description: z.string().max(20000).optional(),
  /** Book the creature comes from, its page, and a picture, as the imported file gave them. */
  source: z.string().max(200).optional(),
  page: z.string().max(50).optional(),
  imageUrl: z.string().max(2000).optional(),
});

/** A validated OSR statblock. */
export type OsrStatblock = z.output<typeof osrStatblockSchema>;
/** An OSR statblock as written before defaults are filled in. */
export type OsrStatblockInput = z.input<typeof osrStatblockSchema>;
