// Falling (§11): 1d6 bludgeoning per 10 ft, at most 20d6, prone unless no damage was taken
// (5E-FALL-01); long falls 500 ft at a time (5E-FALL-02); fliers slowing their fall
// (5E-FALL-04) or stopping it with half their flying speed (5E-FALL-05); fliers that lose
// their movement falling (5E-MOVE-13, 5E-FALL-03).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { requireCombatant } from '../../../encounter/combatants';
import { newConditionInstance } from '../../../encounter/conditions';
import { ev } from '../../../encounter/engine-events';
import { Steps } from '../../../encounter/steps';
import type { Combatant, EncounterState, EngineEvent, Prompt } from '../../../encounter/types';
import type { PromptAnswer, RuleSystem } from '../../types';
import { damageTarget } from '../damage-decide';
import { ev5 } from '../dnd5e-events';
import { raise } from '../prompts';
import { halve } from '../rounding';
import { hasCondition, mergedEffects } from '../status';
import { sys5 } from '../sys';
import { FALL_RATE_FT, fallDamageNotation, feetForDamage, landsProne } from '../tactics/falling';
import { flierFalls } from '../tactics/movement';
import { remainingMovementFt, spendMovement } from '../tactics/turn';
import type { Tactics, TurnState } from '../tactics/turn';
import type { CombatCommand } from './commands';
import { requireOwnTurn, saveTactics } from './economy';
import { evc } from './tactical-events';
import { baseSpeeds, canHover, currentSpeeds } from './speeds';
import { tsys, turnKey } from './state';
import { dnd5eSystemRef } from './system-ref';

/** Landing: the damage of the whole fall and prone unless no damage was taken (5E-FALL-01). */
function land(steps: Steps, ctx: DecideContext, id: string, totalFt: number): void {
  const c = steps.state.combatants[id] as Combatant;
  const flySpeedFt = currentSpeeds(c, steps.state.options).fly ?? 0;
  const fall = {
    feet: totalFt,
    flyingSlowdown: steps.state.options['fall.flyingSlowdown'] === true,
    flier: { conscious: !hasCondition(c, 'unconscious'), flySpeedFt },
  };
  const notation = fallDamageNotation(fall);
  if (tsys(c).falling) steps.push(evc.fallingSet(id, null));
  if ((tsys(c).altitudeFt ?? 0) > 0) steps.push(evc.altitudeSet(id, 0));
  steps.push(
    ev5.note('landed', {
      combatantId: id,
      feet: totalFt,
      feetForDamage: feetForDamage(fall),
      dice: notation,
    }),
  );
  if (!notation) return;
  const roll = ctx.roller.roll(notation, 'fallDamage');
  const out = damageTarget(
    steps,
    ctx,
    id,
    { raw: Math.max(0, roll.total), type: 'bludgeoning', source: {} },
    { damageType: 'bludgeoning', source: {}, isCrit: false, melee: false },
  );
  const after = steps.state.combatants[id] as Combatant;
  if (
    landsProne(out.final) &&
    !sys5(after).dead &&
    !after.conditions.some((x) => x.key === 'prone')
  ) {
    steps.push(ev.conditionAdded(id, newConditionInstance(steps.state, ctx, { key: 'prone' })));
  }
}

/** Starts a fall of `feet`: all at once, or 500 ft now and the rest later under `fall.rate`. */
export function startFall(steps: Steps, ctx: DecideContext, id: string, feet: number): void {
  const state = steps.state;
  if (state.options['fall.rate'] !== true || feet <= FALL_RATE_FT) {
    land(steps, ctx, id, feet);
    return;
  }
  const remainingFt = feet - FALL_RATE_FT;
  const own = state.turn?.activeIds.includes(id) ?? false;
  steps.push(
    evc.fallingSet(id, {
      totalFt: feet,
      remainingFt,
      startedTurn: own ? turnKey(state) : null,
      startedRound: state.round,
    }),
    evc.altitudeSet(id, remainingFt),
  );
}

/** fall: the DM says a creature falls `feet`. */
export function decideFall(
  state: EncounterState,
  cmd: CombatCommand<'fall'>,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: c.id });
  if (tsys(c).falling) throw new RuleError('alreadyFalling', { combatantId: c.id });
  const steps = new Steps(state, system);
  startFall(steps, ctx, c.id, cmd.feet);
  return steps.events;
}

/**
 * 5E-FALL-02: at the end of each of its turns after the one the fall began in, a falling
 * creature drops up to 500 ft more, landing when nothing is left.
 */
export function fallAtTurnEnd(
  state: EncounterState,
  id: string,
  ctx: DecideContext,
): EngineEvent[] {
  const c = state.combatants[id] as Combatant;
  const f = tsys(c).falling;
  if (!f || f.startedTurn === turnKey(state)) return [];
  const steps = new Steps(state, dnd5eSystemRef());
  const drop = Math.min(FALL_RATE_FT, f.remainingFt);
  const remainingFt = f.remainingFt - drop;
  if (remainingFt === 0) land(steps, ctx, id, f.totalFt);
  else steps.push(evc.fallingSet(id, { ...f, remainingFt }), evc.altitudeSet(id, remainingFt));
  return steps.events;
}

/**
 * 5E-FALL-05: with both fall options, a prone flier starting a later turn still falling may
 * spend half its flying speed to end prone and stop the fall where it is.
 */
export function decideArrestFall(
  state: EncounterState,
  cmd: CombatCommand<'arrestFall'>,
): EngineEvent[] {
  for (const key of ['fall.rate', 'fall.flyingSlowdown']) {
    if (state.options[key] !== true) throw new RuleError('optionOff', { key });
  }
  const c = requireCombatant(state, cmd.combatantId);
  const f = tsys(c).falling;
  if (!f) throw new RuleError('notFalling', { combatantId: c.id });
  const prone = c.conditions.find((x) => x.key === 'prone');
  if (!prone) throw new RuleError('notProne', { combatantId: c.id });
  const t = requireOwnTurn(c, state) as Tactics & { turn: TurnState };
  if (f.startedTurn !== null && f.startedTurn === turnKey(state)) {
    throw new RuleError('fallJustStarted', { combatantId: c.id });
  }
  const fly = t.turn.speeds.fly ?? 0;
  const cost = halve(fly, state.options);
  const left = remainingMovementFt(t.turn, 'fly');
  if (fly <= 0) throw new RuleError('speedZero', { mode: 'fly' });
  if (left < cost) throw new RuleError('notEnoughMovement', { needed: cost, remaining: left });
  return [
    saveTactics(c, spendMovement(t, cost, 'fly'), 'arrestFall', { costFt: cost }),
    ev.conditionRemoved(c.id, prone.id, 'rule'),
    evc.fallingSet(c.id, null),
    evc.altitudeSet(c.id, f.remainingFt),
  ];
}

/** setAltitude: how high a creature is (a flier at height can fall: 5E-MOVE-13). */
export function decideSetAltitude(
  state: EncounterState,
  cmd: CombatCommand<'setAltitude'>,
): EngineEvent[] {
  requireCombatant(state, cmd.combatantId);
  return [evc.altitudeSet(cmd.combatantId, cmd.altitudeFt)];
}

/**
 * 5E-MOVE-13 / 5E-FALL-03: a flier in the air falls when knocked prone, reduced to speed 0 or
 * otherwise unable to move, unless it hovers or magic holds it aloft. The DM confirms.
 */
export function flierFallPrompt(
  state: EncounterState,
  ctx: DecideContext,
  id: string,
): EngineEvent[] {
  const c = state.combatants[id] as Combatant;
  const s = tsys(c);
  const altitude = s.altitudeFt ?? 0;
  if (altitude <= 0 || s.falling || sys5(c).dead) return [];
  if ((baseSpeeds(c).fly ?? 0) <= 0) return [];
  if (state.prompts.some((p) => p.kind === 'flierFalls' && p.combatantId === id)) return [];
  const e = mergedEffects(c);
  const falls = flierFalls({
    flying: true,
    prone: hasCondition(c, 'prone'),
    speedZero: e.speedZero === true,
    cannotMove: e.noMove === true,
    canHover: canHover(c),
    heldAloftByMagic: s.aloftByMagic === true,
  });
  return falls ? [raise(state, ctx, 'flierFalls', id, { feet: altitude })] : [];
}

/** Answer to the flier-falls prompt: it falls from its height, or the DM rules it does not. */
export function resolveFlierFalls(
  state: EncounterState,
  prompt: Prompt,
  answer: PromptAnswer,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  if (answer.choice === 'no') return [];
  if (answer.choice !== 'fall') {
    throw new RuleError('invalidChoice', { promptId: prompt.id, choices: 'fall,no' });
  }
  const id = prompt.combatantId as string;
  const c = state.combatants[id];
  if (!c || tsys(c).falling) return [];
  const steps = new Steps(state, system);
  startFall(steps, ctx, id, (tsys(c).altitudeFt ?? 0) || (prompt.data.feet as number));
  return steps.events;
}
