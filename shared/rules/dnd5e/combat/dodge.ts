// 5E-ACT-07: one Dodge, however it was set. The Dodge action adds the `dodging` condition and a
// DM may add or remove it by hand; either way the condition is the Dodge. Its benefits hold
// until the start of the creature's next turn and are lost for good once it becomes
// incapacitated or its speed drops to 0.
import { ev } from '../../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { hasCondition, isIncapacitated } from '../status';
import { dodgeActive, loseDodgeIf } from '../tactics/turn';
import { saveTactics } from './economy';
import { currentSpeeds, topSpeed } from './speeds';
import { tactics5 } from './state';

/** True while the creature has the Dodge, set by the action or by the DM (5E-ACT-07). */
export function isDodging(c: Combatant): boolean {
  return hasCondition(c, 'dodging');
}

/** What the Dodge's benefits depend on right now. */
function now(c: Combatant, state: EncounterState): { incapacitated: boolean; speedFt: number } {
  return {
    incapacitated: isIncapacitated(c),
    speedFt: topSpeed(currentSpeeds(c, state.options)),
  };
}

/** 5E-ACT-07: whether the Dodge's benefits apply now (not incapacitated, speed above 0). */
export function dodgeHolds(c: Combatant, state: EncounterState): boolean {
  return dodgeActive({ ...tactics5(c), dodging: isDodging(c) }, now(c, state));
}

/**
 * 5E-ACT-07: a Dodging creature that became incapacitated or whose speed dropped to 0 loses
 * the Dodge for good: its condition goes and the turn economy forgets it.
 */
export function dodgeLostEvents(state: EncounterState, c: Combatant): EngineEvent[] {
  if (!isDodging(c)) return [];
  const t = { ...tactics5(c), dodging: true };
  if (loseDodgeIf(t, now(c, state)).dodging) return [];
  const out: EngineEvent[] = c.conditions
    .filter((x) => x.key === 'dodging')
    .map((x) => ev.conditionRemoved(c.id, x.id, 'rule'));
  if (tactics5(c).dodging) out.push(saveTactics(c, { ...t, dodging: false }, 'dodgeLost'));
  return out;
}

/**
 * The Dodge lasts until the start of the creature's next turn: a `dodging` condition the DM
 * set without an end goes then (the action's own marker carries that end as its duration).
 */
export function dodgeEndsAtTurnStart(c: Combatant): EngineEvent[] {
  return c.conditions
    .filter((x) => x.key === 'dodging' && !x.duration)
    .map((x) => ev.conditionRemoved(c.id, x.id, 'rule'));
}
