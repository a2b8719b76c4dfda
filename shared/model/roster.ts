import { z } from 'zod';
import { portraitRefSchema } from '../portraits/format';
import { recordIdSchema, storedStatblockSchema, timestampSchema } from './ids';

/** The most experience points a roster member can hold. */
export const ROSTER_XP_MAX = 1_000_000_000;

/** Current layout version of a roster document (roster.json). */
export const ROSTER_VERSION = 3;

/**
 * The rule system's own detail kept with a lasting condition or injury (an injury's remedy, a
 * festering wound's hours, a poison's remaining days): plain JSON its carryIn reads back.
 */
export const carriedDataSchema = z.record(z.string(), z.unknown());

/** A condition that outlasts a fight (exhaustion level, a curse, a disease…). */
export const lastingConditionSchema = z.object({
  key: z.string().min(1).max(100),
  // Exhaustion and similar stacking conditions carry a level.
  level: z.number().int().min(1).max(100).optional(),
  ruleId: z.string().max(40).optional(),
  note: z.string().max(2000).optional(),
  data: carriedDataSchema.optional(),
});
/** A condition that outlasts a fight. */
export type LastingCondition = z.infer<typeof lastingConditionSchema>;

/** A lingering injury (5E-INJURY-*) or any DM-recorded wound that persists between fights. */
export const lingeringInjurySchema = z.object({
  key: z.string().min(1).max(100),
  ruleId: z.string().max(40).optional(),
  level: z.number().int().min(1).max(100).optional(),
  note: z.string().max(2000).optional(),
  data: carriedDataSchema.optional(),
  since: timestampSchema.optional(),
});
/** A lingering injury. */
export type LingeringInjury = z.infer<typeof lingeringInjurySchema>;

/** One pool of Hit Dice of one size (a multiclass character has several). */
export const hitDicePoolSchema = z
  .object({
    die: z.number().int().min(2).max(100),
    total: z.number().int().min(0).max(1000),
    spent: z.number().int().min(0).max(1000),
  })
  .refine((pool) => pool.spent <= pool.total, { message: 'spent exceeds total' });
/** One pool of Hit Dice of one size. */
export type HitDicePool = z.infer<typeof hitDicePoolSchema>;

/** The state a roster member carries from one fight to the next. */
export const persistentStateSchema = z.object({
  // AD&D 2e lets hit points go below zero, so hp is any integer.
  hp: z.number().int().min(-1000).max(100000),
  maxHp: z.number().int().min(0).max(100000),
  tempHp: z.number().int().min(0).max(100000),
  hitDice: z.array(hitDicePoolSchema).max(20),
  conditions: z.array(lastingConditionSchema).max(100),
  injuries: z.array(lingeringInjurySchema).max(100),
  dead: z.boolean(),
  // System-specific lasting state (e.g. 2e drained levels), typed by each rule system.
  sys: z.record(z.string(), z.unknown()),
});
/** The state a roster member carries from one fight to the next. */
export type PersistentState = z.infer<typeof persistentStateSchema>;

/** Kinds of roster members. */
export const rosterKindSchema = z.enum(['pc', 'npc', 'companion']);
/** Kinds of roster members. */
export type RosterKind = z.infer<typeof rosterKindSchema>;

/** One campaign roster member: a PC, an NPC or a companion. */
export const rosterEntrySchema = z.object({
  id: recordIdSchema,
  kind: rosterKindSchema,
  name: z.string().trim().min(1).max(200),
  player: z.string().max(200).optional(),
  // A companion (familiar, animal companion, hireling) may belong to another member.
  companionOf: recordIdSchema.optional(),
  statblock: storedStatblockSchema,
  state: persistentStateSchema,
  notes: z.string().max(20000),
  // Experience points awarded after fights; absent in older roster files, read as 0.
  xp: z.number().int().min(0).max(ROSTER_XP_MAX).optional(),
  // A picture in the data folder's portraits/ (content-addressed name), shown on the rows.
  portrait: portraitRefSchema.optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
/** One campaign roster member. */
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

/** A campaign's roster document. */
export const rosterSchema = z.object({
  schemaVersion: z.literal(ROSTER_VERSION),
  entries: z.array(rosterEntrySchema).max(10000),
  // Sequence number of the last campaign-log entry (a rest, healing) whose resulting states
  // this roster holds; a crash between the log and the roster write is finished from the log.
  appliedLogSeq: z.number().int().min(0).optional(),
  // Fights whose XP award has been added to the members' totals, so a write-back repeated
  // after a crash adds it once.
  xpAwardedFor: z.array(z.string().min(1).max(200)).max(100000).optional(),
});
/** A campaign's roster document. */
export type Roster = z.infer<typeof rosterSchema>;

/** A roster member's experience points (0 when its file predates them). */
export function rosterXp(entry: Pick<RosterEntry, 'xp'>): number {
  return entry.xp ?? 0;
}

/** What the DM supplies to add a roster member; omitted state fields get neutral values. */
export const newRosterEntrySchema = z.object({
  kind: rosterKindSchema,
  name: z.string().trim().min(1).max(200),
  player: z.string().max(200).optional(),
  companionOf: recordIdSchema.optional(),
  statblock: storedStatblockSchema.default({}),
  state: persistentStateSchema.partial().extend({ maxHp: z.number().int().min(0).max(100000) }),
  notes: z.string().max(20000).default(''),
});
/** What the DM supplies to add a roster member. */
export type NewRosterEntry = z.input<typeof newRosterEntrySchema>;
