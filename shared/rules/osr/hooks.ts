// The OSR round's moments: rounds start with the declare step (a free surprise round marks the
// other side surprised), the initiative step rolls the side dice, the morale step settles fire
// ticks and morale checks, and the end of the round clears round-long surprise.
import type { DecideContext } from '../../encounter/context';
import { ev } from '../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent, InitiativeSlot } from '../../encounter/types';
import type { SystemHooks } from '../types';
import type { ParalyzedData, SurprisedData } from './conditions';
import { encounterSys } from './state';
import { initiativeRolledThisRound, isFreeRound, stepKeys } from './procedure';
import { onEncounterStartEvents, sideInitiativeEvents } from './decide/round';
import { burningTickEvents } from './decide/hp';
import { moralePromptEvents } from './decide/morale';
import { freeRoundSurpriseEvents } from './decide/free-round';

/** OSR-SURP-06 / A-20: in a free surprise round everyone not on the receiving side is surprised. */
function freeRoundSurprise(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  const free = encounterSys(state).freeRound;
  if (!free || free.round !== state.round) return [];
  return freeRoundSurpriseEvents(state, free.sideId, state.round, ctx);
}

/** Removes "surprised" instances whose round is over, and paralysis whose last round it was. */
function surpriseExpiry(state: EncounterState): EngineEvent[] {
  const events: EngineEvent[] = [];
  for (const id of state.combatantIds) {
    for (const k of (state.combatants[id] as Combatant).conditions) {
      const round =
        k.key === 'surprised'
          ? (k.data as SurprisedData | undefined)?.round
          : k.key === 'paralyzed'
            ? (k.data as ParalyzedData | undefined)?.untilRound
            : undefined;
      if (round !== undefined && round <= state.round) {
        events.push(ev.conditionRemoved(id, k.id, 'expired'));
      }
    }
  }
  return events;
}

/** The OSR engine hooks. */
export const osrHooks: SystemHooks = {
  onEncounterStart: (state) => onEncounterStartEvents(state),
  onRoundStart: (state, ctx) => freeRoundSurprise(state, ctx),
  onStepStart(state: EncounterState, slot: InitiativeSlot, ctx: DecideContext) {
    if (slot.key === stepKeys.initiative) {
      // OSR-INIT-03: rolled again every round, after the declarations.
      if (isFreeRound(state, state.round) || initiativeRolledThisRound(state)) return [];
      return sideInitiativeEvents(state, ctx);
    }
    if (slot.key === stepKeys.morale) {
      // Spec §3.2 END_OF_ROUND: fire ticks due this round, then the flagged morale checks.
      return [
        ...burningTickEvents(state, ctx),
        ...moralePromptEvents(state, ctx, encounterSys(state).morale ?? []),
      ];
    }
    return [];
  },
  onRoundEnd: (state, ctx) => [...burningTickEvents(state, ctx), ...surpriseExpiry(state)],
};
