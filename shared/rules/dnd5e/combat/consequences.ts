// What follows from conditions and deaths whatever command caused them: a rider knocked prone
// saves or falls off (5E-MOUNT-03), a mount knocked prone asks its rider (5E-MOUNT-04), a flier
// that loses its movement falls (5E-MOVE-13), an incapacitated grappler lets go (5E-COND-03),
// a Dodge ends when the dodger is incapacitated or its speed drops to 0 (5E-ACT-07), and ties between creatures end when one of them dies or leaves.
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import type {
  Combatant,
  ConditionInstance,
  EncounterState,
  EngineEvent,
} from '../../../encounter/types';
import { isIncapacitated } from '../status';
import { sys5 } from '../sys';
import { dodgeLostEvents } from './dodge';
import { evc } from './tactical-events';
import { flierFallPrompt } from './fall-decide';
import { mountFellPrompt, riderThrownEvents } from './mount-decide';
import { heldBy } from './relations';
import { sizeDiff } from '../tactics/size';
import { tsys } from './state';

/** Event types that can set off these consequences. */
const TRIGGERS = new Set([
  'conditionAdded',
  'conditionRemoved',
  'tacticalStatsSet',
  'died',
  'left',
  'combatantRemoved',
  'fellUnconscious',
]);

/** 5E-GRAPPLE-06: a creature drags only those it still grapples; a grapple's end lets go. */
function draggingEnded(state: EncounterState): EngineEvent[] {
  const out: EngineEvent[] = [];
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    const drag = tsys(c).dragging;
    if (!drag || drag.ids.length === 0) continue;
    const held = new Set(heldBy(state, id).map((h) => h.target.id));
    const kept = drag.ids.filter((x) => held.has(x));
    if (kept.length === drag.ids.length) continue;
    const halves = kept.some((x) => {
      const t = state.combatants[x];
      return t !== undefined && sizeDiff(sys5(c).size, sys5(t).size) < 2;
    });
    out.push(evc.statsSet(id, { dragging: kept.length > 0 ? { ids: kept, halves } : null }));
  }
  return out;
}

/** True when some event of the list may have consequences here. */
export function mayHaveConsequences(events: readonly EngineEvent[]): boolean {
  return events.some((e) => TRIGGERS.has(e.type));
}

/** The grapples a creature holds end (it is incapacitated, dead or gone: 5E-COND-03). */
function releaseAll(state: EncounterState, grapplerId: string): EngineEvent[] {
  return heldBy(state, grapplerId).map((h) =>
    ev.conditionRemoved(h.target.id, h.condition.id, 'rule'),
  );
}

/** References to a creature that died or left: riders, mounts, clingers, grapples. */
function untie(state: EncounterState, ctx: DecideContext, id: string): EngineEvent[] {
  const out: EngineEvent[] = [...releaseAll(state, id)];
  const c = state.combatants[id];
  for (const otherId of state.combatantIds) {
    const o = state.combatants[otherId] as Combatant;
    if (otherId === id) continue;
    const t = tsys(o);
    if (t.mountedOn === id) {
      // The mount collapses or is gone: as when it falls prone (5E-MOUNT-04).
      out.push(
        ...(c && c.present
          ? mountFellPrompt(state, ctx, id)
          : [evc.mountSet(otherId, null, id, null)]),
      );
    }
    if (t.clingingTo === id && (!c || !c.present)) out.push(evc.clingingSet(otherId, null));
  }
  if (c) {
    const t = tsys(c);
    if (t.mountedOn) out.push(evc.mountSet(id, null, t.mountedOn, null));
    if (t.clingingTo) out.push(evc.clingingSet(id, null));
  }
  return out;
}

/** Consequences of `events`, judged on the state after them. */
export function consequences(
  after: EncounterState,
  events: readonly EngineEvent[],
  ctx: DecideContext,
): EngineEvent[] {
  const out: EngineEvent[] = [];
  const seen = new Set<string>();
  if (events.some((e) => e.type === 'conditionRemoved' || e.type === 'died' || e.type === 'left')) {
    out.push(...draggingEnded(after));
  }
  for (const e of events) {
    const id = (e.combatantId ?? e.targetId) as string | undefined;
    if (!id) continue;
    const c = after.combatants[id];
    if (e.type === 'died' || e.type === 'left' || e.type === 'combatantRemoved') {
      out.push(...untie(after, ctx, id));
      continue;
    }
    if (!c || sys5(c).dead) continue;
    if (e.type === 'conditionAdded') {
      const key = (e.condition as ConditionInstance).key;
      if (key === 'prone') {
        if (tsys(c).mountedOn) out.push(...riderThrownEvents(after, ctx, id, 'riderProne'));
        if (tsys(c).rider) out.push(...mountFellPrompt(after, ctx, id));
      }
    }
    if (seen.has(id)) continue;
    seen.add(id);
    if (isIncapacitated(c)) out.push(...releaseAll(after, id));
    // 5E-ACT-07: incapacitated or at speed 0, a Dodging creature loses the Dodge.
    out.push(...dodgeLostEvents(after, c));
    out.push(...flierFallPrompt(after, ctx, id));
  }
  return out;
}
