// Event types of the 2e system and small constructors shared by the deciders.
import type { ConditionInstance, EngineEvent, Prompt } from '../../../encounter/types';
import type { JsonObject } from '../../../encounter/json';
import type { DecideContext } from '../../../encounter/context';

/** Every event type the 2e `apply` handles. */
export const ADND2E_EVENT_TYPES = [
  'adnd2e.declared',
  'adnd2e.moved',
  'adnd2e.surpriseRolled',
  'adnd2e.initiativeRolled',
  'adnd2e.attackRolled',
  'adnd2e.damaged',
  'adnd2e.lifeChanged',
  'adnd2e.healed',
  'adnd2e.regenerated',
  'adnd2e.spellLost',
  'adnd2e.spellProgress',
  'adnd2e.saveRolled',
  'adnd2e.turnResolved',
  'adnd2e.rested',
  'adnd2e.bled',
  'adnd2e.drained',
  'adnd2e.revived',
  'adnd2e.systemShockRolled',
  'adnd2e.mrRolled',
  'adnd2e.temporaryRestored',
  'adnd2e.holdSet',
  'adnd2e.holdBroken',
  'adnd2e.poisonUpdated',
] as const;

/** A 2e event type. */
export type Adnd2eEventType = (typeof ADND2E_EVENT_TYPES)[number];

/** Builds a system event. */
export function sysEvent(type: Adnd2eEventType, payload: Record<string, unknown>): EngineEvent {
  return { type, ...payload };
}

/** Engine event adding a condition instance. */
export function addCondition(
  ctx: DecideContext,
  round: number,
  combatantId: string,
  key: string,
  extra: Partial<ConditionInstance> = {},
): EngineEvent {
  const condition: ConditionInstance = {
    id: ctx.newId('cond'),
    key,
    appliedRound: round,
    ...extra,
  };
  return { type: 'conditionAdded', combatantId, condition };
}

/** Engine event removing a condition instance. */
export function removeCondition(combatantId: string, conditionId: string): EngineEvent {
  return { type: 'conditionRemoved', combatantId, conditionId, reason: 'rule' };
}

/** Engine reminder event (a note in the log); its key is an i18n key of this system's namespace. */
export function reminder(key: string, params: JsonObject, combatantId?: string): EngineEvent {
  return {
    type: 'reminder',
    key: `adnd2e:reminders.${key}`,
    params,
    ...(combatantId ? { combatantId } : {}),
  };
}

/** Engine event raising a 2e prompt. */
export function raisePrompt(
  ctx: DecideContext,
  round: number,
  kind: string,
  combatantId: string,
  data: JsonObject,
  blocking = false,
): EngineEvent {
  const prompt: Prompt = {
    id: ctx.newId('p'),
    kind,
    engine: false,
    combatantId,
    data,
    blocking,
    round,
  };
  return { type: 'promptRaised', prompt };
}
