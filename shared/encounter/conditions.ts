// Building condition instances, shared by the engine's addCondition and by rule systems that
// impose conditions themselves (unconscious at 0 HP, stunned by system shock…).
import type { JsonObject } from './json';
import type { DecideContext } from './context';
import type { ConditionDuration, ConditionInstance, EncounterState } from './types';

/** What a new condition instance is made of. */
export interface NewCondition {
  /** Condition key. */
  key: string;
  /** Timed expiry. */
  duration?: ConditionDuration;
  /** Creature that imposed it. */
  sourceId?: string;
  /** Remind the DM at each boundary. */
  remind?: boolean;
  /** DM's note. */
  note?: string;
  /** System detail. */
  data?: JsonObject;
}

/**
 * A new condition instance with a fresh id. A "until the end of X's turn" condition applied
 * during X's turn does not count the end of the turn in progress.
 */
export function newConditionInstance(
  state: EncounterState,
  ctx: DecideContext,
  spec: NewCondition,
): ConditionInstance {
  const skipCurrent =
    spec.duration?.at === 'turnEnd' && (state.turn?.activeIds.includes(spec.duration.of) ?? false);
  return {
    id: ctx.newId('k'),
    key: spec.key,
    appliedRound: state.round,
    ...(spec.sourceId ? { sourceId: spec.sourceId } : {}),
    ...(spec.duration ? { duration: spec.duration } : {}),
    ...(skipCurrent ? { skipCurrent: true } : {}),
    ...(spec.remind ? { remind: true } : {}),
    ...(spec.note ? { note: spec.note } : {}),
    ...(spec.data ? { data: spec.data } : {}),
  };
}
