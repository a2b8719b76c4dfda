// Falling and mounted combat through the engine (§11).
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../../../shared';
import { answer, conds, prompt, rejects, run } from '../helpers';
import { creature, fight, notes, panel, tac, turnOf } from './fight';

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
const hero = (extra = {}) => creature('a', 'pc', { speed: { walk: 30 }, maxHp: 200, ...extra });
const orc = () => creature('o', 'monster', { speed: { walk: 30 } });
const d6 = (n: number, face = 3) => Array.from({ length: n }, () => face);

describe('falling (§11)', () => {
  it('5E-FALL-01 / EX-42: 35 ft → 3d6 bludgeoning and prone; 250 ft → 20d6 (the cap)', () => {
    const s = fight([hero(), orc()]);
    const r = run(s, {
      type: 'fall',
      combatantId: 'a',
      feet: 35,
      typedRolls: { fallDamage: d6(3) },
    });
    expect(notes(r.events, 'landed')[0]).toMatchObject({ feet: 35, dice: '3d6' });
    expect(r.state.combatants.a?.hp).toBe(191);
    expect(conds(r.state, 'a')).toContain('prone');
    const far = run(s, {
      type: 'fall',
      combatantId: 'a',
      feet: 250,
      typedRolls: { fallDamage: d6(20, 1) },
    });
    expect(notes(far.events, 'landed')[0]).toMatchObject({ dice: '20d6' });
    // No damage taken (immune to bludgeoning): not prone.
    const golem = fight([hero({ sys: { immunities: ['bludgeoning'] } }), orc()]);
    const soft = run(golem, {
      type: 'fall',
      combatantId: 'a',
      feet: 30,
      typedRolls: { fallDamage: d6(3) },
    });
    expect(conds(soft.state, 'a')).not.toContain('prone');
    // Under 10 ft: no dice, no prone.
    expect(conds(run(s, { type: 'fall', combatantId: 'a', feet: 5 }).state, 'a')).not.toContain(
      'prone',
    );
  });

  it('5E-FALL-02 / EX-44: with fall.rate a 1,200-ft fall drops 500 now, 500 at the end of its next turn, lands at the end of the following turn with 20d6', () => {
    let s = fight([hero(), orc()], { 'fall.rate': true });
    s = run(s, { type: 'fall', combatantId: 'a', feet: 1200 }).state;
    expect(tac(s, 'a').falling).toMatchObject({ totalFt: 1200, remainingFt: 700 });
    s = run(s, { type: 'nextTurn' }).state; // a's turn (the fall began in it) ends: no drop
    expect(tac(s, 'a').falling?.remainingFt).toBe(700);
    s = turnOf(s, 'a');
    const r = run(s, { type: 'nextTurn' }); // end of its next turn
    expect(tac(r.state, 'a').falling?.remainingFt).toBe(200);
    s = turnOf(r.state, 'a');
    const landed = run(s, { type: 'nextTurn', typedRolls: { fallDamage: d6(20, 1) } });
    expect(notes(landed.events, 'landed')[0]).toMatchObject({ feet: 1200, dice: '20d6' });
    expect(tac(landed.state, 'a').falling).toBeNull();
    expect(landed.state.combatants.a?.hp).toBe(180);
  });

  it('5E-FALL-04 / EX-43: with fall.flyingSlowdown a conscious flier knocked prone at 100 ft with flying speed 60 takes damage as for 40 ft (4d6)', () => {
    const flier = hero({ speed: { walk: 30, fly: 60 } });
    let s = fight(
      [flier, orc()],
      { 'fall.flyingSlowdown': true },
      ['a', 'o'],
      [{ type: 'setAltitude', combatantId: 'a', altitudeFt: 100 }],
    );
    s = run(s, { type: 'dropProne', combatantId: 'a' }).state;
    // 5E-MOVE-13: a flier that is knocked prone falls; the DM confirms.
    const p = prompt(s, 'flierFalls', 'a');
    expect(p.data.feet).toBe(100);
    const r = answer(s, p, 'fall', { fallDamage: d6(4) });
    expect(notes(r.events, 'landed')[0]).toMatchObject({
      feet: 100,
      feetForDamage: 40,
      dice: '4d6',
    });
    expect(tac(r.state, 'a').altitudeFt).toBe(0);
    // Hovering or held aloft by magic: no fall.
    const hover = run(
      fight(
        [flier, orc()],
        {},
        ['a', 'o'],
        [
          { type: 'setAltitude', combatantId: 'a', altitudeFt: 100 },
          { type: 'setTacticalStats', combatantId: 'a', hover: true },
        ],
      ),
      { type: 'dropProne', combatantId: 'a' },
    ).state;
    expect(hover.prompts.filter((x) => x.kind === 'flierFalls')).toEqual([]);
    // Speed 0 (grappled) brings a flier down too.
    const held = run(
      fight(
        [flier, orc()],
        {},
        ['a', 'o'],
        [{ type: 'setAltitude', combatantId: 'a', altitudeFt: 30 }],
      ),
      {
        type: 'addCondition',
        combatantId: 'a',
        key: 'grappled',
      },
    ).state;
    expect(prompt(held, 'flierFalls', 'a').data.feet).toBe(30);
  });

  it('5E-FALL-05: with both options a prone flier still falling at the start of a later turn spends half its flying speed to stop', () => {
    const flier = hero({ speed: { walk: 30, fly: 60 } });
    let s = fight(
      [flier, orc()],
      { 'fall.rate': true, 'fall.flyingSlowdown': true },
      ['a', 'o'],
      [{ type: 'setAltitude', combatantId: 'a', altitudeFt: 2000 }],
    );
    s = run(s, { type: 'dropProne', combatantId: 'a' }).state;
    s = answer(s, prompt(s, 'flierFalls', 'a'), 'fall').state;
    expect(tac(s, 'a').falling?.remainingFt).toBe(1500);
    rejects(s, { type: 'arrestFall', combatantId: 'a' }, 'fallJustStarted');
    s = turnOf(run(s, { type: 'nextTurn' }).state, 'a'); // the turn the fall began in drops nothing more
    const stopped = run(s, { type: 'arrestFall', combatantId: 'a' }).state;
    expect(tac(stopped, 'a')).toMatchObject({ falling: null, altitudeFt: 1500 });
    expect(conds(stopped, 'a')).not.toContain('prone');
    expect(panel(stopped, 'a').movementLeft).toMatchObject({ fly: 30 });
    rejects(
      fight([flier, orc()], { 'fall.rate': true }),
      { type: 'arrestFall', combatantId: 'a' },
      'optionOff',
    );
  });
});

describe('mounted combat (§11)', () => {
  const horse = (extra = {}) =>
    creature('h', 'monster', {
      side: 'party',
      size: 'large',
      speed: { walk: 60 },
      sys: { deathRule: 'instant', abilities: { int: 2, dex: 12 } },
      ...extra,
    });
  const rider = (extra = {}) => hero({ sys: { saves: { dex: 2 } }, ...extra });

  function stable(order = ['a', 'o', 'h'], options = {}): EncounterState {
    return fight([rider(), orc(), horse()], { grid: true, ...options }, order, [
      place('a', 0, 0),
      place('h', 1, 0),
      place('o', 6, 6),
    ]);
  }

  it('5E-MOUNT-01/02 / EX-45: a willing creature a size larger within 5 ft; half the speed, once per move; not with 10 ft left of 30', () => {
    const s = stable();
    const mounted = run(s, { type: 'mount', riderId: 'a', mountId: 'h' }).state;
    expect(tac(mounted, 'a')).toMatchObject({ mountedOn: 'h', position: { x: 1, y: 0 } });
    expect(tac(mounted, 'h').rider).toEqual({ id: 'a', control: 'controlled' });
    expect(panel(mounted, 'a').movementLeft).toEqual({ walk: 15 });
    rejects(mounted, { type: 'dismount', riderId: 'a' }, 'alreadyThisMove');
    const tired = run(s, { type: 'move', combatantId: 'a', feet: 20 }).state;
    expect(
      rejects(tired, { type: 'mount', riderId: 'a', mountId: 'h' }, 'notEnoughMovement').params,
    ).toMatchObject({ needed: 15, remaining: 10 });
    const pony = fight(
      [rider(), orc(), creature('h', 'monster', { speed: { walk: 40 } })],
      { grid: true },
      ['a', 'o', 'h'],
      [place('a', 0, 0), place('h', 1, 0)],
    );
    rejects(pony, { type: 'mount', riderId: 'a', mountId: 'h' }, 'notLarger');
    const far = fight(
      [rider(), orc(), horse()],
      { grid: true },
      ['a', 'o', 'h'],
      [place('a', 0, 0), place('h', 3, 0)],
    );
    rejects(far, { type: 'mount', riderId: 'a', mountId: 'h' }, 'tooFar');
    rejects(mounted, { type: 'move', combatantId: 'a', feet: 5 }, 'mounted');
  });

  it('5E-MOUNT-05/06: a controlled mount takes the rider’s initiative, acts on the turn it is mounted, and can only Dash, Disengage or Dodge', () => {
    const s = run(stable(), { type: 'mount', riderId: 'a', mountId: 'h' }).state;
    const slot = s.slots.find((x) => x.combatantIds.includes('a'));
    expect(slot?.combatantIds).toEqual(['a', 'h']);
    expect(s.slots.some((x) => x.key === 'c:h')).toBe(false);
    expect(panel(s, 'h').movementLeft).toEqual({ walk: 60 });
    const rode = run(
      s,
      { type: 'takeAction', combatantId: 'h', action: 'dash' },
      move('h', [2, 0], [3, 0]),
    ).state;
    expect(tac(rode, 'a').position).toEqual({ x: 3, y: 0 }); // the rider rides along
    rejects(s, { type: 'takeAction', combatantId: 'h', action: 'attack' }, 'actionNotAllowed');
    // Next round: both act in the rider's slot.
    const next = turnOf(run(rode, { type: 'nextTurn' }).state, 'a');
    expect(next.turn?.activeIds).toEqual(['a', 'h']);
    // An intelligent mount acts independently and keeps its own place (5E-MOUNT-07).
    const drake = fight(
      [rider(), orc(), horse({ sys: { deathRule: 'instant', abilities: { int: 14 } } })],
      { grid: true },
      ['a', 'o', 'h'],
      [place('a', 0, 0), place('h', 1, 0)],
    );
    const free = run(drake, { type: 'mount', riderId: 'a', mountId: 'h' }).state;
    expect(tac(free, 'h').rider?.control).toBe('independent');
    expect(free.slots.find((x) => x.combatantIds.includes('h'))?.combatantIds).toEqual(['h']);
  });

  it('5E-MOUNT-03: a mount moved against its will, or a rider knocked prone, calls for a DC 10 Dex save; a failure throws the rider prone within 5 ft', () => {
    const s = run(stable(), { type: 'mount', riderId: 'a', mountId: 'h' }).state;
    const kept = run(s, {
      type: 'move',
      combatantId: 'h',
      movement: 'forced',
      to: { x: 2, y: 0 },
      typedRolls: { riderSave: [8] },
    });
    expect(notes(kept.events, 'riderSave')[0]).toMatchObject({
      total: 10,
      success: true,
      cause: 'mountMoved',
    });
    expect(tac(kept.state, 'a')).toMatchObject({ mountedOn: 'h', position: { x: 2, y: 0 } });
    const thrown = run(s, {
      type: 'move',
      combatantId: 'h',
      movement: 'forced',
      to: { x: 2, y: 0 },
      typedRolls: { riderSave: [7] },
    }).state;
    expect(tac(thrown, 'a').mountedOn).toBeNull();
    expect(conds(thrown, 'a')).toContain('prone');
    expect(tac(thrown, 'a').position).not.toEqual({ x: 2, y: 0 });
    const knocked = run(s, {
      type: 'addCondition',
      combatantId: 'a',
      key: 'prone',
      typedRolls: { riderSave: [3] },
    }).state;
    expect(tac(knocked, 'a').mountedOn).toBeNull();
  });

  it('5E-MOUNT-04: when the mount falls prone the rider may dismount with its reaction and land on its feet, or falls prone', () => {
    const s = run(stable(), { type: 'mount', riderId: 'a', mountId: 'h' }).state;
    const down = run(s, { type: 'addCondition', combatantId: 'h', key: 'prone' }).state;
    const p = prompt(down, 'mountFell', 'a');
    const nimble = answer(down, p, 'reaction').state;
    expect(tac(nimble, 'a').mountedOn).toBeNull();
    expect(conds(nimble, 'a')).not.toContain('prone');
    expect(panel(nimble, 'a').reactionAvailable).toBe(false);
    expect(panel(nimble, 'a').reactionAvailable).toBe(false);
    const fell = answer(down, p, 'fall').state;
    expect(tac(fell, 'a').mountedOn).toBeNull();
    expect(conds(fell, 'a')).toContain('prone');
    expect(panel(fell, 'a').reactionAvailable).toBe(true);
  });

  it('5E-MOUNT-08: an opportunity attack provoked by a ridden mount may target the rider or the mount', () => {
    let s = fight(
      [rider(), creature('o', 'monster', { speed: { walk: 30 } }), horse()],
      { grid: true },
      ['a', 'o', 'h'],
      [place('a', 0, 0), place('h', 1, 0), place('o', 3, 0)],
    );
    s = run(s, { type: 'mount', riderId: 'a', mountId: 'h' }, move('h', [1, 1], [1, 2])).state;
    const p = prompt(s, 'opportunityAttack', 'o');
    expect(p.data.targets).toEqual(['h', 'a']);
    const r = answer(
      s,
      p,
      'attack',
      { attack: [15], damage: [4] },
      { attackBonus: 3, targetId: 'a', damage: [{ dice: '1d6' }] },
    );
    expect(r.state.combatants.a?.hp).toBe(196);
  });

  it('5E-MOUNT-02: dismounting costs half the speed and lands the rider next to the mount', () => {
    let s = run(stable(), { type: 'mount', riderId: 'a', mountId: 'h' }).state;
    s = turnOf(run(s, { type: 'nextTurn' }).state, 'a');
    const off = run(s, { type: 'dismount', riderId: 'a', to: { x: 1, y: 2 } }).state;
    expect(tac(off, 'a')).toMatchObject({ mountedOn: null, position: { x: 1, y: 2 } });
    expect(panel(off, 'a').movementLeft).toEqual({ walk: 15 });
    rejects(s, { type: 'dismount', riderId: 'a', to: { x: 5, y: 5 } }, 'tooFar');
  });
});
