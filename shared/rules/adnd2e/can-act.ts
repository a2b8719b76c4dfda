// Whether a 2e creature can act now, for the screens that mark who is acting: a side's slot
// holds every member, but the unconscious, dying and dead (2E-NL-09, 2E-DEATH-01), the
// surprised (2E-SURP-02) and those a condition holds still — paralyzed (2E-PARA-01), asleep,
// pinned, held — sit the turn out. Parrying (2E-PARRY-01) is the creature's chosen action, so
// a parrying creature still counts as acting.
import type { Combatant } from '../../encounter/types';
import { conditionDef } from './conditions';
import { sysOf } from './sys';

/** True when `c` can act now. */
export function adnd2eCanAct(c: Combatant): boolean {
  if (sysOf(c).life !== 'alive') return false;
  return !c.conditions.some(
    (x) => x.key !== 'parrying' && conditionDef(x.key)?.effects.noActions === true,
  );
}
