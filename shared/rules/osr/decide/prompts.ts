// Answers to the prompts the OSR rules raise for the Referee.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { ev } from '../../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent, Prompt } from '../../../encounter/types';
import type { PromptAnswer } from '../../types';
import { burningOf } from '../conditions';
import { osrSettings } from '../settings';
import { moraleOutcomes, type MoraleOutcome } from '../rules/morale';
import { oilFlask, oilTicksAfterHit } from '../rules/damage';
import { damageEvents } from './hp';
import { resolveOnHitSave } from './on-hit';
import { decideFlagMorale } from './morale';
import { moraleOutcomeOf } from './morale-convention';
import type { MoraleFlag } from '../state';

const choiceIn = <T extends string>(answer: PromptAnswer, allowed: readonly T[], p: Prompt): T => {
  const choice = answer.choice;
  if (typeof choice !== 'string' || !(allowed as readonly string[]).includes(choice)) {
    throw new RuleError('invalidChoice', { promptId: p.id, kind: p.kind });
  }
  return choice as T;
};

/** Decides the Referee's answer to an OSR prompt. */
export function resolveOsrPrompt(
  state: EncounterState,
  p: Prompt,
  answer: PromptAnswer,
  ctx: DecideContext,
): EngineEvent[] {
  const data = p.data as Record<string, unknown>;
  switch (p.kind) {
    case 'morale': {
      // The Referee enters any result, or takes the one the convention's roll gave, or
      // rolls the convention's 2d6 against ML now: his physical dice typed as `morale:<flag>`.
      const suggested = data.suggested as MoraleOutcome | undefined;
      const ml = typeof data.ml === 'number' ? data.ml : null;
      if (answer.choice === 'roll' && ml !== null) {
        const roll = ctx.roller.roll('2d6', `morale:${String(data.flagId)}`, {
          totalsFrom: 'morale',
        }).total;
        return [
          {
            type: 'osr.moraleRecorded',
            ruleId: 'OSR-RND-04',
            flagId: data.flagId as string,
            outcome: moraleOutcomeOf(roll, ml),
            roll,
            ml,
          },
        ];
      }
      const outcome =
        answer.choice === 'suggested' && suggested !== undefined
          ? suggested
          : choiceIn<MoraleOutcome>(answer, moraleOutcomes, p);
      return [
        {
          type: 'osr.moraleRecorded',
          ruleId: 'OSR-RND-04',
          flagId: data.flagId as string,
          outcome,
        },
      ];
    }
    case 'spellInterrupted': {
      const choice = choiceIn(answer, ['lost', 'kept'] as const, p);
      if (choice === 'kept') return [];
      return [{ type: 'osr.spellLost', casterId: data.casterId as string, round: state.round }];
    }
    case 'shieldBash': {
      const choice = choiceIn(answer, ['keep', 'blocked'] as const, p);
      if (choice === 'keep' || data.pushed !== true) return [];
      // a blocked push leaves the target where it stood.
      return [
        {
          type: 'osr.rangeSet',
          aId: data.attackerId as string,
          bId: data.targetId as string,
          feet: data.fromFt as number,
        },
      ];
    }
    case 'oilSplash': {
      // the Referee names the creatures in the radius that catch fire.
      const candidates = (data.creatureIds as string[]) ?? [];
      const chosen = answer.choice ?? [];
      if (
        !Array.isArray(chosen) ||
        !chosen.every((id) => typeof id === 'string' && candidates.includes(id))
      ) {
        throw new RuleError('invalidChoice', { promptId: p.id, kind: p.kind });
      }
      const ticksLeft = oilTicksAfterHit(osrSettings(state.options).oilDamage);
      return (chosen as string[]).flatMap((id) => {
        const c = state.combatants[id] as Combatant | undefined;
        if (!c) return [];
        const events = damageEvents(
          state,
          ctx,
          c,
          ctx.roller.roll(oilFlask.fireDice, `fire:${id}`).total,
          'oil',
          'OSR-DMG-03',
        );
        if (ticksLeft > 0 && !burningOf(c)) {
          events.push(
            ev.conditionAdded(id, {
              id: ctx.newId('k'),
              key: 'burning',
              appliedRound: state.round,
              data: { ticksLeft, dueRound: state.round + 1 },
            }),
          );
        }
        return events;
      });
    }
    case 'readiedWhileSurprised': {
      const choice = choiceIn(answer, ['keep', 'cancel'] as const, p);
      const id = data.combatantId as string;
      if (choice === 'keep' || !state.combatants[id]?.readied) return [];
      return [ev.readyCleared(id, 'expired')];
    }
    case 'moraleTrigger': {
      const choice = choiceIn(answer, ['check', 'skip'] as const, p);
      if (choice === 'skip') return [];
      return decideFlagMorale(
        state,
        { type: 'flagMorale', kind: 'morale', target: data.target as MoraleFlag['target'] },
        ctx,
      );
    }
    case 'onHitSave':
      return resolveOnHitSave(state, p, answer, ctx);
    case 'shootIntoMelee':
    case 'oilMiss':
      return [];
    default:
      throw new RuleError('invalidChoice', { promptId: p.id, kind: p.kind });
  }
}
