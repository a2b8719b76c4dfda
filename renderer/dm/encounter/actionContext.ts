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
  /** Sends commands in order; stops at the first refusal. True when all were accepted. */
  send(...commands: EncounterCommand[]): Promise<boolean>;
  /** Closes the form (after a successful action). */
  close(): void;
  /** Shows a problem with what the DM entered, as a translated sentence (`enc:error.<code>`). */
  reject(code: string, params?: Record<string, string | number>): void;
}

/** The five-foot-radius abilities of 5e saves. */
export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;

/** A combatant's name (its id when unknown). */
export function nameIn(state: EncounterState, id: string): string {
  return state.combatants[id]?.name ?? id;
}
