import type { ActionKind } from './actions';
import { CONTROLLED_MOUNT_ACTIONS } from './actions';
import { sizeDiff } from './size';
import type { Size, Verdict } from './types';
import { allow, deny } from './types';

/** Why a creature cannot serve as a mount. */
export type MountBlock = 'notLarger' | 'unwilling' | 'unsuitableAnatomy';

/**
 * 5E-MOUNT-01: a willing creature at least one size larger than the rider, with a suitable
 * anatomy (the DM's call), can be a mount.
 */
export function canServeAsMount(m: {
  readonly rider: Size;
  readonly mount: Size;
  readonly willing: boolean;
  readonly suitableAnatomy?: boolean;
}): Verdict<MountBlock> {
  if (sizeDiff(m.mount, m.rider) < 1) return deny('notLarger');
  if (!m.willing) return deny('unwilling');
  if (m.suitableAnatomy === false) return deny('unsuitableAnatomy');
  return allow();
}

/** 5E-MOUNT-02: mounting or dismounting costs half the speed. */
export const mountCostFt = (speedFt: number): number => Math.floor(speedFt / 2);

/** Why mounting or dismounting is impossible now. */
export type MountMoveBlock = 'speedZero' | 'notEnoughMovement' | 'alreadyThisMove' | 'tooFar';

/**
 * 5E-MOUNT-02: once during the move, a creature within 5 ft can be mounted (or the rider can
 * dismount) for half the speed; not with less movement left or speed 0.
 */
export function canMountOrDismount(m: {
  readonly speedFt: number;
  readonly remainingFt: number;
  readonly alreadyThisMove?: boolean;
  readonly distanceFt?: number;
}): Verdict<MountMoveBlock> {
  if (m.speedFt <= 0) return deny('speedZero');
  if (m.alreadyThisMove) return deny('alreadyThisMove');
  if ((m.distanceFt ?? 5) > 5) return deny('tooFar');
  return m.remainingFt >= mountCostFt(m.speedFt) ? allow() : deny('notEnoughMovement');
}

/** 5E-MOUNT-03: the save a rider makes when the mount is moved against its will or it is knocked prone. */
export const STAY_MOUNTED_DC = 10;

/**
 * 5E-MOUNT-03: the rider's DC 10 Dex save; on a failure it falls off and lands prone within
 * 5 ft of the mount.
 */
export function riderSave(dexSaveTotal: number): {
  readonly staysMounted: boolean;
  readonly landsProne: boolean;
} {
  const staysMounted = dexSaveTotal >= STAY_MOUNTED_DC;
  return { staysMounted, landsProne: !staysMounted };
}

/** How a mount acts (5E-MOUNT-05). */
export type MountMode = 'controlled' | 'independent';

/**
 * 5E-MOUNT-05/06/07: intelligent mounts always act independently; a controlled mount must be
 * trained to accept a rider; the rider otherwise chooses.
 */
export function mountMode(m: {
  readonly intelligent: boolean;
  readonly trained: boolean;
  readonly riderWantsControl: boolean;
}): MountMode {
  return !m.intelligent && m.trained && m.riderWantsControl ? 'controlled' : 'independent';
}

/**
 * 5E-MOUNT-06/07: what the mode means for the mount's turn: a controlled mount takes the
 * rider's initiative (its slot merges into the rider's), moves as directed and can only Dash,
 * Disengage or Dodge, even on the turn it was mounted; an independent one keeps its own slot
 * and acts freely.
 */
export function mountTurnRules(mode: MountMode): {
  readonly initiative: 'rider' | 'own';
  readonly allowedActions: readonly ActionKind[] | null;
  readonly actsOnTurnMounted: boolean;
} {
  return mode === 'controlled'
    ? { initiative: 'rider', allowedActions: CONTROLLED_MOUNT_ACTIONS, actsOnTurnMounted: true }
    : { initiative: 'own', allowedActions: null, actsOnTurnMounted: true };
}
