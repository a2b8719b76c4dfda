import type { RestDay } from '../tables/healing';
import { BED_REST_WEEK_DAYS, NATURAL_HEALING_PER_DAY } from '../tables/healing';

/** Healing never raises HP above the maximum; the excess is lost (2E-HEAL-01). */
export function applyHealing(
  hp: number,
  maxHp: number,
  amount: number,
): { hp: number; restored: number } {
  const next = Math.min(maxHp, hp + Math.max(0, amount));
  return { hp: Math.max(hp, next), restored: Math.max(0, next - hp) };
}

/** Natural-healing state carried between days: the current run of full bed-rest days. */
export interface RestState {
  hp: number;
  maxHp: number;
  bedRestStreak: number;
}

/** One day's natural healing (2E-HEAL-02..04, AMB-28). */
export interface RestDayResult {
  day: RestDay;
  gain: number;
  hp: number;
  weekBonus: number;
}

/**
 * Natural healing over days (2E-HEAL-02..04): 3 HP for full bed rest, 1 for a restful day, 0
 * for strain or a day lacking food, water or sleep; each completed 7-day run of full bed rest
 * adds the Con HP bonus (positive only, AMB-28). Debilitating poison blocks all of it
 * (2E-POIS-03). HP never passes the maximum (2E-HEAL-01).
 */
export function naturalHealing(
  start: RestState,
  days: readonly RestDay[],
  opts: { conHpBonus: number; blocked?: boolean; allowNegativeConBonus?: boolean },
): { state: RestState; days: RestDayResult[] } {
  let { hp, bedRestStreak } = start;
  const out: RestDayResult[] = [];
  for (const day of days) {
    let gain = opts.blocked ? 0 : NATURAL_HEALING_PER_DAY[day];
    let weekBonus = 0;
    bedRestStreak = day === 'bedRest' ? bedRestStreak + 1 : 0;
    if (day === 'bedRest' && bedRestStreak % BED_REST_WEEK_DAYS === 0 && !opts.blocked) {
      weekBonus = opts.allowNegativeConBonus ? opts.conHpBonus : Math.max(0, opts.conHpBonus);
      gain += weekBonus;
    }
    const next = Math.max(hp, Math.min(start.maxHp, hp + gain));
    out.push({ day, gain: next - hp, hp: next, weekBonus });
    hp = next;
  }
  return { state: { hp, maxHp: start.maxHp, bedRestStreak }, days: out };
}

/**
 * The healing proficiency's first aid (2E-HEAL-06 "small extra benefits"; [not in seed: PHB
 * ch. 5 Healing, confirmed with search, 4 sources]): tending within one round of the wounding
 * and passing a proficiency check restores 1d3 HP, no more than were lost in that round; one
 * attempt per character per day.
 */
export const FIRST_AID = { dice: '1d3', withinRounds: 1 } as const;

/** A proficiency check succeeds on d20 ≤ the proficiency score (PHB ch. 5). */
export function proficiencyCheck(natural: number, score: number): boolean {
  return natural <= score;
}

/**
 * Most HP first aid may restore: the damage taken in the round of the freshest wound, if that
 * round is this one or the one before (FIRST_AID.withinRounds); otherwise 0 (too late).
 */
export function firstAidCap(
  recent: readonly { round: number; amount: number }[],
  round: number,
): number {
  const last = recent[recent.length - 1];
  if (!last || round - last.round > FIRST_AID.withinRounds) return 0;
  return last.amount;
}
