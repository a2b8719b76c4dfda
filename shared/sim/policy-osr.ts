// The simulated creatures' policy in OSR, as in 5e and 2e without positions: "the nearest
// foe" is the conscious foe with the fewest hit points. OSR rounds open with declarations
// (OSR-RND): every conscious creature declares a melee move against that foe; in its side's
// melee phase it attacks the weakest conscious foe then (it may have fallen meanwhile) with
// its listed attack of the highest average damage, as often as the rules allow (one attack,
// more with a talent). Initiative, phases, to-hit, damage and morale are the engine's; 0 HP is
// death by the default rule.
// No creature heals, because the OSR engine offers nothing a creature could do for a downed ally
// in a fight: the seed has no dying state, so the engine kills a creature at 0 HP and
// "downed" always means dead; its `heal` is the Referee's quick action with an amount he
// decides, not a rule a creature follows (and it would raise a creature from 0 HP, against that
// ruling); `castSpell` only records the round's one spell (OSR-ACT-02) with no effect, the seed
// lists no spells, and the OSR statblock holds no spell list (only free-text `special`).
import type { Combatant, EncounterState } from '../encounter';
import { parseNotation } from '../dice';
import { combatantSys } from '../rules/osr/state';
import type { Policy, TurnContext } from './types';

/** Attacks a creature may try in one phase: a guard above any talent's extra attacks. */
const MAX_ATTACKS = 10;

function average(notation: string): number {
  try {
    const e = parseNotation(notation);
    return e.groups.reduce((s, g) => s + (g.sign * g.count * (g.sides + 1)) / 2, 0) + e.modifier;
  } catch {
    return 0;
  }
}

/** The listed attack (from 1) with the highest average damage, or undefined for its one damage. */
export function bestAttackIndexOsr(c: Combatant): number | undefined {
  const listed = combatantSys(c).attackDamages ?? [];
  if (listed.length < 2) return undefined;
  let best = 1;
  listed.forEach((d, i) => {
    if (average(d) > average(listed[best - 1] as string)) best = i + 1;
  });
  return best;
}

function canAct(c: Combatant): boolean {
  return c.present && c.hp > 0 && !c.conditions.some((k) => k.key === 'unconscious');
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

/** Declares a melee move for every conscious creature (the declarations step of a round). */
function declareAll(ctx: TurnContext): void {
  for (const id of ctx.state.combatantIds) {
    const c = ctx.state.combatants[id] as Combatant;
    if (!canAct(c)) continue;
    const target = weakestFoe(ctx.state, c);
    if (!target) continue;
    // A refusal (a surprised creature cannot act) just leaves it undeclared.
    ctx.run({
      type: 'declareAction',
      combatantId: id,
      action: 'moveMelee',
      targetIds: [target.id],
    });
  }
}

/** The OSR policy. */
export const policyOsr: Policy = {
  conscious: (state, id) => canAct(state.combatants[id] as Combatant),
  dead: (state, id) => (state.combatants[id]?.hp ?? 1) <= 0,
  // Every OSR creature has damage (its statblock's default 1d6 at the least).
  hasAttack: () => true,
  beginStep(ctx) {
    if (ctx.state.turn?.slotKey === 'osr:declare') declareAll(ctx);
  },
  takeTurn(ctx, id) {
    if (!(ctx.state.turn?.slotKey ?? '').endsWith(':melee')) return;
    const index = bestAttackIndexOsr(ctx.state.combatants[id] as Combatant);
    for (let i = 0; i < MAX_ATTACKS; i++) {
      const me = ctx.state.combatants[id] as Combatant;
      if (!canAct(me)) return;
      const target = weakestFoe(ctx.state, me);
      if (!target) return;
      const attack = { type: 'attack', attackerId: id, targetId: target.id, kind: 'melee' };
      if (!ctx.run(index === undefined ? attack : { ...attack, attackIndex: index })) return;
    }
  },
  // Morale: the convention's 2d6 against ML, rolled by the engine.
  answer: (kind) => (kind === 'morale' ? 'roll' : 'skip'),
};
