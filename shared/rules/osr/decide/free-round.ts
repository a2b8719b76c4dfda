// OSR-FLEE-02 / OSR-WILD-04 / OSR-SURP-06: when the fleeing side is caught, the pursuers' free
// surprise round comes at once (002:L34, L45). Before the fight it is round 1. In a round where
// nobody has acted yet (declarations or the initiative step) that round becomes the free round.
// Later in a round the round ends there and the next one is the free round.
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import { Steps } from '../../../encounter/steps';
import { endRound, endTurn } from '../../../encounter/turns';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { isSurprisedIn } from '../conditions';
import { combatantSys } from '../state';
import { osrSettings } from '../settings';
import { buildRoundSlots, inOpeningStep, stepKeys } from '../procedure';
import { osrSystem } from '../system';

/** A-20 "othersSurprised": everyone present outside the receiving side is surprised in `round`. */
export function freeRoundSurpriseEvents(
  state: EncounterState,
  sideId: string,
  round: number,
  ctx: DecideContext,
): EngineEvent[] {
  if (osrSettings(state.options).freeSurpriseRound !== 'othersSurprised') return [];
  return state.combatantIds
    .map((id) => state.combatants[id] as Combatant)
    .filter((c) => c.present && c.side !== sideId && !isSurprisedIn(c, round))
    .map((c) =>
      ev.conditionAdded(c.id, {
        id: ctx.newId('k'),
        key: 'surprised',
        appliedRound: round,
        data: { round },
      }),
    );
}

function granted(sideId: string, round: number): EngineEvent {
  return { type: 'osr.freeRoundGranted', ruleId: 'OSR-SURP-06', sideId, round };
}

/** The current round, in which nobody has acted yet, becomes the free round. */
function thisRoundEvents(state: EncounterState, sideId: string, ctx: DecideContext): EngineEvent[] {
  const round = state.round;
  const events: EngineEvent[] = [granted(sideId, round)];
  events.push(...freeRoundSurpriseEvents(state, sideId, round, ctx));
  // The caught creatures can only defend: what they declared for this round is void.
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    if (c.side !== sideId && combatantSys(c).declared?.round === round) {
      events.push({ type: 'osr.declarationCleared', combatantId: id });
    }
  }
  const next: EncounterState = {
    ...state,
    sys: { ...state.sys, freeRound: { sideId, round } },
  };
  events.push(ev.initiativeSet(buildRoundSlots(next, round), true));
  // No initiative in a free round: the round goes on from its declarations.
  if (state.turn && state.turn.slotKey !== stepKeys.declare) {
    events.push(ev.turnEnded(state.turn.slotKey, []), ev.turnStarted(stepKeys.declare, []));
  }
  return events;
}

/**
 * Events of an escape attempt that ended with the fleeing side caught, followed by the
 * pursuers' free surprise round as the seed gives it: at once.
 */
export function caughtEvents(
  state: EncounterState,
  attempt: EngineEvent[],
  pursuerSideId: string,
  ctx: DecideContext,
): EngineEvent[] {
  if (state.status === 'setup') return [...attempt, granted(pursuerSideId, 1)];
  if (state.status !== 'active') return attempt;
  if (state.turn === null || inOpeningStep(state)) {
    return [...attempt, ...thisRoundEvents(state, pursuerSideId, ctx)];
  }
  // Someone has acted this round: the round ends here and the free round starts now.
  const steps = new Steps(state, osrSystem);
  steps.push(...attempt, granted(pursuerSideId, state.round + 1));
  endTurn(steps, osrSystem, ctx);
  endRound(steps, osrSystem, ctx);
  return steps.events;
}
