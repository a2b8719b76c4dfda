// Fleeing: OSR-FLEE-01..05 in a dungeon or city (speeds, opposed Fortitude checks, obstacles)
// and OSR-WILD-01..04 in the wilderness (escape table, d100). Escapees leave the fight; caught
// fugitives give the pursuers a free surprise round next round (OSR-SURP-06).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import type { OsrCommandOf } from '../commands';
import { isSurprisedIn } from '../conditions';
import { combatantSys, encounterSys, tablesOf, toJson } from '../state';
import { osrSettings } from '../settings';
import { effectiveSpeed } from '../rules/actions';
import { groupSpeeds, resolveDungeonFlee } from '../rules/fleeDungeon';
import { escapeChance, escapeSucceeds } from '../rules/fleeWilderness';

/** Present, standing members of a side: a creature that is down neither flees nor pursues. */
function members(state: EncounterState, sideId: string): Combatant[] {
  if (!state.sides[sideId]) throw new RuleError('unknownSide', { side: sideId });
  return state.combatantIds
    .map((id) => state.combatants[id] as Combatant)
    .filter((c) => c.side === sideId && c.present && c.hp > 0);
}

/** Common checks: two different sides with someone present; A-21 surprised sides wait. */
function fleeingSides(
  state: EncounterState,
  fleeingSideId: string,
  pursuerSideId: string,
): { fleeing: Combatant[]; pursuers: Combatant[] } {
  if (fleeingSideId === pursuerSideId) {
    throw new RuleError('invalidValue', { field: 'pursuerSideId', value: pursuerSideId });
  }
  const fleeing = members(state, fleeingSideId);
  const pursuers = members(state, pursuerSideId);
  if (fleeing.length === 0 || pursuers.length === 0) throw new RuleError('emptyGroup');
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

/** Events of the outcome: escapees leave; caught ones give the pursuers a free surprise round. */
function outcomeEvents(
  state: EncounterState,
  fleeing: Combatant[],
  pursuerSideId: string,
  escaped: boolean,
  freeRound: boolean,
): EngineEvent[] {
  if (escaped) return fleeing.map((c) => ev.left(c.id, 'fled'));
  if (!freeRound) return [];
  return [
    {
      type: 'osr.freeRoundGranted',
      ruleId: 'OSR-SURP-06',
      sideId: pursuerSideId,
      round: state.round + 1,
    },
  ];
}

/** OSR-FLEE-01..05: an escape attempt in a dungeon or city. */
export function decideFleeDungeon(
  state: EncounterState,
  cmd: OsrCommandOf<'fleeDungeon'>,
): EngineEvent[] {
  requireEnv(state, ['dungeon', 'city']);
  const { fleeing, pursuers } = fleeingSides(state, cmd.fleeingSideId, cmd.pursuerSideId);
  // OSR-FLEE-05: obstacles are the PCs' (002:L34 "персонажи игроков").
  if ((cmd.obstacles > 0 || cmd.obstacleStops) && !state.sides[cmd.fleeingSideId]?.isParty) {
    throw new RuleError('obstaclesPartyOnly');
  }
  const settings = osrSettings(state.options);
  const speed = (c: Combatant) => {
    const s = combatantSys(c);
    return effectiveSpeed(s.speed, s.talentSpeedBonus);
  };
  const computed = groupSpeeds(fleeing.map(speed), pursuers.map(speed), settings.groupSpeed);
  const vF = cmd.vF ?? computed.vF;
  const vP = cmd.vP ?? computed.vP;
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
    pursuerSideId: cmd.pursuerSideId,
    vF,
    vP,
    obstacles: cmd.obstacles,
    stoppedByObstacle: cmd.obstacleStops,
    ...checks,
    ...result,
  };
  return [
    { type: 'osr.fleeResolved', ruleId: result.ruleId, flee: toJson(flee) },
    ...(result.outcome === 'recheck'
      ? []
      : outcomeEvents(
          state,
          fleeing,
          cmd.pursuerSideId,
          result.outcome === 'escaped',
          result.freeSurpriseRound,
        )),
  ];
}

/** OSR-WILD-01..04: an escape attempt in the wilderness. */
export function decideFleeWilderness(
  state: EncounterState,
  cmd: OsrCommandOf<'fleeWilderness'>,
  ctx: DecideContext,
): EngineEvent[] {
  requireEnv(state, ['wilderness']);
  const { fleeing, pursuers } = fleeingSides(state, cmd.fleeingSideId, cmd.pursuerSideId);
  const base = {
    mode: 'wilderness',
    fleeingSideId: cmd.fleeingSideId,
    pursuerSideId: cmd.pursuerSideId,
  };
  // OSR-WILD-01: a side that got the surprise round flees unhindered.
  const surprise = encounterSys(state).surprise;
  if (surprise?.gotSurpriseRound.includes(cmd.fleeingSideId)) {
    return [
      {
        type: 'osr.fleeResolved',
        ruleId: 'OSR-WILD-01',
        flee: toJson({ ...base, outcome: 'escaped', automatic: true }),
      },
      ...outcomeEvents(state, fleeing, cmd.pursuerSideId, true, false),
    ];
  }
  const settings = osrSettings(state.options);
  // every creature on the side counts (retainers, animals, mounts), or only the player
  // characters of a side that has some; the Referee may edit the counts.
  const count = (list: Combatant[]) => {
    const pcs = list.filter((c) => c.kind === 'pc').length;
    return settings.groupCount === 'charactersOnly' && pcs > 0 ? pcs : list.length;
  };
  const F = cmd.fleeingCount ?? count(fleeing);
  const P = cmd.pursuerCount ?? count(pursuers);
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
  return [
    { type: 'osr.fleeResolved', ruleId: 'OSR-WILD-04', flee: toJson(flee) },
    ...outcomeEvents(state, fleeing, cmd.pursuerSideId, escaped, !escaped),
  ];
}
