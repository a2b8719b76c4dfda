// What every field of a command form needs to know besides its own value: the command, the
// encounter (for the creatures, sides and conditions to choose from) and the words.
import type { EncounterState } from '../../../shared/encounter/types';
import type { EncounterText } from '../encounter/text.svelte';
import type { ActionsText } from './actionsText';
import type { PrefillContext } from './draft';

/** The surroundings of a form's fields. */
export interface FieldEnv {
  readonly system: string;
  readonly command: string;
  readonly state: EncounterState;
  readonly text: ActionsText;
  /** The encounter screen's texts (condition names, rejected commands). */
  readonly encText: EncounterText;
  /** The selection the form started from (new list rows start from it too). */
  readonly prefill: PrefillContext;
}

/** An element id for a field path (ids may hold dots and other characters). */
export function fieldId(at: readonly (string | number)[]): string {
  return `act-${at.map((p) => String(p).replace(/[^\w-]/g, '_')).join('-')}`;
}
