// The 5e system object for rule code that needs it (building Steps inside engine hooks, which
// receive no system). The system registers itself once it is defined, so no import cycle forms.
import type { RuleSystem } from '../../types';

let current: RuleSystem | null = null;

/** Records the 5e system object (called by system.ts). */
export function setDnd5eSystem(system: RuleSystem): void {
  current = system;
}

/** The 5e system object. */
export function dnd5eSystemRef(): RuleSystem {
  if (!current) throw new Error('the dnd5e system is not defined yet');
  return current;
}
