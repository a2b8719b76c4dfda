// The turn-economy commands: take an action (5E-ACT-01..14), a bonus action (5E-TURN-03..05),
// a reaction (5E-REACT-01/02), an object interaction (5E-TURN-07/08), release a readied action
// (5E-ACT-11/12), stand up or drop prone (5E-MOVE-08).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { requireCombatant } from '../../../encounter/combatants';
import { newConditionInstance } from '../../../encounter/conditions';
import { ev } from '../../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { ev5 } from '../dnd5e-events';
import { halve } from '../rounding';
import { abilityMod } from '../statblock';
import { sys5 } from '../sys';
import { canStandUp } from '../tactics/movement';
import type { ActionRequest, Tactics, TurnState } from '../tactics/turn';
import {
  interactWithObject,
  offHandAttack,
  releaseReadied,
  remainingMovementFt,
  spendMovement,
  startTurn,
  takeAction,
  takeBonusAction,
  useReaction,
} from '../tactics/turn';
import { attacksPerAction } from './attack-economy';
import { rollCheck, taskHelp } from './checks';
import type { CombatCommand } from './commands';
import { outsideFight } from '../../../encounter/context';
import { canReactNow, conditionBlocks, requireOwnTurn, saveTactics } from './economy';
import { moveWithBudget } from './move-decide';
import { currentSpeeds } from './speeds';
import { Steps } from '../../../encounter/steps';
import type { RuleSystem } from '../../types';
import { evc } from './tactical-events';
import { actionSave, dashInjuryEvents } from './injury-checks';
import { distanceBetween } from './positions';
import { gridOn, tactics5 } from './state';

type OwnTurn = Tactics & { turn: TurnState };

function requireAlive(state: EncounterState, id: string): Combatant {
  const c = requireCombatant(state, id);
  if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: id });
  return c;
}

/** The request the pure turn rules take, with the grid's distance for Help (5E-ACT-09). */
function actionRequest(
  state: EncounterState,
  c: Combatant,
  cmd: CombatCommand<'takeAction'>,
): ActionRequest {
  switch (cmd.action) {
    case 'attack':
      return {
        kind: 'attack',
        attacks: cmd.attacks ?? attacksPerAction(c),
        lightOneHanded: cmd.lightOneHanded,
      };
    case 'help': {
      const h = cmd.help;
      if (!h) throw new RuleError('invalidCommand', { path: 'help', message: 'help required' });
      requireAlive(state, h.allyId);
      if (h.kind === 'task') return { kind: 'help', help: h };
      const target = requireCombatant(state, h.targetId);
      const measured = gridOn(state) ? distanceBetween(state, c, target) : null;
      const targetDistanceFt = measured ?? h.targetDistanceFt ?? 5;
      return { kind: 'help', help: { ...h, targetDistanceFt } };
    }
    case 'ready': {
      const r = cmd.ready;
      if (!r) throw new RuleError('invalidCommand', { path: 'ready', message: 'ready required' });
      return { kind: 'ready', trigger: r.trigger, response: r.response, spell: r.spell };
    }
    default:
      return { kind: cmd.action };
  }
}

/**
 * The effects of an action taken as a bonus action (Cunning Action and the like): the pure
 * rules applied with a spare action, then the action count put back.
 */
function effectsWithoutAction(t: OwnTurn, req: ActionRequest): Tactics {
  const turn = t.turn;
  const spare: Tactics = {
    ...t,
    turn: {
      ...turn,
      actionsAllowed: turn.actionsTaken.length + 1,
      blocked: { ...turn.blocked, action: false },
      committedAction: null,
      allowedActions: null,
    },
  };
  const after = takeAction(spare, req).tactics;
  return {
    ...after,
    turn: {
      ...(after.turn as TurnState),
      actionsAllowed: turn.actionsAllowed,
      actionsTaken: turn.actionsTaken,
      blocked: turn.blocked,
      committedAction: turn.committedAction,
      allowedActions: turn.allowedActions,
    },
  };
}

/** Concentration on a new spell ends the old one (5E-ACT-12, AMB-35). */
function concentrationFor(state: EncounterState, c: Combatant, spell: string): EngineEvent[] {
  const out: EngineEvent[] = [];
  if (sys5(c).concentration) out.push(ev5.concentrationEnded(c.id, 'replaced'));
  out.push(ev5.concentrationStarted(c.id, spell, state.round));
  return out;
}

/** The extra facts of an action: rolls, conditions, concentration, the engine's readied record. */
function actionConsequences(
  state: EncounterState,
  ctx: DecideContext,
  c: Combatant,
  cmd: CombatCommand<'takeAction'>,
): { before: EngineEvent[]; after: EngineEvent[] } {
  const before: EngineEvent[] = [];
  const after: EngineEvent[] = [];
  switch (cmd.action) {
    case 'dash':
      after.push(...dashInjuryEvents(state, ctx, c));
      break;
    case 'dodge':
      // The marker shows the Dodge until the start of the creature's next turn (5E-ACT-07).
      after.push(
        ev.conditionAdded(
          c.id,
          newConditionInstance(state, ctx, {
            key: 'dodging',
            duration: { at: 'turnStart', of: c.id, rounds: 1 },
          }),
        ),
      );
      break;
    case 'hide': {
      // 5E-ACT-10: a Dex (Stealth) check; the total is what observers must notice.
      const help = taskHelp(state, c, ['hide', 'stealth']);
      const r = rollCheck(ctx, c, 'stealth', cmd.checkBonus ?? sys5(c).stealthBonus, help);
      after.push(...help.events);
      const hidden = cmd.dc === undefined || r.total >= cmd.dc;
      after.push(ev5.note('hide', { combatantId: c.id, total: r.total, dc: cmd.dc ?? null }));
      if (hidden) after.push(evc.hidingSet(c.id, r.total));
      break;
    }
    case 'search': {
      // 5E-ACT-13: Wis (Perception) or Int (Investigation), as the DM calls for.
      const bonus = cmd.checkBonus ?? abilityMod(sys5(c).abilities.wis);
      const help = taskHelp(state, c, ['search', 'perception', 'investigation']);
      const r = rollCheck(ctx, c, 'search', bonus, help);
      after.push(...help.events);
      after.push(
        ev5.note('search', {
          combatantId: c.id,
          total: r.total,
          dc: cmd.dc ?? null,
          success: cmd.dc === undefined ? null : r.total >= cmd.dc,
        }),
      );
      break;
    }
    case 'ready': {
      const r = cmd.ready as NonNullable<typeof cmd.ready>;
      // 5E-ACT-12: holding a spell needs concentration; any other concentration ends first.
      if (r.spell && sys5(c).concentration) {
        before.push(ev5.concentrationEnded(c.id, 'replaced'));
      }
      after.push(
        ev.readied(c.id, {
          trigger: r.trigger,
          response: r.response.kind === 'move' ? 'move' : r.response.action,
          round: state.round,
        }),
      );
      if (r.spell) after.push(ev5.concentrationStarted(c.id, r.spell.name, state.round));
      break;
    }
    case 'castSpell':
      if (cmd.spell?.concentration) after.push(...concentrationFor(state, c, cmd.spell.name));
      break;
    default:
      break;
  }
  return { before, after };
}

/** takeAction: the turn's action or, with `asBonusAction`, the bonus action a feature grants. */
export function decideTakeAction(
  state: EncounterState,
  cmd: CombatCommand<'takeAction'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = requireAlive(state, cmd.combatantId);
  if (cmd.asBonusAction && (cmd.action === 'attack' || cmd.action === 'ready')) {
    throw new RuleError('notAsBonusAction', { action: cmd.action });
  }
  // Outside the fight the action resolves on its own (a Hide's or a Search's roll), no economy.
  if (ctx.outsideFight) {
    const { before, after } = actionConsequences(state, ctx, c, cmd);
    return [...before, ...after];
  }
  const t = requireOwnTurn(c, state);
  const req = actionRequest(state, c, cmd);
  const detail = { action: cmd.action, ...(cmd.note ? { note: cmd.note } : {}) };
  if (cmd.asBonusAction) {
    const spent = takeBonusAction(t, cmd.asBonusAction) as OwnTurn;
    const next = effectsWithoutAction(spent, req);
    const { before, after } = actionConsequences(state, ctx, c, cmd);
    return [
      ...before,
      saveTactics(c, next, 'bonusAction', { ...detail, grantedBy: cmd.asBonusAction }),
      ...after,
    ];
  }
  const outcome = takeAction(t, req, sys5(c).concentration?.spell ?? null);
  // 5E-INJURY-03: an internal injury may cost the action before it happens.
  const save = actionSave(state, ctx, c);
  if (save.lost) {
    const lost: Tactics = {
      ...t,
      turn: { ...t.turn, actionsTaken: [...t.turn.actionsTaken, req.kind] },
    };
    return [...save.events, saveTactics(c, lost, 'actionLost', detail)];
  }
  const { before, after } = actionConsequences(state, ctx, c, cmd);
  return [...save.events, ...before, saveTactics(c, outcome.tactics, 'action', detail), ...after];
}

/** takeBonusAction: a bonus action a feature grants (5E-TURN-03/04/05) or the off-hand attack. */
export function decideTakeBonusAction(
  state: EncounterState,
  cmd: CombatCommand<'takeBonusAction'>,
): EngineEvent[] {
  const c = requireAlive(state, cmd.combatantId);
  const t = requireOwnTurn(c, state);
  const next = cmd.offHand ? offHandAttack(t, cmd.offHand) : takeBonusAction(t, cmd.grantedBy);
  return [saveTactics(c, next, 'bonusAction', { grantedBy: cmd.grantedBy })];
}

/** useReaction: one reaction until the start of the creature's next turn (5E-REACT-02). */
export function decideUseReaction(
  state: EncounterState,
  cmd: CombatCommand<'useReaction'>,
): EngineEvent[] {
  const c = requireAlive(state, cmd.combatantId);
  if (!canReactNow(c)) throw new RuleError('noReaction', { combatantId: c.id });
  const next = useReaction(tactics5(c), cmd.kind);
  return [
    saveTactics(c, next, 'reaction', { kind: cmd.kind, ...(cmd.note ? { note: cmd.note } : {}) }),
  ];
}

/** interactWithObject: the first is free, a second (or a costly one) takes the action. */
export function decideInteract(
  state: EncounterState,
  cmd: CombatCommand<'interactWithObject'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = requireAlive(state, cmd.combatantId);
  const t = requireOwnTurn(c, state);
  // Surprised: no move and no action to fold the interaction into (AMB-04).
  if (t.turn.blocked.movement && t.turn.blocked.action) {
    throw new RuleError('actionBlocked', { combatantId: c.id });
  }
  const out = interactWithObject(t, {
    requiresAction: cmd.requiresAction,
    dmRequiresAction: cmd.dmRequiresAction,
  });
  const detail = { usedAction: out.usedAction, ...(cmd.what ? { what: cmd.what } : {}) };
  if (out.usedAction) {
    const save = actionSave(state, ctx, c);
    if (save.lost) return [...save.events, saveTactics(c, out.tactics, 'actionLost', detail)];
    return [...save.events, saveTactics(c, out.tactics, 'objectInteraction', detail)];
  }
  return [saveTactics(c, out.tactics, 'objectInteraction', detail)];
}

/**
 * releaseReadied: the readied response taken with the reaction (5E-ACT-11/12). A readied move
 * may come with its path or feet: the creature moves up to its speed right away.
 */
export function decideReleaseReadied(
  state: EncounterState,
  cmd: CombatCommand<'releaseReadied'>,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const c = requireAlive(state, cmd.combatantId);
  const t = tactics5(c);
  if (!t.readied) throw new RuleError('nothingReadied', { combatantId: c.id });
  if (!canReactNow(c)) throw new RuleError('noReaction', { combatantId: c.id });
  const { tactics, released } = releaseReadied(t);
  const steps = new Steps(state, system);
  steps.push(saveTactics(c, tactics, 'readiedReleased'));
  if (c.readied) steps.push(ev.readyCleared(c.id, 'triggered'));
  if (released.spell && sys5(c).concentration?.spell === released.spell.name) {
    // The held spell takes effect; holding it needed concentration, which now ends.
    steps.push(ev5.concentrationEnded(c.id, 'released'));
  }
  const moves = cmd.path !== undefined || cmd.to !== undefined || cmd.feet !== undefined;
  if (moves) {
    if (released.response.kind !== 'move')
      throw new RuleError('readiedNotMove', { combatantId: c.id });
    // Movement up to its speed, outside its turn: a budget of one speed, no Dash.
    const budget = startTurn(tactics, {
      speeds: currentSpeeds(c, state.options),
      blocked: conditionBlocks(c),
    }) as Tactics & { turn: TurnState };
    moveWithBudget(steps, ctx, steps.state.combatants[c.id] as Combatant, cmd, budget);
  }
  return steps.events;
}

/** standUp: half the walking speed (5E-MOVE-08), never with speed 0 or too little left. */
export function decideStandUp(state: EncounterState, cmd: CombatCommand<'standUp'>): EngineEvent[] {
  const c = requireAlive(state, cmd.combatantId);
  const prone = c.conditions.find((x) => x.key === 'prone');
  if (!prone) throw new RuleError('notProne', { combatantId: c.id });
  // Outside the fight there is no movement to spend: it simply stands.
  if (outsideFight(state)) return [ev.conditionRemoved(c.id, prone.id, 'rule')];
  const t = requireOwnTurn(c, state);
  const speed = t.turn.speeds.walk ?? 0;
  const left = remainingMovementFt(t.turn, 'walk');
  const verdict = canStandUp(speed, left);
  const cost = halve(speed, state.options);
  if (!verdict.legal || left < cost) {
    const reason = verdict.legal ? 'notEnoughMovement' : verdict.reason;
    throw new RuleError(reason, { needed: cost, remaining: left });
  }
  return [
    saveTactics(c, spendMovement(t, cost, 'walk'), 'standUp', { costFt: cost }),
    ev.conditionRemoved(c.id, prone.id, 'rule'),
  ];
}

/** dropProne: free (5E-MOVE-08). */
export function decideDropProne(
  state: EncounterState,
  cmd: CombatCommand<'dropProne'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = requireAlive(state, cmd.combatantId);
  if (c.conditions.some((x) => x.key === 'prone')) {
    throw new RuleError('alreadyProne', { combatantId: c.id });
  }
  return [ev.conditionAdded(c.id, newConditionInstance(state, ctx, { key: 'prone' }))];
}

/**
 * Spends the action (an internal injury's save first) or a bonus action for another rule's
 * command on the creature's own turn; outside it nothing is spent (the DM recording).
 */
export function spendTurnAction(
  state: EncounterState,
  ctx: DecideContext,
  c: Combatant,
  opts: { kind: ActionRequest['kind']; bonusGrantedBy?: string },
): { events: EngineEvent[]; lost: boolean } {
  if (!tactics5(c).turn || ctx.outsideFight) return { events: [], lost: false };
  const t = requireOwnTurn(c, state);
  if (opts.bonusGrantedBy) {
    const next = takeBonusAction(t, opts.bonusGrantedBy);
    return {
      events: [saveTactics(c, next, 'bonusAction', { grantedBy: opts.bonusGrantedBy })],
      lost: false,
    };
  }
  const next = takeAction(t, { kind: opts.kind } as ActionRequest).tactics;
  const save = actionSave(state, ctx, c);
  const reason = save.lost ? 'actionLost' : 'action';
  return {
    events: [...save.events, saveTactics(c, next, reason, { action: opts.kind })],
    lost: save.lost,
  };
}
