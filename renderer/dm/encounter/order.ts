// The order in which the sidebar lists creatures, for moving the selection with the keys.
import type { Combatant, EncounterState } from '../../../shared/encounter/types';
import { actingMarks } from './acting';
import { factsOf } from './systemData';

/** Combatant ids in the order the sidebar lists them (each once). */
export function listedOrder(state: EncounterState): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const push = (id: string): void => {
    if (seen.has(id) || !state.combatants[id]) return;
    seen.add(id);
    out.push(id);
  };
  for (const slot of state.slots) for (const id of slot.combatantIds) push(id);
  for (const id of state.delayed) push(id);
  // Those sitting the round out (a free surprise round's caught side) are listed next.
  for (const id of actingMarks(state).cannotAct) push(id);
  // Then those still to join the order, the fallen, and those who left the fight.
  const present = state.combatantIds.filter((id) => (state.combatants[id] as Combatant).present);
  const dead = (id: string): boolean =>
    factsOf(state.system, state.combatants[id] as Combatant).dead;
  for (const id of present) if (!dead(id)) push(id);
  for (const id of present) push(id);
  for (const id of state.combatantIds) push(id);
  return out;
}
