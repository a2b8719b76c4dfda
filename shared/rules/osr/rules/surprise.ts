// OSR-SURP-01..05: surprise. One d6 per side (A-03 default) compared with each creature's own
// threshold: 2-in-6 normally, 4-in-6 when ambushed, elves 1 / 3 (OSR-SURP-02..04).
import { RuleError } from '../../../errors';
import { xInSix, type XInSixDirection } from './xInSix';

/** A creature's X-in-6 chances to be surprised, normally and when ambushed. */
export interface SurpriseThresholds {
  normal: number;
  ambush: number;
}

/** OSR-SURP-02/03: the default thresholds, 2-in-6 and 4-in-6. */
export const defaultSurpriseThresholds: SurpriseThresholds = { normal: 2, ambush: 4 };
/** OSR-SURP-04 / A-07: the elf preset, 1-in-6 and 3-in-6. */
export const elfSurpriseThresholds: SurpriseThresholds = { normal: 1, ambush: 3 };

/** threshold(c, side) := side.ambushed ? c.surpriseAmbush : c.surpriseNormal. */
export function surpriseThreshold(t: SurpriseThresholds, ambushed: boolean): number {
  return ambushed ? t.ambush : t.normal;
}

/** c.surprised := die ≤ threshold (A-02 direction). */
export function isSurprised(
  face: number,
  threshold: number,
  direction: XInSixDirection = 'low',
): boolean {
  return xInSix(face, threshold, direction);
}

/** One side as the surprise roll sees it. */
export interface SurpriseSide {
  sideId: string;
  /** An ambush was prepared against this side (OSR-SURP-03). */
  ambushed: boolean;
  /** This side laid the ambush. */
  ambusher: boolean;
  members: { id: string; thresholds: SurpriseThresholds }[];
}

/** How the surprise roll is read. */
export interface SurpriseRules {
  direction: XInSixDirection;
  dieScope: 'perSide' | 'perCreature';
  bothSurprised: 'nobodyActs' | 'cancel';
  ambushers: 'notRolled' | 'normal';
}

/** Which die decides which creature: side id (perSide) or creature id (perCreature). */
export type SurpriseDice = Record<string, number>;

/** Per-side result of a surprise roll. */
export interface SurpriseOutcome {
  /** Ids of creatures surprised in the first round. */
  surprised: string[];
  /** Surprised ids per side. */
  bySide: Record<string, string[]>;
  /** Sides that rolled no die because they laid the ambush. */
  notRolled: string[];
  /** Sides that surprised someone while none of their own were surprised (OSR-WILD-01). */
  gotSurpriseRound: string[];
  /** True when every side had someone surprised and A-05 "cancel" removed all surprise. */
  cancelled: boolean;
}

/** Which sides or creatures need a die under these rules. */
export function surpriseDiceNeeded(sides: SurpriseSide[], rules: SurpriseRules): string[] {
  return sides
    .filter((s) => !(s.ambusher && rules.ambushers === 'notRolled'))
    .flatMap((s) => (rules.dieScope === 'perSide' ? [s.sideId] : s.members.map((m) => m.id)));
}

/** Resolves surprise for all sides from their dice (OSR-SURP-01..04, A-03, A-05, A-06). */
export function resolveSurprise(
  sides: SurpriseSide[],
  dice: SurpriseDice,
  rules: SurpriseRules,
): SurpriseOutcome {
  const bySide: Record<string, string[]> = {};
  const notRolled: string[] = [];
  for (const side of sides) {
    bySide[side.sideId] = [];
    if (side.ambusher && rules.ambushers === 'notRolled') {
      notRolled.push(side.sideId);
      continue;
    }
    for (const member of side.members) {
      const key = rules.dieScope === 'perSide' ? side.sideId : member.id;
      const face = dice[key];
      if (face === undefined) throw new RuleError('surpriseDieMissing', { key });
      const threshold = surpriseThreshold(member.thresholds, side.ambushed);
      if (isSurprised(face, threshold, rules.direction)) bySide[side.sideId]?.push(member.id);
    }
  }
  const sidesHit = sides.filter((s) => (bySide[s.sideId]?.length ?? 0) > 0);
  const cancelled =
    rules.bothSurprised === 'cancel' && sides.length > 1 && sidesHit.length === sides.length;
  if (cancelled) for (const s of sides) bySide[s.sideId] = [];
  const surprised = sides.flatMap((s) => bySide[s.sideId] ?? []);
  const anySurprised = surprised.length > 0;
  const gotSurpriseRound = anySurprised
    ? sides
        .filter((s) => (bySide[s.sideId]?.length ?? 0) === 0 && s.members.length > 0)
        .map((s) => s.sideId)
    : [];
  return { surprised, bySide, notRolled, gotSurpriseRound, cancelled };
}
