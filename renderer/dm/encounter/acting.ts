// Who the DM's initiative list marks as acting: the turn's creatures that can act, by the
// systems' own rules (2E-PARA-01, OSR-SURP-05, A-15), the same reading as the player display.
// The others of the acting side, and those sitting a round out, get a "cannot act" mark.
import { actingIdsBy, sittingOutIdsBy, type CanAct } from '../../../shared/encounter/acting-sets';
import type { Combatant, EncounterState } from '../../../shared/encounter/types';
import { sysOf } from '../../../shared/rules/adnd2e/sys';
import { adnd2eCanAct } from '../../../shared/rules/adnd2e/can-act';
import { osrCanAct } from '../../../shared/rules/osr/can-act';

/** Per system: whether a creature can act now, and whether it is still in the fight at all. */
const bySystem: Readonly<Record<string, { canAct: CanAct; inFight: (c: Combatant) => boolean }>> = {
  adnd2e: { canAct: (c) => adnd2eCanAct(c), inFight: (c) => sysOf(c).life !== 'dead' },
  // a creature at 0 HP is killed.
  osr: { canAct: osrCanAct, inFight: (c) => c.hp > 0 },
};

/** Who acts now and who cannot act though in the fight, for the DM's list. */
export function actingMarks(state: EncounterState): {
  acting: Set<string>;
  cannotAct: Set<string>;
} {
  const rules = bySystem[state.system];
  // Systems without a can-act rule here (5e: a turn is one creature's) mark the turn as is.
  if (!rules) return { acting: new Set(state.turn?.activeIds ?? []), cannotAct: new Set() };
  return {
    acting: actingIdsBy(state, rules.canAct),
    cannotAct: sittingOutIdsBy(state, rules.canAct, rules.inFight),
  };
}
