// Space without the grid (AMB-31): a move names the creatures whose spaces it crosses or ends
// in, and the width of a passage; a shove names the creature standing where the push goes. The
// rules of other creatures' spaces and of squeezing apply as on the map, through dispatch.
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../../../shared';
import { conds, rejects, run } from '../helpers';
import { creature, fight, notes, panel, tac, turnOf } from './fight';

const hero = (size = 'medium') =>
  creature('a', 'pc', {
    size,
    speed: { walk: 30 },
    sys: { deathRule: 'saves', abilities: { str: 16, dex: 14 } },
  });
const ally = (size = 'medium') => creature('b', 'pc', { size, speed: { walk: 30 } });
const foe = (size = 'medium') => creature('o', 'monster', { size, speed: { walk: 30 } });

const moved = (s: EncounterState, cmd: Record<string, unknown>) => {
  const r = run(s, { type: 'move', combatantId: 'a', ...cmd });
  return { state: r.state, event: r.events.find((e) => e.type === 'moved') };
};

describe('5E-MOVE-07/10/11: creatures’ spaces named on a move without the grid', () => {
  it('5E-MOVE-07 / 5E-MOVE-10: 15 ft through an ally’s space costs 20 ft (its 5 ft is difficult); a hostile of the same size bars the way', () => {
    const s = fight([hero(), ally(), foe()]);
    const r = moved(s, { feet: 15, through: ['b'] });
    expect(r.event).toMatchObject({ costFt: 20 });
    expect(panel(r.state, 'a').movementLeft).toEqual({ walk: 10 });
    // Difficult terrain does not stack: rubble in the ally's space counts once (15 + 5 + 5 = 25).
    expect(moved(s, { feet: 15, difficultFeet: 5, through: ['b'] }).event).toMatchObject({
      costFt: 25,
    });
    rejects(s, { type: 'move', combatantId: 'a', feet: 15, through: ['o'] }, 'hostileSpace');
  });

  it('5E-MOVE-10 / EX-34: a Medium creature passes a hostile Huge one (its 15-ft space difficult) but not a hostile Large one', () => {
    const huge = run(fight([hero(), foe('huge')]), {
      type: 'takeAction',
      combatantId: 'a',
      action: 'dash',
    }).state;
    expect(moved(huge, { feet: 20, through: ['o'] }).event).toMatchObject({ costFt: 35 });
    const large = fight([hero(), foe('large')]);
    rejects(large, { type: 'move', combatantId: 'a', feet: 20, through: ['o'] }, 'hostileSpace');
    // A Tiny hostile is two sizes smaller: passable, its shared square difficult (5 ft).
    const tiny = fight([hero(), foe('tiny')]);
    expect(moved(tiny, { feet: 10, through: ['o'] }).event).toMatchObject({ costFt: 15 });
    // A dead foe is no creature: its space is open and not difficult.
    const dead = run(large, { type: 'kill', combatantId: 'o' }).state;
    expect(moved(dead, { feet: 20, through: ['o'] }).event).toMatchObject({ costFt: 20 });
  });

  it('5E-MOVE-11: the move cannot end in another creature’s space, friend or foe', () => {
    const s = fight([hero(), ally(), foe('huge')]);
    rejects(s, { type: 'move', combatantId: 'a', feet: 10, endsIn: 'b' }, 'endInOccupiedSpace');
    rejects(
      s,
      { type: 'move', combatantId: 'a', feet: 20, through: ['o'], endsIn: 'o' },
      'endInOccupiedSpace',
    );
  });

  it('5E-SIZE-02: an ally holding a doorway refuses passage until it lets others through', () => {
    const s = fight(
      [hero(), ally(), foe()],
      {},
      ['a', 'b', 'o'],
      [{ type: 'setTacticalStats', combatantId: 'b', blocksPassage: true }],
    );
    rejects(s, { type: 'move', combatantId: 'a', feet: 10, through: ['b'] }, 'passageRefused');
    const open = run(s, { type: 'setTacticalStats', combatantId: 'b', blocksPassage: false });
    expect(moved(open.state, { feet: 10, through: ['b'] }).event).toMatchObject({ costFt: 15 });
  });

  it('5E-OVERRUN-01: a won overrun lets the mover through the hostile’s space once this turn, without the grid', () => {
    const s = fight([hero(), foe()], { 'act.overrun': true });
    const over = run(s, {
      type: 'overrun',
      moverId: 'a',
      targetId: 'o',
      asBonusAction: true,
      typedRolls: { 'overrun:initiator': [10], 'overrun:defender': [10] },
    }).state;
    const through = moved(over, { feet: 10, through: ['o'] });
    expect(through.event).toMatchObject({ costFt: 15 });
    expect(tac(through.state, 'a').passThrough?.ids).toEqual([]);
    rejects(
      through.state,
      { type: 'move', combatantId: 'a', feet: 10, through: ['o'] },
      'hostileSpace',
    ); // once only
  });
});

describe('5E-ACT-11 / 5E-MOVE-07/10/11: a readied move without the grid names the spaces it crosses', () => {
  it('5E-ACT-11 / 5E-MOVE-07: 25 ft through an ally costs 30 of the 30 ft; a hostile’s space bars it, and it cannot end in one', () => {
    let s = fight([hero(), ally(), foe()]);
    s = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'ready',
      ready: { trigger: 'the orc charges', response: { kind: 'move' } },
    }).state;
    s = turnOf(s, 'o');
    const release = { type: 'releaseReadied', combatantId: 'a' };
    const r = run(s, { ...release, feet: 25, through: ['b'] });
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ costFt: 30 });
    rejects(s, { ...release, feet: 30, through: ['b'] }, 'notEnoughMovement');
    rejects(s, { ...release, feet: 10, through: ['o'] }, 'hostileSpace');
    rejects(s, { ...release, feet: 10, endsIn: 'b' }, 'endInOccupiedSpace');
  });
});

describe('5E-SIZE-04: the width of a passage on a move without the grid', () => {
  it('5E-SIZE-04 / EX-31: a Large creature fits a 10-ft passage, squeezes through a 5-ft one (10 ft cost 20, then its attacks have disadvantage), not a 2-ft one', () => {
    const s = fight([hero('large'), foe()]);
    expect(moved(s, { feet: 10, passageWidthFt: 10 }).event).toMatchObject({
      costFt: 10,
      squeezing: false,
    });
    const squeezed = moved(s, { feet: 10, passageWidthFt: 5 });
    expect(squeezed.event).toMatchObject({ costFt: 20, squeezing: true });
    expect(tac(squeezed.state, 'a').squeezing).toBe(true);
    const attack = run(squeezed.state, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      melee: true,
      typedRolls: { attack: [15, 3] },
    });
    expect(notes(attack.events, 'attack')[0]).toMatchObject({ mode: 'disadvantage' });
    // Squeezing and difficult terrain add up: 10 ft of rubble in the passage costs 30.
    expect(moved(s, { feet: 10, difficultFeet: 10, passageWidthFt: 5 }).event).toMatchObject({
      costFt: 30,
    });
    rejects(s, { type: 'move', combatantId: 'a', feet: 10, passageWidthFt: 2 }, 'tooNarrow');
    // A Medium creature fits a 5-ft passage but cannot squeeze narrower (a Small one's space is
    // 5 ft too); a Small one squeezes through 2½ ft (a Tiny creature's space).
    const medium = fight([hero(), foe()]);
    expect(moved(medium, { feet: 10, passageWidthFt: 5 }).event).toMatchObject({
      costFt: 10,
      squeezing: false,
    });
    rejects(medium, { type: 'move', combatantId: 'a', feet: 10, passageWidthFt: 2.5 }, 'tooNarrow');
    expect(
      moved(fight([hero('small'), foe()]), { feet: 10, passageWidthFt: 2.5 }).event,
    ).toMatchObject({ costFt: 20, squeezing: true });
  });
});

describe('5E-SHOVE-02: a push without the grid into a creature the DM names', () => {
  const shove = (extra: Record<string, unknown> = {}) => ({
    type: 'shove',
    attackerId: 'a',
    targetId: 'o',
    effect: 'push',
    typedRolls: { 'shove:initiator': [10], 'shove:defender': [5] },
    ...extra,
  });
  const two = () =>
    fight([hero(), foe(), creature('p', 'monster', { speed: { walk: 30 } })], {}, ['a', 'o', 'p']);

  it('5E-SHOVE-02: a won push 5 ft away is blocked by the creature standing there; with nobody named, the target is pushed', () => {
    const blocked = run(two(), shove({ pushInto: 'p' }));
    expect(notes(blocked.events, 'pushBlocked')).toEqual([
      { targetId: 'o', reason: 'spaceOccupied', byId: 'p' },
    ]);
    expect(notes(blocked.events, 'pushed')).toEqual([]);
    const free = run(two(), shove());
    expect(notes(free.events, 'pushed')).toEqual([{ targetId: 'o', feet: 5 }]);
    // A corpse is no creature: the push goes through.
    const dead = run(two(), { type: 'kill', combatantId: 'p' }).state;
    expect(notes(run(dead, shove({ pushInto: 'p' })).events, 'pushed')).toHaveLength(1);
    // Knocked prone instead: no push, nothing blocks it.
    const prone = run(two(), shove({ effect: 'prone', pushInto: 'p' })).state;
    expect(conds(prone, 'o')).toContain('prone');
  });

  it('5E-SHOVEASIDE-01: a shove aside into a creature’s space is blocked the same way', () => {
    const s = fight(
      [hero(), foe(), creature('p', 'monster', { speed: { walk: 30 } })],
      { 'act.shoveAside': true },
      ['a', 'o', 'p'],
    );
    const aside = {
      type: 'shoveAside',
      attackerId: 'a',
      targetId: 'o',
      typedRolls: { 'shoveAside:initiator': [15, 15], 'shoveAside:defender': [5] },
    };
    expect(notes(run(s, { ...aside, pushInto: 'p' }).events, 'pushBlocked')).toEqual([
      { targetId: 'o', reason: 'spaceOccupied', byId: 'p' },
    ]);
    expect(notes(run(s, aside).events, 'pushed')).toHaveLength(1);
  });
});
