/** DM-editable surprise roll (AMB-20, 2E-SURP-01): unconfirmed 2e default d10, surprised on 1–3. */
export interface SurpriseSettings {
  die: number;
  surprisedOn: number;
}

export const DEFAULT_SURPRISE: SurpriseSettings = { die: 10, surprisedOn: 3 };

/** Whether a side's surprise roll means it is surprised (2E-SURP-01, AMB-20). */
export function isSurprised(roll: number, modifier: number, settings = DEFAULT_SURPRISE): boolean {
  return roll + modifier <= settings.surprisedOn;
}

/**
 * Sides that get the free round (2E-SURP-02): every side that is not surprised acts while the
 * surprised sides cannot. If all sides are surprised, nobody gets a free round.
 */
export function freeRoundSides(sides: readonly { side: string; surprised: boolean }[]): string[] {
  const alert = sides.filter((s) => !s.surprised).map((s) => s.side);
  return alert.length === sides.length ? [] : alert;
}

/** Attacking a surprised defender: +1 (Table 51, 2E-SURP-03). */
export const SURPRISED_DEFENDER_ATTACK_BONUS = 1;
