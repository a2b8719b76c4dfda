// The healing part of the AD&D 2e policy: what a creature can do for a downed ally with the
// commands the 2e engine has, and only with what its statblock really says.
//  - Without the campaign's death's door option (opt.deathsDoor, 2E-DEATH-06) a creature at 0 HP
//    is dead (2E-DEATH-01) and healing does nothing to the dead (2E-RAISE-01): there is never a
//    downed ally to help, so the policy heals nobody.
//  - With it, a creature at 0 to -9 HP is dying and bleeds 1 HP a round. A caster with a cure
//    spell left casts it (`heal`: exactly 1 HP, weak until a day's rest, 2E-DEATH-06); anyone
//    else binds his wounds (`tend`: one round of tending stops the loss, 2E-DEATH-06; binding a
//    character's wounds is a simple action anyone may take, 2E-SEQ-01).
//  - A creature weak from such a cure can neither fight nor cast (2E-DEATH-06); it may still
//    bind wounds.
// What the 2e statblock lacks, and so what the policy leaves out: it has no spell list, no
// memorized spells and no proficiencies. A cure therefore counts only when the statblock's text
// (description, special attacks or defenses) names "cure light / serious / critical wounds" and
// the creature is a priest, a paladin, or a monster without classes (its text is the DM's word);
// each mention is one memorized copy ("×2", "x2" or "(2)" after it: that many). First aid with
// the healing proficiency (`healingProficiency`, 2E-HEAL-06) needs the healer's proficiency
// score, which no statblock or roster field carries, so it is not used; nor is the *heal* spell,
// whose amount the engine's rules text does not give.
import type { Combatant } from '../encounter';
import type { Adnd2eStatblock } from '../rules/adnd2e/statblock';
import { sysOf } from '../rules/adnd2e/sys';
import type { TurnContext } from './types';

const CURE = /\bcure\s+(?:light|serious|critical)\s+wounds\b(?:\s*(?:[x×]\s*(\d+)|\((\d+)\)))?/gi;

const curesCache = new WeakMap<object, number>();

/** Cure spells a 2e statblock's text names (0 when it names none or the class cannot cast them). */
export function curesOf(sb: Adnd2eStatblock | null): number {
  if (!sb) return 0;
  const cached = curesCache.get(sb);
  if (cached !== undefined) return cached;
  const classes = sb.classes ?? [];
  const priestly =
    classes.length === 0 || classes.some((k) => k.group === 'priest' || k.paladin === true);
  let count = 0;
  if (priestly) {
    const text = [
      sb.description ?? '',
      ...(sb.specialAttacks ?? []),
      ...(sb.specialDefenses ?? []),
    ];
    for (const line of text) {
      for (const m of line.matchAll(CURE)) count += Number(m[1] ?? m[2] ?? 1);
    }
  }
  curesCache.set(sb, count);
  return count;
}

/**
 * Cures cast in each fight, by caster. The fight's context is one object for the whole fight
 * (simulate.ts makes one per fight), and the 2e engine keeps no memorized spells to spend, so
 * this is where a caster's used cures are counted; a new fight starts with none used.
 */
const castByFight = new WeakMap<TurnContext, Map<string, number>>();

function curesLeft(ctx: TurnContext, c: Combatant): number {
  const used = castByFight.get(ctx)?.get(c.id) ?? 0;
  return curesOf(c.statblock as unknown as Adnd2eStatblock | null) - used;
}

function countCure(ctx: TurnContext, id: string): void {
  let used = castByFight.get(ctx);
  if (!used) castByFight.set(ctx, (used = new Map()));
  used.set(id, (used.get(id) ?? 0) + 1);
}

/** Weak from a cure at death's door: cannot fight or cast until a day's rest (2E-DEATH-06). */
export function weakened(c: Combatant): boolean {
  return sysOf(c).weakened;
}

/** The dying ally nearest to bleeding out (fewest HP; ties: the first added), or null. */
function dyingAlly(ctx: TurnContext, self: Combatant): Combatant | null {
  let best: Combatant | null = null;
  for (const id of ctx.state.combatantIds) {
    const c = ctx.state.combatants[id] as Combatant;
    if (c.id === self.id || c.side !== self.side || !c.present) continue;
    if (sysOf(c).life !== 'dying') continue;
    if (!best || c.hp < best.hp) best = c;
  }
  return best;
}

/** Tries the healing part of the 2e policy for `self`; true when it took the turn. */
export function tryHeal2e(ctx: TurnContext, self: Combatant): boolean {
  const target = dyingAlly(ctx, self);
  if (!target) return false;
  // Debilitating poison blocks all healing (2E-POIS-03): binding his wounds still stops the loss.
  // A cure does nothing to one already cured once and not yet rested (2E-DEATH-06).
  const blocked = weakened(target) || target.conditions.some((k) => k.key === 'poisonDebilitating');
  if (!blocked && !weakened(self) && curesLeft(ctx, self) > 0) {
    // A cure at death's door brings him to exactly 1 HP whatever it rolls (2E-DEATH-06), so
    // the amount given is the 1 HP it brings.
    if (ctx.run({ type: 'heal', targetIds: [target.id], amount: 1 })) {
      countCure(ctx, self.id);
      return true;
    }
  }
  return ctx.run({ type: 'tend', combatantId: target.id });
}
