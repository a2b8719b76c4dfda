// Zod schemas of the tactical commands: the turn economy, tokens and the battle map, movement,
// grapple and shove, the DMG action options, falling, mounts and water. Merged into the 5e
// command schemas (main validates IPC payloads with them).
import { z } from 'zod';
import { idSchema, typedRollsSchema } from '../../../encounter/commands';
import { COVER_DEGREES } from '../tactics/cover';
import { MOVE_MODES } from '../tactics/movement';

const base = { typedRolls: typedRollsSchema.optional() };
const coord = z.number().int().min(-10000).max(10000);

/** A square of the grid: x grows east, y grows south. */
export const cellSchema = z.object({ x: coord, y: coord });

/** Facing of a creature on squares (5E-FACING-05). */
export const facingSchema = z.enum(['north', 'east', 'south', 'west']);
/** A side of a hex, clockwise from east (facing on hexes, 5E-FACING-06). */
export const hexSideSchema = z.number().int().min(0).max(5);

/** Actions the takeAction command takes (5E-ACT-01..14). */
export const TAKEABLE_ACTIONS = [
  'attack',
  'castSpell',
  'dash',
  'disengage',
  'dodge',
  'help',
  'hide',
  'ready',
  'search',
  'useObject',
  'improvised',
  'feature',
] as const;

/** Reactions the useReaction command records (5E-REACT-01). */
export const REACTION_KINDS = [
  'opportunityAttack',
  'readied',
  'feature',
  'spell',
  'changeFacing',
  'dismountFromFallingMount',
] as const;

const skill = z.enum(['athletics', 'acrobatics']);
const speeds = z
  .object(Object.fromEntries(MOVE_MODES.map((m) => [m, z.number().int().min(0).max(10000)])))
  .partial();
/** A contest's optional overrides: the DM's bonuses and the defender's choice of skill. */
const contestFields = {
  targetSkill: skill.optional(),
  attackerBonus: z.number().int().optional(),
  targetBonus: z.number().int().optional(),
};
/** How an attack-replacing manoeuvre is paid for: an attack of the Attack action, or free. */
const attackUse = {
  uses: z.enum(['attack', 'free']).optional(),
  attacks: z.number().int().min(1).max(10).optional(),
};

/** The tactical command schemas by type. */
export const combatCommandSchemas = {
  takeAction: z.object({
    type: z.literal('takeAction'),
    combatantId: idSchema,
    action: z.enum(TAKEABLE_ACTIONS),
    /** Taken as a bonus action granted by this feature (Cunning Action…), not the action. */
    asBonusAction: z.string().min(1).max(200).optional(),
    /** Attack: attacks the action gives (Extra Attack). */
    attacks: z.number().int().min(1).max(10).optional(),
    /** Attack: made with a light melee weapon held in one hand (5E-TWF-01). */
    lightOneHanded: z.boolean().optional(),
    help: z
      .union([
        z.object({ kind: z.literal('task'), allyId: idSchema, task: z.string().min(1).max(200) }),
        z.object({
          kind: z.literal('attack'),
          allyId: idSchema,
          targetId: idSchema,
          targetDistanceFt: z.number().int().min(0).optional(),
        }),
      ])
      .optional(),
    ready: z
      .object({
        trigger: z.string().min(1).max(2000),
        response: z.union([
          z.object({ kind: z.literal('action'), action: z.enum(TAKEABLE_ACTIONS) }),
          z.object({ kind: z.literal('move') }),
        ]),
        spell: z
          .object({
            name: z.string().min(1).max(200),
            level: z.number().int().min(0).max(9),
            castingTime: z.enum(['action', 'bonusAction', 'reaction', 'longer']),
          })
          .optional(),
      })
      .optional(),
    /** Cast a Spell: the spell, and whether it needs concentration. */
    spell: z
      .object({
        name: z.string().min(1).max(200),
        level: z.number().int().min(0).max(9).optional(),
        concentration: z.boolean().optional(),
      })
      .optional(),
    /** Hide/Search: the check's bonus (else Stealth / Wisdom) and the DC the DM set. */
    checkBonus: z.number().int().optional(),
    dc: z.number().int().min(0).max(50).optional(),
    note: z.string().max(2000).optional(),
    ...base,
  }),
  takeBonusAction: z.object({
    type: z.literal('takeBonusAction'),
    combatantId: idSchema,
    grantedBy: z.string().min(1).max(200),
    /** 5E-TWF-01: the off-hand attack after an Attack action with a light weapon. */
    offHand: z
      .object({ light: z.boolean(), melee: z.boolean(), differentWeapon: z.boolean() })
      .optional(),
    ...base,
  }),
  useReaction: z.object({
    type: z.literal('useReaction'),
    combatantId: idSchema,
    kind: z.enum(REACTION_KINDS),
    note: z.string().max(2000).optional(),
    ...base,
  }),
  /** 5E-TURN-06: brief speech and gestures, free at any time; a note for the log. */
  communicate: z.object({
    type: z.literal('communicate'),
    combatantId: idSchema,
    note: z.string().max(2000).optional(),
    ...base,
  }),
  interactWithObject: z.object({
    type: z.literal('interactWithObject'),
    combatantId: idSchema,
    /** The object itself needs an action (5E-TURN-08). */
    requiresAction: z.boolean().optional(),
    /** The DM rules it costly (5E-TURN-09). */
    dmRequiresAction: z.boolean().optional(),
    what: z.string().max(200).optional(),
    ...base,
  }),
  releaseReadied: z.object({
    type: z.literal('releaseReadied'),
    combatantId: idSchema,
    /** A readied move (5E-ACT-11): where it goes, up to its speed. */
    mode: z.enum(MOVE_MODES).optional(),
    path: z.array(cellSchema).max(500).optional(),
    to: cellSchema.optional(),
    feet: z.number().int().min(0).max(10000).optional(),
    difficultFeet: z.number().int().min(0).max(10000).optional(),
    /** No grid: spaces crossed, where it ends, the narrowest passage (as on `move`). */
    through: z.array(idSchema).max(50).optional(),
    endsIn: idSchema.optional(),
    passageWidthFt: z.number().min(0).max(1000).optional(),
    /** Prone: the readied move is a crawl (5E-MOVE-09). */
    crawl: z.boolean().optional(),
    ...base,
  }),
  placeToken: z.object({
    type: z.literal('placeToken'),
    combatantId: idSchema,
    at: cellSchema.nullable(),
    facing: facingSchema.optional(),
    ...base,
  }),
  move: z.object({
    type: z.literal('move'),
    combatantId: idSchema,
    mode: z.enum(MOVE_MODES).optional(),
    movement: z.enum(['own', 'teleport', 'forced']).optional(),
    /** Grid: the squares stepped into, in order (the token's north-west square). */
    path: z.array(cellSchema).max(500).optional(),
    /** Grid: the destination; the cheapest legal path is found. */
    to: cellSchema.optional(),
    /** No grid: feet moved, of which `difficultFeet` through difficult terrain. */
    feet: z.number().int().min(0).max(10000).optional(),
    difficultFeet: z.number().int().min(0).max(10000).optional(),
    squeezing: z.boolean().optional(),
    /**
     * No grid: the creatures whose spaces the move crosses, as the DM states it (5E-MOVE-07/10):
     * each space is difficult terrain (its width, on top of `difficultFeet`), a hostile one is
     * passable only two sizes apart or after an overrun or tumble, an ally may bar the way.
     */
    through: z.array(idSchema).max(50).optional(),
    /** No grid: the creature in whose space the move would end (5E-MOVE-11: refused). */
    endsIn: idSchema.optional(),
    /** No grid: width in feet of the narrowest passage on the way (5E-SIZE-04: fit or squeeze). */
    passageWidthFt: z.number().min(0).max(1000).optional(),
    /** Prone: the move is a crawl, each foot costing 1 extra (5E-MOVE-09). */
    crawl: z.boolean().optional(),
    /** Prone: stand up first, for half the speed (5E-MOVE-08), then walk. */
    standUp: z.boolean().optional(),
    /** Grappled creatures dragged along (5E-GRAPPLE-06). */
    drag: z.array(idSchema).max(10).optional(),
    /** No grid (AMB-31): the creatures whose reach the mover left, as the DM says. */
    leftReachOf: z.array(idSchema).max(200).optional(),
    /** Facing at the end of the move (5E-FACING-01). */
    facing: facingSchema.optional(),
    /**
     * No grid (5E-SIZE-03): the creature the move ends within 5 ft of and the creatures already
     * around it; refused when no room is left for the mover.
     */
    crowdedAround: z.object({ creatureId: idSchema, by: z.array(idSchema).max(50) }).optional(),
    ...base,
  }),
  /**
   * Hiding from its foes (5E-UNSEEN-03/04): the Stealth total, rolled when absent, or null when
   * it is found; usable before the fight (it starts unseen). Not the players'-display `hidden`.
   */
  setHiding: z.object({
    type: z.literal('setHiding'),
    combatantId: idSchema,
    stealth: z.number().int().min(-10).max(100).nullable().optional(),
    stealthBonus: z.number().int().optional(),
    ...base,
  }),
  standUp: z.object({ type: z.literal('standUp'), combatantId: idSchema, ...base }),
  dropProne: z.object({ type: z.literal('dropProne'), combatantId: idSchema, ...base }),
  setFacing: z.object({
    type: z.literal('setFacing'),
    combatantId: idSchema,
    /** The side of its square it faces (5E-FACING-05). */
    facing: facingSchema.optional(),
    /** On a hex map, the side of its hex it faces instead (5E-FACING-06). */
    hexSide: hexSideSchema.optional(),
    /** Turning as a reaction when another creature moves (5E-FACING-01). */
    asReaction: z.boolean().optional(),
    ...base,
  }),
  editMap: z.object({
    type: z.literal('editMap'),
    cells: z.array(cellSchema).min(1).max(10000),
    difficult: z.boolean().optional(),
    wall: z.boolean().optional(),
    cover: z.enum(COVER_DEGREES).optional(),
    ...base,
  }),
  clearMap: z.object({ type: z.literal('clearMap'), ...base }),
  setTacticalStats: z.object({
    type: z.literal('setTacticalStats'),
    combatantId: idSchema,
    reachFt: z.number().int().min(0).max(1000).optional(),
    /** Attacks one Attack action gives (Extra Attack, Multiattack). */
    attacksPerAction: z.number().int().min(1).max(10).optional(),
    speeds: speeds.optional(),
    hover: z.boolean().optional(),
    shield: z
      .object({ bonus: z.number().int().min(0).max(10), side: z.enum(['left', 'right']) })
      .nullable()
      .optional(),
    arcProfile: z.enum(['standard', 'allFront', 'threeFrontOneRear']).optional(),
    aloftByMagic: z.boolean().optional(),
    /** It does not let allies through its space (5E-SIZE-02: a doorway held shut). */
    blocksPassage: z.boolean().optional(),
    /** It is squeezed into a space for a smaller creature (5E-SIZE-04), e.g. from the start. */
    squeezing: z.boolean().optional(),
    /** Feet added to or removed from its speeds (heavy armour, a spell, an injury). */
    speedModifiers: z
      .array(
        z.object({
          label: z.string().min(1).max(200),
          feet: z.number().int().min(-1000).max(1000),
          mode: z.enum(MOVE_MODES).optional(),
        }),
      )
      .max(20)
      .optional(),
    /** Grappled creatures it drags or carries (5E-GRAPPLE-06); an empty list lets go of none. */
    dragging: z.array(idSchema).max(10).optional(),
    ...base,
  }),
  grapple: z.object({
    type: z.literal('grapple'),
    attackerId: idSchema,
    targetId: idSchema,
    freeHands: z.number().int().min(0).max(10).optional(),
    /** No grid: whether the target is within reach (default yes). */
    inReach: z.boolean().optional(),
    /** 5E-CLIMB-01: the grapple is an attempt to climb onto the target. */
    climbOnto: z.boolean().optional(),
    ...contestFields,
    ...attackUse,
    ...base,
  }),
  escapeGrapple: z.object({
    type: z.literal('escapeGrapple'),
    combatantId: idSchema,
    grapplerId: idSchema.optional(),
    skill: skill.optional(),
    bonus: z.number().int().optional(),
    grapplerBonus: z.number().int().optional(),
    ...base,
  }),
  releaseGrapple: z.object({
    type: z.literal('releaseGrapple'),
    grapplerId: idSchema,
    targetId: idSchema,
    ...base,
  }),
  shove: z.object({
    type: z.literal('shove'),
    attackerId: idSchema,
    targetId: idSchema,
    effect: z.enum(['prone', 'push']),
    inReach: z.boolean().optional(),
    /** No grid: the creature whose space the push would enter (the push is blocked). */
    pushInto: idSchema.optional(),
    ...contestFields,
    ...attackUse,
    ...base,
  }),
  shoveAside: z.object({
    type: z.literal('shoveAside'),
    attackerId: idSchema,
    targetId: idSchema,
    /** Grid: the square the target is moved to (5 ft, within the attacker's reach). */
    to: cellSchema.optional(),
    inReach: z.boolean().optional(),
    /** No grid: the creature whose space the target would be moved into (blocked). */
    pushInto: idSchema.optional(),
    ...contestFields,
    ...attackUse,
    ...base,
  }),
  disarm: z.object({
    type: z.literal('disarm'),
    attackerId: idSchema,
    targetId: idSchema,
    attackBonus: z.number().int(),
    /** The item is held with two or more hands (5E-DISARM-02). */
    twoHanded: z.boolean().optional(),
    item: z.string().max(200).optional(),
    targetSkill: skill.optional(),
    targetBonus: z.number().int().optional(),
    ...attackUse,
    ...base,
  }),
  overrun: z.object({
    type: z.literal('overrun'),
    moverId: idSchema,
    targetId: idSchema,
    asBonusAction: z.boolean().optional(),
    ...contestFields,
    ...base,
  }),
  tumble: z.object({
    type: z.literal('tumble'),
    moverId: idSchema,
    targetId: idSchema,
    asBonusAction: z.boolean().optional(),
    ...contestFields,
    ...base,
  }),
  climbOnto: z.object({
    type: z.literal('climbOnto'),
    climberId: idSchema,
    targetId: idSchema,
    skill: skill.optional(),
    attackerBonus: z.number().int().optional(),
    targetBonus: z.number().int().optional(),
    ...base,
  }),
  dislodge: z.object({
    type: z.literal('dislodge'),
    creatureId: idSchema,
    clingerId: idSchema,
    ...contestFields,
    ...base,
  }),
  fall: z.object({
    type: z.literal('fall'),
    combatantId: idSchema,
    feet: z.number().int().min(0).max(100000),
    ...base,
  }),
  arrestFall: z.object({ type: z.literal('arrestFall'), combatantId: idSchema, ...base }),
  setAltitude: z.object({
    type: z.literal('setAltitude'),
    combatantId: idSchema,
    altitudeFt: z.number().int().min(0).max(100000),
    ...base,
  }),
  mount: z.object({
    type: z.literal('mount'),
    riderId: idSchema,
    mountId: idSchema,
    control: z.enum(['controlled', 'independent']).optional(),
    /** Trained to accept a rider (5E-MOUNT-06); domestic horses and the like are. */
    trained: z.boolean().optional(),
    /** An intelligent mount always acts independently (5E-MOUNT-05). */
    intelligent: z.boolean().optional(),
    /** The DM judges the anatomy unsuitable (5E-MOUNT-01). */
    unsuitableAnatomy: z.boolean().optional(),
    free: z.boolean().optional(),
    ...base,
  }),
  dismount: z.object({
    type: z.literal('dismount'),
    riderId: idSchema,
    to: cellSchema.optional(),
    free: z.boolean().optional(),
    ...base,
  }),
  setUnderwater: z.object({
    type: z.literal('setUnderwater'),
    combatantIds: z.array(idSchema).min(1).max(1000),
    underwater: z.boolean(),
    ...base,
  }),
} as const;

/** A tactical command type. */
export type CombatCommandType = keyof typeof combatCommandSchemas;

/** Parsed tactical command of a given type. */
export type CombatCommand<T extends CombatCommandType> = z.infer<(typeof combatCommandSchemas)[T]>;
