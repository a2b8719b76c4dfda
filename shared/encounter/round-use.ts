// What a creature has spent of its round (attacks made, movement used, its action), kept on the
// combatant at `sys.roundUse` for systems whose economy renews each round (2e). The counts carry
// the round they belong to, so a new round reads as nothing spent without a reset event.
import type { JsonObject } from './json';
import type { Combatant } from './types';

/** Spent this round. */
export interface RoundUse {
  /** Round the counts belong to. */
  round: number;
  /** Attacks made. */
  attacks: number;
  /** Movement used, in the system's unit. */
  movement: number;
  /** The creature's action of the round is taken. */
  action: boolean;
}

/** What the creature has spent in `round` (nothing when its counts are of another round). */
export function roundUseOf(c: Combatant, round: number): RoundUse {
  const stored = c.sys.roundUse as unknown as RoundUse | undefined;
  return stored && stored.round === round
    ? stored
    : { round, attacks: 0, movement: 0, action: false };
}

/**
 * Adds to what a creature (a mutable draft combatant) has spent in `round`; call it from the
 * system's `apply` of the event that spends it, so replay rebuilds the same counts.
 */
export function spendRoundUse(
  c: Combatant,
  round: number,
  spent: { attacks?: number; movement?: number; action?: boolean },
): void {
  const now = roundUseOf(c, round);
  const next: RoundUse = {
    round,
    attacks: now.attacks + (spent.attacks ?? 0),
    movement: now.movement + (spent.movement ?? 0),
    action: now.action || spent.action === true,
  };
  c.sys = { ...c.sys, roundUse: next as unknown as JsonObject };
}
