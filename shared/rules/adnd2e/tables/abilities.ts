/** Strength score: 3..25, with exceptional strength 1..100 (100 = 18/00) for an 18. */
export interface StrengthScore {
  score: number;
  exceptional?: number;
}

/** Table 1 (extract) — Strength hit probability and damage adjustment (§19). */
export const TABLE_1_STRENGTH: readonly {
  readonly label: string;
  readonly hit: number;
  readonly damage: number;
}[] = [
  { label: '1', hit: -5, damage: -4 },
  { label: '2', hit: -3, damage: -2 },
  { label: '3', hit: -3, damage: -1 },
  { label: '4-5', hit: -2, damage: -1 },
  { label: '6-7', hit: -1, damage: 0 },
  { label: '8-15', hit: 0, damage: 0 },
  { label: '16', hit: 0, damage: 1 },
  { label: '17', hit: 1, damage: 1 },
  { label: '18', hit: 1, damage: 2 },
  { label: '18/01-50', hit: 1, damage: 3 },
  { label: '18/51-75', hit: 2, damage: 3 },
  { label: '18/76-90', hit: 2, damage: 4 },
  { label: '18/91-99', hit: 2, damage: 5 },
  { label: '18/00', hit: 3, damage: 6 },
  { label: '19', hit: 3, damage: 7 },
  { label: '20', hit: 3, damage: 8 },
  { label: '21', hit: 4, damage: 9 },
  { label: '22', hit: 4, damage: 10 },
  { label: '23', hit: 5, damage: 11 },
  { label: '24', hit: 6, damage: 12 },
  { label: '25', hit: 7, damage: 14 },
];

function strengthRowLabel(str: StrengthScore): string {
  const s = Math.max(1, Math.min(25, Math.floor(str.score)));
  if (s <= 3) return String(s);
  if (s <= 5) return '4-5';
  if (s <= 7) return '6-7';
  if (s <= 15) return '8-15';
  if (s !== 18 || !str.exceptional) return String(s);
  const e = str.exceptional;
  if (e >= 100) return '18/00';
  if (e >= 91) return '18/91-99';
  if (e >= 76) return '18/76-90';
  if (e >= 51) return '18/51-75';
  return '18/01-50';
}

/** Strength to-hit and damage adjustments (Table 1). 18/80 gives +2 hit (003:L139). */
export function strengthModifiers(str: StrengthScore): { hit: number; damage: number } {
  const label = strengthRowLabel(str);
  const row = TABLE_1_STRENGTH.find((r) => r.label === label);
  return { hit: row?.hit ?? 0, damage: row?.damage ?? 0 };
}

/** Table 2 — Dexterity: reaction adj., missile attack adj., defensive adj. (AC; negative is better). */
export const TABLE_2_DEXTERITY: readonly {
  readonly min: number;
  readonly max: number;
  readonly reaction: number;
  readonly missile: number;
  readonly defense: number;
}[] = [
  { min: 1, max: 1, reaction: -6, missile: -6, defense: 5 },
  { min: 2, max: 2, reaction: -4, missile: -4, defense: 5 },
  { min: 3, max: 3, reaction: -3, missile: -3, defense: 4 },
  { min: 4, max: 4, reaction: -2, missile: -2, defense: 3 },
  { min: 5, max: 5, reaction: -1, missile: -1, defense: 2 },
  { min: 6, max: 6, reaction: 0, missile: 0, defense: 1 },
  { min: 7, max: 14, reaction: 0, missile: 0, defense: 0 },
  { min: 15, max: 15, reaction: 0, missile: 0, defense: -1 },
  { min: 16, max: 16, reaction: 1, missile: 1, defense: -2 },
  { min: 17, max: 17, reaction: 2, missile: 2, defense: -3 },
  { min: 18, max: 18, reaction: 2, missile: 2, defense: -4 },
  { min: 19, max: 20, reaction: 3, missile: 3, defense: -4 },
  { min: 21, max: 23, reaction: 4, missile: 4, defense: -5 },
  { min: 24, max: 25, reaction: 5, missile: 5, defense: -6 },
];

/** Dexterity adjustments (Table 2) for a score 1..25. */
export function dexterityModifiers(dex: number): {
  reaction: number;
  missile: number;
  defense: number;
} {
  const d = Math.max(1, Math.min(25, Math.floor(dex)));
  const row = TABLE_2_DEXTERITY.find((r) => d >= r.min && d <= r.max);
  return { reaction: row?.reaction ?? 0, missile: row?.missile ?? 0, defense: row?.defense ?? 0 };
}

/** One row of Table 3 — Constitution. */
export interface ConstitutionRow {
  readonly con: number;
  /** Hit-point adjustment for non-warriors (capped at +2). */
  readonly hp: number;
  /** Hit-point adjustment for warriors (the parenthesised value). */
  readonly hpWarrior: number;
  readonly systemShock: number;
  readonly resurrectionSurvival: number;
  readonly poisonSave: number;
  /** Regeneration: 1 hp every `regenTurns` turns, or null (nil). */
  readonly regenTurns: number | null;
  /** Hit-die faces at or below this count as `hitDieMinimum` (footnotes b-d), or 0. */
  readonly hitDieLowFaces: number;
}

const con = (
  c: number,
  hp: number,
  hpWarrior: number,
  systemShock: number,
  resurrectionSurvival: number,
  poisonSave: number,
  regenTurns: number | null,
  hitDieLowFaces: number,
): ConstitutionRow => ({
  con: c,
  hp,
  hpWarrior,
  systemShock,
  resurrectionSurvival,
  poisonSave,
  regenTurns,
  hitDieLowFaces,
});

/** Table 3 — Constitution (§19): HP adj., system shock, resurrection survival, poison save, regeneration. */
export const TABLE_3_CONSTITUTION: readonly ConstitutionRow[] = [
  con(1, -3, -3, 25, 30, -2, null, 0),
  con(2, -2, -2, 30, 35, -1, null, 0),
  con(3, -2, -2, 35, 40, 0, null, 0),
  con(4, -1, -1, 40, 45, 0, null, 0),
  con(5, -1, -1, 45, 50, 0, null, 0),
  con(6, -1, -1, 50, 55, 0, null, 0),
  con(7, 0, 0, 55, 60, 0, null, 0),
  con(8, 0, 0, 60, 65, 0, null, 0),
  con(9, 0, 0, 65, 70, 0, null, 0),
  con(10, 0, 0, 70, 75, 0, null, 0),
  con(11, 0, 0, 75, 80, 0, null, 0),
  con(12, 0, 0, 80, 85, 0, null, 0),
  con(13, 0, 0, 85, 90, 0, null, 0),
  con(14, 0, 0, 88, 92, 0, null, 0),
  con(15, 1, 1, 90, 94, 0, null, 0),
  con(16, 2, 2, 95, 96, 0, null, 0),
  con(17, 2, 3, 97, 98, 0, null, 0),
  con(18, 2, 4, 99, 100, 0, null, 0),
  con(19, 2, 5, 99, 100, 1, null, 0),
  con(20, 2, 5, 99, 100, 1, 6, 1),
  con(21, 2, 6, 99, 100, 2, 5, 2),
  con(22, 2, 6, 99, 100, 2, 4, 2),
  con(23, 2, 6, 99, 100, 3, 3, 3),
  con(24, 2, 7, 99, 100, 3, 2, 3),
  con(25, 2, 7, 100, 100, 4, 1, 3),
];

/** Table 3 row for a Constitution score (clamped to 1..25). */
export function constitutionRow(score: number): ConstitutionRow {
  const c = Math.max(1, Math.min(25, Math.floor(score)));
  return TABLE_3_CONSTITUTION[c - 1] as ConstitutionRow;
}

/** Con hit-point adjustment per level: warriors get the parenthesised value (Table 3, note a). */
export function conHpBonus(score: number, isWarrior: boolean): number {
  const row = constitutionRow(score);
  return isWarrior ? row.hpWarrior : row.hp;
}
