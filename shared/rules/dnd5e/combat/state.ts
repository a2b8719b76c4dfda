// The tactical part of a 5e combatant's `sys` (turn economy, token on the grid, mount, grapple
// helpers…) and of the encounter's `sys` (the battle map). Every field is optional so states
// stored before these rules existed still read; the accessors supply the defaults.
import type { JsonObject } from '../../../encounter/json';
import type { Combatant, EncounterState } from '../../../encounter/types';
import { sys5 } from '../sys';
import type { CoverDegree } from '../tactics/cover';
import type { SquareFacing } from '../tactics/facing';
import type { MoveMode } from '../tactics/movement';
import type { Mark } from '../tactics/optionalActions';
import type { SpeedSet, Tactics } from '../tactics/turn';
import { initialTactics } from '../tactics/turn';
import type { Cell } from '../tactics/types';

/** Arc set of a creature under the facing rule (5E-FACING-04). */
export type ArcProfileKey = 'standard' | 'allFront' | 'threeFrontOneRear';

/** A long fall in progress under `fall.rate` (5E-FALL-02). */
export interface FallingState {
  /** Height the fall started from. */
  totalFt: number;
  /** Feet still to fall. */
  remainingFt: number;
  /** Turn key during which the fall started (its end does not drop the creature again). */
  startedTurn: string | null;
  /** Round in which the fall started (5E-FALL-05: arresting needs a later turn). */
  startedRound: number;
}

/** Passage won through hostile spaces this turn (5E-OVERRUN-01, 5E-TUMBLE-01). */
export interface PassThrough {
  /** The turn the passage is good for. */
  turn: string;
  /** Hostile creatures whose space may be crossed once. */
  ids: string[];
}

/**
 * The tactical fields of a 5e combatant's `sys`, as the DM view carries them.
 *
 * - `tactics`: the turn economy (`Tactics` of tactics/turn.ts): `reactionAvailable`, `dodging`,
 *   `readied`, `helping`, and `turn` (null outside its own turn) with `speeds`, `movementUsed`,
 *   `dashes`, `actionsAllowed`, `actionsTaken`, `bonusActionUsed`, `freeInteractionUsed`,
 *   `disengaged`, `attacksLeft`, `mountedOrDismounted`, `blocked`, `committedAction`,
 *   `allowedActions`. Movement left in a mode: `remainingMovementFt(turn, mode)`.
 * - `position`: north-west square of its token (grid on), null when not on the map.
 * - `facing`, `arcProfile`, `shield`: the facing rule's data.
 * - `baseSpeeds`, `reachFt`, `attacksPerAction`, `hover`: from the statblock or set by the DM; `blocksPassage`: it
 *   lets no ally through its space (5E-SIZE-02).
 * - `squeezing`: it is squeezed into a smaller space (5E-SIZE-04), after a move or as the DM set.
 * - `speedModifiers`: feet added to or removed from its speeds (5E-ACT-05, 5E-MOVE-06).
 * - `dragging`: the grappled creatures it drags or carries, halving its speed (5E-GRAPPLE-06).
 * - `mountedOn` (rider) / `rider` (mount), `clingingTo`, `marks`, `passThrough`, `hiding`,
 *   `underwater`, `altitudeFt`, `aloftByMagic`, `falling`.
 */
/** A change to a creature's speed (heavy armour without the Strength, a spell, an injury). */
export interface SpeedModifier {
  /** What causes it, as the DM names it. */
  label: string;
  /** Feet added (positive) or removed (negative). */
  feet: number;
  /** The speed it changes; the walking speed when absent (000:L23: "speed" is walking speed). */
  mode?: MoveMode;
}

/** Grappled creatures a creature drags or carries along (5E-GRAPPLE-06). */
export interface Dragging {
  ids: string[];
  /** Whether its speed is halved (some dragged creature is less than two sizes smaller). */
  halves: boolean;
}

export interface TacticalSys {
  tactics?: Tactics;
  position?: Cell | null;
  facing?: SquareFacing | null;
  /** The side of its hex it faces on a hex map, 0–5 clockwise from east (5E-FACING-06). */
  hexFacing?: number | null;
  arcProfile?: ArcProfileKey;
  shield?: { bonus: number; side: 'left' | 'right' } | null;
  baseSpeeds?: SpeedSet;
  reachFt?: number;
  attacksPerAction?: number;
  hover?: boolean;
  blocksPassage?: boolean;
  squeezing?: boolean;
  speedModifiers?: SpeedModifier[];
  dragging?: Dragging | null;
  /** Uses left in the healer's kit it carries (5E-HKIT-01), set with its statistics. */
  healersKitCharges?: number | null;
  mountedOn?: string | null;
  rider?: { id: string; control: 'controlled' | 'independent' } | null;
  clingingTo?: string | null;
  marks?: Mark[];
  markAttackTurn?: string | null;
  passThrough?: PassThrough | null;
  hiding?: { stealth: number } | null;
  underwater?: boolean;
  altitudeFt?: number;
  aloftByMagic?: boolean;
  falling?: FallingState | null;
}

/** The tactical fields of a combatant's 5e state. */
export function tsys(c: Combatant): TacticalSys {
  return sys5(c) as unknown as TacticalSys;
}

/** Writable tactical fields of a combatant obtained from a draft. */
export function mutTsys(c: Combatant): TacticalSys {
  return c.sys as unknown as TacticalSys;
}

/** The turn economy of a combatant (a fresh one when none is stored yet). */
export function tactics5(c: Combatant): Tactics {
  return tsys(c).tactics ?? initialTactics();
}

/** Token position, or null when the creature is not on the map. */
export function positionOf(c: Combatant): Cell | null {
  return tsys(c).position ?? null;
}

/** Melee reach in feet (5E-MELEE-01: 5 ft unless the statblock says more). */
export function reachOf(c: Combatant): number {
  return tsys(c).reachFt ?? 5;
}

/** The battle map (encounter `sys.map`): difficult squares, walls and cover by square key. */
export interface BattleMap {
  /** Difficult terrain (5E-MOVE-06/07). */
  difficult: string[];
  /** Square-filling features: impassable, corners uncuttable (5E-GRID-05), total cover. */
  walls: string[];
  /** Obstacles giving cover (5E-COVER-03/04/05), by square key. */
  cover: Record<string, CoverDegree>;
}

/** The battle map of an encounter (empty when none was drawn). */
export function battleMap(state: EncounterState): BattleMap {
  const m = state.sys.map as unknown as Partial<BattleMap> | undefined;
  return { difficult: m?.difficult ?? [], walls: m?.walls ?? [], cover: m?.cover ?? {} };
}

/** True when the `grid` option is on (AMB-31: compute positional facts). */
export function gridOn(state: EncounterState): boolean {
  return state.options.grid === true;
}

/**
 * Identifies the turn in progress (round, slot and active creatures), for "once this turn"
 * limits: one mark attack per turn (5E-MARK-02), passage won this turn (5E-OVERRUN-01).
 */
export function turnKey(state: EncounterState): string | null {
  const t = state.turn;
  return t ? `${state.round}:${t.slotKey}:${t.activeIds.join(',')}` : null;
}

/** Movement modes a creature has among its speeds. */
export function modesOf(speeds: SpeedSet): MoveMode[] {
  return (Object.keys(speeds) as MoveMode[]).filter((m) => speeds[m] !== undefined);
}

/** A tactical value as stored JSON. */
export function asJson<T>(value: T): JsonObject {
  return value as unknown as JsonObject;
}
