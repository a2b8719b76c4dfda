// The policy of each rule system the odds can be simulated for.
import { policy2e } from './policy-2e';
import { policy5e } from './policy-5e';
import { policyOsr } from './policy-osr';
import type { Policy } from './types';

const POLICIES: Readonly<Record<string, Policy>> = {
  dnd5e: policy5e,
  adnd2e: policy2e,
  osr: policyOsr,
};

/** The policy of a rule system, or undefined when its fights cannot be simulated yet. */
export function policyFor(system: string): Policy | undefined {
  return POLICIES[system];
}
