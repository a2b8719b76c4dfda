// The odds of an OSR fight through the engine (declarations, side initiative, phases, morale):
// repeatable for a seed, lopsided fights lopsided, a mirror match even within its band.
import { describe, expect, it } from 'vitest';
import type { CombatantInput } from '../../../shared';
import { simulate } from '../../../shared/sim';
import type { SimSetup } from '../../../shared/sim';
import { fighterOsr as fighter, orcOsr as orc } from './fixtures-2e-osr';

const setup = (combatants: CombatantInput[]): SimSetup => ({ system: 'osr', combatants });
const band = (n: number) => 4 * Math.sqrt(0.25 / n);

describe('simulate (odds of the fight, OSR)', { timeout: 60_000 }, () => {
  it('is deterministic for a seed', () => {
    const s = setup([fighter('a'), orc('1'), orc('2'), orc('3')]);
    expect(simulate({ setup: s, seed: 5, fights: 20 })).toEqual(
      simulate({ setup: s, seed: 5, fights: 20 }),
    );
  });

  it('four 5th-level fighters beat one orc; one fighter falls to twenty orcs', () => {
    const win = simulate({
      setup: setup([fighter('a'), fighter('b'), fighter('c'), fighter('d'), orc('1')]),
      seed: 1,
      fights: 60,
    });
    expect(win.partyWins.count).toBe(60);
    const lose = simulate({
      setup: setup([fighter('a'), ...Array.from({ length: 20 }, (_, i) => orc(String(i)))]),
      seed: 1,
      fights: 20,
    });
    expect(lose.partyWins.count).toBe(0);
    expect(lose.members[0]?.died.count).toBe(20);
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
