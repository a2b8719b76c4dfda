import { initiatorWins } from './contest';
import { sizeDiff } from './size';
import type { Size, Verdict } from './types';
import { allow, deny } from './types';

/** Why a grapple or shove cannot be attempted. */
export type GrappleBlock = 'targetTooLarge' | 'outOfReach' | 'noFreeHand' | 'noAttackLeft';

/** The attempt as the legality check sees it. */
export interface GrappleAttempt {
  readonly attacker: Size;
  readonly target: Size;
  readonly inReach: boolean;
  /** Free hands (grapple only). */
  readonly freeHands?: number;
  /** An attack of the Attack action is still available (5E-GRAPPLE-01, 5E-SHOVE-01). */
  readonly attackAvailable?: boolean;
}

/**
 * 5E-GRAPPLE-01/02: a grapple replaces one attack of the Attack action; the target is at most
 * one size larger and within reach, and the grappler has a free hand.
 * `legal iff sizeIdx(t) − sizeIdx(you) ≤ 1 && inReach && freeHands ≥ 1`.
 */
export function canGrapple(a: GrappleAttempt): Verdict<GrappleBlock> {
  if (a.attackAvailable === false) return deny('noAttackLeft');
  if (sizeDiff(a.target, a.attacker) > 1) return deny('targetTooLarge');
  if (!a.inReach) return deny('outOfReach');
  if ((a.freeHands ?? 1) < 1) return deny('noFreeHand');
  return allow();
}

/**
 * 5E-SHOVE-01/02: a shove replaces one attack; the target is at most one size larger and within
 * reach (no free hand needed).
 */
export function canShove(a: GrappleAttempt): Verdict<GrappleBlock> {
  if (a.attackAvailable === false) return deny('noAttackLeft');
  if (sizeDiff(a.target, a.attacker) > 1) return deny('targetTooLarge');
  if (!a.inReach) return deny('outOfReach');
  return allow();
}

/** The defender's choice of check against a grapple or shove (the target chooses). */
export type ResistSkill = 'str.athletics' | 'dex.acrobatics';

/** The rolled totals of a grapple or shove contest. */
export interface ContestRoll {
  /** The attacker's Str (Athletics) total. */
  readonly attackerTotal: number;
  /** The target's Str (Athletics) or Dex (Acrobatics) total, its choice. */
  readonly targetTotal: number;
  readonly targetIncapacitated?: boolean;
  /** AMB-15: an incapacitated target loses automatically (default on). */
  readonly autoWinVsIncapacitated?: boolean;
}

/**
 * 5E-GRAPPLE-02/03/04: the grapple check. A win grapples the target (the Grappled condition,
 * released at will, no action); a tie keeps it free; an incapacitated target loses outright.
 */
export function resolveGrapple(r: ContestRoll): {
  readonly grappled: boolean;
  readonly automatic: boolean;
} {
  if (r.targetIncapacitated && (r.autoWinVsIncapacitated ?? true)) {
    return { grappled: true, automatic: true };
  }
  return { grappled: initiatorWins(r.attackerTotal, r.targetTotal), automatic: false };
}

/**
 * 5E-GRAPPLE-05: escaping takes the grappled creature's action: its Str (Athletics) or Dex
 * (Acrobatics) against the grappler's Str (Athletics); it must win, a tie keeps it grappled.
 */
export function resolveEscape(
  escapeeTotal: number,
  grapplerTotal: number,
): { readonly escaped: boolean } {
  return { escaped: initiatorWins(escapeeTotal, grapplerTotal) };
}

/** What a successful shove does; the shover chooses (5E-SHOVE-02). */
export type ShoveEffect = 'prone' | 'push5';

/**
 * 5E-SHOVE-02: the shove check; the winner chooses prone or a 5-ft push away. An incapacitated
 * target fails automatically (AMB-15). A tie leaves the target where it is.
 */
export function resolveShove(
  r: ContestRoll,
  choice: ShoveEffect,
): { readonly success: boolean; readonly effect: ShoveEffect | null; readonly automatic: boolean } {
  if (r.targetIncapacitated && (r.autoWinVsIncapacitated ?? true)) {
    return { success: true, effect: choice, automatic: true };
  }
  const success = initiatorWins(r.attackerTotal, r.targetTotal);
  return { success, effect: success ? choice : null, automatic: false };
}

/** 5E-SHOVE-02: a shove push moves the target this far away from the shover. */
export const SHOVE_PUSH_FT = 5;

/** 5E-GRAPPLE-04: releasing a grappled creature needs no action. */
export const RELEASE_GRAPPLE_COST = 'free' as const;
