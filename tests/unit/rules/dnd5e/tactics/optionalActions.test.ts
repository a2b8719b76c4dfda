import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  canClimbByGrapple,
  CLINGING_MOVEMENT_IS_DIFFICULT,
  collectAttackModifiers,
  disarmEdges,
  expireMarksAtTurnEnd,
  isMarkedBy,
  opportunityAttack,
  overrunEdge,
  PASSAGE_ACTION_COSTS,
  placeMark,
  planPath,
  resolveDisarm,
  resolvePassage,
  resolveShoveAside,
  SHOVE_ASIDE,
  TUMBLE,
} from '../../../../../shared/rules/dnd5e/tactics';
import type { Mark } from '../../../../../shared/rules/dnd5e/tactics';
import type { OptionValues } from '../../../../../shared';
import { enc } from '../helpers';

/** The options a new 5e encounter resolves (defaults filled in, values checked). */
const optionsOf = (values: OptionValues = {}) => enc([], values).options;

describe('climbing onto a bigger creature (act.climbOnto)', () => {
  it('5E-CLIMB-01 climbing on by grappling; the size limit is the DM’s call (AMB-30: no automatic check)', () => {
    expect(
      canClimbByGrapple({ climber: 'medium', target: 'gargantuan', inReach: true }).legal,
    ).toBe(true);
    expect(
      canClimbByGrapple({ climber: 'medium', target: 'gargantuan', inReach: true }, true),
    ).toEqual({ legal: false, reason: 'targetTooLarge' });
    expect(
      canClimbByGrapple({ climber: 'medium', target: 'large', inReach: true }, true).legal,
    ).toBe(true);
    expect(canClimbByGrapple({ climber: 'medium', target: 'huge', inReach: false })).toEqual({
      legal: false,
      reason: 'outOfReach',
    });
    expect(optionsOf({ 'act.climbOnto': true })['climbOnto.sizeCheck']).toBe(false);
  });

  it('5E-CLIMB-02 the climber’s action: Str (Athletics) or Dex (Acrobatics) vs Dex (Acrobatics); a win means clinging with advantage on attacks', () => {
    expect(ACTIONS.find((a) => a.key === 'climbOnto')).toMatchObject({
      ruleId: '5E-CLIMB-02',
      requires: 'act.climbOnto',
    });
    expect(collectAttackModifiers({ kind: 'melee', clingingToTarget: true })).toEqual([
      { key: 'clingingToTarget', edge: 'advantage', ruleId: '5E-CLIMB-02' },
    ]);
  });

  it('5E-CLIMB-03 moving within the bigger creature’s space is difficult terrain', () => {
    expect(CLINGING_MOVEMENT_IS_DIFFICULT).toBe(true);
    const giant = {
      id: 'giant',
      space: { x: 0, y: 0, side: 3 },
      size: 'huge' as const,
      hostile: true,
    };
    const r = planPath({
      start: { x: 0, y: 0 },
      steps: [{ x: 1, y: 0 }],
      mover: { size: 'medium' },
      map: { creatures: [giant] },
      remainingFt: 30,
      options: { diagonal5_10: false },
    });
    expect(r.steps[0]).toMatchObject({ difficult: true, costFt: 10 });
  });

  it('5E-CLIMB-04 the bigger creature’s action to dislodge: Str (Athletics) vs the clinger’s choice; a tie keeps it on', () => {
    expect(ACTIONS.find((a) => a.key === 'dislodge')).toMatchObject({
      ruleId: '5E-CLIMB-04',
      check: 'str.athletics',
    });
  });
});

describe('disarm (act.disarm)', () => {
  it('5E-DISARM-01 attack roll vs Str (Athletics) or Dex (Acrobatics); a win drops the item, no damage; a tie keeps it', () => {
    expect(resolveDisarm(17, 12)).toEqual({ itemDropped: true, damage: 0 });
    expect(resolveDisarm(12, 12)).toEqual({ itemDropped: false, damage: 0 });
  });

  it('5E-DISARM-02 disadvantage against a two-handed grip; the defender has advantage if larger, disadvantage if smaller', () => {
    expect(disarmEdges({ attacker: 'medium', defender: 'medium', itemHeldWithHands: 2 })).toEqual({
      attack: { advantage: false, disadvantage: true },
      defenderCheck: { advantage: false, disadvantage: false },
    });
    expect(
      disarmEdges({ attacker: 'medium', defender: 'large', itemHeldWithHands: 1 }).defenderCheck,
    ).toEqual({ advantage: true, disadvantage: false });
    expect(
      disarmEdges({ attacker: 'medium', defender: 'small', itemHeldWithHands: 1 }).defenderCheck,
    ).toEqual({ advantage: false, disadvantage: true });
    expect(
      collectAttackModifiers({ kind: 'melee', disarmAgainstTwoHandedGrip: true })[0]?.ruleId,
    ).toBe('5E-DISARM-02');
  });
});

describe('mark (act.mark)', () => {
  it('5E-MARK-01 a melee attack marks its target until the end of the attacker’s next turn; its OAs against it have advantage (AMB-22)', () => {
    let marks: Mark[] = placeMark([], {
      attackerId: 'f',
      targetId: 'orc',
      hit: false,
      melee: true,
    });
    expect(isMarkedBy(marks, 'f', 'orc')).toBe(true);
    expect(
      placeMark(
        [],
        { attackerId: 'f', targetId: 'orc', hit: false, melee: true },
        { markOnMiss: false },
      ),
    ).toEqual([]);
    expect(placeMark([], { attackerId: 'f', targetId: 'orc', hit: true, melee: false })).toEqual(
      [],
    );
    marks = expireMarksAtTurnEnd(marks, 'f');
    expect(isMarkedBy(marks, 'f', 'orc')).toBe(true);
    expect(isMarkedBy(expireMarksAtTurnEnd(marks, 'someoneElse'), 'f', 'orc')).toBe(true);
    marks = expireMarksAtTurnEnd(marks, 'f');
    expect(isMarkedBy(marks, 'f', 'orc')).toBe(false);
    // Marked on another creature's turn: lasts to the end of the attacker's next turn only.
    const oa = placeMark([], {
      attackerId: 'f',
      targetId: 'orc',
      hit: true,
      melee: true,
      duringOwnTurn: false,
    });
    expect(expireMarksAtTurnEnd(oa, 'f')).toEqual([]);
    // One mark per attacker: a new mark replaces the old one.
    const two = placeMark(
      placeMark([], { attackerId: 'f', targetId: 'orc', hit: true, melee: true }),
      { attackerId: 'f', targetId: 'goblin', hit: true, melee: true },
    );
    expect(two.map((m) => m.targetId)).toEqual(['goblin']);
    const both = placeMark(
      placeMark([], { attackerId: 'f', targetId: 'orc', hit: true, melee: true }),
      { attackerId: 'f', targetId: 'goblin', hit: true, melee: true },
      { onePerAttacker: false },
    );
    expect(both.map((m) => m.targetId)).toEqual(['orc', 'goblin']);
    expect(collectAttackModifiers({ kind: 'melee', opportunityAttackOnMarked: true })[0]).toEqual({
      key: 'markedOpportunityAttack',
      edge: 'advantage',
      ruleId: '5E-MARK-01',
    });
  });

  it('5E-MARK-02 the mark OA spends no reaction, is barred when reactions are prevented, and is limited to one per turn', () => {
    const facts = {
      moverHostile: true,
      reactorSeesMover: true,
      leavesReach: true,
      movement: 'own' as const,
      moverDisengaged: false,
      reactorCanReact: false,
      markedByReactor: true,
    };
    expect(opportunityAttack(facts)).toEqual({
      provokes: true,
      viaMark: true,
      advantage: true,
      spendsReaction: false,
    });
    expect(opportunityAttack({ ...facts, reactorReactionsPrevented: true })).toEqual({
      provokes: false,
      reason: 'noReaction',
    });
    expect(opportunityAttack({ ...facts, reactorMarkAttackUsedThisTurn: true })).toEqual({
      provokes: false,
      reason: 'markAttackUsed',
    });
    expect(opportunityAttack({ ...facts, moverDisengaged: true })).toEqual({
      provokes: false,
      reason: 'disengaged',
    });
  });
});

describe('overrun, shove aside, tumble', () => {
  it('5E-OVERRUN-01 action or bonus action, Str (Athletics) contest; advantage if larger, disadvantage if smaller; a win passes once this turn', () => {
    expect(ACTIONS.find((a) => a.key === 'overrun')).toMatchObject({
      ruleId: '5E-OVERRUN-01',
      check: 'str.athletics',
      bonusActionAllowed: true,
    });
    expect(PASSAGE_ACTION_COSTS).toEqual(['action', 'bonusAction']);
    expect(overrunEdge('large', 'medium')).toEqual({ advantage: true, disadvantage: false });
    expect(overrunEdge('small', 'medium')).toEqual({ advantage: false, disadvantage: true });
    expect(overrunEdge('medium', 'medium')).toEqual({ advantage: false, disadvantage: false });
    expect(resolvePassage(14, 13).mayPassOnceThisTurn).toBe(true);
    expect(resolvePassage(13, 13).mayPassOnceThisTurn).toBe(false);
    // The won passage opens the hostile's space to the path planner.
    const orc = {
      id: 'orc',
      space: { x: 1, y: 0, side: 1 },
      size: 'medium' as const,
      hostile: true,
    };
    const through = planPath({
      start: { x: 0, y: 0 },
      steps: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
      mover: { size: 'medium', passThroughIds: ['orc'] },
      map: { creatures: [orc] },
      remainingFt: 30,
      options: { diagonal5_10: false },
    });
    expect(through.ok).toBe(true);
    expect(through.costFt).toBe(15);
  });

  it('5E-SHOVEASIDE-01 a shove sideways: disadvantage on the Athletics check; a win moves the target 5 ft to another space in reach', () => {
    expect(SHOVE_ASIDE).toMatchObject({
      attackerCheck: { advantage: false, disadvantage: true },
      moveFt: 5,
      destination: 'differentSpaceWithinReach',
    });
    expect(resolveShoveAside(15, 11)).toEqual({ moved: true, feet: 5 });
    expect(resolveShoveAside(11, 11)).toEqual({ moved: false, feet: 0 });
  });

  it('5E-TUMBLE-01 action or bonus action, Dex (Acrobatics) contest; a win passes through the hostile’s space once this turn', () => {
    expect(ACTIONS.find((a) => a.key === 'tumble')).toMatchObject({
      ruleId: '5E-TUMBLE-01',
      check: 'dex.acrobatics',
      bonusActionAllowed: true,
    });
    expect(TUMBLE).toMatchObject({ moverCheck: 'dex.acrobatics', hostileCheck: 'dex.acrobatics' });
    expect(resolvePassage(17, 9).mayPassOnceThisTurn).toBe(true);
    expect(resolvePassage(9, 17).mayPassOnceThisTurn).toBe(false);
  });
});
