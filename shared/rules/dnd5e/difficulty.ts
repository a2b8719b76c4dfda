// 5e encounter difficulty before the fight, by the DMG's encounter-building steps
// [not in seed: DMG pp. 82–83]: sum the monsters' XP, multiply by the encounter multiplier for
// their number (stepped up for a party of fewer than three, down for six or more), and compare
// the adjusted XP with the party's summed thresholds. The XP itself (not the adjusted figure)
// is what the party would earn.
import {
  ENCOUNTER_MULTIPLIERS,
  MULTIPLIER_STEPS,
  XP_THRESHOLDS,
  xpForCr,
  type ThresholdColumn,
  type Thresholds,
} from './xp-tables';

/** How hard a fight is: below the easy threshold it is trivial. */
export type Dnd5eDifficulty = 'trivial' | ThresholdColumn;

/** A monster as the calculator reads it. */
export interface Dnd5eMonsterXp {
  /** Challenge rating (1/8 = 0.125). */
  cr?: number | undefined;
  /** XP printed on the statblock; wins over the CR table (a CR 0 creature may be worth 0). */
  xp?: number | undefined;
  /** "CR x (y XP in lair)": the XP when fought in its lair; used when `inLair`. */
  lairXp?: number | undefined;
  /** Fought in its lair (a creature with lair actions). */
  inLair?: boolean | undefined;
}

/** The party and foes' difficulty. */
export interface Dnd5eDifficultyReport {
  /** Characters counted (levels 1–20; others are clamped). */
  characters: number;
  /** Monsters counted (those whose XP is known). */
  monsters: number;
  /** Monsters with neither XP nor a challenge rating the table knows. */
  unknown: number;
  /** Sum of the monsters' XP: what the party earns. */
  xp: number;
  /** The encounter multiplier after the party-size step. */
  multiplier: number;
  /** XP × multiplier, compared with the thresholds. */
  adjustedXp: number;
  /** The party's summed thresholds. */
  thresholds: Thresholds;
  difficulty: Dnd5eDifficulty;
  /** Each character's share of the XP (rounded down). */
  perCharacter: number;
}

/** One monster's XP: the lair value in its lair, the statblock's XP, else the CR table. */
export function monsterXp5e(monster: Dnd5eMonsterXp): number | undefined {
  if (monster.inLair && monster.lairXp !== undefined) return monster.lairXp;
  if (monster.xp !== undefined) return monster.xp;
  return monster.cr === undefined ? undefined : xpForCr(monster.cr);
}

/** The party's thresholds: each character's row (DMG p. 82) summed. */
export function partyThresholds(levels: readonly number[]): Thresholds {
  const sum = { easy: 0, medium: 0, hard: 0, deadly: 0 };
  for (const level of levels) {
    const row = XP_THRESHOLDS[Math.min(20, Math.max(1, Math.floor(level))) - 1] as Thresholds;
    sum.easy += row.easy;
    sum.medium += row.medium;
    sum.hard += row.hard;
    sum.deadly += row.deadly;
  }
  return sum;
}

/** The encounter multiplier for `monsters` foes and a party of `characters` (DMG pp. 82–83). */
export function encounterMultiplier(monsters: number, characters: number): number {
  if (monsters <= 0) return 1;
  let band = 0;
  ENCOUNTER_MULTIPLIERS.forEach((row, i) => {
    if (monsters >= row.fewest) band = i;
  });
  // MULTIPLIER_STEPS starts one step below ×1.
  let step = band + 1;
  if (characters > 0 && characters < 3) step += 1;
  else if (characters >= 6) step -= 1;
  return MULTIPLIER_STEPS[Math.min(MULTIPLIER_STEPS.length - 1, Math.max(0, step))] as number;
}

/** The difficulty column the adjusted XP reaches. */
function column(adjusted: number, t: Thresholds): Dnd5eDifficulty {
  if (adjusted >= t.deadly) return 'deadly';
  if (adjusted >= t.hard) return 'hard';
  if (adjusted >= t.medium) return 'medium';
  if (adjusted >= t.easy) return 'easy';
  return 'trivial';
}

/** The difficulty of `monsters` against characters of `levels`. */
export function dnd5eDifficulty(
  levels: readonly number[],
  monsters: readonly Dnd5eMonsterXp[],
): Dnd5eDifficultyReport {
  const known = monsters.map(monsterXp5e).filter((xp): xp is number => xp !== undefined);
  const xp = known.reduce((a, b) => a + b, 0);
  const multiplier = encounterMultiplier(known.length, levels.length);
  const adjustedXp = Math.round(xp * multiplier);
  const thresholds = partyThresholds(levels);
  return {
    characters: levels.length,
    monsters: known.length,
    unknown: monsters.length - known.length,
    xp,
    multiplier,
    adjustedXp,
    thresholds,
    difficulty: levels.length === 0 ? 'trivial' : column(adjustedXp, thresholds),
    perCharacter: levels.length === 0 ? 0 : Math.floor(xp / levels.length),
  };
}
