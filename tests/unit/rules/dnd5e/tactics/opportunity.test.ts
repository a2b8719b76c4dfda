import { describe, expect, it } from 'vitest';
import {
  opportunityAttack,
  opportunityTriggers,
  positionalMode,
} from '../../../../../shared/rules/dnd5e/tactics';
import type { DepartureFacts, Reactor } from '../../../../../shared/rules/dnd5e/tactics';

const base: DepartureFacts = {
  moverHostile: true,
  reactorSeesMover: true,
  leavesReach: true,
  movement: 'own',
  moverDisengaged: false,
  reactorCanReact: true,
};
const at = (x: number, y = 0): { x: number; y: number; side: number } => ({ x, y, side: 1 });
const guard: Reactor = {
  id: 'guard',
  space: at(0),
  reachFt: 5,
  hostileToMover: true,
  seesMover: true,
  canReact: true,
};
const D = { diagonal5_10: false };

describe('opportunity attacks', () => {
  it('5E-OA-01 a visible hostile leaving your reach lets you react with one melee attack, just before it leaves', () => {
    expect(opportunityAttack(base)).toEqual({
      provokes: true,
      viaMark: false,
      advantage: false,
      spendsReaction: true,
    });
    expect(opportunityAttack({ ...base, reactorSeesMover: false })).toEqual({
      provokes: false,
      reason: 'cannotSee',
    });
    expect(opportunityAttack({ ...base, moverHostile: false })).toEqual({
      provokes: false,
      reason: 'notHostile',
    });
    expect(opportunityAttack({ ...base, leavesReach: false })).toEqual({
      provokes: false,
      reason: 'stayedInReach',
    });
    expect(opportunityAttack({ ...base, reactorCanReact: false })).toEqual({
      provokes: false,
      reason: 'noReaction',
    });
    // On the grid: path 1 → 2 → 3 leaves the guard's 5-ft reach between positions 0 and 1.
    const hits = opportunityTriggers(
      [at(1), at(2), at(3)],
      [guard],
      { movement: 'own', disengaged: false },
      D,
    );
    expect(hits).toEqual([
      { reactorId: 'guard', atPosition: 0, viaMark: false, advantage: false, spendsReaction: true },
    ]);
    // Reach 10: the attack comes before the step from 2 to 3.
    const pike = opportunityTriggers(
      [at(1), at(2), at(3)],
      [{ ...guard, reachFt: 10 }],
      { movement: 'own', disengaged: false },
      D,
    );
    expect(pike[0]?.atPosition).toBe(1);
    // Moving within reach provokes nothing; one attack per reactor even when leaving twice.
    expect(
      opportunityTriggers([at(1), at(1, 1)], [guard], { movement: 'own', disengaged: false }, D),
    ).toEqual([]);
    expect(
      opportunityTriggers(
        [at(1), at(2), at(1), at(2)],
        [guard],
        { movement: 'own', disengaged: false },
        D,
      ),
    ).toHaveLength(1);
    // AMB-31: without a map the tracker asks the DM instead of computing.
    expect(positionalMode(false)).toBe('promptDm');
    expect(positionalMode(true)).toBe('compute');
  });

  it('5E-OA-02 no opportunity attack after Disengage, when teleporting, or when moved without own movement, action or reaction', () => {
    expect(opportunityAttack({ ...base, moverDisengaged: true })).toEqual({
      provokes: false,
      reason: 'disengaged',
    });
    expect(opportunityAttack({ ...base, movement: 'teleport' })).toEqual({
      provokes: false,
      reason: 'teleported',
    });
    expect(opportunityAttack({ ...base, movement: 'forced' })).toEqual({
      provokes: false,
      reason: 'forcedMovement',
    });
    expect(
      opportunityTriggers([at(1), at(2)], [guard], { movement: 'own', disengaged: true }, D),
    ).toEqual([]);
    expect(
      opportunityTriggers([at(1), at(2)], [guard], { movement: 'forced', disengaged: false }, D),
    ).toEqual([]);
  });
});
