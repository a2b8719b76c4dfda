// The order in which the sidebar lists creatures, for moving the selection with the keys.
import type { Combatant, EncounterState } from '../../../shared/encounter/types';
import { actingMarks } from './acting';

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
  for (const id of state.combatantIds) if ((state.combatants[id] as Combatant).present) push(id);
  for (const id of state.combatantIds) push(id);
  return out;
}
