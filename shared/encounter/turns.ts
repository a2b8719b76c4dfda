// Rounds and turns: starting and ending turns (condition expiry, readied actions, system hooks),
// moving to the next slot, ending a round and starting the next (with per-round re-rolls).
import type { RuleSystem } from './port';
import type { DecideContext } from './context';
import { ev } from './engine-events';
import { rollInitiativeEvents } from './initiative';
import { inOrder } from './order-leaving';
import type { Steps } from './steps';
import type { Combatant, EncounterState, InitiativeSlot } from './types';

/** Members of a slot that take a turn now (present and, per the system, able to act). */
export function eligibleMembers(
  slot: InitiativeSlot,
  state: EncounterState,
  system: RuleSystem,
): string[] {
  return slot.combatantIds.filter((id) => {
    const c = state.combatants[id];
    return c !== undefined && c.present && system.takesTurn(c, state);
  });
}

function slotEligible(slot: InitiativeSlot, state: EncounterState, system: RuleSystem): boolean {
  return slot.kind === 'procedure' || eligibleMembers(slot, state, system).length > 0;
}

/** Conditions counting down at a turn boundary of `ownerId` (expire, tick, remind). */
export function conditionBoundary(
  steps: Steps,
  ownerId: string,
  at: 'turnStart' | 'turnEnd',
): void {
  const state = steps.state;
  for (const cid of state.combatantIds) {
    const c = state.combatants[cid] as Combatant;
    for (const inst of c.conditions) {
      const d = inst.duration;
      if (!d || d.of !== ownerId || d.at !== at) continue;
      if (inst.skipCurrent) {
        steps.push(ev.conditionTicked(cid, inst.id, d.rounds));
        continue;
      }
      const left = d.rounds - 1;
      if (left <= 0) {
        steps.push(
          ev.conditionRemoved(cid, inst.id, 'expired'),
          ev.reminder('conditionExpired', { condition: inst.key }, cid),
        );
      } else {
        steps.push(ev.conditionTicked(cid, inst.id, left));
        if (inst.remind) {
          steps.push(ev.reminder('conditionReminder', { condition: inst.key, rounds: left }, cid));
        }
      }
    }
  }
}

/** Starts the turn of `activeIds` in `slot`. */
export function startTurn(
  steps: Steps,
  slot: InitiativeSlot,
  activeIds: string[],
  system: RuleSystem,
  ctx: DecideContext,
): void {
  steps.push(ev.turnStarted(slot.key, activeIds));
  if (slot.kind === 'procedure' && system.hooks.onStepStart) {
    steps.push(...system.hooks.onStepStart(steps.state, slot, ctx));
  }
  for (const id of activeIds) {
    conditionBoundary(steps, id, 'turnStart');
    // 5E-ACT-11: a readied action lasts until the start of the holder's next turn.
    const c = steps.state.combatants[id];
    if (c?.readied && c.readied.round < steps.state.round) {
      steps.push(ev.readyCleared(id, 'expired'));
    }
    if (system.hooks.onTurnStart) steps.push(...system.hooks.onTurnStart(steps.state, id, ctx));
  }
}

/** Ends the turn of the currently active combatants. */
export function endTurn(steps: Steps, system: RuleSystem, ctx: DecideContext): void {
  const turn = steps.state.turn;
  if (!turn) return;
  const ids = turn.activeIds;
  for (const id of ids) {
    if (system.hooks.onTurnEnd) steps.push(...system.hooks.onTurnEnd(steps.state, id, ctx));
    conditionBoundary(steps, id, 'turnEnd');
  }
  steps.push(ev.turnEnded(turn.slotKey, ids));
}

/** Starts the turn in slot `index` or the first eligible slot after it; false when none is left. */
function startFrom(steps: Steps, index: number, system: RuleSystem, ctx: DecideContext): boolean {
  const slots = steps.state.slots;
  for (let i = index; i < slots.length; i++) {
    const slot = slots[i] as InitiativeSlot;
    if (!slotEligible(slot, steps.state, system)) continue;
    const members = slot.kind === 'procedure' ? [] : eligibleMembers(slot, steps.state, system);
    startTurn(steps, slot, slot.sequential ? members.slice(0, 1) : members, system, ctx);
    return true;
  }
  return false;
}

/** Rolls the order again when the system re-rolls each round and this round has no roll yet. */
export function ensureRoundOrder(steps: Steps, system: RuleSystem, ctx: DecideContext): void {
  const s = steps.state;
  if (!system.initiative.rerollEachRound(s) || s.initiativeRound >= s.round) return;
  const present = s.combatantIds.filter((id) => (s.combatants[id] as Combatant).present);
  // The dead (fled, surrendered) roll no initiative and get no slot (2E-DEATH-01).
  steps.push(...rollInitiativeEvents(s, system, ctx, inOrder(present, s, system), true));
}

/** Starts round `round`: hooks, per-round order, then the first turn unless a prompt blocks. */
export function startRound(
  steps: Steps,
  round: number,
  system: RuleSystem,
  ctx: DecideContext,
): void {
  steps.push(ev.roundStarted(round));
  if (system.hooks.onRoundStart) steps.push(...system.hooks.onRoundStart(steps.state, ctx));
  if (steps.blocked()) return;
  ensureRoundOrder(steps, system, ctx);
  if (steps.blocked()) return;
  startFrom(steps, 0, system, ctx);
}

/** Ends the current round and starts the next. */
export function endRound(steps: Steps, system: RuleSystem, ctx: DecideContext): void {
  const round = steps.state.round;
  if (system.hooks.onRoundEnd) steps.push(...system.hooks.onRoundEnd(steps.state, ctx));
  steps.push(ev.roundEnded(round));
  startRound(steps, round + 1, system, ctx);
}

/** The next turn: the next member of a sequential slot, the next slot, or a new round. */
export function advanceTurn(steps: Steps, system: RuleSystem, ctx: DecideContext): void {
  const s = steps.state;
  if (!s.turn) {
    // Between rounds (a prompt blocked the start): roll if needed, then the first turn.
    ensureRoundOrder(steps, system, ctx);
    if (!startFrom(steps, 0, system, ctx)) endRound(steps, system, ctx);
    return;
  }
  const index = s.slots.findIndex((x) => x.key === s.turn?.slotKey);
  const slot = s.slots[index];
  if (slot && slot.sequential) {
    const done = new Set([...s.turn.doneIds, ...s.turn.activeIds]);
    const next = eligibleMembers(slot, s, system).find((id) => !done.has(id));
    if (next) {
      endTurn(steps, system, ctx);
      startTurn(steps, slot, [next], system, ctx);
      return;
    }
  }
  endTurn(steps, system, ctx);
  if (index < 0 || !startFrom(steps, index + 1, system, ctx)) endRound(steps, system, ctx);
}
