// Poison in the encounter (2E-POIS-01..04, 2E-DEATH-02): a poison waits out its onset as a
// `poisonOnset` condition counted down at each round's start, then takes hold: a save vs.
// poison (paralyzation column, Constitution's poison adjustment) unless the DM applies it
// outright, then its effect. Slow poison holds the count; neutralize poison ends it (and
// restores no HP); healing spells do nothing to it; tending with the healing proficiency
// gives +2 to a save made at the end of 5 rounds of care.
import type { DecideContext } from '../../../encounter/context';
import type { JsonObject } from '../../../encounter/json';
import { Steps } from '../../../encounter/steps';
import type {
  Combatant,
  ConditionInstance,
  EncounterState,
  EngineEvent,
} from '../../../encounter/types';
import { RuleError } from '../../../errors';
import type { PoisonDelivery, PoisonEffect } from '../rules/poison';
import {
  POISON_AFTER_DEATH_DICE,
  POISON_CARE,
  POISON_DURATION,
  POISON_SAVE_CATEGORY,
  careAllowed,
  careInTime,
} from '../rules/poison';
import type { Modifier } from '../rules/modifiers';
import { resolveSave } from '../rules/saves';
import { constitutionRow } from '../tables/abilities';
import { saveOf } from '../stats';
import { effectiveStatblock, isDebilitated, sysOf } from '../sys';
import type { PoisonAtDeath } from '../sys';
import { addCondition, reminder, removeCondition, sysEvent } from './adnd2e-events';
import { damageEvents } from './damage';
import { adnd2eSystemRef } from './system-ref';

/** Condition key of a poison still waiting for its onset. */
export const ONSET_KEY = 'poisonOnset';

/** What a poison does once it takes hold. */
export interface PoisonSpec {
  effect: PoisonEffect;
  delivery: PoisonDelivery;
  /** Roll a save vs. poison when it takes hold (false: the DM applies the effect outright). */
  save: boolean;
  saveModifier: number;
  /** Damage on a failed save (`damage` effect), dice or a number. */
  damage?: string;
  /** Damage on a successful save (`damage` and `death` effects). */
  damageOnSave?: string;
}

/** A poison waiting for its onset: the data of a `poisonOnset` instance. */
export interface PendingPoison extends PoisonSpec {
  roundsLeft: number;
  /** Slow poison holds the count (2E-POIS-04). */
  slowed?: boolean;
  /** Healing-proficiency care under way: by whom and the round its save falls due. */
  care?: { healerId: string; untilRound: number };
  /** The save was already failed (care's delayed save); the effect waits only for the onset. */
  saveFailed?: boolean;
}

const asJson = (v: unknown): JsonObject => v as JsonObject;

/** The pending poison of an instance. */
export function pendingOf(inst: ConditionInstance): PendingPoison {
  return inst.data as unknown as PendingPoison;
}

/** Poison conditions of a creature: waiting ones and those in effect. */
function poisonInstances(c: Combatant): ConditionInstance[] {
  return c.conditions.filter(
    (x) => x.key === ONSET_KEY || x.key === 'poisonParalytic' || x.key === 'poisonDebilitating',
  );
}

/** The save vs. poison (2E-POIS-01) with its modifiers; its event and success. */
function poisonSave(
  c: Combatant,
  spec: PoisonSpec,
  ctx: DecideContext,
  careBonus: number,
  reason: string,
): { event: EngineEvent; success: boolean } {
  const need = saveOf(effectiveStatblock(c), POISON_SAVE_CATEGORY);
  const fullCon = sysOf(c).con;
  // 2E-POIS-03: a debilitated creature's Constitution is halved.
  const con = fullCon !== null && isDebilitated(c) ? Math.max(1, Math.floor(fullCon / 2)) : fullCon;
  const mods: Modifier[] = [];
  if (con !== null && constitutionRow(con).poisonSave !== 0) {
    mods.push({ source: 'T3', value: constitutionRow(con).poisonSave });
  }
  if (spec.saveModifier !== 0) mods.push({ source: '2E-SAVE-11', value: spec.saveModifier });
  if (careBonus !== 0) mods.push({ source: '2E-POIS-04', value: careBonus });
  const roll = ctx.roller.roll('1d20', 'poisonSave');
  const out = resolveSave(roll.total, need, mods);
  return {
    success: out.success,
    event: sysEvent('adnd2e.saveRolled', {
      combatantId: c.id,
      category: POISON_SAVE_CATEGORY,
      reason,
      natural: out.natural,
      total: out.total,
      need,
      success: out.success,
      modifiers: mods.map((m) => ({ source: m.source, value: m.value })),
    }),
  };
}

/**
 * The poison takes hold of `id` in `steps`' state: its save (unless already failed or not
 * rolled), then its effect (2E-POIS-02, -03; DMG damage and death poisons, 2E-DEATH-02).
 */
export function poisonTakesHold(
  steps: Steps,
  id: string,
  spec: PoisonSpec & { saveFailed?: boolean },
  ctx: DecideContext,
  careBonus = 0,
): void {
  const c = steps.state.combatants[id];
  if (!c || sysOf(c).life === 'dead') return;
  let failed = true;
  if (spec.save && !spec.saveFailed) {
    const save = poisonSave(c, spec, ctx, careBonus, 'poison');
    steps.push(save.event);
    failed = !save.success;
  }
  const round = steps.state.round;
  if (!failed) {
    if (spec.damageOnSave) damagePoison(steps, id, spec.damageOnSave, spec, ctx);
    else steps.push(reminder('poisonResisted', {}, id));
    return;
  }
  switch (spec.effect) {
    case 'paralytic':
    case 'debilitating': {
      const d = POISON_DURATION[spec.effect];
      const roll = ctx.roller.roll(d.dice, `poison.${spec.effect}`);
      const key = spec.effect === 'paralytic' ? 'poisonParalytic' : 'poisonDebilitating';
      steps.push(addCondition(ctx, round, id, key, { data: { amount: roll.total, unit: d.unit } }));
      return;
    }
    case 'damage':
      damagePoison(steps, id, spec.damage ?? '0', spec, ctx);
      return;
    case 'death':
      steps.push(
        sysEvent('adnd2e.lifeChanged', {
          combatantId: id,
          life: 'dead',
          cause: 'poison',
          poisonAtDeath: afterDeath(spec, ctx),
        }),
      );
      return;
  }
}

/** 2E-DEATH-02: the poison stays active 2d6 hours in the body. */
function afterDeath(spec: PoisonSpec, ctx: DecideContext): JsonObject {
  const hours = ctx.roller.roll(POISON_AFTER_DEATH_DICE, 'poisonAfterDeath').total;
  return { hours, poison: asJson({ ...spec }), neutralized: false };
}

function damagePoison(
  steps: Steps,
  id: string,
  dice: string,
  spec: PoisonSpec,
  ctx: DecideContext,
): void {
  const c = steps.state.combatants[id] as Combatant;
  const amount = /^\s*\d+\s*$/.test(dice)
    ? Number(dice)
    : ctx.roller.roll(dice, 'poisonDamage').total;
  const events = damageEvents(
    steps.state,
    c,
    { amount: Math.max(0, amount), singleAttack: false, cause: 'poison' },
    ctx,
  );
  // A poison that kills stays in the body (2E-DEATH-02).
  const killed = events.find((e) => e.type === 'adnd2e.lifeChanged' && e.life === 'dead');
  if (killed) killed.poisonAtDeath = afterDeath(spec, ctx);
  steps.push(...events);
}

/** Decides a `poison` command: at once (onset 0) or a waiting `poisonOnset` condition. */
export function poisonEvents(
  state: EncounterState,
  id: string,
  spec: PoisonSpec,
  onset: number,
  ctx: DecideContext,
): EngineEvent[] {
  const steps = new Steps(state, adnd2eSystemRef());
  if (onset <= 0) {
    poisonTakesHold(steps, id, spec, ctx);
    return steps.events;
  }
  const pending: PendingPoison = { ...spec, roundsLeft: onset };
  steps.push(
    addCondition(ctx, state.round, id, ONSET_KEY, { data: asJson(pending) }),
    reminder('poisonOnset', { rounds: onset }, id),
  );
  return steps.events;
}

function updated(id: string, inst: ConditionInstance, data: PendingPoison, reason: string) {
  return sysEvent('adnd2e.poisonUpdated', {
    combatantId: id,
    conditionId: inst.id,
    data: asJson(data),
    reason,
  });
}

/**
 * One round of every waiting poison (called at the round's start): care's delayed save falls
 * due, the onset counts down unless slowed, and a poison whose onset is over takes hold.
 */
export function poisonRound(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  const steps = new Steps(state, adnd2eSystemRef());
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    if (sysOf(c).life === 'dead') continue;
    for (const inst of c.conditions) {
      if (inst.key !== ONSET_KEY) continue;
      advancePoison(steps, id, inst, ctx, false);
    }
  }
  return steps.events;
}

function advancePoison(
  steps: Steps,
  id: string,
  inst: ConditionInstance,
  ctx: DecideContext,
  now: boolean,
): void {
  let p = pendingOf(inst);
  const round = steps.state.round;
  if (p.care && (now || round >= p.care.untilRound) && p.save && !p.saveFailed) {
    // PHB healing care: the save, +2, at the end of the tending.
    const c = steps.state.combatants[id] as Combatant;
    const save = poisonSave(c, p, ctx, POISON_CARE.bonus, 'poisonCare');
    steps.push(save.event);
    if (save.success && !p.damageOnSave) {
      steps.push(removeCondition(id, inst.id), reminder('poisonResisted', {}, id));
      return;
    }
    const rest = { ...p };
    delete rest.care;
    p = { ...rest, saveFailed: !save.success };
    if (save.success) p = { ...p, save: false, effect: 'damage', damage: p.damageOnSave ?? '0' };
  }
  if (p.slowed && !now) {
    if (p !== pendingOf(inst)) steps.push(updated(id, inst, p, 'care'));
    return;
  }
  const left = now ? 0 : p.roundsLeft - 1;
  const careRunning = p.care !== undefined && round < p.care.untilRound && !now;
  if (left > 0 || careRunning) {
    steps.push(updated(id, inst, { ...p, roundsLeft: Math.max(0, left) }, 'onset'));
    return;
  }
  steps.push(removeCondition(id, inst.id));
  poisonTakesHold(steps, id, p, ctx);
}

/**
 * At the end of the encounter the poisons still counting take hold (time goes on beyond the
 * fight); one held by slow poison stays waiting.
 */
export function poisonsAtEncounterEnd(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  const steps = new Steps(state, adnd2eSystemRef());
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    if (sysOf(c).life === 'dead') continue;
    for (const inst of c.conditions) {
      if (inst.key === ONSET_KEY && !pendingOf(inst).slowed)
        advancePoison(steps, id, inst, ctx, true);
    }
  }
  return steps.events;
}

/** The treatments of 2E-POIS-04 and the PHB healing care. */
export type PoisonTreatment =
  'slowPoison' | 'slowPoisonEnds' | 'neutralizePoison' | 'healingCare' | 'careInterrupted';

/** Decides a `treatPoison` command. */
export function treatPoisonEvents(
  state: EncounterState,
  c: Combatant,
  treatment: PoisonTreatment,
  ctx: DecideContext,
  care: { healerId?: string; herbalism?: boolean } = {},
): EngineEvent[] {
  const sys = sysOf(c);
  const pending = c.conditions.filter((x) => x.key === ONSET_KEY);
  const steps = new Steps(state, adnd2eSystemRef());
  switch (treatment) {
    case 'neutralizePoison': {
      // 2E-POIS-04: the poison ends; the HP it took stay lost. 2E-DEATH-02: a corpse can be raised safely.
      const all = poisonInstances(c);
      if (all.length === 0 && !(sys.poisonAtDeath && !sys.poisonAtDeath.neutralized)) {
        throw new RuleError('notPoisoned', { combatantId: c.id });
      }
      for (const inst of all) steps.push(removeCondition(c.id, inst.id));
      if (sys.poisonAtDeath && !sys.poisonAtDeath.neutralized) {
        steps.push(
          sysEvent('adnd2e.poisonUpdated', {
            combatantId: c.id,
            conditionId: null,
            poisonAtDeath: asJson({ ...sys.poisonAtDeath, neutralized: true }),
            reason: 'neutralized',
          }),
        );
      }
      steps.push(reminder('poisonNeutralized', {}, c.id));
      return steps.events;
    }
    case 'slowPoison':
    case 'slowPoisonEnds': {
      if (pending.length === 0) {
        throw new RuleError('noPoisonOnset', { combatantId: c.id });
      }
      for (const inst of pending) {
        const p = pendingOf(inst);
        const next: PendingPoison = { ...p };
        if (treatment === 'slowPoison') next.slowed = true;
        else delete next.slowed;
        steps.push(updated(c.id, inst, next, treatment));
      }
      return steps.events;
    }
    case 'healingCare': {
      if (!care.healerId) throw new RuleError('invalidValue', { field: 'healerId', value: '' });
      const open = pending.filter((x) => !pendingOf(x).care && !pendingOf(x).saveFailed);
      if (open.length === 0) {
        throw new RuleError('noPoisonOnset', { combatantId: c.id });
      }
      for (const inst of open) {
        const p = pendingOf(inst);
        if (!careAllowed(p.delivery, care.herbalism === true)) {
          throw new RuleError('careNeedsHerbalism', { combatantId: c.id });
        }
        if (!careInTime(inst.appliedRound, state.round)) {
          throw new RuleError('careTooLate', { combatantId: c.id });
        }
        steps.push(
          updated(
            c.id,
            inst,
            {
              ...p,
              care: { healerId: care.healerId, untilRound: state.round + POISON_CARE.rounds },
            },
            'care',
          ),
        );
      }
      return steps.events;
    }
    case 'careInterrupted': {
      // PHB: an interruption calls for the normal save at once; its result stands.
      const cared = pending.filter((x) => pendingOf(x).care);
      if (cared.length === 0) {
        throw new RuleError('noCare', { combatantId: c.id });
      }
      for (const inst of cared) {
        const p = pendingOf(inst);
        const rest: PendingPoison = { ...p };
        delete rest.care;
        const cur = steps.state.combatants[c.id] as Combatant;
        if (!p.save) {
          steps.push(updated(c.id, inst, rest, 'careInterrupted'));
          continue;
        }
        const save = poisonSave(cur, p, ctx, 0, 'poisonCareInterrupted');
        steps.push(save.event);
        if (save.success && !p.damageOnSave) {
          steps.push(removeCondition(c.id, inst.id), reminder('poisonResisted', {}, c.id));
        } else if (save.success) {
          steps.push(
            updated(
              c.id,
              inst,
              { ...rest, save: false, effect: 'damage', damage: p.damageOnSave ?? '0' },
              'careInterrupted',
            ),
          );
        } else {
          steps.push(updated(c.id, inst, { ...rest, saveFailed: true }, 'careInterrupted'));
        }
      }
      return steps.events;
    }
  }
}

/**
 * Raising a poisoned corpse (2E-DEATH-02): within the poison's hours, unless neutralized, the
 * revived character saves vs. poison at once or suffers it again.
 */
export function poisonOnRaiseEvents(
  steps: Steps,
  id: string,
  p: PoisonAtDeath | null,
  hoursSinceDeath: number,
  ctx: DecideContext,
): void {
  const c = steps.state.combatants[id] as Combatant;
  if (!p || p.neutralized || hoursSinceDeath >= p.hours) return;
  const spec = p.poison as unknown as PoisonSpec;
  const save = poisonSave(c, spec, ctx, 0, 'poisonOnRaise');
  steps.push(save.event);
  if (save.success) return;
  poisonTakesHold(steps, id, { ...spec, saveFailed: true }, ctx);
}
