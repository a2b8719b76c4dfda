// How the engine finds the rule system of a state without importing the systems: the registry
// (shared/rules/registry.ts), which sits above the engine, provides the lookup when it loads.
import { RuleError } from '../errors';
import type { RuleSystem } from './port';

/** Finds a rule system by id; undefined when none is known by that id. */
export type SystemLookup = (id: string) => RuleSystem | undefined;

let lookup: SystemLookup = () => undefined;

/** Installs the lookup the engine uses (the registry does this once as it loads). */
export function provideSystemLookup(next: SystemLookup): void {
  lookup = next;
}

/** The rule system with this id, or RuleError `unknownSystem`. */
export function systemById(id: string): RuleSystem {
  const system = lookup(id);
  if (!system) throw new RuleError('unknownSystem', { system: id });
  return system;
}
