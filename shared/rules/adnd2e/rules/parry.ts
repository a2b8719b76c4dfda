import type { ClassGroup } from '../tables/thac0';
import type { RoundingMode } from './rounding';
import { roundBy } from './rounding';

/**
 * Parry AC bonus (2E-PARRY-01, AMB-27): half the level (rounded down), +1 for warriors. The
 * parrying character gives up all actions that round.
 */
export function parryBonus(
  level: number,
  group: ClassGroup,
  rounding: RoundingMode = 'down',
): number {
  return roundBy(rounding, level / 2) + (group === 'warrior' ? 1 : 0);
}

/** The parry bonus counts only against frontal melee attacks (2E-PARRY-02). */
export function parryApplies(attack: { melee: boolean; rear: boolean; magical: boolean }): boolean {
  return attack.melee && !attack.rear && !attack.magical;
}
