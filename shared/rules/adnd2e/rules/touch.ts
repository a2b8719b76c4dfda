/** How a touch spell is delivered (2E-TOUCH-01..03). */
export type TouchDelivery =
  | { kind: 'automatic' }
  | { kind: 'attack'; vsAc: 'target' }
  | { kind: 'attack'; vsAc: 10; ignoreDex: true };

/**
 * Touch spell delivery: an unwilling target needs a normal attack roll (2E-TOUCH-01); a willing
 * one is touched automatically if neither is fighting in melee (2E-TOUCH-02); a willing one who
 * is busy needs a roll against AC 10 without Dex (2E-TOUCH-03).
 */
export function touchDelivery(input: {
  willing: boolean;
  casterInMelee: boolean;
  targetInMelee: boolean;
  targetWaiting: boolean;
}): TouchDelivery {
  if (!input.willing) return { kind: 'attack', vsAc: 'target' };
  if (input.targetWaiting && !input.casterInMelee && !input.targetInMelee)
    return { kind: 'automatic' };
  return { kind: 'attack', vsAc: 10, ignoreDex: true };
}

/** The caster suffers the target's continuous special defenses, never its voluntary ones (2E-TOUCH-04). */
export function casterSuffersDefense(defense: { continuous: boolean }): boolean {
  return defense.continuous;
}

/** A touch spell stays charged only in the round it is cast unless its text says otherwise (2E-TOUCH-05). */
export function touchChargeExpired(
  castRound: number,
  currentRound: number,
  lastsRounds = 1,
): boolean {
  return currentRound - castRound >= lastsRounds;
}
