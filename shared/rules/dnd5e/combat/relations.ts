// Who holds whom: grapples (the grappled condition names its grappler), riders and mounts,
// clingers and their hosts, and what ends a grapple (5E-GRAPPLE-04, 5E-COND-03).
import { ev } from '../../../encounter/engine-events';
import type {
  Combatant,
  ConditionInstance,
  EncounterState,
  EngineEvent,
} from '../../../encounter/types';
import { inReach } from '../tactics/ranged';
import { distanceBetween } from './positions';
import { reachOf, tsys } from './state';

/** The grappled conditions on a creature, each naming its grappler. */
export function grapplesOn(c: Combatant): ConditionInstance[] {
  return c.conditions.filter((x) => x.key === 'grappled');
}

/** The creatures `grapplerId` holds, with the condition that says so. */
export function heldBy(
  state: EncounterState,
  grapplerId: string,
): { target: Combatant; condition: ConditionInstance }[] {
  const out: { target: Combatant; condition: ConditionInstance }[] = [];
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    for (const g of grapplesOn(c)) {
      if (g.sourceId === grapplerId) out.push({ target: c, condition: g });
    }
  }
  return out;
}

/** Events ending every grapple between `grapplerId` and `targetId`. */
export function endGrapple(target: Combatant, grapplerId: string): EngineEvent[] {
  return grapplesOn(target)
    .filter((g) => g.sourceId === grapplerId)
    .map((g) => ev.conditionRemoved(target.id, g.id, 'rule'));
}

/**
 * 5E-COND-03: a grapple ends when an effect moves the grappled creature out of the grappler's
 * reach; a grappler who walks away without dragging lets go. Checked on the grid only.
 */
export function grapplesBrokenByDistance(state: EncounterState, movedId: string): EngineEvent[] {
  const moved = state.combatants[movedId] as Combatant;
  const out: EngineEvent[] = [];
  const outOfReach = (grappler: Combatant, target: Combatant): boolean => {
    const d = distanceBetween(state, grappler, target);
    return d !== null && !inReach(d, reachOf(grappler));
  };
  for (const g of grapplesOn(moved)) {
    const grappler = g.sourceId ? state.combatants[g.sourceId] : undefined;
    if (grappler && outOfReach(grappler, moved))
      out.push(ev.conditionRemoved(moved.id, g.id, 'rule'));
  }
  for (const { target, condition } of heldBy(state, movedId)) {
    if (outOfReach(moved, target)) out.push(ev.conditionRemoved(target.id, condition.id, 'rule'));
  }
  return out;
}

/** The creatures riding on or clinging to `hostId`, carried when it moves. */
export function passengersOf(state: EncounterState, hostId: string): Combatant[] {
  const host = state.combatants[hostId] as Combatant;
  const out: Combatant[] = [];
  const riderId = tsys(host).rider?.id;
  if (riderId && state.combatants[riderId]) out.push(state.combatants[riderId] as Combatant);
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    if (tsys(c).clingingTo === hostId) out.push(c);
  }
  return out;
}
