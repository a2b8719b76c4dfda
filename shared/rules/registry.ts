// The rule systems the app knows. Each built-in system registers itself here with one import
// line; tests may register extra systems.
import { RuleError } from '../errors';
import type { RuleSystem } from './types';
import { adnd2eSystem } from './adnd2e';
import { dnd5eSystem } from './dnd5e';
import { osrSystem } from './osr';

const systems = new Map<string, RuleSystem>();

/** Adds (or replaces) a rule system. */
export function registerSystem(system: RuleSystem): void {
  systems.set(system.id, system);
}

/** The system with this id, or RuleError `unknownSystem`. */
export function getSystem(id: string): RuleSystem {
  const s = systems.get(id);
  if (!s) throw new RuleError('unknownSystem', { system: id });
  return s;
}

/** Every registered system. */
export function listSystems(): RuleSystem[] {
  return [...systems.values()];
}

// Built-in systems.
registerSystem(dnd5eSystem);
registerSystem(adnd2eSystem);
registerSystem(osrSystem);
