// Tactical rules asserted through dispatch (until now only by the pure tests of tactics/): the
// action choices and the improvised action (5E-ACT-01, -02), turning and its cost (5E-FACING-01),
// split cells on squares and hexes (5E-FACING-07) and the unseen target (5E-UNSEEN-01).
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../../../shared';
import { rejects, run } from '../helpers';
import { creature, fight, notes, panel } from './fight';

const hero = () => creature('a', 'pc', { speed: { walk: 30 } });
const orc = () => creature('o', 'monster', { speed: { walk: 30 }, ac: 15 });
const place = (id: string, x: number, y: number, facing?: string) => ({
  type: 'placeToken',
  combatantId: id,
  at: { x, y },
  ...(facing ? { facing } : {}),
});

/** a and o on the grid, a's turn. */
const field = (a: [number, number], o: [number, number], options = {}, setup: unknown[] = []) =>
  fight(
    [hero(), orc()],
    { grid: true, ...options },
    ['a', 'o'],
    [place('a', ...a), place('o', ...o), ...setup],
  );

const swing = (rolls: number[], extra = {}) => ({
  type: 'attack',
  attackerId: 'a',
  targetId: 'o',
  attackBonus: 5,
  melee: true,
  typedRolls: { attack: rolls },
  ...extra,
});
const attackNote = (s: EncounterState, cmd: unknown) =>
  notes(run(s, cmd).events, 'attack')[0] as Record<string, unknown>;

describe('actions through dispatch', () => {
  it('5E-ACT-01 an action is a standard action, a feature’s action or an improvised one', () => {
    const s = field([0, 0], [1, 0]);
    const standard = [
      'attack',
      'castSpell',
      'dash',
      'disengage',
      'dodge',
      'hide',
      'search',
      'useObject',
      'improvised',
      'feature',
    ];
    for (const action of standard) {
      const r = run(s, { type: 'takeAction', combatantId: 'a', action });
      expect(panel(r.state, 'a')).toMatchObject({ actionsTaken: [action], actionsLeft: 0 });
    }
    const help = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'help',
      help: { kind: 'attack', allyId: 'a', targetId: 'o' },
    });
    expect(panel(help.state, 'a').actionsTaken).toEqual(['help']);
    const ready = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'ready',
      ready: { trigger: 'the orc steps closer', response: { kind: 'action', action: 'attack' } },
    });
    expect(panel(ready.state, 'a')).toMatchObject({ actionsTaken: ['ready'], readied: true });
    // nothing outside the list is an action
    rejects(s, { type: 'takeAction', combatantId: 'a', action: 'juggle' }, 'invalidCommand');
  });

  it('5E-ACT-02 an improvised action takes the action; the DM’s description goes with it', () => {
    const s = field([0, 0], [1, 0]);
    const r = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'improvised',
      note: 'break down the door',
    });
    const changed = r.events.find((e) => e.type === 'tacticsChanged') as Record<string, unknown>;
    expect(changed).toMatchObject({
      combatantId: 'a',
      reason: 'action',
      detail: { action: 'improvised', note: 'break down the door' },
    });
    expect(panel(r.state, 'a')).toMatchObject({ actionsTaken: ['improvised'], actionsLeft: 0 });
    rejects(r.state, { type: 'takeAction', combatantId: 'a', action: 'dash' }, 'noActionLeft');
  });
});

describe('facing through dispatch (option facing)', () => {
  it('5E-FACING-01 turning is free at the end of the own move, a reaction when another creature moves', () => {
    const s = field([0, 0], [3, 0], { facing: true });
    const moved = run(s, { type: 'move', combatantId: 'a', to: { x: 1, y: 1 }, facing: 'east' });
    expect(moved.events.map((e) => e.type)).toContain('facingSet');
    expect(panel(moved.state, 'a')).toMatchObject({
      facing: 'east',
      reactionAvailable: true,
      actionsLeft: 1,
      movementLeft: { walk: 25 },
    });
    // on its own turn it may also simply turn
    expect(
      panel(run(s, { type: 'setFacing', combatantId: 'a', facing: 'north' }).state, 'a'),
    ).toMatchObject({ facing: 'north', reactionAvailable: true });
    // another creature's turn: only with its reaction, once
    rejects(s, { type: 'setFacing', combatantId: 'o', facing: 'west' }, 'facingNeedsReaction');
    const turned = run(s, {
      type: 'setFacing',
      combatantId: 'o',
      facing: 'west',
      asReaction: true,
    }).state;
    expect(panel(turned, 'o')).toMatchObject({ facing: 'west', reactionAvailable: false });
    rejects(
      turned,
      { type: 'setFacing', combatantId: 'o', facing: 'south', asReaction: true },
      'noReaction',
    );
  });

  it('5E-FACING-07 split squares: half front → front; half side, half rear → side', () => {
    // o at (5,5) faces north with a shield (+2, AC 15 with it, 13 where it does not count); a strikes from a
    // square around it. The shield counts from the front and its own side (5E-FACING-03).
    const from = (x: number, y: number, side: 'left' | 'right') => {
      const s = field([x, y], [5, 5], { facing: true }, [
        { type: 'setFacing', combatantId: 'o', facing: 'north' },
        { type: 'setTacticalStats', combatantId: 'o', shield: { bonus: 2, side } },
      ]);
      const rear = x === 5 && y === 6;
      const n = attackNote(s, swing(rear ? [10, 10] : [10]));
      return [n.ac, n.mode];
    };
    // (4,4) and (6,4): half front, half side → front (the shield counts on either arm)
    expect(from(4, 4, 'left')).toEqual([15, 'normal']);
    expect(from(4, 4, 'right')).toEqual([15, 'normal']);
    expect(from(6, 4, 'left')).toEqual([15, 'normal']);
    expect(from(6, 4, 'right')).toEqual([15, 'normal']);
    // (4,6): half left side, half rear → left side: no rear advantage, a left shield counts
    expect(from(4, 6, 'left')).toEqual([15, 'normal']);
    expect(from(4, 6, 'right')).toEqual([13, 'normal']);
    // (6,6): half right side, half rear → right side
    expect(from(6, 6, 'left')).toEqual([13, 'normal']);
    expect(from(6, 6, 'right')).toEqual([15, 'normal']);
    // straight behind is the rear: advantage, no shield
    expect(from(5, 6, 'left')).toEqual([13, 'advantage']);
  });

  it('5E-FACING-07 split hexes: the rays through the facing side’s corners bisect hexes two out', () => {
    const s = fight(
      [hero(), orc()],
      { facing: true },
      ['a', 'o'],
      [{ type: 'setTacticalStats', combatantId: 'o', shield: { bonus: 2, side: 'left' } }],
    );
    const from = (q: number, r: number) => {
      const n = notes(
        run(s, {
          type: 'attack',
          attackerId: 'a',
          targetId: 'o',
          attackBonus: 5,
          melee: true,
          reachFt: 10,
          hexes: { attacker: { q, r }, target: { q: 0, r: 0 }, targetFacing: 0 },
          typedRolls: { attack: [10] },
        }).events,
        'attack',
      )[0] as Record<string, unknown>;
      return [n.ac, n.mode];
    };
    expect(from(1, 1)).toEqual([15, 'normal']); // front
    expect(from(2, -1)).toEqual([15, 'normal']); // front
    expect(from(-1, -1)).toEqual([15, 'normal']); // left side: the left shield counts
    expect(from(-2, 1)).toEqual([13, 'normal']); // right side
  });
});

describe('unseen targets through dispatch', () => {
  it('5E-UNSEEN-01 an attack on a target you cannot see has disadvantage, guessed or heard', () => {
    const s = field([0, 0], [1, 0]);
    // the attacker hears it but does not see it
    const heard = attackNote(s, swing([15, 4], { context: { attackerSeesTarget: false } }));
    expect(heard).toMatchObject({ mode: 'disadvantage', natural: 4, total: 9, hit: false });
    expect(heard.disadvantage).toEqual(['targetUnseen']);
    // it guesses the right square: still disadvantage, and a hit when the lower die hits
    const guessed = attackNote(
      s,
      swing([18, 12], { context: { attackerSeesTarget: false }, guessedAt: { x: 1, y: 0 } }),
    );
    expect(guessed).toMatchObject({ mode: 'disadvantage', natural: 12, total: 17, hit: true });
    // an invisible target is one it cannot see
    const invisible = run(s, { type: 'addCondition', combatantId: 'o', key: 'invisible' }).state;
    const inv = attackNote(invisible, swing([15, 4]));
    expect(inv).toMatchObject({ mode: 'disadvantage', total: 9 });
    expect(inv.disadvantage).toContain('target.invisible');
    // seen: one die
    expect(attackNote(s, swing([15]))).toMatchObject({ mode: 'normal', total: 20 });
  });
});
