// The map and attack-order queries of shared/index.ts, answered by each system from the state the
// commands built: where a token stands and the squares it takes, reach, the cover an attack
// would count (the same cover the attack command decides), flanking, and the 2e order of the
// round's attacks. The DM window's grid and attack schedule read these and nothing else.
import { describe, expect, it } from 'vitest';
import {
  attackScheduleOf,
  coverAgainst,
  createEncounter,
  creatureDistance,
  dispatch,
  isFlanked,
  placementOf,
  reachOfCreature,
} from '../../../shared';
import type { EncounterState } from '../../../shared';
import { creature, fight, notes } from '../rules/dnd5e/engine/fight';

function run(state: EncounterState, ...commands: Record<string, unknown>[]): EncounterState {
  return commands.reduce<EncounterState>((s, c) => dispatch(s, c).state, state);
}

const place = (id: string, x: number, y: number) => ({
  type: 'placeToken',
  combatantId: id,
  at: { x, y },
});

describe('5e: the map as the engine reads it', () => {
  const hero = creature('a', 'pc', { speed: { walk: 30 } });
  const ogre = creature('o', 'monster', { speed: { walk: 40 }, size: 'large' });
  const ally = creature('b', 'pc', { speed: { walk: 30 } });

  it('5E-GRID-02: a Large token takes 2×2 squares from its corner; nothing is placed with the grid off', () => {
    const s = fight([hero, ogre], { grid: true }, ['a', 'o'], [place('a', 0, 0), place('o', 3, 1)]);
    expect(placementOf(s, 'a')).toEqual({ x: 0, y: 0, side: 1 });
    expect(placementOf(s, 'o')).toEqual({ x: 3, y: 1, side: 2 });
    // 5E-GRID-01: distance to the nearest square of the Large space, 5 ft a square.
    expect(creatureDistance(s, 'a', 'o')).toEqual({ value: 15, unit: 'ft' });
    expect(reachOfCreature(s, 'a')).toEqual({ value: 5, unit: 'ft' });
    const off = fight([hero, ogre], {}, ['a', 'o']);
    expect(placementOf(off, 'a')).toBeNull();
    expect(coverAgainst(off, 'a', 'o')).toBeNull();
  });

  it('5E-COVER-01..05: a creature on the line gives half cover, a three-quarters square beats it, behind the attacker gives nothing — as the attack decides', () => {
    const s = fight(
      [hero, creature('o', 'monster', { speed: { walk: 30 } }), ally],
      { grid: true },
      ['a', 'o', 'b'],
      [place('a', 0, 0), place('o', 4, 0), place('b', 2, 0)],
    );
    expect(coverAgainst(s, 'a', 'o')).toEqual({ degree: 'half', ruleId: '5E-COVER-01' });
    const trunk = run(s, { type: 'editMap', cells: [{ x: 3, y: 0 }], cover: 'threeQuarters' });
    expect(coverAgainst(trunk, 'a', 'o')?.degree).toBe('threeQuarters');
    const shot = dispatch(trunk, {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      melee: false,
      range: { normalFt: 150, longFt: 600 },
      typedRolls: { attack: [10] },
    });
    expect(notes(shot.events, 'attack')[0]).toMatchObject({ cover: 'threeQuarters' });
    const behind = fight(
      [hero, creature('o', 'monster', { speed: { walk: 30 } })],
      { grid: true },
      ['a', 'o'],
      [
        place('a', 1, 0),
        place('o', 4, 0),
        { type: 'editMap', cells: [{ x: 0, y: 0 }], cover: 'half' },
      ],
    );
    expect(coverAgainst(behind, 'a', 'o')?.degree).toBe('none');
  });

  it('5E-FLANK-01: an ally on the opposite side flanks only with the option on', () => {
    const setup = [place('a', 0, 1), place('o', 1, 1), place('b', 2, 1)];
    const foe = creature('o', 'monster', { speed: { walk: 30 } });
    const on = fight([hero, foe, ally], { grid: true, flanking: true }, ['a', 'o', 'b'], setup);
    expect(isFlanked(on, 'o', 'a')).toBe(true);
    const off = fight([hero, foe, ally], { grid: true }, ['a', 'o', 'b'], setup);
    expect(isFlanked(off, 'o', 'a')).toBe(false);
  });
});

describe('2e and OSR: no squares, and the 2e order of attacks', () => {
  it('2E-INIT-12: a 3/2 fighter’s second attack of round 2 comes after everyone’s first', () => {
    let s = createEncounter({
      system: 'adnd2e',
      seed: 3,
      combatants: [
        {
          id: 'rath',
          name: 'Rath',
          kind: 'pc',
          side: 'party',
          statblock: {
            name: 'Rath',
            classes: [{ group: 'warrior', level: 7 }],
            hp: 50,
            attacksPerRound: { per: 3, rounds: 2 },
            attacks: [{ name: 'long sword', damage: '1d8' }],
          },
        },
        {
          id: 'orc',
          name: 'Orc',
          kind: 'monster',
          side: 'foes',
          statblock: { name: 'Orc', hitDice: '1', hp: 6, ac: 6 },
        },
      ],
    });
    expect(attackScheduleOf(s)).toEqual([]);
    // 2E-SEQ-03: the round opens with its declarations, then its initiative roll.
    s = run(s, { type: 'startEncounter' });
    expect(attackScheduleOf(s)).toEqual([]);
    s = run(s, {
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [2], 'init:side:foes': [6] },
    });
    // Round 1 of a 3/2 rate: one attack each, in initiative order.
    expect(attackScheduleOf(s).map((a) => [a.combatantId, a.stage])).toEqual(
      expect.arrayContaining([
        ['rath', 1],
        ['orc', 1],
      ]),
    );
    expect(attackScheduleOf(s).filter((a) => a.combatantId === 'rath')).toHaveLength(1);
    s = run(s, { type: 'endRound' });
    s = run(s, {
      type: 'rollInitiative',
      typedRolls: { 'init:side:party': [2], 'init:side:foes': [6] },
    });
    const r2 = attackScheduleOf(s);
    const rath = r2.filter((a) => a.combatantId === 'rath').map((a) => a.stage);
    expect(rath).toEqual([1, 2]);
    const lastFirst = Math.max(...r2.map((a, i) => (a.stage === 1 ? i : -1)));
    expect(r2.findIndex((a) => a.stage === 2)).toBeGreaterThan(lastFirst);
    expect(placementOf(s, 'rath')).toBeNull();
    expect(reachOfCreature(s, 'rath')).toBeNull();
  });

  it('OSR-MEL-01: melee is within 5 ft; the Referee’s map has no squares and no order of attacks', () => {
    const s = createEncounter({
      system: 'osr',
      seed: 1,
      combatants: [
        { id: 'f', name: 'Fighter', kind: 'pc', maxHp: 8, ac: 5 },
        { id: 'o', name: 'Orc', kind: 'monster', maxHp: 5, ac: 6 },
      ],
    });
    expect(reachOfCreature(s, 'f')).toEqual({ value: 5, unit: 'ft' });
    expect(placementOf(s, 'f')).toBeNull();
    expect(coverAgainst(s, 'f', 'o')).toBeNull();
    expect(attackScheduleOf(s)).toEqual([]);
  });
});
