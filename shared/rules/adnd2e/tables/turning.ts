/** A Table 61 cell: a d20 target number, T (turned), D (destroyed), D* or "--" (no effect). */
export type TurnCell = number | 'T' | 'D' | 'D*' | '--';

/** Rows of Table 61, lowest Hit Dice first. */
export type UndeadRow =
  | 'skeleton'
  | 'zombie'
  | 'ghoul'
  | 'shadow'
  | 'wight'
  | 'ghast'
  | 'wraith'
  | 'mummy'
  | 'spectre'
  | 'vampire'
  | 'ghost'
  | 'lich'
  | 'special';

/** Table 61 rows in order (lowest HD first, 2E-TURN-05 "fewest HD affected first"). */
export const UNDEAD_ROWS: readonly UndeadRow[] = [
  'skeleton',
  'zombie',
  'ghoul',
  'shadow',
  'wight',
  'ghast',
  'wraith',
  'mummy',
  'spectre',
  'vampire',
  'ghost',
  'lich',
  'special',
];

/** Column labels of Table 61: priest levels 1..9, 10-11, 12-13, 14+. */
export const TURN_COLUMNS: readonly string[] = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10-11',
  '12-13',
  '14+',
];

/** Table 61 — Turning undead (2E-TURN-05); columns as in TURN_COLUMNS. */
export const TABLE_61_TURNING: Readonly<Record<UndeadRow, readonly TurnCell[]>> = {
  skeleton: [10, 7, 4, 'T', 'T', 'D', 'D', 'D*', 'D*', 'D*', 'D*', 'D*'],
  zombie: [13, 10, 7, 4, 'T', 'T', 'D', 'D', 'D*', 'D*', 'D*', 'D*'],
  ghoul: [16, 13, 10, 7, 4, 'T', 'T', 'D', 'D', 'D*', 'D*', 'D*'],
  shadow: [19, 16, 13, 10, 7, 4, 'T', 'T', 'D', 'D', 'D*', 'D*'],
  wight: [20, 19, 16, 13, 10, 7, 4, 'T', 'T', 'D', 'D', 'D*'],
  ghast: ['--', 20, 19, 16, 13, 10, 7, 4, 'T', 'T', 'D', 'D'],
  wraith: ['--', '--', 20, 19, 16, 13, 10, 7, 4, 'T', 'T', 'D'],
  mummy: ['--', '--', '--', 20, 19, 16, 13, 10, 7, 4, 'T', 'T'],
  spectre: ['--', '--', '--', '--', 20, 19, 16, 13, 10, 7, 4, 'T'],
  vampire: ['--', '--', '--', '--', '--', 20, 19, 16, 13, 10, 7, 4],
  ghost: ['--', '--', '--', '--', '--', '--', 20, 19, 16, 13, 10, 7],
  lich: ['--', '--', '--', '--', '--', '--', '--', 20, 19, 16, 13, 10],
  special: ['--', '--', '--', '--', '--', '--', '--', '--', 20, 19, 16, 13],
};

/** Column index (0-based) for an effective turning level, or -1 below level 1 (AMB-16). */
export function turnColumnIndex(effectiveLevel: number): number {
  const l = Math.floor(effectiveLevel);
  if (l < 1) return -1;
  if (l <= 9) return l - 1;
  if (l <= 11) return 9;
  if (l <= 13) return 10;
  return 11;
}

/** The "…or N HD" row for undead (or a paladin's level, 2E-TURN-10) given only by Hit Dice. */
export function undeadRowForHitDice(hd: number): UndeadRow {
  const h = Math.floor(hd);
  if (h <= 1) return 'skeleton';
  if (h === 2) return 'ghoul';
  if (h <= 4) return 'shadow';
  if (h === 5) return 'wight';
  if (h === 6) return 'wraith';
  if (h === 7) return 'mummy';
  if (h === 8) return 'spectre';
  if (h === 9) return 'vampire';
  if (h === 10) return 'ghost';
  return 'lich';
}

/** Table 61 cell for a row and an effective turning level ('--' below level 1). */
export function turnCell(row: UndeadRow, effectiveLevel: number): TurnCell {
  const col = turnColumnIndex(effectiveLevel);
  if (col < 0) return '--';
  return TABLE_61_TURNING[row][col] as TurnCell;
}
