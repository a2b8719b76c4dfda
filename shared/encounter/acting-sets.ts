// Who is acting now and who sits the moment out, given whether each creature can act. Kept
// free of the engine so the DM window can mark its list the same way the player display does
// (acting.ts asks the rule system; the DM window asks the systems' own can-act rules).
import type { Combatant, EncounterState } from './types';

/** Whether a creature that keeps its place in the fight can act now. */
export type CanAct = (c: Combatant, state: EncounterState) => boolean;

/** The creatures acting now: those of the current turn that can act. */
export function actingIdsBy(state: EncounterState, canAct: CanAct): Set<string> {
  return new Set(
    (state.turn?.activeIds ?? []).filter((id) => {
      const c = state.combatants[id];
      return c !== undefined && c.present && canAct(c, state);
    }),
  );
}

/**
 * The creatures of the running fight that sit the moment out: members of the current slot who
 * cannot act, and creatures in no slot this round because they cannot act (present and still
 * in the fight, so not waiting to join). `inFight` leaves out those who left the order.
 */
export function sittingOutIdsBy(
  state: EncounterState,
  canAct: CanAct,
  inFight: (c: Combatant) => boolean,
): Set<string> {
  const out = new Set<string>();
  if (state.status !== 'active') return out;
  const inSlots = new Set(state.slots.flatMap((s) => s.combatantIds));
  const current = state.slots.find((s) => s.key === state.turn?.slotKey);
  const delayed = new Set(state.delayed);
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    if (!c.present || delayed.has(id) || !inFight(c)) continue;
    const here = current?.combatantIds.includes(id) === true;
    if ((here || !inSlots.has(id)) && !canAct(c, state)) out.add(id);
  }
  return out;
}
