// The dead (and those who fled or surrendered) leave the initiative order in every system
// (2E-DEATH-01): no slot, no turn, no initiative roll, never shown as acting.
import { ev } from './engine-events';
import type { OrderLeaving, RuleSystem } from './port';
import type { Combatant, EncounterState, EngineEvent } from './types';

/** Why `c` leaves the order now, or false while it keeps its place. */
export function leavesOrder(
  c: Combatant,
  state: EncounterState,
  system: RuleSystem,
): OrderLeaving | false {
  if (system.leavesOrder) return system.leavesOrder(c, state);
  return system.hpDescriptor(c, state) === 'dead' ? 'dead' : false;
}

/** The creatures of `ids` that keep their place in the order (those to roll initiative for). */
export function inOrder(
  ids: readonly string[],
  state: EncounterState,
  system: RuleSystem,
): string[] {
  return ids.filter((id) => {
    const c = state.combatants[id];
    return c !== undefined && leavesOrder(c, state, system) === false;
  });
}

/** Events taking out of the order every creature in a slot (or delaying) that has left it. */
export function orderLeavingEvents(state: EncounterState, system: RuleSystem): EngineEvent[] {
  const byReason = new Map<OrderLeaving, string[]>();
  const seen = new Set<string>();
  const consider = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    const c = state.combatants[id];
    const why = c ? leavesOrder(c, state, system) : false;
    if (why) byReason.set(why, [...(byReason.get(why) ?? []), id]);
  };
  for (const slot of state.slots) for (const id of slot.combatantIds) consider(id);
  for (const id of state.delayed) consider(id);
  for (const id of state.turn?.activeIds ?? []) consider(id);
  return [...byReason].map(([why, ids]) => ev.orderLeft(ids, why));
}
