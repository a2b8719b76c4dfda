/** Class groups of AD&D 2e (THAC0, saving throws, parry, two-weapon rules depend on them). */
export type ClassGroup = 'priest' | 'rogue' | 'warrior' | 'wizard';

export const CLASS_GROUPS: readonly ClassGroup[] = ['priest', 'rogue', 'warrior', 'wizard'];

/** Table 53 — Calculated THAC0s for levels 1–20 (2E-ATK-10). Index 0 is level 1. */
export const TABLE_53_THAC0: Readonly<Record<ClassGroup, readonly number[]>> = {
  priest: [20, 20, 20, 18, 18, 18, 16, 16, 16, 14, 14, 14, 12, 12, 12, 10, 10, 10, 8, 8],
  rogue: [20, 20, 19, 19, 18, 18, 17, 17, 16, 16, 15, 15, 14, 14, 13, 13, 12, 12, 11, 11],
  warrior: [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
  wizard: [20, 20, 20, 19, 19, 19, 18, 18, 18, 17, 17, 17, 16, 16, 16, 15, 15, 15, 14, 14],
};

/** Table 54 — THAC0 advancement: `points` of THAC0 gained every `levels` levels (2E-ATK-10). */
export const TABLE_54_ADVANCEMENT: Readonly<
  Record<ClassGroup, { readonly points: number; readonly levels: number }>
> = {
  priest: { points: 2, levels: 3 },
  rogue: { points: 1, levels: 2 },
  warrior: { points: 1, levels: 1 },
  wizard: { points: 1, levels: 3 },
};

/**
 * THAC0 of a PC/NPC by group and level (2E-ATK-10). Levels 1–20 read Table 53; above 20 the
 * Table 54 rate continues from level 1 (AMB-13: the closed form that reproduces Table 53).
 * Level 0 (or below) counts as level 1: every beginner has THAC0 20.
 */
export function characterThac0(group: ClassGroup, level: number): number {
  const lvl = Math.max(1, Math.floor(level));
  if (lvl <= 20) return TABLE_53_THAC0[group][lvl - 1] as number;
  const { points, levels } = TABLE_54_ADVANCEMENT[group];
  return 20 - points * Math.floor((lvl - 1) / levels);
}

/** Multi-class THAC0: not in the seed, the tracker uses the best of the classes (AMB-13). */
export function multiClassThac0(classes: readonly { group: ClassGroup; level: number }[]): number {
  if (classes.length === 0) return 20;
  return Math.min(...classes.map((c) => characterThac0(c.group, c.level)));
}

/** A creature's Hit Dice: `count` dice (0.5 for "≤1/2") plus a flat hit-point modifier. */
export interface HitDice {
  count: number;
  modifier: number;
}

/**
 * DMG creature THAC0 by Hit Dice (2E-ATK-10). Each row: the lowest effective HD and its THAC0.
 * "N+" means N HD up to N+2; 3 or more added hit points count as one more die.
 */
export const CREATURE_THAC0_ROWS: readonly { readonly label: string; readonly thac0: number }[] = [
  { label: '≤1/2', thac0: 20 },
  { label: '1-1', thac0: 20 },
  { label: '1 to 1+2', thac0: 19 },
  { label: '2+', thac0: 19 },
  { label: '3+', thac0: 17 },
  { label: '4+', thac0: 17 },
  { label: '5+', thac0: 15 },
  { label: '6+', thac0: 15 },
  { label: '7+', thac0: 13 },
  { label: '8+', thac0: 13 },
  { label: '9+', thac0: 11 },
  { label: '10+', thac0: 11 },
  { label: '11+', thac0: 9 },
  { label: '12+', thac0: 9 },
  { label: '13+', thac0: 7 },
  { label: '14+', thac0: 7 },
  { label: '15+', thac0: 5 },
  { label: '16+', thac0: 5 },
];

/** Effective dice for the creature THAC0 table: +3 or more added hit points count one more die. */
export function effectiveHitDice(hd: HitDice): number {
  const whole = Math.floor(hd.count);
  return whole + (whole >= 1 && hd.modifier >= 3 ? 1 : 0);
}

/** Creature THAC0 from Hit Dice (DMG table, 2E-ATK-10). */
export function creatureThac0(hd: HitDice): number {
  if (hd.count < 1) return 20; // ≤ 1/2 HD
  if (Math.floor(hd.count) === 1 && hd.modifier < 0) return 20; // 1-1
  const eff = Math.min(16, effectiveHitDice(hd));
  // rows from index 2 ("1 to 1+2") onward are one per effective die
  return (CREATURE_THAC0_ROWS[eff + 1] as { thac0: number }).thac0;
}

/** Parses "4+1", "1-1", "1/2", "8" into Hit Dice. Returns undefined for anything else. */
export function parseHitDice(text: string): HitDice | undefined {
  const m = /^\s*(\d+(?:\/\d+)?)\s*(?:([+-])\s*(\d+))?\s*$/.exec(text);
  if (!m) return undefined;
  const [num, den] = (m[1] as string).split('/');
  const count = den ? Number(num) / Number(den) : Number(num);
  const modifier = m[3] ? (m[2] === '-' ? -1 : 1) * Number(m[3]) : 0;
  return { count, modifier };
}
