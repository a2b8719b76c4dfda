// Zod schemas of the OSR commands (validated by the engine and by main for IPC payloads).
import { z } from 'zod';
import {
  baseDamageCommandSchema,
  baseHealCommandSchema,
  idSchema,
  typedRollsSchema,
} from '../../encounter/commands';
import { osrTablesSchema } from './tables';
import { environments } from './tables/encounterChance';
import { actionTypes } from './rules/actions';
import { attackKinds } from './rules/hit';
import { subPhases } from './rules/roundSteps';

const base = { typedRolls: typedRollsSchema.optional() };
const cmd = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape, ...base });
const notation = z.string().regex(/^\d*d\d+([+-]\d+)?$|^\d+$/);
const coverMod = z.number().int().min(-4).max(0);
const feet = z.number().min(0).max(100000);

/** OSR command schemas by command type. */
export const osrCommandSchemas = {
  setTables: cmd('setTables', { tables: osrTablesSchema }),
  setScene: cmd('setScene', {
    env: z.enum(environments),
    terrain: z.string().min(1).max(100).optional(),
    isNight: z.boolean().default(false),
    customChance: z.number().int().min(1).max(3).optional(),
  }),
  setTimeMode: cmd('setTimeMode', { mode: z.enum(['exploration', 'rounds']) }),
  checkEncounter: cmd('checkEncounter', {}),
  rollDistance: cmd('rollDistance', {}),
  setDistance: cmd('setDistance', { value: feet, unit: z.enum(['ft', 'yd']) }),
  rollSurprise: cmd('rollSurprise', {
    ambushedSideIds: z.array(idSchema).default([]),
    ambusherSideIds: z.array(idSchema).default([]),
  }),
  rollReaction: cmd('rollReaction', { sideId: idSchema.optional() }),
  negotiate: z.discriminatedUnion('mode', [
    cmd('negotiate', { mode: z.literal('reroll'), talkerId: idSchema }),
    cmd('negotiate', {
      mode: z.literal('sociability'),
      talkerId: idSchema.optional(),
      difficulty: z.number().int().min(-100).max(100),
      total: z.number().int().min(-100).max(100).optional(),
      success: z.boolean().optional(),
      band: z.enum(['hostile', 'unfriendly', 'neutral', 'indifferent', 'friendly']).optional(),
    }),
  ]),
  readyAction: cmd('readyAction', {
    combatantId: idSchema,
    trigger: z.string().min(1).max(2000),
    action: z.string().min(1).max(2000),
  }),
  triggerReadied: cmd('triggerReadied', { combatantId: idSchema }),
  declareAction: cmd('declareAction', {
    combatantId: idSchema,
    action: z.enum(actionTypes),
    targetIds: z.array(idSchema).max(100).default([]),
    fromBehind: z.boolean().default(false),
    withMove: z.boolean().default(false),
    subPhase: z.enum(subPhases).optional(),
    note: z.string().max(2000).optional(),
    override: z.boolean().default(false),
  }),
  clearDeclaration: cmd('clearDeclaration', { combatantId: idSchema }),
  rollSideInitiative: cmd('rollSideInitiative', {}),
  attack: cmd('attack', {
    attackerId: idSchema,
    targetId: idSchema,
    kind: z.enum(attackKinds),
    fromBehind: z.boolean().default(false),
    coverMod: coverMod.optional(),
    rangeFt: feet.optional(),
    damage: notation.optional(),
    /** Which of the statblock's listed attacks ("1d4/1d4/1d8", from 1): its damage and effects. */
    attackIndex: z.number().int().min(1).max(20).optional(),
  }),
  damage: baseDamageCommandSchema.extend({
    fire: z.boolean().default(false),
    /** The creature that dealt it (a blow told apart from its attack), credited in the recap. */
    attackerId: idSchema.optional(),
  }),
  heal: baseHealCommandSchema,
  castSpell: cmd('castSpell', { casterId: idSchema, spell: z.string().max(200).optional() }),
  takeAction: cmd('takeAction', {
    combatantId: idSchema,
    action: z.enum(['move', 'item', 'flee', 'other']),
  }),
  setRange: cmd('setRange', { aId: idSchema, bId: idSchema, feet }),
  setCover: cmd('setCover', { combatantId: idSchema, coverMod }),
  extinguish: cmd('extinguish', { combatantId: idSchema }),
  flagMorale: cmd('flagMorale', {
    kind: z.enum(['morale', 'loyalty']),
    target: z.object({ type: z.enum(['side', 'group', 'combatant']), id: idSchema }),
  }),
  unflagMorale: cmd('unflagMorale', { flagId: idSchema }),
  // The pursuers need not be on the tracker: the Referee's speeds or counts are enough, and
  // without a pursuing side the encounter's other side pursues (OSR-FLEE-01, OSR-WILD-02).
  fleeDungeon: cmd('fleeDungeon', {
    fleeingSideId: idSchema,
    pursuerSideId: idSchema.optional(),
    vF: z.number().min(0).max(10000).optional(),
    vP: z.number().min(0).max(10000).optional(),
    obstacles: z.number().int().min(0).max(100).default(0),
    obstacleStops: z.boolean().default(false),
    checkF: z.number().int().min(-1000).max(1000).optional(),
    checkP: z.number().int().min(-1000).max(1000).optional(),
    winner: z.enum(['fleeing', 'pursuers']).optional(),
  }),
  fleeWilderness: cmd('fleeWilderness', {
    fleeingSideId: idSchema,
    pursuerSideId: idSchema.optional(),
    fleeingCount: z.number().int().min(1).max(100000).optional(),
    pursuerCount: z.number().int().min(1).max(100000).optional(),
    refereeMods: z
      .array(z.object({ label: z.string().max(200), pct: z.number().int().min(-100).max(100) }))
      .max(20)
      .default([]),
  }),
} as const;

/** OSR command types. */
export type OsrCommandType = keyof typeof osrCommandSchemas;
/** A parsed OSR command of a type. */
export type OsrCommandOf<T extends OsrCommandType> = z.output<(typeof osrCommandSchemas)[T]>;
