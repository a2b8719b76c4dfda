// Creatures on the grid: their spaces, who is hostile to whom, distances, the map as the path
// planner reads it, and free squares next to a space (where a thrown rider lands).
import type { Combatant, EncounterState } from '../../../encounter/types';
import { isIncapacitated, mergedEffects } from '../status';
import { sys5 } from '../sys';
import type { GridMetric } from '../tactics/grid';
import { gridDistanceFt, spacesOverlap } from '../tactics/grid';
import type { CoverDegree } from '../tactics/cover';
import type { GridMap, MapCreature } from '../tactics/movePlan';
import { cellsOf, spaceOf } from '../tactics/size';
import type { Cell, Space } from '../tactics/types';
import { cellKey } from '../tactics/types';
import { battleMap, positionOf, tsys } from './state';

/** The grid metric in force (5E-DIAG-01 `grid.diagonal5_10`). */
export function metricOf(state: EncounterState): GridMetric {
  return { diagonal5_10: state.options['grid.diagonal5_10'] === true };
}

/**
 * The space a creature's token covers, or null when it is not on the map. A rider fights from
 * its mount's space when the state is given (it can be reached from any square next to it).
 */
export function spaceOfCombatant(c: Combatant, state?: EncounterState): Space | null {
  const mountId = state ? tsys(c).mountedOn : null;
  const mount = mountId ? state?.combatants[mountId] : undefined;
  if (mount && positionOf(mount)) return spaceOfCombatant(mount);
  const p = positionOf(c);
  return p ? spaceOf(p, sys5(c).size) : null;
}

/** Hostile: on another side (5E-MOVE-10, 5E-OA-01). */
export function hostile(a: Combatant, b: Combatant): boolean {
  return a.side !== b.side;
}

/** On the battlefield as a creature: present, alive (a corpse is an object, not a creature). */
export function onField(c: Combatant): boolean {
  return c.present && !sys5(c).dead;
}

/** Creatures sharing a space by the rules: rider and mount, clinger and host. */
export function sharesSpace(a: Combatant, b: Combatant): boolean {
  const ta = tsys(a);
  const tb = tsys(b);
  return (
    ta.mountedOn === b.id ||
    tb.mountedOn === a.id ||
    ta.clingingTo === b.id ||
    tb.clingingTo === a.id
  );
}

/** Whether `viewer` can see `other` (blinded viewer, invisible other: 5E-UNSEEN-*). */
export function canSee(viewer: Combatant, other: Combatant): boolean {
  if (mergedEffects(viewer).blind) return false;
  return !other.conditions.some((x) => x.key === 'invisible');
}

/** Distance in feet between two creatures on the grid (5E-GRID-06), or null if either is off it. */
export function distanceBetween(state: EncounterState, a: Combatant, b: Combatant): number | null {
  const sa = spaceOfCombatant(a, state);
  const sb = spaceOfCombatant(b, state);
  return sa && sb ? gridDistanceFt(sa, sb, metricOf(state)) : null;
}

/** Creatures on the map other than `moverId` and those sharing its space. */
export function othersOnMap(state: EncounterState, moverId: string): Combatant[] {
  const mover = state.combatants[moverId] as Combatant;
  const out: Combatant[] = [];
  for (const id of state.combatantIds) {
    if (id === moverId) continue;
    const c = state.combatants[id] as Combatant;
    if (!onField(c) || !positionOf(c) || sharesSpace(mover, c)) continue;
    out.push(c);
  }
  return out;
}

/** The map as the path planner reads it, seen from the mover (5E-MOVE-07/10, 5E-GRID-05). */
export function gridMapFor(
  state: EncounterState,
  moverId: string,
  extraDifficult: readonly string[] = [],
): GridMap {
  const map = battleMap(state);
  const mover = state.combatants[moverId] as Combatant;
  const creatures: MapCreature[] = othersOnMap(state, moverId).map((c) => ({
    id: c.id,
    space: spaceOfCombatant(c) as Space,
    size: sys5(c).size,
    hostile: hostile(mover, c),
    ...(tsys(c).blocksPassage ? { blocksPassage: true } : {}),
  }));
  return {
    difficult: new Set([...map.difficult, ...extraDifficult]),
    walls: new Set(map.walls),
    creatures,
  };
}

/** Why a space cannot be taken: a wall, or another creature's space (5E-MOVE-11). */
export function spaceProblem(
  state: EncounterState,
  moverId: string,
  space: Space,
): 'wall' | 'spaceOccupied' | null {
  const walls = new Set(battleMap(state).walls);
  if (cellsOf(space).some((c) => walls.has(cellKey(c)))) return 'wall';
  for (const other of othersOnMap(state, moverId)) {
    if (spacesOverlap(space, spaceOfCombatant(other) as Space)) return 'spaceOccupied';
  }
  return null;
}

/** The first free anchor square whose space touches `around` (ring by ring, reading order). */
export function freeSpotNear(
  state: EncounterState,
  moverId: string,
  around: Space,
  side: number,
): Cell | null {
  for (let ring = 1; ring <= 3; ring += 1) {
    for (let y = around.y - side - ring + 1; y <= around.y + around.side + ring - 1; y += 1) {
      for (let x = around.x - side - ring + 1; x <= around.x + around.side + ring - 1; x += 1) {
        const space: Space = { x, y, side };
        if (spacesOverlap(space, around)) continue;
        if (spaceProblem(state, moverId, space) === null) return { x, y };
      }
    }
  }
  return null;
}

/** A cover obstacle on the map for the line test (walls give total cover unless marked less). */
export function mapBlockers(state: EncounterState): { space: Space; degree: CoverDegree }[] {
  const map = battleMap(state);
  const out: { space: Space; degree: CoverDegree }[] = [];
  const parse = (k: string): Space => {
    const [x, y] = k.split(',').map(Number) as [number, number];
    return { x, y, side: 1 };
  };
  for (const k of map.walls) out.push({ space: parse(k), degree: map.cover[k] ?? 'total' });
  for (const [k, degree] of Object.entries(map.cover)) {
    if (!map.walls.includes(k)) out.push({ space: parse(k), degree });
  }
  return out;
}

/** A creature still able to act as a reach holder or flanker (5E-FLANK-01, 5E-COND-01). */
export function active(c: Combatant): boolean {
  return onField(c) && !isIncapacitated(c);
}
