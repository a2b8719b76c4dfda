// The DMG action options that win passage or a place: overrun (5E-OVERRUN-01) and tumble
// (5E-TUMBLE-01) through a hostile's space once this turn, climbing onto a bigger creature
// (5E-CLIMB-02/03) and being dislodged (5E-CLIMB-04).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { requireCombatant } from '../../../encounter/combatants';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { sys5 } from '../sys';
import { overrunEdge } from '../tactics/optionalActions';
import { takeBonusAction } from '../tactics/turn';
import type { ContestSide } from './checks';
import { contestNote, defenderSkill, rollContest } from './checks';
import type { CombatCommand } from './commands';
import { requireOwnTurn, saveTactics } from './economy';
import { evc } from './tactical-events';
import { spendOptionAction } from './grapple-decide';
import { distanceBetween, freeSpotNear, hostile, spaceOfCombatant } from './positions';
import { gridOn, positionOf, tsys, turnKey } from './state';

function alive(state: EncounterState, id: string): Combatant {
  const c = requireCombatant(state, id);
  if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: id });
  return c;
}

function requireOption(state: EncounterState, key: string): void {
  if (state.options[key] !== true) throw new RuleError('optionOff', { key });
}

function bonus(b: number | undefined): { bonus?: number } {
  return b !== undefined ? { bonus: b } : {};
}

/** overrun / tumble: an action or a bonus action; a win lets the mover through once this turn. */
export function decidePassage(
  state: EncounterState,
  cmd: CombatCommand<'overrun'> | CombatCommand<'tumble'>,
  ctx: DecideContext,
): EngineEvent[] {
  const kind = cmd.type;
  requireOption(state, kind === 'overrun' ? 'act.overrun' : 'act.tumble');
  const mover = alive(state, cmd.moverId);
  const target = alive(state, cmd.targetId);
  if (!hostile(mover, target)) throw new RuleError('notHostile', { targetId: target.id });
  const out: EngineEvent[] = [];
  if (cmd.asBonusAction && !ctx.outsideFight) {
    const rule = kind === 'overrun' ? '5E-OVERRUN-01' : '5E-TUMBLE-01';
    out.push(
      saveTactics(mover, takeBonusAction(requireOwnTurn(mover, state), rule), 'bonusAction', {
        action: kind,
        grantedBy: rule,
      }),
    );
  } else if (!cmd.asBonusAction) {
    const paid = spendOptionAction(state, ctx, mover, kind);
    if (paid.lost) return paid.events;
    out.push(...paid.events);
  }
  // AMB-19: overrun compares size categories unless the DM rules instead.
  const edge =
    kind === 'overrun' && state.options.sizeComparison !== 'dmRuling'
      ? overrunEdge(sys5(mover).size, sys5(target).size)
      : { advantage: false, disadvantage: false };
  const skill = kind === 'overrun' ? 'athletics' : 'acrobatics';
  const init: ContestSide = {
    c: mover,
    skill,
    advantage: edge.advantage ? ['overrunnerLarger'] : [],
    disadvantage: edge.disadvantage ? ['overrunnerSmaller'] : [],
    ...bonus(cmd.attackerBonus),
  };
  const def: ContestSide = { c: target, skill, ...bonus(cmd.targetBonus) };
  const roll = rollContest(ctx, kind, init, def, state);
  out.push(contestNote(kind, init, def, roll, roll.won), ...roll.helpEvents);
  if (roll.won) {
    const key = turnKey(state) ?? '';
    const p = tsys(mover).passThrough;
    const ids = p && p.turn === key ? p.ids : [];
    out.push(
      evc.passThroughSet(mover.id, {
        turn: key,
        ids: [...ids.filter((x) => x !== target.id), target.id],
      }),
    );
  }
  return out;
}

/**
 * climbOnto: the climber's action, Str (Athletics) or Dex (Acrobatics) against the target's Dex
 * (Acrobatics); a win puts it in the target's space, moving with it (5E-CLIMB-02). AMB-30: no
 * automatic size check, the DM confirms the creature is big enough.
 */
export function decideClimbOnto(
  state: EncounterState,
  cmd: CombatCommand<'climbOnto'>,
  ctx: DecideContext,
): EngineEvent[] {
  requireOption(state, 'act.climbOnto');
  const climber = alive(state, cmd.climberId);
  const target = alive(state, cmd.targetId);
  if (climber.id === target.id)
    throw new RuleError('invalidValue', { field: 'targetId', value: target.id });
  if (tsys(climber).clingingTo) throw new RuleError('alreadyClinging', { combatantId: climber.id });
  if (gridOn(state)) {
    const d = distanceBetween(state, climber, target);
    if (d !== null && d > 5) throw new RuleError('tooFar', { distance: d });
  }
  const paid = spendOptionAction(state, ctx, climber, 'climbOnto');
  if (paid.lost) return paid.events;
  const init: ContestSide = {
    c: climber,
    skill: defenderSkill(climber, cmd.skill),
    ...bonus(cmd.attackerBonus),
  };
  const def: ContestSide = { c: target, skill: 'acrobatics', ...bonus(cmd.targetBonus) };
  const roll = rollContest(ctx, 'climbOnto', init, def, state);
  const out = [
    ...paid.events,
    contestNote('climbOnto', init, def, roll, roll.won),
    ...roll.helpEvents,
  ];
  if (roll.won) {
    out.push(evc.clingingSet(climber.id, target.id));
    const at = positionOf(target);
    if (at) out.push(evc.positioned(climber.id, at, 'climbed'));
  }
  return out;
}

/**
 * dislodge: the bigger creature's action, Str (Athletics) against the clinger's choice of Str
 * (Athletics) or Dex (Acrobatics); a win knocks it off to a square next to the creature
 * (5E-CLIMB-04). A tie keeps it on.
 */
export function decideDislodge(
  state: EncounterState,
  cmd: CombatCommand<'dislodge'>,
  ctx: DecideContext,
): EngineEvent[] {
  requireOption(state, 'act.climbOnto');
  const host = alive(state, cmd.creatureId);
  const clinger = requireCombatant(state, cmd.clingerId);
  if (tsys(clinger).clingingTo !== host.id) {
    throw new RuleError('notClinging', { combatantId: clinger.id, targetId: host.id });
  }
  const paid = spendOptionAction(state, ctx, host, 'dislodge');
  if (paid.lost) return paid.events;
  const init: ContestSide = { c: host, skill: 'athletics', ...bonus(cmd.attackerBonus) };
  const def: ContestSide = {
    c: clinger,
    skill: defenderSkill(clinger, cmd.targetSkill),
    ...bonus(cmd.targetBonus),
  };
  const roll = rollContest(ctx, 'dislodge', init, def, state);
  const out = [
    ...paid.events,
    contestNote('dislodge', init, def, roll, roll.won),
    ...roll.helpEvents,
  ];
  if (roll.won) {
    out.push(evc.clingingSet(clinger.id, null));
    const hostSpace = spaceOfCombatant(host);
    const side = spaceOfCombatant(clinger)?.side ?? 1;
    const spot = hostSpace ? freeSpotNear(state, clinger.id, hostSpace, side) : null;
    if (spot) out.push(evc.positioned(clinger.id, spot, 'dislodged'));
  }
  return out;
}
