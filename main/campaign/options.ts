// A campaign's option choices as the DM changes them one at a time, with the engine's own
// rules: the value must fit the option, an optional rule may be switched on only when the rule
// it requires is on, and switching a rule off switches off the optional rules that need it.
import { getSystem, resolveOptions, validateOption } from '../../shared/index';
import { RuleError } from '../../shared/errors';
import type { OptionChoices } from '../../shared/model/ids';
import type { OptionValue } from '../../shared/encounter/types';

/** The campaign's choices after setting `key` to `value`; throws the engine's RuleError. */
export function changeOption(
  systemId: string,
  choices: Readonly<OptionChoices>,
  key: string,
  value: OptionValue,
): OptionChoices {
  const system = getSystem(systemId);
  const def = validateOption(system, key, value);
  const current = resolveOptions(system, choices);
  if (def.kind === 'optional' && def.requires && value === true && current[def.requires] !== true) {
    throw new RuleError('optionRequires', { key: def.key, requires: def.requires });
  }
  const next: OptionChoices = { ...choices, [key]: value };
  if (value === false) {
    for (const dep of system.options) {
      if (dep.kind === 'optional' && dep.requires === key && current[dep.key] === true) {
        next[dep.key] = false;
      }
    }
  }
  // The whole set must still resolve (the same check createEncounter makes).
  resolveOptions(system, next);
  return next;
}
