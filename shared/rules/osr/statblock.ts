// The OSR statblock (cards and library): hit dice, descending AC, melee and ranged attack bonus
// ("Р" / "Стр", A-01), damage, movement per round, morale, saves and special abilities, plus
// the fields the seed's rules read: STR and CHA bonus, surprise thresholds, talents, shield.
import { z } from 'zod';

/** Hit dice as written in OSR statblocks: "3", "1+1", "2-1", "1/2". */
export const hitDicePattern = /^(\d+([+-]\d+)?|1\/2)$/;
/** Damage as written in OSR statblocks: one or more dice expressions joined by "/". */
export const damagePattern = /^\d*d\d+([+-]\d+)?(\/\d*d\d+([+-]\d+)?)*$|^\d+$/;

/** The five saving throws OSR statblocks print ("D12 W13 P14 B15 S16"). */
export const osrSaveKeys = ['death', 'wands', 'paralysis', 'breath', 'spells'] as const;
/** One of the five saving throws. */
export type OsrSaveKey = (typeof osrSaveKeys)[number];

/** Kinds of effects a hit brings (a ghoul's paralysis, a poisonous bite, a wight's drain). */
export const onHitKinds = ['paralysis', 'poison', 'energyDrain'] as const;
/** One kind of on-hit effect. */
export type OnHitKind = (typeof onHitKinds)[number];

const diceNotation = /^\d*d\d+([+-]\d+)?$|^\d+$/;

/**
 * What a hit by the creature's attack brings beyond its damage: the save it allows (absent: the
 * usual one for the kind, "none" for no save) and, on a failed save, paralysis for `duration`
 * rounds or turns, poison damage (no damage: the poison slays) or `levels` drained.
 */
export const onHitSchema = z
  .object({
    kind: z.enum(onHitKinds),
    save: z.enum([...osrSaveKeys, 'none']).optional(),
    saveModifier: z.number().int().min(-20).max(20).default(0),
    duration: z.string().regex(diceNotation).optional(),
    unit: z.enum(['rounds', 'turns']).default('rounds'),
    damage: z.string().regex(diceNotation).optional(),
    levels: z.number().int().min(1).max(10).default(1),
    /** Which of the listed attacks ("1d4/1d4/1d8", from 1) carries it; absent: every one. */
    attack: z.number().int().min(1).max(20).optional(),
  })
  .refine((r) => r.kind !== 'paralysis' || r.duration !== undefined, {
    message: 'duration',
    path: ['duration'],
  });
/** A validated on-hit effect. */
export type OnHit = z.output<typeof onHitSchema>;

/** The save an on-hit effect allows when the statblock names none (B/X's usual categories). */
export function defaultOnHitSave(kind: OnHitKind): OsrSaveKey | 'none' {
  if (kind === 'paralysis') return 'paralysis';
  if (kind === 'poison') return 'death';
  return 'none';
}

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
  /** Effects a hit brings besides its damage (paralysis, poison, energy drain). */
  onHit: z.array(onHitSchema).max(10).default([]),
  /** Experience for defeating it (the DM's table; the seed gives no XP rule). */
  xp: z.number().int().min(0).optional(),
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

/** A validated OSR statblock. */
export type OsrStatblock = z.output<typeof osrStatblockSchema>;
/** An OSR statblock as written before defaults are filled in. */
export type OsrStatblockInput = z.input<typeof osrStatblockSchema>;
