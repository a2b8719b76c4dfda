import { constitutionRow } from '../tables/abilities';

/** Only raise dead, resurrection or a device with their effect revive the dead (2E-RAISE-01). */
export type RevivalMeans = 'raiseDead' | 'resurrection' | 'device';

/** Resurrection survival chance from current Con (Table 3, 2E-RAISE-02). */
export function resurrectionSurvival(con: number): number {
  return constitutionRow(con).resurrectionSurvival;
}

/** System shock chance from current Con (Table 3). */
export function systemShock(con: number): number {
  return constitutionRow(con).systemShock;
}

/** Result of a revival attempt. */
export interface RevivalResult {
  allowed: boolean;
  survived: boolean;
  chance: number;
  conAfter: number;
  revivalsAfter: number;
}

/**
 * A revival attempt (2E-RAISE-02, -03, AMB-30): refused once the revivals reach the starting
 * Con; otherwise survive on d100 ≤ resurrection survival, and each revival costs 1 Con. A
 * failed roll leaves the character dead.
 */
export function attemptRevival(input: {
  con: number;
  startingCon: number;
  revivals: number;
  d100: number;
}): RevivalResult {
  const chance = resurrectionSurvival(input.con);
  if (input.revivals >= input.startingCon) {
    return {
      allowed: false,
      survived: false,
      chance,
      conAfter: input.con,
      revivalsAfter: input.revivals,
    };
  }
  const survived = input.d100 <= chance;
  return {
    allowed: true,
    survived,
    chance,
    conAfter: survived ? input.con - 1 : input.con,
    revivalsAfter: survived ? input.revivals + 1 : input.revivals,
  };
}
