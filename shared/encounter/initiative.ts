// Rolling initiative through the system's procedure and turning the result into events: a full
// order (start of combat, per-round re-roll) or slots merged into the running order (newcomers).
import type { RuleSystem } from './port';
import type { DecideContext } from './context';
import { ev } from './engine-events';
import { insertionIndex, placeSlot, removeFromSlots, sortSlots } from './slots';
import type { EncounterState, EngineEvent, InitiativeSlot } from './types';
import type { JsonObject } from './json';

/** Events of an initiative roll for `combatantIds`; `all` replaces the whole order. */
export function rollInitiativeEvents(
  state: EncounterState,
  system: RuleSystem,
  ctx: DecideContext,
  combatantIds: string[],
  all: boolean,
  data?: JsonObject,
): EngineEvent[] {
  const result = system.initiative.roll(
    state,
    { combatantIds, all, ...(data ? { data } : {}) },
    ctx,
  );
  const events: EngineEvent[] = [...(result.events ?? [])];
  if (all) {
    events.push(ev.initiativeSet(sortSlots(result.slots, system, state), true));
  } else {
    const currentKey = state.turn?.slotKey ?? null;
    const rolled = new Set(result.slots.flatMap((s) => s.combatantIds));
    let slots: InitiativeSlot[] = state.slots;
    for (const slot of sortSlots(result.slots, system, state)) {
      // The index is computed without the re-rolled combatants' old slots, then applied with
      // the same placeSlot the reducer uses.
      const others = removeFromSlots(slots, [...rolled], currentKey).filter(
        (s) => s.key !== slot.key,
      );
      const anchor = others[insertionIndex(others, slot, system, state)];
      const without = removeFromSlots(
        slots.filter((s) => s.key !== slot.key),
        slot.combatantIds,
        currentKey,
      );
      const at = anchor ? without.findIndex((s) => s.key === anchor.key) : -1;
      const index = at < 0 ? without.length : at;
      events.push(ev.slotPlaced(slot, index));
      slots = placeSlot(slots, slot, index, currentKey);
    }
  }
  for (const keys of result.ties ?? []) {
    events.push(
      ev.promptRaised({
        id: ctx.newId('p'),
        kind: 'initiativeTie',
        engine: true,
        data: { slotKeys: keys },
        blocking: false,
        round: state.round,
      }),
    );
  }
  return events;
}
