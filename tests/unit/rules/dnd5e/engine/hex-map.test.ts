// Attacks on a hex map (the square grid off): the DM reads the creatures' anchor hexes and
// facings off the map; the engine takes each footprint by size (DMG: 1, 3, 7 or 12 hexes) and
// derives distance, flanking (5E-FLANK-04) and the arcs of facing (5E-FACING-06), through
// createEncounter/dispatch.
import { describe, expect, it } from 'vitest';
import type { EncounterState, OptionValues } from '../../../../../shared';
import { rejects, run } from '../helpers';
import { creature, fight, notes } from './fight';

const hero = () => creature('a', 'pc', { speed: { walk: 30 } });
const ally = () => creature('b', 'pc', { speed: { walk: 30 } });
const orc = (size = 'medium', extra = {}) =>
  creature('o', 'monster', { size, speed: { walk: 30 }, ...extra });

const field = (size = 'medium', options: OptionValues = {}, setup: unknown[] = []) =>
  fight([hero(), ally(), orc(size)], options, ['a', 'b', 'o'], setup);

/** The attack note of a's attack on o with the given hexes. */
function strike(s: EncounterState, hexes: Record<string, unknown>, extra = {}) {
  const r = run(s, {
    type: 'attack',
    attackerId: 'a',
    targetId: 'o',
    attackBonus: 5,
    melee: true,
    hexes,
    typedRolls: { attack: [4, 16] },
    ...extra,
  });
  return notes(r.events, 'attack')[0] as Record<string, unknown>;
}

const at = (q: number, r: number) => ({ q, r });

describe('hex footprints: the distance between creatures on a hex map', () => {
  it('5E-SIZE-01 / 5E-MELEE-01: a Large creature covers 3 hexes, a Huge one 7; the nearest hexes give the distance and the reach', () => {
    // A Large orc anchored two hexes away covers a hex next to the hero: within reach (5 ft).
    const one = { typedRolls: { attack: [4] } };
    const large = strike(field('large'), { attacker: at(0, 0), target: at(-1, -1) }, one);
    expect(large).toMatchObject({ distanceFt: 5 });
    // A Huge orc anchored 3 hexes away reaches to 2 hexes: 10 ft, out of a 5-ft reach.
    const huge = field('huge');
    rejects(
      huge,
      {
        type: 'attack',
        attackerId: 'a',
        targetId: 'o',
        attackBonus: 5,
        melee: true,
        hexes: { attacker: at(0, 0), target: at(3, 0) },
      },
      'outOfReach',
    );
    expect(
      strike(huge, { attacker: at(0, 0), target: at(3, 0) }, { ...one, reachFt: 10 }),
    ).toMatchObject({
      distanceFt: 10,
    });
    // 5E-RANGED-01: at 10 ft a 10/40 weapon is in its normal range (no long-range disadvantage).
    const shot = strike(
      huge,
      { attacker: at(0, 0), target: at(3, 0) },
      { melee: false, range: { normalFt: 10, longFt: 40 }, typedRolls: { attack: [4] } },
    );
    expect(shot).toMatchObject({ distanceFt: 10, mode: 'normal' });
    // The hexes stand in for squares: with the square grid on they are refused.
    rejects(
      field('medium', { grid: true }),
      {
        type: 'attack',
        attackerId: 'a',
        targetId: 'o',
        attackBonus: 5,
        melee: true,
        hexes: { attacker: at(0, 0), target: at(1, 0) },
      },
      'invalidCommand',
    );
  });
});

describe('5E-FLANK-04: flanking on hexes from the positions', () => {
  it('5E-FLANK-04: against a Medium enemy allies on opposite hexes (2 between them) flank; 1 and 3 between do not', () => {
    const s = field('medium', { flanking: true });
    const opposite = { attacker: at(-1, 0), target: at(0, 0), allies: [{ id: 'b', at: at(1, 0) }] };
    expect(strike(s, opposite)).toMatchObject({ mode: 'advantage' });
    const aslant = { ...opposite, allies: [{ id: 'b', at: at(1, -1) }] };
    expect(strike(s, aslant, { typedRolls: { attack: [4] } })).toMatchObject({ mode: 'normal' });
    // With the option off nobody flanks.
    expect(strike(field(), opposite, { typedRolls: { attack: [4] } })).toMatchObject({
      mode: 'normal',
    });
  });

  it('5E-FLANK-04 / EX-52: around a Large enemy (3 hexes, 9 around it) the allies need 4 hexes between them', () => {
    const s = field('large', { flanking: true });
    // (1,1) touches the Large footprint (0,0),(1,0),(0,1) though it is 2 hexes from its anchor.
    const four = { attacker: at(-1, 0), target: at(0, 0), allies: [{ id: 'b', at: at(1, 1) }] };
    expect(strike(s, four)).toMatchObject({ mode: 'advantage' });
    // Two hexes between them (enough against a Medium enemy) do not flank a Large one.
    const two = { ...four, allies: [{ id: 'b', at: at(2, -1) }] };
    expect(strike(s, two, { typedRolls: { attack: [4] } })).toMatchObject({ mode: 'normal' });
  });

  it('5E-FLANK-01: an ally that cannot see the enemy, or is incapacitated, or is a foe, does not flank', () => {
    const opposite = { attacker: at(-1, 0), target: at(0, 0), allies: [{ id: 'b', at: at(1, 0) }] };
    const blind = field('medium', { flanking: true }, [
      { type: 'addCondition', combatantId: 'b', key: 'blinded' },
    ]);
    expect(strike(blind, opposite, { typedRolls: { attack: [4] } })).toMatchObject({
      mode: 'normal',
    });
    const stunned = field('medium', { flanking: true }, [
      { type: 'addCondition', combatantId: 'b', key: 'stunned' },
    ]);
    expect(strike(stunned, opposite, { typedRolls: { attack: [4] } })).toMatchObject({
      mode: 'normal',
    });
    const two = fight(
      [hero(), orc(), creature('p', 'monster', { speed: { walk: 30 } })],
      { flanking: true },
      ['a', 'o', 'p'],
    );
    const foe = { ...opposite, allies: [{ id: 'p', at: at(1, 0) }] };
    expect(strike(two, foe, { typedRolls: { attack: [4] } })).toMatchObject({ mode: 'normal' });
  });
});

describe('5E-FACING-02/03/04/06: arcs on hexes', () => {
  const facing = (setup: unknown[] = []) => field('medium', { facing: true }, setup);

  it('5E-FACING-02/06: an attacker in the target’s rear wedge has advantage; from its front, none', () => {
    const s = facing();
    expect(strike(s, { attacker: at(-1, 0), target: at(0, 0), targetFacing: 0 })).toMatchObject({
      mode: 'advantage',
    });
    expect(
      strike(
        s,
        { attacker: at(1, 0), target: at(0, 0), targetFacing: 0 },
        {
          typedRolls: { attack: [4] },
        },
      ),
    ).toMatchObject({ mode: 'normal' });
    // Two hexes out, straight behind, is still the rear wedge (with a reach of 10 ft).
    expect(
      strike(s, { attacker: at(-2, 0), target: at(0, 0), targetFacing: 0 }, { reachFt: 10 }),
    ).toMatchObject({ mode: 'advantage', distanceFt: 10 });
    // The option off: no arcs.
    expect(
      strike(
        field(),
        { attacker: at(-1, 0), target: at(0, 0), targetFacing: 0 },
        {
          typedRolls: { attack: [4] },
        },
      ),
    ).toMatchObject({ mode: 'normal' });
  });

  it('5E-FACING-02: a creature cannot attack into its own rear arc', () => {
    const s = facing();
    const cmd = {
      type: 'attack',
      attackerId: 'a',
      targetId: 'o',
      attackBonus: 5,
      melee: true,
      typedRolls: { attack: [4] },
    };
    // The hero west of the orc, facing west (side 3): the orc is behind it.
    rejects(
      s,
      { ...cmd, hexes: { attacker: at(-1, 0), target: at(0, 0), attackerFacing: 3 } },
      'targetInRearArc',
    );
    run(s, { ...cmd, hexes: { attacker: at(-1, 0), target: at(0, 0), attackerFacing: 0 } });
  });

  it('5E-FACING-01/06: a facing set on a hex map is kept and decides the arcs of later attacks', () => {
    // The orc turned to face east (side 0) before the fight: the hero west of it is behind it.
    const s = facing([{ type: 'setFacing', combatantId: 'o', hexSide: 0 }]);
    expect(s.combatants.o?.sys).toMatchObject({ hexFacing: 0, facing: null });
    expect(strike(s, { attacker: at(-1, 0), target: at(0, 0) })).toMatchObject({
      mode: 'advantage',
    });
    // The facing read off the map for this attack wins over the one kept (facing west: front).
    const front = { typedRolls: { attack: [4] } };
    expect(
      strike(s, { attacker: at(-1, 0), target: at(0, 0), targetFacing: 3 }, front),
    ).toMatchObject({ mode: 'normal' });
    // The hero kept facing west (side 3) cannot attack the orc east of it, in its rear arc.
    const turned = run(s, { type: 'setFacing', combatantId: 'a', hexSide: 3 }).state;
    rejects(
      turned,
      {
        type: 'attack',
        attackerId: 'a',
        targetId: 'o',
        attackBonus: 5,
        melee: true,
        hexes: { attacker: at(-1, 0), target: at(0, 0) },
        typedRolls: { attack: [4] },
      },
      'targetInRearArc',
    );
    // A side of a square and a side of a hex at once, or neither, is refused.
    rejects(
      s,
      { type: 'setFacing', combatantId: 'a', hexSide: 1, facing: 'north' },
      'invalidCommand',
    );
    rejects(s, { type: 'setFacing', combatantId: 'a' }, 'invalidCommand');
    // Turning to a square side afterwards (with its reaction, on the hero's turn) forgets the hex side.
    const square = run(s, {
      type: 'setFacing',
      combatantId: 'o',
      facing: 'north',
      asReaction: true,
    }).state;
    expect(square.combatants.o?.sys).toMatchObject({ hexFacing: null, facing: 'north' });
  });

  it('5E-FACING-03: a shield on the left arm counts from the front and the left side only', () => {
    const s = fight(
      [hero(), ally(), orc('medium', { ac: 14 })],
      { facing: true },
      ['a', 'b', 'o'],
      [{ type: 'setTacticalStats', combatantId: 'o', shield: { bonus: 2, side: 'left' } }],
    );
    // 8 + 5 = 13 against AC 14 (the shield counts) or 12 (from the right side it does not).
    const roll = { typedRolls: { attack: [8] } };
    const left = strike(s, { attacker: at(0, -1), target: at(0, 0), targetFacing: 0 }, roll);
    expect(left).toMatchObject({ hit: false });
    const right = strike(s, { attacker: at(0, 1), target: at(0, 0), targetFacing: 0 }, roll);
    expect(right).toMatchObject({ hit: true });
  });

  it('5E-FACING-04: a creature whose arcs are all front arcs (an ochre jelly) gives no rear advantage', () => {
    const s = facing([{ type: 'setTacticalStats', combatantId: 'o', arcProfile: 'allFront' }]);
    expect(
      strike(
        s,
        { attacker: at(-1, 0), target: at(0, 0), targetFacing: 0 },
        {
          typedRolls: { attack: [4] },
        },
      ),
    ).toMatchObject({ mode: 'normal' });
  });
});
