// Experience for the creatures of a 2e fight, before it starts: each creature's printed XP,
// else Table 31 read at its Hit Dice raised by Table 32 for the special powers its statblock
// marks [not in seed: DMG ch. 8, Tables 31–32]; the total and each character's share (the DMG
// divides a group award among the characters who took part).
import {
  TABLE_31_BEYOND,
  TABLE_31_CREATURE_XP,
  TABLE_32_HIT_DICE_MODIFIERS,
  TABLE_32_REPLACES,
  type HitDiceModifierKey,
} from './tables/experience';
import { parseHitDice } from './tables/thac0';

/** A creature as the calculator reads it. */
export interface Adnd2eCreatureXp {
  /** XP printed on the statblock; wins over the tables. */
  xp?: number | undefined;
  /** Hit Dice as written ("4+1", "1-1", "1/2"); a character's level when it has no Hit Dice. */
  hitDice?: string | undefined;
  /** Special powers of Table 32 its statblock marks. */
  powers?: readonly HitDiceModifierKey[] | undefined;
}

/** Table 31 for Hit Dice `count` with a hit-point `modifier` (+1 in "4+1"). */
export function table31Xp(count: number, modifier: number): number {
  const scale = count + (modifier > 0 ? 0.5 : modifier < 0 ? -0.25 : 0);
  const row = TABLE_31_CREATURE_XP.find((r) => scale <= r.upTo);
  if (row) return row.xp;
  const over = Math.max(0, Math.floor(scale) - TABLE_31_BEYOND.from);
  return TABLE_31_BEYOND.xp + TABLE_31_BEYOND.perHitDie * over;
}

/**
 * The Table 32 rows that count: each power once, however many times the statblock names it, and
 * a row "not cumulative with previous award" in place of the row it names.
 */
export function countedPowers(powers: readonly HitDiceModifierKey[]): HitDiceModifierKey[] {
  const counted = new Set(powers);
  for (const key of counted) {
    const replaced = TABLE_32_REPLACES[key];
    if (replaced) counted.delete(replaced);
  }
  return [...counted];
}

/** One creature's XP, or undefined with neither a printed XP nor readable Hit Dice. */
export function creatureXp2e(creature: Adnd2eCreatureXp): number | undefined {
  if (creature.xp !== undefined) return creature.xp;
  const hd = creature.hitDice === undefined ? undefined : parseHitDice(creature.hitDice);
  if (!hd) return undefined;
  const bonus = countedPowers(creature.powers ?? []).reduce(
    (sum, key) => sum + TABLE_32_HIT_DICE_MODIFIERS[key],
    0,
  );
  return table31Xp(hd.count + bonus, hd.modifier);
}
