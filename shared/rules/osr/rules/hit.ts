// OSR-HIT-01..03: hit := d20 + bonus (+2 from behind) + (target AC + cover) ≥ 20. AC descends and
// cover (−1…−4, A-16) lowers it. No automatic hit or miss on a natural 20 or 1 by default.
import { RuleError } from '../../../errors';

/** The to-hit target number of the formula (OSR-HIT-01). */
export const hitTarget = 20;
/** OSR-HIT-02: bonus for an attack from behind. */
export const fromBehindBonus = 2;

/** Kinds of attack, each mapped to the melee ("Р") or ranged ("Стр") bonus. */
export const attackKinds = ['melee', 'ranged', 'unarmed', 'shieldBash', 'oil'] as const;
/** One kind of attack. */
export type AttackKind = (typeof attackKinds)[number];

/** True for attacks that use the ranged bonus: shooting and thrown oil. */
export function isRangedAttack(kind: AttackKind): boolean {
  return kind === 'ranged' || kind === 'oil';
}

/** bonus(a) := a.isRanged ? rangedBonus : meleeBonus (shield bash and unarmed are melee). */
export function attackBonusFor(
  kind: AttackKind,
  bonuses: { melee: number; ranged: number },
): number {
  return isRangedAttack(kind) ? bonuses.ranged : bonuses.melee;
}

/** Validates a cover modifier: 0 or −1…−4 (OSR-HIT-03). */
export function checkCoverMod(coverMod: number): number {
  if (!Number.isInteger(coverMod) || coverMod > 0 || coverMod < -4) {
    throw new RuleError('coverOutOfRange', { coverMod, min: -4, max: 0 });
  }
  return coverMod;
}

/** Inputs of one to-hit roll. */
export interface HitInput {
  d20: number;
  bonus: number;
  targetAc: number;
  coverMod: number;
  fromBehind: boolean;
  /** 'none' (default) or natural 20 always hits and natural 1 always misses. */
  naturalRolls: 'none' | 'natural';
}

/** The to-hit breakdown shown to the Referee: every term, the total and the verdict. */
export interface HitResult {
  d20: number;
  bonus: number;
  behindBonus: number;
  targetAc: number;
  coverMod: number;
  effectiveAc: number;
  total: number;
  target: number;
  hit: boolean;
  natural?: 'hit' | 'miss';
}

/** Resolves an attack roll with the seed's formula (OSR-HIT-01..03). */
export function resolveHit(input: HitInput): HitResult {
  const coverMod = checkCoverMod(input.coverMod);
  const behindBonus = input.fromBehind ? fromBehindBonus : 0;
  const effectiveAc = input.targetAc + coverMod;
  const total = input.d20 + input.bonus + behindBonus + effectiveAc;
  const result: HitResult = {
    d20: input.d20,
    bonus: input.bonus,
    behindBonus,
    targetAc: input.targetAc,
    coverMod,
    effectiveAc,
    total,
    target: hitTarget,
    hit: total >= hitTarget,
  };
  if (input.naturalRolls === 'natural' && (input.d20 === 20 || input.d20 === 1)) {
    result.natural = input.d20 === 20 ? 'hit' : 'miss';
    result.hit = input.d20 === 20;
  }
  return result;
}
