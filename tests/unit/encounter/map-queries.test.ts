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

describe('OSR: no squares and no order of attacks', () => {
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
