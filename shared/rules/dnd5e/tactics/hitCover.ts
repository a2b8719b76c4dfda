/** What provides the target's cover. */
export type CoverProvider =
  | { readonly kind: 'object' }
  | { readonly kind: 'creature'; readonly id: string; readonly ac: number };

/** A ranged attack against a target with cover (`hittingCover` on). */
export interface CoveredAttack {
  /** Only ranged attacks can hit the cover; a melee attack just hits or misses (default ranged). */
  readonly attack?: 'ranged' | 'melee';
  readonly total: number;
  /** The natural d20, when known: 1 always misses, 20 always hits the target. */
  readonly natural?: number;
  readonly targetAc: number;
  /** +2 or +5 (5E-COVER-03/04). */
  readonly coverBonus: number;
  readonly provider: CoverProvider;
  /** AMB-21: check a creature provider only inside the cover band (default true). */
  readonly creatureOnlyInBand?: boolean;
  /** AMB-21: the creature is hit only when the total exceeds its AC, strict `>` (default true). */
  readonly strictlyExceeds?: boolean;
}

/** Who the attack strikes. */
export type CoverHitOutcome =
  | { readonly result: 'hitTarget' }
  | { readonly result: 'hitCoverObject' }
  | { readonly result: 'hitCoverCreature'; readonly creatureId: string }
  | { readonly result: 'miss' };

/**
 * 5E-HITCOVER-01: a ranged attack that misses only because of cover hits the cover; when the
 * cover is a creature and the total exceeds its AC, that creature is hit instead.
 * `miss && total ≥ AC_noCover → cover; coverIsCreature && total > cover.AC → that creature`.
 */
export function resolveCoverHit(a: CoveredAttack): CoverHitOutcome {
  if (a.natural === 1) return { result: 'miss' };
  if (a.natural === 20 || a.total >= a.targetAc + a.coverBonus) return { result: 'hitTarget' };
  if (a.attack === 'melee') return { result: 'miss' };
  const inBand = a.total >= a.targetAc;
  if (a.provider.kind === 'object')
    return inBand ? { result: 'hitCoverObject' } : { result: 'miss' };
  if (!inBand && (a.creatureOnlyInBand ?? true)) return { result: 'miss' };
  const beats = (a.strictlyExceeds ?? true) ? a.total > a.provider.ac : a.total >= a.provider.ac;
  return beats ? { result: 'hitCoverCreature', creatureId: a.provider.id } : { result: 'miss' };
}
