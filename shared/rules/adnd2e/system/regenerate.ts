// Regeneration (2E-MSL-15, -16): the DM applies a creature's regeneration (a troll's 3 HP a
// round); the HP acid, holy or unholy water took cannot be regenerated and must be healed
// normally, so regeneration stops short of them.
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { RuleError } from '../../../errors';
import { readOptions } from '../options';
import { lifeStateForHp } from '../rules/death';
import { regeneration } from '../rules/missiles';
import { sysOf } from '../sys';
import { sysEvent } from './adnd2e-events';

/** The regeneration of `c` by `amount` (HP, or dice rolled under `regeneration`). */
export function regenerateEvents(
  state: EncounterState,
  c: Combatant,
  amount: number | string,
  ctx: DecideContext,
): EngineEvent[] {
  const sys = sysOf(c);
  if (sys.life === 'dead') throw new RuleError('deadCannotRegenerate', { combatantId: c.id });
  const total = typeof amount === 'number' ? amount : ctx.roller.roll(amount, 'regeneration').total;
  // 2E-MSL-15, -16: never past the maximum less the HP acid or holy water took
  const r = regeneration(c.hp, c.maxHp, sys.unregenerable, total);
  const life = lifeStateForHp(r.hp, {
    deathsDoor: readOptions(state.options).deathsDoor,
    temporaryDamage: sys.tempDamage,
    tended: sys.tended,
  });
  return [
    sysEvent('adnd2e.regenerated', {
      combatantId: c.id,
      amount: total,
      restored: r.restored,
      heldBack: r.heldBack,
      unregenerable: sys.unregenerable,
      hp: r.hp,
      life: life === 'dead' ? sys.life : life,
    }),
  ];
}
