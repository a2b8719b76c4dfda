import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  canReact,
  dashBudgetFt,
  DM_MAY_CHARGE_ACTION_EXAMPLES,
  dodgeActive,
  endTurn,
  FREE_ACTIVITIES,
  initialTactics,
  interactWithObject,
  loseReadiedSpell,
  loseDodgeIf,
  diagonalsForNextMove,
  makeAttack,
  OBJECT_INTERACTION_EXAMPLES,
  releaseReadied,
  remainingMovementFt,
  spendMovement,
  startTurn,
  takeAction,
  takeBonusAction,
  useAttackHelp,
  useReaction,
  useTaskHelp,
  collectAttackModifiers,
  collectDexSaveModifiers,
} from '../../../../../shared/rules/dnd5e/tactics';
import type { Tactics, TurnStartContext } from '../../../../../shared/rules/dnd5e/tactics';
import type { OptionValues } from '../../../../../shared';
import { enc } from '../helpers';

/** The options a new 5e encounter resolves (defaults filled in, values checked). */
const optionsOf = (values: OptionValues = {}) => enc([], values).options;

const begin = (speed = 30, extra: Partial<TurnStartContext> = {}): Tactics =>
  startTurn(initialTactics(), { speeds: { walk: speed }, ...extra });
const left = (t: Tactics): number => (t.turn ? remainingMovementFt(t.turn) : Number.NaN);
const act = (
  t: Tactics,
  kind:
    | 'dash'
    | 'disengage'
    | 'dodge'
    | 'hide'
    | 'search'
    | 'useObject'
    | 'castSpell'
    | 'improvised'
    | 'feature',
): Tactics => takeAction(t, { kind }).tactics;

describe('turn economy', () => {
  it('5E-TURN-01 on a turn: move up to the speed and take one action, in either order', () => {
    const t = begin(30);
    expect(left(t)).toBe(30);
    expect(t.turn?.actionsAllowed).toBe(1);
    const actFirst = spendMovement(act(t, 'search'), 30);
    const moveFirst = act(spendMovement(t, 30), 'search');
    expect(left(actFirst)).toBe(0);
    expect(moveFirst.turn?.actionsTaken).toEqual(['search']);
    expect(() => act(actFirst, 'hide')).toThrow(/noActionLeft/);
    // A feature granting another action (Action Surge) raises the count.
    const surge = act(act(begin(30, { actionsAllowed: 2 }), 'search'), 'hide');
    expect(surge.turn?.actionsTaken).toEqual(['search', 'hide']);
  });

  it('5E-TURN-02 a creature may skip moving, acting, or everything; the turn still ends cleanly', () => {
    const t = begin(30);
    const ended = endTurn(t);
    expect(ended.turn).toBeNull();
    expect(ended.reactionAvailable).toBe(true);
  });

  it('5E-TURN-03 a bonus action exists only when a feature, spell or rule grants it', () => {
    expect(() => takeBonusAction(begin(), '')).toThrow(/noBonusActionSource/);
    const t = takeBonusAction(begin(), 'cunningAction');
    expect(t.turn?.bonusActionUsed).toBe(true);
    expect(t.turn?.bonusActionSource).toBe('cunningAction');
  });

  it('5E-TURN-04 at most one bonus action per turn', () => {
    const t = takeBonusAction(begin(), 'cunningAction');
    expect(() => takeBonusAction(t, 'healingWord')).toThrow(/bonusActionUsed/);
  });

  it('5E-TURN-05 the bonus action is taken any time; whatever bars actions bars it too', () => {
    const t = spendMovement(takeBonusAction(spendMovement(begin(), 10), 'cunningAction'), 10);
    expect(t.turn?.bonusActionUsed).toBe(true);
    const incap = begin(30, {
      blocked: { movement: false, action: true, bonusAction: true, reaction: true },
    });
    expect(() => takeBonusAction(incap, 'cunningAction')).toThrow(/bonusActionBlocked/);
    expect(() => act(incap, 'dodge')).toThrow(/actionBlocked/);
  });

  it('5E-TURN-06 brief speech and gestures cost neither action nor movement', () => {
    expect(FREE_ACTIVITIES.find((f) => f.key === 'communicate')?.ruleId).toBe('5E-TURN-06');
  });

  it('5E-TURN-07 one object interaction per turn is free, during the move or the action', () => {
    const first = interactWithObject(spendMovement(begin(), 10));
    expect(first.usedAction).toBe(false);
    expect(first.tactics.turn?.freeInteractionUsed).toBe(true);
    expect(first.tactics.turn?.actionsTaken).toEqual([]);
    expect(left(first.tactics)).toBe(20);
    expect(OBJECT_INTERACTION_EXAMPLES).toHaveLength(21);
    expect(OBJECT_INTERACTION_EXAMPLES).toContain('drawOrSheatheSword');
    expect(OBJECT_INTERACTION_EXAMPLES).toContain('handItemToCharacter');
  });

  it('5E-TURN-08 a second interaction, or an item that always needs it, takes the action', () => {
    const once = interactWithObject(begin()).tactics;
    const second = interactWithObject(once);
    expect(second.usedAction).toBe(true);
    expect(second.tactics.turn?.actionsTaken).toEqual(['useObject']);
    expect(() => interactWithObject(second.tactics)).toThrow(/noActionLeft/);
    const magic = interactWithObject(begin(), { requiresAction: true });
    expect(magic.usedAction).toBe(true);
    expect(magic.tactics.turn?.freeInteractionUsed).toBe(false);
  });

  it('5E-TURN-09 the DM may charge an action for a costly interaction (stuck door, winch)', () => {
    expect(DM_MAY_CHARGE_ACTION_EXAMPLES).toEqual(['openStuckDoor', 'turnWinch']);
    const stuck = interactWithObject(begin(), { dmRequiresAction: true });
    expect(stuck.usedAction).toBe(true);
  });
});

describe('diagonal count across a turn (AMB-16)', () => {
  it('AMB-16 the turn keeps the 5/10 count between stretches of movement unless reset per stretch', () => {
    const t = spendMovement(begin(), 5, 'walk', 1);
    expect(t.turn?.diagonals).toBe(1);
    expect(t.turn ? diagonalsForNextMove(t.turn) : -1).toBe(1);
    expect(t.turn ? diagonalsForNextMove(t.turn, 'perSegment') : -1).toBe(0);
    expect(startTurn(endTurn(t), { speeds: { walk: 30 } }).turn?.diagonals).toBe(0);
  });
});

describe('reactions', () => {
  it('5E-REACT-01 a reaction answers a trigger on any creature’s turn; the opportunity attack is the usual one', () => {
    const outside = initialTactics();
    expect(outside.turn).toBeNull();
    const reacted = useReaction(outside, 'opportunityAttack');
    expect(reacted.reactionAvailable).toBe(false);
  });

  it('5E-REACT-02 one reaction per round: none again until the start of the own next turn', () => {
    let t = useReaction(initialTactics(), 'opportunityAttack');
    expect(canReact(t)).toBe(false);
    expect(() => useReaction(t, 'feature')).toThrow(/noReaction/);
    t = endTurn(startTurn(t, { speeds: { walk: 30 } }));
    expect(canReact(t)).toBe(true);
    expect(canReact(t, true)).toBe(false);
  });

  it('5E-SURP-03 as tracked here: a surprised creature cannot react until its first turn ends', () => {
    const surprised = initialTactics(true);
    expect(canReact(surprised)).toBe(false);
    const turn = startTurn(surprised, {
      speeds: { walk: 30 },
      blocked: { movement: true, action: true, bonusAction: true, reaction: true },
    });
    expect(canReact(turn)).toBe(false);
    expect(() => spendMovement(turn, 5)).toThrow(/movementBlocked/);
    expect(canReact(endTurn(turn))).toBe(true);
  });

  it('5E-REACT-03 the interrupted creature continues its turn right after the reaction', () => {
    let mover = spendMovement(begin(30), 10);
    const before = mover.turn;
    const reactor = useReaction(initialTactics(), 'opportunityAttack');
    expect(reactor.reactionAvailable).toBe(false);
    expect(mover.turn).toBe(before);
    mover = spendMovement(mover, 20);
    expect(left(mover)).toBe(0);
  });
});

describe('actions', () => {
  it('5E-ACT-01 the action catalogue lists the standard actions, features and improvised actions', () => {
    expect(ACTIONS.map((a) => a.key)).toEqual(
      expect.arrayContaining([
        'attack',
        'castSpell',
        'dash',
        'disengage',
        'dodge',
        'help',
        'hide',
        'ready',
        'search',
        'useObject',
        'improvised',
        'feature',
      ]),
    );
    expect(
      ACTIONS.every(
        (a) => /^5E-[A-Z]+-\d\d$/.test(a.ruleId) && a.labelKey.startsWith('tactics.action.'),
      ),
    ).toBe(true);
  });

  it('5E-ACT-02 an improvised action takes the action; the DM rules on the roll', () => {
    const t = act(begin(), 'improvised');
    expect(t.turn?.actionsTaken).toEqual(['improvised']);
    expect(ACTIONS.find((a) => a.key === 'improvised')?.ruleId).toBe('5E-ACT-02');
  });

  it('5E-ACT-03 Attack makes one attack, more with Extra Attack', () => {
    const one = takeAction(begin(), { kind: 'attack' }).tactics;
    expect(one.turn?.attacksLeft).toBe(1);
    expect(() => makeAttack(makeAttack(one))).toThrow(/noAttackLeft/);
    const two = takeAction(begin(), { kind: 'attack', attacks: 2 }).tactics;
    expect(makeAttack(two).turn?.attacksLeft).toBe(1);
  });

  it('5E-ACT-04 Cast a Spell with a casting time of 1 action uses the action', () => {
    const t = act(begin(), 'castSpell');
    expect(t.turn?.actionsTaken).toEqual(['castSpell']);
  });

  it('5E-ACT-05 Dash adds the current speed: 30 → 60; 30 reduced to 15 → 30', () => {
    expect(dashBudgetFt(30, 1)).toBe(60);
    expect(dashBudgetFt(15, 1)).toBe(30);
    const dashed = act(begin(30), 'dash');
    expect(left(dashed)).toBe(60);
  });

  it('EX-28 Dash with speed 30 gives 60 ft; with speed 30 reduced to 15 gives 30 ft', () => {
    expect(left(act(begin(30), 'dash'))).toBe(60);
    expect(left(act(begin(15), 'dash'))).toBe(30);
  });

  it('5E-ACT-06 Disengage: the rest of the turn’s movement does not provoke', () => {
    const t = act(begin(), 'disengage');
    expect(t.turn?.disengaged).toBe(true);
    expect(startTurn(endTurn(t), { speeds: { walk: 30 } }).turn?.disengaged).toBe(false);
  });

  it('5E-ACT-07 Dodge until the next own turn: attackers it sees have disadvantage, Dex saves advantage; lost when incapacitated or at speed 0', () => {
    const t = endTurn(act(begin(), 'dodge'));
    expect(dodgeActive(t, { incapacitated: false, speedFt: 30 })).toBe(true);
    expect(dodgeActive(t, { incapacitated: true, speedFt: 30 })).toBe(false);
    expect(dodgeActive(t, { incapacitated: false, speedFt: 0 })).toBe(false);
    expect(startTurn(t, { speeds: { walk: 30 } }).dodging).toBe(false);
    expect(
      collectAttackModifiers({ kind: 'melee', targetDodging: true }).map((s) => [s.edge, s.ruleId]),
    ).toEqual([['disadvantage', '5E-ACT-07']]);
    // AMB-13: the Dex-save advantage needs no sight of the attacker.
    expect(collectDexSaveModifiers({ dodging: true }).map((s) => [s.edge, s.ruleId])).toEqual([
      ['advantage', '5E-ACT-07'],
    ]);
    expect(optionsOf().dodgeSaveNeedsSight).toBe(false);
    // The dodger must see the attacker for the attack disadvantage.
    expect(
      collectAttackModifiers({ kind: 'melee', targetDodging: true, targetSeesAttacker: false }).map(
        (s) => s.key,
      ),
    ).toEqual(['attackerUnseen']);
    expect(collectDexSaveModifiers({ dodging: true, seesSource: false })).toHaveLength(1);
    expect(
      collectDexSaveModifiers({ dodging: true, seesSource: false, dodgeSaveNeedsSight: true }),
    ).toEqual([]);
    // Once incapacitated (or at speed 0) the benefits are gone even if it recovers before its turn.
    const lapsed = loseDodgeIf(t, { incapacitated: false, speedFt: 0 });
    expect(lapsed.dodging).toBe(false);
    expect(dodgeActive(lapsed, { incapacitated: false, speedFt: 30 })).toBe(false);
    expect(loseDodgeIf(t, { incapacitated: false, speedFt: 30 })).toBe(t);
  });

  it('5E-ACT-08 Help with a task: advantage on the ally’s next check for it before the helper’s next turn', () => {
    const t = takeAction(begin(), {
      kind: 'help',
      help: { kind: 'task', allyId: 'ally', task: 'liftGate' },
    }).tactics;
    expect(useTaskHelp(t, 'ally', 'pickLock').advantage).toBe(false);
    const used = useTaskHelp(t, 'ally', 'liftGate');
    expect(used.advantage).toBe(true);
    expect(useTaskHelp(used.tactics, 'ally', 'liftGate').advantage).toBe(false);
    expect(startTurn(endTurn(t), { speeds: { walk: 30 } }).helping).toBeNull();
  });

  it('5E-ACT-09 Help with an attack: target within 5 ft; the ally’s first attack roll on it has advantage (AMB-34)', () => {
    expect(() =>
      takeAction(begin(), {
        kind: 'help',
        help: { kind: 'attack', allyId: 'a', targetId: 'orc', targetDistanceFt: 10 },
      }),
    ).toThrow(/helpTargetTooFar/);
    const t = takeAction(begin(), {
      kind: 'help',
      help: { kind: 'attack', allyId: 'a', targetId: 'orc', targetDistanceFt: 5 },
    }).tactics;
    expect(useAttackHelp(t, 'a', 'goblin').advantage).toBe(false);
    const first = useAttackHelp(t, 'a', 'orc');
    expect(first.advantage).toBe(true);
    expect(useAttackHelp(first.tactics, 'a', 'orc').advantage).toBe(false);
    expect(collectAttackModifiers({ kind: 'melee', helped: true })[0]?.ruleId).toBe('5E-ACT-09');
    // Unused help lapses at the start of the helper's next turn.
    expect(
      useAttackHelp(startTurn(endTurn(t), { speeds: { walk: 30 } }), 'a', 'orc').advantage,
    ).toBe(false);
  });

  it('5E-ACT-10 Hide takes the action and calls for a Dex (Stealth) check', () => {
    expect(ACTIONS.find((a) => a.key === 'hide')).toMatchObject({
      ruleId: '5E-ACT-10',
      check: 'dex.stealth',
    });
    expect(act(begin(), 'hide').turn?.actionsTaken).toEqual(['hide']);
  });

  it('5E-ACT-11 Ready: a trigger and a response (action or move) taken with the reaction; lasts until the next own turn', () => {
    const t = takeAction(begin(), {
      kind: 'ready',
      trigger: 'goblin steps next to me',
      response: { kind: 'move' },
    }).tactics;
    expect(t.readied?.response).toEqual({ kind: 'move' });
    const fired = releaseReadied(endTurn(t));
    expect(fired.released.trigger).toBe('goblin steps next to me');
    expect(fired.tactics.reactionAvailable).toBe(false);
    expect(fired.tactics.readied).toBeNull();
    expect(() => releaseReadied(fired.tactics)).toThrow(/nothingReadied/);
    const noReaction = useReaction(endTurn(t), 'feature');
    expect(() => releaseReadied(noReaction)).toThrow(/noReaction/);
    expect(startTurn(endTurn(t), { speeds: { walk: 30 } }).readied).toBeNull();
    expect(optionsOf().readyTiming).toBe('afterTrigger');
  });

  it('5E-ACT-12 readying a spell: casting time 1 action only, held with concentration; other concentration ends; lost if it breaks', () => {
    const ready = takeAction(
      begin(),
      {
        kind: 'ready',
        trigger: 'the door opens',
        response: { kind: 'action', action: 'castSpell' },
        spell: { name: 'magicMissile', level: 1, castingTime: 'action' },
      },
      'web',
    );
    expect(ready.endsConcentrationOn).toBe('web');
    expect(ready.tactics.readied?.spell).toEqual({ name: 'magicMissile', level: 1 });
    const broken = loseReadiedSpell(ready.tactics);
    expect(broken.lost).toBe('magicMissile');
    expect(broken.tactics.readied).toBeNull();
    expect(() =>
      takeAction(begin(), {
        kind: 'ready',
        trigger: 'x',
        response: { kind: 'action', action: 'castSpell' },
        spell: { name: 'healingWord', level: 1, castingTime: 'bonusAction' },
      }),
    ).toThrow(/spellNotReadiable/);
  });

  it('5E-ACT-13 Search takes the action; Wis (Perception) or Int (Investigation)', () => {
    expect(ACTIONS.find((a) => a.key === 'search')).toMatchObject({
      ruleId: '5E-ACT-13',
      check: 'wis.perception|int.investigation',
    });
    expect(act(begin(), 'search').turn?.actionsTaken).toEqual(['search']);
  });

  it('5E-ACT-14 Use an Object takes the action', () => {
    expect(ACTIONS.find((a) => a.key === 'useObject')?.ruleId).toBe('5E-ACT-14');
    expect(act(begin(), 'useObject').turn?.actionsTaken).toEqual(['useObject']);
  });

  it('a committed speed-factor action or a controlled mount restricts the action taken', () => {
    const committed = begin(30, { committedAction: 'attack' });
    expect(() => act(committed, 'dodge')).toThrow(/committedToOtherAction/);
    const mount = begin(60, { allowedActions: ['dash', 'disengage', 'dodge'] });
    expect(() => takeAction(mount, { kind: 'attack' })).toThrow(/actionNotAllowed/);
    expect(left(act(mount, 'dash'))).toBe(120);
  });
});
