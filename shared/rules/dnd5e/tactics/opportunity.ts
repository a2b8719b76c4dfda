import { gridDistanceFt } from './grid';
import type { GridMetric } from './grid';
import type { Space } from './types';

/** How the mover changes place (5E-OA-02). */
export type MovementKind = 'own' | 'teleport' | 'forced';

/** Why a departure from reach does not give an opportunity attack. */
export type NoOpportunityReason =
  | 'notHostile'
  | 'cannotSee'
  | 'stayedInReach'
  | 'disengaged'
  | 'teleported'
  | 'forcedMovement'
  | 'noReaction'
  | 'markAttackUsed';

/** Facts about one reach holder and one departure; all known without a map (AMB-31). */
export interface DepartureFacts {
  readonly moverHostile: boolean;
  readonly reactorSeesMover: boolean;
  /** The mover leaves the reactor's reach (the DM answers this when there is no grid). */
  readonly leavesReach: boolean;
  readonly movement: MovementKind;
  /** The mover took Disengage this turn (5E-ACT-06). */
  readonly moverDisengaged: boolean;
  readonly reactorCanReact: boolean;
  /** 5E-MARK-01/02: the mover is marked by the reactor (`act.mark`). */
  readonly markedByReactor?: boolean;
  /** Reactions are prevented (incapacitated, Shocking Grasp): the mark attack is barred too. */
  readonly reactorReactionsPrevented?: boolean;
  /** The reactor already made its one mark opportunity attack this turn (5E-MARK-02). */
  readonly reactorMarkAttackUsedThisTurn?: boolean;
}

/** The verdict on a departure. */
export type OpportunityVerdict =
  | {
      readonly provokes: true;
      /** Made through the mark: no reaction spent, advantage (5E-MARK-01/02). */
      readonly viaMark: boolean;
      readonly advantage: boolean;
      readonly spendsReaction: boolean;
    }
  | { readonly provokes: false; readonly reason: NoOpportunityReason };

/**
 * 5E-OA-01/02, 5E-MOVE-12, 5E-ACT-06, 5E-MARK-01/02: whether leaving a reach gives the reach
 * holder an opportunity attack (one melee attack, just before the mover leaves the reach).
 */
export function opportunityAttack(f: DepartureFacts): OpportunityVerdict {
  if (!f.moverHostile) return { provokes: false, reason: 'notHostile' };
  if (!f.reactorSeesMover) return { provokes: false, reason: 'cannotSee' };
  if (!f.leavesReach) return { provokes: false, reason: 'stayedInReach' };
  if (f.movement === 'teleport') return { provokes: false, reason: 'teleported' };
  if (f.movement === 'forced') return { provokes: false, reason: 'forcedMovement' };
  if (f.moverDisengaged) return { provokes: false, reason: 'disengaged' };
  if (f.markedByReactor && !f.reactorReactionsPrevented) {
    if (f.reactorMarkAttackUsedThisTurn) return { provokes: false, reason: 'markAttackUsed' };
    return { provokes: true, viaMark: true, advantage: true, spendsReaction: false };
  }
  if (!f.reactorCanReact || f.reactorReactionsPrevented) {
    return { provokes: false, reason: 'noReaction' };
  }
  return { provokes: true, viaMark: false, advantage: false, spendsReaction: true };
}

/** A reach holder on the grid. */
export interface Reactor {
  readonly id: string;
  readonly space: Space;
  readonly reachFt: number;
  readonly hostileToMover: boolean;
  readonly seesMover: boolean;
  readonly canReact: boolean;
  readonly markedMover?: boolean;
  readonly reactionsPrevented?: boolean;
  readonly markAttackUsedThisTurn?: boolean;
}

/** One opportunity attack a path gives, placed before the step that leaves the reach. */
export interface OpportunityTrigger {
  readonly reactorId: string;
  /** Index of the position the mover still occupies when the attack happens (0 = start). */
  readonly atPosition: number;
  readonly viaMark: boolean;
  readonly advantage: boolean;
  readonly spendsReaction: boolean;
}

/**
 * With the grid on (AMB-31), finds every opportunity attack along a path of positions
 * (the mover's spaces, start first). Each reactor gets at most one: one reaction per round
 * (5E-REACT-02), one mark attack per turn (5E-MARK-02). 5E-MOUNT-08: a ridden mount's departure
 * lets the attacker pick the rider or the mount.
 */
export function opportunityTriggers(
  positions: readonly Space[],
  reactors: readonly Reactor[],
  mover: { readonly movement: MovementKind; readonly disengaged: boolean },
  metric: GridMetric,
): OpportunityTrigger[] {
  const out: OpportunityTrigger[] = [];
  for (const r of reactors) {
    for (let i = 0; i + 1 < positions.length; i += 1) {
      const here = gridDistanceFt(r.space, positions[i] as Space, metric) <= r.reachFt;
      const there = gridDistanceFt(r.space, positions[i + 1] as Space, metric) <= r.reachFt;
      if (!here || there) continue;
      const v = opportunityAttack({
        moverHostile: r.hostileToMover,
        reactorSeesMover: r.seesMover,
        leavesReach: true,
        movement: mover.movement,
        moverDisengaged: mover.disengaged,
        reactorCanReact: r.canReact,
        markedByReactor: r.markedMover,
        reactorReactionsPrevented: r.reactionsPrevented,
        reactorMarkAttackUsedThisTurn: r.markAttackUsedThisTurn,
      });
      if (v.provokes) {
        out.push({
          reactorId: r.id,
          atPosition: i,
          viaMark: v.viaMark,
          advantage: v.advantage,
          spendsReaction: v.spendsReaction,
        });
      }
      break;
    }
  }
  return out.sort((a, b) => a.atPosition - b.atPosition);
}

/** 5E-MOUNT-08: who an opportunity attack provoked by a ridden mount may target. */
export const MOUNTED_OA_TARGETS = ['rider', 'mount'] as const;
