import { describe, expect, it } from 'vitest';
import {
  cellKey,
  compareSize,
  CROWDING,
  oneSizeSmaller,
  passageFit,
  planPath,
  SIZE_TABLE,
  sizeIdx,
  SQUEEZING_EFFECTS,
  squaresAround,
  spaceOf,
  collectAttackModifiers,
  collectDexSaveModifiers,
} from '../../../../../shared/rules/dnd5e/tactics';
import type { Cell, GridMap } from '../../../../../shared/rules/dnd5e/tactics';

const keys = (cells: Cell[]): Set<string> => new Set(cells.map(cellKey));
const D = { diagonal5_10: false };

/** A north–south corridor one square wide at x = 5, walls on both sides, rows 0–9. */
function corridor(difficult = false): GridMap {
  const walls: Cell[] = [];
  for (let y = 0; y < 10; y += 1) walls.push({ x: 4, y }, { x: 6, y });
  const diff: Cell[] = [];
  if (difficult) for (let y = 0; y < 10; y += 1) diff.push({ x: 5, y });
  return { walls: keys(walls), difficult: keys(diff) };
}

describe('size and space', () => {
  it('5E-SIZE-01 size table: Tiny 2½ ft … Gargantuan 20 ft; grid footprint 1,1,1,2,3,4 squares', () => {
    expect(SIZE_TABLE.map((r) => [r.size, r.sizeIdx, r.spaceFt, r.squares])).toEqual([
      ['tiny', 0, 2.5, 1],
      ['small', 1, 5, 1],
      ['medium', 2, 5, 1],
      ['large', 3, 10, 2],
      ['huge', 4, 15, 3],
      ['gargantuan', 5, 20, 4],
    ]);
    expect(SIZE_TABLE.every((r) => r.ruleId === '5E-SIZE-01')).toBe(true);
    expect(SIZE_TABLE.find((r) => r.size === 'tiny')?.perSquare).toBe(4);
    expect(sizeIdx('huge')).toBe(4);
    expect(spaceOf({ x: 3, y: 4 }, 'large')).toEqual({ x: 3, y: 4, side: 2 });
  });

  it('5E-SIZE-02 a space is controlled area: a hostile Medium in a 5-ft doorway blocks; an ally may refuse passage', () => {
    const walls = keys([
      { x: 1, y: -1 },
      { x: 1, y: 1 },
    ]);
    const guard = {
      id: 'hobgoblin',
      space: { x: 1, y: 0, side: 1 },
      size: 'medium' as const,
      hostile: true,
    };
    const r = planPath({
      start: { x: 0, y: 0 },
      steps: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      mover: { size: 'medium' },
      map: { walls, creatures: [guard] },
      remainingFt: 30,
      options: D,
    });
    expect(r.reason).toBe('hostileSpace');
    const friend = { ...guard, hostile: false, blocksPassage: true };
    const refused = planPath({
      start: { x: 0, y: 0 },
      steps: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      mover: { size: 'medium' },
      map: { walls, creatures: [friend] },
      remainingFt: 30,
      options: D,
    });
    expect(refused.reason).toBe('passageRefused');
    const lets = planPath({
      start: { x: 0, y: 0 },
      steps: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      mover: { size: 'medium' },
      map: { walls, creatures: [{ ...friend, blocksPassage: false }] },
      remainingFt: 30,
      options: D,
    });
    expect(lets.ok).toBe(true);
  });

  it('5E-SIZE-03 crowding: 8 Medium around a Medium, 20 Medium around a Gargantuan, 4 Large crowd a Medium (AMB-33: SRD 5)', () => {
    expect(squaresAround(1)).toBe(8);
    expect(squaresAround(4)).toBe(20);
    expect(CROWDING.map((c) => c.count)).toEqual([8, 4, 20]);
    expect(CROWDING[1]).toMatchObject({ around: 'medium', by: 'large', count: 4, srdCount: 5 });
  });

  it('5E-SIZE-04 squeezing: one size smaller fits; +1 ft per ft; own attacks and Dex saves dis, attacks against it adv', () => {
    expect(passageFit('large', 10)).toBe('fits');
    expect(passageFit('large', 5)).toBe('squeeze');
    expect(passageFit('huge', 5)).toBe('blocked');
    expect(passageFit('huge', 10)).toBe('squeeze');
    expect(passageFit('medium', 5)).toBe('fits');
    expect(passageFit('small', 2.5)).toBe('squeeze');
    expect(oneSizeSmaller('large')).toBe('medium');
    expect(SQUEEZING_EFFECTS).toMatchObject({
      extraFtPerFt: 1,
      ownAttackRolls: 'disadvantage',
      ownDexSaves: 'disadvantage',
      attackRollsAgainst: 'advantage',
    });
    expect(
      collectAttackModifiers({ kind: 'melee', attackerSqueezing: true }).map((s) => [
        s.edge,
        s.ruleId,
      ]),
    ).toEqual([['disadvantage', '5E-SIZE-04']]);
    expect(
      collectAttackModifiers({ kind: 'melee', targetSqueezing: true }).map((s) => [
        s.edge,
        s.ruleId,
      ]),
    ).toEqual([['advantage', '5E-SIZE-04']]);
    expect(collectDexSaveModifiers({ squeezing: true }).map((s) => s.edge)).toEqual([
      'disadvantage',
    ]);
    // A Huge creature cannot get through a 5-ft corridor at all.
    const huge = planPath({
      start: { x: 5, y: 0 },
      steps: [{ x: 5, y: 1 }],
      mover: { size: 'huge' },
      map: corridor(),
      remainingFt: 40,
      options: D,
    });
    expect(huge.reason).toBe('tooNarrow');
  });

  it('EX-31 a Large creature moving 10 ft through a 5-ft corridor spends 20 ft (30 ft in difficult terrain)', () => {
    const steps = [
      { x: 5, y: 1 },
      { x: 5, y: 2 },
    ];
    const plain = planPath({
      start: { x: 5, y: 0 },
      steps,
      mover: { size: 'large' },
      map: corridor(),
      remainingFt: 40,
      options: D,
    });
    expect(plain.ok).toBe(true);
    expect(plain.steps.every((s) => s.squeezing)).toBe(true);
    expect(plain.costFt).toBe(20);
    const rough = planPath({
      start: { x: 5, y: 0 },
      steps,
      mover: { size: 'large' },
      map: corridor(true),
      remainingFt: 40,
      options: D,
    });
    expect(rough.costFt).toBe(30);
    expect(collectAttackModifiers({ kind: 'melee', attackerSqueezing: true })[0]?.edge).toBe(
      'disadvantage',
    );
    expect(collectAttackModifiers({ kind: 'ranged', targetSqueezing: true })[0]?.edge).toBe(
      'advantage',
    );
    // In the open the same creature moves at 5 ft per square.
    const open = planPath({
      start: { x: 0, y: 0 },
      steps: [
        { x: 0, y: 1 },
        { x: 0, y: 2 },
      ],
      mover: { size: 'large' },
      map: {},
      remainingFt: 40,
      options: D,
    });
    expect(open.costFt).toBe(10);
  });

  it('AMB-19 larger and smaller compare size categories only', () => {
    expect(compareSize('large', 'medium')).toBe('larger');
    expect(compareSize('small', 'medium')).toBe('smaller');
    expect(compareSize('small', 'small')).toBe('same');
  });
});
