// OSR-SURP-01..05: the surprise roll before round 1. One d6 per side compared with each
// creature's own threshold; surprised creatures get the "surprised" condition for round 1.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import type { OsrCommandOf } from '../commands';
import { combatantSys, encounterSys, toJson, type SurpriseState } from '../state';
import { osrSettings, type OsrSettings } from '../settings';
import {
  elfSurpriseThresholds,
  resolveSurprise,
  surpriseDiceNeeded,
  type SurpriseSide,
  type SurpriseThresholds,
} from '../rules/surprise';
import { initiativeRolledThisRound, inOpeningStep } from '../procedure';
import { procedureDone, prompt } from './common';
import { switchToRounds } from './scene';

/** A creature's thresholds: its own, the elf preset (A-07), or the settings' defaults. */
export function thresholdsOf(c: Combatant, settings: OsrSettings): SurpriseThresholds {
  const sys = combatantSys(c);
  if (sys.surprise) return sys.surprise;
  if (settings.elfPreset && sys.race?.toLowerCase() === 'elf') return elfSurpriseThresholds;
  return { normal: settings.surpriseNormal, ambush: settings.surpriseAmbush };
}

/** Roll purpose of the die that decides `key` (a side or a creature). */
function purposeFor(key: string, sideIds: string[], settings: OsrSettings): string {
  if (settings.surpriseDieScope === 'perSide' && settings.surpriseDieOwner === 'opposingSide') {
    const other = sideIds.length === 2 ? sideIds.find((s) => s !== key) : undefined;
    if (other !== undefined) return `surprise:${other}`;
  }
  return `surprise:${key}`;
}

/** Decides the surprise roll. */
export function decideRollSurprise(
  state: EncounterState,
  cmd: OsrCommandOf<'rollSurprise'>,
  ctx: DecideContext,
): EngineEvent[] {
  const sys = encounterSys(state);
  if (sys.surprise) throw new RuleError('surpriseAlreadyRolled');
  const beforeActing =
    state.status === 'setup' ||
    (state.round === 1 && inOpeningStep(state) && !initiativeRolledThisRound(state));
  if (!beforeActing) throw new RuleError('combatAlreadyStarted');
  for (const id of [...cmd.ambushedSideIds, ...cmd.ambusherSideIds]) {
    if (!state.sides[id]) throw new RuleError('unknownSide', { side: id });
  }
  const settings = osrSettings(state.options);
  const present = state.combatantIds
    .map((id) => state.combatants[id] as Combatant)
    .filter((c) => c.present);
  const sideIds = Object.keys(state.sides).filter((s) => present.some((c) => c.side === s));
  const sides: SurpriseSide[] = sideIds.map((sideId) => ({
    sideId,
    ambushed: cmd.ambushedSideIds.includes(sideId),
    ambusher: cmd.ambusherSideIds.includes(sideId),
    members: present
      .filter((c) => c.side === sideId)
      .map((c) => ({ id: c.id, thresholds: thresholdsOf(c, settings) })),
  }));
  const rules = {
    direction: settings.xInSixDirection,
    dieScope: settings.surpriseDieScope,
    bothSurprised: settings.bothSurprised,
    ambushers: settings.ambushersSurprise,
  };
  const dice: Record<string, number> = {};
  for (const key of surpriseDiceNeeded(sides, rules)) {
    dice[key] = ctx.roller.roll('1d6', purposeFor(key, sideIds, settings)).total;
  }
  const outcome = resolveSurprise(sides, dice, rules);
  const surprise: SurpriseState = {
    round: 1,
    dice,
    bySide: outcome.bySide,
    gotSurpriseRound: outcome.gotSurpriseRound,
    ambushed: cmd.ambushedSideIds,
    ambushers: cmd.ambusherSideIds,
  };
  const events: EngineEvent[] = [
    ...switchToRounds(state),
    {
      type: 'osr.surpriseRolled',
      ruleId: 'OSR-SURP-01',
      surprise: toJson(surprise),
      notRolled: outcome.notRolled,
      cancelled: outcome.cancelled,
    },
  ];
  for (const id of outcome.surprised) {
    events.push(
      ev.conditionAdded(id, {
        id: ctx.newId('k'),
        key: 'surprised',
        appliedRound: state.round,
        data: { round: 1 },
      }),
    );
    // surprise with a readied action is the Referee's call.
    if ((state.combatants[id] as Combatant).readied) {
      events.push(prompt(state, ctx, 'readiedWhileSurprised', { combatantId: id }, id));
    }
  }
  events.push(...procedureDone(state, 'surprise'));
  return events;
}
