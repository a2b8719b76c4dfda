// Grapple, escape and release (5E-GRAPPLE-01..06), shove (5E-SHOVE-01/02), and the DMG's shove
// aside (5E-SHOVEASIDE-01), disarm (5E-DISARM-01/02) and climbing on by grappling
// (5E-CLIMB-01). Contests keep the status quo on a tie (5E-GEN-03).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { requireCombatant } from '../../../encounter/combatants';
import { newConditionInstance } from '../../../encounter/conditions';
import { ev } from '../../../encounter/engine-events';
import { Steps } from '../../../encounter/steps';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { d20Mode } from '../../../dice';
import type { RuleSystem } from '../../types';
import { conditionEdges } from '../attack';
import { ev5 } from '../dnd5e-events';
import { isIncapacitated } from '../status';
import { sys5 } from '../sys';
import { centreOf } from '../tactics/geometry';
import { gridDistanceFt } from '../tactics/grid';
import {
  canGrapple,
  canShove,
  resolveEscape,
  resolveGrapple,
  resolveShove,
} from '../tactics/grapple';
import {
  canClimbByGrapple,
  disarmEdges,
  resolveDisarm,
  resolveShoveAside,
} from '../tactics/optionalActions';
import { inReach } from '../tactics/ranged';
import { spaceOf } from '../tactics/size';
import { takeAction } from '../tactics/turn';
import type { Cell } from '../tactics/types';
import type { AttackPayment } from './attack-economy';
import { defaultPayment, payForAttack } from './attack-economy';
import type { ContestSide } from './checks';
import { contestNote, defenderSkill, rollCheck, rollContest, skillBonus } from './checks';
import type { CombatCommand } from './commands';
import { requireOwnTurn, saveTactics } from './economy';
import { evc } from './tactical-events';
import { actionSave } from './injury-checks';
import { forcedMoveTo } from './move-decide';
import { metricOf, onField, sharesSpace, spaceOfCombatant, spaceProblem } from './positions';
import { endGrapple, grapplesOn } from './relations';
import { gridOn, positionOf, reachOf, tsys } from './state';
import { riderThrownEvents } from './mount-decide';

function alive(state: EncounterState, id: string): Combatant {
  const c = requireCombatant(state, id);
  if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: id });
  return c;
}

function requireOption(state: EncounterState, key: string): void {
  if (state.options[key] !== true) throw new RuleError('optionOff', { key });
}

/** Within reach: measured on the grid, else as the DM says (default yes, AMB-31). */
function withinReach(state: EncounterState, a: Combatant, t: Combatant, given?: boolean): boolean {
  const as = spaceOfCombatant(a, state);
  const ts = spaceOfCombatant(t, state);
  if (gridOn(state) && as && ts)
    return inReach(gridDistanceFt(as, ts, metricOf(state)), reachOf(a));
  return given ?? true;
}

/** AMB-15: an incapacitated target loses the grapple or shove contest automatically (default on). */
function autoWin(state: EncounterState, t: Combatant): boolean {
  return isIncapacitated(t) && state.options.autoWinVsIncapacitated !== false;
}

function payment(c: Combatant, uses: 'attack' | 'free' | undefined): AttackPayment {
  return uses === 'free' ? 'free' : defaultPayment(c, uses);
}

/** The target's side of a grapple or shove: its choice of Athletics or Acrobatics. */
function resister(t: Combatant, skill?: 'athletics' | 'acrobatics', bonus?: number): ContestSide {
  return { c: t, skill: defenderSkill(t, skill), ...(bonus !== undefined ? { bonus } : {}) };
}

/** grapple: a special melee attack, Str (Athletics) against the target's choice (5E-GRAPPLE-02). */
export function decideGrapple(
  state: EncounterState,
  cmd: CombatCommand<'grapple'>,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const a = alive(state, cmd.attackerId);
  const t = alive(state, cmd.targetId);
  if (a.id === t.id) throw new RuleError('invalidValue', { field: 'targetId', value: t.id });
  if (grapplesOn(t).some((g) => g.sourceId === a.id)) {
    throw new RuleError('alreadyGrappled', { combatantId: t.id });
  }
  if (cmd.climbOnto) requireOption(state, 'act.climbOnto');
  const reach = withinReach(state, a, t, cmd.inReach);
  const freeHands = cmd.freeHands ?? (a.conditions.some((x) => x.key === 'injury.loseArm') ? 1 : 2);
  const legal = cmd.climbOnto
    ? canClimbByGrapple(
        { climber: sys5(a).size, target: sys5(t).size, inReach: reach, freeHands },
        state.options['climbOnto.sizeCheck'] === true, // AMB-30
      )
    : canGrapple({ attacker: sys5(a).size, target: sys5(t).size, inReach: reach, freeHands });
  if (!legal.legal) throw new RuleError(legal.reason, { combatantId: a.id, targetId: t.id });
  const paid = payForAttack(state, ctx, a, payment(a, cmd.uses), {
    attacks: cmd.attacks,
    use: 'grapple',
  });
  if (paid.lost) return paid.events;
  const steps = new Steps(state, system);
  steps.push(...paid.events);
  const init: ContestSide = {
    c: a,
    skill: 'athletics',
    ...(cmd.attackerBonus !== undefined ? { bonus: cmd.attackerBonus } : {}),
  };
  const def = resister(t, cmd.targetSkill, cmd.targetBonus);
  if (sys5(t).conditionImmunities.includes('grappled')) {
    steps.push(contestNote('grapple', init, def, null, false, { immune: true }));
    return steps.events;
  }
  const auto = autoWin(state, t);
  const roll = auto ? null : rollContest(ctx, 'grapple', init, def, state);
  const out = resolveGrapple({
    attackerTotal: roll?.initiator.total ?? 0,
    targetTotal: roll?.defender.total ?? 0,
    targetIncapacitated: auto,
  });
  steps.push(
    contestNote(cmd.climbOnto ? 'climbOnto' : 'grapple', init, def, roll, out.grappled),
    ...(roll?.helpEvents ?? []),
  );
  if (!out.grappled) return steps.events;
  steps.push(
    ev.conditionAdded(
      t.id,
      newConditionInstance(steps.state, ctx, { key: 'grappled', sourceId: a.id }),
    ),
  );
  if (cmd.climbOnto) {
    steps.push(evc.clingingSet(a.id, t.id));
    const at = positionOf(t);
    if (at) steps.push(evc.positioned(a.id, at, 'climbed'));
  }
  return steps.events;
}

/** escapeGrapple: the grappled creature's action, its check against the grappler's Athletics (5E-GRAPPLE-05). */
export function decideEscapeGrapple(
  state: EncounterState,
  cmd: CombatCommand<'escapeGrapple'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = alive(state, cmd.combatantId);
  const holds = grapplesOn(c).filter(
    (g) => cmd.grapplerId === undefined || g.sourceId === cmd.grapplerId,
  );
  if (holds.length === 0) throw new RuleError('notGrappled', { combatantId: c.id });
  if (holds.length > 1) throw new RuleError('invalidValue', { field: 'grapplerId', value: '' });
  const hold = holds[0] as (typeof holds)[number];
  const out: EngineEvent[] = [];
  // Outside the fight the escape is a contest on its own: no turn, no action spent.
  if (!ctx.outsideFight) {
    const t = requireOwnTurn(c, state);
    const next = takeAction(t, { kind: 'escapeGrapple' }).tactics;
    const save = actionSave(state, ctx, c);
    if (save.lost)
      return [...save.events, saveTactics(c, next, 'actionLost', { action: 'escapeGrapple' })];
    out.push(...save.events, saveTactics(c, next, 'action', { action: 'escapeGrapple' }));
  }
  const grappler = hold.sourceId ? state.combatants[hold.sourceId] : undefined;
  const init: ContestSide = {
    c,
    skill: defenderSkill(c, cmd.skill),
    ...(cmd.bonus !== undefined ? { bonus: cmd.bonus } : {}),
  };
  if (!grappler) {
    out.push(ev.conditionRemoved(c.id, hold.id, 'rule'));
    return out;
  }
  const def: ContestSide = {
    c: grappler,
    skill: 'athletics',
    ...(cmd.grapplerBonus !== undefined ? { bonus: cmd.grapplerBonus } : {}),
  };
  const roll = rollContest(ctx, 'escape', init, def, state);
  const { escaped } = resolveEscape(roll.initiator.total, roll.defender.total);
  out.push(contestNote('escape', init, def, roll, escaped), ...roll.helpEvents);
  if (escaped) out.push(ev.conditionRemoved(c.id, hold.id, 'rule'));
  return out;
}

/** releaseGrapple: the grappler lets go, no action needed (5E-GRAPPLE-04). */
export function decideReleaseGrapple(
  state: EncounterState,
  cmd: CombatCommand<'releaseGrapple'>,
): EngineEvent[] {
  requireCombatant(state, cmd.grapplerId);
  const t = requireCombatant(state, cmd.targetId);
  const out = endGrapple(t, cmd.grapplerId);
  if (out.length === 0)
    throw new RuleError('notGrappling', { combatantId: cmd.grapplerId, targetId: t.id });
  return out;
}

/** The square 5 ft straight away from the shover (on each axis where the centres differ). */
function awayFrom(a: Combatant, t: Combatant): Cell | null {
  const as = spaceOfCombatant(a);
  const ts = spaceOfCombatant(t);
  if (!as || !ts) return null;
  const ac = centreOf(as);
  const tc = centreOf(ts);
  return { x: ts.x + Math.sign(tc.x - ac.x), y: ts.y + Math.sign(tc.y - ac.y) };
}

/**
 * Moves the target by force, or notes that the push found no room. Without a square (no grid)
 * the creature the DM names as standing where the push goes blocks it (5E-SHOVE-02, 5E-MOVE-11:
 * the target cannot be put into another creature's space).
 */
function push(
  steps: Steps,
  ctx: DecideContext,
  t: Combatant,
  to: Cell | null,
  pushInto?: string,
): void {
  const into = pushInto !== undefined ? requireCombatant(steps.state, pushInto) : null;
  if (to === null && into && into.id !== t.id && onField(into) && !sharesSpace(t, into)) {
    steps.push(ev5.note('pushBlocked', { targetId: t.id, reason: 'spaceOccupied', byId: into.id }));
    return;
  }
  if (to === null) {
    steps.push(ev5.note('pushed', { targetId: t.id, feet: 5 }));
    // Without a map the push still moves a mount against its will (5E-MOUNT-03).
    const rider = tsys(t).rider;
    if (rider) steps.push(...riderThrownEvents(steps.state, ctx, rider.id, 'mountMoved'));
    return;
  }
  const problem = spaceProblem(steps.state, t.id, spaceOf(to, sys5(t).size));
  if (problem) {
    steps.push(ev5.note('pushBlocked', { targetId: t.id, reason: problem }));
    return;
  }
  forcedMoveTo(steps, ctx, t, to);
}

/** shove: Str (Athletics) against the target's choice; prone or pushed 5 ft (5E-SHOVE-01/02). */
export function decideShove(
  state: EncounterState,
  cmd: CombatCommand<'shove'>,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const a = alive(state, cmd.attackerId);
  const t = alive(state, cmd.targetId);
  if (a.id === t.id) throw new RuleError('invalidValue', { field: 'targetId', value: t.id });
  const legal = canShove({
    attacker: sys5(a).size,
    target: sys5(t).size,
    inReach: withinReach(state, a, t, cmd.inReach),
  });
  if (!legal.legal) throw new RuleError(legal.reason, { combatantId: a.id, targetId: t.id });
  const paid = payForAttack(state, ctx, a, payment(a, cmd.uses), {
    attacks: cmd.attacks,
    use: 'shove',
  });
  if (paid.lost) return paid.events;
  const steps = new Steps(state, system);
  steps.push(...paid.events);
  const init: ContestSide = {
    c: a,
    skill: 'athletics',
    ...(cmd.attackerBonus !== undefined ? { bonus: cmd.attackerBonus } : {}),
  };
  const def = resister(t, cmd.targetSkill, cmd.targetBonus);
  const auto = autoWin(state, t);
  const roll = auto ? null : rollContest(ctx, 'shove', init, def, state);
  const out = resolveShove(
    {
      attackerTotal: roll?.initiator.total ?? 0,
      targetTotal: roll?.defender.total ?? 0,
      targetIncapacitated: auto,
    },
    cmd.effect === 'push' ? 'push5' : 'prone',
  );
  steps.push(
    contestNote('shove', init, def, roll, out.success, { effect: cmd.effect }),
    ...(roll?.helpEvents ?? []),
  );
  if (!out.success) return steps.events;
  if (cmd.effect === 'prone') {
    if (!t.conditions.some((x) => x.key === 'prone')) {
      steps.push(
        ev.conditionAdded(
          t.id,
          newConditionInstance(steps.state, ctx, { key: 'prone', sourceId: a.id }),
        ),
      );
    }
    return steps.events;
  }
  push(
    steps,
    ctx,
    steps.state.combatants[t.id] as Combatant,
    gridOn(state) ? awayFrom(a, t) : null,
    cmd.pushInto,
  );
  return steps.events;
}

/** shoveAside: a shove with disadvantage that moves the target 5 ft sideways within reach (5E-SHOVEASIDE-01). */
export function decideShoveAside(
  state: EncounterState,
  cmd: CombatCommand<'shoveAside'>,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  requireOption(state, 'act.shoveAside');
  const a = alive(state, cmd.attackerId);
  const t = alive(state, cmd.targetId);
  const legal = canShove({
    attacker: sys5(a).size,
    target: sys5(t).size,
    inReach: withinReach(state, a, t, cmd.inReach),
  });
  if (!legal.legal) throw new RuleError(legal.reason, { combatantId: a.id, targetId: t.id });
  const from = positionOf(t);
  const onMap = gridOn(state) && from !== null && positionOf(a) !== null;
  if (onMap) {
    const to = cmd.to;
    if (!to) throw new RuleError('invalidCommand', { path: 'to', message: 'destination required' });
    const step = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y));
    const as = spaceOfCombatant(a);
    const reachAfter = as ? gridDistanceFt(as, spaceOf(to, sys5(t).size), metricOf(state)) : 0;
    if (step !== 1 || reachAfter > reachOf(a)) {
      throw new RuleError('invalidValue', { field: 'to', value: `${to.x},${to.y}` });
    }
  }
  const paid = payForAttack(state, ctx, a, payment(a, cmd.uses), {
    attacks: cmd.attacks,
    use: 'shoveAside',
  });
  if (paid.lost) return paid.events;
  const steps = new Steps(state, system);
  steps.push(...paid.events);
  const init: ContestSide = {
    c: a,
    skill: 'athletics',
    disadvantage: ['shoveAside'],
    ...(cmd.attackerBonus !== undefined ? { bonus: cmd.attackerBonus } : {}),
  };
  const def = resister(t, cmd.targetSkill, cmd.targetBonus);
  const auto = autoWin(state, t);
  const roll = auto ? null : rollContest(ctx, 'shoveAside', init, def, state);
  const moved =
    auto || resolveShoveAside(roll?.initiator.total ?? 0, roll?.defender.total ?? 0).moved;
  steps.push(contestNote('shoveAside', init, def, roll, moved), ...(roll?.helpEvents ?? []));
  if (moved)
    push(
      steps,
      ctx,
      steps.state.combatants[t.id] as Combatant,
      onMap ? (cmd.to as Cell) : null,
      cmd.pushInto,
    );
  return steps.events;
}

/** disarm: the attack roll against the target's check; a win drops the item, no damage (5E-DISARM-01/02). */
export function decideDisarm(
  state: EncounterState,
  cmd: CombatCommand<'disarm'>,
  ctx: DecideContext,
): EngineEvent[] {
  requireOption(state, 'act.disarm');
  const a = alive(state, cmd.attackerId);
  const t = alive(state, cmd.targetId);
  const paid = payForAttack(state, ctx, a, payment(a, cmd.uses), {
    attacks: cmd.attacks,
    use: 'disarm',
  });
  if (paid.lost) return paid.events;
  const edges = disarmEdges({
    attacker: sys5(a).size,
    defender: sys5(t).size,
    itemHeldWithHands: cmd.twoHanded ? 2 : 1,
  });
  const conditions = conditionEdges(a, t, true);
  const advantage = conditions.advantage;
  const disadvantage = [
    ...conditions.disadvantage,
    ...(edges.attack.disadvantage ? ['disarmTwoHandedGrip'] : []),
  ];
  const mode = d20Mode(advantage.length > 0, disadvantage.length > 0);
  const attack = ctx.roller.d20('disarm:attack', mode, cmd.attackBonus);
  // AMB-19: size categories decide the defender's edge unless the DM rules instead.
  const bySize = state.options.sizeComparison !== 'dmRuling';
  const def: ContestSide = {
    c: t,
    skill: defenderSkill(t, cmd.targetSkill),
    advantage: bySize && edges.defenderCheck.advantage ? ['disarmDefenderLarger'] : [],
    disadvantage: bySize && edges.defenderCheck.disadvantage ? ['disarmDefenderSmaller'] : [],
    ...(cmd.targetBonus !== undefined ? { bonus: cmd.targetBonus } : {}),
  };
  const check = rollCheck(ctx, t, 'disarm:defender', def.bonus ?? skillBonus(t, def.skill), def);
  const { itemDropped } = resolveDisarm(attack.total, check.total);
  return [
    ...paid.events,
    ev5.note('disarm', {
      attackerId: a.id,
      targetId: t.id,
      attackTotal: attack.total,
      mode,
      defenderTotal: check.total,
      defenderSkill: def.skill,
      itemDropped,
      item: cmd.item ?? null,
    }),
  ];
}

/** The action of an action-option command, with an internal injury's save (5E-INJURY-03). */
export function spendOptionAction(
  state: EncounterState,
  ctx: DecideContext,
  c: Combatant,
  kind: 'climbOnto' | 'dislodge' | 'overrun' | 'tumble',
): { events: EngineEvent[]; lost: boolean } {
  if (ctx.outsideFight) return { events: [], lost: false };
  const t = requireOwnTurn(c, state);
  const next = takeAction(t, { kind }).tactics;
  const save = actionSave(state, ctx, c);
  if (save.lost)
    return {
      events: [...save.events, saveTactics(c, next, 'actionLost', { action: kind })],
      lost: true,
    };
  return {
    events: [...save.events, saveTactics(c, next, 'action', { action: kind })],
    lost: false,
  };
}
