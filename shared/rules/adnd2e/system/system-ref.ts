// The 2e system object for rule code that needs it (building Steps inside decisions and hooks,
// which receive no system). The system registers itself once defined, so no import cycle forms.
import type { RuleSystem } from '../../types';

let current: RuleSystem | null = null;

/** Records the 2e system object (called by system/index.ts). */
export function setAdnd2eSystem(system: RuleSystem): void {
  current = system;
}

/** The 2e system object. */
export function adnd2eSystemRef(): RuleSystem {
  if (!current) throw new Error('the adnd2e system is not defined yet');
  return current;
}
