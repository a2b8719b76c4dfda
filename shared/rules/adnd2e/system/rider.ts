// What a statblock attack brings on a hit besides damage (a ghoul's claw: save vs. paralyzation
// or paralyzed 2d4 rounds): the save of its category, and on a failure the condition with its
// duration (2E-PARA-01: a paralyzed creature takes no actions).
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EngineEvent } from '../../../encounter/types';
import type { Steps } from '../../../encounter/steps';
import type { Adnd2eStatblock } from '../statblock';
import type { SaveCategory } from '../tables/saves';
import { sysOf } from '../sys';
import { addCondition } from './adnd2e-events';
import { rollSave } from './decide';
import { turnsToRounds } from '../rules/round';

type Rider = NonNullable<Adnd2eStatblock['attacks'][number]['rider']>;

/** Pushes the rider's save and, when it fails, the condition for its rolled duration. */
export function riderEvents(
  steps: Steps,
  attackerId: string,
  targetId: string,
  rider: Rider,
  ctx: DecideContext,
): void {
  const target = steps.state.combatants[targetId] as Combatant | undefined;
  if (!target || sysOf(target).life !== 'alive') return;
  const save = rollSave(
    steps.state,
    target,
    rider.save as SaveCategory,
    rider.saveModifier ? { effectModifier: rider.saveModifier } : {},
    ctx,
    'hitEffectSave',
    'hitEffect',
  );
  steps.push(save);
  if (save.success === true) return;
  const amount = ctx.roller.roll(rider.duration, 'hitEffectDuration').total;
  // 2E-DEF-05: a turn is 10 rounds
  const rounds = Math.max(1, rider.unit === 'turns' ? turnsToRounds(amount) : amount);
  const events: EngineEvent[] = [
    addCondition(ctx, steps.state.round, targetId, rider.condition, {
      sourceId: attackerId,
      duration: { at: 'turnEnd', of: targetId, rounds },
      data: { rounds },
    }),
  ];
  steps.push(...events);
}
