// OSR-FLEE-01..05: fleeing in a dungeon or city. Compare group speeds; on equal speeds an opposed
// Fortitude check decides, with +1 per obstacle the fleeing PCs use, or an obstacle that stops
// the pursuit outright. Being caught gives the pursuers a free surprise round (OSR-SURP-06).
import { RuleError } from '../../../errors';

/** A-19 group speed: slowest fleeing vs fastest pursuer (default), or slowest of each side. */
export type GroupSpeedMode = 'slowestVsFastest' | 'slowestEach';

/** vF := the slowest fleeing creature's speed (A-19: the group moves at its slowest). */
export function fleeingGroupSpeed(fleeing: readonly number[]): number {
  return Math.min(...fleeing);
}

/** vP := the fastest pursuer (A-19 default) or the slowest one (alternative). */
export function pursuerGroupSpeed(pursuers: readonly number[], mode: GroupSpeedMode): number {
  return mode === 'slowestVsFastest' ? Math.max(...pursuers) : Math.min(...pursuers);
}

/** How a tied opposed check ends: re-roll (default) or a fixed winner. */
export type FleeCheckTie = 'reroll' | 'fleeingEscapes' | 'pursuersCatch';

/** Inputs of a dungeon/city escape attempt. */
export interface DungeonFleeInput {
  vF: number;
  vP: number;
  /** Obstacles the fleeing PCs used: +1 each to their check (OSR-FLEE-05). */
  obstacles: number;
  /** obstacles stack (default) or at most one counts. */
  obstaclesStack: boolean;
  /** The Referee ruled that an obstacle stops the pursuit completely (OSR-FLEE-05). */
  obstacleStops: boolean;
  /** Opposed Fortitude totals entered by the Referee; needed on equal speeds. */
  checkF?: number;
  checkP?: number;
  tie: FleeCheckTie;
  /** a lost opposed check also gives the free surprise round (default true). */
  lostCheckGivesSurpriseRound: boolean;
}

/** Result of a dungeon/city escape attempt. */
export interface DungeonFleeResult {
  outcome: 'escaped' | 'caught' | 'checksNeeded' | 'recheck';
  freeSurpriseRound: boolean;
  ruleId: string;
  rF?: number;
  rP?: number;
}

/** Resolves the escape attempt (the spec's §1.10 procedure). */
export function resolveDungeonFlee(input: DungeonFleeInput): DungeonFleeResult {
  if (input.obstacleStops)
    return { outcome: 'escaped', freeSurpriseRound: false, ruleId: 'OSR-FLEE-05' };
  if (input.vP > input.vF)
    return { outcome: 'caught', freeSurpriseRound: true, ruleId: 'OSR-FLEE-02' };
  if (input.vF > input.vP)
    return { outcome: 'escaped', freeSurpriseRound: false, ruleId: 'OSR-FLEE-03' };
  if (input.checkF === undefined || input.checkP === undefined) {
    return { outcome: 'checksNeeded', freeSurpriseRound: false, ruleId: 'OSR-FLEE-04' };
  }
  if (!Number.isInteger(input.obstacles) || input.obstacles < 0) {
    throw new RuleError('negativeAmount', { obstacles: input.obstacles });
  }
  const bonus = input.obstaclesStack ? input.obstacles : Math.min(1, input.obstacles);
  const rF = input.checkF + bonus;
  const rP = input.checkP;
  const ruleId = bonus > 0 ? 'OSR-FLEE-05' : 'OSR-FLEE-04';
  const caught = {
    outcome: 'caught',
    freeSurpriseRound: input.lostCheckGivesSurpriseRound,
    ruleId,
    rF,
    rP,
  } as const;
  if (rF > rP) return { outcome: 'escaped', freeSurpriseRound: false, ruleId, rF, rP };
  if (rP > rF) return caught;
  if (input.tie === 'fleeingEscapes')
    return { outcome: 'escaped', freeSurpriseRound: false, ruleId, rF, rP };
  if (input.tie === 'pursuersCatch') return caught;
  return { outcome: 'recheck', freeSurpriseRound: false, ruleId, rF, rP };
}
