import { describe, expect, it } from 'vitest';
import { createRoller } from '../../../../../shared/dice/roller';
import { seedRng } from '../../../../../shared/dice/rng';
import {
  canArrestFall,
  FALL_RATE_FT,
  fallDamageNotation,
  fallDice,
  fallSchedule,
  feetForDamage,
  flierFalls,
  landsProne,
  MAX_FALL_DICE,
  rollFall,
  tacticsSettings,
} from '../../../../../shared/rules/dnd5e/tactics';

describe('falling', () => {
  it('5E-FALL-01 1d6 bludgeoning per 10 ft, at most 20d6; prone unless all damage was avoided', () => {
    expect(fallDice(9)).toBe(0);
    expect(fallDice(10)).toBe(1);
    expect(fallDice(35)).toBe(3);
    expect(fallDice(200)).toBe(20);
    expect(fallDice(10_000)).toBe(MAX_FALL_DICE);
    expect(landsProne(0)).toBe(false);
    expect(landsProne(1)).toBe(true);
    const roller = createRoller(seedRng(7), { fallDamage: [6, 1, 4] });
    const landing = rollFall(roller, { feet: 35 });
    expect(landing).toMatchObject({ damage: 11, damageType: 'bludgeoning', prone: true });
    expect(landing.roll).toMatchObject({
      notation: '3d6',
      dice: [6, 1, 4],
      source: 'typed',
      purpose: 'fallDamage',
    });
    expect(roller.rolls).toHaveLength(1);
    expect(rollFall(createRoller(seedRng(7)), { feet: 5 })).toEqual({
      damage: 0,
      damageType: 'bludgeoning',
      prone: false,
      roll: null,
    });
  });

  it('EX-42 a 35-ft fall is 3d6 and prone; a 250-ft fall is 20d6 (the cap) and prone', () => {
    expect(fallDamageNotation({ feet: 35 })).toBe('3d6');
    expect(fallDamageNotation({ feet: 250 })).toBe('20d6');
    const seeded = rollFall(createRoller(seedRng('fall')), { feet: 250 });
    expect(seeded.roll?.dice).toHaveLength(20);
    expect(seeded.damage).toBeGreaterThanOrEqual(20);
    expect(seeded.damage).toBeLessThanOrEqual(120);
    expect(seeded.prone).toBe(true);
  });

  it('5E-FALL-02 rate of falling: 500 ft at once, then up to 500 ft at the end of each of its turns', () => {
    expect(FALL_RATE_FT).toBe(500);
    expect(fallSchedule(300)).toEqual([
      { afterTurns: 0, dropFt: 300, remainingFt: 0, lands: true },
    ]);
    expect(fallSchedule(1000).map((s) => [s.afterTurns, s.dropFt, s.remainingFt, s.lands])).toEqual(
      [
        [0, 500, 500, false],
        [1, 500, 0, true],
      ],
    );
    expect(tacticsSettings().fallRate).toBe(false);
  });

  it('EX-44 fall.rate, 1,200 ft: 500 now (700 left), 500 at the end of its next turn (200 left), lands at the end of the following; 20d6', () => {
    expect(fallSchedule(1200)).toEqual([
      { afterTurns: 0, dropFt: 500, remainingFt: 700, lands: false },
      { afterTurns: 1, dropFt: 500, remainingFt: 200, lands: false },
      { afterTurns: 2, dropFt: 200, remainingFt: 0, lands: true },
    ]);
    expect(fallDamageNotation({ feet: 1200 })).toBe('20d6');
  });

  it('5E-FALL-03 a flier falls when knocked prone, at speed 0 or otherwise unable to move, unless it hovers or magic holds it', () => {
    expect(flierFalls({ flying: true, prone: true })).toBe(true);
    expect(flierFalls({ flying: true, speedZero: true, canHover: true })).toBe(false);
    expect(flierFalls({ flying: true, cannotMove: true, heldAloftByMagic: true })).toBe(false);
  });

  it('5E-FALL-04 fall.flyingSlowdown: a conscious flier subtracts its current flying speed before damage', () => {
    const flier = { conscious: true, flySpeedFt: 60 };
    expect(feetForDamage({ feet: 100, flyingSlowdown: true, flier })).toBe(40);
    expect(feetForDamage({ feet: 50, flyingSlowdown: true, flier })).toBe(0);
    expect(feetForDamage({ feet: 100, flyingSlowdown: false, flier })).toBe(100);
    expect(
      feetForDamage({
        feet: 100,
        flyingSlowdown: true,
        flier: { conscious: false, flySpeedFt: 60 },
      }),
    ).toBe(100);
    expect(
      feetForDamage({ feet: 100, flyingSlowdown: true, flier: { conscious: true, flySpeedFt: 0 } }),
    ).toBe(100);
    expect(fallDamageNotation({ feet: 50, flyingSlowdown: true, flier })).toBeNull();
  });

  it('EX-43 a conscious flier knocked prone at 100 ft with flying speed 60 takes damage as for 40 ft: 4d6', () => {
    expect(
      fallDamageNotation({
        feet: 100,
        flyingSlowdown: true,
        flier: { conscious: true, flySpeedFt: 60 },
      }),
    ).toBe('4d6');
  });

  it('5E-FALL-05 with both options: drop 500 ft on the first turn; on a later turn a prone flier may spend half its flying speed to stop', () => {
    expect(fallSchedule(2000)[0]?.dropFt).toBe(500);
    expect(
      canArrestFall({
        startedFallingThisTurn: true,
        prone: true,
        flySpeedFt: 60,
        remainingMovementFt: 60,
      }).possible,
    ).toBe(false);
    expect(
      canArrestFall({
        startedFallingThisTurn: false,
        prone: true,
        flySpeedFt: 60,
        remainingMovementFt: 60,
      }),
    ).toEqual({ possible: true, costFt: 30 });
    expect(
      canArrestFall({
        startedFallingThisTurn: false,
        prone: true,
        flySpeedFt: 60,
        remainingMovementFt: 29,
      }).possible,
    ).toBe(false);
    expect(
      canArrestFall({
        startedFallingThisTurn: false,
        prone: false,
        flySpeedFt: 60,
        remainingMovementFt: 60,
      }).possible,
    ).toBe(false);
    expect(
      canArrestFall({
        startedFallingThisTurn: false,
        prone: true,
        flySpeedFt: 0,
        remainingMovementFt: 0,
      }).possible,
    ).toBe(false);
  });
});
