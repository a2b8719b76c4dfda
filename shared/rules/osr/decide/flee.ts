// Fleeing: OSR-FLEE-01..05 in a dungeon or city (speeds, opposed Fortitude checks, obstacles)
// and OSR-WILD-01..04 in the wilderness (escape table, d100). Escapees leave the fight; caught
// fugitives give the pursuers a free surprise round at once (OSR-SURP-06, see free-round.ts).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import type { OsrCommandOf } from '../commands';
import { isSurprisedIn } from '../conditions';
import { combatantSys, encounterSys, tablesOf, toJson } from '../state';
import { osrSettings } from '../settings';
import { effectiveSpeed } from '../rules/actions';
import { fleeingGroupSpeed, pursuerGroupSpeed, resolveDungeonFlee } from '../rules/fleeDungeon';
import { caughtEvents } from './free-round';
import { escapeChance, escapeSucceeds } from '../rules/fleeWilderness';

/** Present, standing members of a side: a creature that is down neither flees nor pursues. */
function members(state: EncounterState, sideId: string): Combatant[] {
  if (!state.sides[sideId]) throw new RuleError('unknownSide', { side: sideId });
  return state.combatantIds
    .map((id) => state.combatants[id] as Combatant)
    .filter((c) => c.side === sideId && c.present && c.hp > 0);
}

/** The pursuers: the side the Referee names, or the first other side of the encounter. */
function pursuerSide(state: EncounterState, fleeingSideId: string, given?: string): string {
  if (given !== undefined) {
    if (given === fleeingSideId) {
      throw new RuleError('invalidValue', { field: 'pursuerSideId', value: given });
    }
    return given;
  }
  const other = Object.keys(state.sides).find((s) => s !== fleeingSideId);
  if (other === undefined) throw new RuleError('noOpponents');
  return other;
}

/**
 * The two groups as far as they are on the tracker. The pursuers need not be there at all: the
 * Referee's counts and speeds are enough (OSR-FLEE-01, OSR-WILD-02). A-21: a fleeing side that
 * is surprised this round waits until it can act.
 */
function fleeingSides(
  state: EncounterState,
  fleeingSideId: string,
  pursuerSideId: string,
): { fleeing: Combatant[]; pursuers: Combatant[] } {
  const fleeing = members(state, fleeingSideId);
  const pursuers = members(state, pursuerSideId);
  const waits = osrSettings(state.options).surprisedFleeing === 'waitUntilCanAct';
  if (waits && fleeing.some((c) => isSurprisedIn(c, state.round))) {
    throw new RuleError('surprisedCannotAct', { side: fleeingSideId, round: state.round });
  }
  return { fleeing, pursuers };
}

function requireEnv(state: EncounterState, allowed: string[]): void {
  const env = encounterSys(state).scene?.env;
  if (env !== undefined && !allowed.includes(env)) throw new RuleError('wrongEnvironment', { env });
}

/** Events after the attempt: escapees leave; the caught give the pursuers a free surprise round. */
function outcomeEvents(
  state: EncounterState,
  attempt: EngineEvent[],
  fleeing: Combatant[],
  pursuerSideId: string,
  outcome: { escaped: boolean; freeRound: boolean },
  ctx: DecideContext,
): EngineEvent[] {
  if (outcome.escaped) return [...attempt, ...fleeing.map((c) => ev.left(c.id, 'fled'))];
  if (!outcome.freeRound) return attempt;
  return caughtEvents(state, attempt, pursuerSideId, ctx);
}

/** every creature on the side counts, or only the player characters of a side that has some. */
function groupCount(list: Combatant[], mode: 'everyCreature' | 'charactersOnly'): number {
  const pcs = list.filter((c) => c.kind === 'pc').length;
  return mode === 'charactersOnly' && pcs > 0 ? pcs : list.length;
}

/** A creature's speed per round with its talents (OSR-ACT-01/02). */
function speedOf(c: Combatant): number {
  const s = combatantSys(c);
  return effectiveSpeed(s.speed, s.talentSpeedBonus);
}

/** OSR-FLEE-01..05: an escape attempt in a dungeon or city. */
export function decideFleeDungeon(
  state: EncounterState,
  cmd: OsrCommandOf<'fleeDungeon'>,
  ctx: DecideContext,
): EngineEvent[] {
  requireEnv(state, ['dungeon', 'city']);
  const pursuerSideId = pursuerSide(state, cmd.fleeingSideId, cmd.pursuerSideId);
  const { fleeing, pursuers } = fleeingSides(state, cmd.fleeingSideId, pursuerSideId);
  // OSR-FLEE-05: obstacles are the PCs' (002:L34 "персонажи игроков").
  if ((cmd.obstacles > 0 || cmd.obstacleStops) && !state.sides[cmd.fleeingSideId]?.isParty) {
    throw new RuleError('obstaclesPartyOnly');
  }
  const settings = osrSettings(state.options);
  // OSR-FLEE-01: the Referee compares the groups' speeds, his own or those on the tracker.
  const vF = cmd.vF ?? (fleeing.length > 0 ? fleeingGroupSpeed(fleeing.map(speedOf)) : undefined);
  const vP =
    cmd.vP ??
    (pursuers.length > 0
      ? pursuerGroupSpeed(pursuers.map(speedOf), settings.groupSpeed)
      : undefined);
  if (vF === undefined) throw new RuleError('fleeingSpeedRequired', { side: cmd.fleeingSideId });
  if (vP === undefined) throw new RuleError('pursuerSpeedRequired', { side: pursuerSideId });
  // A-01 "outcome": the Referee says who won the opposed check instead of entering totals.
  const byOutcome =
    cmd.winner !== undefined && cmd.checkF === undefined && cmd.checkP === undefined;
  const checks = byOutcome
    ? { checkF: cmd.winner === 'fleeing' ? 1 : 0, checkP: cmd.winner === 'pursuers' ? 1 : 0 }
    : {
        ...(cmd.checkF !== undefined ? { checkF: cmd.checkF } : {}),
        ...(cmd.checkP !== undefined ? { checkP: cmd.checkP } : {}),
      };
  const result = resolveDungeonFlee({
    vF,
    vP,
    obstacles: byOutcome ? 0 : cmd.obstacles,
    obstaclesStack: settings.obstaclesStack,
    obstacleStops: cmd.obstacleStops,
    ...checks,
    tie: settings.fleeCheckTie,
    lostCheckGivesSurpriseRound: settings.lostCheckSurpriseRound,
  });
  if (result.outcome === 'checksNeeded') throw new RuleError('fleeChecksRequired', { vF, vP });
  const flee = {
    mode: 'dungeonCity',
    fleeingSideId: cmd.fleeingSideId,
    pursuerSideId,
    vF,
    vP,
    obstacles: cmd.obstacles,
    stoppedByObstacle: cmd.obstacleStops,
    ...checks,
    ...result,
  };
  const attempt: EngineEvent[] = [
    { type: 'osr.fleeResolved', ruleId: result.ruleId, flee: toJson(flee) },
  ];
  if (result.outcome === 'recheck') return attempt;
  const escaped = result.outcome === 'escaped';
  return outcomeEvents(
    state,
    attempt,
    fleeing,
    pursuerSideId,
    { escaped, freeRound: result.freeSurpriseRound },
    ctx,
  );
}

/** OSR-WILD-01..04: an escape attempt in the wilderness. */
export function decideFleeWilderness(
  state: EncounterState,
  cmd: OsrCommandOf<'fleeWilderness'>,
  ctx: DecideContext,
): EngineEvent[] {
  requireEnv(state, ['wilderness']);
  const pursuerSideId = pursuerSide(state, cmd.fleeingSideId, cmd.pursuerSideId);
  const { fleeing, pursuers } = fleeingSides(state, cmd.fleeingSideId, pursuerSideId);
  const base = { mode: 'wilderness', fleeingSideId: cmd.fleeingSideId, pursuerSideId };
  // OSR-WILD-01: a side that got the surprise round flees unhindered, whether from the surprise
  // roll or as this round's free surprise round (OSR-SURP-06).
  const { surprise, freeRound } = encounterSys(state);
  const hasFreeRound = freeRound?.sideId === cmd.fleeingSideId && freeRound.round === state.round;
  if (surprise?.gotSurpriseRound.includes(cmd.fleeingSideId) || hasFreeRound) {
    const attempt: EngineEvent[] = [
      {
        type: 'osr.fleeResolved',
        ruleId: 'OSR-WILD-01',
        flee: toJson({ ...base, outcome: 'escaped', automatic: true }),
      },
    ];
    return outcomeEvents(
      state,
      attempt,
      fleeing,
      pursuerSideId,
      { escaped: true, freeRound: false },
      ctx,
    );
  }
  const settings = osrSettings(state.options);
  // OSR-WILD-02 / A-25: the Referee's counts, or the creatures on the tracker.
  const F = cmd.fleeingCount ?? (fleeing.length > 0 ? groupCount(fleeing, settings.groupCount) : 0);
  const P =
    cmd.pursuerCount ?? (pursuers.length > 0 ? groupCount(pursuers, settings.groupCount) : 0);
  if (F === 0) throw new RuleError('fleeingCountRequired', { side: cmd.fleeingSideId });
  if (P === 0) throw new RuleError('pursuerCountRequired', { side: pursuerSideId });
  const chance = escapeChance(
    tablesOf(state).escape,
    F,
    P,
    cmd.refereeMods,
    settings.escapeColumns,
    settings.escapeClamp,
  );
  const d100 = ctx.roller.roll('1d100', 'escape').total;
  const escaped = escapeSucceeds(d100, chance.chance);
  const { warningKey, ...terms } = chance;
  const flee = {
    ...base,
    ...terms,
    ...(warningKey !== undefined && settings.escapeAnomalyWarning ? { warningKey } : {}),
    d100,
    outcome: escaped ? 'escaped' : 'caught',
    freeSurpriseRound: !escaped,
  };
  const attempt: EngineEvent[] = [
    { type: 'osr.fleeResolved', ruleId: 'OSR-WILD-04', flee: toJson(flee) },
  ];
  return outcomeEvents(
    state,
    attempt,
    fleeing,
    pursuerSideId,
    { escaped, freeRound: !escaped },
    ctx,
  );
}
