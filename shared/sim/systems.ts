// Which rule systems' fights the odds can simulate, without loading their policies or the
// engine (the DM window asks before it starts a worker; policies.ts holds the policies).
export const SIMULATED_SYSTEMS: readonly string[] = ['dnd5e', 'adnd2e', 'osr'];

/** Whether fights of this rule system can be simulated. */
export function canSimulate(system: string): boolean {
  return SIMULATED_SYSTEMS.includes(system);
}
