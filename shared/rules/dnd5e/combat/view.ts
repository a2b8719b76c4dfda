// What the DM's grid panel shows, read from the state the DM view carries (the combatant `sys`
// and the encounter `sys.map`): positions, movement left, the turn economy, reach, and for an
// attacker the hints the attack command would derive (distance, reach, cover, flanking,
// facing). Pure functions over the state, so the panel and the engine never disagree.
import type { Combatant, EncounterState } from '../../../encounter/types';
import { hasCondition, isIncapacitated } from '../status';
import { sys5 } from '../sys';
import type { ActionKind } from '../tactics/actions';
import type { CoverDegree } from '../tactics/cover';
import { canTargetInArc } from '../tactics/facing';
import type { SquareFacing } from '../tactics/facing';
import { gridDistanceFt } from '../tactics/grid';
import type { MoveMode } from '../tactics/movement';
import { rangedInCloseCombat } from '../tactics/ranged';
import type { SpeedSet } from '../tactics/turn';
import { diagonalsForNextMove, remainingMovementFt } from '../tactics/turn';
import { spaceOf } from '../tactics/size';
import type { Cell } from '../tactics/types';
import { arcOf, coverBetween, flankingAlly } from './attack-facts';
import { isDodging } from './dodge';
import { canReactNow, conditionBlocks, liveTactics } from './economy';
import { searchPaths } from './pathfind';
import {
  active,
  canSee,
  gridMapFor,
  hostile,
  metricOf,
  onField,
  othersOnMap,
  spaceOfCombatant,
} from './positions';
import { grapplesOn, heldBy } from './relations';
import { currentSpeeds } from './speeds';
import type { BattleMap } from './state';
import { battleMap, gridOn, modesOf, positionOf, reachOf, tsys } from './state';

/**
 * One creature as the tactical panel shows it.
 *
 * - `position`/`squares`: the token's north-west square and its side in squares (size table).
 * - `speeds`: current speeds after conditions and injuries; `movementLeft`: feet left this turn
 *   by mode (null outside its own turn: movement belongs to the turn).
 * - `actionsLeft`, `bonusActionAvailable`, `freeInteractionAvailable`, `attacksLeft`: the open
 *   turn's economy (null outside it); `reactionAvailable` at any time.
 * - `actionsTaken`: the actions taken this turn; `disengaged`, `dodging`, `readied`.
 * - `grappledBy`/`grappling`, `mountedOn`/`riderId`, `clingingTo`: ties between creatures.
 */
export interface TacticalCombatantView {
  id: string;
  position: Cell | null;
  squares: number;
  facing: SquareFacing | null;
  reachFt: number;
  speeds: SpeedSet;
  movementLeft: Partial<Record<MoveMode, number>> | null;
  actionsLeft: number | null;
  actionsTaken: ActionKind[];
  bonusActionAvailable: boolean | null;
  freeInteractionAvailable: boolean | null;
  attacksLeft: number | null;
  reactionAvailable: boolean;
  disengaged: boolean;
  dodging: boolean;
  readied: boolean;
  prone: boolean;
  squeezing: boolean;
  hidden: boolean;
  underwater: boolean;
  altitudeFt: number;
  falling: boolean;
  grappledBy: string[];
  grappling: string[];
  mountedOn: string | null;
  riderId: string | null;
  clingingTo: string | null;
}

/** The whole panel: the grid option, the map and every creature. */
export interface TacticalView {
  grid: boolean;
  diagonal5_10: boolean;
  map: BattleMap;
  combatants: TacticalCombatantView[];
}

/** The tactical facts of one creature. */
export function combatantTactics(state: EncounterState, c: Combatant): TacticalCombatantView {
  const t = liveTactics(c, state);
  const turn = t.turn;
  const speeds = currentSpeeds(c, state.options);
  const blocks = conditionBlocks(c);
  const left: Partial<Record<MoveMode, number>> = {};
  if (turn)
    for (const m of modesOf(speeds)) left[m] = blocks.movement ? 0 : remainingMovementFt(turn, m);
  const s = tsys(c);
  return {
    id: c.id,
    position: positionOf(c),
    squares: spaceOf({ x: 0, y: 0 }, sys5(c).size).side,
    facing: s.facing ?? null,
    reachFt: reachOf(c),
    speeds,
    movementLeft: turn ? left : null,
    actionsLeft: turn
      ? blocks.action
        ? 0
        : Math.max(0, turn.actionsAllowed - turn.actionsTaken.length)
      : null,
    actionsTaken: turn ? [...turn.actionsTaken] : [],
    bonusActionAvailable: turn ? !turn.bonusActionUsed && !blocks.bonusAction : null,
    freeInteractionAvailable: turn ? !turn.freeInteractionUsed : null,
    attacksLeft: turn ? turn.attacksLeft : null,
    reactionAvailable: canReactNow(c),
    disengaged: turn?.disengaged ?? false,
    dodging: isDodging(c),
    readied: t.readied !== null,
    prone: hasCondition(c, 'prone'),
    squeezing: s.squeezing === true,
    hidden: (s.hiding ?? null) !== null,
    underwater: s.underwater === true,
    altitudeFt: s.altitudeFt ?? 0,
    falling: (s.falling ?? null) !== null,
    grappledBy: grapplesOn(c).map((g) => g.sourceId ?? ''),
    grappling: heldBy(state, c.id).map((h) => h.target.id),
    mountedOn: s.mountedOn ?? null,
    riderId: s.rider?.id ?? null,
    clingingTo: s.clingingTo ?? null,
  };
}

/** The tactical panel of an encounter. */
export function tacticalView(state: EncounterState): TacticalView {
  return {
    grid: gridOn(state),
    diagonal5_10: state.options['grid.diagonal5_10'] === true,
    map: battleMap(state),
    combatants: state.combatantIds.map((id) =>
      combatantTactics(state, state.combatants[id] as Combatant),
    ),
  };
}

/** What one attacker would get against one target on the grid. */
export interface TargetHint {
  targetId: string;
  hostile: boolean;
  distanceFt: number;
  /** Within the attacker's reach (5E-MELEE-01). */
  inReach: boolean;
  /** Cover from the line between centres (5E-COVER-01..05). */
  cover: CoverDegree;
  /** An ally flanking with the attacker (5E-FLANK-02), with `flanking` on. */
  flankingWith: string | null;
  /** The attacker stands in the target's rear arc (5E-FACING-02), with `facing` on. */
  rearArc: boolean;
  /** The target lies in the attacker's rear arc: it cannot be targeted (5E-FACING-02). */
  cannotTarget: boolean;
  /** A hostile within 5 ft hampers the attacker's ranged attacks (5E-RANGED-02). */
  rangedInCloseCombat: boolean;
}

/** Hints for every creature `attackerId` could attack (grid on, both on the map). */
export function targetHints(state: EncounterState, attackerId: string): TargetHint[] {
  const a = state.combatants[attackerId];
  const as = a ? spaceOfCombatant(a, state) : null;
  if (!a || !as || !gridOn(state)) return [];
  const metric = metricOf(state);
  const others = othersOnMap(state, a.id);
  const closeCombat = rangedInCloseCombat(
    others
      .filter((h) => hostile(h, a) && onField(h))
      .map((h) => ({
        distanceFt: gridDistanceFt(
          as,
          spaceOfCombatant(h, state) as NonNullable<ReturnType<typeof spaceOfCombatant>>,
          metric,
        ),
        seesAttacker: canSee(h, a),
        incapacitated: !active(h),
      })),
    state.options.rangedInMeleeNeedsSight !== false,
  );
  return others.map((t) => {
    const ts = spaceOfCombatant(t, state) as NonNullable<ReturnType<typeof spaceOfCombatant>>;
    const distanceFt = gridDistanceFt(as, ts, metric);
    const facingOn = state.options.facing === true;
    const own = tsys(a).facing;
    const theirs = tsys(t).facing;
    const ownArc = facingOn && own ? arcOf(a, as, own, ts) : null;
    const theirArc = facingOn && theirs ? arcOf(t, ts, theirs, as) : null;
    return {
      targetId: t.id,
      hostile: hostile(a, t),
      distanceFt,
      inReach: distanceFt <= reachOf(a),
      cover: coverBetween(state, a, t, as, ts).degree,
      flankingWith:
        state.options.flanking === true && !isIncapacitated(a) ? flankingAlly(state, a, t) : null,
      rearArc: theirArc === 'rear',
      cannotTarget: ownArc !== null && !canTargetInArc(ownArc),
      rangedInCloseCombat: closeCombat,
    };
  });
}

/** Squares the creature can reach with its movement left this turn, with the cost of each. */
export function reachableSquares(
  state: EncounterState,
  moverId: string,
  mode: MoveMode = 'walk',
): { cell: Cell; costFt: number }[] {
  const c = state.combatants[moverId];
  const start = c ? positionOf(c) : null;
  const t = c ? liveTactics(c, state) : null;
  if (!c || !start || !t?.turn || !gridOn(state) || t.turn.blocked.movement) return [];
  const remainingFt = remainingMovementFt(t.turn, mode);
  if (remainingFt <= 0) return [];
  const side = spaceOf(start, sys5(c).size).side;
  const found = searchPaths(
    {
      start,
      mover: { size: sys5(c).size, crawling: hasCondition(c, 'prone') },
      map: gridMapFor(state, c.id),
      remainingFt,
      diagonalsBefore: diagonalsForNextMove(t.turn),
      options: {
        diagonal5_10: state.options['grid.diagonal5_10'] === true,
        diagonalDifficult:
          state.options['grid.diagonalDifficult'] === 'plusFive' ? 'plusFive' : 'double',
      },
    },
    side,
  );
  const best = new Map<string, { cell: Cell; costFt: number }>();
  for (const v of found.values()) {
    const k = `${v.cell.x},${v.cell.y}`;
    if ((best.get(k)?.costFt ?? Infinity) > v.cost) best.set(k, { cell: v.cell, costFt: v.cost });
  }
  // A creature cannot end its move in another's space (5E-MOVE-11).
  const others = othersOnMap(state, c.id).map((o) => spaceOfCombatant(o));
  return [...best.values()].filter(({ cell }) => {
    const s = spaceOf(cell, sys5(c).size);
    return !others.some(
      (o) =>
        o && s.x < o.x + o.side && o.x < s.x + s.side && s.y < o.y + o.side && o.y < s.y + s.side,
    );
  });
}
