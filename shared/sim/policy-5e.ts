// The simulated creatures' policy in D&D 5e. There are no positions in the builder, so every
// foe counts as within reach and "the nearest foe" is taken to be the weakest: on its turn a
// creature that can heal brings a downed ally back first (a healing action or spell of its
// statblock, else stabilises a dying one with a healer's kit); otherwise it makes the attacks
// its Attack action gives (Extra Attack, Multiattack: 5E-ACT-03), each with the attack of its
// statblock with the highest expected damage, at the conscious foe with the fewest hit points.
// Everything else (hits, crits, damage, dying, death saves, morale) is the engine's.
import type { Combatant, EncounterState } from '../encounter';
import { parseNotation } from '../dice';
import { attacksPerAction } from '../rules/dnd5e/combat/attack-economy';
import { DAMAGE_TYPES } from '../rules/dnd5e/damage-types';
import type { Dnd5eStatblock, Feature } from '../rules/dnd5e/statblock';
import { abilityMod } from '../rules/dnd5e/statblock';
import { statblock5, sys5 } from '../rules/dnd5e/sys';
import type { Policy, TurnContext } from './types';

/** An attack of a statblock the policy can make through the engine's attack command. */
export interface KnownAttack {
  readonly name: string;
  readonly bonus: number;
  readonly melee: boolean;
  readonly spell: boolean;
  readonly damage: readonly { dice: string; type?: string }[];
  /** Average damage of a hit, and of the dice alone (doubled on a crit: 5E-CRIT-01). */
  readonly average: number;
  readonly diceAverage: number;
}

const TYPES: ReadonlySet<string> = new Set(DAMAGE_TYPES);

/** Average of a dice notation, with the average of its dice alone; null if unreadable. */
function averages(notation: string): { total: number; dice: number } | null {
  try {
    const e = parseNotation(notation);
    const dice = e.groups.reduce((sum, g) => sum + (g.sign * g.count * (g.sides + 1)) / 2, 0);
    return { total: dice + e.modifier, dice };
  } catch {
    return null;
  }
}

function knownAttack(f: Feature): KnownAttack | null {
  const parts = f.damage?.length ? f.damage : f.damageChoices?.[0]?.damage;
  if (f.attackBonus === undefined || !parts || parts.length === 0) return null;
  let average = 0;
  let diceAverage = 0;
  const damage: { dice: string; type?: string }[] = [];
  for (const p of parts) {
    const a = averages(p.dice);
    if (!a) return null;
    average += a.total;
    diceAverage += a.dice;
    const type = p.type?.toLowerCase();
    // The engine takes the SRD's damage types only; another word is left out, not refused.
    damage.push(type && TYPES.has(type) ? { dice: p.dice, type } : { dice: p.dice });
  }
  const ranged = /ranged (?:weapon |spell )?attack/i.test(f.desc);
  return {
    name: f.name,
    bonus: f.attackBonus,
    melee: !ranged,
    spell: /spell attack/i.test(f.desc),
    damage,
    average,
    diceAverage,
  };
}

const attackCache = new WeakMap<object, readonly KnownAttack[]>();

/** The attacks of a statblock (cached: statblocks are never mutated, only replaced). */
export function attacksOf(sb: Dnd5eStatblock | null): readonly KnownAttack[] {
  if (!sb) return [];
  const cached = attackCache.get(sb);
  if (cached) return cached;
  const found = (sb.actions ?? []).map(knownAttack).filter((a): a is KnownAttack => a !== null);
  attackCache.set(sb, found);
  return found;
}

/**
 * Expected damage of one attack against an AC: a d20 + bonus ≥ AC hits, a natural 1 misses and
 * a natural 20 hits with the dice doubled (5E-ATK-03/07/08, 5E-CRIT-01).
 */
export function expectedDamage(a: KnownAttack, ac: number): number {
  const faces = Math.min(19, Math.max(1, 21 - (ac - a.bonus)));
  const plainHits = Math.max(0, faces - 1) / 20;
  return plainHits * a.average + (a.average + a.diceAverage) / 20;
}

/** The attack with the highest expected damage against `ac`. */
export function bestAttack(attacks: readonly KnownAttack[], ac: number): KnownAttack | null {
  let best: KnownAttack | null = null;
  let bestValue = -Infinity;
  for (const a of attacks) {
    const v = expectedDamage(a, ac);
    if (v > bestValue) [best, bestValue] = [a, v];
  }
  return best;
}

/** A healing the policy can use: dice healed and what it spends. */
interface KnownHeal {
  readonly dice: string;
  /** Spell slot level to spend, if the caster keeps slots. */
  readonly slot?: number;
  readonly spell?: string;
}

const HEALING_SPELLS: Readonly<Record<string, string>> = {
  // PHB/SRD: cure wounds 1d8 + spellcasting modifier, healing word 1d4 + modifier (level 1).
  'cure wounds': '1d8',
  'healing word': '1d4',
};

function withMod(dice: string, mod: number): string {
  return mod === 0 ? dice : `${dice}${mod > 0 ? '+' : ''}${mod}`;
}

/** The first healing the creature can use now, or null. */
function healOf(c: Combatant): KnownHeal | null {
  const sb = statblock5(c);
  if (!sb) return null;
  for (const f of sb.actions ?? []) {
    if (f.attackBonus !== undefined) continue;
    const m = /regains?\s+(?:\d+\s*\()?\s*(\d+d\d+(?:\s*[+-]\s*\d+)?)\s*\)?\s*hit points/i.exec(
      f.desc,
    );
    if (m) return { dice: (m[1] as string).replace(/\s+/g, '') };
  }
  const slots = sys5(c).spellSlots;
  for (const sc of sb.spellcasting ?? []) {
    const mod = sc.ability ? abilityMod(sb.abilities[sc.ability]) : 0;
    for (const group of sc.spells) {
      for (const name of group.names) {
        const dice = HEALING_SPELLS[name.toLowerCase().trim()];
        if (!dice) continue;
        if (/at will/i.test(group.usage ?? '')) return { dice: withMod(dice, mod) };
        // The lowest slot of level 1 or more still unspent.
        const level = Object.keys(slots ?? {})
          .map(Number)
          .sort((a, b) => a - b)
          .find((l) => {
            const s = slots?.[String(l)];
            return l >= (group.level ?? 1) && s !== undefined && s.spent < s.max;
          });
        if (level !== undefined) return { dice: withMod(dice, mod), slot: level, spell: name };
      }
    }
  }
  return null;
}

function down(c: Combatant): boolean {
  return c.present && c.hp === 0 && !sys5(c).dead;
}

function canAct(c: Combatant): boolean {
  if (!c.present || c.hp <= 0 || sys5(c).dead) return false;
  return !c.conditions.some((k) => k.key === 'unconscious');
}

/** Tries the healing part of the policy; true when it took the turn. */
function tryHeal(ctx: TurnContext, self: Combatant): boolean {
  const state = ctx.state;
  const downed = state.combatantIds
    .map((id) => state.combatants[id] as Combatant)
    .filter((c) => c.id !== self.id && c.side === self.side && down(c));
  if (downed.length === 0) return false;
  // The dying first: they are the ones death saves can kill.
  downed.sort((a, b) => Number(sys5(a).stable) - Number(sys5(b).stable));
  const target = downed[0] as Combatant;
  const heal = healOf(self);
  if (heal) {
    if (heal.slot !== undefined) {
      const spent = ctx.run({
        type: 'spendSpellSlot',
        combatantId: self.id,
        level: heal.slot,
        ...(heal.spell ? { spell: heal.spell } : {}),
      });
      if (!spent) return false;
    }
    return ctx.run({ type: 'heal', targetIds: [target.id], dice: heal.dice, magical: true });
  }
  const charges = sys5(self).healersKitCharges;
  if (typeof charges === 'number' && charges > 0 && !sys5(target).stable) {
    // PHB healer's kit: one use stabilises a creature at 0 HP with no Medicine check.
    if (!ctx.run({ type: 'stabilize', combatantId: target.id, method: 'dm', healerId: self.id }))
      return false;
    ctx.run({ type: 'setHealersKit', combatantId: self.id, charges: charges - 1 });
    return true;
  }
  return false;
}

/** The conscious foe with the fewest hit points (ties: the first added). */
function weakestFoe(state: EncounterState, self: Combatant): Combatant | null {
  let best: Combatant | null = null;
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    if (c.side === self.side || !canAct(c)) continue;
    if (!best || c.hp < best.hp) best = c;
  }
  return best;
}

/** The D&D 5e policy. */
export const policy5e: Policy = {
  conscious: (state, id) => canAct(state.combatants[id] as Combatant),
  dead: (state, id) => sys5(state.combatants[id] as Combatant).dead,
  hasAttack: (state, id) => attacksOf(statblock5(state.combatants[id] as Combatant)).length > 0,
  takeTurn(ctx, id) {
    const self = ctx.state.combatants[id] as Combatant;
    if (tryHeal(ctx, self)) return;
    const attacks = attacksOf(statblock5(self));
    if (attacks.length === 0) return;
    const count = attacksPerAction(self);
    for (let i = 0; i < count; i++) {
      const me = ctx.state.combatants[id] as Combatant;
      if (!canAct(me)) return;
      const target = weakestFoe(ctx.state, me);
      if (!target) return;
      const a = bestAttack(attacks, target.ac) as KnownAttack;
      const ok = ctx.run({
        type: 'attack',
        attackerId: id,
        targetId: target.id,
        attackBonus: a.bonus,
        melee: a.melee,
        damage: a.damage,
        knockOut: false,
        ...(a.spell ? { spellAttack: true } : {}),
      });
      if (!ok) return;
    }
  },
  // As a table would: roll what the rules ask for, kill rather than knock out, keep ties.
  answer: (kind) => ANSWERS[kind] ?? 'skip',
};

const ANSWERS: Readonly<Record<string, string>> = {
  knockOut: 'kill',
  deathSave: 'roll',
  initiativeTie: 'keep',
  concentration: 'roll',
  massiveDamage: 'roll',
  morale: 'roll',
  lingeringInjury: 'roll',
  declareActions: 'done',
  tempHp: 'keepHigher',
  opportunityAttack: 'skip',
};
