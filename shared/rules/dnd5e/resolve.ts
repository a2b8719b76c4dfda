// Answers to the 5e prompts: each kind's choices and what they decide.
import { RuleError } from '../../errors';
import type { DecideContext } from '../../encounter/context';
import { rollInitiativeEvents } from '../../encounter/initiative';
import { Steps } from '../../encounter/steps';
import type { Combatant, EncounterState, EngineEvent, Prompt } from '../../encounter/types';
import type { PromptAnswer, RuleSystem } from '../types';
import { rollSave } from './attack';
import type { DamageResult } from './damage';
import type { HitMeta } from './damage-decide';
import { applyCleaveTo, cleaveInReach, finishDamage } from './damage-decide';
import type { DamageSource, DamageType } from './damage-types';
import { ev5 } from './dnd5e-events';
import { deathSaveEvents, tempHpChoice } from './heal-decide';
import { rollInjury } from './injuries';
import { resolveMassiveDamage } from './massive';
import { resolveMorale } from './morale';
import { isDying } from './status';
import { sys5 } from './sys';
import { resolveFlierFalls } from './combat/fall-decide';
import { resolveMountFell } from './combat/mount-decide';
import { resolveOpportunityPrompt } from './combat/opportunity-decide';

function choiceOf(answer: PromptAnswer, allowed: readonly string[], prompt: Prompt): string {
  const c = answer.choice;
  if (typeof c !== 'string' || !allowed.includes(c)) {
    throw new RuleError('invalidChoice', { promptId: prompt.id, choices: allowed.join(',') });
  }
  return c;
}

/** Decides the DM's answer to a 5e prompt. */
export function resolvePrompt5e(
  state: EncounterState,
  prompt: Prompt,
  answer: PromptAnswer,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const steps = new Steps(state, system);
  const id = prompt.combatantId as string;
  const c = id ? (state.combatants[id] as Combatant | undefined) : undefined;
  const d = prompt.data;
  switch (prompt.kind) {
    case 'knockOut': {
      // 5E-KO-01: knocked out and stable, or the default result of the drop to 0.
      const choice = choiceOf(answer, ['knockOut', 'kill'], prompt);
      const result = (choice === 'knockOut' ? 'knockedOut' : d.result) as DamageResult;
      const meta: HitMeta = {
        ...(d.attackerId ? { attackerId: d.attackerId as string } : {}),
        ...(d.damageType ? { damageType: d.damageType as DamageType } : {}),
        source: d.source as DamageSource,
        isCrit: d.isCrit === true,
        melee: true,
        knockOut: choice === 'knockOut',
        ...(d.attackTotal !== null ? { attackTotal: d.attackTotal as number } : {}),
        ...(d.natural20 ? { natural20: true } : {}),
        cleaveTo: d.cleaveTo as string[],
      };
      finishDamage(
        steps,
        ctx,
        id,
        {
          final: d.final as number,
          rest: d.rest as number,
          excess: d.excess as number,
          droppedToZero: true,
          result,
          failures: 0,
          failuresAdded: 0,
        },
        meta,
        {
          wasUndamaged: d.wasUndamaged === true,
          wasConcentrating: d.wasConcentrating === true,
          aliveBefore: d.aliveBefore as number,
        },
      );
      return steps.events;
    }
    case 'concentration': {
      // AMB-35: Con save against max(10, half the damage).
      const choice = choiceOf(answer, ['roll', 'kept', 'lost'], prompt);
      if (!c || !sys5(c).concentration) return [];
      if (choice === 'kept') return [ev5.note('concentrationKept', { combatantId: id })];
      if (choice === 'lost') return [ev5.concentrationEnded(id, 'failedSave')];
      const r = rollSave(ctx, c, 'con', d.dc as number, { purpose: 'concentration' });
      const out = [
        ev5.note('concentrationSave', {
          combatantId: id,
          total: r.total,
          dc: d.dc as number,
          success: r.success,
        }),
      ];
      if (!r.success) out.push(ev5.concentrationEnded(id, 'failedSave'));
      return out;
    }
    case 'massiveDamage': {
      const choice = choiceOf(answer, ['roll', 'saved', 'failed'], prompt);
      if (choice === 'saved') return [ev5.note('massiveSave', { targetId: id, success: true })];
      resolveMassiveDamage(steps, ctx, id, choice === 'roll' ? 'roll' : 'failed');
      return steps.events;
    }
    case 'deathSave': {
      choiceOf(answer, ['roll'], prompt);
      if (!c || !isDying(c)) return [];
      const bonus = typeof answer.data?.bonus === 'number' ? answer.data.bonus : 0;
      return deathSaveEvents(state, ctx, c, bonus);
    }
    case 'lingeringInjury': {
      const choice = choiceOf(answer, ['roll', 'skip'], prompt);
      if (choice === 'skip' || !c || sys5(c).dead) return [];
      return rollInjury(state, ctx, c, d.trigger as string);
    }
    case 'morale': {
      const choice = choiceOf(
        answer,
        ['roll', 'rollDisadvantage', 'overwhelming', 'autoFail', 'ignore'],
        prompt,
      );
      const escape = answer.data?.escape !== false;
      resolveMorale(
        steps,
        ctx,
        d.combatantIds as string[],
        d.groupId as string | undefined,
        choice,
        escape,
      );
      return steps.events;
    }
    case 'cleave': {
      // 5E-CLEAVE-01: the DM picks the next creature within reach, or none.
      if (answer.choice === 'none') return [];
      const targetId = answer.choice;
      if (typeof targetId !== 'string' || !state.combatants[targetId] || targetId === d.fromId) {
        throw new RuleError('invalidChoice', { promptId: prompt.id });
      }
      if (!cleaveInReach(state, id, state.combatants[targetId] as Combatant)) {
        throw new RuleError('outOfReach', { targetId });
      }
      const meta: HitMeta = {
        attackerId: id,
        ...(d.damageType ? { damageType: d.damageType as DamageType } : {}),
        source: d.source as DamageSource,
        isCrit: false,
        melee: true,
        ...(typeof d.knockOut === 'boolean' ? { knockOut: d.knockOut } : {}),
        ...(d.attackTotal !== null ? { attackTotal: d.attackTotal as number } : {}),
        ...(d.natural20 ? { natural20: true } : {}),
      };
      applyCleaveTo(steps, ctx, targetId, d.excess as number, meta);
      return steps.events;
    }
    case 'tempHp': {
      const choice = choiceOf(answer, ['keepHigher', 'keepOld', 'takeNew'], prompt);
      if (!c) return [];
      return tempHpChoice(c, d.offered as number, choice);
    }
    case 'declareActions': {
      // 5E-SPEED-01: declarations done; roll the round's initiative now.
      choiceOf(answer, ['done'], prompt);
      const ids = state.combatantIds.filter((x) => (state.combatants[x] as Combatant).present);
      return rollInitiativeEvents(state, system, ctx, ids, true);
    }
    case 'opportunityAttack':
    case 'leftReach':
      return resolveOpportunityPrompt(state, prompt, answer, ctx, system);
    case 'mountFell':
      return resolveMountFell(state, prompt, answer, ctx);
    case 'flierFalls':
      return resolveFlierFalls(state, prompt, answer, ctx, system);
    default:
      throw new RuleError('invalidChoice', { promptId: prompt.id, kind: prompt.kind });
  }
}
