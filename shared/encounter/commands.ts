// Zod schemas of the engine's commands (and the damage/heal shapes every system accepts), so
// main can validate IPC payloads with the same definitions the engine uses.
import { z } from 'zod';
import type { JsonObject } from './json';
import { portraitRefSchema } from '../portraits/format';
import { MAX_AWARD_XP } from './xp-limit';

/** Any JSON value. */
export const jsonSchema: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.array(jsonSchema),
    z.record(z.string(), jsonSchema),
  ]),
);

/** A JSON object. */
export const jsonObjectSchema = z.record(
  z.string(),
  jsonSchema,
) as unknown as z.ZodType<JsonObject>;

/** Ids of combatants, groups, sides, prompts. */
export const idSchema = z.string().min(1).max(200);

/** Typed physical dice by roll purpose. */
export const typedRollsSchema = z.record(z.string().max(200), z.array(z.number()).max(1000));

/** Fields every command may carry. */
const commandBase = { typedRolls: typedRollsSchema.optional() };

/** Kind of a combatant. */
export const combatantKindSchema = z.enum(['pc', 'npc', 'monster']);

/** A combatant to add: from a statblock, a roster entry or plain numbers. */
export const combatantInputSchema = z.object({
  id: idSchema.optional(),
  name: z.string().min(1).max(200),
  kind: combatantKindSchema,
  side: idSchema.optional(),
  groupId: idSchema.optional(),
  hidden: z.boolean().optional(),
  nameHidden: z.boolean().optional(),
  publicName: z.string().max(200).optional(),
  hpRevealed: z.boolean().optional(),
  notes: z.string().max(20000).optional(),
  statblock: jsonSchema.optional(),
  hp: z.number().int().optional(),
  maxHp: z.number().int().min(0).optional(),
  tempHp: z.number().int().min(0).optional(),
  ac: z.number().int().optional(),
  initiativeBonus: z.number().int().optional(),
  /**
   * Roll the hit points on these dice (the statblock's hit dice, "2d8+2") instead of taking the
   * average; rolled by the engine (typed dice under `hp:<name>`), ignored when HP are given.
   */
  hpDice: z
    .string()
    .regex(/^\d{0,3}d\d{1,3}([+-]\d{1,4})?$/)
    .optional(),
  sys: jsonObjectSchema.optional(),
  /** Its roster member's or library creature's portrait (`<sha256>.<ext>` in the data folder). */
  portrait: portraitRefSchema.optional(),
});

/** A combatant to add. */
export type CombatantInput = z.infer<typeof combatantInputSchema>;

/** Duration of a condition. */
export const conditionDurationSchema = z.object({
  at: z.enum(['turnStart', 'turnEnd']),
  of: idSchema,
  rounds: z.number().int().min(1).max(10000),
});

/** Editable engine-level fields of a combatant. */
export const combatantPatchSchema = z
  .object({
    name: z.string().min(1).max(200),
    kind: combatantKindSchema,
    side: idSchema,
    hidden: z.boolean(),
    nameHidden: z.boolean(),
    publicName: z.string().max(200).nullable(),
    hpRevealed: z.boolean().nullable(),
    notes: z.string().max(20000),
    hp: z.number().int(),
    maxHp: z.number().int().min(0),
    tempHp: z.number().int().min(0),
    ac: z.number().int(),
    initiativeBonus: z.number().int(),
  })
  .partial();

/** Editable engine-level fields of a combatant. */
export type CombatantPatch = z.infer<typeof combatantPatchSchema>;

/** How a foe counted as defeated for the XP award ended the fight (the DM marks it). */
export const defeatHowSchema = z.enum(['killed', 'fled', 'surrendered']);

/** XP of one share or one foe of the award: a whole number the DM may have typed. */
const awardXpValueSchema = z.number().int().min(0).max(MAX_AWARD_XP);

/**
 * A foe counted as defeated for the XP award, with what it was counted at when it had a value
 * (the calculator's or the DM's own; absent in older logs and for a foe worth nothing).
 */
export const defeatedFoeSchema = z.object({
  combatantId: idSchema,
  how: defeatHowSchema,
  xp: awardXpValueSchema.optional(),
});

/** One creature's share of the XP award. */
export const xpShareSchema = z.object({
  combatantId: idSchema,
  xp: awardXpValueSchema,
});

/** Engine command schemas by type. */
export const engineCommandSchemas = {
  addCombatants: z.object({
    type: z.literal('addCombatants'),
    combatants: z.array(combatantInputSchema).min(1).max(1000),
    rollInitiative: z.boolean().optional(),
    ...commandBase,
  }),
  removeCombatant: z.object({
    type: z.literal('removeCombatant'),
    combatantId: idSchema,
    ...commandBase,
  }),
  updateCombatant: z.object({
    type: z.literal('updateCombatant'),
    combatantId: idSchema,
    patch: combatantPatchSchema,
    ...commandBase,
  }),
  setEncounterNotes: z.object({
    type: z.literal('setEncounterNotes'),
    notes: z.string().max(100000),
    ...commandBase,
  }),
  setSide: z.object({
    type: z.literal('setSide'),
    sideId: idSchema,
    name: z.string().min(1).max(200),
    isParty: z.boolean().optional(),
    ...commandBase,
  }),
  setGroup: z.object({
    type: z.literal('setGroup'),
    groupId: idSchema,
    name: z.string().min(1).max(200),
    combatantIds: z.array(idSchema).min(1),
    leaderId: idSchema.nullable().optional(),
    ...commandBase,
  }),
  dissolveGroup: z.object({ type: z.literal('dissolveGroup'), groupId: idSchema, ...commandBase }),
  rollInitiative: z.object({
    type: z.literal('rollInitiative'),
    combatantIds: z.array(idSchema).optional(),
    data: jsonObjectSchema.optional(),
    ...commandBase,
  }),
  setInitiative: z.object({
    type: z.literal('setInitiative'),
    combatantId: idSchema,
    score: z.number().int().min(-1000).max(1000),
    ...commandBase,
  }),
  reorderInitiative: z.object({
    type: z.literal('reorderInitiative'),
    slotKeys: z.array(z.string()).min(1),
    ...commandBase,
  }),
  splitSlot: z.object({ type: z.literal('splitSlot'), slotKey: z.string(), ...commandBase }),
  startEncounter: z.object({ type: z.literal('startEncounter'), ...commandBase }),
  nextTurn: z.object({ type: z.literal('nextTurn'), ...commandBase }),
  endRound: z.object({ type: z.literal('endRound'), ...commandBase }),
  startTurnOf: z.object({ type: z.literal('startTurnOf'), combatantId: idSchema, ...commandBase }),
  delay: z.object({ type: z.literal('delay'), combatantId: idSchema, ...commandBase }),
  resume: z.object({ type: z.literal('resume'), combatantId: idSchema, ...commandBase }),
  ready: z.object({
    type: z.literal('ready'),
    combatantId: idSchema,
    trigger: z.string().min(1).max(2000),
    response: z.string().min(1).max(2000),
    ...commandBase,
  }),
  triggerReady: z.object({
    type: z.literal('triggerReady'),
    combatantId: idSchema,
    ...commandBase,
  }),
  leave: z.object({
    type: z.literal('leave'),
    combatantId: idSchema,
    reason: z.string().max(200).optional(),
    ...commandBase,
  }),
  rejoin: z.object({
    type: z.literal('rejoin'),
    combatantId: idSchema,
    rollInitiative: z.boolean().optional(),
    ...commandBase,
  }),
  addCondition: z.object({
    type: z.literal('addCondition'),
    combatantId: idSchema,
    key: z.string().min(1).max(200),
    duration: conditionDurationSchema.optional(),
    sourceId: idSchema.optional(),
    remind: z.boolean().optional(),
    note: z.string().max(2000).optional(),
    data: jsonObjectSchema.optional(),
    ...commandBase,
  }),
  removeCondition: z.object({
    type: z.literal('removeCondition'),
    combatantId: idSchema,
    conditionId: idSchema,
    ...commandBase,
  }),
  setOption: z.object({
    type: z.literal('setOption'),
    key: z.string().min(1).max(200),
    value: z.union([z.boolean(), z.string(), z.number()]),
    ...commandBase,
  }),
  endEncounter: z.object({
    type: z.literal('endEncounter'),
    reason: z.string().max(200).optional(),
    ...commandBase,
  }),
  awardXp: z.object({
    type: z.literal('awardXp'),
    awards: z.array(xpShareSchema).max(1000),
    defeated: z.array(defeatedFoeSchema).max(1000),
    ...commandBase,
  }),
  resolvePrompt: z.object({
    type: z.literal('resolvePrompt'),
    promptId: idSchema,
    choice: jsonSchema.optional(),
    data: jsonObjectSchema.optional(),
    ...commandBase,
  }),
} as const;

/** Engine command types. */
export type EngineCommandType = keyof typeof engineCommandSchemas;

/** Parsed engine command of a given type. */
export type EngineCommandOf<T extends EngineCommandType> = z.infer<
  (typeof engineCommandSchemas)[T]
>;

/** Any engine command. */
export const engineCommandSchema = z.discriminatedUnion('type', [
  engineCommandSchemas.addCombatants,
  engineCommandSchemas.removeCombatant,
  engineCommandSchemas.updateCombatant,
  engineCommandSchemas.setEncounterNotes,
  engineCommandSchemas.setSide,
  engineCommandSchemas.setGroup,
  engineCommandSchemas.dissolveGroup,
  engineCommandSchemas.rollInitiative,
  engineCommandSchemas.setInitiative,
  engineCommandSchemas.reorderInitiative,
  engineCommandSchemas.splitSlot,
  engineCommandSchemas.startEncounter,
  engineCommandSchemas.nextTurn,
  engineCommandSchemas.endRound,
  engineCommandSchemas.startTurnOf,
  engineCommandSchemas.delay,
  engineCommandSchemas.resume,
  engineCommandSchemas.ready,
  engineCommandSchemas.triggerReady,
  engineCommandSchemas.leave,
  engineCommandSchemas.rejoin,
  engineCommandSchemas.addCondition,
  engineCommandSchemas.removeCondition,
  engineCommandSchemas.setOption,
  engineCommandSchemas.endEncounter,
  engineCommandSchemas.awardXp,
  engineCommandSchemas.resolvePrompt,
]);

/** Any engine command. */
export type EngineCommandInput = z.infer<typeof engineCommandSchema>;

/** Damage command every system accepts; systems extend it with their own fields. */
export const baseDamageCommandSchema = z.object({
  type: z.literal('damage'),
  targetIds: z.array(idSchema).min(1).max(1000),
  amount: z.number().int(),
  ...commandBase,
});

/** Heal command every system accepts; systems extend it with their own fields. */
export const baseHealCommandSchema = z.object({
  type: z.literal('heal'),
  targetIds: z.array(idSchema).min(1).max(1000),
  amount: z.number().int(),
  ...commandBase,
});

/** Settings of the player projection. */
export const playerViewSettingsSchema = z.object({
  pcHp: z.enum(['exact', 'descriptor', 'hidden']).default('exact'),
  otherHp: z.enum(['exact', 'descriptor', 'hidden']).default('descriptor'),
  showInitiativeScores: z.boolean().default(false),
  showConditions: z.boolean().default(true),
});
