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

/** Units a poison's onset is given in; 1 round ≈ 1 minute, 1 turn = 10 rounds (2E-DEF-05). */
export type OnsetUnit = 'rounds' | 'turns' | 'hours';

/** Rounds in one onset unit (2E-DEF-05: a round is about a minute, a turn ten rounds). */
export const ROUNDS_PER_UNIT: Readonly<Record<OnsetUnit, number>> = {
  rounds: 1,
  turns: 10,
  hours: 60,
};

/** An onset of `amount` units in rounds (2E-POIS-04: the time before the poison takes hold). */
export function onsetRounds(amount: number, unit: OnsetUnit): number {
  return Math.max(0, Math.floor(amount)) * ROUNDS_PER_UNIT[unit];
}

/**
 * Tending a poisoned character with the healing proficiency (2E-POIS-04 "the proficiencies
 * help"; [not in seed: PHB ch. 5 Healing, confirmed with search, 4 sources]): begun the round
 * after the poisoning and kept up 5 rounds, it gives +2 to the save, which waits for the last
 * round of tending; an interruption calls for the save at once, without the bonus.
 */
export const POISON_CARE = { bonus: 2, rounds: 5, startWithinRounds: 1 } as const;

/** Healing care works on poison from a wound; swallowed or touched poison needs herbalism too (PHB). */
export function careAllowed(delivery: PoisonDelivery, herbalism: boolean): boolean {
  return delivery === 'injected' || herbalism;
}

/** Care must begin the round after the poisoning (PHB: "tended to immediately"). */
export function careInTime(poisonedRound: number, round: number): boolean {
  return round - poisonedRound <= POISON_CARE.startWithinRounds;
}

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
