// The rule systems the app knows. Each built-in system registers itself here with one import
// line; tests may register extra systems. The registry sits above the engine: it gives the
// engine its lookup (encounter/system-lookup.ts), so the engine never imports a system.
import { RuleError } from '../errors';
import { provideSystemLookup } from '../encounter/system-lookup';
import type { Combatant, EncounterState } from '../encounter/types';
import { genericCarryIn, genericCarryOver } from './carry-common';
import type { CarriedInput, CarriedState, RuleSystem } from './types';
import { adnd2eSystem } from './adnd2e';
import { dnd5eSystem } from './dnd5e';
import { osrSystem } from './osr';

const systems = new Map<string, RuleSystem>();
provideSystemLookup((id) => systems.get(id));

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

/**
 * What a combatant keeps when the fight in `state` ends, by its system's rules: HP, temporary
 * HP, Hit Dice, the conditions and injuries that outlast the fight, death and the system state
 * to keep. `previous` is the state it entered the fight with (see RuleSystem.carryOver).
 */
export function carryOver(
  c: Combatant,
  state: EncounterState,
  previous?: CarriedState,
): CarriedState {
  const system = getSystem(state.system);
  return system.carryOver
    ? system.carryOver(c, state, previous)
    : genericCarryOver(system, c, state, previous);
}

/** How a creature carrying `carried` joins a fight of system `systemId` (the inverse of carryOver). */
export function carryIn(systemId: string, carried: CarriedState): CarriedInput {
  const system = getSystem(systemId);
  return system.carryIn ? system.carryIn(carried) : genericCarryIn(carried);
}

// Built-in systems.
registerSystem(dnd5eSystem);
registerSystem(adnd2eSystem);
registerSystem(osrSystem);
