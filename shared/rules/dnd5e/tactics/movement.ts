import { sizeDiff } from './size';
import type { Size } from './types';
import { allow, deny } from './types';
import type { Verdict } from './types';

/** Ways of moving that carry their own speed (5E-MOVE-02, 5E-MOVE-05). */
export const MOVE_MODES = ['walk', 'fly', 'swim', 'climb', 'burrow'] as const;

/** One movement mode. */
export type MoveMode = (typeof MOVE_MODES)[number];

/** Conditions that add cost to every foot moved (5E-MOVE-06). */
export interface ExtraCosts {
  readonly difficult?: boolean;
  readonly crawling?: boolean;
  readonly squeezing?: boolean;
}

/**
 * 5E-MOVE-06 / -09 / 5E-SIZE-04: cost of one foot. Difficult terrain counts once however many
 * difficult features share the space; the extra costs of different rules add together.
 * `cost/ft = 1 + [difficult] + [crawling] + [squeezing]`.
 */
export const costPerFoot = (extra: ExtraCosts = {}): number =>
  1 + (extra.difficult ? 1 : 0) + (extra.crawling ? 1 : 0) + (extra.squeezing ? 1 : 0);

/** Movement spent to cover `distanceFt` under the given extra costs. */
export const movementCostFt = (distanceFt: number, extra: ExtraCosts = {}): number =>
  distanceFt * costPerFoot(extra);

/** 5E-MOVE-08: standing up from prone costs half the speed, `floor(speed/2)`. */
export const standUpCostFt = (speedFt: number): number => Math.floor(speedFt / 2);

/** Why a creature cannot stand up. */
export type StandUpBlock = 'speedZero' | 'notEnoughMovement';

/** 5E-MOVE-08: standing needs speed > 0 and at least half the speed still unspent. */
export function canStandUp(speedFt: number, remainingFt: number): Verdict<StandUpBlock> {
  if (speedFt <= 0) return deny('speedZero');
  return remainingFt >= standUpCostFt(speedFt) ? allow() : deny('notEnoughMovement');
}

/** 5E-MOVE-08: dropping prone costs no movement. */
export const DROP_PRONE_COST_FT = 0;

/**
 * 5E-MOVE-05: after switching to another speed, how far the creature can still move with it:
 * `newSpeed − movement already spent this turn`; 0 or less means the speed is unavailable.
 * `extraFromDash` adds the Dash bonus of the new speed (5E-ACT-05).
 */
export function remainingWithSpeed(
  newSpeedFt: number,
  movedThisTurnFt: number,
  dashes = 0,
): number {
  return newSpeedFt * (1 + dashes) - movedThisTurnFt;
}

/** 5E-ACT-05: total movement for the turn after `dashes` Dash actions at the current speed. */
export const dashBudgetFt = (currentSpeedFt: number, dashes: number): number =>
  currentSpeedFt * (1 + dashes);

/**
 * 5E-MOVE-10: moving through another creature's space. A nonhostile creature's space is open;
 * a hostile creature's space only when the sizes differ by two or more, or when an optional
 * contest (overrun, tumble) was won against it this turn.
 */
export function canMoveThrough(
  mover: Size,
  other: Size,
  hostile: boolean,
  wonPassage = false,
): Verdict<'hostileSpace'> {
  if (!hostile || wonPassage) return allow();
  return Math.abs(sizeDiff(mover, other)) >= 2 ? allow() : deny('hostileSpace');
}

/** 5E-MOVE-11: a creature may not willingly end its move in another creature's space. */
export function canEndMoveIn(occupiedByAnother: boolean): Verdict<'endInOccupiedSpace'> {
  return occupiedByAnother ? deny('endInOccupiedSpace') : allow();
}

/** 5E-MOVE-07: other creatures' spaces, hostile or not, are difficult terrain. */
export const CREATURE_SPACE_IS_DIFFICULT = true;

/** 5E-MOVE-07: the seed's examples of difficult terrain (labels in the tactics catalog). */
export const DIFFICULT_TERRAIN_EXAMPLES = [
  'lowFurniture',
  'rubble',
  'undergrowth',
  'steepStairs',
  'snow',
  'shallowBog',
  'creatureSpace',
] as const;

/** What keeps a flier in the air; 5E-MOVE-13 / 5E-FALL-03. */
export interface FlierState {
  readonly flying: boolean;
  readonly prone?: boolean;
  readonly speedZero?: boolean;
  readonly cannotMove?: boolean;
  readonly canHover?: boolean;
  readonly heldAloftByMagic?: boolean;
}

/**
 * 5E-MOVE-13 / 5E-FALL-03: a flying creature falls when knocked prone, reduced to speed 0 or
 * otherwise deprived of movement, unless it can hover or magic holds it aloft.
 */
export function flierFalls(s: FlierState): boolean {
  if (!s.flying || s.canHover || s.heldAloftByMagic) return false;
  return Boolean(s.prone || s.speedZero || s.cannotMove);
}
