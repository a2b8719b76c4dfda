import { centreOf } from './geometry';
import type { Point } from './geometry';
import { footprintCentre, hexCentre, hexKey } from './hex';
import type { Hex } from './hex';
import type { Cell, Space } from './types';

/** The four arcs around a creature (5E-FACING-01). */
export type Arc = 'front' | 'left' | 'right' | 'rear';

/** The side of a square space a creature faces. */
export type SquareFacing = 'north' | 'east' | 'south' | 'west';

const FORWARD: Record<SquareFacing, Point> = {
  north: { x: 0, y: -1 },
  east: { x: 1, y: 0 },
  south: { x: 0, y: 1 },
  west: { x: -1, y: 0 },
};

/**
 * Classifies a point given its forward and rightward components. Points on a boundary line are
 * cells split exactly in half (5E-FACING-07): front/side → front, side/rear → side.
 */
function arcFromComponents(forward: number, right: number): Arc {
  const eps = 1e-9;
  const lateral = Math.abs(right);
  if (forward > 0 && forward >= lateral - eps) return 'front';
  if (forward < 0 && -forward > lateral + eps) return 'rear';
  return right < 0 ? 'left' : 'right';
}

/**
 * 5E-FACING-05/07: the arc of a square seen from a creature on squares. Diagonals drawn outward
 * from the corners of the facing side bound the front arc, those of the opposite side the rear
 * arc, the rest are the left and right side arcs. Returns null for squares of its own space.
 */
export function squareArc(creature: Space, facing: SquareFacing, cell: Cell): Arc | null {
  if (
    cell.x >= creature.x &&
    cell.x < creature.x + creature.side &&
    cell.y >= creature.y &&
    cell.y < creature.y + creature.side
  ) {
    return null;
  }
  const c = centreOf(creature);
  const f = FORWARD[facing];
  const dx = cell.x + 0.5 - c.x;
  const dy = cell.y + 0.5 - c.y;
  const forward = dx * f.x + dy * f.y;
  // Rightward is forward turned a quarter clockwise on screen (y grows downward).
  const right = dx * -f.y + dy * f.x;
  return arcFromComponents(forward, right);
}

/**
 * 5E-FACING-06/07: the arc of a hex seen from a creature on hexes. The creature faces one of
 * its six sides (direction index 0–5, clockwise from east); the front arc is the wedge widening
 * outward from that side between the rays through its two corners (60°), the rear arc is the
 * mirror wedge, the rest are side arcs. Hexes split exactly in half follow 5E-FACING-07.
 */
export function hexArc(creature: readonly Hex[], facing: number, hex: Hex): Arc | null {
  if (creature.some((h) => hexKey(h) === hexKey(hex))) return null;
  const c = footprintCentre(creature);
  const p = hexCentre(hex);
  const theta = (Math.PI / 3) * (((facing % 6) + 6) % 6);
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  const forward = dx * Math.cos(theta) + dy * Math.sin(theta);
  const right = -dx * Math.sin(theta) + dy * Math.cos(theta);
  // The wedge is 60° wide: its edges sit at ±30°, where tan(30°)·forward = |right|.
  const scaledForward = forward * Math.tan(Math.PI / 6);
  const scaledRear = -forward * Math.tan(Math.PI / 6);
  const eps = 1e-9;
  const lateral = Math.abs(right);
  if (forward > 0 && scaledForward >= lateral - eps) return 'front';
  if (forward < 0 && scaledRear > lateral + eps) return 'rear';
  return right < 0 ? 'left' : 'right';
}

/** 5E-FACING-04: a creature's own set of arcs, as a remapping of the standard four. */
export type ArcProfile = Readonly<Partial<Record<Arc, Arc>>>;

/** 5E-FACING-04: the seed's examples of unusual arc sets. */
export const ARC_PROFILES: Readonly<
  Record<'standard' | 'allFront' | 'threeFrontOneRear', ArcProfile>
> = {
  standard: {},
  /** An ochre jelly: every arc is a front arc. */
  allFront: { left: 'front', right: 'front', rear: 'front' },
  /** A hydra: three front arcs and one rear arc. */
  threeFrontOneRear: { left: 'front', right: 'front' },
};

/** Applies a creature's arc profile to a standard arc. */
export const applyProfile = (arc: Arc, profile: ArcProfile = {}): Arc => profile[arc] ?? arc;

/** 5E-FACING-02: a creature can target only creatures in its front or side arcs. */
export const canTargetInArc = (arc: Arc): boolean => arc !== 'rear';

/** 5E-FACING-02: an attacker in the target's rear arc has advantage. */
export const rearAttackAdvantage = (attackerInTargetArc: Arc): boolean =>
  attackerInTargetArc === 'rear';

/**
 * 5E-FACING-03: a shield adds its AC only against attacks from the front arc or from the side
 * arc on the shield's side.
 */
export const shieldCounts = (attackerArc: Arc, shieldSide: 'left' | 'right'): boolean =>
  attackerArc === 'front' || attackerArc === shieldSide;

/**
 * 5E-FACING-01: facing may change freely whenever the creature ends its movement, or with its
 * reaction when any other creature moves.
 */
export const facingChangeCost = (
  when: 'endOfOwnMove' | 'otherCreatureMoved',
): 'free' | 'reaction' => (when === 'endOfOwnMove' ? 'free' : 'reaction');
