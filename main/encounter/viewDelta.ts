// The DM view's changes as deltas: the engine shares every untouched part of the state between
// one state and the next, so comparing references finds what a command changed in O(fields +
// combatants), and only that crosses to the DM window.
import type { Combatant, EncounterState } from '../../shared/index';
import type { DmEncounterDelta, DmEncounterView, EncounterPatch } from '../../shared/ipc/index';

/** What changed from `prev` to `next`, by reference. */
export function diffStates(prev: EncounterState, next: EncounterState): EncounterPatch {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof EncounterState)[]) {
    if (key !== 'combatants' && next[key] !== prev[key]) fields[key] = next[key];
  }
  const combatants: Record<string, Combatant> = {};
  const removed: string[] = [];
  if (next.combatants !== prev.combatants) {
    for (const [id, c] of Object.entries(next.combatants)) {
      if (prev.combatants[id] !== c) combatants[id] = c;
    }
    for (const id of Object.keys(prev.combatants)) {
      if (!Object.hasOwn(next.combatants, id)) removed.push(id);
    }
  }
  return { fields: fields as EncounterPatch['fields'], combatants, removed };
}

/** The whole view as a delta (for a window that holds nothing yet, or after a replacement). */
export function fullDelta(view: DmEncounterView): DmEncounterDelta {
  return {
    revision: view.revision,
    base: null,
    history: view.history,
    durability: view.durability,
    encounter: view.encounter,
  };
}

/** The change from the view before (`prev`, revision − 1) to `view`. */
export function deltaBetween(prev: DmEncounterView, view: DmEncounterView): DmEncounterDelta {
  return {
    revision: view.revision,
    base: prev.revision,
    history: view.history,
    durability: view.durability,
    patch: diffStates(prev.encounter, view.encounter),
  };
}
