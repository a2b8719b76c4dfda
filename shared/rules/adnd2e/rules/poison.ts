/** How a poison enters the body (2E-POIS-01); contact poisons are the deadliest. */
export type PoisonDelivery = 'injected' | 'ingested' | 'contact';

/** Poison effects the seed names (2E-POIS-02, -03), plus the lethal/damaging kinds of the DMG. */
export type PoisonEffect = 'paralytic' | 'debilitating' | 'damage' | 'death';

/** Duration dice of the named poison effects (2E-POIS-02: 2d6 hours; 2E-POIS-03: 1d3 days). */
export const POISON_DURATION: Readonly<
  Record<'paralytic' | 'debilitating', { dice: string; unit: 'hours' | 'days' }>
> = {
  paralytic: { dice: '2d6', unit: 'hours' },
  debilitating: { dice: '1d3', unit: 'days' },
};

/** Poison is saved against on the paralyzation/poison/death magic column (2E-POIS-01). */
export const POISON_SAVE_CATEGORY = 'paralyzation' as const;

/** A debilitated character: every ability score halved, movement halved (2E-POIS-03). */
export function debilitated(
  scores: Readonly<Record<string, number>>,
  mv: number,
): { scores: Record<string, number>; mv: number } {
  const halved = Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, Math.floor(v / 2)]));
  return { scores: halved, mv: mv / 2 };
}

/**
 * Whether healing works on a poisoned character (2E-POIS-03, -04, 2E-HEAL-07): debilitating
 * poison blocks natural and magical healing until neutralized or expired.
 */
export function healingBlockedByPoison(active: readonly PoisonEffect[]): boolean {
  return active.includes('debilitating');
}

/** Treatments and what they do (2E-POIS-04): heal spells never stop the poison; neutralize restores no HP. */
export const POISON_TREATMENT = {
  slowPoison: { delaysOnset: true, neutralizes: false, restoresHp: false },
  neutralizePoison: { delaysOnset: false, neutralizes: true, restoresHp: false },
  healingSpell: { delaysOnset: false, neutralizes: false, restoresHp: true },
  herbalism: { delaysOnset: false, neutralizes: false, restoresHp: false, reducesDanger: true },
} as const;

/** Poison stays active 2d6 hours after death (2E-DEATH-02). */
export const POISON_AFTER_DEATH_DICE = '2d6';

/**
 * Raising a poisoned corpse (2E-DEATH-02): within the poison's after-death window it must be
 * neutralized first, or after a successful resurrection survival roll he saves vs. poison again.
 */
export function poisonOnRaise(
  hoursSinceDeath: number,
  activeHours: number,
  neutralized: boolean,
): 'none' | 'saveVsPoison' {
  if (neutralized || hoursSinceDeath >= activeHours) return 'none';
  return 'saveVsPoison';
}
