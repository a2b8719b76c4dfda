// The odds of a fight, simulated through the engine: repeatable for a seed, lopsided fights
// come out lopsided, and a mirror match comes out even within its confidence band.
import { describe, expect, it } from 'vitest';
import type { CombatantInput } from '../../../shared';
import { simulate } from '../../../shared/sim';
import type { SimSetup } from '../../../shared/sim';
import { fighter, goblin, many, ogre, partyAgainst } from './fixtures';

/** Half-width of a band of four standard errors of a 50 % chance over n fights. */
const band = (n: number) => 4 * Math.sqrt(0.25 / n);

// Engine fights are a few milliseconds each; a loaded machine may take many times that.
const SLOW = 60_000;

describe('simulate (odds of the fight, D&D 5e)', { timeout: SLOW }, () => {
  it('is deterministic for a seed: the same seed gives identical results, another seed may not', () => {
    const setup = partyAgainst(many('g', goblin, 5, 'monster'));
    const a = simulate({ setup, seed: 'same', fights: 30 });
    const b = simulate({ setup, seed: 'same', fights: 30 });
    expect(b).toEqual(a);
    const c = simulate({ setup, seed: 'other', fights: 30 });
    expect(
      c.rounds.mean === a.rounds.mean &&
        c.members[3]?.dropped.count === a.members[3]?.dropped.count,
    ).toBe(false);
  });

  it('four level-5 PCs against one goblin win (about 100 %)', () => {
    const r = simulate({
      setup: partyAgainst(many('g', goblin, 1, 'monster')),
      seed: 1,
      fights: 100,
    });
    expect(r.partyWins.count).toBe(100);
    expect(r.partyWins.low).toBeGreaterThan(0.95);
    expect(r.rounds.mean).toBeLessThan(2);
    for (const m of r.members) expect(m.died.count).toBe(0);
    expect(r.withoutAttack).toEqual([]);
  });

  it('one level-5 fighter against six ogres loses (about 0 %), dropping every time', () => {
    const setup: SimSetup = {
      system: 'dnd5e',
      combatants: [...many('pc', fighter, 1, 'pc'), ...many('o', ogre, 6, 'monster')],
    };
    const r = simulate({ setup, seed: 2, fights: 60 });
    expect(r.partyWins.count).toBe(0);
    expect(r.foesWin.count).toBe(60);
    expect(r.partyWins.high).toBeLessThan(0.07);
    expect(r.members[0]?.dropped.count).toBe(60);
  });

  it('a mirror match (3 vs 3 of one statblock, initiative rolled) is even within 4 standard errors', () => {
    const side = (prefix: string, s: 'party' | 'foes'): CombatantInput[] =>
      many(prefix, goblin, 3, 'monster').map((c) => ({ ...c, side: s }));
    const n = 300;
    const r = simulate({
      setup: { system: 'dnd5e', combatants: [...side('a', 'party'), ...side('b', 'foes')] },
      seed: 'mirror',
      fights: n,
    });
    // Draws are rare; of the decided fights, each side wins half (±4 SE at n fights).
    expect(r.partyWins.p).toBeGreaterThan(0.5 - band(n));
    expect(r.partyWins.p).toBeLessThan(0.5 + band(n));
    expect(r.partyWins.low).toBeLessThan(0.5 + 0.01);
    expect(r.partyWins.high).toBeGreaterThan(0.5 - 0.01);
  });

  it('reports progress after each fight and stops between fights when cancelled', () => {
    const setup = partyAgainst(many('g', goblin, 2, 'monster'));
    const seen: number[] = [];
    const r = simulate(
      { setup, seed: 3, fights: 20 },
      { onProgress: (done) => seen.push(done), cancelled: () => seen.length >= 5 },
    );
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(r).toMatchObject({ fights: 5, cancelled: true });
    expect(r.partyWins.n).toBe(5);
  });

  it('a cleric with cure wounds heals a downed ally; typed-in creatures without attacks are named', () => {
    const setup = partyAgainst([
      ...many('o', ogre, 3, 'monster'),
      { id: 'x', name: 'Statue', kind: 'monster', side: 'foes', maxHp: 1, ac: 10 },
    ]);
    const r = simulate({ setup, seed: 4, fights: 40 });
    expect(r.withoutAttack).toEqual(['Statue']);
    // Downed fighters are brought back: fewer die than drop.
    const dropped = r.members.reduce((s, m) => s + m.dropped.count, 0);
    const died = r.members.reduce((s, m) => s + m.died.count, 0);
    expect(dropped).toBeGreaterThan(died);
  });
});
