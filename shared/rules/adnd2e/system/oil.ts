// Burning oil in the encounter (2E-MSL-17): a direct hit with flaming oil, or the ignition of a
// doused creature, burns 2d6 at once and 1d6 at the start of the next round, then goes out.
import type { DecideContext } from '../../../encounter/context';
import { Steps } from '../../../encounter/steps';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { burningOilDice } from '../rules/missiles';
import { sysOf } from '../sys';
import { addCondition, removeCondition } from './adnd2e-events';
import { damageEvents } from './damage';
import { adnd2eSystemRef } from './system-ref';

/** The first round of burning on `target`: 2d6 now, the burning condition for the second. */
export function igniteEvents(
  state: EncounterState,
  target: Combatant,
  sourceId: string,
  ctx: DecideContext,
): EngineEvent[] {
  const steps = new Steps(state, adnd2eSystemRef());
  for (const inst of target.conditions) {
    if (inst.key === 'doused' || inst.key === 'burning')
      steps.push(removeCondition(target.id, inst.id));
  }
  const roll = ctx.roller.roll(burningOilDice(1), 'burningOil');
  steps.push(
    ...damageEvents(
      steps.state,
      steps.state.combatants[target.id] as Combatant,
      { amount: roll.total, singleAttack: true, cause: 'burningOil' },
      ctx,
    ),
  );
  if (sysOf(steps.state.combatants[target.id] as Combatant).life !== 'dead') {
    steps.push(
      addCondition(ctx, state.round, target.id, 'burning', {
        sourceId,
        data: { round: state.round },
      }),
    );
  }
  return steps.events;
}

/** At a round's start: the second round of burning (1d6), then the fire goes out. */
export function burningRound(state: EncounterState, ctx: DecideContext): EngineEvent[] {
  const steps = new Steps(state, adnd2eSystemRef());
  for (const id of state.combatantIds) {
    const c = state.combatants[id] as Combatant;
    for (const inst of c.conditions) {
      if (inst.key !== 'burning' || Number(inst.data?.round ?? state.round) >= state.round)
        continue;
      steps.push(removeCondition(id, inst.id));
      const cur = steps.state.combatants[id] as Combatant;
      if (sysOf(cur).life === 'dead') continue;
      const roll = ctx.roller.roll(burningOilDice(2), 'burningOil');
      steps.push(
        ...damageEvents(
          steps.state,
          cur,
          { amount: roll.total, singleAttack: true, cause: 'burningOil' },
          ctx,
        ),
      );
    }
  }
  return steps.events;
}
