// Routing of the tactical commands, and the consequences every 5e command's events may have
// (riders thrown, fliers falling, grapples ending) added after them.
import type { DecideContext } from '../../../encounter/context';
import { applyEvents } from '../../../encounter/reduce';
import type { EncounterState, EngineCommand, EngineEvent } from '../../../encounter/types';
import type { RuleSystem } from '../../types';
import {
  decideDropProne,
  decideInteract,
  decideReleaseReadied,
  decideStandUp,
  decideTakeAction,
  decideTakeBonusAction,
  decideUseReaction,
} from './actions-decide';
import type { CombatCommandType } from './commands';
import { combatCommandSchemas } from './commands';
import { decideCommunicate } from './communicate-decide';
import { consequences, mayHaveConsequences } from './consequences';
import { decideArrestFall, decideFall, decideSetAltitude } from './fall-decide';
import {
  decideDisarm,
  decideEscapeGrapple,
  decideGrapple,
  decideReleaseGrapple,
  decideShove,
  decideShoveAside,
} from './grapple-decide';
import {
  decideClearMap,
  decideEditMap,
  decidePlaceToken,
  decideSetFacing,
  decideSetTacticalStats,
  decideSetUnderwater,
} from './map-decide';
import { decideSetHiding } from './hiding-decide';
import { decideDismount, decideMount } from './mount-decide';
import { decideMove } from './move-decide';
import { decideClimbOnto, decideDislodge, decidePassage } from './options-decide';

/** True when `type` is a tactical command. */
export function isCombatCommand(type: string): type is CombatCommandType {
  return Object.hasOwn(combatCommandSchemas, type);
}

/** Decides a tactical command (already validated by its schema). */
export function decideCombatCommand(
  system: RuleSystem,
  state: EncounterState,
  command: EngineCommand,
  ctx: DecideContext,
): EngineEvent[] {
  const cmd = command as never;
  switch (command.type as CombatCommandType) {
    case 'takeAction':
      return decideTakeAction(state, cmd, ctx);
    case 'takeBonusAction':
      return decideTakeBonusAction(state, cmd);
    case 'useReaction':
      return decideUseReaction(state, cmd);
    case 'communicate':
      return decideCommunicate(state, cmd);
    case 'interactWithObject':
      return decideInteract(state, cmd, ctx);
    case 'releaseReadied':
      return decideReleaseReadied(state, cmd, ctx, system);
    case 'placeToken':
      return decidePlaceToken(state, cmd);
    case 'move':
      return decideMove(state, cmd, ctx, system);
    case 'setHiding':
      return decideSetHiding(state, cmd, ctx);
    case 'standUp':
      return decideStandUp(state, cmd);
    case 'dropProne':
      return decideDropProne(state, cmd, ctx);
    case 'setFacing':
      return decideSetFacing(state, cmd);
    case 'editMap':
      return decideEditMap(state, cmd);
    case 'clearMap':
      return decideClearMap(state);
    case 'setTacticalStats':
      return decideSetTacticalStats(state, cmd);
    case 'grapple':
      return decideGrapple(state, cmd, ctx, system);
    case 'escapeGrapple':
      return decideEscapeGrapple(state, cmd, ctx);
    case 'releaseGrapple':
      return decideReleaseGrapple(state, cmd);
    case 'shove':
      return decideShove(state, cmd, ctx, system);
    case 'shoveAside':
      return decideShoveAside(state, cmd, ctx, system);
    case 'disarm':
      return decideDisarm(state, cmd, ctx);
    case 'overrun':
    case 'tumble':
      return decidePassage(state, cmd, ctx);
    case 'climbOnto':
      return decideClimbOnto(state, cmd, ctx);
    case 'dislodge':
      return decideDislodge(state, cmd, ctx);
    case 'fall':
      return decideFall(state, cmd, ctx, system);
    case 'arrestFall':
      return decideArrestFall(state, cmd);
    case 'setAltitude':
      return decideSetAltitude(state, cmd);
    case 'mount':
      return decideMount(state, cmd, ctx, system);
    case 'dismount':
      return decideDismount(state, cmd);
    case 'setUnderwater':
      return decideSetUnderwater(state, cmd);
  }
}

/**
 * The events followed by their consequences (judged on the state after them), repeated for
 * consequences of consequences a few times at most.
 */
export function withConsequences(
  system: RuleSystem,
  state: EncounterState,
  events: EngineEvent[],
  ctx: DecideContext,
): EngineEvent[] {
  let all = events;
  let fresh = events;
  for (let pass = 0; pass < 4 && mayHaveConsequences(fresh); pass++) {
    const more = consequences(applyEvents(state, all, system), fresh, ctx);
    if (more.length === 0) break;
    all = [...all, ...more];
    fresh = more;
  }
  return all;
}
