import { initiatorWins } from './contest';
import { canGrapple } from './grapple';
import type { GrappleBlock } from './grapple';
import { compareSize } from './size';
import type { Size, Verdict } from './types';

/** Advantage state of one roll before 5E-GEN-02 combines sources. */
export interface RollEdge {
  readonly advantage: boolean;
  readonly disadvantage: boolean;
}

const edge = (advantage: boolean, disadvantage: boolean): RollEdge => ({ advantage, disadvantage });

/**
 * 5E-CLIMB-01 / AMB-30: climbing onto a creature by grappling it. The grapple size limit of
 * 5E-GRAPPLE-02 applies only when the DM enables the check (`climbOntoSizeCheck`, default off:
 * the DM confirms instead, e.g. when magic lends a small creature supernatural might).
 */
export function canClimbByGrapple(
  a: {
    readonly climber: Size;
    readonly target: Size;
    readonly inReach: boolean;
    readonly freeHands?: number;
  },
  sizeCheck = false,
): Verdict<GrappleBlock> {
  // Without the size check the grapple is judged as if the sizes matched; reach and hands still count.
  return canGrapple({
    attacker: a.climber,
    target: sizeCheck ? a.target : a.climber,
    inReach: a.inReach,
    freeHands: a.freeHands,
  });
}

/** 5E-CLIMB-03: moving within the bigger creature's space counts as difficult terrain. */
export const CLINGING_MOVEMENT_IS_DIFFICULT = true;

/**
 * 5E-DISARM-02 / AMB-19: the rolls of a disarm attempt: the attacker has disadvantage against
 * an item held in two or more hands; the defender has advantage when larger than the attacker,
 * disadvantage when smaller (size categories).
 */
export function disarmEdges(d: {
  readonly attacker: Size;
  readonly defender: Size;
  readonly itemHeldWithHands: number;
}): { readonly attack: RollEdge; readonly defenderCheck: RollEdge } {
  const rel = compareSize(d.defender, d.attacker);
  return {
    attack: edge(false, d.itemHeldWithHands >= 2),
    defenderCheck: edge(rel === 'larger', rel === 'smaller'),
  };
}

/**
 * 5E-DISARM-01: the attack roll against the defender's Str (Athletics) or Dex (Acrobatics). A win
 * deals no damage and no other ill effect, and the defender drops the item; a tie keeps it.
 */
export function resolveDisarm(
  attackTotal: number,
  defenderTotal: number,
): {
  readonly itemDropped: boolean;
  readonly damage: 0;
} {
  return { itemDropped: initiatorWins(attackTotal, defenderTotal), damage: 0 };
}

/** 5E-MARK-01: a mark placed by a melee attack. */
export interface Mark {
  readonly attackerId: string;
  readonly targetId: string;
  /** The attacker's turns still to end before the mark lapses (1 = its next turn). */
  readonly attackerTurnEndsLeft: number;
}

/**
 * 5E-MARK-01 / AMB-22: a melee attack, hit or miss by default, may mark its target until the
 * end of the attacker's next turn; one mark per attacker, so a new mark replaces the old one.
 * Returns the attacker's marks after marking.
 */
export function placeMark(
  existing: readonly Mark[],
  m: {
    readonly attackerId: string;
    readonly targetId: string;
    readonly hit: boolean;
    readonly melee: boolean;
    /** False for a melee attack made on another creature's turn (an opportunity attack). */
    readonly duringOwnTurn?: boolean;
  },
  opts: { readonly markOnMiss?: boolean; readonly onePerAttacker?: boolean } = {},
): Mark[] {
  if (!m.melee || (!m.hit && !(opts.markOnMiss ?? true))) return [...existing];
  const kept =
    (opts.onePerAttacker ?? true)
      ? existing.filter((x) => x.attackerId !== m.attackerId)
      : existing.filter((x) => !(x.attackerId === m.attackerId && x.targetId === m.targetId));
  const attackerTurnEndsLeft = (m.duringOwnTurn ?? true) ? 2 : 1;
  return [...kept, { attackerId: m.attackerId, targetId: m.targetId, attackerTurnEndsLeft }];
}

/**
 * 5E-MARK-01: at the end of `attackerId`'s turn its marks count down; a mark placed during a turn
 * survives that turn's end and lapses at the end of the attacker's next turn.
 */
export function expireMarksAtTurnEnd(marks: readonly Mark[], attackerId: string): Mark[] {
  return marks
    .map((m) =>
      m.attackerId === attackerId ? { ...m, attackerTurnEndsLeft: m.attackerTurnEndsLeft - 1 } : m,
    )
    .filter((m) => m.attackerTurnEndsLeft > 0);
}

/** Whether `attackerId` holds a live mark on `targetId`. */
export const isMarkedBy = (marks: readonly Mark[], attackerId: string, targetId: string): boolean =>
  marks.some((m) => m.attackerId === attackerId && m.targetId === targetId);

/**
 * 5E-OVERRUN-01 / AMB-19: the mover's Str (Athletics) check against the hostile's Str
 * (Athletics), with advantage when larger and disadvantage when smaller; an action or a bonus
 * action. A win lets it move through that space once this turn.
 */
export function overrunEdge(mover: Size, hostile: Size): RollEdge {
  const rel = compareSize(mover, hostile);
  return edge(rel === 'larger', rel === 'smaller');
}

/** 5E-OVERRUN-01 / 5E-TUMBLE-01: the contest that grants passage through a hostile's space. */
export function resolvePassage(
  moverTotal: number,
  hostileTotal: number,
): {
  readonly mayPassOnceThisTurn: boolean;
} {
  return { mayPassOnceThisTurn: initiatorWins(moverTotal, hostileTotal) };
}

/** 5E-OVERRUN-01 / 5E-TUMBLE-01: either takes an action or a bonus action. */
export const PASSAGE_ACTION_COSTS = ['action', 'bonusAction'] as const;

/**
 * 5E-SHOVEASIDE-01: a shove that pushes the target sideways: the attacker's Str (Athletics)
 * check has disadvantage; a win moves the target 5 ft to a different space within reach.
 */
export const SHOVE_ASIDE = {
  ruleId: '5E-SHOVEASIDE-01',
  attackerCheck: edge(false, true),
  moveFt: 5,
  destination: 'differentSpaceWithinReach',
} as const;

/** 5E-SHOVEASIDE-01: resolves the sideways shove; a tie leaves the target in place. */
export function resolveShoveAside(
  attackerTotal: number,
  targetTotal: number,
): { readonly moved: boolean; readonly feet: number } {
  const moved = initiatorWins(attackerTotal, targetTotal);
  return { moved, feet: moved ? SHOVE_ASIDE.moveFt : 0 };
}

/**
 * 5E-TUMBLE-01: Dex (Acrobatics) against the hostile's Dex (Acrobatics), an action or a bonus
 * action; no size modifier. Resolve with `resolvePassage`.
 */
export const TUMBLE = {
  ruleId: '5E-TUMBLE-01',
  moverCheck: 'dex.acrobatics',
  hostileCheck: 'dex.acrobatics',
  edge: edge(false, false),
} as const;
