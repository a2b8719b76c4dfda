// Helpers shared by the OSR command deciders: lookups and the checks every action makes.
import { RuleError } from '../../../errors';
import { requireCombatant } from '../../../encounter/combatants';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import { isParalyzed, isSurprisedIn } from '../conditions';
import { combatantSys, encounterSys, rangeBetween, toJson } from '../state';
import { osrSettings } from '../settings';
import { inMeleeAt } from '../rules/melee';

/** A present combatant, or RuleError. */
export function presentCombatant(state: EncounterState, id: string): Combatant {
  const c = requireCombatant(state, id);
  if (!c.present) throw new RuleError('combatantAbsent', { combatantId: id });
  return c;
}

/** Present creatures on other sides than `c`. */
export function enemiesOf(state: EncounterState, c: Combatant): Combatant[] {
  return state.combatantIds
    .map((id) => state.combatants[id] as Combatant)
    .filter((e) => e.present && e.side !== c.side);
}

/** OSR-MEL-01: true when an enemy is known to be within 5 ft. */
export function isInMelee(state: EncounterState, c: Combatant): boolean {
  return enemiesOf(state, c).some((e) => {
    const d = rangeBetween(state, c.id, e.id);
    return d !== undefined && inMeleeAt(d);
  });
}

/** Present creatures other than `c` within `feet` of it, by known distances. */
export function creaturesWithin(state: EncounterState, c: Combatant, feet: number): string[] {
  return state.combatantIds.filter((id) => {
    if (id === c.id || !(state.combatants[id] as Combatant).present) return false;
    const d = rangeBetween(state, c.id, id);
    return d !== undefined && d <= feet;
  });
}

/** True when the current step has several sides acting simultaneously (OSR-INIT-02). */
export function simultaneousStep(state: EncounterState): boolean {
  const key = state.turn?.slotKey ?? '';
  return key.startsWith('act:') && (key.split(':')[1] ?? '').includes('+');
}

/**
 * How an action counts against the one action per round (OSR-ACT-01/02): `free` outside a fight
 * (before it starts there is no action economy, the Referee rules on a single action), `readied`
 * for the action of a readied trigger that just happened (OSR-ACT-03, A-13: it comes on top of
 * the round's action), `round` otherwise.
 */
export type ActionEconomy = 'free' | 'readied' | 'round';

/** The economy of `c`'s next action (see ActionEconomy). */
export function actionEconomy(state: EncounterState, c: Combatant): ActionEconomy {
  const firing = combatantSys(c).readiedFiring;
  if (firing !== null && state.round <= firing) return 'readied';
  return state.status === 'active' ? 'round' : 'free';
}

/** Event fields marking an action that does not use the round's action. */
export function economyFields(economy: ActionEconomy): { economy?: ActionEconomy } {
  return economy === 'round' ? {} : { economy };
}

/**
 * Checks that `c` may act now: not surprised this round (OSR-SURP-05) and standing, except a
 * creature dropped during a simultaneous step, which finishes it. A readied action the
 * Referee let stand although its holder is surprised (A-13 prompt) still goes off.
 */
export function requireCanAct(
  state: EncounterState,
  c: Combatant,
  economy: ActionEconomy = 'round',
): void {
  if (economy !== 'readied' && isSurprisedIn(c, state.round)) {
    throw new RuleError('surprisedCannotAct', { combatantId: c.id, round: state.round });
  }
  if (isParalyzed(c)) throw new RuleError('paralyzedCannotAct', { combatantId: c.id });
  if (c.hp > 0) return;
  const downed = combatantSys(c).downed;
  const mode = osrSettings(state.options).tieResolution;
  const finishing =
    downed !== null &&
    downed.round === state.round &&
    simultaneousStep(state) &&
    (mode === 'wholeRound' || downed.slotKey === (state.turn?.slotKey ?? null));
  if (!finishing) throw new RuleError('combatantDown', { combatantId: c.id });
}

/** Raises a non-blocking Referee prompt of the OSR system. */
export function prompt(
  state: EncounterState,
  ctx: DecideContext,
  kind: string,
  data: Record<string, unknown>,
  combatantId?: string,
  blocking = false,
): EngineEvent {
  return ev.promptRaised({
    id: ctx.newId('p'),
    kind,
    engine: false,
    ...(combatantId !== undefined ? { combatantId } : {}),
    data: toJson(data),
    blocking,
    round: state.round,
  });
}

/** Marks a step of the encounter procedure (spec §2) as done. */
export function procedureDone(state: EncounterState, step: string): EngineEvent[] {
  if (encounterSys(state).procedure?.[step]) return [];
  return [{ type: 'osr.procedureStepDone', step }];
}

/** The side id of the party, if any. */
export function partySideId(state: EncounterState): string | undefined {
  return Object.values(state.sides).find((s) => s.isParty)?.id;
}
