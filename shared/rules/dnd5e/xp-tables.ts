// Encounter-building tables of the 5e Dungeon Master's Guide as data. None of them is in the
// seeds (000/001 give no XP rules): [not in seed: DMG p. 82 "XP Thresholds by Character
// Level" and "Encounter Multipliers"]. XP by challenge rating is the SRD table kept with the
// library (shared/library/cr.ts, XP_BY_CR), re-exported here so the rules read one place.
export { XP_BY_CR, xpForCr } from '../../library/cr';

/** The four difficulty columns of the threshold table. */
export type ThresholdColumn = 'easy' | 'medium' | 'hard' | 'deadly';

/** One character's XP thresholds. */
export type Thresholds = Readonly<Record<ThresholdColumn, number>>;

/** DMG p. 82, XP Thresholds by Character Level; index 0 is level 1, index 19 level 20. */
export const XP_THRESHOLDS: readonly Thresholds[] = [
  { easy: 25, medium: 50, hard: 75, deadly: 100 },
  { easy: 50, medium: 100, hard: 150, deadly: 200 },
  { easy: 75, medium: 150, hard: 225, deadly: 400 },
  { easy: 125, medium: 250, hard: 375, deadly: 500 },
  { easy: 250, medium: 500, hard: 750, deadly: 1100 },
  { easy: 300, medium: 600, hard: 900, deadly: 1400 },
  { easy: 350, medium: 750, hard: 1100, deadly: 1700 },
  { easy: 450, medium: 900, hard: 1400, deadly: 2100 },
  { easy: 550, medium: 1100, hard: 1600, deadly: 2400 },
  { easy: 600, medium: 1200, hard: 1900, deadly: 2800 },
  { easy: 800, medium: 1600, hard: 2400, deadly: 3600 },
  { easy: 1000, medium: 2000, hard: 3000, deadly: 4500 },
  { easy: 1100, medium: 2200, hard: 3400, deadly: 5100 },
  { easy: 1250, medium: 2500, hard: 3800, deadly: 5700 },
  { easy: 1400, medium: 2800, hard: 4300, deadly: 6400 },
  { easy: 1600, medium: 3200, hard: 4800, deadly: 7200 },
  { easy: 2000, medium: 3900, hard: 5900, deadly: 8800 },
  { easy: 2100, medium: 4200, hard: 6300, deadly: 9500 },
  { easy: 2400, medium: 4900, hard: 7300, deadly: 10900 },
  { easy: 2800, medium: 5700, hard: 8500, deadly: 12700 },
];

/**
 * DMG p. 82, Encounter Multipliers: the multiplier for `fewest` monsters or more, largest band
 * first read last. 1 → ×1, 2 → ×1.5, 3–6 → ×2, 7–10 → ×2.5, 11–14 → ×3, 15+ → ×4.
 */
export const ENCOUNTER_MULTIPLIERS: ReadonlyArray<{ readonly fewest: number; readonly x: number }> =
  [
    { fewest: 1, x: 1 },
    { fewest: 2, x: 1.5 },
    { fewest: 3, x: 2 },
    { fewest: 7, x: 2.5 },
    { fewest: 11, x: 3 },
    { fewest: 15, x: 4 },
  ];

/**
 * DMG pp. 82–83, party size: the multipliers as one list to step along. A party of fewer than
 * three characters takes the next higher multiplier (a single monster: ×1.5, 15+: ×5); six or
 * more take the next lower one (a single monster: ×0.5).
 */
export const MULTIPLIER_STEPS: readonly number[] = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5];
