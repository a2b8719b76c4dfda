// Crowding (5E-SIZE-03, noted in the log and not enforced, AMB-33), communication (5E-TURN-06) and throwing the off-hand weapon
// (5E-TWF-02) through dispatch: eight Medium around a Medium, four Large around a Medium or
// smaller, twenty Medium around a Gargantuan; brief words and gestures at no cost; a thrown
// light weapon as the off-hand attack.
import { describe, expect, it } from 'vitest';
import type { CombatantInput, EncounterState } from '../../../../../shared';
import { createEncounter, roundEconomy } from '../../../../../shared';
import { CROWDING, isCrowded } from '../../../../../shared/rules/dnd5e/tactics/size';
import { rejects, run } from '../helpers';
import { creature, fight, notes, panel } from './fight';

const place = (id: string, x: number, y: number) => ({
  type: 'placeToken',
  combatantId: id,
  at: { x, y },
});
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const mediums = (prefix: string, n: number) =>
  ids(prefix, n).map((id) => creature(id, 'pc', { speed: { walk: 30 } }));

/**
 * AMB-33: crowding is descriptive, not enforced: the command is taken and the log notes whom
 * the mover crowds. Returns that note (undefined when none).
 */
function crowdedBy(state: EncounterState, command: unknown): Record<string, unknown> | undefined {
  return notes(run(state, command).events, 'crowded')[0];
}

/** The squares touching a space of `side` squares whose north-west square is (x, y). */
function ring(x: number, y: number, side: number): [number, number][] {
  const out: [number, number][] = [];
  for (let yy = y - 1; yy <= y + side; yy++) {
    for (let xx = x - 1; xx <= x + side; xx++) {
      if (xx >= x && xx < x + side && yy >= y && yy < y + side) continue;
      out.push([xx, yy]);
    }
  }
  return out;
}

/** A fight on the grid: the mover `m` acts first, `x` is the creature crowded around. */
function gridFight(others: CombatantInput[], xSize: string, setup: unknown[]): EncounterState {
  const m = creature('m', 'pc', { speed: { walk: 30 } });
  const x = creature('x', 'monster', { speed: { walk: 30 }, size: xSize });
  return fight([m, x, ...others], { grid: true }, undefined, setup);
}

describe('5E-SIZE-03 crowding (noted, not enforced: AMB-33)', () => {
  it('5E-SIZE-03 the table reads as room: 8 Medium around a Medium, 4 Large around a Medium or smaller, 20 Medium around a Gargantuan', () => {
    for (const row of CROWDING) {
      const by = Array.from({ length: row.count - 1 }, () => row.by);
      expect(isCrowded(row.around, by, row.by), `${row.count - 1} + 1`).toBe(false);
      expect(isCrowded(row.around, [...by, row.by], row.by), `${row.count} + 1`).toBe(true);
    }
    // "a Medium or smaller creature": four Large fill the room around a Small one too
    expect(isCrowded('small', ['large', 'large', 'large', 'large'], 'medium')).toBe(true);
    expect(isCrowded('small', ['large', 'large', 'large'], 'medium')).toBe(false);
  });

  it('5E-SIZE-03 on the grid eight Medium fit around a Medium; a ninth finds no square', () => {
    const around = ring(5, 5, 1);
    expect(around).toHaveLength(8);
    const s = gridFight(mediums('c', 7), 'medium', [
      place('x', 5, 5),
      ...around.slice(0, 7).map(([x, y], i) => place(`c${i}`, x, y)),
      place('m', 5, 1),
    ]);
    const [lx, ly] = around[7] as [number, number];
    // the eighth: by its own move
    const moved = run(s, { type: 'move', combatantId: 'm', to: { x: lx, y: ly } }).state;
    expect(panel(moved, 'm').position).toEqual({ x: lx, y: ly });
    // the ninth has no square within 5 ft left at all
    const full = run(s, place('m', lx, ly)).state;
    const n = run(full, { type: 'addCombatants', combatants: [creature('n', 'pc')] }).state;
    for (const [cx, cy] of around) rejects(n, place('n', cx, cy), 'spaceOccupied');
  });

  it('5E-SIZE-03 four Large around a Medium leave no room for anyone else (move and placeToken)', () => {
    const larges = ids('L', 4).map((id) => creature(id, 'pc', { size: 'large' }));
    // the Large ones stand at the corners: four squares beside the Medium stay free
    const corners: [number, number][] = [
      [3, 3],
      [6, 3],
      [3, 6],
      [6, 6],
    ];
    const setup = (n: number) => [
      place('x', 5, 5),
      ...corners.slice(0, n).map(([x, y], i) => place(`L${i}`, x, y)),
      place('m', 5, 1),
    ];
    const four = gridFight(larges, 'medium', setup(4));
    const into = { type: 'move', combatantId: 'm', to: { x: 5, y: 4 } };
    expect(crowdedBy(four, into)).toEqual({ combatantId: 'm', targetId: 'x' });
    // taken all the same: the DM rules on it (AMB-33)
    expect(panel(run(four, into).state, 'm')).toMatchObject({
      position: { x: 5, y: 4 },
      movementLeft: { walk: 15 },
    });
    expect(crowdedBy(four, place('m', 4, 5))?.targetId).toBe('x');
    // farther than 5 ft from the crowded creature nothing is noted
    expect(crowdedBy(four, { type: 'move', combatantId: 'm', to: { x: 5, y: 2 } })).toBeUndefined();
    // three Large (six of the eight places) still leave room for a Medium
    const three = gridFight(larges, 'medium', setup(3));
    expect(crowdedBy(three, into)).toBeUndefined();
    // a teleport is noted too
    expect(
      crowdedBy(four, { type: 'move', combatantId: 'm', movement: 'teleport', to: { x: 6, y: 5 } }),
    ).toMatchObject({ targetId: 'x' });
  });

  it('5E-SIZE-03 twenty Medium fit around a Gargantuan, and no more', () => {
    const around = ring(10, 10, 4);
    expect(around).toHaveLength(20);
    // nineteen around it: the twentieth still fits
    const s19 = gridFight(mediums('c', 19), 'gargantuan', [
      place('x', 10, 10),
      ...around.slice(0, 19).map(([x, y], i) => place(`c${i}`, x, y)),
    ]);
    const [lx, ly] = around[19] as [number, number];
    expect(panel(run(s19, place('m', lx, ly)).state, 'm').position).toEqual({ x: lx, y: ly });
    expect(crowdedBy(s19, place('m', lx, ly))).toBeUndefined();
    // a Large one at the corner takes the room of two Medium: with eighteen more it is full
    const large = creature('L', 'pc', { size: 'large' });
    const rest = around.filter(([x, y]) => !(x === 9 && y === 9));
    const s18 = gridFight([large, ...mediums('c', 18)], 'gargantuan', [
      place('x', 10, 10),
      place('L', 8, 8),
      ...rest.slice(0, 18).map(([x, y], i) => place(`c${i}`, x, y)),
    ]);
    const [fx, fy] = rest[18] as [number, number];
    expect(crowdedBy(s18, place('m', fx, fy))).toEqual({ combatantId: 'm', targetId: 'x' });
  });

  it('5E-SIZE-03 without the grid the DM names who is around (crowdedAround), or leaves it', () => {
    const cs = [
      creature('m', 'pc', { speed: { walk: 30 } }),
      creature('x', 'monster'),
      creature('g', 'monster', { size: 'gargantuan' }),
      creature('L', 'pc', { size: 'large' }),
      ...mediums('c', 20),
    ];
    const s = fight(cs, {}, ['m', 'x', 'g', 'L', ...ids('c', 20)]);
    const move = (creatureId: string, by: string[]) => ({
      type: 'move',
      combatantId: 'm',
      feet: 10,
      crowdedAround: { creatureId, by },
    });
    expect(crowdedBy(s, move('x', ids('c', 7)))).toBeUndefined();
    expect(crowdedBy(s, move('x', ids('c', 8)))).toEqual({ combatantId: 'm', targetId: 'x' });
    expect(panel(run(s, move('x', ids('c', 8))).state, 'm').movementLeft).toEqual({ walk: 20 });
    expect(crowdedBy(s, move('g', ids('c', 19)))).toBeUndefined();
    expect(crowdedBy(s, move('g', ids('c', 20)))?.targetId).toBe('g');
    // four Large around a Medium or smaller: here one Large and six Medium fill the eight places
    expect(crowdedBy(s, move('x', ['L', ...ids('c', 6)]))?.targetId).toBe('x');
    expect(crowdedBy(s, move('x', ['L', ...ids('c', 5)]))).toBeUndefined();
    // the mover is not counted among those already around
    expect(crowdedBy(s, move('x', ['m', ...ids('c', 7)]))).toBeUndefined();
    // the DM may leave it
    expect(
      panel(run(s, { type: 'move', combatantId: 'm', feet: 10 }).state, 'm').movementLeft,
    ).toEqual({ walk: 20 });
  });
});

describe('5E-TURN-06 communication', () => {
  const duel = () =>
    fight([creature('a', 'pc', { speed: { walk: 30 } }), creature('o', 'monster')], {}, ['a', 'o']);

  it('5E-TURN-06 brief speech and gestures spend no action, bonus action, reaction or movement', () => {
    const s = run(duel(), { type: 'move', combatantId: 'a', feet: 10 }).state;
    const before = roundEconomy(s, 'a');
    expect(before).toMatchObject({
      actionUsed: false,
      bonusActionUsed: false,
      reactionUsed: false,
    });
    const r = run(s, { type: 'communicate', combatantId: 'a', note: 'Flank the orc!' });
    expect(notes(r.events, 'communicate')).toEqual([{ combatantId: 'a', note: 'Flank the orc!' }]);
    expect(roundEconomy(r.state, 'a')).toEqual(before);
    expect(panel(r.state, 'a')).toMatchObject({ movementLeft: { walk: 20 }, actionsLeft: 1 });
    // as often as it likes, and the action is still there afterwards
    const again = run(r.state, { type: 'communicate', combatantId: 'a' });
    expect(notes(again.events, 'communicate')).toEqual([{ combatantId: 'a' }]);
    expect(roundEconomy(again.state, 'a')).toEqual(before);
    const dashed = run(again.state, { type: 'takeAction', combatantId: 'a', action: 'dash' });
    expect(panel(dashed.state, 'a').actionsTaken).toEqual(['dash']);
  });

  it('5E-TURN-06 at any time: on another creature’s turn, and outside the fight', () => {
    const s = duel();
    const before = roundEconomy(s, 'o');
    const r = run(s, { type: 'communicate', combatantId: 'o', note: 'gestures to surrender' });
    expect(notes(r.events, 'communicate')).toHaveLength(1);
    expect(roundEconomy(r.state, 'o')).toEqual(before);
    expect(panel(r.state, 'o').reactionAvailable).toBe(true);
    const calm = createEncounter({
      system: 'dnd5e',
      seed: 1,
      combatants: [creature('a', 'pc')],
    });
    const out = run(calm, { type: 'communicate', combatantId: 'a', note: 'Hello' });
    expect(notes(out.events, 'communicate')).toEqual([{ combatantId: 'a', note: 'Hello' }]);
  });

  it('5E-TURN-06 / 5E-COND-04 an unconscious creature cannot speak or gesture', () => {
    const s = run(duel(), { type: 'addCondition', combatantId: 'o', key: 'unconscious' }).state;
    rejects(s, { type: 'communicate', combatantId: 'o' }, 'cannotCommunicate');
    // stunned or prone it still can
    const prone = run(duel(), { type: 'addCondition', combatantId: 'o', key: 'prone' }).state;
    expect(
      notes(run(prone, { type: 'communicate', combatantId: 'o' }).events, 'communicate'),
    ).toHaveLength(1);
  });
});

describe('5E-TWF-02 throwing the off-hand weapon', () => {
  const hero = () =>
    creature('a', 'pc', {
      speed: { walk: 30 },
      sys: { abilities: { str: 10, dex: 16, con: 10, int: 10, wis: 10, cha: 10 } },
    });
  const orc = () => creature('o', 'monster', { ac: 10, maxHp: 100 });
  const duel = (ox: number) =>
    fight([hero(), orc()], { grid: true }, ['a', 'o'], [place('a', 0, 0), place('o', ox, 0)]);
  const dagger = { normalFt: 20, longFt: 60 };
  const swing = (extra = {}) => ({
    type: 'attack',
    attackerId: 'a',
    targetId: 'o',
    attackBonus: 5,
    melee: true,
    lightOneHanded: true,
    typedRolls: { attack: [12] },
    ...extra,
  });
  const offHand = (extra = {}) => ({
    type: 'attack',
    attackerId: 'a',
    targetId: 'o',
    attackBonus: 5,
    melee: false,
    uses: 'bonusAction',
    offHand: true,
    typedRolls: { attack: [12] },
    ...extra,
  });

  it('5E-TWF-02 a thrown off-hand weapon is a ranged attack; not thrown, a ranged off-hand attack stays refused', () => {
    const s = run(duel(1), swing()).state;
    rejects(s, offHand({ range: dagger }), 'offHandWeaponNotLight');
    const r = run(s, offHand({ thrown: true, range: dagger, typedRolls: { attack: [12, 15] } }));
    const note = notes(r.events, 'attack')[0] as Record<string, unknown>;
    // a ranged attack: within 5 ft of a hostile it has disadvantage (5E-RANGED-02)
    expect(note).toMatchObject({ mode: 'disadvantage', distanceFt: 5 });
    expect(note.disadvantage).toContain('rangedInCloseCombat');
    expect(roundEconomy(r.state, 'a')).toMatchObject({ bonusActionUsed: true, actionUsed: true });
    rejects(
      r.state,
      offHand({ thrown: true, range: dagger, typedRolls: { attack: [12, 15] } }),
      'bonusActionUsed',
    );
  });

  it('5E-TWF-02 thrown with the weapon’s range: long range has disadvantage, beyond it no attack', () => {
    // o 30 ft away: the Attack action is a thrown dagger too (light, one-handed)
    const s = run(
      duel(6),
      swing({ melee: false, thrown: true, range: dagger, typedRolls: { attack: [12, 15] } }),
    ).state;
    const r = run(
      s,
      offHand({
        thrown: true,
        range: dagger,
        damage: [{ dice: '1d4' }],
        typedRolls: { attack: [12, 15], damage: [3] },
      }),
    );
    const note = notes(r.events, 'attack')[0] as Record<string, unknown>;
    expect(note).toMatchObject({ distanceFt: 30, mode: 'disadvantage', hit: true });
    expect(note.disadvantage).toEqual(['longRange']);
    // the off-hand attack adds no positive modifier (5E-TWF-01): 3 damage
    expect(r.state.combatants.o?.hp).toBe(97);
    // the orc is carried off to 65 ft: beyond the dagger's long range
    const far = run(s, place('o', 13, 0)).state;
    rejects(far, offHand({ thrown: true, range: dagger }), 'outOfRange');
  });

  it('5E-TWF-02 still only after the Attack action with a light weapon in one hand; a thrown attack is never melee', () => {
    const heavy = run(duel(1), swing({ lightOneHanded: false })).state;
    rejects(heavy, offHand({ thrown: true, range: dagger }), 'offHandNeedsLightAttackAction');
    const s = run(duel(1), swing()).state;
    rejects(s, offHand({ thrown: true, melee: true }), 'invalidCommand');
  });
});
