/** The outcome of a contest between an initiator and a defender. */
export type ContestOutcome = 'initiator' | 'defender' | 'tie';

/**
 * 5E-GEN-03 as the tactical contests use it: the higher total wins; on a tie nothing changes
 * (the initiator does not get the effect, the defender keeps the status quo).
 */
export function contest(initiatorTotal: number, defenderTotal: number): ContestOutcome {
  if (initiatorTotal > defenderTotal) return 'initiator';
  if (defenderTotal > initiatorTotal) return 'defender';
  return 'tie';
}

/** True only when the initiator wins outright; a tie keeps the status quo. */
export const initiatorWins = (initiatorTotal: number, defenderTotal: number): boolean =>
  contest(initiatorTotal, defenderTotal) === 'initiator';
