// What a quick-action form needs: the encounter, its targets, the store to send commands
// through, the texts, and how to close itself or report a field the DM must fix.
import type { Combatant, EncounterState } from '../../../shared/encounter/types';
import type { EncounterCommand, EncounterStore } from './encounterStore.svelte';
import type { EncounterText } from './text.svelte';

/** Shared by every quick-action form. */
export interface ActionContext {
  readonly store: EncounterStore;
  readonly text: EncounterText;
  readonly state: EncounterState;
  /** The combatants the action applies to (the marked targets, or the selected one). */
  readonly targetIds: readonly string[];
  /** The selected combatant, if any. */
  readonly selected: Combatant | null;
  /** The creatures the DM selected this turn, the latest first (not the turn's own pick). */
  readonly picks?: readonly string[];
  /** Sends commands in order; stops at the first refusal. True when all were accepted. */
  send(...commands: EncounterCommand[]): Promise<boolean>;
  /** Closes the form (after a successful action). */
  close(): void;
  /** Shows a problem with what the DM entered, as a translated sentence (`enc:error.<code>`). */
  reject(code: string, params?: Record<string, string | number>): void;
}

/** The five-foot-radius abilities of 5e saves. */
export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;

/**
 * Whom damage is credited to unless the DM names another: the creature whose turn it is. When
 * several act at once (a side's turn under side initiative, a group), none of them is the
 * attacker by itself: the one of them the DM selected last this turn, else nobody (the recap
 * then counts the damage as dealt by no attacker). Never one of the targets.
 */
export function defaultAttackerId(
  state: EncounterState,
  targetIds: readonly string[],
  picks: readonly string[],
): string {
  const acting = state.turn?.activeIds ?? [];
  const candidates = acting.length > 1 ? picks.filter((id) => acting.includes(id)) : acting;
  return candidates.find((id) => !targetIds.includes(id)) ?? '';
}

/** A combatant's name (its id when unknown). */
export function nameIn(state: EncounterState, id: string): string {
  return state.combatants[id]?.name ?? id;
}
