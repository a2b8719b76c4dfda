// The simulated creatures' policy in AD&D 2e, as in 5e (policy-5e.ts) without positions: "the
// nearest foe" is the conscious foe with the fewest hit points, and each creature strikes it
// with the attack of its statblock with the highest average damage until the rules refuse
// another attack this round (2E rate of attacks, kept by the engine). Before that, a creature
// helps a dying ally if it can (heal-2e.ts: a cure spell its statblock names, else binding his
// wounds; only with the campaign's death's door option, since otherwise 0 HP is death), and one
// weak from a cure at death's door does not fight (2E-DEATH-06). THAC0, to-hit modifiers,
// damage, dying below 0, bleeding and morale are the engine's.
import type { Combatant, EncounterState } from '../encounter';
import { parseNotation } from '../dice';
import type { Adnd2eStatblock } from '../rules/adnd2e/statblock';
import { sysOf } from '../rules/adnd2e/sys';
import { tryHeal2e, weakened } from './heal-2e';
import type { Policy } from './types';

/** Attacks a creature may try in one turn: a guard above any printed rate. */
const MAX_ATTACKS = 10;

function statblockOf(c: Combatant): Adnd2eStatblock | null {
  return c.statblock as unknown as Adnd2eStatblock | null;
}

function average(notation: string): number {
  try {
    const e = parseNotation(notation);
    return e.groups.reduce((s, g) => s + (g.sign * g.count * (g.sides + 1)) / 2, 0) + e.modifier;
  } catch {
    return 0;
  }
}

/** Index of the attack with the highest average damage (same THAC0 for all, so it is the best). */
export function bestAttackIndex2e(sb: Adnd2eStatblock | null): number | null {
  let best: number | null = null;
  let bestValue = -Infinity;
  (sb?.attacks ?? []).forEach((a, i) => {
    const v = average(a.damage) + (a.damageBonus ?? 0) + (a.magicBonus ?? 0);
    if (v > bestValue) [best, bestValue] = [i, v];
  });
  return best;
}

function canAct(c: Combatant): boolean {
  if (!c.present || c.hp <= 0 || sysOf(c).life !== 'alive') return false;
  return !c.conditions.some((k) => k.key === 'unconscious');
}

function weakestFoe(state: EncounterState, self: Combatant): Combatant | null {
  let best: Combatant | null = null;
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    if (c.side === self.side || !canAct(c)) continue;
    if (!best || c.hp < best.hp) best = c;
  }
  return best;
}

const ANSWERS: Readonly<Record<string, string>> = {
  spellDisturbance: 'lost',
  drainHpZero: 'dead',
  mrBeneficial: 'lower',
};

/** The AD&D 2e policy. */
export const policy2e: Policy = {
  conscious: (state, id) => canAct(state.combatants[id] as Combatant),
  dead: (state, id) => sysOf(state.combatants[id] as Combatant).life === 'dead',
  hasAttack: (state, id) =>
    bestAttackIndex2e(statblockOf(state.combatants[id] as Combatant)) !== null,
  takeTurn(ctx, id) {
    const self = ctx.state.combatants[id] as Combatant;
    if (tryHeal2e(ctx, self)) return;
    if (weakened(self)) return;
    const index = bestAttackIndex2e(statblockOf(self));
    if (index === null) return;
    for (let i = 0; i < MAX_ATTACKS; i++) {
      const me = ctx.state.combatants[id] as Combatant;
      if (!canAct(me)) return;
      const target = weakestFoe(ctx.state, me);
      if (!target) return;
      if (!ctx.run({ type: 'attack', attackerId: id, targetId: target.id, attackIndex: index }))
        return;
    }
  },
  answer: (kind) => ANSWERS[kind] ?? 'skip',
};
