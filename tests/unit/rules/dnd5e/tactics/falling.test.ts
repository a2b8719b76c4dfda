import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../../../../shared';
import { TACTICS_OPTIONS } from '../../../../../shared/rules/dnd5e/tactics/options';
import {
  FALL_RATE_FT,
  fallDamageNotation,
  fallDice,
  feetForDamage,
  flierFalls,
  landsProne,
  MAX_FALL_DICE,
} from '../../../../../shared/rules/dnd5e/tactics';
import { conds, rejects, run } from '../helpers';
import { creature, fight, notes, panel, tac, turnOf } from '../engine/fight';

const faller = (speed: Record<string, number> = { walk: 30 }) =>
  creature('a', 'pc', { speed, maxHp: 500 });
const other = () => creature('o', 'monster', { speed: { walk: 30 } });
/** The rolls recorded on the `landed` note of a fall. */
const landingRolls = (events: EngineEvent[]) =>
  events.find((e) => e.type === 'note5e' && e.kind === 'landed')?.rolls ?? [];

describe('falling', () => {
  it('5E-FALL-01 1d6 bludgeoning per 10 ft, at most 20d6; prone unless all damage was avoided', () => {
    expect(fallDice(9)).toBe(0);
    expect(fallDice(10)).toBe(1);
    expect(fallDice(35)).toBe(3);
    expect(fallDice(200)).toBe(20);
    expect(fallDice(10_000)).toBe(MAX_FALL_DICE);
    expect(landsProne(0)).toBe(false);
    expect(landsProne(1)).toBe(true);
    const s = fight([faller(), other()]);
    const landing = run(s, {
      type: 'fall',
      combatantId: 'a',
      feet: 35,
      typedRolls: { fallDamage: [6, 1, 4] },
    });
    expect(landing.events.find((e) => e.type === 'damageTaken')).toMatchObject({
      final: 11,
      damageType: 'bludgeoning',
    });
    expect(conds(landing.state, 'a')).toContain('prone');
    expect(landingRolls(landing.events)).toEqual([
      expect.objectContaining({
        notation: '3d6',
        dice: [6, 1, 4],
        source: 'typed',
        purpose: 'fallDamage',
      }),
    ]);
    const short = run(s, { type: 'fall', combatantId: 'a', feet: 5 });
    expect(short.events.some((e) => e.type === 'damageTaken')).toBe(false);
    expect(landingRolls(short.events)).toEqual([]);
    expect(conds(short.state, 'a')).not.toContain('prone');
  });

  it('EX-42 a 35-ft fall is 3d6 and prone; a 250-ft fall is 20d6 (the cap) and prone', () => {
    expect(fallDamageNotation({ feet: 35 })).toBe('3d6');
    expect(fallDamageNotation({ feet: 250 })).toBe('20d6');
    const seeded = run(fight([faller(), other()]), { type: 'fall', combatantId: 'a', feet: 250 });
    expect(landingRolls(seeded.events)[0]?.dice).toHaveLength(20);
    const damage = seeded.events.find((e) => e.type === 'damageTaken')?.final as number;
    expect(damage).toBeGreaterThanOrEqual(20);
    expect(damage).toBeLessThanOrEqual(120);
    expect(conds(seeded.state, 'a')).toContain('prone');
  });

  it('5E-FALL-02 rate of falling: 500 ft at once, then up to 500 ft at the end of each of its turns', () => {
    expect(FALL_RATE_FT).toBe(500);
    const rated = fight([faller(), other()], { 'fall.rate': true });
    // 300 ft: all of it at once, landing now.
    const short = run(rated, { type: 'fall', combatantId: 'a', feet: 300 });
    expect(notes(short.events, 'landed')[0]).toMatchObject({ feet: 300 });
    expect(tac(short.state, 'a').falling ?? null).toBeNull();
    // 1,000 ft: 500 now (500 left), the other 500 at the end of its next turn, landing then.
    let s = run(rated, { type: 'fall', combatantId: 'a', feet: 1000 }).state;
    expect(tac(s, 'a').falling).toMatchObject({ totalFt: 1000, remainingFt: 500 });
    s = turnOf(run(s, { type: 'nextTurn' }).state, 'a');
    expect(tac(s, 'a').falling?.remainingFt).toBe(500);
    const landed = run(s, { type: 'nextTurn' });
    expect(notes(landed.events, 'landed')[0]).toMatchObject({ feet: 1000 });
    expect(tac(landed.state, 'a').falling).toBeNull();
    // Off by default: a 1,000-ft fall lands at once.
    expect(TACTICS_OPTIONS.find((o) => o.key === 'fall.rate')?.default).toBe(false);
    const plain = run(fight([faller(), other()]), { type: 'fall', combatantId: 'a', feet: 1000 });
    expect(notes(plain.events, 'landed')[0]).toMatchObject({ feet: 1000, dice: '20d6' });
  });

  it('EX-44 fall.rate, 1,200 ft: 500 now (700 left), 500 at the end of its next turn (200 left), lands at the end of the following; 20d6', () => {
    let s = run(fight([faller(), other()], { 'fall.rate': true }), {
      type: 'fall',
      combatantId: 'a',
      feet: 1200,
    }).state;
    expect(tac(s, 'a').falling).toMatchObject({ totalFt: 1200, remainingFt: 700 });
    expect(tac(s, 'a').altitudeFt).toBe(700);
    s = turnOf(run(s, { type: 'nextTurn' }).state, 'a');
    s = run(s, { type: 'nextTurn' }).state;
    expect(tac(s, 'a').falling?.remainingFt).toBe(200);
    s = turnOf(s, 'a');
    const landed = run(s, { type: 'nextTurn' });
    expect(notes(landed.events, 'landed')[0]).toMatchObject({ feet: 1200, dice: '20d6' });
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
    const both = { 'fall.rate': true, 'fall.flyingSlowdown': true };
    const falling = (speed = { walk: 30, fly: 60 }) => {
      let s = fight([faller(speed), other()], both);
      s = run(s, { type: 'fall', combatantId: 'a', feet: 2000 }).state;
      return run(s, { type: 'dropProne', combatantId: 'a' }).state;
    };
    // First drop 500 ft; not on the turn the fall began.
    const first = falling();
    expect(tac(first, 'a').falling?.remainingFt).toBe(1500);
    rejects(first, { type: 'arrestFall', combatantId: 'a' }, 'fallJustStarted');
    // A later turn with 60 ft of flying left: possible, costing 30 ft.
    const later = turnOf(run(first, { type: 'nextTurn' }).state, 'a');
    const stopped = run(later, { type: 'arrestFall', combatantId: 'a' }).state;
    expect(tac(stopped, 'a').falling).toBeNull();
    expect(panel(stopped, 'a').movementLeft).toMatchObject({ fly: 30 });
    // Crawling (double cost) down to exactly 30 ft left still pays; 28 ft left does not.
    const crawl = (feet: number) =>
      run(later, { type: 'move', combatantId: 'a', mode: 'fly', crawl: true, feet }).state;
    expect(panel(crawl(15), 'a').movementLeft).toMatchObject({ fly: 30 });
    expect(
      panel(run(crawl(15), { type: 'arrestFall', combatantId: 'a' }).state, 'a').movementLeft,
    ).toMatchObject({ fly: 0 });
    expect(panel(crawl(16), 'a').movementLeft).toMatchObject({ fly: 28 });
    rejects(crawl(16), { type: 'arrestFall', combatantId: 'a' }, 'notEnoughMovement');
    // Not prone: nothing to end.
    const upright = run(later, { type: 'standUp', combatantId: 'a' }).state;
    rejects(upright, { type: 'arrestFall', combatantId: 'a' }, 'notProne');
    // No flying speed.
    const walker = turnOf(run(falling({ walk: 30, fly: 0 }), { type: 'nextTurn' }).state, 'a');
    rejects(walker, { type: 'arrestFall', combatantId: 'a' }, 'speedZero');
  });
});
