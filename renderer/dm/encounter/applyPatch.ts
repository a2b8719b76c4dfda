// The DM window's half of the view deltas: main sends what a change touched, and the window
// rebuilds the next state from the one it holds.
import type { EncounterState } from '../../../shared/encounter/types';
import type { EncounterPatch } from '../../../shared/ipc/index';

/** The state after a patch; untouched combatants are the same objects as before. */
export function applyPatch(state: EncounterState, patch: EncounterPatch): EncounterState {
  const changed = Object.keys(patch.combatants).length > 0 || patch.removed.length > 0;
  let combatants = state.combatants;
  if (changed) {
    combatants = { ...state.combatants, ...patch.combatants };
    for (const id of patch.removed) delete combatants[id];
  }
  return { ...state, ...patch.fields, combatants };
}
