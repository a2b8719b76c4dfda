// 5E-TURN-06 Communication: brief speech and gestures take no action, bonus action, reaction or
// movement, on the creature's own turn or not, in the fight or out of it; the log keeps a note.
import { RuleError } from '../../../errors';
import { requireCombatant } from '../../../encounter/combatants';
import type { EncounterState, EngineEvent } from '../../../encounter/types';
import { ev5 } from '../dnd5e-events';
import { hasCondition } from '../status';
import { sys5 } from '../sys';
import type { CombatCommand } from './commands';

/**
 * communicate: a note in the log and nothing spent. 5E-COND-04: an unconscious creature cannot
 * speak and is unaware of its surroundings, so it has no way to communicate.
 */
export function decideCommunicate(
  state: EncounterState,
  cmd: CombatCommand<'communicate'>,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: c.id });
  if (hasCondition(c, 'unconscious')) {
    throw new RuleError('cannotCommunicate', { combatantId: c.id });
  }
  return [ev5.note('communicate', { combatantId: c.id, ...(cmd.note ? { note: cmd.note } : {}) })];
}
