// Whether an OSR creature can act now: a creature at 0 HP is killed, a surprised one
// loses the round it is surprised in (OSR-SURP-05) and a paralyzed one does nothing until it
// wears off. Read by the engine (takesTurn) and by the screens that mark who is acting.
import type { Combatant, EncounterState } from '../../encounter/types';
import { isParalyzed, isSurprisedIn } from './conditions';

/** True when `c` can act in the current round of `state`. */
export function osrCanAct(c: Combatant, state: Pick<EncounterState, 'round'>): boolean {
  return c.hp > 0 && !isSurprisedIn(c, state.round) && !isParalyzed(c);
}
