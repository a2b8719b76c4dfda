/** How a spell reaches a creature (2E-MR-07). */
export type SpellReach = 'individual' | 'area' | 'inPlace' | 'permanent';

/** MR roll (2E-MR-03): d100 ≤ MR means the spell has no effect on it; otherwise saves apply normally. */
export function magicResisted(d100: number, mrPercent: number): boolean {
  return mrPercent > 0 && d100 <= mrPercent;
}

/**
 * Whether MR is rolled at all (2E-MR-04, -05, AMB-26): only for spells and spell-like powers
 * that directly affect the creature — not magic weapons, not natural forces a spell set off
 * (an earthquake's fissure), not its own powers. In-place and permanent spells roll only when
 * the creature is in the area and the spell would affect it. A creature may lower its MR.
 */
export function magicResistanceApplies(input: {
  source: 'spell' | 'spellLike' | 'magicWeapon' | 'indirectForce' | 'ownPower';
  affectsDirectly: boolean;
  reach: SpellReach;
  inArea?: boolean;
  wouldAffect?: boolean;
  lowered?: boolean;
}): boolean {
  if (input.lowered) return false;
  if (input.source !== 'spell' && input.source !== 'spellLike') return false;
  if (!input.affectsDirectly) return false;
  if (input.reach === 'inPlace' || input.reach === 'permanent') {
    return !!input.inArea && !!input.wouldAffect;
  }
  return true;
}

/** What a successful MR roll does, by kind of spell (2E-MR-07). */
export type MrSuccessEffect =
  'unaffected' | 'spellCancelled' | 'ignoresArea' | 'spellCollapses' | 'suppressedWhileInside';

/** The effect of a successful MR roll (2E-MR-07): single-target spells are cancelled entirely. */
export function mrSuccessEffect(reach: SpellReach, targets = 1): MrSuccessEffect {
  switch (reach) {
    case 'individual':
      return targets <= 1 ? 'spellCancelled' : 'unaffected';
    case 'area':
      return 'ignoresArea';
    case 'inPlace':
      return 'spellCollapses';
    default:
      return 'suppressedWhileInside';
  }
}

/**
 * Resolves an individually targeted spell on several targets (2E-MR-07): each resistant target
 * rolls separately; those that succeed are unaffected, the rest are affected normally.
 */
export function resolveMultiTargetMr(
  targets: readonly { id: string; mr: number; d100?: number }[],
): { affected: string[]; resisted: string[] } {
  const affected: string[] = [];
  const resisted: string[] = [];
  for (const t of targets) {
    if (t.d100 !== undefined && magicResisted(t.d100, t.mr)) resisted.push(t.id);
    else affected.push(t.id);
  }
  return { affected, resisted };
}

/**
 * A creature's own MR percentage: innate, always on, never shared by touch or presence
 * (2E-MR-01, -02); player characters normally have none (2E-MR-06), so it defaults to 0.
 */
export function ownMagicResistance(statblockMr: number | undefined, lowered = false): number {
  return lowered ? 0 : Math.max(0, statblockMr ?? 0);
}
