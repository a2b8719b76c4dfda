// A wrestling hold kept another round (2E-NL-12, -13): the k-th round does k points, plus the
// Strength bonus if the holder wishes; by command, with or without a turn order running.
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { RuleError } from '../../../errors';
import { readOptions } from '../options';
import { wrestleDamage } from '../rules/nonLethal';
import { strengthOf } from '../stats';
import { effectiveStatblock, sysOf } from '../sys';
import { sysEvent } from './adnd2e-events';
import { damageEvents } from './damage';
import { Steps } from '../../../encounter/steps';
import { adnd2eSystemRef } from './system-ref';

/** Events of one more round of `held`'s hold by `holder`. */
export function holdRoundEvents(
  state: EncounterState,
  holder: Combatant,
  held: Combatant,
  addStrength: boolean,
  ctx: DecideContext,
): EngineEvent[] {
  const hold = sysOf(held).hold;
  if (!hold) return [];
  const rounds = hold.rounds + 1;
  const amount = wrestleDamage(rounds, strengthOf(effectiveStatblock(holder)).damage, addStrength);
  const opts = readOptions(state.options);
  const steps = new Steps(state, adnd2eSystemRef());
  steps.push(
    sysEvent('adnd2e.holdSet', {
      combatantId: held.id,
      holderId: holder.id,
      move: hold.move,
      rounds,
    }),
  );
  steps.push(
    ...damageEvents(
      steps.state,
      steps.state.combatants[held.id] as Combatant,
      { amount, temporary: opts.wrestlingIsTemporary ? amount : 0, cause: `hold.${hold.move}` },
      ctx,
    ),
  );
  return steps.events;
}

/** The `continueHold` command: the DM keeps the hold on `combatantId` another round. */
export function continueHold(
  state: EncounterState,
  cmd: { combatantId: string; addStrength?: boolean | undefined },
  ctx: DecideContext,
): EngineEvent[] {
  const held = state.combatants[cmd.combatantId];
  if (!held) throw new RuleError('unknownCombatant', { combatantId: cmd.combatantId });
  const sys = sysOf(held);
  if (!sys.hold) throw new RuleError('notHeld', { combatantId: held.id });
  const holder = state.combatants[sys.hold.holderId];
  if (!holder) throw new RuleError('unknownCombatant', { combatantId: sys.hold.holderId });
  // in a running fight a hold goes on once a round; a scene outside one has no rounds to count
  if (state.status === 'active' && state.round >= 1 && sys.holdRound === state.round)
    throw new RuleError('holdContinuedThisRound', { combatantId: held.id });
  return holdRoundEvents(state, holder, held, !!cmd.addStrength, ctx);
}
