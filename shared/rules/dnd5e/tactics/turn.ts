import type { ActionKind, ReactionKind } from './actions';
import { RuleError } from '../../../errors';
import { remainingWithSpeed, standUpCostFt } from './movement';
import type { MoveMode } from './movement';

/** Current speeds after every modifier; a missing mode means the creature lacks that speed. */
export type SpeedSet = Readonly<Partial<Record<MoveMode, number>>>;

/** What is barred for a whole turn (surprise 5E-SURP-03, incapacitation 5E-COND-01). */
export interface TurnBlocks {
  readonly movement: boolean;
  readonly action: boolean;
  readonly bonusAction: boolean;
  readonly reaction: boolean;
}

/** Per-turn bookkeeping; it exists only during the creature's own turn. */
export interface TurnState {
  readonly speeds: SpeedSet;
  /** Feet of movement spent this turn, in every mode together (5E-MOVE-02/05). */
  readonly movementUsed: number;
  /** Diagonals counted so far this turn under the 5/10 variant (AMB-16). */
  readonly diagonals: number;
  readonly dashes: number;
  readonly actionsAllowed: number;
  readonly actionsTaken: readonly ActionKind[];
  readonly bonusActionUsed: boolean;
  readonly bonusActionSource: string | null;
  readonly freeInteractionUsed: boolean;
  readonly disengaged: boolean;
  /** Attacks left from the Attack action (Extra Attack gives more); movement may fall between. */
  readonly attacksLeft: number;
  /** Whether the Attack action was taken with a light melee weapon held in one hand. */
  readonly attackedWithLightOneHanded: boolean;
  readonly mountedOrDismounted: boolean;
  readonly blocked: TurnBlocks;
  /** Speed-factor initiative: the action chosen before the roll (5E-SPEED-07). */
  readonly committedAction: ActionKind | null;
  /** Actions this creature may take at all this turn (a controlled mount: 5E-MOUNT-06). */
  readonly allowedActions: readonly ActionKind[] | null;
}

/** A response readied with the Ready action (5E-ACT-11/12). */
export interface ReadiedResponse {
  readonly trigger: string;
  readonly response:
    { readonly kind: 'action'; readonly action: ActionKind } | { readonly kind: 'move' };
  /** A readied spell held with concentration (5E-ACT-12). */
  readonly spell: { readonly name: string; readonly level: number } | null;
}

/** Help given with the Help action, waiting for the ally to use it (5E-ACT-08/09, AMB-34). */
export type HelpGiven =
  | { readonly kind: 'task'; readonly allyId: string; readonly task: string }
  | { readonly kind: 'attack'; readonly allyId: string; readonly targetId: string };

/** A creature's tactical state, kept between turns as plain JSON. */
export interface Tactics {
  /** 5E-REACT-02: one reaction, restored at the start of the creature's own turn. */
  readonly reactionAvailable: boolean;
  /** Reactions barred until the creature's own turn ends (surprise, 5E-SURP-03). */
  readonly reactionBlockedUntilTurnEnd: boolean;
  /** 5E-ACT-07: Dodge taken; lasts until the start of the next own turn. */
  readonly dodging: boolean;
  readonly readied: ReadiedResponse | null;
  readonly helping: HelpGiven | null;
  readonly turn: TurnState | null;
}

/**
 * A fresh tactical state for a creature entering combat. A surprised creature cannot take
 * reactions until its first turn ends (5E-SURP-03).
 */
export const initialTactics = (surprised = false): Tactics => ({
  reactionAvailable: true,
  reactionBlockedUntilTurnEnd: surprised,
  dodging: false,
  readied: null,
  helping: null,
  turn: null,
});

/** Facts the engine knows at the start of a creature's turn. */
export interface TurnStartContext {
  readonly speeds: SpeedSet;
  /** Actions granted this turn (Action Surge raises it); 1 by default (5E-TURN-01). */
  readonly actionsAllowed?: number;
  readonly blocked?: Partial<TurnBlocks>;
  readonly committedAction?: ActionKind | null;
  readonly allowedActions?: readonly ActionKind[] | null;
}

/**
 * Starts the creature's own turn: restores its reaction (5E-REACT-02), ends Dodge (5E-ACT-07),
 * a readied response (5E-ACT-11) and unused Help (5E-ACT-08/09), and opens a fresh turn with
 * movement = speed and one action (5E-TURN-01). The diagonal count restarts (AMB-16).
 */
export function startTurn(_t: Tactics, ctx: TurnStartContext): Tactics {
  const b = ctx.blocked;
  const blocked: TurnBlocks = {
    movement: b?.movement ?? false,
    action: b?.action ?? false,
    bonusAction: b?.bonusAction ?? false,
    reaction: b?.reaction ?? false,
  };
  // Every field is set afresh (built literally: this runs for every creature every turn).
  return {
    reactionAvailable: true,
    reactionBlockedUntilTurnEnd: blocked.reaction,
    dodging: false,
    readied: null,
    helping: null,
    turn: {
      speeds: ctx.speeds,
      movementUsed: 0,
      diagonals: 0,
      dashes: 0,
      actionsAllowed: ctx.actionsAllowed ?? 1,
      actionsTaken: [],
      bonusActionUsed: false,
      bonusActionSource: null,
      freeInteractionUsed: false,
      disengaged: false,
      attacksLeft: 0,
      attackedWithLightOneHanded: false,
      mountedOrDismounted: false,
      blocked,
      committedAction: ctx.committedAction ?? null,
      allowedActions: ctx.allowedActions ?? null,
    },
  };
}

/** Ends the own turn; surprise-barred reactions become available again (5E-SURP-03). */
export function endTurn(t: Tactics): Tactics {
  return {
    reactionAvailable: t.reactionAvailable,
    reactionBlockedUntilTurnEnd: false,
    dodging: t.dodging,
    readied: t.readied,
    helping: t.helping,
    turn: null,
  };
}

function ownTurn(t: Tactics): TurnState {
  if (!t.turn) throw new RuleError('notItsTurn');
  return t.turn;
}

/** 5E-ACT-05 / 5E-MOVE-05: movement still available in a mode this turn. */
export function remainingMovementFt(turn: TurnState, mode: MoveMode = 'walk'): number {
  const speed = turn.speeds[mode];
  if (speed === undefined) return 0;
  return Math.max(0, remainingWithSpeed(speed, turn.movementUsed, turn.dashes));
}

/**
 * AMB-16: the 5/10 diagonal count a new stretch of movement starts from: the turn's running
 * count by default, or 0 when the DM resets it for each separate stretch.
 */
export function diagonalsForNextMove(
  turn: TurnState,
  reset: 'perTurn' | 'perSegment' = 'perTurn',
): number {
  return reset === 'perTurn' ? turn.diagonals : 0;
}

/**
 * Spends movement in one mode: 5E-MOVE-01 (up to the speed), 5E-MOVE-02/03/04 (segments, split
 * around the action and between attacks), 5E-MOVE-05 (switching speeds: the new speed minus
 * what was already moved). `diagonals` is the running 5/10 count after the move (AMB-16).
 */
export function spendMovement(
  t: Tactics,
  costFt: number,
  mode: MoveMode = 'walk',
  diagonals?: number,
): Tactics {
  const turn = ownTurn(t);
  if (costFt < 0) throw new RuleError('negativeAmount', { amount: costFt });
  if (costFt === 0) return t;
  if (turn.blocked.movement) throw new RuleError('movementBlocked');
  if (turn.speeds[mode] === undefined) throw new RuleError('noSuchSpeed', { mode });
  const left = remainingMovementFt(turn, mode);
  if (left <= 0) throw new RuleError('speedUnavailable', { mode });
  if (costFt > left) {
    throw new RuleError('notEnoughMovement', { needed: costFt, remaining: left });
  }
  return {
    ...t,
    turn: {
      ...turn,
      movementUsed: turn.movementUsed + costFt,
      diagonals: diagonals ?? turn.diagonals,
    },
  };
}

/** 5E-MOVE-08: stand up from prone for half the walking speed. */
export function standUp(t: Tactics): Tactics {
  const turn = ownTurn(t);
  const speed = turn.speeds.walk ?? 0;
  if (speed <= 0) throw new RuleError('speedZero');
  const cost = standUpCostFt(speed);
  const left = remainingMovementFt(turn, 'walk');
  if (left < cost) throw new RuleError('notEnoughMovement', { needed: cost, remaining: left });
  return spendMovement(t, cost, 'walk');
}

/**
 * 5E-MOUNT-02: mount a creature within 5 ft, or dismount, once during the move, for half the
 * speed; impossible with less movement left or speed 0.
 */
export function mountOrDismount(t: Tactics, distanceToMountFt = 5): Tactics {
  const turn = ownTurn(t);
  if (turn.mountedOrDismounted) throw new RuleError('mountOncePerMove');
  if (distanceToMountFt > 5) throw new RuleError('mountOutOfReach');
  const speed = turn.speeds.walk ?? 0;
  if (speed <= 0) throw new RuleError('speedZero');
  const cost = Math.floor(speed / 2);
  const left = remainingMovementFt(turn, 'walk');
  if (left < cost) throw new RuleError('notEnoughMovement', { needed: cost, remaining: left });
  const moved = spendMovement(t, cost, 'walk');
  return { ...moved, turn: { ...ownTurn(moved), mountedOrDismounted: true } };
}

/** The request of an action, with the details some actions need. */
export type ActionRequest =
  | { readonly kind: 'attack'; readonly attacks?: number; readonly lightOneHanded?: boolean }
  | {
      readonly kind: 'help';
      readonly help:
        | { readonly kind: 'task'; readonly allyId: string; readonly task: string }
        | {
            readonly kind: 'attack';
            readonly allyId: string;
            readonly targetId: string;
            /** Distance from the helper to the target (5E-ACT-09: within 5 ft). */
            readonly targetDistanceFt: number;
          };
    }
  | {
      readonly kind: 'ready';
      readonly trigger: string;
      readonly response: ReadiedResponse['response'];
      readonly spell?: {
        readonly name: string;
        readonly level: number;
        readonly castingTime: 'action' | 'bonusAction' | 'reaction' | 'longer';
      };
    }
  | {
      readonly kind: Exclude<ActionKind, 'attack' | 'help' | 'ready'>;
    };

/** The result of taking an action; readying a spell may end another concentration. */
export interface ActionOutcome {
  readonly tactics: Tactics;
  /** 5E-ACT-12: the spell whose concentration ends because a spell was readied. */
  readonly endsConcentrationOn: string | null;
}

/**
 * Takes the turn's action (5E-TURN-01, 5E-ACT-01..14): Attack opens the attacks (Extra Attack),
 * Dash adds the current speed, Disengage stops this turn's movement from provoking, Dodge lasts
 * until the next own turn, Help records the ally, Ready holds a response (and a spell with
 * concentration). `concentratingOn` names the spell currently held, if any.
 */
export function takeAction(
  t: Tactics,
  req: ActionRequest,
  concentratingOn: string | null = null,
): ActionOutcome {
  const turn = ownTurn(t);
  if (turn.blocked.action) throw new RuleError('actionBlocked');
  if (turn.actionsTaken.length >= turn.actionsAllowed) throw new RuleError('noActionLeft');
  if (turn.allowedActions && !turn.allowedActions.includes(req.kind)) {
    throw new RuleError('actionNotAllowed', { action: req.kind });
  }
  if (turn.committedAction && turn.committedAction !== req.kind) {
    throw new RuleError('committedToOtherAction', {
      committed: turn.committedAction,
      action: req.kind,
    });
  }
  const next: TurnState = { ...turn, actionsTaken: [...turn.actionsTaken, req.kind] };
  let tactics: Tactics = { ...t, turn: next };
  let endsConcentrationOn: string | null = null;

  switch (req.kind) {
    case 'attack':
      tactics = {
        ...tactics,
        turn: {
          ...next,
          attacksLeft: next.attacksLeft + Math.max(1, req.attacks ?? 1),
          attackedWithLightOneHanded: Boolean(req.lightOneHanded),
        },
      };
      break;
    case 'dash':
      tactics = { ...tactics, turn: { ...next, dashes: next.dashes + 1 } };
      break;
    case 'disengage':
      tactics = { ...tactics, turn: { ...next, disengaged: true } };
      break;
    case 'dodge':
      tactics = { ...tactics, dodging: true };
      break;
    case 'help': {
      const h = req.help;
      if (h.kind === 'attack') {
        if (h.targetDistanceFt > 5) {
          throw new RuleError('helpTargetTooFar', { distance: h.targetDistanceFt });
        }
        tactics = {
          ...tactics,
          helping: { kind: 'attack', allyId: h.allyId, targetId: h.targetId },
        };
      } else {
        tactics = { ...tactics, helping: { kind: 'task', allyId: h.allyId, task: h.task } };
      }
      break;
    }
    case 'ready': {
      let spell: ReadiedResponse['spell'] = null;
      if (req.spell) {
        if (req.spell.castingTime !== 'action') {
          throw new RuleError('spellNotReadiable', { spell: req.spell.name });
        }
        spell = { name: req.spell.name, level: req.spell.level };
        endsConcentrationOn = concentratingOn;
      }
      tactics = {
        ...tactics,
        readied: { trigger: req.trigger, response: req.response, spell },
      };
      break;
    }
    default:
      break;
  }
  return { tactics, endsConcentrationOn };
}

/** What one attack of the Attack action is used for (grapple and shove replace an attack). */
export type AttackUse = 'weapon' | 'unarmed' | 'grapple' | 'shove' | 'disarm' | 'shoveAside';

/**
 * Uses one attack of the Attack action: 5E-ACT-03, 5E-GRAPPLE-01 / 5E-SHOVE-01 (a grapple or
 * shove replaces one attack). Movement stays available between attacks (5E-MOVE-04).
 */
export function makeAttack(t: Tactics, _use: AttackUse = 'weapon'): Tactics {
  const turn = ownTurn(t);
  if (turn.attacksLeft <= 0) throw new RuleError('noAttackLeft');
  return { ...t, turn: { ...turn, attacksLeft: turn.attacksLeft - 1 } };
}

/**
 * Takes the bonus action: only when a feature, spell or rule grants one (5E-TURN-03), at most
 * one per turn (5E-TURN-04), never while barred. `blocked.bonusAction` already says whether
 * what bars actions bars it too (5E-TURN-05; AMB-04 lets the DM free a surprised creature's).
 */
export function takeBonusAction(t: Tactics, grantedBy: string): Tactics {
  const turn = ownTurn(t);
  if (!grantedBy) throw new RuleError('noBonusActionSource');
  if (turn.blocked.bonusAction) throw new RuleError('bonusActionBlocked');
  if (turn.bonusActionUsed) throw new RuleError('bonusActionUsed');
  return { ...t, turn: { ...turn, bonusActionUsed: true, bonusActionSource: grantedBy } };
}

/**
 * 5E-TWF-01: the off-hand attack: after the Attack action with a light melee weapon held in
 * one hand, a bonus action attacks with a different light melee weapon held in the other hand.
 * 5E-TWF-02: a light melee weapon with the thrown property may be thrown instead (`thrown`).
 */
export function offHandAttack(
  t: Tactics,
  offHand: {
    readonly light: boolean;
    readonly melee: boolean;
    readonly differentWeapon: boolean;
    readonly thrown?: boolean;
  },
): Tactics {
  const turn = ownTurn(t);
  if (!turn.actionsTaken.includes('attack') || !turn.attackedWithLightOneHanded) {
    throw new RuleError('offHandNeedsLightAttackAction');
  }
  if (!offHand.light || !(offHand.melee || offHand.thrown) || !offHand.differentWeapon) {
    throw new RuleError('offHandWeaponNotLight');
  }
  return takeBonusAction(t, '5E-TWF-01');
}

/** The outcome of an object interaction: free, or it took the action (Use an Object). */
export interface InteractionOutcome {
  readonly tactics: Tactics;
  readonly usedAction: boolean;
}

/**
 * 5E-TURN-07/08/09, 5E-ACT-14: the first object interaction of a turn is free; a second one,
 * one the object itself demands an action for, or one the DM rules costly, takes the action.
 */
export function interactWithObject(
  t: Tactics,
  opts: { readonly requiresAction?: boolean; readonly dmRequiresAction?: boolean } = {},
): InteractionOutcome {
  const turn = ownTurn(t);
  const needsAction = turn.freeInteractionUsed || opts.requiresAction || opts.dmRequiresAction;
  if (!needsAction) {
    return { tactics: { ...t, turn: { ...turn, freeInteractionUsed: true } }, usedAction: false };
  }
  return { tactics: takeAction(t, { kind: 'useObject' }).tactics, usedAction: true };
}

/** Whether the creature could take a reaction right now (5E-REACT-02, 5E-SURP-03, 5E-COND-01). */
export function canReact(t: Tactics, incapacitated = false): boolean {
  return t.reactionAvailable && !t.reactionBlockedUntilTurnEnd && !incapacitated;
}

/**
 * Takes a reaction, on any creature's turn (5E-REACT-01). Afterwards none is available until
 * the start of the own next turn (5E-REACT-02). The interrupted creature's turn state is not
 * touched: it continues right after (5E-REACT-03).
 */
export function useReaction(t: Tactics, _kind: ReactionKind, incapacitated = false): Tactics {
  if (!canReact(t, incapacitated)) throw new RuleError('noReaction');
  return { ...t, reactionAvailable: false };
}

/**
 * 5E-ACT-11/12: when the trigger occurs the readied response is taken with the reaction, right
 * after the trigger (AMB-14), or the trigger is ignored (then nothing is spent).
 */
export function releaseReadied(
  t: Tactics,
  incapacitated = false,
): {
  readonly tactics: Tactics;
  readonly released: ReadiedResponse;
} {
  if (!t.readied) throw new RuleError('nothingReadied');
  const released = t.readied;
  const reacted = useReaction(t, 'readied', incapacitated);
  return { tactics: { ...reacted, readied: null }, released };
}

/**
 * 5E-ACT-12: concentration on a readied spell broke before release: the spell dissipates
 * with no effect. Returns the lost spell's name, or null when none was held.
 */
export function loseReadiedSpell(t: Tactics): {
  readonly tactics: Tactics;
  readonly lost: string | null;
} {
  if (!t.readied?.spell) return { tactics: t, lost: null };
  return { tactics: { ...t, readied: null }, lost: t.readied.spell.name };
}

/**
 * 5E-ACT-07: the Dodge benefits are lost for good once the creature becomes incapacitated or its
 * speed drops to 0; call whenever either changes before the next own turn.
 */
export function loseDodgeIf(t: Tactics, now: { incapacitated: boolean; speedFt: number }): Tactics {
  return t.dodging && (now.incapacitated || now.speedFt <= 0) ? { ...t, dodging: false } : t;
}

/**
 * 5E-ACT-07 / AMB-13: Dodge benefits hold until the next own turn unless the creature is
 * incapacitated or its speed drops to 0.
 */
export function dodgeActive(t: Tactics, now: { incapacitated: boolean; speedFt: number }): boolean {
  return t.dodging && !now.incapacitated && now.speedFt > 0;
}

/**
 * 5E-ACT-09 / AMB-34: whether `allyId`'s attack on `targetId` gets the helper's advantage;
 * the first such attack roll uses the help up.
 */
export function useAttackHelp(
  helper: Tactics,
  allyId: string,
  targetId: string,
): { readonly tactics: Tactics; readonly advantage: boolean } {
  const h = helper.helping;
  if (h?.kind === 'attack' && h.allyId === allyId && h.targetId === targetId) {
    return { tactics: { ...helper, helping: null }, advantage: true };
  }
  return { tactics: helper, advantage: false };
}

/** 5E-ACT-08: the helped ally's next check for the task has advantage, then the help is spent. */
export function useTaskHelp(
  helper: Tactics,
  allyId: string,
  task: string,
): { readonly tactics: Tactics; readonly advantage: boolean } {
  const h = helper.helping;
  if (h?.kind === 'task' && h.allyId === allyId && h.task === task) {
    return { tactics: { ...helper, helping: null }, advantage: true };
  }
  return { tactics: helper, advantage: false };
}
