// Deciding damage against creatures: the pipeline's outcome as events, then everything damage
// can set off — death and unconsciousness, knock-out choice, concentration, massive damage,
// lingering injuries, morale and cleave — as events and prompts.
import { RuleError } from '../../errors';
import type { DecideContext } from '../../encounter/context';
import type { Steps } from '../../encounter/steps';
import type { Combatant, EncounterState, OptionValues } from '../../encounter/types';
import { halve } from './rounding';
import type { DamageInput, DamageOutcome, DamageResult } from './damage';
import { computeDamage } from './damage';
import type { DamageSource, DamageType } from './damage-types';
import { encounterSys5, ev5 } from './dnd5e-events';
import { raise } from './prompts';
import { isUndamaged } from './status';
import { sys5 } from './sys';
import { die, fallUnconscious } from './zero-hp';
import { distanceBetween } from './combat/positions';
import { gridOn, reachOf } from './combat/state';

/** What is known about the hit beyond the numbers. */
export interface HitMeta {
  /** The attacker, if any. */
  attackerId?: string;
  /** Damage type. */
  damageType?: DamageType;
  /** Magical/spell/silvered/adamantine. */
  source: DamageSource;
  /** A critical hit (5E-DEATH-07: two failures at 0 HP). */
  isCrit: boolean;
  /** A melee attack. */
  melee: boolean;
  /** Knock-out choice given with the command (5E-KO-01); undefined → ask. */
  knockOut?: boolean;
  /** The attack roll total, for cleave (5E-CLEAVE-01). */
  attackTotal?: number;
  /** The attack roll was a natural 20 (AMB-20: hits any cleave target). */
  natural20?: boolean;
  /** Creatures the excess carries to, in order (else the DM is asked). */
  cleaveTo?: string[];
}

/** Massive damage threshold (5E-MASSIVE-01, AMB-23). */
export function massiveDamageTriggered(damage: number, maxHp: number, mode: unknown): boolean {
  if (damage <= 0) return false;
  return mode === 'floorHalf' ? damage >= Math.floor(maxHp / 2) : 2 * damage >= maxHp;
}

/** Concentration DC (AMB-35): max(10, half the damage, rounded as AMB-10 says: down). */
export function concentrationDc(damage: number, options: OptionValues = {}): number {
  return Math.max(10, halve(damage, options));
}

/** Living members of a group still able to fight (not dead, above 0 HP, present). */
function groupAlive(state: EncounterState, groupId: string): Combatant[] {
  return state.combatantIds
    .map((id) => state.combatants[id] as Combatant)
    .filter((c) => c.groupId === groupId && c.present && !sys5(c).dead && c.hp > 0);
}

function opposingLosses(state: EncounterState, side: string): number {
  const losses = encounterSys5(state.sys).losses;
  return Object.entries(losses)
    .filter(([s]) => s !== side)
    .reduce((n, [, v]) => n + v, 0);
}

/** Consequences of the result once it is final (after any knock-out choice). */
export function settleResult(
  steps: Steps,
  ctx: DecideContext,
  targetId: string,
  result: DamageResult,
  failures: number,
  failuresAdded: number,
): void {
  const c = steps.state.combatants[targetId] as Combatant;
  switch (result) {
    case 'instantDeath':
      steps.push(...die(c, 'instantDeath'));
      return;
    case 'monsterDeath':
      steps.push(...die(c, 'monsterDeath'));
      return;
    case 'deathAtZero':
      steps.push(...die(c, 'damageAtZero'));
      return;
    case 'unconscious':
      steps.push(...fallUnconscious(steps.state, ctx, c, false, 'zeroHp'));
      return;
    case 'knockedOut':
      steps.push(...fallUnconscious(steps.state, ctx, c, true, 'knockOut'));
      return;
    case 'failures':
      steps.push(ev5.deathSaveFailures(targetId, failures, failuresAdded));
      if (failures >= 3)
        steps.push(...die(steps.state.combatants[targetId] as Combatant, 'deathSaves'));
      return;
    default:
      return;
  }
}

/** Prompts and triggers after damage landed and its result is final. */
export function afterDamage(
  steps: Steps,
  ctx: DecideContext,
  targetId: string,
  out: Pick<DamageOutcome, 'final' | 'rest' | 'droppedToZero' | 'result'>,
  meta: HitMeta,
  wasConcentrating: boolean,
): void {
  const state = steps.state;
  const c = state.combatants[targetId] as Combatant;
  const s = sys5(c);
  const o = state.options;
  if (s.dead) return;
  // AMB-35: concentration save while still concentrating.
  if (wasConcentrating && s.concentration && out.final > 0 && o.concentrationChecks !== false) {
    steps.push(
      raise(state, ctx, 'concentration', targetId, {
        dc: concentrationDc(out.final, o),
        damage: out.final,
        spell: s.concentration.spell,
      }),
    );
  }
  // 5E-MASSIVE-01: damage from a single source of at least half the maximum.
  if (o.massiveDamage === true) {
    const counted = o['massiveDamage.damageCounted'] === 'afterTempHp' ? out.rest : out.final;
    if (massiveDamageTriggered(counted, c.maxHp, o['massiveDamage.threshold'])) {
      steps.push(raise(steps.state, ctx, 'massiveDamage', targetId, { dc: 15, damage: counted }));
    }
  }
  // 5E-INJURY-01 triggers (a) critical hit and (b) 0 HP without being killed outright.
  if (o.lingeringInjuries === true) {
    if (meta.isCrit && out.final > 0 && o['lingeringInjuries.onCrit'] !== false) {
      steps.push(raise(steps.state, ctx, 'lingeringInjury', targetId, { trigger: 'crit' }));
    } else if (
      out.droppedToZero &&
      (out.result === 'unconscious' || out.result === 'knockedOut') &&
      o['lingeringInjuries.onZeroHp'] !== false
    ) {
      steps.push(raise(steps.state, ctx, 'lingeringInjury', targetId, { trigger: 'zeroHp' }));
    }
  }
  // 5E-MORALE-01: first drop to half HP or fewer.
  if (o.morale === true && !s.halfHpTriggered && c.hp > 0 && c.hp * 2 <= c.maxHp) {
    steps.push(ev5.halfHpReached(targetId));
    steps.push(
      raise(steps.state, ctx, 'morale', targetId, { combatantIds: [targetId], trigger: 'halfHp' }),
    );
  }
}

/** Group morale triggers when a member drops (5E-MORALE-02). */
function groupMorale(
  steps: Steps,
  ctx: DecideContext,
  target: Combatant,
  aliveBefore: number,
): void {
  const state = steps.state;
  if (state.options.morale !== true || !target.groupId) return;
  const group = state.groups[target.groupId];
  if (!group) return;
  const alive = groupAlive(state, group.id);
  if (alive.length === 0) return;
  const ids = alive.map((c) => c.id);
  if (group.leaderId === target.id) {
    steps.push(
      raise(state, ctx, 'morale', undefined, {
        combatantIds: ids,
        groupId: group.id,
        trigger: 'leaderDown',
      }),
    );
    return;
  }
  // 5E-MORALE-02: the size when the group was formed (its members, fallen ones included, for a
  // group given with the encounter and never re-formed).
  const initial =
    encounterSys5(state.sys).groupInitial[group.id] ??
    state.combatantIds.filter((id) => state.combatants[id]?.groupId === group.id).length;
  if (
    initial !== undefined &&
    alive.length * 2 <= initial &&
    aliveBefore * 2 > initial &&
    opposingLosses(state, target.side) === 0
  ) {
    steps.push(
      raise(state, ctx, 'morale', undefined, {
        combatantIds: ids,
        groupId: group.id,
        trigger: 'halfGroup',
      }),
    );
  }
}

/** Applies one damage instance to one creature with every consequence; returns the outcome. */
export function damageTarget(
  steps: Steps,
  ctx: DecideContext,
  targetId: string,
  input: DamageInput,
  meta: HitMeta,
): DamageOutcome {
  const before = steps.state.combatants[targetId] as Combatant;
  const wasUndamaged = isUndamaged(before, steps.state.options['cleave.undamaged'] as string);
  const wasConcentrating = sys5(before).concentration !== null;
  const aliveBefore = before.groupId ? groupAlive(steps.state, before.groupId).length : 0;
  const out = computeDamage(before, input, steps.state.options);
  steps.push(
    ev5.damageTaken({
      targetId,
      ...(meta.attackerId ? { attackerId: meta.attackerId } : {}),
      ...(input.type ? { damageType: input.type } : {}),
      raw: out.raw,
      ...(out.parts.length > 1 ? { parts: out.parts.map((p) => ({ ...p })) } : {}),
      final: out.final,
      tempAbsorbed: out.tempAbsorbed,
      hp: out.hp,
      tempHp: out.tempHp,
      isCrit: input.isCrit === true,
      melee: input.melee === true,
      immune: out.immune,
      resisted: out.resisted,
      vulnerable: out.vulnerable,
      halved: input.halved === true,
    }),
  );
  if (out.droppedToZero) steps.push(ev5.sideLoss(before.side));
  if (out.koChoicePending) {
    // 5E-KO-01: the attacker chooses as the damage lands; the result waits for the answer.
    steps.push(
      raise(steps.state, ctx, 'knockOut', targetId, {
        attackerId: meta.attackerId ?? null,
        result: out.result,
        final: out.final,
        rest: out.rest,
        excess: out.excess,
        wasUndamaged,
        wasConcentrating,
        aliveBefore,
        isCrit: meta.isCrit,
        attackTotal: meta.attackTotal ?? null,
        natural20: meta.natural20 === true,
        damageType: meta.damageType ?? null,
        source: { ...meta.source },
        cleaveTo: meta.cleaveTo ?? [],
      }),
    );
    return out;
  }
  finishDamage(steps, ctx, targetId, out, meta, { wasUndamaged, wasConcentrating, aliveBefore });
  return out;
}

/** Settles the result and runs the triggers and cleave (also after a knock-out answer). */
export function finishDamage(
  steps: Steps,
  ctx: DecideContext,
  targetId: string,
  out: Pick<
    DamageOutcome,
    'final' | 'rest' | 'droppedToZero' | 'result' | 'failures' | 'failuresAdded' | 'excess'
  >,
  meta: HitMeta,
  before: { wasUndamaged: boolean; wasConcentrating: boolean; aliveBefore: number },
): void {
  settleResult(steps, ctx, targetId, out.result, out.failures, out.failuresAdded);
  afterDamage(steps, ctx, targetId, out, meta, before.wasConcentrating);
  const target = steps.state.combatants[targetId] as Combatant;
  if (out.droppedToZero) groupMorale(steps, ctx, target, before.aliveBefore);
  // 5E-CLEAVE-01: a melee attack drops an undamaged creature with damage to spare.
  if (
    steps.state.options.cleave === true &&
    meta.melee &&
    before.wasUndamaged &&
    out.droppedToZero &&
    out.excess > 0 &&
    meta.attackerId
  ) {
    carryCleave(steps, ctx, targetId, out.excess, meta);
  }
}

/** 5E-CLEAVE-01: the next creature must be within the attacker's reach (measured on the grid). */
export function cleaveInReach(
  state: EncounterState,
  attackerId: string | undefined,
  target: Combatant,
): boolean {
  const attacker = attackerId ? state.combatants[attackerId] : undefined;
  if (!attacker || !gridOn(state)) return true;
  const d = distanceBetween(state, attacker, target);
  return d === null || d <= reachOf(attacker);
}

/** Whether the original attack roll hits a cleave target (AMB-20: nat 20 hits any target). */
export function cleaveHits(meta: HitMeta, target: Combatant): boolean {
  if (meta.natural20) return true;
  return meta.attackTotal !== undefined && meta.attackTotal >= target.ac;
}

/** Carries the excess to the next creature (from the command's list, or asks the DM). */
export function carryCleave(
  steps: Steps,
  ctx: DecideContext,
  fromId: string,
  excess: number,
  meta: HitMeta,
): void {
  const queue = meta.cleaveTo ?? [];
  if (queue.length === 0) {
    steps.push(
      raise(steps.state, ctx, 'cleave', meta.attackerId, {
        fromId,
        excess,
        attackTotal: meta.attackTotal ?? null,
        natural20: meta.natural20 === true,
        damageType: meta.damageType ?? null,
        source: { ...meta.source },
        knockOut: meta.knockOut ?? null,
      }),
    );
    return;
  }
  const [nextId, ...rest] = queue;
  applyCleaveTo(steps, ctx, nextId as string, excess, { ...meta, cleaveTo: rest });
}

/** Applies carried damage to `targetId` if the attack roll hits it; continues the chain. */
export function applyCleaveTo(
  steps: Steps,
  ctx: DecideContext,
  targetId: string,
  excess: number,
  meta: HitMeta,
): void {
  const target = steps.state.combatants[targetId];
  if (!target) throw new RuleError('unknownCombatant', { combatantId: targetId });
  // 5E-CLEAVE-01: the next creature must be within reach and one the original attack roll
  // could hit; otherwise the DM is told why and picks another (nothing is spent on it).
  if (sys5(target).dead) throw new RuleError('combatantDead', { combatantId: targetId });
  if (!cleaveInReach(steps.state, meta.attackerId, target)) {
    throw new RuleError('outOfReach', { targetId });
  }
  if (!cleaveHits(meta, target)) {
    throw new RuleError('cleaveCannotHit', {
      targetId,
      ...(meta.attackTotal !== undefined ? { attackTotal: meta.attackTotal } : {}),
      ac: target.ac,
    });
  }
  steps.push(ev5.note('cleaveCarried', { targetId, excess }));
  // AMB-20: the carried damage is not a crit; the new target's own defenses apply.
  damageTarget(
    steps,
    ctx,
    targetId,
    {
      raw: excess,
      ...(meta.damageType ? { type: meta.damageType } : {}),
      source: meta.source,
      melee: true,
      isCrit: false,
      ...(meta.knockOut !== undefined ? { knockOut: meta.knockOut } : {}),
    },
    { ...meta, isCrit: false },
  );
}
