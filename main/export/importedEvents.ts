// What an imported encounter's events must be before they are replayed or written: every event
// of a type the engine or the encounter's rule system applies, the engine's own events in the
// shapes the engine emits (the engine's command schemas bound the same fields), and no number
// that is not a safe integer or a finite fraction. A file that breaks any of these is refused
// by name, where it breaks, instead of reaching the state (an HP of "lots", a maximum of −5 or
// 1e308 would otherwise be applied as written, and an unknown event type would be dropped).
import { z } from 'zod';
import {
  combatantKindSchema,
  combatantPatchSchema,
  conditionDurationSchema,
  idSchema,
  jsonObjectSchema,
  jsonSchema,
} from '../../shared/encounter/commands';
import { ENGINE_EVENT_SET } from '../../shared/encounter/engine-events';
import type { Combatant, EncounterState } from '../../shared/encounter/types';
import { optionValueSchema } from '../../shared/model/ids';

const count = z.number().int().min(0);
const text = (max: number) => z.string().max(max);

const conditionSchema = z.looseObject({
  id: idSchema,
  key: z.string().min(1).max(200),
  sourceId: idSchema.optional(),
  duration: conditionDurationSchema.optional(),
  skipCurrent: z.boolean().optional(),
  remind: z.boolean().optional(),
  note: text(20000).optional(),
  data: jsonObjectSchema.optional(),
  appliedRound: count,
});

const readiedSchema = z.looseObject({
  trigger: text(2000),
  response: text(2000),
  round: count,
});

/** A whole combatant as the engine keeps it (the engine's combatant fields and bounds). */
export const importedCombatantSchema = z.looseObject({
  ...combatantPatchSchema.required().shape,
  id: idSchema,
  groupId: idSchema.nullable(),
  present: z.boolean(),
  kind: combatantKindSchema,
  conditions: z.array(conditionSchema).max(1000),
  readied: readiedSchema.nullable(),
  statblock: jsonObjectSchema.nullable(),
  sys: jsonObjectSchema,
});

const slotSchema = z.looseObject({
  key: z.string().min(1).max(200),
  kind: z.enum(['turn', 'procedure']),
  combatantIds: z.array(idSchema).max(10_000),
  score: z.number().nullable(),
  tiebreak: z.array(z.number()).max(100),
  side: idSchema.optional(),
  phase: text(200).optional(),
  labelKey: text(200).optional(),
  sequential: z.boolean(),
  hiddenScore: z.boolean().optional(),
});

const promptSchema = z.looseObject({
  id: idSchema,
  kind: z.string().min(1).max(200),
  engine: z.boolean(),
  combatantId: idSchema.optional(),
  data: jsonObjectSchema,
  blocking: z.boolean(),
  round: count,
});

const sideSchema = z.looseObject({ id: idSchema, name: text(200), isParty: z.boolean() });
const groupSchema = z.looseObject({ id: idSchema, name: text(200), leaderId: idSchema.nullable() });
const ids = z.array(idSchema).max(10_000);
const index = z.number().int().min(0).max(10_000);

/** The fields each engine event carries, by type (as shared/encounter/engine-events.ts builds them). */
const engineEventFields: Record<string, z.ZodType> = {
  combatantAdded: z.looseObject({ combatant: importedCombatantSchema }),
  combatantRemoved: z.looseObject({ combatantId: idSchema }),
  combatantUpdated: z.looseObject({ combatantId: idSchema, patch: combatantPatchSchema }),
  encounterNotesSet: z.looseObject({ notes: text(20000) }),
  sideSet: z.looseObject({ side: sideSchema }),
  groupSet: z.looseObject({ group: groupSchema, combatantIds: ids }),
  groupDissolved: z.looseObject({ groupId: idSchema }),
  initiativeSet: z.looseObject({
    slots: z.array(slotSchema).max(10_000),
    all: z.boolean(),
    detail: jsonObjectSchema.optional(),
  }),
  slotPlaced: z.looseObject({ slot: slotSchema, index }),
  initiativeReordered: z.looseObject({ slotKeys: z.array(z.string().max(200)).max(10_000) }),
  slotSplit: z.looseObject({ slotKey: z.string().min(1).max(200) }),
  encounterStarted: z.looseObject({}),
  roundStarted: z.looseObject({ round: count }),
  roundEnded: z.looseObject({ round: count }),
  turnStarted: z.looseObject({ slotKey: z.string().min(1).max(200), activeIds: ids }),
  turnEnded: z.looseObject({ slotKey: z.string().min(1).max(200), activeIds: ids }),
  delayed: z.looseObject({ combatantId: idSchema }),
  resumed: z.looseObject({ combatantId: idSchema, slot: slotSchema, index }),
  readied: z.looseObject({ combatantId: idSchema, readied: readiedSchema }),
  readyCleared: z.looseObject({ combatantId: idSchema, reason: text(200) }),
  left: z.looseObject({ combatantId: idSchema, reason: text(200) }),
  rejoined: z.looseObject({ combatantId: idSchema }),
  conditionAdded: z.looseObject({ combatantId: idSchema, condition: conditionSchema }),
  conditionRemoved: z.looseObject({
    combatantId: idSchema,
    conditionId: idSchema,
    reason: text(200),
  }),
  conditionTicked: z.looseObject({ combatantId: idSchema, conditionId: idSchema, rounds: count }),
  reminder: z.looseObject({
    key: z.string().min(1).max(200),
    params: jsonObjectSchema,
    combatantId: idSchema.optional(),
  }),
  optionSet: z.looseObject({ key: z.string().min(1).max(200), value: optionValueSchema }),
  encounterEnded: z.looseObject({ reason: text(200) }),
  promptRaised: z.looseObject({ prompt: promptSchema }),
  promptResolved: z.looseObject({ promptId: idSchema, choice: jsonSchema.optional() }),
};

/** Why one event cannot be imported: where in the event, and what is wrong there. */
export interface EventProblem {
  readonly field: string;
  readonly problem: string;
}

/**
 * Null when `event` may be replayed in an encounter of a system applying `systemEvents`;
 * otherwise the first problem found.
 */
export function checkImportedEvent(
  event: Record<string, unknown>,
  systemEvents: ReadonlySet<string>,
): EventProblem | null {
  const type = String(event.type);
  const badNumber = firstUnsafeNumber(event);
  if (badNumber) return { field: badNumber, problem: 'not a safe number' };
  if (!ENGINE_EVENT_SET.has(type)) {
    return systemEvents.has(type) ? null : { field: 'type', problem: `unknown event ${type}` };
  }
  const fields = engineEventFields[type];
  if (!fields) return null;
  const parsed = fields.safeParse(event);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return {
    field: issue ? issue.path.map(String).join('.') : '',
    problem: issue?.message ?? 'invalid',
  };
}

/**
 * Null when every combatant of a replayed state is one the engine could have built; else the
 * first problem (a system's own event may set fields the engine's events do not carry).
 */
export function checkReplayedState(state: EncounterState): EventProblem | null {
  for (const id of state.combatantIds) {
    const combatant = state.combatants[id] as Combatant | undefined;
    const parsed = importedCombatantSchema.safeParse(combatant);
    if (parsed.success) continue;
    const issue = parsed.error.issues[0];
    return {
      field: `combatants.${id}${issue && issue.path.length > 0 ? `.${issue.path.join('.')}` : ''}`,
      problem: issue?.message ?? 'invalid',
    };
  }
  return null;
}

/** The path of the first number that is not finite or is beyond the safe-integer range. */
function firstUnsafeNumber(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; path: string };
    const current = next.value;
    if (typeof current === 'number') {
      if (!Number.isFinite(current) || Math.abs(current) > Number.MAX_SAFE_INTEGER) {
        return next.path;
      }
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        stack.push({ value: child, path: next.path === '' ? key : `${next.path}.${key}` });
      }
    }
  }
  return null;
}
