/** How much of the target is hidden (Table 59). */
export type CoverPercent = 25 | 50 | 75 | 90;

/** Hard cover stops missiles; concealment only hides the target (2E-MSL-08). */
export type CoverKind = 'cover' | 'concealment';

/** Table 59 — Cover and concealment modifiers to the attacker's roll (2E-MSL-08). */
export const TABLE_59_COVER: Readonly<Record<CoverPercent, Readonly<Record<CoverKind, number>>>> = {
  25: { cover: -2, concealment: -1 },
  50: { cover: -4, concealment: -2 },
  75: { cover: -7, concealment: -3 },
  90: { cover: -10, concealment: -4 },
};

/** Attack modifier for cover or concealment (Table 59). */
export function coverAttackModifier(kind: CoverKind, percent: CoverPercent): number {
  return TABLE_59_COVER[percent][kind];
}
