// The OSR round as initiative slots: procedure steps (declare, initiative, morale) and one slot
// per acting side and sub-phase, ordered by this round's side dice (OSR-INIT, OSR-RND), or the
// free surprise round (OSR-SURP-06). The engine walks these slots as the Referee's checklist.
import type { Combatant, EncounterState, InitiativeSlot } from '../../encounter/types';
import { osrLeavesOrder } from './port-queries';
import { encounterSys } from './state';
import { osrSettings } from './settings';
import {
  freeSurpriseRoundSteps,
  roundSteps,
  type RoundStep,
  type SubPhase,
} from './rules/roundSteps';

/** Slot keys of the procedure steps. */
export const stepKeys = {
  declare: 'osr:declare',
  initiative: 'osr:initiative',
  morale: 'osr:morale',
} as const;

/** Sides that have someone present, in the encounter's side order. */
export function activeSideIds(state: EncounterState): string[] {
  const present = new Set(
    state.combatantIds
      .map((id) => state.combatants[id] as Combatant)
      .filter((c) => c.present)
      .map((c) => c.side),
  );
  return Object.keys(state.sides).filter((id) => present.has(id));
}

/**
 * Present members of the given sides that keep their place in the order, in the order they
 * were added: a creature that died in an earlier step is not put back into a new round's slots
 * (2E-DEATH-01 in every system: the dead leave the order).
 */
function membersOf(state: EncounterState, sideIds: readonly string[]): string[] {
  return state.combatantIds.filter((id) => {
    const c = state.combatants[id] as Combatant;
    return c.present && sideIds.includes(c.side) && osrLeavesOrder(c, state) === false;
  });
}

/** The round's steps: the free surprise round's, or the rolled (or not yet rolled) order. */
function roundStepsOf(
  state: EncounterState,
  round: number,
): { steps: RoundStep[]; rolled: boolean } {
  const sys = encounterSys(state);
  const sides = activeSideIds(state);
  if (sys.freeRound && sys.freeRound.round === round) {
    const receiver = sys.freeRound.sideId;
    const receiverFirst = osrSettings(state.options).freeSurpriseRound === 'receiverFirst';
    const others = receiverFirst ? sides.filter((s) => s !== receiver) : [];
    return { steps: freeSurpriseRoundSteps(receiver, others), rolled: false };
  }
  if (sys.initiative && sys.initiative.round === round) {
    const groups = sys.initiative.order
      .map((g) => g.filter((s) => sides.includes(s)))
      .filter((g) => g.length > 0);
    return { steps: roundSteps(groups), rolled: true };
  }
  return { steps: roundSteps(sides.map((s) => [s])), rolled: false };
}

function procedureSlot(key: string, step: string, index: number): InitiativeSlot {
  return {
    key,
    kind: 'procedure',
    combatantIds: [],
    score: null,
    tiebreak: [index],
    phase: step,
    labelKey: `steps.${step}`,
    sequential: false,
  };
}

/** True when `round` is a free surprise round (no declaration of the others, no initiative). */
export function isFreeRound(state: EncounterState, round: number): boolean {
  return encounterSys(state).freeRound?.round === round;
}

/** Slot key of the step where a group of sides acts in a sub-phase. */
export function actingSlotKey(group: readonly string[], subPhase: SubPhase): string {
  return `act:${group.join('+')}:${subPhase}`;
}

/** The whole round's slots for the current state (spec §3.2). */
export function buildRoundSlots(state: EncounterState, round: number): InitiativeSlot[] {
  const sys = encounterSys(state);
  const { steps, rolled } = roundStepsOf(state, round);
  // OSR-ACT-03: a readied action resolves when its trigger happens; the round still opens
  // with its declarations and then the initiative roll (002:L14, L16-17).
  return steps.map((step, index): InitiativeSlot => {
    if (step.kind !== 'act') return procedureSlot(stepKeys[step.kind], step.kind, index);
    const die = rolled ? (sys.initiative?.dice[step.sideIds[0] as string] ?? null) : null;
    return {
      key: actingSlotKey(step.sideIds, step.subPhase),
      kind: 'turn',
      combatantIds: membersOf(state, step.sideIds),
      score: die,
      tiebreak: [index],
      ...(step.sideIds.length === 1 ? { side: step.sideIds[0] as string } : {}),
      phase: step.subPhase,
      labelKey: `steps.${step.subPhase}`,
      sequential: false,
    };
  });
}

/** True when the current step is one where declarations and the initiative roll belong. */
export function inOpeningStep(state: EncounterState): boolean {
  const key = state.turn?.slotKey;
  return key === stepKeys.declare || key === stepKeys.initiative;
}

/** True when side initiative has been rolled for the current round. */
export function initiativeRolledThisRound(state: EncounterState): boolean {
  return encounterSys(state).initiative?.round === state.round;
}

/** One step of the encounter procedure before round 1 (spec §2). */
export interface EncounterProcedureStep {
  key: 'encounterCheck' | 'distance' | 'rounds' | 'surprise' | 'reaction';
  labelKey: string;
  ruleIds: string[];
  done: boolean;
}

/**
 * The encounter procedure as a checklist, in the order of the text: encounter check, distance,
 * switch to rounds, surprise, reaction (A-30 may put the reaction before surprise).
 */
export function encounterProcedure(state: EncounterState): EncounterProcedureStep[] {
  const sys = encounterSys(state);
  const done = sys.procedure ?? {};
  const step = (
    key: EncounterProcedureStep['key'],
    ruleIds: string[],
    isDone: boolean,
  ): EncounterProcedureStep => ({ key, labelKey: `procedure.${key}`, ruleIds, done: isDone });
  const surprise = step(
    'surprise',
    ['OSR-SURP-01', 'OSR-SURP-02', 'OSR-SURP-03', 'OSR-SURP-04'],
    done.surprise === true,
  );
  const reaction = step('reaction', ['OSR-REACT-01'], done.reaction === true);
  const beforeSurprise = osrSettings(state.options).reactionTiming === 'beforeSurprise';
  return [
    step(
      'encounterCheck',
      ['OSR-ENC-01', 'OSR-ENC-02', 'OSR-ENC-03', 'OSR-ENC-04'],
      done.encounterCheck === true,
    ),
    step(
      'distance',
      ['OSR-DIST-01', 'OSR-DIST-02', 'OSR-DIST-03', 'OSR-DIST-04'],
      done.distance === true,
    ),
    step('rounds', ['OSR-TIME-01'], sys.timeMode === 'rounds'),
    ...(beforeSurprise ? [reaction, surprise] : [surprise, reaction]),
  ];
}
