/** Which rule system a new encounter uses while no campaign has chosen one: the first available. */
export const systemPreference = ['dnd5e', 'adnd2e', 'osr'] as const;

/** Picks the preferred registered system, or any registered one; throws when there is none. */
export function chooseDefaultSystem(registered: readonly string[]): string {
  const choice = systemPreference.find((id) => registered.includes(id)) ?? registered[0];
  if (!choice) throw new Error('no rule system is registered');
  return choice;
}
