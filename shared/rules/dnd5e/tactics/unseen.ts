/** What each side of an attack can perceive (5E-UNSEEN-01..04). */
export interface Visibility {
  readonly attackerSeesTarget: boolean;
  readonly targetSeesAttacker: boolean;
}

/**
 * 5E-UNSEEN-01 / -03: attacking a target you cannot see → disadvantage; attacking a creature
 * that cannot see you → advantage (combined later per 5E-GEN-02).
 */
export function unseenEffects(v: Visibility): {
  readonly disadvantage: boolean;
  readonly advantage: boolean;
} {
  return { disadvantage: !v.attackerSeesTarget, advantage: !v.targetSeesAttacker };
}

/** 5E-UNSEEN-04: attacking while hidden reveals the attacker, hit or miss. */
export const hiddenAfterAttack = (_hidden: boolean): boolean => false;
