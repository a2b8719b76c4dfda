// What an attack costs: one attack of the Attack action (taken on the first attack, with Extra
// Attack's count: 5E-ACT-03, 5E-MOVE-04), a bonus action (5E-TWF-01 or a feature), a reaction
// (5E-OA-01; a marked target's opportunity attack costs none: 5E-MARK-02), or nothing when the
// DM records it outside the economy. Grapple, shove and disarm replace one attack
// (5E-GRAPPLE-01, 5E-SHOVE-01, 5E-DISARM-01).
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { isIncapacitated } from '../status';
import type { AttackUse, Tactics, TurnState } from '../tactics/turn';
import {
  makeAttack,
  offHandAttack,
  takeAction,
  takeBonusAction,
  useReaction,
} from '../tactics/turn';
import { canReactNow, conditionBlocks, inOwnTurn, requireOwnTurn, saveTactics } from './economy';
import { evc } from './tactical-events';
import { allowedActionsOf } from './turns';
import { actionSave } from './injury-checks';
import { statblock5 } from '../sys';
import { tactics5, tsys, turnKey } from './state';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};

/**
 * Attacks one Attack action gives (Extra Attack, a monster's Multiattack): as the DM set it,
 * else read from the statblock's Multiattack ("makes two attacks"), else 1 (5E-ACT-03).
 */
export function attacksPerAction(c: Combatant): number {
  const set = tsys(c).attacksPerAction;
  if (set !== undefined) return set;
  for (const a of statblock5(c)?.actions ?? []) {
    if (!/multiattack/i.test(a.name)) continue;
    const m = /makes (\w+) (?:\w+ )?attacks/i.exec(a.desc);
    const n = m ? (NUMBER_WORDS[(m[1] as string).toLowerCase()] ?? Number(m[1])) : NaN;
    if (Number.isInteger(n) && n > 1) return n;
  }
  return 1;
}

/** How an attack is paid for. */
export type AttackPayment = 'attack' | 'bonusAction' | 'reaction' | 'free';

/** The payment when the command names none: an attack of the Attack action on its own turn. */
export function defaultPayment(c: Combatant, given?: AttackPayment): AttackPayment {
  return given ?? (inOwnTurn(c) ? 'attack' : 'free');
}

/** Options of the payment. */
export interface PaymentOptions {
  /** Attacks the Attack action gives when it is taken now (Extra Attack). */
  attacks?: number;
  /** The Attack action is made with a light melee weapon held in one hand (5E-TWF-01). */
  lightOneHanded?: boolean;
  /** The feature granting a bonus-action attack. */
  grantedBy?: string;
  /** The bonus-action attack is the off-hand attack of two-weapon fighting. */
  offHand?: boolean;
  /** Melee (the off-hand attack must be, unless its weapon is thrown: 5E-TWF-02). */
  melee?: boolean;
  /** A thrown weapon thrown instead of a melee attack (5E-TWF-02). */
  thrown?: boolean;
  /** An opportunity attack against a creature the attacker marked (5E-MARK-02). */
  onMark?: boolean;
  /** What the attack is used for. */
  use?: AttackUse;
}

/** The events paying for one attack; `lost` when an internal injury costs the action instead. */
export function payForAttack(
  state: EncounterState,
  ctx: DecideContext,
  c: Combatant,
  payment: AttackPayment,
  opts: PaymentOptions = {},
): { events: EngineEvent[]; lost: boolean } {
  // 5E-MOUNT-06: a controlled mount acts only by Dash, Disengage or Dodge: no attack of its
  // own, whatever pays for it (an opportunity attack is a reaction, not one of its actions).
  const allowed = allowedActionsOf(c);
  if (payment !== 'reaction' && allowed && !allowed.includes('attack')) {
    throw new RuleError('actionNotAllowed', { combatantId: c.id, action: 'attack' });
  }
  // Outside the fight an attack resolves on its own, with nothing spent.
  if (ctx.outsideFight) return { events: [], lost: false };
  switch (payment) {
    case 'free':
      return { events: [], lost: false };
    case 'reaction': {
      if (opts.onMark) {
        if (conditionBlocks(c).reaction || isIncapacitated(c)) {
          throw new RuleError('noReaction', { combatantId: c.id });
        }
        return { events: [evc.markAttackUsed(c.id, turnKey(state))], lost: false };
      }
      if (!canReactNow(c)) throw new RuleError('noReaction', { combatantId: c.id });
      const next = useReaction(tactics5(c), 'opportunityAttack');
      return {
        events: [saveTactics(c, next, 'reaction', { kind: 'opportunityAttack' })],
        lost: false,
      };
    }
    case 'bonusAction': {
      const t = requireOwnTurn(c, state);
      if (opts.offHand) {
        const next = offHandAttack(t, {
          light: true,
          melee: opts.melee !== false,
          differentWeapon: true,
          thrown: opts.thrown === true,
        });
        return {
          events: [saveTactics(c, next, 'bonusAction', { grantedBy: '5E-TWF-01' })],
          lost: false,
        };
      }
      if (!opts.grantedBy) throw new RuleError('noBonusActionSource', { combatantId: c.id });
      const next = takeBonusAction(t, opts.grantedBy);
      return {
        events: [saveTactics(c, next, 'bonusAction', { grantedBy: opts.grantedBy })],
        lost: false,
      };
    }
    case 'attack': {
      let t: Tactics = requireOwnTurn(c, state);
      const out: EngineEvent[] = [];
      if ((t.turn as TurnState).attacksLeft <= 0) {
        const opened = takeAction(t, {
          kind: 'attack',
          attacks: opts.attacks ?? attacksPerAction(c),
          lightOneHanded: opts.lightOneHanded,
        }).tactics;
        // 5E-INJURY-03: trying to take the Attack action with an internal injury.
        const save = actionSave(state, ctx, c);
        if (save.lost) {
          const turn = t.turn as TurnState;
          const lost: Tactics = {
            ...t,
            turn: { ...turn, actionsTaken: [...turn.actionsTaken, 'attack'] },
          };
          return {
            events: [...save.events, saveTactics(c, lost, 'actionLost', { action: 'attack' })],
            lost: true,
          };
        }
        out.push(...save.events);
        t = opened;
      }
      const next = makeAttack(t, opts.use ?? 'weapon');
      out.push(saveTactics(c, next, 'attackUsed', { use: opts.use ?? 'weapon' }));
      return { events: out, lost: false };
    }
  }
}
