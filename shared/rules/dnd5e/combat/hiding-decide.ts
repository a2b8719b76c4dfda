// 5E-UNSEEN-04 / 5E-ACT-10 / 5E-SURP-02: a creature hiding from its foes with a Stealth total,
// set by the DM at any time, before the fight too (it hid before the fight and starts it unseen
// by every foe whose passive Perception that total beats). This is what foes perceive; it is not
// the engine's `hidden` flag, which keeps a creature off the players' display.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import { requireCombatant } from '../../../encounter/combatants';
import type { EncounterState, EngineEvent } from '../../../encounter/types';
import { ev5 } from '../dnd5e-events';
import { sys5 } from '../sys';
import { rollCheck } from './checks';
import type { CombatCommand } from './commands';
import { evc } from './tactical-events';

/** setHiding: the Stealth total it hides with (given, or rolled), or `stealth: null` to reveal it. */
export function decideSetHiding(
  state: EncounterState,
  cmd: CombatCommand<'setHiding'>,
  ctx: DecideContext,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: c.id });
  if (cmd.stealth === null) return [evc.hidingSet(c.id, null)];
  const total =
    cmd.stealth ?? rollCheck(ctx, c, 'stealth', cmd.stealthBonus ?? sys5(c).stealthBonus).total;
  return [ev5.note('hide', { combatantId: c.id, total, dc: null }), evc.hidingSet(c.id, total)];
}
