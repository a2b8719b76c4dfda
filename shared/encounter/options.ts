// Option values of an encounter: defaults from the system, validation of every change.
import { RuleError } from '../errors';
import type { OptionDef, RuleSystem } from './port';
import type { EncounterState, OptionValue, OptionValues } from './types';

/** Checks one option value against its definition; throws unknownOption / invalidOptionValue. */
export function validateOption(system: RuleSystem, key: string, value: OptionValue): OptionDef {
  const def = system.options.find((o) => o.key === key);
  if (!def) throw new RuleError('unknownOption', { key, system: system.id });
  const invalid = () => new RuleError('invalidOptionValue', { key, value: String(value) });
  if (def.type === 'boolean' && typeof value !== 'boolean') throw invalid();
  if (def.type === 'enum' && (typeof value !== 'string' || !def.values?.includes(value))) {
    throw invalid();
  }
  if (def.type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid();
    if (def.min !== undefined && value < def.min) throw invalid();
    if (def.max !== undefined && value > def.max) throw invalid();
  }
  return def;
}

/** Every option of the system at its default, overridden by `given` (validated). */
export function resolveOptions(system: RuleSystem, given: OptionValues = {}): OptionValues {
  const out: OptionValues = {};
  for (const def of system.options) out[def.key] = def.default;
  for (const [key, value] of Object.entries(given)) {
    validateOption(system, key, value);
    out[key] = value;
  }
  // An optional rule that depends on another needs it on; a DM-choice setting under a rule may
  // keep its value while the rule is off (it takes effect when the rule is switched on).
  for (const def of system.options) {
    if (
      def.kind === 'optional' &&
      def.requires &&
      out[def.key] === true &&
      out[def.requires] !== true
    ) {
      throw new RuleError('optionRequires', { key: def.key, requires: def.requires });
    }
  }
  return out;
}

/** Value of an option in an encounter (the default when absent). */
export function optionValue(state: EncounterState, key: string): OptionValue | undefined {
  return state.options[key];
}

/** True when a boolean option is on. */
export function isOn(state: EncounterState, key: string): boolean {
  return state.options[key] === true;
}
