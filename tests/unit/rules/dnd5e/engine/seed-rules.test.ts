// The 5e rules as the seeds state them, every branch, through createEncounter/dispatch: Dodge
// against attackers the dodger can see, cleave targets the roll must hit, moving while prone,
// a controlled mount's actions, dragging a grappled creature, speed modifiers and squeezing.
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../../../shared';
import { conds, enc, rejects, run } from '../helpers';
import { creature, fight, notes, panel, tac } from './fight';

const hero = (extra = {}) => creature('a', 'pc', { speed: { walk: 30 }, ...extra });
const orc = (extra = {}) => creature('o', 'monster', { speed: { walk: 30 }, ac: 15, ...extra });
const place = (id: string, x: number, y: number) => ({
  type: 'placeToken',
  combatantId: id,
  at: { x, y },
});

/** `o` attacks `a` with two typed d20s; the attack note's data. */
function attackOnA(s: EncounterState, faces = [4, 16]) {
  const r = run(s, {
    type: 'attack',
    attackerId: 'o',
    targetId: 'a',
    attackBonus: 3,
    melee: true,
    uses: 'free',
    typedRolls: { attack: faces },
  });
  return notes(r.events, 'attack')[0] as Record<string, unknown>;
}

describe('5E-ACT-07: one Dodge, against attackers the dodger can see', () => {
  const dodged = () =>
    run(fight([hero(), orc()]), { type: 'takeAction', combatantId: 'a', action: 'dodge' }).state;

  it('5E-ACT-07: an attacker the dodger sees has disadvantage; an invisible one, or a blinded dodger, does not', () => {
    expect(attackOnA(dodged())).toMatchObject({ mode: 'disadvantage', total: 7 });
    const invisible = run(dodged(), { type: 'addCondition', combatantId: 'o', key: 'invisible' });
    expect(attackOnA(invisible.state).disadvantage).not.toContain('targetDodging');
    const blind = run(dodged(), { type: 'addCondition', combatantId: 'a', key: 'blinded' });
    expect(attackOnA(blind.state).disadvantage).not.toContain('targetDodging');
    // The DM's own fact that the target cannot see the attacker cancels the Dodge too.
    const r = run(dodged(), {
      type: 'attack',
      attackerId: 'o',
      targetId: 'a',
      attackBonus: 3,
      melee: true,
      uses: 'free',
      context: { targetSeesAttacker: false },
      typedRolls: { attack: [4, 16] },
    });
    expect(notes(r.events, 'attack')[0]?.disadvantage).not.toContain('targetDodging');
  });

  it('5E-ACT-07: a hidden attacker the dodger has not noticed gets no disadvantage from the Dodge', () => {
    const s = run(dodged(), { type: 'setHiding', combatantId: 'o', stealth: 25 }).state;
    expect(attackOnA(s).disadvantage).not.toContain('targetDodging');
  });

  it('5E-ACT-07: the dodging condition the DM adds is the Dodge (attacks and Dex saves), and removing it ends it', () => {
    const s = run(fight([hero(), orc()], {}, ['o', 'a']), {
      type: 'addCondition',
      combatantId: 'a',
      key: 'dodging',
    }).state;
    expect(panel(s, 'a').dodging).toBe(true);
    expect(attackOnA(s).disadvantage).toContain('targetDodging');
    const save = run(s, {
      type: 'savingThrow',
      combatantIds: ['a'],
      ability: 'dex',
      dc: 10,
      typedRolls: { 'save:a': [3, 15] },
    });
    expect(notes(save.events, 'save')[0]).toMatchObject({ mode: 'advantage', total: 15 });
    const id = s.combatants.a?.conditions.find((c) => c.key === 'dodging')?.id as string;
    const off = run(s, { type: 'removeCondition', combatantId: 'a', conditionId: id }).state;
    expect(panel(off, 'a').dodging).toBe(false);
    expect(attackOnA(off, [9]).mode).toBe('normal');
    // It lasts until the start of the dodger's next turn.
    const next = run(s, { type: 'nextTurn' }).state;
    expect(conds(next, 'a')).not.toContain('dodging');
  });

  it('5E-ACT-07: the Dodge is lost for good when the dodger is incapacitated or its speed drops to 0', () => {
    const stunned = run(dodged(), { type: 'addCondition', combatantId: 'a', key: 'stunned' });
    expect(conds(stunned.state, 'a')).not.toContain('dodging');
    const grappled = run(dodged(), { type: 'addCondition', combatantId: 'a', key: 'grappled' });
    expect(conds(grappled.state, 'a')).not.toContain('dodging');
    const id = grappled.state.combatants.a?.conditions.find((c) => c.key === 'grappled')?.id;
    const freed = run(grappled.state, {
      type: 'removeCondition',
      combatantId: 'a',
      conditionId: id,
    });
    expect(panel(freed.state, 'a').dodging).toBe(false);
    const slowed = run(dodged(), {
      type: 'setTacticalStats',
      combatantId: 'a',
      speedModifiers: [{ label: 'spell', feet: -30 }],
    });
    expect(conds(slowed.state, 'a')).not.toContain('dodging');
  });
});

describe('5E-CLEAVE-01: the next creature must be one the original roll could hit', () => {
  it('5E-CLEAVE-01 / AMB-20: a listed creature the total cannot hit is refused with the reason; nothing is spent', () => {
    const s = fight(
      [
        hero(),
        creature('g1', 'monster', { maxHp: 7, ac: 15, sys: { deathRule: 'instant' } }),
        creature('g2', 'monster', { maxHp: 7, ac: 18, sys: { deathRule: 'instant' } }),
      ],
      { cleave: true },
    );
    const cmd = {
      type: 'damage',
      targetIds: ['g1'],
      amount: 12,
      melee: true,
      attackerId: 'a',
      knockOut: false,
      attackTotal: 17,
      cleaveTo: ['g2'],
    };
    const e = rejects(s, cmd, 'cleaveCannotHit');
    expect(e.params).toMatchObject({ targetId: 'g2', ac: 18 });
    expect(run(s, { ...cmd, attackTotal: 18 }).state.combatants.g2?.hp).toBe(2);
  });
});

describe('5E-MOVE-08/09: moving while prone', () => {
  const prone = () => run(fight([hero(), orc()]), { type: 'dropProne', combatantId: 'a' }).state;

  it('5E-MOVE-09: a walk while prone is refused with the reason; a crawl costs 2 ft per foot', () => {
    rejects(prone(), { type: 'move', combatantId: 'a', feet: 10 }, 'proneMustCrawl');
    const crawl = run(prone(), { type: 'move', combatantId: 'a', feet: 10, crawl: true });
    expect(crawl.events.find((e) => e.type === 'moved')?.costFt).toBe(20);
    expect(panel(crawl.state, 'a').movementLeft).toEqual({ walk: 10 });
  });

  it('5E-MOVE-08: asked to, it stands up first for half its speed and walks the rest', () => {
    const r = run(prone(), { type: 'move', combatantId: 'a', feet: 10, standUp: true });
    expect(conds(r.state, 'a')).not.toContain('prone');
    expect(r.events.find((e) => e.type === 'moved')?.costFt).toBe(10);
    expect(panel(r.state, 'a').movementLeft).toEqual({ walk: 5 });
    // Standing needs half the speed: 15 ft of a 30-ft speed, then only 15 ft are left.
    rejects(
      prone(),
      { type: 'move', combatantId: 'a', feet: 20, standUp: true },
      'notEnoughMovement',
    );
  });
});

describe('5E-MOUNT-06: a controlled mount acts only by Dash, Disengage or Dodge', () => {
  const horse = creature('h', 'monster', {
    side: 'party',
    size: 'large',
    speed: { walk: 60 },
    sys: { deathRule: 'instant', abilities: { int: 2, dex: 12 } },
  });
  const mounted = () =>
    run(
      fight(
        [hero(), orc(), horse],
        { grid: true },
        ['a', 'o', 'h'],
        [place('a', 0, 0), place('h', 1, 0), place('o', 3, 0)],
      ),
      { type: 'mount', riderId: 'a', mountId: 'h' },
    ).state;

  it('5E-MOUNT-06: its attack, grapple or shove is refused, on its turn or recorded outside it; Dodge is taken', () => {
    const s = mounted();
    const atk = { type: 'attack', attackerId: 'h', targetId: 'o', attackBonus: 4, melee: true };
    rejects(s, atk, 'actionNotAllowed');
    rejects(s, { ...atk, uses: 'free' }, 'actionNotAllowed');
    rejects(
      s,
      { type: 'shove', attackerId: 'h', targetId: 'o', effect: 'prone' },
      'actionNotAllowed',
    );
    const later = run(s, { type: 'nextTurn' }).state; // the orc's turn
    rejects(later, atk, 'actionNotAllowed');
    const dodge = run(s, { type: 'takeAction', combatantId: 'h', action: 'dodge' }).state;
    expect(conds(dodge, 'h')).toContain('dodging');
  });
});

describe('5E-GRAPPLE-06: dragging a grappled creature halves the speed, as state', () => {
  const held = (size = 'medium') => {
    const s = fight([hero(), orc({ size })]);
    return run(s, {
      type: 'grapple',
      attackerId: 'a',
      targetId: 'o',
      typedRolls: { 'grapple:initiator': [15], 'grapple:defender': [2] },
    }).state;
  };

  it('5E-GRAPPLE-06 / EX-32: dragging a Small (or Medium) creature halves 30 ft to 15; a Tiny one does not slow it', () => {
    const s = held('small');
    const set = run(s, { type: 'setTacticalStats', combatantId: 'a', dragging: ['o'] }).state;
    expect(panel(set, 'a').speeds).toEqual({ walk: 15 });
    expect(panel(set, 'a').movementLeft).toEqual({ walk: 15 });
    rejects(set, { type: 'move', combatantId: 'a', feet: 20 }, 'notEnoughMovement');
    const moved = run(s, { type: 'move', combatantId: 'a', feet: 10, drag: ['o'] }).state;
    expect(panel(moved, 'a').movementLeft).toEqual({ walk: 5 });
    const tiny = run(held('tiny'), { type: 'move', combatantId: 'a', feet: 10, drag: ['o'] });
    expect(panel(tiny.state, 'a').movementLeft).toEqual({ walk: 20 });
  });

  it('5E-GRAPPLE-06: only a creature it grapples can be dragged; letting go restores the speed', () => {
    rejects(
      fight([hero(), orc()]),
      { type: 'setTacticalStats', combatantId: 'a', dragging: ['o'] },
      'notGrappling',
    );
    const s = run(held(), { type: 'setTacticalStats', combatantId: 'a', dragging: ['o'] }).state;
    const let_go = run(s, { type: 'releaseGrapple', grapplerId: 'a', targetId: 'o' }).state;
    expect(tac(let_go, 'a').dragging ?? null).toBeNull();
    expect(panel(let_go, 'a').movementLeft).toEqual({ walk: 30 });
  });
});

describe('5E-ACT-05 / 5E-MOVE-06: speed modifiers on a combatant', () => {
  it('5E-ACT-05 / EX-28: heavy armour without the Strength (−10 ft) shows in speed and movement left, and Dash adds the reduced speed', () => {
    const s = run(fight([hero(), orc()]), {
      type: 'setTacticalStats',
      combatantId: 'a',
      speedModifiers: [{ label: 'heavy armour', feet: -10 }],
    }).state;
    expect(panel(s, 'a').speeds).toEqual({ walk: 20 });
    expect(panel(s, 'a').movementLeft).toEqual({ walk: 20 });
    const dashed = run(s, { type: 'takeAction', combatantId: 'a', action: 'dash' }).state;
    expect(panel(dashed, 'a').movementLeft).toEqual({ walk: 40 });
    // Speed 30 reduced to 15: a Dash makes 30 (seed 000:L177).
    const slowed = run(fight([hero(), orc()]), {
      type: 'setTacticalStats',
      combatantId: 'a',
      speedModifiers: [{ label: 'spell', feet: -15 }],
    });
    const d = run(slowed.state, { type: 'takeAction', combatantId: 'a', action: 'dash' }).state;
    expect(panel(d, 'a').movementLeft).toEqual({ walk: 30 });
  });

  it('5E-MOVE-05: a modifier names the speed it changes; several add up', () => {
    const s = run(fight([hero({ speed: { walk: 30, fly: 60 } }), orc()]), {
      type: 'setTacticalStats',
      combatantId: 'a',
      speedModifiers: [
        { label: 'Longstrider', feet: 10 },
        { label: 'wing injury', feet: -20, mode: 'fly' },
        { label: 'limp', feet: -5 },
      ],
    }).state;
    expect(panel(s, 'a').speeds).toEqual({ walk: 35, fly: 40 });
  });
});

describe('5E-SIZE-04: squeezing as a state the DM sets', () => {
  it('5E-SIZE-04: a creature set squeezing attacks with disadvantage and is attacked with advantage', () => {
    const s = run(fight([hero(), orc()]), {
      type: 'setTacticalStats',
      combatantId: 'o',
      squeezing: true,
    }).state;
    expect(panel(s, 'o').squeezing).toBe(true);
    const r = run(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      melee: true,
      typedRolls: { attack: [4, 16] },
    });
    expect(notes(r.events, 'attack')[0]).toMatchObject({ mode: 'advantage', total: 21 });
    const back = attackOnA(s);
    expect(back.disadvantage).toContain('attackerSqueezing');
  });
});

describe('5E-UNSEEN-03/04: starting the fight unseen', () => {
  it('5E-UNSEEN-03/04 / 5E-SURP-02: a creature that hid before the fight (Stealth 18) starts unseen by foes with passive Perception 12', () => {
    let s = enc([
      hero({ sys: { passivePerception: 12 } }),
      orc({ sys: { passivePerception: 12 } }),
    ]);
    s = run(s, { type: 'setHiding', combatantId: 'a', stealth: 18 }).state;
    expect(panel(s, 'a').hidden).toBe(true);
    expect(s.combatants.a?.hidden ?? false).toBe(false); // still on the players' display
    s = run(
      s,
      { type: 'setInitiative', combatantId: 'o', score: 20 },
      { type: 'setInitiative', combatantId: 'a', score: 10 },
      { type: 'startEncounter' },
    ).state;
    // The orc cannot see it: disadvantage; it attacks the orc unseen: advantage, and is revealed.
    expect(attackOnA(s).disadvantage).toContain('targetUnseen');
    const r = run(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      melee: true,
      uses: 'free',
      typedRolls: { attack: [4, 16] },
    });
    expect(notes(r.events, 'attack')[0]).toMatchObject({ mode: 'advantage' });
    expect(panel(r.state, 'a').hidden).toBe(false);
  });

  it('5E-SURP-02: a Stealth total that does not beat the passive Perception hides nothing from that foe; the roll can be typed', () => {
    const s = fight([hero(), orc({ sys: { passivePerception: 14 } })]);
    const seen = run(s, {
      type: 'setHiding',
      combatantId: 'a',
      stealthBonus: 2,
      typedRolls: { stealth: [12] },
    }).state;
    expect(tac(seen, 'a').hiding).toEqual({ stealth: 14 });
    expect(attackOnA(seen, [9]).mode).toBe('normal');
    const found = run(seen, { type: 'setHiding', combatantId: 'a', stealth: null }).state;
    expect(tac(found, 'a').hiding).toBeNull();
  });
});

describe('resolution outside the fight (status setup or ended): no turn order, no economy', () => {
  const setup = () =>
    run(enc([hero(), orc()]), {
      type: 'grapple',
      attackerId: 'o',
      targetId: 'a',
      typedRolls: { 'grapple:initiator': [15], 'grapple:defender': [2] },
    }).state;

  it('5E-GRAPPLE-05: an escape from a grapple before the fight is a contest on its own (no notItsTurn)', () => {
    const s = setup();
    expect(conds(s, 'a')).toContain('grappled');
    const r = run(s, {
      type: 'escapeGrapple',
      combatantId: 'a',
      typedRolls: { 'escape:initiator': [18], 'escape:defender': [3] },
    });
    expect(conds(r.state, 'a')).not.toContain('grappled');
    expect(r.events.some((e) => e.type === 'tacticsChanged')).toBe(false);
  });

  it('5E-GRAPPLE-05 / 5E-MOVE-08: after the fight ends an escape, a stand-up and a move need no turn', () => {
    let s = run(fight([hero(), orc()]), {
      type: 'grapple',
      attackerId: 'a',
      targetId: 'o',
      typedRolls: { 'grapple:initiator': [15], 'grapple:defender': [2] },
    }).state;
    s = run(s, { type: 'dropProne', combatantId: 'a' }, { type: 'endEncounter' }).state;
    expect(s.status).toBe('ended');
    const esc = run(s, {
      type: 'escapeGrapple',
      combatantId: 'o',
      typedRolls: { 'escape:initiator': [18], 'escape:defender': [3] },
    }).state;
    expect(conds(esc, 'o')).not.toContain('grappled');
    const stood = run(s, { type: 'standUp', combatantId: 'a' }).state;
    expect(conds(stood, 'a')).not.toContain('prone');
    const moved = run(stood, { type: 'move', combatantId: 'a', feet: 120 });
    expect(moved.events.find((e) => e.type === 'moved')).toMatchObject({ costFt: 120 });
  });

  it('5E-ACT-03 / 5E-ACT-10: an attack or a Hide before the fight spends nothing', () => {
    const s = enc([hero(), orc()]);
    const atk = run(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      melee: true,
      uses: 'attack',
      typedRolls: { attack: [15] },
    });
    expect(notes(atk.events, 'attack')[0]).toMatchObject({ hit: true });
    const hide = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'hide',
      typedRolls: { stealth: [14] },
    });
    expect(tac(hide.state, 'a').hiding).toMatchObject({ stealth: expect.any(Number) });
  });
});
