// The turn economy through the engine: actions, bonus actions, reactions, object interactions,
// the standard actions' effects, surprise, speed-factor commitments and lingering injuries.
import { describe, expect, it } from 'vitest';
import { conds, rejects, run } from '../helpers';
import { creature, fight, notes, panel, tac, turnOf } from './fight';

const hero = (extra = {}) => creature('a', 'pc', { speed: { walk: 30 }, ...extra });
const orc = (extra = {}) => creature('o', 'monster', { speed: { walk: 30 }, ...extra });

describe('turn economy (§4)', () => {
  it('5E-TURN-01 / 5E-MOVE-01/02: a turn opens with movement = speed and one action', () => {
    const s = fight([hero(), orc()]);
    expect(panel(s, 'a')).toMatchObject({
      movementLeft: { walk: 30 },
      actionsLeft: 1,
      bonusActionAvailable: true,
      freeInteractionAvailable: true,
      reactionAvailable: true,
    });
    expect(panel(s, 'o').movementLeft).toBeNull(); // not its turn
    const moved = run(s, { type: 'move', combatantId: 'a', feet: 10 }).state;
    expect(panel(moved, 'a').movementLeft).toEqual({ walk: 20 });
    const acted = run(moved, { type: 'takeAction', combatantId: 'a', action: 'dodge' }).state;
    expect(panel(acted, 'a').actionsLeft).toBe(0);
    rejects(acted, { type: 'takeAction', combatantId: 'a', action: 'dash' }, 'noActionLeft');
    rejects(acted, { type: 'move', combatantId: 'a', feet: 25 }, 'notEnoughMovement');
    rejects(acted, { type: 'takeAction', combatantId: 'o', action: 'dodge' }, 'notItsTurn');
  });

  it('5E-TURN-02: doing nothing is allowed; the next turn starts fresh', () => {
    let s = fight([hero(), orc()]);
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' }).state;
    expect(s.turn?.activeIds).toEqual(['a']);
    expect(panel(s, 'a')).toMatchObject({ movementLeft: { walk: 30 }, actionsLeft: 1 });
    expect(tac(s, 'a').tactics?.turn?.movementUsed).toBe(0);
  });

  it('5E-MOVE-03/04: movement splits around the action and between the attacks of Extra Attack', () => {
    const s0 = fight([hero({ speed: { walk: 25 } }), orc()]);
    const attack = { type: 'attack', attackerId: 'a', targetId: 'o', attackBonus: 5, melee: true };
    const r = run(
      s0,
      { type: 'move', combatantId: 'a', feet: 10 },
      { ...attack, attacks: 2, typedRolls: { attack: [2] } },
      { type: 'move', combatantId: 'a', feet: 15 },
      { ...attack, typedRolls: { attack: [2] } },
    );
    expect(panel(r.state, 'a')).toMatchObject({ movementLeft: { walk: 0 }, attacksLeft: 0 });
    expect(r.state.combatants.a?.sys).toBeDefined();
    rejects(r.state, { ...attack, typedRolls: { attack: [2] } }, 'noActionLeft');
  });

  it('5E-ACT-03: the Attack action gives as many attacks as Multiattack or Extra Attack allow', () => {
    const captain = {
      id: 'o',
      name: 'Captain',
      kind: 'monster' as const,
      statblock: {
        name: 'Bandit Captain',
        size: 'medium',
        ac: 15,
        hp: 65,
        abilities: { str: 15, dex: 16, con: 14, int: 14, wis: 11, cha: 14 },
        actions: [
          {
            name: 'Multiattack',
            desc: 'The captain makes three melee attacks: two with its scimitar and one with its dagger.',
          },
        ],
      },
    };
    let s = fight([hero(), captain], {}, ['o', 'a']);
    const atk = {
      type: 'attack',
      attackerId: 'o',
      targetId: 'a',
      attackBonus: 5,
      melee: true,
      typedRolls: { attack: [2] },
    };
    s = run(s, atk, atk).state;
    expect(panel(s, 'o').attacksLeft).toBe(1);
    s = run(s, atk).state;
    rejects(s, atk, 'noActionLeft');
    // A character's Extra Attack, as the DM sets it.
    let p = run(fight([hero(), orc()]), {
      type: 'setTacticalStats',
      combatantId: 'a',
      attacksPerAction: 2,
    }).state;
    p = run(p, { type: 'takeAction', combatantId: 'a', action: 'attack' }).state;
    expect(panel(p, 'a').attacksLeft).toBe(2);
  });

  it('5E-TURN-03/04/05: a bonus action needs a source, one per turn, none while actions are barred', () => {
    const s = fight([hero(), orc()]);
    rejects(s, { type: 'takeBonusAction', combatantId: 'a', grantedBy: '' }, 'invalidCommand');
    const once = run(s, { type: 'takeBonusAction', combatantId: 'a', grantedBy: 'Healing Word' });
    expect(panel(once.state, 'a').bonusActionAvailable).toBe(false);
    rejects(
      once.state,
      { type: 'takeBonusAction', combatantId: 'a', grantedBy: 'Misty Step' },
      'bonusActionUsed',
    );
    const stunned = run(s, { type: 'addCondition', combatantId: 'a', key: 'stunned' }).state;
    rejects(
      stunned,
      { type: 'takeBonusAction', combatantId: 'a', grantedBy: 'Healing Word' },
      'bonusActionBlocked',
    );
    // Cunning Action: Dash as a bonus action keeps the action and adds the speed.
    const cunning = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'dash',
      asBonusAction: 'Cunning Action',
    }).state;
    expect(panel(cunning, 'a')).toMatchObject({
      actionsLeft: 1,
      bonusActionAvailable: false,
      movementLeft: { walk: 60 },
    });
    rejects(
      s,
      { type: 'takeAction', combatantId: 'a', action: 'ready', asBonusAction: 'x' },
      'notAsBonusAction',
    );
  });

  it('5E-TURN-07/08 / 5E-ACT-14: the first object interaction is free, the second takes the action', () => {
    const s = fight([hero(), orc()]);
    const first = run(s, { type: 'interactWithObject', combatantId: 'a', what: 'draw sword' });
    expect(first.events.at(-1)?.detail).toMatchObject({ usedAction: false });
    expect(panel(first.state, 'a')).toMatchObject({
      freeInteractionAvailable: false,
      actionsLeft: 1,
    });
    const second = run(first.state, { type: 'interactWithObject', combatantId: 'a' }).state;
    expect(panel(second, 'a').actionsLeft).toBe(0);
    expect(tac(second, 'a').tactics?.turn?.actionsTaken).toEqual(['useObject']);
    rejects(second, { type: 'interactWithObject', combatantId: 'a' }, 'noActionLeft');
    // 5E-TURN-08/09: an object that needs an action, or one the DM rules costly.
    const costly = run(s, { type: 'interactWithObject', combatantId: 'a', dmRequiresAction: true });
    expect(panel(costly.state, 'a')).toMatchObject({
      actionsLeft: 0,
      freeInteractionAvailable: true,
    });
  });

  it('5E-REACT-01/02/03: one reaction, on any turn, back at the start of its own turn', () => {
    let s = fight([hero(), orc()]);
    s = run(s, { type: 'useReaction', combatantId: 'o', kind: 'feature', note: 'Parry' }).state;
    expect(panel(s, 'o').reactionAvailable).toBe(false);
    // The interrupted turn goes on untouched (5E-REACT-03).
    expect(panel(s, 'a')).toMatchObject({ actionsLeft: 1, movementLeft: { walk: 30 } });
    rejects(s, { type: 'useReaction', combatantId: 'o', kind: 'feature' }, 'noReaction');
    s = turnOf(s, 'o');
    expect(panel(s, 'o').reactionAvailable).toBe(true);
  });
});

describe('the actions (§5)', () => {
  it('5E-ACT-05 / EX-28: Dash with speed 30 → 60; with speed reduced to 15 → 30', () => {
    const s = fight([hero(), orc()]);
    const dashed = run(s, { type: 'takeAction', combatantId: 'a', action: 'dash' }).state;
    expect(panel(dashed, 'a').movementLeft).toEqual({ walk: 60 });
    // A lost leg halves the walking speed (5E-INJURY-03): 30 → 15, Dash → 30.
    const slowed = fight(
      [hero(), orc()],
      {},
      ['a', 'o'],
      [{ type: 'addCondition', combatantId: 'a', key: 'injury.loseLeg' }],
    );
    expect(panel(slowed, 'a').speeds.walk).toBe(15);
    const r = run(slowed, { type: 'takeAction', combatantId: 'a', action: 'dash' });
    // …and a lost leg topples the creature after the Dash.
    expect(conds(r.state, 'a')).toContain('prone');
    expect(panel(r.state, 'a').movementLeft).toEqual({ walk: 30 });
    // Any change to speed changes the Dash's extra movement too: grappled → 0.
    const held = run(dashed, { type: 'addCondition', combatantId: 'a', key: 'grappled' }).state;
    expect(panel(held, 'a').movementLeft).toEqual({ walk: 0 });
  });

  it('5E-ACT-07 / AMB-13: Dodge — attacks against it with disadvantage, Dex saves with advantage, lost at speed 0', () => {
    let s = fight([hero(), orc()]);
    s = run(s, { type: 'takeAction', combatantId: 'a', action: 'dodge' }).state;
    expect(conds(s, 'a')).toContain('dodging');
    s = turnOf(s, 'o');
    const atk = { type: 'attack', attackerId: 'o', targetId: 'a', attackBonus: 4, melee: true };
    const r = run(s, { ...atk, typedRolls: { attack: [18, 3] } });
    expect(notes(r.events, 'attack')[0]).toMatchObject({ mode: 'disadvantage', total: 7 });
    expect(notes(r.events, 'attack')[0]?.disadvantage).toContain('targetDodging');
    const save = run(s, {
      type: 'savingThrow',
      combatantIds: ['a'],
      ability: 'dex',
      dc: 12,
      typedRolls: { 'save:a': [3, 15] },
    });
    expect(notes(save.events, 'save')[0]).toMatchObject({ mode: 'advantage', success: true });
    // Speed 0 ends the benefits (5E-ACT-07).
    const held = run(s, { type: 'addCondition', combatantId: 'a', key: 'grappled' }).state;
    const r2 = run(held, { ...atk, typedRolls: { attack: [18] } });
    expect(notes(r2.events, 'attack')[0]).toMatchObject({ mode: 'normal' });
    // Dodge ends at the start of its next turn.
    const next = turnOf(s, 'a');
    expect(conds(next, 'a')).not.toContain('dodging');
    expect(panel(next, 'a').dodging).toBe(false);
  });

  it('5E-ACT-08/09 / AMB-34: Help — the ally’s first attack against the target has advantage, then it is used up', () => {
    const s0 = fight([hero(), creature('b', 'pc', { speed: { walk: 30 } }), orc()], {}, [
      'a',
      'b',
      'o',
    ]);
    const helped = run(s0, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'help',
      help: { kind: 'attack', allyId: 'b', targetId: 'o' },
    }).state;
    const s = turnOf(helped, 'b');
    const atk = { type: 'attack', attackerId: 'b', targetId: 'o', attackBonus: 4, melee: true };
    const first = run(s, { ...atk, attacks: 2, typedRolls: { attack: [5, 17] } });
    expect(notes(first.events, 'attack')[0]).toMatchObject({ mode: 'advantage', total: 21 });
    expect(tac(first.state, 'a').tactics?.helping).toBeNull();
    const second = run(first.state, { ...atk, typedRolls: { attack: [5] } });
    expect(notes(second.events, 'attack')[0]).toMatchObject({ mode: 'normal' });
    // Out of reach of the target: Help cannot be given (targetDistanceFt > 5 without a grid).
    rejects(
      s0,
      {
        type: 'takeAction',
        combatantId: 'a',
        action: 'help',
        help: { kind: 'attack', allyId: 'b', targetId: 'o', targetDistanceFt: 10 },
      },
      'helpTargetTooFar',
    );
    // Unused help lapses at the start of the helper's next turn.
    expect(tac(turnOf(turnOf(helped, 'o'), 'a'), 'a').tactics?.helping).toBeNull();
  });

  it('5E-ACT-10 / 5E-UNSEEN-03/04: Hide rolls Stealth; an unnoticed attacker has advantage and attacking reveals it', () => {
    const s0 = fight([hero({ sys: { stealthBonus: 5 } }), orc({ sys: { passivePerception: 12 } })]);
    const hid = run(s0, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'hide',
      typedRolls: { stealth: [10] },
    });
    expect(notes(hid.events, 'hide')[0]).toMatchObject({ total: 15 });
    expect(tac(hid.state, 'a').hiding).toEqual({ stealth: 15 });
    const s = run(turnOf(turnOf(hid.state, 'o'), 'a'), {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 3,
      melee: true,
      typedRolls: { attack: [4, 12] },
    });
    expect(notes(s.events, 'attack')[0]).toMatchObject({ mode: 'advantage' });
    expect(notes(s.events, 'attack')[0]?.advantage).toContain('attackerUnseen');
    expect(tac(s.state, 'a').hiding).toBeNull();
  });

  it('5E-ACT-11/12: a readied spell holds concentration (ending the old one) and is released with the reaction', () => {
    let s = fight([hero(), orc()]);
    s = run(s, { type: 'startConcentration', combatantId: 'a', spell: 'Web' }).state;
    s = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'ready',
      ready: {
        trigger: 'the orc steps out',
        response: { kind: 'action', action: 'castSpell' },
        spell: { name: 'Magic Missile', level: 1, castingTime: 'action' },
      },
    }).state;
    expect(s.combatants.a?.sys.concentration).toMatchObject({ spell: 'Magic Missile' });
    expect(s.combatants.a?.readied).toMatchObject({ trigger: 'the orc steps out' });
    rejects(
      s,
      {
        type: 'takeAction',
        combatantId: 'a',
        action: 'ready',
        ready: { trigger: 'x', response: { kind: 'move' } },
      },
      'noActionLeft',
    );
    s = turnOf(s, 'o');
    const released = run(s, { type: 'releaseReadied', combatantId: 'a' }).state;
    expect(panel(released, 'a')).toMatchObject({ reactionAvailable: false, readied: false });
    expect(released.combatants.a?.sys.concentration).toBeNull();
    expect(released.combatants.a?.readied).toBeNull();
    // Concentration broken before the release: the spell dissipates.
    const broken = run(s, { type: 'endConcentration', combatantId: 'a' }).state;
    expect(panel(broken, 'a').readied).toBe(false);
    rejects(broken, { type: 'releaseReadied', combatantId: 'a' }, 'nothingReadied');
    // Never released: it lapses at the start of the holder's next turn, concentration too.
    const lapsed = turnOf(s, 'a');
    expect(lapsed.combatants.a?.sys.concentration).toBeNull();
    expect(panel(lapsed, 'a').readied).toBe(false);
    // Only spells with a casting time of 1 action can be readied.
    rejects(
      fight([hero(), orc()]),
      {
        type: 'takeAction',
        combatantId: 'a',
        action: 'ready',
        ready: {
          trigger: 'x',
          response: { kind: 'action', action: 'castSpell' },
          spell: { name: 'Healing Word', level: 1, castingTime: 'bonusAction' },
        },
      },
      'spellNotReadiable',
    );
  });

  it('5E-ACT-11: a readied move is taken with the reaction, up to the speed, outside the turn', () => {
    let s = fight([hero(), orc()]);
    s = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'ready',
      ready: { trigger: 'the orc charges', response: { kind: 'move' } },
    }).state;
    s = turnOf(s, 'o');
    rejects(s, { type: 'releaseReadied', combatantId: 'a', feet: 35 }, 'notEnoughMovement');
    const r = run(s, { type: 'releaseReadied', combatantId: 'a', feet: 30 });
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ costFt: 30 });
    expect(panel(r.state, 'a')).toMatchObject({
      reactionAvailable: false,
      readied: false,
      movementLeft: null,
    });
    // An action readied is no move.
    let t = fight([hero(), orc()]);
    t = run(t, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'ready',
      ready: { trigger: 'x', response: { kind: 'action', action: 'attack' } },
    }).state;
    rejects(
      turnOf(t, 'o'),
      { type: 'releaseReadied', combatantId: 'a', feet: 5 },
      'readiedNotMove',
    );
  });

  it('5E-ACT-11: the engine’s ready and triggerReady commands spend the action and the reaction', () => {
    let s = fight([hero(), orc()]);
    s = run(s, {
      type: 'ready',
      combatantId: 'a',
      trigger: 'door opens',
      response: 'attack',
    }).state;
    expect(panel(s, 'a')).toMatchObject({ actionsLeft: 0, readied: true });
    rejects(
      s,
      { type: 'ready', combatantId: 'a', trigger: 'again', response: 'x' },
      'noActionLeft',
    );
    s = run(s, { type: 'triggerReady', combatantId: 'a' }).state;
    expect(panel(s, 'a')).toMatchObject({ reactionAvailable: false, readied: false });
  });

  it('5E-ACT-04: casting a spell takes the action; a concentration spell ends the old concentration', () => {
    let s = fight([hero(), orc()]);
    s = run(s, { type: 'startConcentration', combatantId: 'a', spell: 'Bless' }).state;
    const r = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'castSpell',
      spell: { name: 'Hold Person', level: 2, concentration: true },
    });
    expect(r.state.combatants.a?.sys.concentration).toMatchObject({ spell: 'Hold Person' });
    expect(r.events.find((e) => e.type === 'concentrationEnded')).toMatchObject({
      reason: 'replaced',
    });
    expect(panel(r.state, 'a').actionsTaken).toEqual(['castSpell']);
  });

  it('5E-ACT-13: Search rolls the check the DM calls for', () => {
    const s = fight([hero({ sys: { abilities: { wis: 14 } } }), orc()]);
    const r = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'search',
      dc: 15,
      typedRolls: { search: [13] },
    });
    expect(notes(r.events, 'search')[0]).toMatchObject({ total: 15, success: true });
  });
});

describe('what bars a turn', () => {
  it('5E-SURP-03 / AMB-04: a surprised creature cannot move, act or react until its first turn ends; the bonus action is barred unless the DM overrides', () => {
    const s = fight(
      [hero(), orc()],
      {},
      ['a', 'o'],
      [{ type: 'setSurprised', combatantIds: ['a'], surprised: true }],
    );
    expect(panel(s, 'a')).toMatchObject({
      actionsLeft: 0,
      movementLeft: { walk: 0 },
      reactionAvailable: false,
    });
    rejects(s, { type: 'move', combatantId: 'a', feet: 5 }, 'movementBlocked');
    rejects(s, { type: 'takeAction', combatantId: 'a', action: 'dodge' }, 'actionBlocked');
    rejects(s, { type: 'takeBonusAction', combatantId: 'a', grantedBy: 'x' }, 'bonusActionBlocked');
    rejects(s, { type: 'interactWithObject', combatantId: 'a' }, 'actionBlocked');
    rejects(s, { type: 'useReaction', combatantId: 'a', kind: 'feature' }, 'noReaction');
    const after = run(s, { type: 'nextTurn' }).state;
    expect(panel(after, 'a').reactionAvailable).toBe(true);
    // AMB-04 override: the DM lets surprised creatures take their bonus action.
    const lenient = fight(
      [hero(), orc()],
      { 'surprise.blocksBonusAction': false },
      ['a', 'o'],
      [{ type: 'setSurprised', combatantIds: ['a'], surprised: true }],
    );
    expect(panel(lenient, 'a').bonusActionAvailable).toBe(true);
    run(lenient, { type: 'takeBonusAction', combatantId: 'a', grantedBy: 'Healing Word' });
  });

  it('5E-SURP-04: surprise is per creature: the surprised one’s ally acts normally', () => {
    const s = fight(
      [hero(), creature('b', 'pc', { speed: { walk: 30 } }), orc()],
      {},
      ['a', 'b', 'o'],
      [{ type: 'setSurprised', combatantIds: ['a'], surprised: true }],
    );
    const b = turnOf(s, 'b');
    expect(panel(b, 'b')).toMatchObject({ actionsLeft: 1, movementLeft: { walk: 30 } });
  });

  it('5E-COND-01 / 5E-TURN-05: a creature stunned mid-turn can no longer act, take a bonus action or react', () => {
    const s = run(fight([hero(), orc()]), {
      type: 'addCondition',
      combatantId: 'a',
      key: 'stunned',
    }).state;
    expect(panel(s, 'a')).toMatchObject({
      actionsLeft: 0,
      bonusActionAvailable: false,
      reactionAvailable: false,
    });
    rejects(s, { type: 'takeAction', combatantId: 'a', action: 'dodge' }, 'actionBlocked');
  });

  it('5E-SPEED-07 / AMB-27: under speed factor the creature takes the action it chose or none; the DM may rule instead', () => {
    const start = (extra = {}) => {
      let s = fight([hero(), orc()], { initiativeMode: 'speedFactor', ...extra });
      s = run(s, {
        type: 'declareSpeedFactor',
        combatantId: 'a',
        actions: [{ kind: 'castSpell', level: 1 }],
      }).state;
      const p = s.prompts.find((x) => x.kind === 'declareActions');
      s = run(s, { type: 'resolvePrompt', promptId: p?.id, choice: 'done' }).state;
      return turnOf(s, 'a');
    };
    const s = start();
    expect(tac(s, 'a').tactics?.turn?.committedAction).toBe('castSpell');
    rejects(s, { type: 'takeAction', combatantId: 'a', action: 'dodge' }, 'committedToOtherAction');
    run(s, { type: 'takeAction', combatantId: 'a', action: 'castSpell' });
    const ruling = start({ 'speedFactor.impossibleAction': 'dmRuling' });
    expect(tac(ruling, 'a').tactics?.turn?.committedAction).toBeNull();
    run(ruling, { type: 'takeAction', combatantId: 'a', action: 'dodge' });
  });
});

describe('lingering injuries that change numbers (5E-INJURY-03)', () => {
  const injured = (key: string, extra = {}) =>
    fight(
      [hero({ sys: { saves: { con: 1, dex: 0 } }, ...extra }), orc()],
      { lingeringInjuries: true },
      ['a', 'o'],
      [{ type: 'addCondition', combatantId: 'a', key }],
    );

  it('5E-INJURY-03: Limp takes 5 ft from the walking speed; after a Dash, DC 10 Dex save or prone', () => {
    const s = injured('injury.limp');
    expect(panel(s, 'a').speeds.walk).toBe(25);
    const fell = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'dash',
      typedRolls: { limpSave: [9] },
    });
    expect(conds(fell.state, 'a')).toContain('prone');
    expect(panel(fell.state, 'a').movementLeft).toEqual({ walk: 50 });
    const stood = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'dash',
      typedRolls: { limpSave: [10] },
    });
    expect(conds(stood.state, 'a')).not.toContain('prone');
  });

  it('5E-INJURY-03: a lost foot or leg halves the walking speed (after Limp’s −5)', () => {
    const s = run(injured('injury.loseLeg'), {
      type: 'addCondition',
      combatantId: 'a',
      key: 'injury.limp',
    }).state;
    expect(panel(s, 'a').speeds.walk).toBe(12); // (30 − 5) / 2 rounded down (AMB-10)
    const up = run(s, { type: 'setOption', key: 'rounding', value: 'up' }).state;
    expect(panel(up, 'a').speeds.walk).toBe(13);
  });

  it('5E-INJURY-03: internal injury — DC 15 Con save whenever it tries to act; a failure loses that action and reactions', () => {
    const s = injured('injury.internal');
    const failed = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'dash',
      typedRolls: { injurySave: [13] },
    });
    expect(notes(failed.events, 'injuryActionSave')[0]).toMatchObject({
      total: 14,
      dc: 15,
      success: false,
    });
    expect(panel(failed.state, 'a')).toMatchObject({
      actionsLeft: 0,
      movementLeft: { walk: 30 },
      reactionAvailable: false,
    });
    const ok = run(s, {
      type: 'takeAction',
      combatantId: 'a',
      action: 'dash',
      typedRolls: { injurySave: [14] },
    });
    expect(panel(ok.state, 'a')).toMatchObject({
      actionsLeft: 0,
      movementLeft: { walk: 60 },
      reactionAvailable: true,
    });
    // The Attack action too: the attack does not happen when the action is lost.
    const atk = run(s, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      melee: true,
      typedRolls: { injurySave: [2] },
    });
    expect(notes(atk.events, 'attack')).toEqual([]);
    expect(panel(atk.state, 'a').actionsLeft).toBe(0);
    // Broken ribs: DC 10.
    const ribs = run(injured('injury.brokenRibs'), {
      type: 'takeAction',
      combatantId: 'a',
      action: 'dodge',
      typedRolls: { injurySave: [9] },
    });
    expect(notes(ribs.events, 'injuryActionSave')[0]).toMatchObject({ dc: 10, success: true });
    // As a flaw (5E-INJURY-04) nothing is rolled.
    const flaw = fight(
      [hero(), orc()],
      {},
      ['a', 'o'],
      [
        {
          type: 'addCondition',
          combatantId: 'a',
          key: 'injury.flaw',
          data: { injury: 'injury.internal' },
        },
      ],
    );
    expect(
      notes(
        run(flaw, { type: 'takeAction', combatantId: 'a', action: 'dodge' }).events,
        'injuryActionSave',
      ),
    ).toEqual([]);
  });

  it('5E-INJURY-03 / EX-49: rests take their time — three long rests (24 h) cost a festering wound 1 max HP; a short rest is 1 hour', () => {
    let s = injured('injury.festering');
    s = run(
      s,
      { type: 'longRest', combatantIds: ['a'] },
      { type: 'longRest', combatantIds: ['a'] },
    ).state;
    expect(s.combatants.a?.maxHp).toBe(30);
    const third = run(s, { type: 'longRest', combatantIds: ['a'] });
    expect(third.events.find((e) => e.type === 'timePassed')).toMatchObject({
      hours: 8,
      clockHours: 24,
    });
    expect(third.state.combatants.a?.maxHp).toBe(29);
    const short = run(injured('injury.festering'), { type: 'shortRest', combatantIds: ['a'] });
    expect(short.events.find((e) => e.type === 'timePassed')).toMatchObject({
      hours: 1,
      clockHours: 1,
    });
  });

  it('5E-SURGE-01/04: a healing surge takes the action, or the bonus action under the variant', () => {
    const surge = { type: 'healingSurge', combatantId: 'a', dice: 1, typedRolls: { 'hd:a': [5] } };
    const opts = { 'heal.surges': true };
    const s = fight([hero({ hp: 10, sys: { level: 4, hitDie: 10 } }), orc()], opts);
    expect(panel(run(s, surge).state, 'a')).toMatchObject({
      actionsLeft: 0,
      bonusActionAvailable: true,
    });
    const bonus = fight([hero({ hp: 10, sys: { level: 4, hitDie: 10 } }), orc()], {
      ...opts,
      'heal.surgesAsBonusAction': true,
    });
    expect(panel(run(bonus, surge).state, 'a')).toMatchObject({
      actionsLeft: 1,
      bonusActionAvailable: false,
    });
  });
});
