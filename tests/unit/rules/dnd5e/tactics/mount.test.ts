import { describe, expect, it } from 'vitest';
import {
  canMountOrDismount,
  canServeAsMount,
  initialTactics,
  mountCostFt,
  mountMode,
  mountOrDismount,
  mountTurnRules,
  MOUNTED_OA_TARGETS,
  remainingMovementFt,
  riderSave,
  spendMovement,
  startTurn,
  STAY_MOUNTED_DC,
  takeAction,
  useReaction,
} from '../../../../../shared/rules/dnd5e/tactics';

describe('mounted combat', () => {
  it('5E-MOUNT-01 a willing creature at least one size larger with a suitable anatomy can be a mount', () => {
    expect(canServeAsMount({ rider: 'medium', mount: 'large', willing: true }).legal).toBe(true);
    expect(canServeAsMount({ rider: 'small', mount: 'medium', willing: true }).legal).toBe(true);
    expect(canServeAsMount({ rider: 'medium', mount: 'medium', willing: true })).toEqual({
      legal: false,
      reason: 'notLarger',
    });
    expect(canServeAsMount({ rider: 'medium', mount: 'large', willing: false })).toEqual({
      legal: false,
      reason: 'unwilling',
    });
    expect(
      canServeAsMount({ rider: 'medium', mount: 'large', willing: true, suitableAnatomy: false }),
    ).toEqual({ legal: false, reason: 'unsuitableAnatomy' });
  });

  it('5E-MOUNT-02 mounting or dismounting once per move, within 5 ft, for half the speed; not at speed 0 or short of movement', () => {
    expect(mountCostFt(30)).toBe(15);
    expect(canMountOrDismount({ speedFt: 30, remainingFt: 15 }).legal).toBe(true);
    expect(canMountOrDismount({ speedFt: 0, remainingFt: 30 })).toEqual({
      legal: false,
      reason: 'speedZero',
    });
    expect(canMountOrDismount({ speedFt: 30, remainingFt: 30, alreadyThisMove: true })).toEqual({
      legal: false,
      reason: 'alreadyThisMove',
    });
    expect(canMountOrDismount({ speedFt: 30, remainingFt: 30, distanceFt: 10 })).toEqual({
      legal: false,
      reason: 'tooFar',
    });
    const t = mountOrDismount(startTurn(initialTactics(), { speeds: { walk: 30 } }));
    expect(t.turn ? remainingMovementFt(t.turn) : 0).toBe(15);
    expect(() => mountOrDismount(t)).toThrow(/mountOncePerMove/);
  });

  it('EX-45 speed 30 with 10 ft of movement left cannot mount (costs 15)', () => {
    expect(canMountOrDismount({ speedFt: 30, remainingFt: 10 })).toEqual({
      legal: false,
      reason: 'notEnoughMovement',
    });
    const t = spendMovement(startTurn(initialTactics(), { speeds: { walk: 30 } }), 20);
    expect(() => mountOrDismount(t)).toThrow(/notEnoughMovement/);
  });

  it('5E-MOUNT-03 a mount moved against its will, or a rider knocked prone: DC 10 Dex save or fall off prone within 5 ft', () => {
    expect(STAY_MOUNTED_DC).toBe(10);
    expect(riderSave(10)).toEqual({ staysMounted: true, landsProne: false });
    expect(riderSave(9)).toEqual({ staysMounted: false, landsProne: true });
  });

  it('5E-MOUNT-04 a mount knocked prone: the rider may use its reaction to land on its feet, else falls prone', () => {
    expect(useReaction(initialTactics(), 'dismountFromFallingMount').reactionAvailable).toBe(false);
  });

  it('5E-MOUNT-05 the rider controls the mount or lets it act independently; intelligent mounts act independently', () => {
    expect(mountMode({ intelligent: false, trained: true, riderWantsControl: true })).toBe(
      'controlled',
    );
    expect(mountMode({ intelligent: false, trained: true, riderWantsControl: false })).toBe(
      'independent',
    );
    expect(mountMode({ intelligent: true, trained: true, riderWantsControl: true })).toBe(
      'independent',
    );
  });

  it('5E-MOUNT-06 a controlled (trained) mount takes the rider’s initiative and can only Dash, Disengage or Dodge, even on the turn mounted', () => {
    expect(mountMode({ intelligent: false, trained: false, riderWantsControl: true })).toBe(
      'independent',
    );
    const rules = mountTurnRules('controlled');
    expect(rules).toEqual({
      initiative: 'rider',
      allowedActions: ['dash', 'disengage', 'dodge'],
      actsOnTurnMounted: true,
    });
    const horse = startTurn(initialTactics(), {
      speeds: { walk: 60 },
      allowedActions: rules.allowedActions,
    });
    expect(() => takeAction(horse, { kind: 'attack' })).toThrow(/actionNotAllowed/);
    expect(takeAction(horse, { kind: 'disengage' }).tactics.turn?.disengaged).toBe(true);
  });

  it('5E-MOUNT-07 an independent mount keeps its initiative slot and acts as it wishes', () => {
    expect(mountTurnRules('independent')).toEqual({
      initiative: 'own',
      allowedActions: null,
      actsOnTurnMounted: true,
    });
    const warg = startTurn(initialTactics(), {
      speeds: { walk: 50 },
      allowedActions: mountTurnRules('independent').allowedActions,
    });
    expect(takeAction(warg, { kind: 'attack' }).tactics.turn?.attacksLeft).toBe(1);
  });

  it('5E-MOUNT-08 an opportunity attack provoked by the mount may target the rider or the mount', () => {
    expect(MOUNTED_OA_TARGETS).toEqual(['rider', 'mount']);
  });
});
