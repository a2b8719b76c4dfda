// What the encounter screen shows and where the DM is: the selected combatant, the marked
// targets of a multi-target action, the open quick-action form, overlays. Screen state only:
// everything about the encounter itself lives in main.
import type { EncounterState } from '../../../shared/encounter/types';
import { listedOrder } from './order';

/** The quick-action form that is open, if any. */
export type ActionPanel =
  | 'attack'
  | 'move'
  | 'damage'
  | 'heal'
  | 'tempHp'
  | 'addCondition'
  | 'removeCondition'
  | 'deathSave'
  | 'initiative'
  | 'ready';

/** A question the screen asks before a step that is easy to regret. */
export type Confirmation =
  | { readonly kind: 'previousTurn'; readonly steps: number }
  | { readonly kind: 'endEncounter' }
  | { readonly kind: 'remove'; readonly combatantId: string };

/** The screen's own state. */
export class ScreenState {
  selectedId: string | null = $state(null);
  /** Extra targets marked for a multi-target action (the selected one is always a target). */
  targetIds: readonly string[] = $state.raw([]);
  /**
   * The creatures the DM selected this turn, the latest first: when a whole side acts, the one
   * of it the DM selected is the attacker a damage entry defaults to.
   */
  picks: readonly string[] = $state.raw([]);
  panel: ActionPanel | null = $state(null);
  helpOpen = $state(false);
  addOpen = $state(false);
  gridOpen = $state(true);
  /** Physical initiative dice typed for the next roll (2e per round, OSR per side), by purpose. */
  roundDice: Record<string, string> = $state({});
  confirmation: Confirmation | null = $state.raw(null);
  /** Increases to ask the prompt list to take the focus. */
  promptFocus = $state(0);
  /** Increases to ask the statblock card to take the focus. */
  statblockFocus = $state(0);
  /** Increases to ask the card of the creature whose turn it is to take the focus. */
  actingFocus = $state(0);
  /** Increases to ask the log panel to take the focus. */
  logFocus = $state(0);

  /**
   * The targets of the next action: the selected creature first, then the others marked. The
   * selection always takes part, so marks left from an earlier action never replace it; the
   * form's title names every target.
   */
  targetsIn(state: EncounterState | undefined): string[] {
    if (!state) return [];
    const selected = this.selectedId && state.combatants[this.selectedId] ? this.selectedId : null;
    const marked = this.targetIds.filter((id) => state.combatants[id]);
    if (!selected || marked.includes(selected)) return marked;
    return [selected, ...marked];
  }

  /** Selects a combatant (or nobody); `by: 'turn'` for the turn's own selection, not the DM's. */
  select(id: string | null, by: 'dm' | 'turn' = 'dm'): void {
    this.selectedId = id;
    if (id && by === 'dm') this.#pick(id);
  }

  /** A new turn: its marks and the DM's selections of the turn before are gone. */
  newTurn(): void {
    this.targetIds = [];
    this.picks = [];
  }

  #pick(id: string): void {
    this.picks = [id, ...this.picks.filter((x) => x !== id)].slice(0, 20);
  }

  /** Moves the selection `delta` rows along the sidebar order. */
  move(state: EncounterState | undefined, delta: number): void {
    if (!state) return;
    const order = listedOrder(state);
    if (order.length === 0) return;
    const at = this.selectedId ? order.indexOf(this.selectedId) : -1;
    const next = at < 0 ? (delta > 0 ? 0 : order.length - 1) : at + delta;
    this.selectedId = order[Math.max(0, Math.min(order.length - 1, next))] ?? null;
    if (this.selectedId) this.#pick(this.selectedId);
  }

  /** Marks or unmarks a combatant as a target. */
  toggleTarget(id: string): void {
    this.targetIds = this.targetIds.includes(id)
      ? this.targetIds.filter((x) => x !== id)
      : [...this.targetIds, id];
  }

  clearTargets(): void {
    this.targetIds = [];
  }

  /** Opens a quick-action form (closing any other). */
  open(panel: ActionPanel): void {
    this.panel = panel;
  }

  /** Closes the innermost open thing; false when nothing was open. */
  closeTop(): boolean {
    if (this.helpOpen) this.helpOpen = false;
    else if (this.confirmation) this.confirmation = null;
    else if (this.panel) this.panel = null;
    else if (this.addOpen) this.addOpen = false;
    else if (this.targetIds.length > 0) this.targetIds = [];
    else return false;
    return true;
  }
}
