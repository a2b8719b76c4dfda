// Helpers over the initiative order: removing members, placing a slot by the system's
// comparison, stable sorting.
import type { RuleSystem } from './port';
import type { EncounterState, InitiativeSlot } from './types';

/**
 * The order without `ids`. Slots left empty are dropped, except the current turn's slot, which
 * stays (empty) so the turn pointer keeps its place until the turn moves on.
 */
export function removeFromSlots(
  slots: readonly InitiativeSlot[],
  ids: readonly string[],
  currentKey: string | null,
): InitiativeSlot[] {
  const gone = new Set(ids);
  const out: InitiativeSlot[] = [];
  for (const s of slots) {
    if (!s.combatantIds.some((id) => gone.has(id))) {
      out.push(s);
      continue;
    }
    const kept = s.combatantIds.filter((id) => !gone.has(id));
    if (kept.length > 0 || s.kind === 'procedure' || s.key === currentKey) {
      out.push({ ...s, combatantIds: kept });
    }
  }
  return out;
}

/** The order with `slot` placed at `index` (replacing its key, its members taken from other slots). */
export function placeSlot(
  slots: readonly InitiativeSlot[],
  slot: InitiativeSlot,
  index: number,
  currentKey: string | null,
): InitiativeSlot[] {
  const rest = removeFromSlots(
    slots.filter((s) => s.key !== slot.key),
    slot.combatantIds,
    currentKey,
  );
  rest.splice(Math.max(0, Math.min(index, rest.length)), 0, slot);
  return rest;
}

/** Compares scores in the system's direction, then tiebreak keys (higher tiebreak first). */
export function compareByScore(
  a: InitiativeSlot,
  b: InitiativeSlot,
  direction: 'asc' | 'desc',
): number {
  const sa = a.score;
  const sb = b.score;
  if (sa !== sb) {
    if (sa === null) return 1;
    if (sb === null) return -1;
    return direction === 'desc' ? sb - sa : sa - sb;
  }
  const n = Math.max(a.tiebreak.length, b.tiebreak.length);
  for (let i = 0; i < n; i++) {
    const ta = a.tiebreak[i];
    const tb = b.tiebreak[i];
    if (ta === tb) continue;
    if (ta === undefined) return 1;
    if (tb === undefined) return -1;
    return tb - ta;
  }
  return 0;
}

/** Stable sort of slots by the system's comparison. */
export function sortSlots(
  slots: readonly InitiativeSlot[],
  system: RuleSystem,
  state: EncounterState,
): InitiativeSlot[] {
  return slots
    .map((s, i) => ({ s, i }))
    .sort((x, y) => system.initiative.compare(x.s, y.s, state) || x.i - y.i)
    .map((x) => x.s);
}

/**
 * Where a new slot goes: before the first slot it strictly precedes, so a newcomer tied with
 * an existing slot acts after it (AMB-05: from the next time its count comes up).
 */
export function insertionIndex(
  slots: readonly InitiativeSlot[],
  slot: InitiativeSlot,
  system: RuleSystem,
  state: EncounterState,
): number {
  for (let i = 0; i < slots.length; i++) {
    const other = slots[i] as InitiativeSlot;
    if (other.kind === 'procedure') continue;
    if (system.initiative.compare(slot, other, state) < 0) return i;
  }
  return slots.length;
}

/** Index of the slot holding a combatant, or −1. */
export function slotIndexOf(slots: readonly InitiativeSlot[], combatantId: string): number {
  return slots.findIndex((s) => s.combatantIds.includes(combatantId));
}

/** Groups of slot keys with equal comparison (ties the DM may need to order). */
export function findTies(
  slots: readonly InitiativeSlot[],
  system: RuleSystem,
  state: EncounterState,
): string[][] {
  const sorted = sortSlots(
    slots.filter((s) => s.kind === 'turn'),
    system,
    state,
  );
  const ties: string[][] = [];
  let run: InitiativeSlot[] = [];
  for (const s of sorted) {
    const last = run[run.length - 1];
    if (last && system.initiative.compare(last, s, state) === 0) run.push(s);
    else {
      if (run.length > 1) ties.push(run.map((x) => x.key));
      run = [s];
    }
  }
  if (run.length > 1) ties.push(run.map((x) => x.key));
  return ties;
}
