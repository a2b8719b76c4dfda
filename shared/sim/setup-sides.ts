// Whether a fight to simulate has both sides, without loading the engine (the DM window asks
// before it offers a run): someone with the party and someone against it.
import type { Combatant } from '../encounter/types';
import type { SimSetup } from './types';

/** The sides a setup fields: the party's, and any other. */
export function setupSides(setup: SimSetup): { party: boolean; foes: boolean } {
  if ('encounter' in setup) {
    const enc = setup.encounter;
    const present = enc.combatantIds
      .map((id) => enc.combatants[id])
      .filter((c): c is Combatant => c !== undefined && c.present);
    const party = (side: string) => enc.sides[side]?.isParty === true;
    return {
      party: present.some((c) => party(c.side)),
      foes: present.some((c) => !party(c.side)),
    };
  }
  return {
    party: setup.combatants.some((c) => c.side === 'party'),
    foes: setup.combatants.some((c) => c.side !== 'party'),
  };
}
