import { describe, expect, it } from 'vitest';
import {
  applyProfile,
  ARC_PROFILES,
  canTargetInArc,
  collectAttackModifiers,
  facingChangeCost,
  hexArc,
  hexFootprint,
  initialTactics,
  rearAttackAdvantage,
  shieldCounts,
  squareArc,
  useReaction,
} from '../../../../../shared/rules/dnd5e/tactics';

const medium = { x: 0, y: 0, side: 1 };
const large = { x: 0, y: 0, side: 2 };

describe('facing (optional)', () => {
  it('5E-FACING-01 front, left, right and rear arcs; facing changes freely at the end of the move, or with a reaction when another creature moves', () => {
    const arcs = new Set(
      [-1, 0, 1].flatMap((x) => [-1, 0, 1].map((y) => squareArc(medium, 'north', { x, y }))),
    );
    expect(arcs).toEqual(new Set(['front', 'left', 'right', 'rear', null]));
    expect(facingChangeCost('endOfOwnMove')).toBe('free');
    expect(facingChangeCost('otherCreatureMoved')).toBe('reaction');
    expect(useReaction(initialTactics(), 'changeFacing').reactionAvailable).toBe(false);
  });

  it('5E-FACING-02 targets only in the front or side arcs; an attacker in the rear arc has advantage', () => {
    expect(canTargetInArc('front')).toBe(true);
    expect(canTargetInArc('left')).toBe(true);
    expect(canTargetInArc('rear')).toBe(false);
    expect(rearAttackAdvantage('rear')).toBe(true);
    expect(rearAttackAdvantage('right')).toBe(false);
    expect(collectAttackModifiers({ kind: 'melee', inTargetRearArc: true })).toEqual([
      { key: 'rearArc', edge: 'advantage', ruleId: '5E-FACING-02' },
    ]);
  });

  it('5E-FACING-03 a shield counts only against the front arc and the side arc of its arm', () => {
    expect(shieldCounts('front', 'left')).toBe(true);
    expect(shieldCounts('left', 'left')).toBe(true);
    expect(shieldCounts('right', 'left')).toBe(false);
    expect(shieldCounts('rear', 'left')).toBe(false);
    expect(shieldCounts('right', 'right')).toBe(true);
  });

  it('5E-FACING-04 the DM may give unusual arc sets: ochre jelly all front, hydra three front and one rear', () => {
    const jelly = (['front', 'left', 'right', 'rear'] as const).map((a) =>
      applyProfile(a, ARC_PROFILES.allFront),
    );
    expect(jelly).toEqual(['front', 'front', 'front', 'front']);
    const hydra = (['front', 'left', 'right', 'rear'] as const).map((a) =>
      applyProfile(a, ARC_PROFILES.threeFrontOneRear),
    );
    expect(hydra).toEqual(['front', 'front', 'front', 'rear']);
    expect(applyProfile('rear')).toBe('rear');
  });

  it('5E-FACING-05 on squares: diagonals from the facing side’s corners bound the front arc, the opposite side the rear arc', () => {
    expect(squareArc(medium, 'north', { x: 0, y: -1 })).toBe('front');
    expect(squareArc(medium, 'north', { x: -1, y: -2 })).toBe('front');
    expect(squareArc(medium, 'north', { x: -2, y: -1 })).toBe('left');
    expect(squareArc(medium, 'north', { x: -1, y: 0 })).toBe('left');
    expect(squareArc(medium, 'north', { x: 1, y: 0 })).toBe('right');
    expect(squareArc(medium, 'north', { x: 0, y: 1 })).toBe('rear');
    expect(squareArc(medium, 'north', { x: 0, y: 0 })).toBeNull();
    expect(squareArc(medium, 'east', { x: 1, y: 0 })).toBe('front');
    expect(squareArc(medium, 'east', { x: 0, y: -1 })).toBe('left');
    expect(squareArc(medium, 'south', { x: 1, y: 0 })).toBe('left');
    expect(squareArc(medium, 'west', { x: 0, y: -1 })).toBe('right');
    // A Large creature: the front arc starts as wide as its facing side.
    expect(squareArc(large, 'north', { x: 1, y: -1 })).toBe('front');
    expect(squareArc(large, 'north', { x: -1, y: 0 })).toBe('left');
    expect(squareArc(large, 'north', { x: 0, y: 2 })).toBe('rear');
    expect(squareArc(large, 'north', { x: 1, y: 1 })).toBeNull();
  });

  it('5E-FACING-06 on hexes: a wedge widening from the facing side is the front arc, its mirror the rear arc, the rest side arcs', () => {
    const me = hexFootprint({ q: 0, r: 0 }, 'medium');
    expect(hexArc(me, 0, { q: 1, r: 0 })).toBe('front');
    expect(hexArc(me, 0, { q: 2, r: 0 })).toBe('front');
    expect(hexArc(me, 0, { q: 0, r: 1 })).toBe('right');
    expect(hexArc(me, 0, { q: -1, r: 1 })).toBe('right');
    expect(hexArc(me, 0, { q: 1, r: -1 })).toBe('left');
    expect(hexArc(me, 0, { q: 0, r: -1 })).toBe('left');
    expect(hexArc(me, 0, { q: -1, r: 0 })).toBe('rear');
    expect(hexArc(me, 0, { q: -2, r: 0 })).toBe('rear');
    expect(hexArc(me, 0, { q: 0, r: 0 })).toBeNull();
    // Facing west (direction 3) mirrors it.
    expect(hexArc(me, 3, { q: -1, r: 0 })).toBe('front');
    expect(hexArc(me, 3, { q: 1, r: 0 })).toBe('rear');
    expect(hexArc(me, 3, { q: 0, r: -1 })).toBe('right');
  });

  it('5E-FACING-07 split cells: more than half in one arc belongs to it; half front → front, half side/half rear → side', () => {
    // Squares: a diagonal neighbour is cut exactly in half by the boundary line.
    expect(squareArc(medium, 'north', { x: -1, y: -1 })).toBe('front');
    expect(squareArc(medium, 'north', { x: 1, y: -1 })).toBe('front');
    expect(squareArc(medium, 'north', { x: -1, y: 1 })).toBe('left');
    expect(squareArc(medium, 'north', { x: 1, y: 1 })).toBe('right');
    expect(squareArc(large, 'north', { x: 2, y: 2 })).toBe('right');
    // Hexes: the rays through the facing side's corners bisect hexes two steps out.
    const me = hexFootprint({ q: 0, r: 0 }, 'medium');
    expect(hexArc(me, 0, { q: 1, r: 1 })).toBe('front');
    expect(hexArc(me, 0, { q: 2, r: -1 })).toBe('front');
    expect(hexArc(me, 0, { q: -2, r: 1 })).toBe('right');
    expect(hexArc(me, 0, { q: -1, r: -1 })).toBe('left');
  });
});
