// Movement through the engine: tokens on the grid, path costs (diagonals, difficult terrain,
// squeezing, crawling, other creatures), standing up, several speeds, Dash, teleport, moving
// without a map, finding a path.
import { describe, expect, it } from 'vitest';
import { reachableSquares, targetHints } from '../../../../../shared/rules/dnd5e';
import { conds, rejects, run } from '../helpers';
import { creature, fight, notes, panel, tac } from './fight';

const grid = { grid: true };
const place = (id: string, x: number, y: number) => ({
  type: 'placeToken',
  combatantId: id,
  at: { x, y },
});
const cells = (...xy: [number, number][]) => xy.map(([x, y]) => ({ x, y }));
const move = (id: string, ...xy: [number, number][]) => ({
  type: 'move',
  combatantId: id,
  path: cells(...xy),
});
const hero = (extra = {}) => creature('a', 'pc', { speed: { walk: 30 }, ...extra });
const orc = (extra = {}) => creature('o', 'monster', { speed: { walk: 30 }, ...extra });

/** A fight on the grid with `a` at (0,0) and `o` far away, plus extra setup. */
function onGrid(options = {}, setup: unknown[] = [], extra: ReturnType<typeof creature>[] = []) {
  return fight(
    [hero(), orc(), ...extra],
    { ...grid, ...options },
    ['a', 'o', ...extra.map((c) => c.id as string)],
    [place('a', 0, 0), place('o', 20, 20), ...setup],
  );
}

describe('the grid (§6.2, §6.3)', () => {
  it('5E-GRID-01/02/03/06 / EX-24: every square costs 5 ft, diagonals included; 4 diagonals = 20 ft', () => {
    const s = run(onGrid(), move('a', [1, 1], [2, 2], [3, 3], [4, 4]));
    expect(tac(s.state, 'a').position).toEqual({ x: 4, y: 4 });
    expect(panel(s.state, 'a').movementLeft).toEqual({ walk: 10 });
    expect(s.events.find((e) => e.type === 'moved')).toMatchObject({ costFt: 20, movement: 'own' });
    // 5E-GRID-06: distance 5 × max(|dx|,|dy|) between the spaces.
    const hint = targetHints(s.state, 'a').find((h) => h.targetId === 'o');
    expect(hint?.distanceFt).toBe(5 * 16);
  });

  it('5E-DIAG-01/02 / EX-23 / EX-24: the 5/10 variant — 1 diagonal + 3 straight + 1 diagonal = 30 ft; 4 diagonals = 30 ft', () => {
    const opts = { 'grid.diagonal5_10': true };
    const ex23 = run(onGrid(opts), move('a', [1, 1], [2, 1], [3, 1], [4, 1], [5, 2]));
    expect(ex23.events.find((e) => e.type === 'moved')?.costFt).toBe(30);
    const ex24 = run(onGrid(opts), move('a', [1, 1], [2, 2], [3, 3], [4, 4]));
    expect(ex24.events.find((e) => e.type === 'moved')?.costFt).toBe(30);
    // Measuring range restarts the count: (4,4) from (0,0) is 5 × (4 + 2) = 30 ft.
    const s = run(onGrid(opts, [place('o', 5, 5)]), move('a', [1, 1])).state;
    expect(targetHints(s, 'a').find((h) => h.targetId === 'o')?.distanceFt).toBe(30);
  });

  it('AMB-16: the alternation carries across the moves of a turn by default, or restarts each move', () => {
    const opts = { 'grid.diagonal5_10': true };
    const perTurn = run(onGrid(opts), move('a', [1, 1]), move('a', [2, 2]));
    expect(perTurn.events.filter((e) => e.type === 'moved').map((e) => e.costFt)).toEqual([5, 10]);
    const perMove = run(
      onGrid({ ...opts, 'grid.diagonalReset': 'perSegment' }),
      move('a', [1, 1]),
      move('a', [2, 2]),
    );
    expect(perMove.events.filter((e) => e.type === 'moved').map((e) => e.costFt)).toEqual([5, 5]);
  });

  it('AMB-17: a difficult diagonal costs the doubled step (10 or 20 ft) by default, or the step + 5', () => {
    const map = { type: 'editMap', cells: cells([1, 1], [2, 2]), difficult: true };
    const opts = { 'grid.diagonal5_10': true };
    const doubled = run(onGrid(opts, [map]), move('a', [1, 1], [2, 2]));
    expect(doubled.events.find((e) => e.type === 'moved')?.costFt).toBe(30);
    const plusFive = run(
      onGrid({ ...opts, 'grid.diagonalDifficult': 'plusFive' }, [map]),
      move('a', [1, 1], [2, 2]),
    );
    expect(plusFive.events.find((e) => e.type === 'moved')?.costFt).toBe(25);
  });

  it('5E-GRID-04 / EX-25: speed 30 is 6 squares; with 1 square left a difficult square cannot be entered', () => {
    const s = run(
      onGrid({}, [{ type: 'editMap', cells: cells([6, 0]), difficult: true }]),
      move('a', [1, 0], [2, 0], [3, 0], [4, 0], [5, 0]),
    ).state;
    expect(panel(s, 'a').movementLeft).toEqual({ walk: 5 });
    const e = rejects(s, move('a', [6, 0]), 'notEnoughMovement');
    expect(e.params).toMatchObject({ step: 0, remaining: 5 });
    rejects(
      onGrid(),
      move('a', [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0], [7, 0]),
      'notEnoughMovement',
    );
  });

  it('5E-GRID-05: a diagonal step cannot cut the corner of a wall; walls cannot be entered', () => {
    const s = onGrid({}, [{ type: 'editMap', cells: cells([1, 0]), wall: true }]);
    rejects(s, move('a', [1, 1]), 'cornerCut');
    rejects(s, move('a', [1, 0]), 'wall');
    rejects(s, move('a', [2, 0]), 'notAdjacent');
    run(s, move('a', [0, 1], [1, 1]));
  });

  it('5E-MOVE-06/07/09 / EX-29: difficult terrain doubles each foot; creatures’ spaces are difficult; crawling adds another foot', () => {
    const s = onGrid(
      {},
      [{ type: 'editMap', cells: cells([1, 0]), difficult: true }, place('b', 1, 1)],
      [creature('b', 'pc', { speed: { walk: 30 } })],
    );
    expect(run(s, move('a', [1, 0])).events.find((e) => e.type === 'moved')?.costFt).toBe(10);
    // An ally's space: passable, difficult, but no place to stop (5E-MOVE-11).
    expect(run(s, move('a', [1, 1], [2, 1])).events.find((e) => e.type === 'moved')?.costFt).toBe(
      15,
    );
    rejects(s, move('a', [1, 1]), 'endInOccupiedSpace');
    // Prone: crawling 1 square of difficult terrain costs 15 ft (EX-29: 1 ft costs 3 ft).
    const prone = run(s, { type: 'dropProne', combatantId: 'a' }).state;
    expect(
      run(prone, { ...move('a', [1, 0]), crawl: true }).events.find((e) => e.type === 'moved')
        ?.costFt,
    ).toBe(15);
  });

  it('5E-MOVE-08 / EX-29: standing costs half the speed; impossible with 10 ft left of 30, or at speed 0', () => {
    let s = run(
      onGrid(),
      { type: 'dropProne', combatantId: 'a' },
      { ...move('a', [1, 0]), crawl: true },
    ).state;
    expect(panel(s, 'a').movementLeft).toEqual({ walk: 20 }); // crawling: 10 ft per square
    const stood = run(s, { type: 'standUp', combatantId: 'a' }).state;
    expect(conds(stood, 'a')).not.toContain('prone');
    expect(panel(stood, 'a').movementLeft).toEqual({ walk: 5 });
    s = run(s, { ...move('a', [2, 0]), crawl: true }).state; // 10 ft left of 30
    rejects(s, { type: 'standUp', combatantId: 'a' }, 'notEnoughMovement');
    const held = run(
      onGrid(),
      { type: 'dropProne', combatantId: 'a' },
      { type: 'addCondition', combatantId: 'a', key: 'grappled' },
    ).state;
    rejects(held, { type: 'standUp', combatantId: 'a' }, 'speedZero');
    rejects(onGrid(), { type: 'standUp', combatantId: 'a' }, 'notProne');
  });

  it('5E-MOVE-10/11 / EX-34: a Medium creature cannot pass a hostile Large one, can pass a hostile Huge one (difficult) but not stop there', () => {
    const big = (size: string) =>
      onGrid({}, [place('g', 1, 0)], [creature('g', 'monster', { size, speed: { walk: 40 } })]);
    rejects(big('large'), move('a', [1, 0]), 'hostileSpace');
    const dashed = run(big('huge'), { type: 'takeAction', combatantId: 'a', action: 'dash' }).state;
    const through = run(dashed, move('a', [1, 0], [2, 0], [3, 0], [4, 0]));
    expect(through.events.find((e) => e.type === 'moved')?.costFt).toBe(35); // 3 difficult squares + 1
    rejects(big('huge'), move('a', [1, 0]), 'endInOccupiedSpace');
  });

  it('5E-SIZE-02: an ally holding a doorway can refuse to let others through', () => {
    const s = onGrid(
      {},
      [place('b', 1, 0), { type: 'setTacticalStats', combatantId: 'b', blocksPassage: true }],
      [creature('b', 'pc', { speed: { walk: 30 } })],
    );
    rejects(s, move('a', [1, 0], [2, 0]), 'passageRefused');
    const open = run(s, { type: 'setTacticalStats', combatantId: 'b', blocksPassage: false }).state;
    run(open, move('a', [1, 0], [2, 0]));
  });

  it('5E-SIZE-04 / EX-31: a Large creature squeezes through a 5-ft corridor: 10 ft costs 20 (30 if difficult); its attacks have disadvantage, attacks against it advantage', () => {
    const walls = [-1, 1].flatMap((y) => [2, 3, 4, 5].map((x) => ({ x, y })));
    const ogre = creature('g', 'monster', { size: 'large', speed: { walk: 40 } });
    const s0 = fight(
      [ogre, hero()],
      grid,
      ['g', 'a'],
      [{ type: 'editMap', cells: walls, wall: true }, place('g', 0, 0), place('a', 5, 0)],
    );
    const squeezed = run(s0, move('g', [1, 0], [2, 0]));
    expect(squeezed.events.find((e) => e.type === 'moved')).toMatchObject({
      costFt: 20,
      squeezing: true,
    });
    expect(tac(squeezed.state, 'g').squeezing).toBe(true);
    const rough = run(
      run(s0, { type: 'editMap', cells: cells([1, 0], [2, 0]), difficult: true }).state,
      move('g', [1, 0], [2, 0]),
    );
    expect(rough.events.find((e) => e.type === 'moved')?.costFt).toBe(30);
    const atk = run(squeezed.state, {
      type: 'attack',
      attackerId: 'g',
      targetId: 'a',
      attackBonus: 5,
      melee: true,
      reachFt: 10,
      typedRolls: { attack: [15, 4] },
    });
    expect(notes(atk.events, 'attack')[0]?.disadvantage).toContain('attackerSqueezing');
    const back = run(squeezed.state, { type: 'nextTurn' }).state;
    const hit = run(back, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'g',
      attackBonus: 5,
      melee: false,
      range: { normalFt: 80, longFt: 320 },
      typedRolls: { attack: [4, 15] },
    });
    expect(notes(hit.events, 'attack')[0]?.advantage).toContain('targetSqueezing');
  });

  it('5E-MOVE-05 / EX-30: walk 30 and fly 60 — fly 20, walk 10, fly 30 is legal; after flying 60 walking is unavailable', () => {
    const s = fight([hero({ speed: { walk: 30, fly: 60 } }), orc()]);
    const r = run(
      s,
      { type: 'move', combatantId: 'a', mode: 'fly', feet: 20 },
      { type: 'move', combatantId: 'a', mode: 'walk', feet: 10 },
      { type: 'move', combatantId: 'a', mode: 'fly', feet: 30 },
    );
    expect(panel(r.state, 'a').movementLeft).toEqual({ walk: 0, fly: 0 });
    const after20 = run(s, { type: 'move', combatantId: 'a', mode: 'fly', feet: 20 }).state;
    expect(panel(after20, 'a').movementLeft).toEqual({ walk: 10, fly: 40 });
    const flew = run(s, { type: 'move', combatantId: 'a', mode: 'fly', feet: 60 }).state;
    rejects(flew, { type: 'move', combatantId: 'a', mode: 'walk', feet: 5 }, 'speedUnavailable');
    rejects(s, { type: 'move', combatantId: 'a', mode: 'swim', feet: 5 }, 'noSuchSpeed');
  });

  it('5E-MOVE-06/09 / 5E-SIZE-04 without a map: feet moved, part of them difficult, crawling and squeezing add their cost', () => {
    const s = fight([hero(), orc()]);
    const r = run(s, { type: 'move', combatantId: 'a', feet: 10, difficultFeet: 5 });
    expect(r.events.find((e) => e.type === 'moved')?.costFt).toBe(15);
    const prone = run(s, { type: 'dropProne', combatantId: 'a' }).state;
    expect(
      run(prone, {
        type: 'move',
        combatantId: 'a',
        feet: 5,
        difficultFeet: 5,
        squeezing: true,
        crawl: true,
      }).events.find((e) => e.type === 'moved')?.costFt,
    ).toBe(20);
    rejects(s, { type: 'move', combatantId: 'a', feet: 5, difficultFeet: 10 }, 'invalidValue');
    rejects(s, { type: 'move', combatantId: 'a', path: cells([1, 0]) }, 'optionOff');
  });

  it('moving to a square finds the cheapest legal path around walls and difficult terrain', () => {
    const s = onGrid({}, [
      { type: 'editMap', cells: cells([1, -1], [1, 0], [1, 1]), wall: true },
      { type: 'editMap', cells: cells([0, 2], [1, 2]), difficult: true },
    ]);
    const r = run(s, { type: 'move', combatantId: 'a', to: { x: 2, y: 0 } });
    const moved = r.events.find((e) => e.type === 'moved');
    expect(moved?.to).toEqual({ x: 2, y: 0 });
    // Round the wall without cutting its corners (5E-GRID-05): 6 squares.
    expect(moved?.costFt).toBe(30);
    rejects(s, { type: 'move', combatantId: 'a', to: { x: 9, y: 0 } }, 'noPath');
    const squares = reachableSquares(s, 'a');
    expect(squares.find((q) => q.cell.x === 2 && q.cell.y === 0)?.costFt).toBe(30);
    expect(squares.some((q) => q.cell.x === 1 && q.cell.y === 0)).toBe(false);
  });

  it('teleporting spends no movement and needs a free space; placing tokens needs the grid and a free space', () => {
    const s = onGrid({}, [{ type: 'editMap', cells: cells([3, 3]), wall: true }]);
    const r = run(s, { type: 'move', combatantId: 'a', movement: 'teleport', to: { x: 6, y: 6 } });
    expect(tac(r.state, 'a').position).toEqual({ x: 6, y: 6 });
    expect(panel(r.state, 'a').movementLeft).toEqual({ walk: 30 });
    rejects(
      s,
      { type: 'move', combatantId: 'a', movement: 'teleport', to: { x: 3, y: 3 } },
      'wall',
    );
    rejects(
      s,
      { type: 'move', combatantId: 'a', movement: 'teleport', to: { x: 20, y: 20 } },
      'spaceOccupied',
    );
    rejects(s, place('a', 20, 20), 'spaceOccupied');
    rejects(fight([hero(), orc()]), place('a', 0, 0), 'optionOff');
    const off = run(s, { type: 'placeToken', combatantId: 'a', at: null }).state;
    expect(tac(off, 'a').position).toBeNull();
    rejects(off, move('a', [1, 0]), 'notPlaced');
  });
});
