// The odds of an AD&D 2e fight through the engine (THAC0, rate of attacks, death below 0):
// repeatable for a seed, lopsided fights lopsided, a mirror match even within its band.
import { describe, expect, it } from 'vitest';
import type { CombatantInput } from '../../../shared';
import { simulate } from '../../../shared/sim';
import { bestAttackIndex2e } from '../../../shared/sim/policy-2e';
import type { SimSetup } from '../../../shared/sim';

const fighter = (id: string): CombatantInput => ({
  id,
  name: id,
  kind: 'pc',
  side: 'party',
  statblock: {
    name: id,
    classes: [{ group: 'warrior', level: 5, hitDie: 10 }],
    hp: 45,
    ac: 3,
    strength: { score: 17 },
    attacks: [{ name: 'long sword', damage: '1d8', damageLarge: '1d12', speed: 5, types: ['S'] }],
  },
});
const orc = (id: string, side = 'foes'): CombatantInput => ({
  id,
  name: `Orc ${id}`,
  kind: 'monster',
  side,
  statblock: {
    name: 'Orc',
    hitDice: '1',
    hp: 6,
    ac: 6,
    attacks: [
      { name: 'fist', damage: '1d2', kind: 'natural' },
      { name: 'long sword', damage: '1d8', speed: 5, types: ['S'] },
    ],
    morale: 11,
  },
});
const setup = (combatants: CombatantInput[]): SimSetup => ({ system: 'adnd2e', combatants });
const band = (n: number) => 4 * Math.sqrt(0.25 / n);

describe('simulate (odds of the fight, AD&D 2e)', { timeout: 60_000 }, () => {
  it('picks the attack with the highest average damage (the long sword over the fist)', () => {
    expect(bestAttackIndex2e(orc('o').statblock as never)).toBe(1);
  });

  it('is deterministic for a seed', () => {
    const s = setup([fighter('a'), fighter('b'), orc('1'), orc('2'), orc('3')]);
    expect(simulate({ setup: s, seed: 7, fights: 20 })).toEqual(
      simulate({ setup: s, seed: 7, fights: 20 }),
    );
  });

  it('four 5th-level fighters beat one orc; one fighter falls to thirty orcs', () => {
    const win = simulate({
      setup: setup([fighter('a'), fighter('b'), fighter('c'), fighter('d'), orc('1')]),
      seed: 1,
      fights: 60,
    });
    expect(win.partyWins.count).toBe(60);
    const lose = simulate({
      setup: setup([fighter('a'), ...Array.from({ length: 30 }, (_, i) => orc(String(i)))]),
      seed: 1,
      fights: 20,
    });
    expect(lose.partyWins.count).toBe(0);
  });

  it('a mirror match of 3 orcs against 3 orcs is even within 4 standard errors', () => {
    const n = 200;
    const r = simulate({
      setup: setup([
        orc('a', 'party'),
        orc('b', 'party'),
        orc('c', 'party'),
        orc('x'),
        orc('y'),
        orc('z'),
      ]),
      seed: 'mirror',
      fights: n,
    });
    expect(Math.abs(r.partyWins.p - 0.5)).toBeLessThan(band(n));
  });
});
