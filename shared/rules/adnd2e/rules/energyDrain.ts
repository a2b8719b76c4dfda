import type { Roller, RollRecord } from '../../../dice';

/** One class of a character for drain purposes (2E-DRAIN-02, -04). */
export interface DrainClass {
  key: string;
  level: number;
  /** Hit die of the class (e.g. 10 for a fighter). */
  hitDie: number;
  /** Levels at which the class gains a fixed number of HP instead of a die, by level. */
  fixedHpByLevel?: Readonly<Record<number, number>>;
  /** XP needed for each level (index = level). Used for 2E-DRAIN-03. */
  xpTable?: readonly number[];
  /** HP actually recorded when each level was gained (AMB-17 option). */
  recordedHpByLevel?: Readonly<Record<number, number>>;
}

/** Which class loses a level first (2E-DRAIN-04): the highest level; on a tie, the one needing more XP. */
export function classToDrain(classes: readonly DrainClass[]): DrainClass | undefined {
  const xpFor = (c: DrainClass): number => c.xpTable?.[c.level] ?? 0;
  return [...classes].sort((a, b) => b.level - a.level || xpFor(b) - xpFor(a))[0];
}

/** XP after a drain (2E-DRAIN-03): halfway between the new level's minimum and the next one's. */
export function xpAfterDrain(minXpNewLevel: number, minXpNextLevel: number): number {
  return Math.floor((minXpNewLevel + minXpNextLevel) / 2);
}

/** Max-HP loss for one drained level (2E-DRAIN-02, AMB-17). */
export function drainedHp(
  cls: DrainClass,
  lostLevel: number,
  conBonus: number,
  roller: Roller,
  mode: 'reroll' | 'recorded' = 'reroll',
): { loss: number; roll?: RollRecord } {
  const fixed = cls.fixedHpByLevel?.[lostLevel];
  if (fixed !== undefined) return { loss: fixed };
  if (mode === 'recorded' && cls.recordedHpByLevel?.[lostLevel] !== undefined) {
    return { loss: cls.recordedHpByLevel[lostLevel] as number };
  }
  const roll = roller.roll(`1d${cls.hitDie}`, `drainHitDie.${cls.key}.${lostLevel}`);
  return { loss: Math.max(0, roll.total + Math.max(0, conBonus)), roll };
}

/** What happens to a character's career after a drain (2E-DRAIN-06, -07). */
export type DrainFate = 'continues' | 'normalPerson' | 'dies' | 'risesAsUndead';

/**
 * Fate after losing levels (2E-DRAIN-06, -07): at level 0 with HP left he is a normal person;
 * a further drain at level 0 kills him; drained below 0 he dies and rises in 2d4 days as the
 * slayer's kind of undead.
 */
export function drainFate(levelBefore: number, levelsLost: number, hpLeft: number): DrainFate {
  const after = levelBefore - levelsLost;
  if (after < 0) return 'risesAsUndead'; // slain by the drain: rises in 2d4 days
  if (hpLeft <= 0) return 'dies';
  return after === 0 ? 'normalPerson' : 'continues';
}

/** XP a drained-to-undead character keeps: half of what he had when the encounter began (2E-DRAIN-07). */
export function undeadXp(xpAtEncounterStart: number): number {
  return Math.floor(xpAtEncounterStart / 2);
}

/** Spells a drained caster keeps: only up to his new level's limit (2E-DRAIN-05). */
export function spellsAfterDrain<T extends { level: number }>(
  memorized: readonly T[],
  maxSpellLevel: number,
): T[] {
  return memorized.filter((s) => s.level <= maxSpellLevel);
}

/** Full drain of `levels` levels of one class: new level, HP loss, rolls (2E-DRAIN-02..04). */
export function applyDrain(
  cls: DrainClass,
  levels: number,
  conBonus: number,
  roller: Roller,
  mode: 'reroll' | 'recorded' = 'reroll',
): { newLevel: number; maxHpLoss: number; rolls: RollRecord[]; xp?: number } {
  const rolls: RollRecord[] = [];
  let loss = 0;
  for (let i = 0; i < levels; i++) {
    const lost = cls.level - i;
    if (lost <= 0) break;
    const r = drainedHp(cls, lost, conBonus, roller, mode);
    loss += r.loss;
    if (r.roll) rolls.push(r.roll);
  }
  const newLevel = cls.level - levels;
  const xp =
    cls.xpTable &&
    newLevel >= 1 &&
    cls.xpTable[newLevel] !== undefined &&
    cls.xpTable[newLevel + 1] !== undefined
      ? xpAfterDrain(cls.xpTable[newLevel] as number, cls.xpTable[newLevel + 1] as number)
      : undefined;
  return { newLevel, maxHpLoss: loss, rolls, xp };
}
