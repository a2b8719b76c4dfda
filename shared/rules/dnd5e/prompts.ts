// Prompts the 5e rules raise for the DM, and the tiny helpers that build them.
import type { DecideContext } from '../../encounter/context';
import { ev } from '../../encounter/engine-events';
import type { JsonObject } from '../../encounter/json';
import type { EncounterState, EngineEvent } from '../../encounter/types';

/** Kinds of 5e prompts and whether they block the next turn. */
export const PROMPT_KINDS = {
  /** 5E-KO-01: knock out instead of killing (the choice is made as the damage lands). */
  knockOut: true,
  /** AMB-35: concentration save. */
  concentration: true,
  /** 5E-MASSIVE-01: DC 15 Con save, then system shock. */
  massiveDamage: true,
  /** 5E-DEATH-01: death save at the start of the turn. */
  deathSave: true,
  /** 5E-SPEED-01: choose actions before the speed-factor roll. */
  declareActions: true,
  /** 5E-INJURY-01: roll for a lingering injury (AMB-24: prompt, not automatic). */
  lingeringInjury: false,
  /** 5E-MORALE-01..03 (AMB-25: prompt). */
  morale: false,
  /** 5E-CLEAVE-01: pick the next creature in reach. */
  cleave: false,
  /** 5E-THP-04 / AMB-32: keep the old or the new temporary HP. */
  tempHp: false,
  /** 5E-OA-01: a hostile left the reach holder's reach; attack or let it go. */
  opportunityAttack: true,
  /** AMB-31: without a map, whose reach did the mover leave? */
  leftReach: false,
  /** 5E-MOUNT-04: the mount falls prone; dismount with the reaction or fall. */
  mountFell: true,
  /** 5E-MOVE-13 / 5E-FALL-03: a flier lost its movement; it falls unless the DM rules otherwise. */
  flierFalls: true,
} as const;

/** A 5e prompt kind. */
export type PromptKind5e = keyof typeof PROMPT_KINDS;

/** A promptRaised event for a 5e prompt. */
export function raise(
  state: EncounterState,
  ctx: DecideContext,
  kind: PromptKind5e,
  combatantId: string | undefined,
  data: JsonObject,
): EngineEvent {
  return ev.promptRaised({
    id: ctx.newId('p'),
    kind,
    engine: false,
    ...(combatantId ? { combatantId } : {}),
    data,
    blocking: PROMPT_KINDS[kind],
    round: state.round,
  });
}
