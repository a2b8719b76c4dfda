// The 5e policy of the odds, on engine states: a healer brings a downed ally back first (cure
// wounds spends a slot; a healer's kit stabilises the dying and spends a use), otherwise the
// best expected-damage attack goes at the conscious foe with the fewest hit points.
import { describe, expect, it } from 'vitest';
import { createEncounter, dispatch } from '../../../shared';
import type { CombatantInput, EncounterState } from '../../../shared';
import { attacksOf, bestAttack, expectedDamage, policy5e } from '../../../shared/sim/policy-5e';
import type { Dnd5eStatblock } from '../../../shared/rules/dnd5e';
import { cleric, fighter, goblin, many, ogre } from './fixtures';

/** A started fight in the order given, with `setup` commands first. */
function fight(combatants: CombatantInput[], order: string[], setup: unknown[] = []) {
  let s: EncounterState = createEncounter({ system: 'dnd5e', seed: 'policy', combatants });
  const run = (c: unknown): boolean => {
    try {
      s = dispatch(s, c).state;
      return true;
    } catch {
      return false;
    }
  };
  order.forEach((id, i) => run({ type: 'setInitiative', combatantId: id, score: 30 - i }));
  run({ type: 'startEncounter' });
  for (const c of setup) run(c);
  for (const p of s.prompts)
    run({ type: 'resolvePrompt', promptId: p.id, choice: policy5e.answer(p.kind) });
  const ctx = {
    get state() {
      return s;
    },
    run,
  };
  return ctx;
}

describe('odds policy (5e)', () => {
  it('expected damage: the greatclub (2d8+4) beats the javelin (2d6+4) against any AC', () => {
    const attacks = attacksOf(ogre as unknown as Dnd5eStatblock);
    expect(attacks.map((a) => a.name)).toEqual(['Greatclub', 'Javelin']);
    expect(bestAttack(attacks, 15)?.name).toBe('Greatclub');
    // +6 against AC 16: 11 of 20 faces hit (one of them a crit with 2d8 more).
    expect(expectedDamage(attacks[0]!, 16)).toBeCloseTo((10 / 20) * 13 + (13 + 9) / 20, 10);
    // A shortbow counts as ranged.
    expect(attacksOf(goblin as unknown as Dnd5eStatblock)[1]?.melee).toBe(false);
  });

  it('a cleric heals a downed ally with cure wounds, spending a slot, instead of attacking', () => {
    const ctx = fight(
      [
        ...many('f', fighter, 1, 'pc'),
        ...many('c', cleric, 1, 'pc'),
        ...many('o', ogre, 1, 'monster'),
      ],
      ['c1', 'f1', 'o1'],
      [{ type: 'damage', targetIds: ['f1'], amount: 44 }],
    );
    expect(ctx.state.combatants.f1?.hp).toBe(0);
    policy5e.takeTurn(ctx, 'c1');
    expect(ctx.state.combatants.f1?.hp).toBeGreaterThan(0);
    expect(ctx.state.combatants.o1?.hp).toBe(59);
    const slots = (
      ctx.state.combatants.c1?.sys as { spellSlots: Record<string, { spent: number }> }
    ).spellSlots;
    expect(slots['1']?.spent).toBe(1);
  });

  it('a PC with a healer’s kit stabilises a dying ally and spends a use', () => {
    const withKit = {
      ...many('k', fighter, 1, 'pc')[0]!,
      sys: { healersKitCharges: 2 },
    } as CombatantInput;
    const ctx = fight(
      [...many('f', fighter, 1, 'pc'), withKit, ...many('o', ogre, 1, 'monster')],
      ['k1', 'f1', 'o1'],
      [{ type: 'damage', targetIds: ['f1'], amount: 44 }],
    );
    policy5e.takeTurn(ctx, 'k1');
    const sys = ctx.state.combatants.f1?.sys as { stable: boolean };
    expect(sys.stable).toBe(true);
    expect((ctx.state.combatants.k1?.sys as { healersKitCharges: number }).healersKitCharges).toBe(
      1,
    );
  });

  it('otherwise makes every attack of its Attack action at the conscious foe with the fewest HP', () => {
    const ctx = fight(
      [...many('f', fighter, 1, 'pc'), ...many('o', ogre, 2, 'monster')],
      ['f1', 'o1', 'o2'],
      [{ type: 'damage', targetIds: ['o2'], amount: 20 }],
    );
    const before = ctx.state.combatants.o2?.hp ?? 0;
    for (let i = 0; i < 20 && (ctx.state.combatants.o2?.hp ?? 0) === before; i++) {
      // Attack rolls miss now and then; try the turn again from the same state until one hits.
      policy5e.takeTurn(ctx, 'f1');
      if ((ctx.state.combatants.o2?.hp ?? 0) === before) {
        ctx.run({ type: 'nextTurn' });
        ctx.run({ type: 'nextTurn' });
        ctx.run({ type: 'nextTurn' });
      }
    }
    expect(ctx.state.combatants.o2?.hp).toBeLessThan(before);
    expect(ctx.state.combatants.o1?.hp).toBe(59);
  });
});
