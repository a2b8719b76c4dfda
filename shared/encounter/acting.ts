// Who is acting now, as the screens mark it. A slot of side initiative (2e, OSR phases) holds
// every member of the side, but a creature that cannot act — paralyzed (2E-PARA-01),
// unconscious, dead, surprised this round (OSR-SURP-05) — is never shown "now acting";
// it is shown sitting the turn out. Creatures left out of this round's order because they
// cannot act (the pursued side in a free surprise round, OSR-FLEE-02) are in the fight too.
import { actingIdsBy, sittingOutIdsBy } from './acting-sets';
import { leavesOrder } from './order-leaving';
import type { RuleSystem } from './port';
import type { Combatant, EncounterState } from './types';

/** True when `c` can act now: present, in the order and able, per the system. */
export function canActNow(c: Combatant, state: EncounterState, system: RuleSystem): boolean {
  if (!c.present || leavesOrder(c, state, system) !== false) return false;
  return system.canAct ? system.canAct(c, state) : system.takesTurn(c, state);
}

/** The creatures acting now: those of the current turn that can act. */
export function actingIds(state: EncounterState, system: RuleSystem): Set<string> {
  return actingIdsBy(state, (c) => canActNow(c, state, system));
}

/** The creatures of the running fight sitting the moment out (see sittingOutIdsBy). */
export function sittingOutIds(state: EncounterState, system: RuleSystem): Set<string> {
  return sittingOutIdsBy(
    state,
    (c) => canActNow(c, state, system),
    (c) => leavesOrder(c, state, system) === false,
  );
}
