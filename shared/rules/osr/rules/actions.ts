// OSR-ACT-01..04: one action per combatant per round; talents add attacks or speed but never a
// spell; actions are readied only before combat. Each declared action has a default sub-phase
// (spec §3.2) that the Referee can reassign.
import type { SubPhase } from './roundSteps';

/** Kinds of declared actions (spec §3.1 Action.type). */
export const actionTypes = [
  'spell',
  'shoot',
  'throw',
  'move',
  'moveMelee',
  'flee',
  'item',
  'other',
] as const;
/** One kind of declared action. */
export type ActionType = (typeof actionTypes)[number];

/** Default sub-phase of an action; non-attack actions go to `nonAttackPhase` (A-11, default missile). */
export function defaultSubPhase(type: ActionType, nonAttackPhase: SubPhase = 'missile'): SubPhase {
  switch (type) {
    case 'spell':
      return 'spells';
    case 'shoot':
    case 'throw':
      return 'missile';
    case 'moveMelee':
      return 'melee';
    default:
      return nonAttackPhase;
  }
}

/** maxAttacks(c) := 1 + c.talentExtraAttacks (OSR-ACT-02). */
export function maxAttacks(talentExtraAttacks: number): number {
  return 1 + Math.max(0, talentExtraAttacks);
}

/** maxSpells(c) := 1, whatever the talents (OSR-ACT-02). */
export function maxSpells(): number {
  return 1;
}

/** speed(c) := c.baseSpeed + c.talentSpeedBonus (OSR-ACT-01/02). */
export function effectiveSpeed(baseSpeed: number, talentSpeedBonus: number): number {
  return baseSpeed + talentSpeedBonus;
}

/** Why a declaration is refused, or null when it is allowed. */
export type DeclarationRefusal =
  'surprisedCannotAct' | 'cannotShootInMelee' | 'cannotMoveAndShoot' | null;

/** Checks a declaration against surprise (OSR-SURP-05), melee (OSR-MEL-02) and A-12. */
export function declarationRefusal(input: {
  type: ActionType;
  surprisedThisRound: boolean;
  inMelee: boolean;
  withMove: boolean;
  moveAndShootAllowed: boolean;
}): DeclarationRefusal {
  if (input.surprisedThisRound) return 'surprisedCannotAct';
  if (input.type === 'shoot' && input.inMelee) return 'cannotShootInMelee';
  if (input.type === 'shoot' && input.withMove && !input.moveAndShootAllowed) {
    return 'cannotMoveAndShoot';
  }
  return null;
}

/** OSR-ACT-03/04: an action may be readied only while combat has not started. */
export function mayReadyAction(inCombat: boolean): boolean {
  return !inCombat;
}
