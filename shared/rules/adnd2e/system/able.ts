// Whether a creature can act at all: a condition that holds it still refuses its actions.
import type { Combatant } from '../../../encounter/types';
import { RuleError } from '../../../errors';
import { actionBlocker } from '../conditions';

/**
 * Refuses an action by a creature a condition holds still (surprised 2E-SURP-02, paralyzed
 * 2E-PARA-01, held by paralytic poison 2E-POIS-02, stunned, asleep, pinned, parrying 2E-PARRY-01).
 */
export function requireAble(c: Combatant): void {
  const blocker = actionBlocker(c.conditions);
  if (blocker) throw new RuleError('cannotAct', { combatantId: c.id, condition: blocker });
}
