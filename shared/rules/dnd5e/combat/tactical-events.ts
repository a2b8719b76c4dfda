// Events of the tactical rules and their reducer. Each event carries the values it leads to (the
// new tactics, the new position, the new marks), so applying it is an assignment; nested
// objects are replaced, never edited, because replay shares them with the log.
import type { Draft } from '../../../encounter/draft';
import type { JsonObject } from '../../../encounter/json';
import type { EngineEvent } from '../../../encounter/types';
import type { CoverDegree } from '../tactics/cover';
import type { SquareFacing } from '../tactics/facing';
import type { Mark } from '../tactics/optionalActions';
import type { ActionKind } from '../tactics/actions';
import type { SpeedSet, Tactics, TurnBlocks } from '../tactics/turn';
import { endTurn, initialTactics, startTurn } from '../tactics/turn';
import type { Cell } from '../tactics/types';
import { cellKey } from '../tactics/types';
import type { FallingState, PassThrough, TacticalSys } from './state';
import { asJson, mutTsys } from './state';

/** Editable tactical statistics of a creature (reach, speeds, hover, facing data). */
export type TacticalStats = Pick<
  TacticalSys,
  | 'reachFt'
  | 'attacksPerAction'
  | 'baseSpeeds'
  | 'hover'
  | 'shield'
  | 'arcProfile'
  | 'aloftByMagic'
  | 'blocksPassage'
  | 'squeezing'
  | 'speedModifiers'
  | 'dragging'
  | 'healersKitCharges'
>;

/** What a creature's turn opens with. */
export interface TurnOpening {
  combatantId: string;
  speeds: SpeedSet;
  blocked: TurnBlocks;
  committedAction: ActionKind | null;
  allowedActions: readonly ActionKind[] | null;
}

/** What a map edit sets on its squares. */
export interface MapEdit {
  difficult?: boolean;
  wall?: boolean;
  cover?: CoverDegree;
}

/** Event constructors of the tactical rules. */
export const evc = {
  /** The turn economy changes (turn start/end, action, bonus action, reaction, move…). */
  tacticsChanged: (
    combatantId: string,
    reason: string,
    tactics: Tactics,
    detail?: JsonObject,
  ): EngineEvent => ({
    type: 'tacticsChanged',
    combatantId,
    reason,
    tactics: asJson(tactics),
    ...(detail ? { detail } : {}),
  }),
  /**
   * Creatures' own turns open (5E-TURN-01, 5E-REACT-02): the reducer starts a fresh turn for
   * each from these inputs. One event for all creatures acting together keeps the log small.
   */
  turnOpened: (entries: TurnOpening[]): EngineEvent => ({
    type: 'turnOpened',
    entries: entries.map((x) => ({
      combatantId: x.combatantId,
      speeds: { ...x.speeds },
      ...(x.blocked.movement || x.blocked.action || x.blocked.bonusAction || x.blocked.reaction
        ? { blocked: { ...x.blocked } }
        : {}),
      ...(x.committedAction ? { committedAction: x.committedAction } : {}),
      ...(x.allowedActions ? { allowedActions: [...x.allowedActions] } : {}),
    })),
  }),
  /** Creatures' own turns close. */
  turnClosed: (combatantIds: string[]): EngineEvent => ({ type: 'turnClosed', combatantIds }),
  /** A token is put on the map, taken off it, or set somewhere without moving (carried). */
  positioned: (
    combatantId: string,
    position: Cell | null,
    cause: string,
    squeezing = false,
  ): EngineEvent => ({
    type: 'positioned',
    combatantId,
    position: position ? { x: position.x, y: position.y } : null,
    cause,
    squeezing,
  }),
  /** A creature moves along a path (own movement, teleport or forced). */
  moved: (p: {
    combatantId: string;
    mode: string;
    movement: 'own' | 'teleport' | 'forced';
    from: Cell | null;
    to: Cell | null;
    path: Cell[];
    costFt: number;
    squeezing: boolean;
  }): EngineEvent => ({ type: 'moved', ...p }),
  /** Facing changes (5E-FACING-01). */
  facingSet: (combatantId: string, facing: SquareFacing | null, hexSide?: number): EngineEvent => ({
    type: 'facingSet',
    combatantId,
    facing,
    ...(hexSide !== undefined ? { hexSide } : {}),
  }),
  /** Squares of the battle map change. */
  mapEdited: (cells: Cell[], set: MapEdit): EngineEvent => ({
    type: 'mapEdited',
    cells: cells.map(cellKey),
    ...set,
  }),
  /** The battle map is wiped. */
  mapCleared: (): EngineEvent => ({ type: 'mapCleared' }),
  /** A creature's tactical statistics are set. */
  statsSet: (combatantId: string, stats: TacticalStats): EngineEvent => ({
    type: 'tacticalStatsSet',
    combatantId,
    stats: asJson(stats),
  }),
  /** The marks a creature holds (5E-MARK-01). */
  marksSet: (combatantId: string, marks: Mark[]): EngineEvent => ({
    type: 'marksSet',
    combatantId,
    marks: marks as unknown as JsonObject[],
  }),
  /** The one mark opportunity attack of a turn is used (5E-MARK-02). */
  markAttackUsed: (combatantId: string, turn: string | null): EngineEvent => ({
    type: 'markAttackUsed',
    combatantId,
    turn,
  }),
  /** Passage through hostile spaces won or used (5E-OVERRUN-01, 5E-TUMBLE-01). */
  passThroughSet: (combatantId: string, passThrough: PassThrough | null): EngineEvent => ({
    type: 'passThroughSet',
    combatantId,
    passThrough: passThrough ? asJson(passThrough) : null,
  }),
  /** Hidden with a Stealth total (5E-ACT-10), or revealed (5E-UNSEEN-04). */
  hidingSet: (combatantId: string, stealth: number | null): EngineEvent => ({
    type: 'hidingSet',
    combatantId,
    stealth,
  }),
  /** Clinging to a bigger creature (5E-CLIMB-02), or not. */
  clingingSet: (combatantId: string, targetId: string | null): EngineEvent => ({
    type: 'clingingSet',
    combatantId,
    targetId,
  }),
  /** A rider mounts (control mode) or dismounts (mountId null) (5E-MOUNT-*). */
  mountSet: (
    riderId: string,
    mountId: string | null,
    previousMountId: string | null,
    control: 'controlled' | 'independent' | null,
  ): EngineEvent => ({ type: 'mountSet', riderId, mountId, previousMountId, control }),
  /** Creatures are (or stop being) fully immersed underwater (5E-WATER-*). */
  underwaterSet: (combatantIds: string[], underwater: boolean): EngineEvent => ({
    type: 'underwaterSet',
    combatantIds,
    underwater,
  }),
  /** Height above the ground of a flier (5E-MOVE-13). */
  altitudeSet: (combatantId: string, altitudeFt: number): EngineEvent => ({
    type: 'altitudeSet',
    combatantId,
    altitudeFt,
  }),
  /** A long fall starts, goes on or ends (5E-FALL-02). */
  fallingSet: (combatantId: string, falling: FallingState | null): EngineEvent => ({
    type: 'fallingSet',
    combatantId,
    falling: falling ? asJson(falling) : null,
  }),
};

/** Event types of the tactical rules. */
export const COMBAT_EVENT_TYPES = [
  'tacticsChanged',
  'turnOpened',
  'turnClosed',
  'positioned',
  'moved',
  'facingSet',
  'mapEdited',
  'mapCleared',
  'tacticalStatsSet',
  'marksSet',
  'markAttackUsed',
  'passThroughSet',
  'hidingSet',
  'clingingSet',
  'mountSet',
  'underwaterSet',
  'altitudeSet',
  'fallingSet',
] as const;

type H = (d: Draft, e: EngineEvent) => void;
const NO_BLOCKS: TurnBlocks = {
  movement: false,
  action: false,
  bonusAction: false,
  reaction: false,
};
const t = (d: Draft, e: EngineEvent, key = 'combatantId'): TacticalSys =>
  mutTsys(d.combatant(e[key] as string));

function editMap(d: Draft, e: EngineEvent): void {
  const r = d.root();
  const old = (r.sys.map ?? {}) as JsonObject;
  const cells = e.cells as string[];
  const toggle = (list: string[], on: boolean | undefined): string[] => {
    if (on === undefined) return list;
    const set = new Set(list);
    for (const k of cells) {
      if (on) set.add(k);
      else set.delete(k);
    }
    return [...set].sort();
  };
  const cover = { ...((old.cover as Record<string, CoverDegree> | undefined) ?? {}) };
  if (e.cover !== undefined) {
    for (const k of cells) {
      if (e.cover === 'none') delete cover[k];
      else cover[k] = e.cover as CoverDegree;
    }
  }
  // The map is replaced, not edited, so the state before the event keeps its own map.
  r.sys = {
    ...r.sys,
    map: {
      difficult: toggle((old.difficult as string[] | undefined) ?? [], e.difficult as boolean),
      walls: toggle((old.walls as string[] | undefined) ?? [], e.wall as boolean),
      cover,
    },
  };
}

/** Reducer handlers of the tactical events. */
export const combatHandlers: Readonly<Record<string, H>> = {
  tacticsChanged(d, e) {
    t(d, e).tactics = e.tactics as unknown as Tactics;
  },
  turnOpened(d, e) {
    for (const x of e.entries as JsonObject[]) {
      const s = mutTsys(d.combatant(x.combatantId as string));
      s.tactics = startTurn(s.tactics ?? initialTactics(), {
        speeds: x.speeds as SpeedSet,
        blocked: (x.blocked as TurnBlocks | undefined) ?? NO_BLOCKS,
        committedAction: (x.committedAction as ActionKind | undefined) ?? null,
        allowedActions: (x.allowedActions as ActionKind[] | undefined) ?? null,
      });
    }
  },
  turnClosed(d, e) {
    for (const id of e.combatantIds as string[]) {
      const s = mutTsys(d.combatant(id));
      if (s.tactics) s.tactics = endTurn(s.tactics);
    }
  },
  positioned(d, e) {
    const s = t(d, e);
    s.position = e.position as Cell | null;
    s.squeezing = e.squeezing === true;
  },
  moved(d, e) {
    const s = t(d, e);
    s.position = e.to as Cell | null;
    s.squeezing = e.squeezing === true;
  },
  facingSet(d, e) {
    const s = t(d, e);
    s.facing = e.facing as SquareFacing | null;
    // A creature faces a side of its square or of its hex, as the map it stands on has.
    s.hexFacing = typeof e.hexSide === 'number' ? e.hexSide : null;
  },
  mapEdited: editMap,
  mapCleared(d) {
    const r = d.root();
    r.sys = { ...r.sys, map: { difficult: [], walls: [], cover: {} } };
  },
  tacticalStatsSet(d, e) {
    Object.assign(t(d, e), e.stats as object);
  },
  marksSet(d, e) {
    t(d, e).marks = e.marks as unknown as Mark[];
  },
  markAttackUsed(d, e) {
    t(d, e).markAttackTurn = e.turn as string | null;
  },
  passThroughSet(d, e) {
    t(d, e).passThrough = e.passThrough as unknown as PassThrough | null;
  },
  hidingSet(d, e) {
    t(d, e).hiding = e.stealth === null ? null : { stealth: e.stealth as number };
  },
  clingingSet(d, e) {
    t(d, e).clingingTo = e.targetId as string | null;
  },
  mountSet(d, e) {
    const rider = e.riderId as string;
    const mountId = e.mountId as string | null;
    const previous = e.previousMountId as string | null;
    mutTsys(d.combatant(rider)).mountedOn = mountId;
    if (previous && d.state.combatants[previous]) mutTsys(d.combatant(previous)).rider = null;
    if (mountId) {
      const control = (e.control as 'controlled' | 'independent' | null) ?? 'independent';
      mutTsys(d.combatant(mountId)).rider = { id: rider, control };
    }
  },
  underwaterSet(d, e) {
    for (const id of e.combatantIds as string[]) {
      mutTsys(d.combatant(id)).underwater = e.underwater === true;
    }
  },
  altitudeSet(d, e) {
    t(d, e).altitudeFt = e.altitudeFt as number;
  },
  fallingSet(d, e) {
    t(d, e).falling = e.falling as unknown as FallingState | null;
  },
};
