// How a roster member joins a fight of a built-in system, without loading the rules engines:
// the DM window reckons the odds' setup (shared/sim/from-builder.ts) from it while the DM
// builds, and the engines themselves load only in the odds' workers. Each entry is the same
// function the system registers as its carryIn (registry.ts).
import { carryIn5e } from './dnd5e/carry';
import { carryInAdnd2e } from './adnd2e/carry';
import { carryInOsr } from './osr/carry';
import { genericCarryIn } from './carry-common';
import type { CarriedInput, CarriedState } from './types';

const CARRY_IN: Readonly<Record<string, (carried: CarriedState) => CarriedInput>> = {
  dnd5e: carryIn5e,
  adnd2e: carryInAdnd2e,
  osr: carryInOsr,
};

/** The input a creature carrying `carried` joins a fight of `systemId` with. */
export function builtInCarryIn(systemId: string, carried: CarriedState): CarriedInput {
  return (CARRY_IN[systemId] ?? genericCarryIn)(carried);
}
