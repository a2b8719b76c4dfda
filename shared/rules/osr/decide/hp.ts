// Damage and healing (quick actions and rule results), fire from burning oil, cover and ranges.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import { requireCombatant } from '../../../encounter/combatants';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import type { OsrCommandOf } from '../commands';
import { burningOf } from '../conditions';
import { combatantSys, usedThisRound } from '../state';
import { osrSettings } from '../settings';
import { checkCoverMod } from '../rules/hit';
import { prompt } from './common';
import { moraleTriggerEvents } from './morale-convention';

/** Where damage came from, for the log. */
export type DamageSource =
  'manual' | 'attack' | 'unarmed' | 'shieldBash' | 'oil' | 'fire' | 'poison';

/**
 * Damage to one creature; A-14: a caster hurt before casting its declared spell loses it
 * (setting) or the Referee decides (default).
 */
export function damageEvents(
  state: EncounterState,
  ctx: DecideContext,
  target: Combatant,
  amount: number,
  source: DamageSource,
  ruleId?: string,
  alsoDown: readonly string[] = [],
): EngineEvent[] {
  const events: EngineEvent[] = [
    {
      type: 'osr.damaged',
      targetId: target.id,
      amount,
      source,
      ...(ruleId !== undefined ? { ruleId } : {}),
    },
  ];
  // A-26 convention: the usual reasons for a morale check are offered when a creature drops.
  if (target.hp > 0 && amount - target.tempHp >= target.hp) {
    events.push(...moraleTriggerEvents(state, ctx, target, alsoDown));
  }
  const sys = combatantSys(target);
  const declaredSpell = sys.declared?.round === state.round && sys.declared.type === 'spell';
  const notCastYet = usedThisRound(target, state.round).spells === 0;
  if (amount > 0 && declaredSpell && notCastYet && sys.spellLostRound !== state.round) {
    if (osrSettings(state.options).spellInterruption === 'damageInterrupts') {
      events.push({ type: 'osr.spellLost', casterId: target.id, round: state.round });
    } else {
      events.push(prompt(state, ctx, 'spellInterrupted', { casterId: target.id }, target.id));
    }
  }
  return events;
}

/** The damage quick action: an amount to each target (negative amounts are refused). */
export function decideDamage(
  state: EncounterState,
  cmd: OsrCommandOf<'damage'>,
  ctx: DecideContext,
): EngineEvent[] {
  if (cmd.amount < 0)
    throw new RuleError('negativeAmount', { field: 'amount', amount: cmd.amount });
  if (cmd.attackerId !== undefined) requireCombatant(state, cmd.attackerId);
  const attacker = cmd.attackerId !== undefined ? { attackerId: cmd.attackerId } : {};
  const down: string[] = [];
  return cmd.targetIds.flatMap((id) => {
    const target = requireCombatant(state, id);
    const source = cmd.fire ? 'fire' : 'manual';
    const events = damageEvents(state, ctx, target, cmd.amount, source, undefined, [...down]);
    if (target.hp > 0 && cmd.amount - target.tempHp >= target.hp) down.push(id);
    // The creature the DM named as dealing it is credited with it in the recap.
    return events.map((e) => (e.type === 'osr.damaged' ? { ...e, ...attacker } : e));
  });
}

/** The heal quick action: up to maximum HP. */
export function decideHeal(state: EncounterState, cmd: OsrCommandOf<'heal'>): EngineEvent[] {
  if (cmd.amount < 0)
    throw new RuleError('negativeAmount', { field: 'amount', amount: cmd.amount });
  return cmd.targetIds.map((id) => {
    requireCombatant(state, id);
    return { type: 'osr.healed', targetId: id, amount: cmd.amount };
  });
}

/** OSR-HIT-03: the Referee sets a creature's cover, 0 or −1…−4. */
export function decideSetCover(
  state: EncounterState,
  cmd: OsrCommandOf<'setCover'>,
): EngineEvent[] {
  requireCombatant(state, cmd.combatantId);
  const coverMod = checkCoverMod(cmd.coverMod);
  return [{ type: 'osr.coverSet', ruleId: 'OSR-HIT-03', combatantId: cmd.combatantId, coverMod }];
}

/** OSR-MEL-01: the Referee records how far apart two creatures are. */
export function decideSetRange(
  state: EncounterState,
  cmd: OsrCommandOf<'setRange'>,
): EngineEvent[] {
  requireCombatant(state, cmd.aId);
  requireCombatant(state, cmd.bId);
  if (cmd.aId === cmd.bId) throw new RuleError('invalidValue', { field: 'bId', value: cmd.bId });
  return [{ type: 'osr.rangeSet', aId: cmd.aId, bId: cmd.bId, feet: cmd.feet }];
}

/** OSR-DMG-03 / A-18: the creature found a way to put the fire out; remaining ticks are cancelled. */
export function decideExtinguish(
  state: EncounterState,
  cmd: OsrCommandOf<'extinguish'>,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  const burning = burningOf(c);
  if (!burning) throw new RuleError('notBurning', { combatantId: c.id });
  return [
    ev.conditionRemoved(c.id, burning.id, 'rule'),
    { type: 'osr.extinguished', ruleId: 'OSR-DMG-03', combatantId: c.id },
  ];
}

/** Fire ticks due by the end of this round (A-18: 1d4 at the end of round R+1). */
export function burningTickEvents(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  const events: EngineEvent[] = [];
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    const burning = burningOf(c);
    if (!c.present || !burning || burning.data.dueRound > state.round) continue;
    const roll = ctx.roller.roll('1d4', `fire:${id}`);
    events.push(...damageEvents(state, ctx, c, roll.total, 'fire', 'OSR-DMG-03'));
    const ticksLeft = burning.data.ticksLeft - 1;
    if (ticksLeft <= 0) events.push(ev.conditionRemoved(id, burning.id, 'rule'));
    else {
      events.push({
        type: 'osr.burningTicked',
        combatantId: id,
        conditionId: burning.id,
        ticksLeft,
        dueRound: state.round + 1,
      });
    }
  }
  return events;
}
