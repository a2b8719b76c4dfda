// Read-only questions a screen or an integrator asks about a state, answered by the state's own
// rule system (RuleSystem.queries): the per-round economy, movement, distance, flanking, range
// band and the roll needed to hit. A system that cannot answer one yields null.
import { requireCombatant } from './combatants';
import type {
  AttackQuery,
  CoverInfo,
  Distance,
  Placement,
  ScheduledAttack,
  MovementAllowance,
  RangeBandInfo,
  RoundEconomy,
  RuleQueries,
  ToHitNeed,
} from './port';
import { systemById } from './system-lookup';
import type { EncounterState } from './types';

function queriesOf(state: EncounterState): Partial<RuleQueries> {
  return systemById(state.system).queries ?? {};
}

/** The creature's economy this turn/round (attacks, movement, action, bonus action, reaction). */
export function roundEconomy(state: EncounterState, combatantId: string): RoundEconomy | null {
  const c = requireCombatant(state, combatantId);
  return queriesOf(state).economy?.(c, state) ?? null;
}

/** Attacks the creature may still make this turn/round; null when no limit applies. */
export function attacksLeft(state: EncounterState, combatantId: string): number | null {
  return roundEconomy(state, combatantId)?.attacksLeft ?? null;
}

/** The creature's current speeds and the movement it has left. */
export function movementLeft(state: EncounterState, combatantId: string): MovementAllowance | null {
  const c = requireCombatant(state, combatantId);
  return queriesOf(state).movement?.(c, state) ?? null;
}

/** Distance between two creatures in the system's unit, or null when the state does not place them. */
export function creatureDistance(state: EncounterState, aId: string, bId: string): Distance | null {
  const a = requireCombatant(state, aId);
  const b = requireCombatant(state, bId);
  return queriesOf(state).distance?.(state, a, b) ?? null;
}

/** Whether the target is flanked (by the attacker and an ally, when one is named). */
export function isFlanked(
  state: EncounterState,
  targetId: string,
  attackerId?: string,
): boolean | null {
  const target = requireCombatant(state, targetId);
  const attacker = attackerId === undefined ? undefined : requireCombatant(state, attackerId);
  return queriesOf(state).flanked?.(state, target, attacker) ?? null;
}

/** Range band of a shot from the attacker at the target. */
export function rangeBandOf(
  state: EncounterState,
  attackerId: string,
  targetId: string,
  query?: AttackQuery,
): RangeBandInfo | null {
  const a = requireCombatant(state, attackerId);
  const t = requireCombatant(state, targetId);
  return queriesOf(state).rangeBand?.(state, a, t, query) ?? null;
}

/** The natural d20 roll the attacker needs to hit the target, by the system's own rules. */
export function rollNeededToHit(
  state: EncounterState,
  attackerId: string,
  targetId: string,
  query?: AttackQuery,
): ToHitNeed | null {
  const a = requireCombatant(state, attackerId);
  const t = requireCombatant(state, targetId);
  return queriesOf(state).toHit?.(state, a, t, query) ?? null;
}

/** Where the creature's token stands on the map and the squares it takes; null: not placed. */
export function placementOf(state: EncounterState, combatantId: string): Placement | null {
  const c = requireCombatant(state, combatantId);
  return queriesOf(state).placement?.(state, c) ?? null;
}

/** How far the creature's melee reaches, in the system's unit; null: not measured. */
export function reachOfCreature(state: EncounterState, combatantId: string): Distance | null {
  const c = requireCombatant(state, combatantId);
  return queriesOf(state).reach?.(state, c) ?? null;
}

/** Cover the target has against the attacker from walls, cover squares and creatures between. */
export function coverAgainst(
  state: EncounterState,
  attackerId: string,
  targetId: string,
): CoverInfo | null {
  const a = requireCombatant(state, attackerId);
  const t = requireCombatant(state, targetId);
  return queriesOf(state).cover?.(state, a, t) ?? null;
}

/** The round's order of attacks (2e); empty outside a running round or where none applies. */
export function attackScheduleOf(state: EncounterState): ScheduledAttack[] {
  if (state.status !== 'active') return [];
  return queriesOf(state).attackSchedule?.(state) ?? [];
}
