// Keeps the unchanged parts of a new view identical to the old ones, so the board redraws
// only the creatures that changed: with 200 on screen, a damage roll touches one card, not all.
import type { PlayerCombatant, PlayerView } from '../../shared/encounter/player-view';

/** `next`, with every row equal to one of `previous`'s replaced by that same object. */
export function reuseRows(previous: PlayerView | null | undefined, next: PlayerView): PlayerView {
  if (!previous) return next;
  const old = new Map(previous.combatants.map((row) => [row.id, row]));
  let reused = 0;
  const combatants = next.combatants.map((row): PlayerCombatant => {
    const before = old.get(row.id);
    if (before && sameRow(before, row)) {
      reused += 1;
      return before;
    }
    return row;
  });
  return reused === 0 ? next : { ...next, combatants };
}

function sameRow(a: PlayerCombatant, b: PlayerCombatant): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
