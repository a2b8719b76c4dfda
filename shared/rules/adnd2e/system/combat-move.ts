// The kind of combat movement a creature makes this round (§5), as state: the DM declares it
// with the round's action (`declare` … `movement`), the engine reads it for the feet allowed
// (2E-MOVE-01..07), the rate of fire on the move (2E-MOVE-03), the charge's one attack and +2
// (2E-MOVE-04) and the refusal of an attack after moving too far (2E-MOVE-02, -03).
import { roundUseOf } from '../../../encounter/round-use';
import type { Combatant, EncounterState } from '../../../encounter/types';
import type { CombatMove } from '../rules/movement';
import { fullMoveFeet } from '../rules/movement';
import { roundBy, type RoundingMode } from '../rules/rounding';
import { effectiveStatblock, sysOf } from '../sys';

/** The round a declaration made now is for: one made before the fight is round 1's. */
export function declarationRound(state: EncounterState): number {
  return Math.max(1, state.round);
}

/** The movement declared for this round, or null (none declared, or declared for another round). */
export function declaredMove(c: Combatant, state: EncounterState): CombatMove | null {
  const d = sysOf(c).declared;
  if (!d || d.rejected || !d.movement) return null;
  return d.round === declarationRound(state) ? d.movement : null;
}

/** The creature took the charge this round (the condition of 2E-MOVE-05, put on this round). */
export function chargedThisRound(c: Combatant, state: EncounterState): boolean {
  return c.conditions.some((x) => x.key === 'charging' && x.appliedRound === state.round);
}

/** It charges this round: declared a charge (2E-MOVE-04) or has taken one. */
export function chargesThisRound(c: Combatant, state: EncounterState): boolean {
  return declaredMove(c, state) === 'charge' || chargedThisRound(c, state);
}

/**
 * The kind of movement a creature makes this round (§5 table): a charge (2E-MOVE-04), fleeing
 * (2E-MOVE-07), then the declared kind; the older declaration flags still count (moving to fire,
 * 2E-MOVE-03; the withdraw action, 2E-MOVE-06); else a full move.
 */
export function combatMoveOf(c: Combatant, state: EncounterState): CombatMove {
  if (c.conditions.some((x) => x.key === 'charging')) return 'charge';
  if (c.conditions.some((x) => x.key === 'fleeing')) return 'flee';
  const kind = declaredMove(c, state);
  if (kind) return kind;
  const declared = sysOf(c).declared;
  if (declared?.moving) return 'moveAndFire';
  if (declared?.action === 'withdraw' || c.conditions.some((x) => x.key === 'withdrawing'))
    return 'withdraw';
  return 'full';
}

/** Feet moved this round (the move command's count at `sys.roundUse`). */
export function movedFeet(c: Combatant, state: EncounterState): number {
  return roundUseOf(c, state.round).movement;
}

/** It fires on the move: declared moving and firing (2E-MOVE-03) or has moved this round. */
export function firesOnTheMove(c: Combatant, state: EncounterState): boolean {
  const declared = sysOf(c).declared;
  return (
    !!declared?.moving ||
    declaredMove(c, state) === 'moveAndFire' ||
    (state.status === 'active' && movedFeet(c, state) > 0)
  );
}

/**
 * Half of the most it could move this round, in feet (2E-MOVE-02, -03): a creature may close to
 * melee or fire after moving up to this. The halves are rounded by the DM's setting (AMB-12);
 * with several movement modes the fastest counts, as the move does not record which it used.
 */
export function halfMoveFeet(c: Combatant, rounding: RoundingMode): number {
  const rates = Object.values(effectiveStatblock(c).movement);
  const fastest = rates.length > 0 ? Math.max(...rates) : 0;
  return roundBy(rounding, fullMoveFeet(fastest) / 2);
}
