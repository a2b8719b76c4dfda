// A book prints an OSR creature's to-hit as "THAC0 17 [+2]"; the seed's formula
// (d20 + bonus + AC ≥ 20, OSR-HIT-01) needs 20 − 17 = +3 for the same creature. Both call for
// the same d20 against each AC: the bracketed bonus is for ascending armour class, which counts
// from 19 (unarmoured AC 9 is ascending AC 10), so it is one less. The card and the import
// preview show both, so the DM is not surprised by the extra point.

/** The seed's attack bonus from a printed THAC0: it hits AC 0 on 20 − bonus (OSR-HIT-01). */
export function seedBonusFromThac0(thac0: number): number {
  return 20 - thac0;
}

/** The THAC0 that gives the seed's attack bonus (the inverse of seedBonusFromThac0). */
export function thac0FromSeedBonus(bonus: number): number {
  return 20 - bonus;
}

/** The ascending-AC bonus books print in brackets beside THAC0: 19 − THAC0. */
export function bookBonusFromThac0(thac0: number): number {
  return 19 - thac0;
}

/** The two readings of one creature's to-hit. */
export interface Thac0Readings {
  thac0: number;
  /** The bonus the seed's d20 + bonus + AC ≥ 20 uses. */
  seedBonus: number;
  /** The bonus a book prints in brackets, for ascending AC. */
  bookBonus: number;
}

/** Both readings from a printed THAC0 or from the seed's bonus (THAC0 wins when both are given). */
export function thac0Readings(input: { thac0?: number; seedBonus?: number }): Thac0Readings | null {
  const thac0 =
    input.thac0 ??
    (input.seedBonus === undefined ? undefined : thac0FromSeedBonus(input.seedBonus));
  if (thac0 === undefined || !Number.isFinite(thac0)) return null;
  return { thac0, seedBonus: seedBonusFromThac0(thac0), bookBonus: bookBonusFromThac0(thac0) };
}
