// Round commands: declarations (OSR-RND-01, A-10), the side initiative roll (OSR-INIT-01..03),
// readied actions before combat (OSR-ACT-03/04) and the one action per round (OSR-ACT-01/02).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import type { EncounterState, EngineEvent } from '../../../encounter/types';
import type { OsrCommandOf } from '../commands';
import { combatantSys, encounterSys, toJson, usedThisRound, type Declaration } from '../state';
import { osrSettings } from '../settings';
import { declarationRefusal, defaultSubPhase, mayReadyAction, maxSpells } from '../rules/actions';
import { sideInitiativeOrder, type InitiativeOrder } from '../rules/initiative';
import {
  activeSideIds,
  buildRoundSlots,
  initiativeRolledThisRound,
  inOpeningStep,
  isFreeRound,
  stepKeys,
} from '../procedure';
import { actionEconomy, economyFields, isInMelee, presentCombatant, requireCanAct } from './common';
import { switchToRounds } from './scene';

function requireActive(state: EncounterState): void {
  if (state.status !== 'active')
    throw new RuleError('encounterNotActive', { status: state.status });
}

/**
 * A-10: declarations are locked once initiative is rolled (or the acting steps began). A roll
 * the Referee made before the fight leaves round 1's declare step open: declarations come first
 * in the round (OSR-RND-01).
 */
function declarationsLocked(state: EncounterState): boolean {
  if (!osrSettings(state.options).declarationsLockAfterInitiative) return false;
  if (!inOpeningStep(state)) return true;
  const init = encounterSys(state).initiative;
  const rolledBeforeFight = init?.beforeFight === true && state.turn?.slotKey === stepKeys.declare;
  return initiativeRolledThisRound(state) && !rolledBeforeFight;
}

/** OSR-RND-01: a combatant declares its action for this round. */
export function decideDeclare(
  state: EncounterState,
  cmd: OsrCommandOf<'declareAction'>,
): EngineEvent[] {
  requireActive(state);
  const c = presentCombatant(state, cmd.combatantId);
  if (!cmd.override && declarationsLocked(state)) throw new RuleError('declarationsLocked');
  requireCanAct(state, c);
  for (const id of cmd.targetIds) presentCombatant(state, id);
  const settings = osrSettings(state.options);
  const refusal = declarationRefusal({
    type: cmd.action,
    surprisedThisRound: false,
    inMelee: isInMelee(state, c),
    withMove: cmd.withMove,
    moveAndShootAllowed: settings.moveAndShoot,
  });
  if (refusal) throw new RuleError(refusal, { combatantId: c.id });
  const declaration: Declaration = {
    round: state.round,
    type: cmd.action,
    targetIds: cmd.targetIds,
    fromBehind: cmd.fromBehind,
    withMove: cmd.withMove,
    subPhase: cmd.subPhase ?? defaultSubPhase(cmd.action, settings.nonAttackPhase),
    ...(cmd.note !== undefined ? { note: cmd.note } : {}),
  };
  return [
    {
      type: 'osr.declared',
      ruleId: 'OSR-RND-01',
      combatantId: c.id,
      declaration: toJson(declaration),
    },
  ];
}

/** Withdraws a declaration (same lock as declaring). */
export function decideClearDeclaration(
  state: EncounterState,
  cmd: OsrCommandOf<'clearDeclaration'>,
): EngineEvent[] {
  const c = presentCombatant(state, cmd.combatantId);
  if (declarationsLocked(state)) throw new RuleError('declarationsLocked');
  if (!combatantSys(c).declared) return [];
  return [{ type: 'osr.declarationCleared', combatantId: c.id }];
}

/** Orders sides, re-rolling tied groups of 3+ sides when A-09 asks for it. */
function orderSides(
  dice: Record<string, number>,
  sides: string[],
  ctx: DecideContext,
  rerollTied: boolean,
  depth = 0,
): InitiativeOrder {
  const order = sideInitiativeOrder(sides.map((sideId) => ({ sideId, die: dice[sideId] ?? 0 })));
  // OSR-INIT-02: with two sides a tie is simultaneous; A-09 re-rolls only among 3+ sides.
  if (!rerollTied || sides.length < 3 || depth >= 5) return order;
  return order.flatMap((group) => {
    if (group.length < 2) return [group];
    const sub: Record<string, number> = {};
    for (const s of group) sub[s] = ctx.roller.roll('1d6', `initiative:${s}`).total;
    return orderSides(sub, group, ctx, rerollTied, depth + 1);
  });
}

/**
 * Rolls one d6 per side for this round and orders the round's slots (OSR-INIT-01..03). Before
 * the fight the roll is round 1's, kept when the fight starts.
 */
export function sideInitiativeEvents(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  const beforeFight = state.status === 'setup';
  const round = beforeFight ? 1 : state.round;
  const sides = activeSideIds(state);
  const dice: Record<string, number> = {};
  for (const s of sides) dice[s] = ctx.roller.roll('1d6', `initiative:${s}`).total;
  const rerollTied = osrSettings(state.options).multiSideTies === 'rerollTied';
  const order = orderSides(dice, sides, ctx, rerollTied);
  const initiative = { round, dice, order, ...(beforeFight ? { beforeFight } : {}) };
  const next: EncounterState = { ...state, sys: { ...state.sys, initiative: toJson(initiative) } };
  return [
    {
      type: 'osr.sideInitiativeRolled',
      ruleId: order.some((g) => g.length > 1) ? 'OSR-INIT-02' : 'OSR-INIT-01',
      initiative: toJson(initiative),
    },
    ev.initiativeSet(buildRoundSlots(next, round), true),
  ];
}

/** The Referee rolls side initiative now (during the declare or initiative step). */
export function decideRollSideInitiative(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  requireActive(state);
  if (isFreeRound(state, state.round)) throw new RuleError('freeRoundNoInitiative');
  if (initiativeRolledThisRound(state)) throw new RuleError('initiativeAlreadyRolled');
  if (!inOpeningStep(state)) throw new RuleError('notInOpeningStep');
  return sideInitiativeEvents(state, ctx);
}

/** OSR-ACT-03/04: an action is readied only before combat. */
export function decideReadyAction(
  state: EncounterState,
  cmd: OsrCommandOf<'readyAction'>,
): EngineEvent[] {
  if (!mayReadyAction(state.status !== 'setup')) throw new RuleError('cannotReadyInCombat');
  const c = presentCombatant(state, cmd.combatantId);
  return [
    ev.readied(c.id, { trigger: cmd.trigger, response: cmd.action, round: 0 }),
    { type: 'osr.actionReadied', ruleId: 'OSR-ACT-03', combatantId: c.id },
  ];
}

/**
 * OSR-ACT-03: the trigger happens (before the fight, or once it has begun: the foes came round
 * the corner) and the readied action resolves at once, on top of the round's own action (A-13
 * default); the round then goes on with its declarations and the initiative roll.
 */
export function decideTriggerReadied(
  state: EncounterState,
  cmd: OsrCommandOf<'triggerReadied'>,
): EngineEvent[] {
  const c = presentCombatant(state, cmd.combatantId);
  if (!c.readied)
    throw new RuleError('notAllowed', { combatantId: c.id, reason: 'nothingReadied' });
  return [
    ...switchToRounds(state),
    ev.readyCleared(c.id, 'triggered'),
    {
      type: 'osr.readiedTriggered',
      ruleId: 'OSR-ACT-03',
      combatantId: c.id,
      round: state.round,
      // by default the character also acts in round 1; "replaces" uses up that action.
      replaces: osrSettings(state.options).readiedAction === 'replaces',
    },
  ];
}

/** OSR-ACT-02: one spell per round whatever the talents, and no other action with it. */
export function decideCastSpell(
  state: EncounterState,
  cmd: OsrCommandOf<'castSpell'>,
): EngineEvent[] {
  const c = presentCombatant(state, cmd.casterId);
  const economy = actionEconomy(state, c);
  requireCanAct(state, c, economy);
  if (economy === 'round') {
    const used = usedThisRound(c, state.round);
    if (used.action !== null && used.action !== 'spell') {
      throw new RuleError('oneActionPerRound', { combatantId: c.id, used: used.action });
    }
    if (used.spells >= maxSpells()) throw new RuleError('noExtraSpells', { combatantId: c.id });
  }
  if (combatantSys(c).spellLostRound === state.round) {
    throw new RuleError('spellLost', { combatantId: c.id });
  }
  return [
    {
      type: 'osr.spellCast',
      ruleId: 'OSR-ACT-02',
      casterId: c.id,
      round: state.round,
      ...economyFields(economy),
      ...(cmd.spell !== undefined ? { spell: cmd.spell } : {}),
    },
  ];
}

/** OSR-ACT-01: moving, drawing an item, running away or another single action. */
export function decideTakeAction(
  state: EncounterState,
  cmd: OsrCommandOf<'takeAction'>,
): EngineEvent[] {
  const c = presentCombatant(state, cmd.combatantId);
  const economy = actionEconomy(state, c);
  requireCanAct(state, c, economy);
  const used = usedThisRound(c, state.round);
  if (economy === 'round' && used.action !== null) {
    throw new RuleError('oneActionPerRound', { combatantId: c.id, used: used.action });
  }
  return [
    {
      type: 'osr.actionTaken',
      ruleId: 'OSR-ACT-01',
      combatantId: c.id,
      action: cmd.action,
      round: state.round,
      ...economyFields(economy),
    },
  ];
}

/** Events that start time keeping in rounds when the encounter begins (OSR-TIME-01). */
export function onEncounterStartEvents(state: EncounterState): EngineEvent[] {
  return encounterSys(state).timeMode === 'rounds' ? [] : switchToRounds(state);
}
