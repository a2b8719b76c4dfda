import { describe, expect, it } from 'vitest';
import {
  canEndMoveIn,
  canMoveThrough,
  canStandUp,
  cellKey,
  costPerFoot,
  CREATURE_SPACE_IS_DIFFICULT,
  DIFFICULT_TERRAIN_EXAMPLES,
  DROP_PRONE_COST_FT,
  flierFalls,
  initialTactics,
  movementCostFt,
  planPath,
  remainingMovementFt,
  remainingWithSpeed,
  spendMovement,
  standUp,
  standUpCostFt,
  startTurn,
  takeAction,
  makeAttack,
} from '../../../../../shared/rules/dnd5e/tactics';
import { RuleError } from '../../../../../shared/errors';
import type { Cell, GridMap, Tactics } from '../../../../../shared/rules/dnd5e/tactics';

const D = { diagonal5_10: false };
const keys = (cells: Cell[]): Set<string> => new Set(cells.map(cellKey));
const begin = (speeds: Record<string, number>): Tactics => startTurn(initialTactics(), { speeds });
const left = (t: Tactics, mode: 'walk' | 'fly' = 'walk'): number =>
  t.turn ? remainingMovementFt(t.turn, mode) : Number.NaN;

describe('core movement', () => {
  it('5E-MOVE-01 move any distance up to the speed: all, part or none', () => {
    const t = begin({ walk: 30 });
    expect(left(t)).toBe(30);
    expect(left(spendMovement(t, 0))).toBe(30);
    expect(left(spendMovement(t, 30))).toBe(0);
    expect(() => spendMovement(t, 35)).toThrow(RuleError);
  });

  it('5E-MOVE-02 segments of different kinds subtract from the speed until it is used up', () => {
    let t = begin({ walk: 30, climb: 30, swim: 30 });
    t = spendMovement(t, 10, 'walk');
    t = spendMovement(t, 10, 'climb');
    t = spendMovement(t, 5, 'swim');
    expect(t.turn?.movementUsed).toBe(25);
    expect(left(t)).toBe(5);
    expect(() => spendMovement(t, 10, 'walk')).toThrow(/notEnoughMovement/);
  });

  it('5E-MOVE-03 movement splits around the action: speed 30 → move 10, act, move 20', () => {
    let t = begin({ walk: 30 });
    t = spendMovement(t, 10);
    t = takeAction(t, { kind: 'search' }).tactics;
    t = spendMovement(t, 20);
    expect(left(t)).toBe(0);
    expect(t.turn?.actionsTaken).toEqual(['search']);
  });

  it('5E-MOVE-04 moving between attacks: Extra Attack, speed 25 → move 10, attack, move 15, attack', () => {
    let t = begin({ walk: 25 });
    t = takeAction(t, { kind: 'attack', attacks: 2 }).tactics;
    t = spendMovement(t, 10);
    t = makeAttack(t);
    t = spendMovement(t, 15);
    t = makeAttack(t);
    expect(left(t)).toBe(0);
    expect(t.turn?.attacksLeft).toBe(0);
    expect(() => makeAttack(t)).toThrow(/noAttackLeft/);
  });

  it('5E-MOVE-05 switching speeds: new speed minus distance moved; ≤ 0 → unavailable', () => {
    expect(remainingWithSpeed(60, 20)).toBe(40);
    expect(remainingWithSpeed(30, 30)).toBe(0);
    let t = begin({ walk: 30, fly: 60 });
    t = spendMovement(t, 30, 'walk');
    expect(left(t, 'fly')).toBe(30);
    expect(() => spendMovement(t, 5, 'walk')).toThrow(/speedUnavailable/);
    expect(() => spendMovement(t, 5, 'swim')).toThrow(/noSuchSpeed/);
  });

  it('EX-30 walk 30 / fly 60: fly 20, walk 10, fly 30 = 60 ft; flying 60 first leaves no walking', () => {
    let t = begin({ walk: 30, fly: 60 });
    t = spendMovement(t, 20, 'fly');
    expect(left(t, 'walk')).toBe(10);
    t = spendMovement(t, 10, 'walk');
    t = spendMovement(t, 30, 'fly');
    expect(t.turn?.movementUsed).toBe(60);
    expect(left(t, 'fly')).toBe(0);
    const flown = spendMovement(begin({ walk: 30, fly: 60 }), 60, 'fly');
    expect(remainingWithSpeed(30, 60)).toBeLessThanOrEqual(0);
    expect(() => spendMovement(flown, 1, 'walk')).toThrow(/speedUnavailable/);
  });

  it('5E-MOVE-06 difficult terrain costs 1 extra foot per foot, once however many features; costs of different rules add', () => {
    expect(costPerFoot({ difficult: true })).toBe(2);
    expect(movementCostFt(10, { difficult: true })).toBe(20);
    expect(costPerFoot({ difficult: true, crawling: true })).toBe(3);
    expect(costPerFoot({ difficult: true, crawling: true, squeezing: true })).toBe(4);
    // Two difficult features in one square: still 10 ft to enter it.
    const map: GridMap = { difficult: keys([{ x: 1, y: 0 }]), creatures: [] };
    const r = planPath({
      start: { x: 0, y: 0 },
      steps: [{ x: 1, y: 0 }],
      mover: { size: 'medium' },
      map,
      remainingFt: 30,
      options: D,
    });
    expect(r.costFt).toBe(10);
  });

  it('5E-MOVE-07 another creature’s space, hostile or not, is difficult terrain', () => {
    expect(CREATURE_SPACE_IS_DIFFICULT).toBe(true);
    expect(DIFFICULT_TERRAIN_EXAMPLES).toContain('rubble');
    expect(DIFFICULT_TERRAIN_EXAMPLES).toContain('creatureSpace');
    const ally = {
      id: 'ally',
      space: { x: 1, y: 0, side: 1 },
      size: 'medium' as const,
      hostile: false,
    };
    const r = planPath({
      start: { x: 0, y: 0 },
      steps: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      mover: { size: 'medium' },
      map: { creatures: [ally] },
      remainingFt: 30,
      options: D,
    });
    expect(r.ok).toBe(true);
    expect(r.steps.map((s) => [s.difficult, s.costFt])).toEqual([
      [true, 10],
      [false, 5],
    ]);
  });

  it('5E-MOVE-08 dropping prone is free; standing costs half the speed and needs speed > 0', () => {
    expect(DROP_PRONE_COST_FT).toBe(0);
    expect(standUpCostFt(30)).toBe(15);
    expect(standUpCostFt(25)).toBe(12);
    expect(canStandUp(30, 15).legal).toBe(true);
    expect(canStandUp(30, 14)).toEqual({ legal: false, reason: 'notEnoughMovement' });
    expect(canStandUp(0, 30)).toEqual({ legal: false, reason: 'speedZero' });
    const t = standUp(begin({ walk: 30 }));
    expect(left(t)).toBe(15);
    expect(() => standUp(begin({ walk: 0 }))).toThrow(/speedZero/);
  });

  it('5E-MOVE-09 a prone creature crawls at 1 extra foot per foot; 1 ft through difficult terrain costs 3 ft', () => {
    expect(movementCostFt(1, { crawling: true, difficult: true })).toBe(3);
    const r = planPath({
      start: { x: 0, y: 0 },
      steps: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      mover: { size: 'medium', crawling: true },
      map: { difficult: keys([{ x: 2, y: 0 }]) },
      remainingFt: 30,
      options: D,
    });
    expect(r.steps.map((s) => s.costFt)).toEqual([10, 15]);
  });

  it('EX-29 prone, speed 30, 10 ft left: cannot stand (needs 15); crawling 1 ft through difficult terrain costs 3 ft', () => {
    let t = begin({ walk: 30 });
    t = spendMovement(t, 20);
    expect(canStandUp(30, left(t))).toEqual({ legal: false, reason: 'notEnoughMovement' });
    expect(() => standUp(t)).toThrow(/notEnoughMovement/);
    expect(movementCostFt(1, { crawling: true, difficult: true })).toBe(3);
  });

  it('5E-MOVE-10 nonhostile spaces are open; hostile ones only two or more sizes apart', () => {
    expect(canMoveThrough('medium', 'medium', false).legal).toBe(true);
    expect(canMoveThrough('medium', 'large', true)).toEqual({
      legal: false,
      reason: 'hostileSpace',
    });
    expect(canMoveThrough('medium', 'huge', true).legal).toBe(true);
    expect(canMoveThrough('medium', 'tiny', true).legal).toBe(true);
    expect(canMoveThrough('medium', 'small', true).legal).toBe(false);
    expect(canMoveThrough('medium', 'large', true, true).legal).toBe(true);
  });

  it('5E-MOVE-11 a move cannot end in another creature’s space, friend or foe', () => {
    expect(canEndMoveIn(true)).toEqual({ legal: false, reason: 'endInOccupiedSpace' });
    expect(canEndMoveIn(false).legal).toBe(true);
    const ally = {
      id: 'ally',
      space: { x: 1, y: 0, side: 1 },
      size: 'medium' as const,
      hostile: false,
    };
    const r = planPath({
      start: { x: 0, y: 0 },
      steps: [{ x: 1, y: 0 }],
      mover: { size: 'medium' },
      map: { creatures: [ally] },
      remainingFt: 30,
      options: D,
    });
    expect(r.ok).toBe(false);
    expect(r.reason).toBe('endInOccupiedSpace');
  });

  it('EX-34 Medium through a hostile Large: not allowed; through a hostile Huge: allowed as difficult terrain, cannot end there', () => {
    const large = {
      id: 'ogre',
      space: { x: 1, y: 0, side: 2 },
      size: 'large' as const,
      hostile: true,
    };
    const blocked = planPath({
      start: { x: 0, y: 0 },
      steps: [{ x: 1, y: 0 }],
      mover: { size: 'medium' },
      map: { creatures: [large] },
      remainingFt: 30,
      options: D,
    });
    expect(blocked.reason).toBe('hostileSpace');
    const huge = {
      id: 'giant',
      space: { x: 1, y: 0, side: 3 },
      size: 'huge' as const,
      hostile: true,
    };
    const through = planPath({
      start: { x: 0, y: 0 },
      steps: [1, 2, 3, 4].map((x) => ({ x, y: 0 })),
      mover: { size: 'medium' },
      map: { creatures: [huge] },
      remainingFt: 35,
      options: D,
    });
    expect(through.ok).toBe(true);
    expect(through.steps.map((s) => s.costFt)).toEqual([10, 10, 10, 5]);
    const stop = planPath({
      start: { x: 0, y: 0 },
      steps: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      mover: { size: 'medium' },
      map: { creatures: [huge] },
      remainingFt: 30,
      options: D,
    });
    expect(stop.reason).toBe('endInOccupiedSpace');
  });

  it('5E-MOVE-12 moving out of a hostile creature’s reach is what provokes (see opportunity tests)', () => {
    const r = planPath({
      start: { x: 1, y: 0 },
      steps: [
        { x: 2, y: 0 },
        { x: 3, y: 0 },
      ],
      mover: { size: 'medium' },
      map: {},
      remainingFt: 30,
      options: D,
    });
    expect(r.ok).toBe(true);
  });

  it('5E-MOVE-13 a flier falls when prone, at speed 0 or unable to move, unless it hovers or magic holds it', () => {
    expect(flierFalls({ flying: true, prone: true })).toBe(true);
    expect(flierFalls({ flying: true, speedZero: true })).toBe(true);
    expect(flierFalls({ flying: true, cannotMove: true })).toBe(true);
    expect(flierFalls({ flying: true, prone: true, canHover: true })).toBe(false);
    expect(flierFalls({ flying: true, prone: true, heldAloftByMagic: true })).toBe(false);
    expect(flierFalls({ flying: true })).toBe(false);
    expect(flierFalls({ flying: false, prone: true })).toBe(false);
  });
});
