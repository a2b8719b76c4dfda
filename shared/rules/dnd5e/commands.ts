// Zod schemas of the 5e system's commands (main validates IPC payloads with them).
import { z } from 'zod';
import { idSchema, typedRollsSchema } from '../../encounter/commands';
import { DAMAGE_TYPES } from './damage-types';
import { ABILITIES } from './statblock';
import { COVER_DEGREES } from './tactics/cover';
import { combatCommandSchemas, hexSideSchema } from './combat/commands';

const base = { typedRolls: typedRollsSchema.optional() };
const ids = z.array(idSchema).min(1).max(1000);
const notation = z.string().min(1).max(200);
const damageType = z.enum(DAMAGE_TYPES);

/** Where damage comes from, for conditional resistances. */
const sourceFields = {
  magical: z.boolean().optional(),
  spell: z.boolean().optional(),
  silvered: z.boolean().optional(),
  adamantine: z.boolean().optional(),
};

/** Sources of cover the DM names; only the best counts (5E-COVER-02). */
const coverSourcesSchema = z
  .array(
    z.object({
      degree: z.enum(COVER_DEGREES),
      source: z.string().min(1).max(200),
      creatureId: idSchema.optional(),
    }),
  )
  .min(1)
  .max(10);

/** A hex of a hex map in axial coordinates (q east, r south-east). */
const hexSchema = z.object({
  q: z.number().int().min(-1000).max(1000),
  r: z.number().int().min(-1000).max(1000),
});

/** A save the targets of damage make (5E-DMG-03: each target saves on its own). */
const saveSchema = z.object({
  ability: z.enum(ABILITIES),
  dc: z.number().int().min(0).max(50),
  onSuccess: z.enum(['half', 'none']),
});

/** Per-target adjustments of a damage command. */
const perTargetSchema = z.object({
  halved: z.boolean().optional(),
  flat: z.number().int().optional(),
  extraResistance: z.boolean().optional(),
  /** Cover against the effect: +2/+5 to a Dex save (5E-COVER-03/04). */
  cover: z.enum(COVER_DEGREES).optional(),
  /** Several sources of cover against the effect: the best counts (5E-COVER-02). */
  coverSources: coverSourcesSchema.optional(),
});

/** One damage type of a damage command: an amount or dice. */
const damagePartSchema = z.object({
  amount: z.number().int().optional(),
  dice: notation.optional(),
  type: damageType.optional(),
});

/** Situational facts of an attack (the tactics rules turn them into §7.9 sources). */
const attackContextSchema = z
  .object({
    attackerSeesTarget: z.boolean(),
    targetSeesAttacker: z.boolean(),
    targetSqueezing: z.boolean(),
    attackerSqueezing: z.boolean(),
    helped: z.boolean(),
    clingingToTarget: z.boolean(),
    opportunityAttackOnMarked: z.boolean(),
    inTargetRearArc: z.boolean(),
    flanking: z.enum(['squares', 'hexes']),
    flankingHexAllAttacks: z.boolean(),
    /** On hexes: hexes counted around the target between the attacker and its ally (5E-FLANK-04). */
    hexesBetweenAllies: z.number().int().min(0).max(60),
    targetDodging: z.boolean(),
    rangeBand: z.enum(['normal', 'long', 'outOfRange']),
    hostilesNearby: z
      .array(
        z.object({
          distanceFt: z.number(),
          seesAttacker: z.boolean(),
          incapacitated: z.boolean(),
        }),
      )
      .max(50),
    closeCombatNeedsSight: z.boolean(),
    underwater: z.object({
      kind: z.enum(['melee', 'ranged']),
      weapon: z.string().max(100),
      swimSpeed: z.boolean(),
      beyondNormalRange: z.boolean().optional(),
    }),
    disarmAgainstTwoHandedGrip: z.boolean(),
    attackerLostEye: z.boolean(),
    attackerSystemShocked: z.boolean(),
  })
  .partial();

/** The 5e command schemas by type. */
export const dnd5eCommandSchemas = {
  damage: z.object({
    type: z.literal('damage'),
    targetIds: ids,
    amount: z.number().int().optional(),
    dice: notation.optional(),
    damageType: damageType.optional(),
    isCrit: z.boolean().optional(),
    melee: z.boolean().optional(),
    /** The hit came from an attacker within 5 ft (5E-COND-04: a hit on an unconscious creature is a crit). */
    withinFiveFeet: z.boolean().optional(),
    attackerId: idSchema.optional(),
    flat: z.number().int().optional(),
    save: saveSchema.optional(),
    perTarget: z.record(idSchema, perTargetSchema).optional(),
    /** Damage of several types, each meeting its own defenses (instead of amount/dice/damageType). */
    parts: z.array(damagePartSchema).min(1).max(10).optional(),
    knockOut: z.boolean().optional(),
    attackTotal: z.number().int().optional(),
    natural20: z.boolean().optional(),
    cleaveTo: z.array(idSchema).optional(),
    ...sourceFields,
    ...base,
  }),
  heal: z.object({
    type: z.literal('heal'),
    targetIds: ids,
    amount: z.number().int().optional(),
    dice: notation.optional(),
    magical: z.boolean().optional(),
    spellLevel: z.number().int().min(0).max(9).optional(),
    regenerate: z.boolean().optional(),
    ...base,
  }),
  grantTempHp: z.object({
    type: z.literal('grantTempHp'),
    targetIds: ids,
    amount: z.number().int().optional(),
    dice: notation.optional(),
    choice: z.enum(['keepHigher', 'keepOld', 'takeNew']).optional(),
    ...base,
  }),
  attack: z.object({
    type: z.literal('attack'),
    attackerId: idSchema,
    targetId: idSchema,
    attackBonus: z.number().int(),
    melee: z.boolean(),
    withinFiveFeet: z.boolean().optional(),
    cover: z.enum(['none', 'half', 'threeQuarters', 'total']).optional(),
    /** Several sources of cover: only the best counts, and the log names it (5E-COVER-02). */
    coverSources: coverSourcesSchema.optional(),
    advantage: z.array(z.string().max(100)).optional(),
    disadvantage: z.array(z.string().max(100)).optional(),
    context: attackContextSchema.optional(),
    damage: z
      .array(z.object({ dice: notation, type: damageType.optional() }))
      .max(10)
      .optional(),
    knockOut: z.boolean().optional(),
    cleaveTo: z.array(idSchema).optional(),
    /** How the attack is paid for (default: an attack of the Attack action on its own turn). */
    uses: z.enum(['attack', 'bonusAction', 'reaction', 'free']).optional(),
    /** Attacks the Attack action gives when this attack opens it (Extra Attack). */
    attacks: z.number().int().min(1).max(10).optional(),
    /** The Attack action is made with a light melee weapon in one hand (5E-TWF-01). */
    lightOneHanded: z.boolean().optional(),
    /** Bonus-action attack: the feature granting it. */
    grantedBy: z.string().min(1).max(200).optional(),
    /** Bonus-action attack: the off-hand attack of two-weapon fighting (5E-TWF-01). */
    offHand: z.boolean().optional(),
    /** A thrown weapon, thrown instead of a melee attack: a ranged attack (5E-TWF-02). */
    thrown: z.boolean().optional(),
    /**
     * The ability modifier the engine adds to the first damage part (5E-DMG-02); an off-hand
     * attack adds it only when negative (5E-TWF-01). Without it, `ability` (or an off-hand
     * attack) reads it from the statblock; otherwise the damage dice already include it.
     */
    abilityMod: z.number().int().min(-10).max(20).optional(),
    ability: z.enum(ABILITIES).optional(),
    /** An unarmed strike: 1 + Str modifier bludgeoning, the damage dice unused (5E-MELEE-02). */
    unarmed: z.boolean().optional(),
    /** An opportunity attack (5E-OA-01); costs the reaction unless the target is marked. */
    opportunity: z.boolean().optional(),
    /** An opportunity attack against a creature the attacker marked (5E-MARK-01/02). */
    opportunityOnMark: z.boolean().optional(),
    /** Mark the target (act.mark, 5E-MARK-01). */
    mark: z.boolean().optional(),
    /** Melee reach of this attack, if not the creature's (5E-MELEE-01). */
    reachFt: z.number().int().min(0).max(1000).optional(),
    /** Range of a ranged attack (5E-RANGED-01). */
    range: z
      .object({
        normalFt: z.number().int().min(0).max(100000),
        longFt: z.number().int().min(0).max(100000).optional(),
      })
      .optional(),
    /** Without the grid: distance to the target in feet (range band 5E-RANGED-01, reach, water). */
    distanceFt: z.number().int().min(0).max(100000).optional(),
    /** Weapon key for underwater rules (5E-WATER-01/02), e.g. `dagger`, `heavyCrossbow`. */
    weapon: z.string().max(100).optional(),
    /** A spell attack (water rules concern weapon attacks only). */
    spellAttack: z.boolean().optional(),
    /** The square the attacker aims at when it cannot see the target (5E-UNSEEN-02). */
    guessedAt: z.object({ x: z.number().int(), y: z.number().int() }).optional(),
    /**
     * Where the target stood when struck, if it has moved on since: an opportunity attack
     * strikes just before the mover leaves the reach (5E-OA-01).
     */
    targetAt: z.object({ x: z.number().int(), y: z.number().int() }).optional(),
    /** Without the grid: the creature giving the target its cover (5E-HITCOVER-01). */
    coverCreatureId: idSchema.optional(),
    /**
     * On a hex map (the square grid off): the anchor hexes of the attacker, the target and the
     * attacker's allies near it, and the sides attacker and target face; the engine takes their
     * footprints by size and derives distance, flanking (5E-FLANK-04) and arcs (5E-FACING-06).
     */
    hexes: z
      .object({
        attacker: hexSchema,
        target: hexSchema,
        allies: z
          .array(z.object({ id: idSchema, at: hexSchema }))
          .max(20)
          .optional(),
        attackerFacing: hexSideSchema.optional(),
        targetFacing: hexSideSchema.optional(),
      })
      .optional(),
    ...sourceFields,
    ...base,
  }),
  savingThrow: z.object({
    type: z.literal('savingThrow'),
    combatantIds: ids,
    ability: z.enum(ABILITIES),
    dc: z.number().int().min(0).max(50),
    bonus: z.number().int().optional(),
    advantage: z.boolean().optional(),
    disadvantage: z.boolean().optional(),
    /** Cover against the effect: +2/+5 to Dex saves (5E-COVER-03/04). */
    cover: z.enum(COVER_DEGREES).optional(),
    /** Several sources of cover: only the best counts (5E-COVER-02). */
    coverSources: coverSourcesSchema.optional(),
    /** Where the effect comes from: with the grid on, cover is measured from it. */
    sourceId: idSchema.optional(),
    ...base,
  }),
  deathSave: z.object({
    type: z.literal('deathSave'),
    combatantId: idSchema,
    bonus: z.number().int().optional(),
    ...base,
  }),
  stabilize: z.object({
    type: z.literal('stabilize'),
    combatantId: idSchema,
    method: z.enum(['medicine', 'magic', 'dm']),
    medicineBonus: z.number().int().optional(),
    healerId: idSchema.optional(),
    ...base,
  }),
  setDeathRule: z.object({
    type: z.literal('setDeathRule'),
    combatantId: idSchema,
    deathRule: z.enum(['instant', 'saves']),
    important: z.boolean().optional(),
    ...base,
  }),
  kill: z.object({ type: z.literal('kill'), combatantId: idSchema, ...base }),
  startConcentration: z.object({
    type: z.literal('startConcentration'),
    combatantId: idSchema,
    spell: z.string().min(1).max(200),
    ...base,
  }),
  endConcentration: z.object({
    type: z.literal('endConcentration'),
    combatantId: idSchema,
    ...base,
  }),
  determineSurprise: z.object({
    type: z.literal('determineSurprise'),
    /** Stealth totals of the creatures trying to hide (rolled when `roll` lists them). */
    stealth: z.record(idSchema, z.number().int()).optional(),
    roll: z.array(idSchema).optional(),
    ...base,
  }),
  setSurprised: z.object({
    type: z.literal('setSurprised'),
    combatantIds: ids,
    surprised: z.boolean(),
    ...base,
  }),
  declareSpeedFactor: z.object({
    type: z.literal('declareSpeedFactor'),
    combatantId: idSchema,
    actions: z
      .array(
        z.union([
          z.object({ kind: z.literal('castSpell'), level: z.number().int().min(0).max(9) }),
          z.object({
            kind: z.literal('weaponAttack'),
            melee: z.boolean(),
            heavy: z.boolean().optional(),
            light: z.boolean().optional(),
            finesse: z.boolean().optional(),
            twoHanded: z.boolean().optional(),
            loading: z.boolean().optional(),
          }),
          z.object({
            kind: z.literal('dmRuling'),
            key: z.string().min(1).max(100),
            modifier: z.number().int().min(-20).max(20),
          }),
          z.object({ kind: z.literal('other') }),
        ]),
      )
      .max(10),
    dmModifier: z.number().int().min(-20).max(20).optional(),
    ...base,
  }),
  shortRest: z.object({
    type: z.literal('shortRest'),
    combatantIds: ids,
    spend: z.record(idSchema, z.number().int().min(0).max(30)).optional(),
    kitTreated: z.array(idSchema).optional(),
    ...base,
  }),
  longRest: z.object({
    type: z.literal('longRest'),
    combatantIds: ids,
    spend: z.record(idSchema, z.number().int().min(0).max(30)).optional(),
    ...base,
  }),
  useHealersKit: z.object({
    type: z.literal('useHealersKit'),
    combatantId: idSchema,
    /** Whose kit is used: it spends one of its charges (5E-HKIT-01). */
    healerId: idSchema.optional(),
    ...base,
  }),
  /** The uses left in the healer's kit a creature carries (5E-HKIT-01), or null for none. */
  setHealersKit: z.object({
    type: z.literal('setHealersKit'),
    combatantId: idSchema,
    charges: z.number().int().min(0).max(100).nullable(),
    ...base,
  }),
  healingSurge: z.object({
    type: z.literal('healingSurge'),
    combatantId: idSchema,
    dice: z.number().int().min(1).max(30),
    ...base,
  }),
  passTime: z.object({
    type: z.literal('passTime'),
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 365),
    ...base,
  }),
  tendWound: z.object({
    type: z.literal('tendWound'),
    combatantId: idSchema,
    conditionId: idSchema,
    medicineBonus: z.number().int().optional(),
    ...base,
  }),
  injuryCheck: z.object({
    type: z.literal('injuryCheck'),
    combatantId: idSchema,
    /** What the injured creature attempts: an action (internal injury, broken ribs) or a Dash (limp). */
    attempt: z.enum(['action', 'dash']),
    ...base,
  }),
  /** A lingering injury the DM rolls for at any moment (5E-INJURY-01..04). */
  lingeringInjury: z.object({
    type: z.literal('lingeringInjury'),
    combatantId: idSchema,
    ...base,
  }),
  moraleCheck: z.object({
    type: z.literal('moraleCheck'),
    combatantIds: ids,
    groupId: idSchema.optional(),
    trigger: z.enum(['surprised', 'halfHp', 'cannotHarm', 'leaderDown', 'halfGroup', 'dm']),
    ...base,
  }),
  /** A legendary action (its statblock index, or a cost for one not listed). */
  legendaryAction: z.object({
    type: z.literal('legendaryAction'),
    combatantId: idSchema,
    index: z.number().int().min(0).max(99).optional(),
    cost: z.number().int().min(1).max(10).optional(),
    ...base,
  }),
  /** The creature fights in its lair: its lair actions get their place in the order. */
  setLair: z.object({
    type: z.literal('setLair'),
    combatantId: idSchema,
    inLair: z.boolean(),
    ...base,
  }),
  /** A lair action (its statblock index). */
  lairAction: z.object({
    type: z.literal('lairAction'),
    combatantId: idSchema,
    index: z.number().int().min(0).max(49).optional(),
    ...base,
  }),
  /** Spell slots spent casting a spell. */
  spendSpellSlot: z.object({
    type: z.literal('spendSpellSlot'),
    combatantId: idSchema,
    level: z.number().int().min(1).max(9),
    count: z.number().int().min(1).max(20).optional(),
    spell: z.string().min(1).max(200).optional(),
    ...base,
  }),
  /** Spell slots regained (a feature, or the DM correcting the count). */
  regainSpellSlot: z.object({
    type: z.literal('regainSpellSlot'),
    combatantId: idSchema,
    level: z.number().int().min(1).max(9),
    count: z.number().int().min(1).max(20).optional(),
    ...base,
  }),
  ...combatCommandSchemas,
} as const;

/** A 5e command type. */
export type Dnd5eCommandType = keyof typeof dnd5eCommandSchemas;

/** Parsed 5e command of a given type. */
export type Dnd5eCommand<T extends Dnd5eCommandType> = z.infer<(typeof dnd5eCommandSchemas)[T]>;
