// Healing, temporary HP, death saves, stabilising, time passing and the per-creature death
// rule: §9 and §10 of the spec.
import { RuleError } from '../../errors';
import type { DecideContext } from '../../encounter/context';
import { requireCombatant, requireNonNegative } from '../../encounter/combatants';
import { ev } from '../../encounter/engine-events';
import { Steps } from '../../encounter/steps';
import type { Combatant, EncounterState, EngineEvent } from '../../encounter/types';
import type { RuleSystem } from '../types';
import type { Dnd5eCommand } from './commands';
import { encounterSys5, ev5 } from './dnd5e-events';
import { raise } from './prompts';
import type { Dnd5eRollPurpose } from './roll-purposes';
import { isDying } from './status';
import { sys5 } from './sys';
import type { InjuryRemedy } from './tables';
import { DEATH_SAVE_DC, FESTERING, FIRST_AID_DC } from './tables';
import { die, wakeUp } from './zero-hp';

/** Amount from `amount` or rolled `dice` (negative → negativeAmount). */
export function amountOf(
  cmd: { amount?: number; dice?: string },
  ctx: DecideContext,
  purpose: Dnd5eRollPurpose,
): number {
  if (cmd.amount !== undefined) {
    requireNonNegative(cmd.amount);
    return cmd.amount;
  }
  if (cmd.dice !== undefined) return Math.max(0, ctx.roller.roll(cmd.dice, purpose).total);
  throw new RuleError('invalidCommand', { path: 'amount', message: 'amount or dice required' });
}

/** Injury remedies a healing effect provides (5E-INJURY-03). */
export function remediesOf(cmd: {
  magical?: boolean;
  spellLevel?: number;
  regenerate?: boolean;
}): Set<InjuryRemedy> {
  const out = new Set<InjuryRemedy>();
  const magical = cmd.magical === true || cmd.spellLevel !== undefined || cmd.regenerate === true;
  if (magical) {
    out.add('anyMagicalHealing');
    out.add('magicalHealingOrRest');
    out.add('magicalHealingOrTending');
  }
  if ((cmd.spellLevel ?? 0) >= 6 || cmd.regenerate) out.add('magicalHealing6');
  if (cmd.regenerate) out.add('regenerate');
  return out;
}

/** HP regained by one creature (5E-HEAL-02), with wake-up and injury removal. */
export function healOne(
  state: EncounterState,
  c: Combatant,
  amount: number,
  cause: string,
  remedies: Set<InjuryRemedy> = new Set(),
): EngineEvent[] {
  const hp = Math.min(c.maxHp, c.hp + amount);
  const out: EngineEvent[] = [ev5.healed(c.id, hp - c.hp, c.hp, hp, cause)];
  if (c.hp === 0 && hp > 0) out.push(...wakeUp(c));
  for (const inst of c.conditions) {
    const remedy = inst.data?.remedy as InjuryRemedy | undefined;
    if (remedy && remedies.has(remedy)) out.push(ev.conditionRemoved(c.id, inst.id, 'rule'));
  }
  void state;
  return out;
}

/** heal: 5E-HEAL-01..03. */
export function decideHeal(
  state: EncounterState,
  cmd: Dnd5eCommand<'heal'>,
  ctx: DecideContext,
): EngineEvent[] {
  for (const id of cmd.targetIds) requireCombatant(state, id);
  const amount = amountOf(cmd, ctx, 'heal');
  const remedies = remediesOf(cmd);
  const out: EngineEvent[] = [];
  for (const id of cmd.targetIds) {
    const c = state.combatants[id] as Combatant;
    if (sys5(c).dead) {
      // 5E-HEAL-03: the dead regain no HP.
      if (cmd.targetIds.length === 1) throw new RuleError('combatantDead', { combatantId: id });
      out.push(ev5.note('healIgnoredDead', { targetId: id }));
      continue;
    }
    out.push(...healOne(state, c, amount, cmd.magical ? 'magic' : 'healing', remedies));
  }
  return out;
}

/** grantTempHp: 5E-THP-03/04 (AMB-32: prompt, "keep higher" preselected). */
export function decideTempHp(
  state: EncounterState,
  cmd: Dnd5eCommand<'grantTempHp'>,
  ctx: DecideContext,
): EngineEvent[] {
  for (const id of cmd.targetIds) requireCombatant(state, id);
  const amount = amountOf(cmd, ctx, 'tempHp');
  const out: EngineEvent[] = [];
  for (const id of cmd.targetIds) {
    const c = state.combatants[id] as Combatant;
    if (sys5(c).dead) continue;
    const choice =
      cmd.choice ?? (state.options.tempHpReplace === 'keepHigher' ? 'keepHigher' : undefined);
    if (c.tempHp === 0 || amount === 0) {
      if (amount > 0) out.push(ev5.tempHpSet(id, amount, c.tempHp));
      continue;
    }
    if (!choice) {
      out.push(raise(state, ctx, 'tempHp', id, { current: c.tempHp, offered: amount }));
      continue;
    }
    out.push(...tempHpChoice(c, amount, choice));
  }
  return out;
}

/** The temp HP a choice keeps: never the sum (5E-THP-04). */
export function tempHpChoice(c: Combatant, offered: number, choice: string): EngineEvent[] {
  const keep =
    choice === 'keepOld' ? c.tempHp : choice === 'takeNew' ? offered : Math.max(c.tempHp, offered);
  return keep === c.tempHp
    ? [ev5.note('tempHpKept', { targetId: c.id, tempHp: keep, offered })]
    : [ev5.tempHpSet(c.id, keep, c.tempHp)];
}

/** A death save (5E-DEATH-02..06, lingering-injury trigger c). */
export function deathSaveEvents(
  state: EncounterState,
  ctx: DecideContext,
  c: Combatant,
  bonus: number,
): EngineEvent[] {
  const s = sys5(c);
  const roll = ctx.roller.roll('1d20', 'deathSave');
  const d20 = roll.kept[0] as number;
  const total = d20 + s.deathSaveBonus + bonus;
  let { successes, failures } = s.deathSaves;
  const out: EngineEvent[] = [];
  if (d20 === 20) {
    // 5E-DEATH-06: regain 1 HP, conscious, counters reset.
    out.push(
      ev5.deathSaveRolled({
        targetId: c.id,
        d20,
        total,
        result: 'nat20',
        successes: 0,
        failures: 0,
      }),
    );
    out.push(...healOne(state, c, 1, 'deathSave20'));
    return out;
  }
  let result: 'success' | 'failure' | 'nat1';
  if (d20 === 1) {
    failures = Math.min(3, failures + 2); // 5E-DEATH-05
    result = 'nat1';
  } else if (total >= DEATH_SAVE_DC) {
    successes += 1;
    result = 'success';
  } else {
    failures += 1;
    result = 'failure';
  }
  out.push(ev5.deathSaveRolled({ targetId: c.id, d20, total, result, successes, failures }));
  if (failures >= 3) {
    out.push(...die(c, 'deathSaves')); // 5E-DEATH-03
    return out;
  }
  if (successes >= 3) out.push(...stabilizeEvents(state, ctx, c, 'threeSuccesses'));
  // 5E-INJURY-01 (c): failing by 5 or more, i.e. a total of 5 or less.
  if (
    result !== 'success' &&
    total <= DEATH_SAVE_DC - 5 &&
    state.options.lingeringInjuries === true &&
    state.options['lingeringInjuries.onFailedDeathSave'] !== false
  ) {
    out.push(raise(state, ctx, 'lingeringInjury', c.id, { trigger: 'deathSave', total }));
  }
  return out;
}

/** Becoming stable: counters reset; 1 HP after 1d4 hours (5E-STAB-02/04). */
export function stabilizeEvents(
  state: EncounterState,
  ctx: DecideContext,
  c: Combatant,
  cause: string,
): EngineEvent[] {
  const hours = ctx.roller.roll('1d4', `recovery:${c.id}`).total;
  const clock = encounterSys5(state.sys).clockHours;
  return [ev5.stabilized(c.id, cause, clock + hours)];
}

/** deathSave command (also answers the pending death-save prompt). */
export function decideDeathSave(
  state: EncounterState,
  cmd: Dnd5eCommand<'deathSave'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  if (!isDying(c)) throw new RuleError('notAllowed', { combatantId: c.id, reason: 'notDying' });
  const open = state.prompts.filter((p) => p.kind === 'deathSave' && p.combatantId === c.id);
  return [
    ...open.map((p) => ev.promptResolved(p.id, 'roll')),
    ...deathSaveEvents(state, ctx, c, cmd.bonus ?? 0),
  ];
}

/** stabilize: 5E-STAB-01 first aid (DC 10 Wis (Medicine)) or by magic / the DM. */
export function decideStabilize(
  state: EncounterState,
  cmd: Dnd5eCommand<'stabilize'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  if (!isDying(c)) throw new RuleError('notAllowed', { combatantId: c.id, reason: 'notDying' });
  if (cmd.method === 'medicine') {
    const r = ctx.roller.roll(`1d20+${cmd.medicineBonus ?? 0}`, 'medicine');
    const ok = r.total >= FIRST_AID_DC;
    const note = ev5.note('firstAid', {
      targetId: c.id,
      total: r.total,
      dc: FIRST_AID_DC,
      success: ok,
      ...(cmd.healerId ? { healerId: cmd.healerId } : {}),
    });
    return ok ? [note, ...stabilizeEvents(state, ctx, c, 'medicine')] : [note];
  }
  return stabilizeEvents(state, ctx, c, cmd.method);
}

/** setDeathRule: AMB-06 per-creature death rule and important-NPC flag. */
export function decideDeathRule(
  state: EncounterState,
  cmd: Dnd5eCommand<'setDeathRule'>,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  return [ev5.deathRuleSet(c.id, cmd.deathRule, cmd.important ?? cmd.deathRule === 'saves')];
}

/** kill: the DM declares a creature dead. */
export function decideKill(state: EncounterState, cmd: Dnd5eCommand<'kill'>): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: c.id });
  return [
    ev5.damageTaken({
      targetId: c.id,
      raw: 0,
      final: 0,
      tempAbsorbed: 0,
      hp: 0,
      tempHp: c.tempHp,
      isCrit: false,
      melee: false,
      immune: false,
      resisted: false,
      vulnerable: false,
      halved: false,
    }),
    ...die(c, 'dm'),
  ];
}

/** passTime: natural recovery of the stable (5E-STAB-04) and festering wounds (5E-INJURY-03). */
export function decidePassTime(
  state: EncounterState,
  cmd: Dnd5eCommand<'passTime'>,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const before = encounterSys5(state.sys).clockHours;
  const after = before + cmd.hours;
  const steps = new Steps(state, system);
  steps.push(ev5.timePassed(cmd.hours, after));
  for (const id of state.combatantIds) {
    const c = steps.state.combatants[id] as Combatant;
    const s = sys5(c);
    if (s.dead) continue;
    if (s.stable && c.hp === 0 && s.recoverAtHour !== null && s.recoverAtHour <= after) {
      steps.push(...healOne(steps.state, c, 1, 'naturalRecovery'));
    }
    for (const inst of c.conditions) {
      if (inst.key !== 'injury.festering') continue;
      const since = (inst.data?.sinceHour as number | undefined) ?? 0;
      const points =
        Math.floor((after - since) / FESTERING.hoursPerPoint) -
        Math.floor(Math.max(0, before - since) / FESTERING.hoursPerPoint);
      if (points <= 0) continue;
      const cur = steps.state.combatants[id] as Combatant;
      const maxHp = Math.max(0, cur.maxHp - points);
      steps.push(ev5.maxHpSet(id, maxHp, Math.min(cur.hp, maxHp), 'festering'));
      if (maxHp === 0) steps.push(...die(steps.state.combatants[id] as Combatant, 'festering'));
    }
  }
  void ctx;
  return steps.events;
}
