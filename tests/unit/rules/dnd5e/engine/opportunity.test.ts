// Opportunity attacks through the engine: prompts when a move leaves a hostile's reach, the
// exceptions, the reach holder's answer, the mark variant, and the DM's answers without a map.
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../../../shared';
import { answer, prompt, rejects, run } from '../helpers';
import { creature, fight, notes, panel, tac } from './fight';

const cells = (...xy: [number, number][]) => xy.map(([x, y]) => ({ x, y }));
const move = (id: string, ...xy: [number, number][]) => ({
  type: 'move',
  combatantId: id,
  path: cells(...xy),
});
const place = (id: string, x: number, y: number) => ({
  type: 'placeToken',
  combatantId: id,
  at: { x, y },
});
const hero = () => creature('a', 'pc', { speed: { walk: 30 } });
const orc = (extra = {}) => creature('o', 'monster', { speed: { walk: 30 }, ...extra });

function melee(options = {}, orcExtra = {}): EncounterState {
  return fight(
    [hero(), orc(orcExtra)],
    { grid: true, ...options },
    ['a', 'o'],
    [place('a', 0, 0), place('o', 1, 0)],
  );
}

const oaPrompts = (s: EncounterState) => s.prompts.filter((p) => p.kind === 'opportunityAttack');

describe('opportunity attacks on the grid (5E-OA-01/02, AMB-31)', () => {
  it('5E-OA-01 / 5E-MOVE-12: leaving a hostile’s reach raises its prompt at the last square inside; staying in reach does not', () => {
    const s = melee();
    expect(oaPrompts(run(s, move('a', [0, 1])).state)).toEqual([]);
    const left = run(s, move('a', [0, 1], [-1, 2])).state;
    const p = prompt(left, 'opportunityAttack', 'o');
    expect(p.data).toMatchObject({
      moverId: 'a',
      at: { x: 0, y: 1 },
      viaMark: false,
      spendsReaction: true,
      targets: ['a'],
    });
    expect(p.blocking).toBe(true);
    rejects(left, { type: 'nextTurn' }, 'promptPending');
    // The answer spends the reaction and can carry the attack itself.
    const r = answer(
      left,
      p,
      'attack',
      { attack: [15], damage: [6] },
      {
        attackBonus: 4,
        damage: [{ dice: '1d12', type: 'slashing' }],
      },
    );
    expect(notes(r.events, 'attack')[0]).toMatchObject({
      attackerId: 'o',
      targetId: 'a',
      total: 19,
      hit: true,
    });
    expect(r.state.combatants.a?.hp).toBe(24);
    expect(panel(r.state, 'o').reactionAvailable).toBe(false);
    // Declining spends nothing.
    const declined = answer(left, p, 'decline').state;
    expect(panel(declined, 'o').reactionAvailable).toBe(true);
    expect(declined.prompts).toEqual([]);
  });

  it('5E-MELEE-01: a reach of 10 ft is left only beyond 10 ft', () => {
    const s = melee({}, { sys: { deathRule: 'instant', reachFt: 10 } });
    expect(oaPrompts(run(s, move('a', [-1, 0])).state)).toEqual([]);
    expect(oaPrompts(run(s, move('a', [-1, 0], [-2, 0])).state)).toHaveLength(1);
  });

  it('5E-OA-02 / 5E-ACT-06: no opportunity attack after Disengage, for a teleport, or for forced movement', () => {
    const s = melee();
    const disengaged = run(
      s,
      { type: 'takeAction', combatantId: 'a', action: 'disengage' },
      move('a', [-1, 0], [-2, 0]),
    ).state;
    expect(oaPrompts(disengaged)).toEqual([]);
    expect(
      oaPrompts(
        run(s, { type: 'move', combatantId: 'a', movement: 'teleport', to: { x: -5, y: 0 } }).state,
      ),
    ).toEqual([]);
    expect(
      oaPrompts(
        run(s, { type: 'move', combatantId: 'a', movement: 'forced', to: { x: -5, y: 0 } }).state,
      ),
    ).toEqual([]);
  });

  it('5E-REACT-02 / 5E-OA-01: no prompt when the reach holder has no reaction, is incapacitated, or cannot see the mover', () => {
    const used = run(melee(), { type: 'useReaction', combatantId: 'o', kind: 'feature' }).state;
    expect(oaPrompts(run(used, move('a', [-1, 0])).state)).toEqual([]);
    const stunned = run(melee(), { type: 'addCondition', combatantId: 'o', key: 'stunned' }).state;
    expect(oaPrompts(run(stunned, move('a', [-1, 0])).state)).toEqual([]);
    const blind = run(melee(), { type: 'addCondition', combatantId: 'o', key: 'blinded' }).state;
    expect(oaPrompts(run(blind, move('a', [-1, 0])).state)).toEqual([]);
    // The reaction is back at the reach holder's next turn start; an answer without one is refused.
    const left = run(melee(), move('a', [-1, 0])).state;
    const p = prompt(left, 'opportunityAttack', 'o');
    const spent = run(left, { type: 'useReaction', combatantId: 'o', kind: 'spell' }).state;
    rejects(spent, { type: 'resolvePrompt', promptId: p.id, choice: 'attack' }, 'noReaction');
  });

  it('5E-MARK-01/02 / AMB-22: a melee attack marks its target, hit or miss; the mark’s opportunity attack has advantage, uses no reaction, once per turn', () => {
    const opts = { 'act.mark': true };
    let s = fight(
      [hero(), orc()],
      { grid: true, ...opts },
      ['o', 'a'],
      [place('a', 0, 0), place('o', 1, 0)],
    );
    s = run(s, {
      type: 'attack',
      attackerId: 'o',
      targetId: 'a',
      attackBonus: 4,
      melee: true,
      mark: true,
      typedRolls: { attack: [2] },
    }).state; // a miss still marks
    expect(tac(s, 'o').marks).toEqual([
      { attackerId: 'o', targetId: 'a', attackerTurnEndsLeft: 2 },
    ]);
    s = run(
      s,
      { type: 'useReaction', combatantId: 'o', kind: 'feature' },
      { type: 'nextTurn' },
    ).state;
    const left = run(s, move('a', [-1, 0])).state;
    const p = prompt(left, 'opportunityAttack', 'o');
    expect(p.data).toMatchObject({ viaMark: true, advantage: true, spendsReaction: false });
    const r = answer(left, p, 'attack', { attack: [3, 16] }, { attackBonus: 4 });
    expect(notes(r.events, 'attack')[0]).toMatchObject({ mode: 'advantage' });
    expect(notes(r.events, 'attack')[0]?.advantage).toContain('markedOpportunityAttack');
    // One mark attack per turn: walking back in and out again gives none.
    const again = run(r.state, move('a', [0, 0], [-1, 0])).state;
    expect(oaPrompts(again)).toEqual([]);
    // The mark lapses at the end of the attacker's next turn.
    let t = run(r.state, { type: 'nextTurn' }).state; // o's turn (round 2)
    t = run(t, { type: 'nextTurn' }).state; // o's turn ends
    expect(tac(t, 'o').marks).toEqual([]);
    // A new mark replaces the old one (one per attacker, AMB-22).
    const b = creature('b', 'pc', { speed: { walk: 30 } });
    let m = fight(
      [hero(), orc(), b],
      { grid: true, ...opts },
      ['o', 'a', 'b'],
      [place('a', 0, 0), place('o', 1, 0), place('b', 2, 0)],
    );
    const markOn = (state: EncounterState, targetId: string, face: number) =>
      run(state, {
        type: 'attack',
        attackerId: 'o',
        targetId,
        attackBonus: 4,
        melee: true,
        mark: true,
        attacks: 2,
        typedRolls: { attack: [face] },
      }).state;
    m = markOn(m, 'a', 10);
    m = run(m, {
      type: 'attack',
      attackerId: 'o',
      targetId: 'b',
      attackBonus: 4,
      melee: true,
      mark: true,
      typedRolls: { attack: [10] },
    }).state;
    expect(tac(m, 'o').marks?.map((x) => x.targetId)).toEqual(['b']);
    rejects(
      melee(),
      { type: 'attack', attackerId: 'a', targetId: 'o', attackBonus: 1, melee: true, mark: true },
      'optionOff',
    );
  });
});

describe('opportunity attacks without a map (AMB-31)', () => {
  const abstract = () =>
    fight([hero(), orc(), creature('p', 'monster', { speed: { walk: 30 } })], {}, ['a', 'o', 'p']);

  it('AMB-31: the DM is asked whose reach the mover left, then each reach holder gets its prompt', () => {
    const s = run(abstract(), { type: 'move', combatantId: 'a', feet: 20 }).state;
    const ask = prompt(s, 'leftReach', 'a');
    expect(ask.data.candidates).toEqual(['o', 'p']);
    expect(ask.blocking).toBe(false);
    const r = answer(s, ask, ['o']).state;
    expect(prompt(r, 'opportunityAttack', 'o').data).toMatchObject({ moverId: 'a', at: null });
    expect(oaPrompts(r)).toHaveLength(1);
    expect(answer(s, ask, 'none').state.prompts).toEqual([]);
    rejects(s, { type: 'resolvePrompt', promptId: ask.id, choice: ['a'] }, 'invalidChoice');
    // The DM may name them with the move; Disengage means nothing is asked.
    const named = run(abstract(), {
      type: 'move',
      combatantId: 'a',
      feet: 20,
      leftReachOf: ['p'],
    }).state;
    expect(oaPrompts(named).map((p) => p.combatantId)).toEqual(['p']);
    const careful = run(
      abstract(),
      { type: 'takeAction', combatantId: 'a', action: 'disengage' },
      { type: 'move', combatantId: 'a', feet: 20 },
    ).state;
    expect(careful.prompts).toEqual([]);
  });
});
