// The move command: own movement on the grid (planPath: difficult terrain, diagonals, squeezing,
// crawling, other creatures' spaces) or in feet without a map, teleport and forced movement;
// what moves along (rider, clinger, dragged creature); opportunity attacks; grapples that end.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { requireCombatant } from '../../../encounter/combatants';
import { Steps } from '../../../encounter/steps';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import type { RuleSystem } from '../../types';
import { sys5 } from '../sys';
import type { MoveMode } from '../tactics/movement';
import { canEndMoveIn, canMoveThrough, costPerFoot } from '../tactics/movement';
import type { PathResult } from '../tactics/movePlan';
import { planPath } from '../tactics/movePlan';
import { SQUARE_FT, spacesOverlap } from '../tactics/grid';
import { passageFit, sizeDiff, sizeRow, spaceOf } from '../tactics/size';
import type { Tactics, TurnState } from '../tactics/turn';
import {
  diagonalsForNextMove,
  remainingMovementFt,
  spendMovement,
  startTurn,
} from '../tactics/turn';
import type { Cell, Space } from '../tactics/types';
import type { CombatCommand } from './commands';
import { decideStandUp } from './actions-decide';
import { crowdingNamed, crowdingOnGrid } from './crowding';
import { requireOwnTurn, saveTactics } from './economy';
import { evc } from './tactical-events';
import { riderThrownEvents } from './mount-decide';
import {
  gridOpportunityPrompts,
  leftReachPrompt,
  namedOpportunityPrompts,
} from './opportunity-decide';
import { findPath } from './pathfind';
import {
  gridMapFor,
  hostile,
  onField,
  sharesSpace,
  spaceOfCombatant,
  spaceProblem,
} from './positions';
import { grapplesBrokenByDistance, heldBy, passengersOf } from './relations';
import type { Dragging, TacticalSys } from './state';
import { currentSpeeds } from './speeds';
import { gridOn, positionOf, tactics5, tsys, turnKey } from './state';

type OwnTurn = Tactics & { turn: TurnState };

const has = (c: Combatant, key: string): boolean => c.conditions.some((x) => x.key === key);

/**
 * 5E-GRAPPLE-06: the creatures a mover drags or carries: only ones it grapples; its speed is
 * halved unless every one of them is at least two sizes smaller.
 */
export function draggingOf(state: EncounterState, c: Combatant, ids: readonly string[]): Dragging {
  const held = new Set(heldBy(state, c.id).map((h) => h.target.id));
  let halves = false;
  for (const id of ids) {
    const t = requireCombatant(state, id);
    if (!held.has(id)) throw new RuleError('notGrappling', { combatantId: c.id, targetId: id });
    if (sizeDiff(sys5(c).size, sys5(t).size) < 2) halves = true;
  }
  return { ids: [...ids], halves };
}

/** The creatures the mover drags now (its dragging state, grapples still held). */
function draggedNow(state: EncounterState, c: Combatant): string[] {
  const held = new Set(heldBy(state, c.id).map((h) => h.target.id));
  return (tsys(c).dragging?.ids ?? []).filter((id) => held.has(id));
}

/** The movement left in `mode` with these speeds, or the error that forbids moving at all. */
function budget(turn: TurnState, mode: MoveMode): number {
  if (turn.blocked.movement) throw new RuleError('movementBlocked');
  const speed = turn.speeds[mode];
  if (speed === undefined) throw new RuleError('noSuchSpeed', { mode });
  if (speed <= 0) throw new RuleError('speedZero', { mode });
  const left = remainingMovementFt(turn, mode);
  if (left <= 0) throw new RuleError('speedUnavailable', { mode });
  return left;
}

/** Passage won this turn (5E-OVERRUN-01, 5E-TUMBLE-01). */
function passThroughNow(state: EncounterState, c: Combatant): string[] {
  const p = tsys(c).passThrough;
  return p && p.turn === turnKey(state) ? p.ids : [];
}

/** Events moving the creatures a mover carries: rider, clingers, dragged creatures. */
function carried(
  state: EncounterState,
  mover: Combatant,
  delta: Cell,
  drag: readonly string[],
): EngineEvent[] {
  const out: EngineEvent[] = [];
  const shift = (c: Combatant, cause: string): void => {
    const p = positionOf(c);
    if (p) out.push(evc.positioned(c.id, { x: p.x + delta.x, y: p.y + delta.y }, cause));
  };
  for (const p of passengersOf(state, mover.id)) shift(p, 'carried');
  for (const id of drag) shift(state.combatants[id] as Combatant, 'dragged');
  return out;
}

/** The mover's spaces along a planned path, start first (for the reach test). */
function spacesAlong(start: Cell, res: PathResult, c: Combatant): Space[] {
  const size = sys5(c).size;
  return [spaceOf(start, size), ...res.steps.map((s) => spaceOf(s.to, size))];
}

/** Clinging ends when the clinger leaves its host's space (5E-CLIMB-03). */
function clingingAfter(state: EncounterState, c: Combatant): EngineEvent[] {
  const hostId = tsys(c).clingingTo;
  const host = hostId ? state.combatants[hostId] : undefined;
  if (!host) return [];
  const mine = spaceOfCombatant(c);
  const theirs = spaceOfCombatant(host);
  return mine && theirs && spacesOverlap(mine, theirs) ? [] : [evc.clingingSet(c.id, null)];
}

/** The move request both own movement and a readied move (5E-ACT-11) make. */
export type MoveRequest = Pick<
  CombatCommand<'move'>,
  | 'mode'
  | 'path'
  | 'to'
  | 'feet'
  | 'difficultFeet'
  | 'squeezing'
  | 'through'
  | 'endsIn'
  | 'passageWidthFt'
  | 'crawl'
  | 'standUp'
  | 'drag'
  | 'leftReachOf'
  | 'facing'
  | 'crowdedAround'
>;

/**
 * Own movement on the grid. `budget` is the movement of a readied move taken with the
 * reaction (up to the speed, outside the turn); without it the creature's own turn pays.
 */
function gridMove(
  steps: Steps,
  ctx: DecideContext,
  c: Combatant,
  cmd: MoveRequest,
  budgetTurn?: OwnTurn,
): void {
  const state = steps.state;
  const start = positionOf(c) as Cell;
  const mode = cmd.mode ?? 'walk';
  const drag = draggedNow(state, c);
  const t = budgetTurn ?? requireOwnTurn(c, state);
  const turn = t.turn;
  const remainingFt = budget(turn, mode);
  const hostId = tsys(c).clingingTo;
  const host = hostId ? state.combatants[hostId] : undefined;
  const hostSpace = host ? spaceOfCombatant(host) : null;
  // 5E-CLIMB-03: the host's space is difficult terrain for the clinger.
  const extra = hostSpace
    ? Array.from({ length: hostSpace.side * hostSpace.side }, (_, i) => {
        return `${hostSpace.x + (i % hostSpace.side)},${hostSpace.y + Math.floor(i / hostSpace.side)}`;
      })
    : [];
  const request = {
    start,
    mover: {
      size: sys5(c).size,
      crawling: has(c, 'prone'),
      passThroughIds: passThroughNow(state, c),
    },
    map: gridMapFor(state, c.id, extra),
    remainingFt,
    diagonalsBefore: diagonalsForNextMove(
      turn,
      state.options['grid.diagonalReset'] === 'perSegment' ? 'perSegment' : 'perTurn',
    ),
    options: {
      diagonal5_10: state.options['grid.diagonal5_10'] === true,
      diagonalDifficult:
        state.options['grid.diagonalDifficult'] === 'plusFive'
          ? ('plusFive' as const)
          : ('double' as const),
    },
  };
  const side = spaceOf(start, sys5(c).size).side;
  const path = cmd.path ?? (cmd.to ? findPath(request, cmd.to, side) : null);
  if (!path) throw new RuleError('noPath', { combatantId: c.id });
  const res = planPath({ ...request, steps: path });
  if (!res.ok) {
    throw new RuleError(res.reason as string, {
      combatantId: c.id,
      step: res.blockedAt ?? 0,
      remaining: res.remainingFt,
    });
  }
  const to = res.steps.length > 0 ? (res.steps[res.steps.length - 1] as { to: Cell }).to : start;
  // 5E-SIZE-03: noted when it ends next to a creature already surrounded by as many as fit.
  const crowded =
    res.steps.length > 0 ? crowdingOnGrid(state, c.id, spaceOf(to, sys5(c).size)) : null;
  const squeezing =
    res.steps.length > 0
      ? (res.steps[res.steps.length - 1]?.squeezing ?? false)
      : tsys(c).squeezing === true;
  const spent = spendMovement({ ...t, turn } as OwnTurn, res.costFt, mode, res.diagonals);
  const next: Tactics = { ...spent, turn: { ...(spent.turn as TurnState), speeds: t.turn.speeds } };
  steps.push(
    evc.moved({
      combatantId: c.id,
      mode,
      movement: 'own',
      from: start,
      to,
      path: res.steps.map((s) => s.to),
      costFt: res.costFt,
      squeezing,
    }),
  );
  if (crowded) steps.push(crowded);
  if (!budgetTurn) steps.push(saveTactics(c, next, 'move', { mode, costFt: res.costFt }));
  // Passage through a hostile's space is good once (5E-OVERRUN-01, 5E-TUMBLE-01).
  const won = passThroughNow(state, c);
  if (won.length > 0) {
    const crossed = new Set(
      (request.map.creatures ?? [])
        .filter((o) => won.includes(o.id))
        .filter((o) => res.steps.some((s) => spacesOverlap(spaceOf(s.to, sys5(c).size), o.space)))
        .map((o) => o.id),
    );
    if (crossed.size > 0) {
      const p = tsys(c).passThrough;
      steps.push(
        evc.passThroughSet(
          c.id,
          p ? { turn: p.turn, ids: p.ids.filter((x) => !crossed.has(x)) } : null,
        ),
      );
    }
  }
  steps.push(...carried(steps.state, c, { x: to.x - start.x, y: to.y - start.y }, drag));
  steps.push(...clingingAfter(steps.state, steps.state.combatants[c.id] as Combatant));
  steps.push(...grapplesBrokenByDistance(steps.state, c.id));
  if (cmd.facing && state.options.facing === true) steps.push(evc.facingSet(c.id, cmd.facing));
  if (ctx.outsideFight) return;
  steps.push(
    ...gridOpportunityPrompts(state, ctx, c, spacesAlong(start, res, c), 'own', t.turn.disengaged),
  );
}

/**
 * Without a map, the spaces the DM says a move crosses and where it ends (5E-MOVE-07/10/11,
 * 5E-SIZE-02): the feet of difficult terrain the crossed spaces add (each its width), and the
 * crossed hostiles whose passage, won this turn, is now used.
 */
function namedSpaces(
  state: EncounterState,
  c: Combatant,
  cmd: MoveRequest,
): { feet: number; used: string[] } {
  const others = (ids: readonly string[]): Combatant[] =>
    ids
      .map((id) => requireCombatant(state, id))
      .filter((o) => o.id !== c.id && onField(o) && !sharesSpace(c, o));
  // 5E-MOVE-11: no creature, friend or foe, may willingly end its move in another's space.
  const end = others(cmd.endsIn !== undefined ? [cmd.endsIn] : [])[0];
  if (end && !canEndMoveIn(true).legal) {
    throw new RuleError('endInOccupiedSpace', { combatantId: c.id, targetId: end.id });
  }
  const won = passThroughNow(state, c);
  let feet = 0;
  const used: string[] = [];
  for (const o of others([...new Set(cmd.through ?? [])])) {
    const foe = hostile(c, o);
    // 5E-MOVE-10: a hostile's space only two sizes apart, or once after an overrun or tumble.
    const pass = canMoveThrough(sys5(c).size, sys5(o).size, foe, won.includes(o.id));
    if (!pass.legal) throw new RuleError(pass.reason, { combatantId: c.id, targetId: o.id });
    // 5E-SIZE-02: an ally holding a narrow spot may refuse to let others through.
    if (!foe && tsys(o).blocksPassage) {
      throw new RuleError('passageRefused', { combatantId: c.id, targetId: o.id });
    }
    if (foe && won.includes(o.id)) used.push(o.id);
    // 5E-MOVE-07: its space (a square for a Tiny one, as on the grid) is difficult terrain.
    feet += SQUARE_FT * sizeRow(sys5(o).size).squares;
  }
  return { feet, used };
}

/** Own movement without a map: feet, part of them difficult (5E-MOVE-06/09, 5E-SIZE-04). */
function feetMove(
  steps: Steps,
  ctx: DecideContext,
  c: Combatant,
  cmd: MoveRequest,
  budgetTurn?: OwnTurn,
): void {
  const state = steps.state;
  const mode = cmd.mode ?? 'walk';
  const feet = cmd.feet ?? 0;
  const terrain = cmd.difficultFeet ?? 0;
  if (terrain > feet) {
    throw new RuleError('invalidValue', { field: 'difficultFeet', value: terrain, max: feet });
  }
  const t = budgetTurn ?? requireOwnTurn(c, state);
  const turn = t.turn;
  budget(turn, mode);
  const crossed = namedSpaces(state, c, cmd);
  // 5E-SIZE-03 without the grid: the DM names the creature it ends next to and those around it.
  const crowded = cmd.crowdedAround ? crowdingNamed(state, c.id, cmd.crowdedAround) : null;
  // Difficult terrain does not stack (5E-MOVE-06): at most every foot of the move is difficult.
  const difficult = Math.min(feet, terrain + crossed.feet);
  // 5E-SIZE-04: a passage as wide as its space fits, one a size smaller is squeezed through.
  const fit =
    cmd.passageWidthFt !== undefined ? passageFit(sys5(c).size, cmd.passageWidthFt) : null;
  if (fit === 'blocked') throw new RuleError('tooNarrow', { combatantId: c.id });
  const squeezing = cmd.squeezing === true || fit === 'squeeze';
  const extra = { crawling: has(c, 'prone'), squeezing };
  const cost =
    (feet - difficult) * costPerFoot(extra) +
    difficult * costPerFoot({ ...extra, difficult: true });
  const spent = spendMovement({ ...t, turn } as OwnTurn, cost, mode);
  const next: Tactics = { ...spent, turn: { ...(spent.turn as TurnState), speeds: t.turn.speeds } };
  const at = positionOf(c);
  steps.push(
    evc.moved({
      combatantId: c.id,
      mode,
      movement: 'own',
      from: at,
      to: at,
      path: [],
      costFt: cost,
      squeezing,
    }),
  );
  if (crowded) steps.push(crowded);
  if (!budgetTurn) {
    steps.push(
      saveTactics(c, next, 'move', { mode, feet, difficultFeet: difficult, costFt: cost }),
    );
  }
  if (crossed.used.length > 0) {
    // Passage through a hostile's space is good once (5E-OVERRUN-01, 5E-TUMBLE-01).
    const p = tsys(c).passThrough as NonNullable<TacticalSys['passThrough']>;
    const left = p.ids.filter((x) => !crossed.used.includes(x));
    steps.push(evc.passThroughSet(c.id, { turn: p.turn, ids: left }));
  }
  if (ctx.outsideFight) return;
  steps.push(
    ...(cmd.leftReachOf
      ? namedOpportunityPrompts(state, ctx, c, cmd.leftReachOf, 'own', t.turn.disengaged)
      : leftReachPrompt(state, ctx, c, 'own', t.turn.disengaged)),
  );
}

/** Teleport or forced movement: no movement spent, no opportunity attack (5E-OA-02). */
function relocate(
  steps: Steps,
  ctx: DecideContext,
  c: Combatant,
  cmd: CombatCommand<'move'>,
  movement: 'teleport' | 'forced',
  checkRoom = true,
): void {
  const state = steps.state;
  const start = positionOf(c);
  let to: Cell | null = start;
  let path: Cell[] = [];
  if (cmd.path || cmd.to) {
    if (!gridOn(state)) throw new RuleError('optionOff', { key: 'grid' });
    if (!start) throw new RuleError('notPlaced', { combatantId: c.id });
    path = cmd.path ?? [cmd.to as Cell];
    to = path[path.length - 1] ?? start;
    const problem = spaceProblem(state, c.id, spaceOf(to, sys5(c).size));
    if (problem) throw new RuleError(problem, { combatantId: c.id });
  }
  // 5E-SIZE-03: a teleport or forced move ending where there is no room is noted too.
  const crowded =
    checkRoom && to && path.length > 0
      ? crowdingOnGrid(state, c.id, spaceOf(to, sys5(c).size))
      : null;
  steps.push(
    evc.moved({
      combatantId: c.id,
      mode: cmd.mode ?? 'walk',
      movement,
      from: start,
      to,
      path,
      costFt: 0,
      squeezing: false,
    }),
  );
  if (crowded) steps.push(crowded);
  const delta = start && to ? { x: to.x - start.x, y: to.y - start.y } : { x: 0, y: 0 };
  const mounted = tsys(c).mountedOn;
  if (mounted) {
    // Moved off its mount: the rider no longer rides it.
    steps.push(evc.mountSet(c.id, null, mounted, null));
  }
  if (delta.x !== 0 || delta.y !== 0) steps.push(...carried(steps.state, c, delta, []));
  steps.push(...clingingAfter(steps.state, steps.state.combatants[c.id] as Combatant));
  steps.push(...grapplesBrokenByDistance(steps.state, c.id));
  // 5E-MOUNT-03: a mount moved against its will throws its rider unless a DC 10 Dex save succeeds.
  const rider = tsys(c).rider;
  if (movement === 'forced' && rider) {
    steps.push(...riderThrownEvents(steps.state, ctx, rider.id, 'mountMoved'));
  }
}

/** Moves a creature by its own movement with the given budget (grid path or feet). */
export function moveWithBudget(
  steps: Steps,
  ctx: DecideContext,
  c: Combatant,
  cmd: MoveRequest,
  budgetTurn?: OwnTurn,
): void {
  if (tsys(c).mountedOn) throw new RuleError('mounted', { combatantId: c.id });
  // 5E-MOVE-09: a prone creature moves only by crawling (or stands up first, 5E-MOVE-08).
  if (has(c, 'prone') && cmd.crawl !== true) {
    if (cmd.standUp !== true || (budgetTurn && !ctx.outsideFight)) {
      throw new RuleError('proneMustCrawl', { combatantId: c.id });
    }
    steps.push(...decideStandUp(steps.state, { type: 'standUp', combatantId: c.id }));
    moveWithBudget(steps, ctx, steps.state.combatants[c.id] as Combatant, {
      ...cmd,
      standUp: false,
    });
    return;
  }
  // 5E-GRAPPLE-06: a move naming whom it drags sets the dragging (its halved speed stays
  // shown in movement left until the mover lets go or drags no one).
  if (cmd.drag !== undefined) {
    const dragging = draggingOf(steps.state, c, cmd.drag);
    steps.push(evc.statsSet(c.id, { dragging: dragging.ids.length > 0 ? dragging : null }));
    moveWithBudget(
      steps,
      ctx,
      steps.state.combatants[c.id] as Combatant,
      {
        ...cmd,
        drag: undefined,
      },
      budgetTurn,
    );
    return;
  }
  if (cmd.path !== undefined || cmd.to !== undefined) {
    if (!gridOn(steps.state)) throw new RuleError('optionOff', { key: 'grid' });
    if (!positionOf(c)) throw new RuleError('notPlaced', { combatantId: c.id });
    gridMove(steps, ctx, c, cmd, budgetTurn);
    return;
  }
  if (cmd.feet === undefined) {
    throw new RuleError('invalidCommand', { path: 'feet', message: 'path, to or feet required' });
  }
  feetMove(steps, ctx, c, cmd, budgetTurn);
}

/** move: own movement (grid path or feet), teleport or forced movement. */
export function decideMove(
  state: EncounterState,
  cmd: CombatCommand<'move'>,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: c.id });
  const movement = cmd.movement ?? 'own';
  const steps = new Steps(state, system);
  if (movement !== 'own') {
    relocate(steps, ctx, c, cmd, movement);
    return steps.events;
  }
  moveWithBudget(steps, ctx, c, cmd, ctx.outsideFight ? freeTurn(state, c) : undefined);
  return steps.events;
}

/**
 * Outside the fight a creature moves without a turn's budget: as far as it likes in any mode
 * it has (speed 0 still holds it), nothing spent and no opportunity attack (no reactions).
 */
function freeTurn(state: EncounterState, c: Combatant): OwnTurn {
  const speeds: Partial<Record<MoveMode, number>> = {};
  for (const [m, v] of Object.entries(currentSpeeds(c, state.options))) {
    speeds[m as MoveMode] = (v as number) > 0 ? 100000 : 0;
  }
  return startTurn(tactics5(c), { speeds }) as OwnTurn;
}

/** Forced movement to a square (a shove's push, 5E-SHOVE-02): no cost, no opportunity attack. */
export function forcedMoveTo(steps: Steps, ctx: DecideContext, c: Combatant, to: Cell): void {
  relocate(steps, ctx, c, { type: 'move', combatantId: c.id, to }, 'forced', false);
}
