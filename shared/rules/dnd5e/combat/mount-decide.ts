// Mounted combat (§11): mounting and dismounting for half the speed once per move
// (5E-MOUNT-01/02), a controlled mount merged into the rider's initiative slot and limited to
// Dash, Disengage and Dodge (5E-MOUNT-05/06), an independent one keeping its own place
// (5E-MOUNT-07), the rider's DC 10 Dex save when the mount is moved against its will or the
// rider is knocked prone (5E-MOUNT-03), and the mount falling prone (5E-MOUNT-04).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { requireCombatant } from '../../../encounter/combatants';
import { newConditionInstance } from '../../../encounter/conditions';
import { ev } from '../../../encounter/engine-events';
import { removeFromSlots } from '../../../encounter/slots';
import { Steps } from '../../../encounter/steps';
import type {
  Combatant,
  EncounterState,
  EngineEvent,
  InitiativeSlot,
  Prompt,
} from '../../../encounter/types';
import type { PromptAnswer, RuleSystem } from '../../types';
import { rollSave } from '../attack';
import { ev5 } from '../dnd5e-events';
import { raise } from '../prompts';
import { halve } from '../rounding';
import { sys5 } from '../sys';
import { canMountOrDismount, canServeAsMount, mountMode, STAY_MOUNTED_DC } from '../tactics/mount';
import { remainingMovementFt, spendMovement, useReaction } from '../tactics/turn';
import type { Tactics, TurnState } from '../tactics/turn';
import type { Cell, Space } from '../tactics/types';
import { spaceOf } from '../tactics/size';
import type { CombatCommand } from './commands';
import { outsideFight } from '../../../encounter/context';
import { canReactNow, requireOwnTurn, saveTactics } from './economy';
import { evc } from './tactical-events';
import {
  distanceBetween,
  freeSpotNear,
  metricOf,
  spaceOfCombatant,
  spaceProblem,
} from './positions';
import { gridDistanceFt } from '../tactics/grid';
import { gridOn, positionOf, tactics5, tsys } from './state';
import { openTurn, openedTactics } from './turns';

type OwnTurn = Tactics & { turn: TurnState };

function alive(state: EncounterState, id: string): Combatant {
  const c = requireCombatant(state, id);
  if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: id });
  return c;
}

/** 5E-MOUNT-02: half the walking speed, once per move, not with speed 0 or too little left. */
function payMountMove(state: EncounterState, rider: Combatant, distanceFt: number): EngineEvent {
  const t = requireOwnTurn(rider, state) as OwnTurn;
  const speed = t.turn.speeds.walk ?? 0;
  const left = remainingMovementFt(t.turn, 'walk');
  const cost = halve(speed, state.options);
  const v = canMountOrDismount({
    speedFt: speed,
    remainingFt: left,
    alreadyThisMove: t.turn.mountedOrDismounted,
    distanceFt,
  });
  if (!v.legal) throw new RuleError(v.reason, { needed: cost, remaining: left });
  if (left < cost) throw new RuleError('notEnoughMovement', { needed: cost, remaining: left });
  const spent = cost > 0 ? spendMovement(t, cost, 'walk') : t;
  const next: Tactics = {
    ...spent,
    turn: { ...(spent.turn as TurnState), mountedOrDismounted: true },
  };
  return saveTactics(rider, next, 'mountMove', { costFt: cost });
}

/** 5E-MOUNT-06: the controlled mount's slot merges into the rider's. */
function mergeSlots(state: EncounterState, riderId: string, mountId: string): EngineEvent[] {
  const i = state.slots.findIndex((s) => s.combatantIds.includes(riderId));
  const riderSlot = state.slots[i];
  if (!riderSlot || riderSlot.combatantIds.includes(mountId)) return [];
  const slot: InitiativeSlot = { ...riderSlot, combatantIds: [...riderSlot.combatantIds, mountId] };
  const before = new Set(state.slots.slice(0, i).map((s) => s.key));
  const rest = removeFromSlots(
    state.slots.filter((s) => s.key !== slot.key),
    slot.combatantIds,
    state.turn?.slotKey ?? null,
  );
  const index = rest.filter((s) => before.has(s.key)).length;
  return [ev.slotPlaced(slot, index)];
}

/** Whether the mount is intelligent (5E-MOUNT-05): as the DM says, else Intelligence 6 or more. */
function intelligent(mount: Combatant, given?: boolean): boolean {
  return given ?? sys5(mount).abilities.int >= 6;
}

/** mount: the rider climbs on (5E-MOUNT-01/02/05/06/07). */
export function decideMount(
  state: EncounterState,
  cmd: CombatCommand<'mount'>,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const rider = alive(state, cmd.riderId);
  const mount = alive(state, cmd.mountId);
  if (rider.id === mount.id)
    throw new RuleError('invalidValue', { field: 'mountId', value: mount.id });
  if (tsys(rider).mountedOn) throw new RuleError('alreadyMounted', { combatantId: rider.id });
  if (tsys(mount).rider) throw new RuleError('mountTaken', { combatantId: mount.id });
  const can = canServeAsMount({
    rider: sys5(rider).size,
    mount: sys5(mount).size,
    willing: true,
    suitableAnatomy: cmd.unsuitableAnatomy !== true,
  });
  if (!can.legal) throw new RuleError(can.reason, { combatantId: mount.id });
  const distance = gridOn(state) ? (distanceBetween(state, rider, mount) ?? 5) : 5;
  if (distance > 5) throw new RuleError('tooFar', { distance });
  const steps = new Steps(state, system);
  // Outside the fight mounting costs no movement (there is no turn to spend it from).
  if (cmd.free !== true && !ctx.outsideFight) steps.push(payMountMove(state, rider, distance));
  const control = mountMode({
    intelligent: intelligent(mount, cmd.intelligent),
    trained: cmd.trained ?? true,
    riderWantsControl: (cmd.control ?? 'controlled') === 'controlled',
  });
  steps.push(evc.mountSet(rider.id, mount.id, null, control));
  const at = positionOf(mount);
  if (at) steps.push(evc.positioned(rider.id, at, 'mounted'));
  if (control === 'controlled') {
    steps.push(...mergeSlots(steps.state, rider.id, mount.id));
    // It can move and act even on the turn it is mounted (5E-MOUNT-06).
    const m = steps.state.combatants[mount.id] as Combatant;
    const riderActive = steps.state.turn?.activeIds.includes(rider.id) ?? false;
    if (riderActive && !steps.state.turn?.activeIds.includes(mount.id)) {
      steps.push(openTurn(steps.state, m));
    } else if (tactics5(m).turn) {
      // Its own turn is open: from now on it may only Dash, Disengage or Dodge.
      steps.push(openTurnKeeping(steps.state, m));
    }
  }
  return steps.events;
}

/** The mount's open turn with the controlled-mount action limit, its spending kept. */
function openTurnKeeping(state: EncounterState, m: Combatant): EngineEvent {
  const t = tactics5(m);
  const fresh = openedTactics(state, m);
  const turn = t.turn as TurnState;
  return saveTactics(
    m,
    { ...t, turn: { ...turn, allowedActions: fresh.turn?.allowedActions ?? null } },
    'controlled',
  );
}

/** Where a creature leaving its mount lands: the chosen square, else the first free one near. */
function landingSpot(
  state: EncounterState,
  rider: Combatant,
  mount: Combatant,
  to?: Cell,
): Cell | null {
  const mountSpace = spaceOfCombatant(mount);
  if (!gridOn(state) || !mountSpace) return positionOf(rider);
  const side = spaceOf({ x: 0, y: 0 }, sys5(rider).size).side;
  if (to) {
    const space: Space = { x: to.x, y: to.y, side };
    const problem = spaceProblem(state, rider.id, space);
    if (problem) throw new RuleError(problem, { combatantId: rider.id });
    const gap = gridDistanceFt(space, mountSpace, metricOf(state));
    if (gap > 5) throw new RuleError('tooFar', { distance: gap });
    return to;
  }
  return freeSpotNear(state, rider.id, mountSpace, side);
}

/** dismount: half the speed, once per move (5E-MOUNT-02). */
export function decideDismount(
  state: EncounterState,
  cmd: CombatCommand<'dismount'>,
): EngineEvent[] {
  const rider = alive(state, cmd.riderId);
  const mountId = tsys(rider).mountedOn;
  if (!mountId) throw new RuleError('notMounted', { combatantId: rider.id });
  const mount = state.combatants[mountId] as Combatant;
  const out: EngineEvent[] = [];
  if (cmd.free !== true && !outsideFight(state)) out.push(payMountMove(state, rider, 5));
  out.push(evc.mountSet(rider.id, null, mountId, null));
  const at = landingSpot(state, rider, mount, cmd.to);
  if (at) out.push(evc.positioned(rider.id, at, 'dismounted'));
  return out;
}

/** Events of a rider leaving its mount without choosing: dismounted, placed nearby, prone or not. */
function thrown(
  state: EncounterState,
  ctx: DecideContext,
  rider: Combatant,
  prone: boolean,
): EngineEvent[] {
  const mountId = tsys(rider).mountedOn as string;
  const mount = state.combatants[mountId] as Combatant;
  const out: EngineEvent[] = [evc.mountSet(rider.id, null, mountId, null)];
  const at = landingSpot(state, rider, mount);
  if (at) out.push(evc.positioned(rider.id, at, 'thrown'));
  if (prone && !rider.conditions.some((x) => x.key === 'prone')) {
    out.push(ev.conditionAdded(rider.id, newConditionInstance(state, ctx, { key: 'prone' })));
  }
  return out;
}

/** 5E-MOUNT-03: the rider's DC 10 Dex save; on a failure it falls off prone within 5 ft. */
export function riderThrownEvents(
  state: EncounterState,
  ctx: DecideContext,
  riderId: string,
  cause: 'mountMoved' | 'riderProne',
): EngineEvent[] {
  const rider = state.combatants[riderId];
  if (!rider || !tsys(rider).mountedOn) return [];
  const r = rollSave(ctx, rider, 'dex', STAY_MOUNTED_DC, { purpose: 'riderSave' });
  const out: EngineEvent[] = [
    ev5.note('riderSave', {
      combatantId: riderId,
      cause,
      total: r.total,
      dc: STAY_MOUNTED_DC,
      success: r.success,
    }),
  ];
  if (!r.success) out.push(...thrown(state, ctx, rider, true));
  return out;
}

/** 5E-MOUNT-04: the mount falls prone; its rider is asked whether it uses its reaction. */
export function mountFellPrompt(
  state: EncounterState,
  ctx: DecideContext,
  mountId: string,
): EngineEvent[] {
  const rider = tsys(state.combatants[mountId] as Combatant).rider;
  if (!rider) return [];
  return [raise(state, ctx, 'mountFell', rider.id, { mountId })];
}

/** Answer to the mount-fell prompt: dismount with the reaction and land on its feet, or fall prone. */
export function resolveMountFell(
  state: EncounterState,
  prompt: Prompt,
  answer: PromptAnswer,
  ctx: DecideContext,
): EngineEvent[] {
  const rider = state.combatants[prompt.combatantId as string];
  if (!rider || tsys(rider).mountedOn !== prompt.data.mountId) return [];
  if (answer.choice === 'reaction') {
    if (!canReactNow(rider)) throw new RuleError('noReaction', { combatantId: rider.id });
    return [
      saveTactics(rider, useReaction(tactics5(rider), 'dismountFromFallingMount'), 'reaction', {
        kind: 'dismountFromFallingMount',
      }),
      ...thrown(state, ctx, rider, false),
    ];
  }
  if (answer.choice === 'fall') return thrown(state, ctx, rider, true);
  throw new RuleError('invalidChoice', { promptId: prompt.id, choices: 'reaction,fall' });
}
