// Grapple, shove and the DMG action options through the engine: contests with typed rolls,
// the status quo on ties, conditions applied, dragging, passage won through hostile spaces.
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../../../shared';
import { conds, rejects, run } from '../helpers';
import { creature, fight, notes, panel, tac } from './fight';

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
const hero = (extra = {}) =>
  creature('a', 'pc', { speed: { walk: 30 }, sys: { abilities: { str: 16, dex: 12 } }, ...extra });
const foe = (size = 'medium', extra = {}) =>
  creature('o', 'monster', {
    size,
    speed: { walk: 30 },
    sys: { deathRule: 'instant', abilities: { str: 14, dex: 10 } },
    ...extra,
  });

function field(
  size = 'medium',
  options = {},
  setup: unknown[] = [],
  extra: ReturnType<typeof creature>[] = [],
) {
  return fight(
    [hero(), foe(size), ...extra],
    { grid: true, ...options },
    ['a', 'o', ...extra.map((c) => c.id as string)],
    [place('a', 0, 0), place('o', 1, 0), ...setup],
  );
}

const grapple = (rolls: [number, number], extra = {}) => ({
  type: 'grapple',
  attackerId: 'a',
  targetId: 'o',
  typedRolls: { 'grapple:initiator': [rolls[0]], 'grapple:defender': [rolls[1]] },
  ...extra,
});
const contest = (events: ReturnType<typeof run>['events']) =>
  notes(events, 'contest')[0] as Record<string, unknown>;

describe('grapple (§7.7)', () => {
  it('5E-GRAPPLE-01/02/04: the grapple replaces one attack, Str (Athletics) against the target’s better skill; a win grapples (speed 0)', () => {
    const r = run(field(), grapple([10, 10]));
    // a: Athletics +3 → 13; o: Athletics +2 → 12.
    expect(contest(r.events)).toMatchObject({
      contest: 'grapple',
      initiatorTotal: 13,
      defenderTotal: 12,
      success: true,
      defenderSkill: 'athletics',
    });
    expect(r.state.combatants.o?.conditions.find((c) => c.key === 'grappled')?.sourceId).toBe('a');
    expect(panel(r.state, 'a')).toMatchObject({ actionsLeft: 0, attacksLeft: 0, grappling: ['o'] });
    expect(panel(r.state, 'o')).toMatchObject({ speeds: { walk: 0 }, grappledBy: ['a'] });
    rejects(r.state, grapple([10, 10]), 'alreadyGrappled');
    // The target chooses Acrobatics when the DM says so (or when it is better).
    const acro = run(field(), grapple([10, 10], { targetSkill: 'acrobatics' }));
    expect(contest(acro.events)).toMatchObject({ defenderSkill: 'acrobatics', defenderTotal: 10 });
  });

  it('5E-GRAPPLE-02 / EX-33: a Medium creature cannot grapple a Huge one, can grapple a Large one; reach and a free hand needed', () => {
    const huge = fight(
      [hero(), foe('huge')],
      { grid: true },
      ['a', 'o'],
      [place('a', 0, 0), place('o', 1, 0)],
    );
    rejects(huge, grapple([10, 10]), 'targetTooLarge');
    run(field('large'), grapple([10, 10]));
    const far = fight(
      [hero(), foe()],
      { grid: true },
      ['a', 'o'],
      [place('a', 0, 0), place('o', 2, 0)],
    );
    rejects(far, grapple([10, 10]), 'outOfReach');
    rejects(field(), grapple([10, 10], { freeHands: 0 }), 'noFreeHand');
    rejects(fight([hero(), foe()]), grapple([10, 10], { inReach: false }), 'outOfReach');
  });

  it('5E-ACT-08: Help with the task gives the ally’s next check for it advantage, once', () => {
    const b = creature('b', 'pc', { speed: { walk: 30 } });
    let s = fight(
      [b, hero(), foe()],
      { grid: true },
      ['b', 'a', 'o'],
      [place('a', 0, 0), place('o', 1, 0), place('b', 0, 1)],
    );
    s = run(s, {
      type: 'takeAction',
      combatantId: 'b',
      action: 'help',
      help: { kind: 'task', allyId: 'a', task: 'grapple' },
    }).state;
    s = run(s, { type: 'nextTurn' }).state;
    const helped = run(s, {
      ...grapple([3, 10]),
      typedRolls: { 'grapple:initiator': [3, 15], 'grapple:defender': [10] },
    });
    expect(contest(helped.events)).toMatchObject({ initiatorTotal: 18, success: true });
    expect(tac(helped.state, 'b').tactics?.helping).toBeNull();
  });

  it('5E-GEN-03: a tied grapple leaves the target free', () => {
    const r = run(field(), grapple([9, 10]));
    expect(contest(r.events)).toMatchObject({
      initiatorTotal: 12,
      defenderTotal: 12,
      tie: true,
      success: false,
    });
    expect(conds(r.state, 'o')).not.toContain('grappled');
  });

  it('5E-GRAPPLE-03 / AMB-15: an incapacitated target is grappled automatically (unless the DM turns that off)', () => {
    const asleep = [{ type: 'addCondition', combatantId: 'o', key: 'unconscious' }];
    const r = run(field('medium', {}, asleep), { type: 'grapple', attackerId: 'a', targetId: 'o' });
    expect(contest(r.events)).toMatchObject({ automatic: true, success: true });
    expect(r.events.flatMap((e) => e.rolls ?? [])).toEqual([]);
    const rolled = run(
      field('medium', { autoWinVsIncapacitated: false }, asleep),
      grapple([1, 20]),
    );
    expect(contest(rolled.events)).toMatchObject({ automatic: false, success: false });
  });

  it('5E-GRAPPLE-05 / EX-35: escaping takes the action; 14 vs 14 stays grappled, 15 vs 14 is free', () => {
    let s = run(field(), grapple([10, 1])).state;
    s = run(s, { type: 'nextTurn' }).state;
    const escape = (roll: number) => ({
      type: 'escapeGrapple',
      combatantId: 'o',
      bonus: 0,
      grapplerBonus: 0,
      typedRolls: { 'escape:initiator': [roll], 'escape:defender': [14] },
    });
    const tie = run(s, escape(14));
    expect(contest(tie.events)).toMatchObject({
      initiatorTotal: 14,
      defenderTotal: 14,
      success: false,
    });
    expect(conds(tie.state, 'o')).toContain('grappled');
    expect(panel(tie.state, 'o').actionsLeft).toBe(0);
    const free = run(s, escape(15)).state;
    expect(conds(free, 'o')).not.toContain('grappled');
    rejects(run(field(), { type: 'nextTurn' }).state, escape(15), 'notGrappled');
  });

  it('5E-GRAPPLE-04 / 5E-COND-03: release needs no action; the grapple ends when the grappler is incapacitated or the target is moved out of reach', () => {
    const s = run(field(), grapple([10, 1])).state;
    const released = run(s, { type: 'releaseGrapple', grapplerId: 'a', targetId: 'o' }).state;
    expect(conds(released, 'o')).not.toContain('grappled');
    expect(panel(released, 'a').actionsLeft).toBe(0);
    rejects(released, { type: 'releaseGrapple', grapplerId: 'a', targetId: 'o' }, 'notGrappling');
    const stunned = run(s, { type: 'addCondition', combatantId: 'a', key: 'stunned' }).state;
    expect(conds(stunned, 'o')).not.toContain('grappled');
    const thrown = run(s, {
      type: 'move',
      combatantId: 'o',
      movement: 'forced',
      to: { x: 4, y: 0 },
    }).state;
    expect(conds(thrown, 'o')).not.toContain('grappled');
    // Walking away without dragging lets go too.
    const walked = run(s, move('a', [-1, 0], [-2, 0])).state;
    expect(conds(walked, 'o')).not.toContain('grappled');
  });

  it('5E-GRAPPLE-06 / EX-32: a Medium creature (speed 30) drags a Small one at 15 ft, a Tiny one at 30 ft; the dragged creature comes along', () => {
    const dragged = (size: string) => {
      const s = fight(
        [hero(), foe(size)],
        { grid: true },
        ['a', 'o'],
        [place('a', 0, 0), place('o', 1, 0)],
      );
      return run(s, grapple([15, 1])).state;
    };
    const small = dragged('small');
    rejects(
      small,
      {
        type: 'move',
        combatantId: 'a',
        path: cells([-1, 0], [-2, 0], [-3, 0], [-4, 0]),
        drag: ['o'],
      },
      'notEnoughMovement',
    );
    const pulled = run(small, {
      type: 'move',
      combatantId: 'a',
      path: cells([-1, 0], [-2, 0], [-3, 0]),
      drag: ['o'],
    }).state;
    expect(tac(pulled, 'o').position).toEqual({ x: -2, y: 0 });
    expect(conds(pulled, 'o')).toContain('grappled');
    const tiny = dragged('tiny');
    run(tiny, {
      type: 'move',
      combatantId: 'a',
      path: cells([-1, 0], [-2, 0], [-3, 0], [-4, 0], [-5, 0], [-6, 0]),
      drag: ['o'],
    });
    rejects(
      field(),
      { type: 'move', combatantId: 'a', path: cells([-1, 0]), drag: ['o'] },
      'notGrappling',
    );
  });
});

describe('shove (§7.7) and the DMG action options (§12)', () => {
  const shove = (effect: string, rolls: [number, number], extra = {}) => ({
    type: 'shove',
    attackerId: 'a',
    targetId: 'o',
    effect,
    typedRolls: { 'shove:initiator': [rolls[0]], 'shove:defender': [rolls[1]] },
    ...extra,
  });

  it('5E-SHOVE-01/02: a shove replaces one attack; a win knocks prone or pushes 5 ft away; a tie does nothing', () => {
    const prone = run(field(), shove('prone', [10, 5])).state;
    expect(conds(prone, 'o')).toContain('prone');
    const pushed = run(field(), shove('push', [10, 5])).state;
    expect(tac(pushed, 'o').position).toEqual({ x: 2, y: 0 });
    const tie = run(field(), shove('push', [9, 10])).state;
    expect(tac(tie, 'o').position).toEqual({ x: 1, y: 0 });
    const walled = run(
      field('medium', {}, [{ type: 'editMap', cells: cells([2, 0]), wall: true }]),
      shove('push', [10, 5]),
    );
    expect(notes(walled.events, 'pushBlocked')).toHaveLength(1);
    rejects(fight([hero(), foe('huge')]), shove('prone', [10, 5]), 'targetTooLarge');
  });

  it('5E-SHOVEASIDE-01: the Athletics check has disadvantage; a win moves the target 5 ft to another space within reach', () => {
    const s = field('medium', { 'act.shoveAside': true });
    const aside = {
      type: 'shoveAside',
      attackerId: 'a',
      targetId: 'o',
      to: { x: 1, y: 1 },
      typedRolls: { 'shoveAside:initiator': [15, 9], 'shoveAside:defender': [5] },
    };
    const r = run(s, aside);
    expect(contest(r.events)).toMatchObject({ initiatorTotal: 12, success: true });
    expect(tac(r.state, 'o').position).toEqual({ x: 1, y: 1 });
    rejects(s, { ...aside, to: { x: 3, y: 0 } }, 'invalidValue');
    rejects(field(), aside, 'optionOff');
  });

  it('5E-DISARM-01/02 / AMB-19: the attack roll against the target’s check; a two-handed grip and sizes tilt the rolls; a win drops the item, no damage', () => {
    const s = field('large', { 'act.disarm': true });
    const disarm = {
      type: 'disarm',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      twoHanded: true,
      item: 'greataxe',
      typedRolls: { 'disarm:attack': [18, 8], 'disarm:defender': [6, 11] },
    };
    const r = run(s, disarm);
    // Attacker: disadvantage (two hands) → 8 + 5 = 13; Large defender: advantage → 11 + 2 = 13: a tie keeps it.
    expect(notes(r.events, 'disarm')[0]).toMatchObject({
      attackTotal: 13,
      mode: 'disadvantage',
      defenderTotal: 13,
      itemDropped: false,
    });
    const won = run(s, {
      ...disarm,
      typedRolls: { 'disarm:attack': [18, 9], 'disarm:defender': [6, 11] },
    });
    expect(notes(won.events, 'disarm')[0]).toMatchObject({ itemDropped: true, item: 'greataxe' });
    expect(won.state.combatants.o?.hp).toBe(30);
    expect(panel(won.state, 'a').attacksLeft).toBe(0);
  });

  it('5E-OVERRUN-01 / 5E-TUMBLE-01: an action or a bonus action; a win lets the mover through the hostile’s space once this turn', () => {
    const blocker = () => field('medium', { 'act.overrun': true, 'act.tumble': true });
    rejects(blocker(), move('a', [1, 0], [2, 0]), 'hostileSpace');
    const over = run(blocker(), {
      type: 'overrun',
      moverId: 'a',
      targetId: 'o',
      asBonusAction: true,
      typedRolls: { 'overrun:initiator': [10], 'overrun:defender': [10] },
    });
    expect(contest(over.events)).toMatchObject({
      initiatorTotal: 13,
      defenderTotal: 12,
      success: true,
    });
    expect(panel(over.state, 'a')).toMatchObject({ bonusActionAvailable: false, actionsLeft: 1 });
    const through = run(over.state, move('a', [1, 0], [2, 0])).state;
    expect(tac(through, 'a').position).toEqual({ x: 2, y: 0 });
    rejects(through, move('a', [1, 0], [0, 0]), 'hostileSpace'); // once only
    // Tumble: Dex (Acrobatics) on both sides, the action; a tie fails.
    const tumble = run(blocker(), {
      type: 'tumble',
      moverId: 'a',
      targetId: 'o',
      typedRolls: { 'tumble:initiator': [10], 'tumble:defender': [11] },
    });
    expect(contest(tumble.events)).toMatchObject({
      initiatorTotal: 11,
      defenderTotal: 11,
      success: false,
    });
    expect(panel(tumble.state, 'a').actionsLeft).toBe(0);
    // A smaller mover overruns with disadvantage (AMB-19: size categories).
    const big = fight(
      [hero(), foe('large')],
      { grid: true, 'act.overrun': true },
      ['a', 'o'],
      [place('a', 0, 0), place('o', 1, 0)],
    );
    const uphill = run(big, {
      type: 'overrun',
      moverId: 'a',
      targetId: 'o',
      typedRolls: { 'overrun:initiator': [15, 2], 'overrun:defender': [1] },
    });
    expect(contest(uphill.events)).toMatchObject({ initiatorTotal: 5 });
    rejects(field(), { type: 'overrun', moverId: 'a', targetId: 'o' }, 'optionOff');
  });

  it('5E-CLIMB-01..04 / AMB-30: climbing onto a bigger creature — by grapple or by the terrain contest; it moves along, attacks it with advantage, and can be dislodged', () => {
    const s = field('huge', { 'act.climbOnto': true });
    const climbed = run(s, {
      type: 'climbOnto',
      climberId: 'a',
      targetId: 'o',
      typedRolls: { 'climbOnto:initiator': [12], 'climbOnto:defender': [5] },
    });
    expect(contest(climbed.events)).toMatchObject({ success: true, defenderSkill: 'acrobatics' });
    expect(tac(climbed.state, 'a')).toMatchObject({ clingingTo: 'o', position: { x: 1, y: 0 } });
    expect(panel(climbed.state, 'a').actionsLeft).toBe(0);
    // Its movement within the host's space is difficult terrain (5E-CLIMB-03).
    expect(
      run(climbed.state, move('a', [2, 0])).events.find((e) => e.type === 'moved')?.costFt,
    ).toBe(10);
    let t = run(climbed.state, { type: 'nextTurn' }).state;
    // The host moves: the clinger moves with it.
    t = run(t, move('o', [2, 0])).state;
    expect(tac(t, 'a').position).toEqual({ x: 2, y: 0 });
    const dislodged = run(t, {
      type: 'dislodge',
      creatureId: 'o',
      clingerId: 'a',
      typedRolls: { 'dislodge:initiator': [15], 'dislodge:defender': [3] },
    }).state;
    expect(tac(dislodged, 'a').clingingTo).toBeNull();
    const back = turnOfA(t);
    const atk = run(back, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      melee: true,
      typedRolls: { attack: [3, 14] },
    });
    expect(notes(atk.events, 'attack')[0]?.advantage).toContain('clingingToTarget');
    // 5E-CLIMB-01 by grapple: the one-size limit only with the AMB-30 setting.
    run(s, grapple([15, 1], { climbOnto: true }));
    rejects(
      run(s, { type: 'setOption', key: 'climbOnto.sizeCheck', value: true }).state,
      grapple([15, 1], { climbOnto: true }),
      'targetTooLarge',
    );
  });

  it('5E-CLIMB-02 / 5E-CLIMB-04: climber 15 against 12 clings with advantage, 12 against 12 stays off; dislodging 18 against 14 throws it off, 14 against 14 does not', () => {
    const s = field('huge', { 'act.climbOnto': true });
    const climb = (rolls: [number, number]) =>
      run(s, {
        type: 'climbOnto',
        climberId: 'a',
        targetId: 'o',
        typedRolls: { 'climbOnto:initiator': [rolls[0]], 'climbOnto:defender': [rolls[1]] },
      });
    const won = climb([12, 12]);
    expect(contest(won.events)).toMatchObject({
      initiatorTotal: 15,
      defenderTotal: 12,
      success: true,
    });
    expect(tac(won.state, 'a').clingingTo).toBe('o');
    const swing = run(turnOfA(run(won.state, { type: 'nextTurn' }).state), {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      melee: true,
      typedRolls: { attack: [3, 14] },
    });
    expect(notes(swing.events, 'attack')[0]?.advantage).toContain('clingingToTarget');
    const tie = climb([9, 12]);
    expect(contest(tie.events)).toMatchObject({
      initiatorTotal: 12,
      defenderTotal: 12,
      success: false,
    });
    expect(tac(tie.state, 'a').clingingTo ?? null).toBeNull();
    const hostTurn = run(won.state, { type: 'nextTurn' }).state;
    const dislodge = (rolls: [number, number]) =>
      run(hostTurn, {
        type: 'dislodge',
        creatureId: 'o',
        clingerId: 'a',
        typedRolls: { 'dislodge:initiator': [rolls[0]], 'dislodge:defender': [rolls[1]] },
      });
    const off = dislodge([16, 11]);
    expect(contest(off.events)).toMatchObject({
      initiatorTotal: 18,
      defenderTotal: 14,
      success: true,
    });
    expect(tac(off.state, 'a').clingingTo).toBeNull();
    const held = dislodge([12, 11]);
    expect(contest(held.events)).toMatchObject({
      initiatorTotal: 14,
      defenderTotal: 14,
      success: false,
    });
    expect(tac(held.state, 'a').clingingTo).toBe('o');
  });
});

function turnOfA(s: EncounterState): EncounterState {
  let t = s;
  while (!t.turn?.activeIds.includes('a')) t = run(t, { type: 'nextTurn' }).state;
  return t;
}
