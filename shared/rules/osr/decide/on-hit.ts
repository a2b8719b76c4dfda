// What a hit brings besides its damage, from the attacker's statblock (beyond the seed, which
// names no saves: the classic B/X reading). A hit by an attack with a paralysis, poison or
// energy drain effect asks the Referee for the target's save in the effect's category; a failed
// save (or an effect that allows none) paralyzes for the rolled rounds, deals the poison's
// damage (a poison without damage slays) or drains levels.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent, Prompt } from '../../../encounter/types';
import type { PromptAnswer } from '../../types';
import { combatantSys, toJson } from '../state';
import { osrSettings } from '../settings';
import { defaultOnHitSave, type OnHit } from '../statblock';
import { damageEvents } from './hp';
import { prompt } from './common';

/** The save a d20 must reach: d20 + modifier ≥ the creature's save number succeeds. */
export function saveSucceeds(d20: number, modifier: number, target: number): boolean {
  return d20 + modifier >= target;
}

/** Rounds of a duration in rounds or turns (a turn is `turnMinutes` of 10-second rounds, A-27). */
function roundsOf(n: number, unit: OnHit['unit'], turnMinutes: number): number {
  return unit === 'turns' ? n * turnMinutes * 6 : n;
}

/** The effects of a failed save (or of an effect that allows none) on `target`. */
export function onHitEffectEvents(
  state: EncounterState,
  ctx: DecideContext,
  target: Combatant,
  attackerId: string,
  effect: OnHit,
): EngineEvent[] {
  switch (effect.kind) {
    case 'paralysis': {
      const n = ctx.roller.roll(effect.duration ?? '1', `paralysisRounds:${target.id}`).total;
      const rounds = roundsOf(n, effect.unit, osrSettings(state.options).turnMinutes);
      return [
        ev.conditionAdded(target.id, {
          id: ctx.newId('k'),
          key: 'paralyzed',
          sourceId: attackerId,
          appliedRound: state.round,
          data: { untilRound: state.round + rounds, rounds },
        }),
      ];
    }
    case 'poison': {
      // No damage given: the poison slays (the target drops to 0 HP).
      const amount =
        effect.damage === undefined
          ? target.hp
          : ctx.roller.roll(effect.damage, `poisonDamage:${target.id}`).total;
      return damageEvents(state, ctx, target, amount, 'poison');
    }
    case 'energyDrain':
      return [
        ev.conditionAdded(target.id, {
          id: ctx.newId('k'),
          key: 'drained',
          sourceId: attackerId,
          appliedRound: state.round,
          data: { levels: effect.levels },
        }),
      ];
  }
}

/** The effects a hit by the attacker's attack number `attackIndex` brings to `target`. */
export function onHitEvents(
  state: EncounterState,
  ctx: DecideContext,
  attacker: Combatant,
  target: Combatant,
  attackIndex: number,
): EngineEvent[] {
  const effects = combatantSys(attacker).onHit.filter(
    (e) => e.attack === undefined || e.attack === attackIndex,
  );
  return effects.flatMap((effect) => {
    const save = effect.save ?? defaultOnHitSave(effect.kind);
    if (save === 'none') return onHitEffectEvents(state, ctx, target, attacker.id, effect);
    const saveTarget = combatantSys(target).saves[save] ?? null;
    return [
      prompt(
        state,
        ctx,
        'onHitSave',
        { attackerId: attacker.id, targetId: target.id, effect: toJson(effect), save, saveTarget },
        target.id,
      ),
    ];
  });
}

/**
 * The Referee's answer to an on-hit save: `roll` (d20 + the effect's modifier against the
 * target's save number, typed dice allowed), or the result he decided, `saved` or `failed`.
 */
export function resolveOnHitSave(
  state: EncounterState,
  p: Prompt,
  answer: PromptAnswer,
  ctx: DecideContext,
): EngineEvent[] {
  const data = p.data as Record<string, unknown>;
  const choice = answer.choice;
  if (choice !== 'roll' && choice !== 'saved' && choice !== 'failed') {
    throw new RuleError('invalidChoice', { promptId: p.id, kind: p.kind });
  }
  const target = state.combatants[data.targetId as string];
  if (!target) return [];
  const effect = data.effect as unknown as OnHit;
  const saveTarget = typeof data.saveTarget === 'number' ? data.saveTarget : null;
  let saved = choice === 'saved';
  const rolled: Record<string, number> = {};
  if (choice === 'roll') {
    if (saveTarget === null) {
      throw new RuleError('saveTargetUnknown', { combatantId: target.id, save: String(data.save) });
    }
    const d20 = ctx.roller.roll('1d20', `save:${target.id}`).total;
    saved = saveSucceeds(d20, effect.saveModifier, saveTarget);
    rolled.d20 = d20;
    rolled.total = d20 + effect.saveModifier;
  }
  return [
    {
      type: 'osr.onHitSaved',
      targetId: target.id,
      attackerId: data.attackerId as string,
      kind: effect.kind,
      save: data.save as string,
      ...(saveTarget !== null ? { saveTarget } : {}),
      ...rolled,
      saved,
    },
    ...(saved ? [] : onHitEffectEvents(state, ctx, target, data.attackerId as string, effect)),
  ];
}
