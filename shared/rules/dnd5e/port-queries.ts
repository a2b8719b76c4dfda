// The 5e answers to the engine's queries (RuleQueries): the turn economy from the tactics kept
// on each combatant, speeds and movement left, grid distance, flanking, range band, the d20
// roll an attack needs, and the map (a token's space, reach, cover). Pure reads of the state,
// the same ones the commands make.
import type { Combatant, EncounterState } from '../../encounter/types';
import type {
  MovementAllowance,
  OrderLeaving,
  RoundEconomy,
  RuleQueries,
} from '../../encounter/port';
import { attacksPerAction } from './combat/attack-economy';
import { coverBetween, flankingAlly } from './combat/attack-facts';
import { canReactNow, conditionBlocks, liveTactics } from './combat/economy';
import { distanceBetween, hostile, spaceOfCombatant } from './combat/positions';
import { currentSpeeds } from './combat/speeds';
import { gridOn, modesOf, reachOf } from './combat/state';
import { statblock5, sys5 } from './sys';
import { rangeBand } from './tactics/ranged';
import { remainingMovementFt } from './tactics/turn';

function movement5e(c: Combatant, state: EncounterState): MovementAllowance {
  const speeds = currentSpeeds(c, state.options);
  const turn = liveTactics(c, state).turn;
  const blocked = conditionBlocks(c).movement;
  const out: Record<string, number> = {};
  for (const m of modesOf(speeds)) out[m] = speeds[m] as number;
  if (!turn) return { unit: 'ft', speeds: out, left: null };
  const left: Record<string, number> = {};
  for (const m of modesOf(speeds)) left[m] = blocked ? 0 : remainingMovementFt(turn, m);
  return { unit: 'ft', speeds: out, left };
}

/** 5E-ACT-03, 5E-TURN-01..05, 5E-REACT-02: the open turn's economy (the reaction at any time). */
function economy5e(c: Combatant, state: EncounterState): RoundEconomy | null {
  if (state.status !== 'active') return null;
  const t = liveTactics(c, state);
  const turn = t.turn;
  const blocks = conditionBlocks(c);
  const base = {
    round: state.round,
    scope: 'turn' as const,
    movement: movement5e(c, state),
    reactionUsed: !canReactNow(c),
  };
  if (!turn) {
    return {
      ...base,
      attacksAllowed: null,
      attacksUsed: 0,
      attacksLeft: null,
      actionUsed: null,
      bonusActionUsed: null,
    };
  }
  const perAction = attacksPerAction(c);
  const attackActions = turn.actionsTaken.filter((a) => a === 'attack').length;
  const actionsLeft = blocks.action
    ? 0
    : Math.max(0, turn.actionsAllowed - turn.actionsTaken.length);
  // Before the Attack action is taken its attacks are still to come, if an action is left.
  const allowed = attackActions > 0 ? perAction * attackActions : actionsLeft > 0 ? perAction : 0;
  const used = attackActions > 0 ? Math.max(0, allowed - turn.attacksLeft) : 0;
  return {
    ...base,
    attacksAllowed: allowed,
    attacksUsed: used,
    attacksLeft: attackActions > 0 ? turn.attacksLeft : allowed,
    actionUsed: actionsLeft === 0,
    bonusActionUsed: turn.bonusActionUsed || blocks.bonusAction,
    sys: {
      actionsAllowed: turn.actionsAllowed,
      actionsTaken: [...turn.actionsTaken],
      dashes: turn.dashes,
      disengaged: turn.disengaged,
      freeInteractionUsed: turn.freeInteractionUsed,
    },
  };
}

/** The attack bonus of the statblock's chosen (or first) attack action (5E-ATK-04). */
function attackBonusOf(c: Combatant, index: number | undefined): number | null {
  const actions = statblock5(c)?.actions ?? [];
  const chosen =
    index !== undefined ? actions[index] : actions.find((a) => a.attackBonus !== undefined);
  return chosen?.attackBonus ?? null;
}

/** The 5e answers to the engine's queries. */
export const dnd5eQueries: RuleQueries = {
  economy: economy5e,
  movement: movement5e,
  distance(state, a, b) {
    const ft = distanceBetween(state, a, b);
    return ft === null ? null : { value: ft, unit: 'ft' };
  },
  flanked(state, target, attacker) {
    if (!gridOn(state)) return null;
    // 5E-FLANK-01: flanking is an optional rule; without it nobody is flanked.
    if (state.options.flanking !== true) return false;
    const attackers = attacker
      ? [attacker]
      : state.combatantIds
          .map((id) => state.combatants[id] as Combatant)
          .filter((x) => x.present && hostile(x, target));
    return attackers.some((a) => flankingAlly(state, a, target) !== null);
  },
  rangeBand(state, attacker, target, query) {
    const ft = distanceBetween(state, attacker, target) ?? query?.distance ?? null;
    const normal = query?.ranges?.normal ?? query?.ranges?.short;
    if (ft === null || normal === undefined) return null;
    const band = rangeBand(ft, { normalFt: normal, longFt: query?.ranges?.long });
    return { band, distance: { value: ft, unit: 'ft' } };
  },
  toHit(_state, attacker, target, query) {
    const bonus = query?.attackBonus ?? attackBonusOf(attacker, query?.attackIndex);
    if (bonus === null) return null;
    // 5E-ATK-03: d20 + bonus ≥ AC; a natural 20 always hits, a natural 1 always misses (5E-ATK-07/08).
    const need = Math.min(20, Math.max(2, target.ac - bonus));
    return { die: 20, need, basis: target.ac, modifier: bonus, ruleId: '5E-ATK-03' };
  },
  placement(state, c) {
    if (!gridOn(state)) return null;
    // 5E-GRID-02/03: a token takes its size's squares (a rider fights from its mount's space).
    const space = spaceOfCombatant(c, state);
    return space ? { x: space.x, y: space.y, side: space.side } : null;
  },
  reach: (_state, c) => ({ value: reachOf(c), unit: 'ft' }),
  cover(state, attacker, target) {
    if (!gridOn(state)) return null;
    const from = spaceOfCombatant(attacker, state);
    const to = spaceOfCombatant(target, state);
    if (!from || !to) return null;
    // 5E-COVER-01..05: walls, cover squares and creatures on the line; the best one counts.
    return {
      degree: coverBetween(state, attacker, target, from, to).degree,
      ruleId: '5E-COVER-01',
    };
  },
  // 5e attacks come in each creature's own turn: there is no round-wide order of attacks.
  attackSchedule: () => null,
};

/**
 * Who leaves the 5e initiative order: the dead, and those who surrendered after a failed morale
 * save (5E-MORALE-01). A fleeing creature keeps its turns to run on until the DM takes it off.
 */
export function dnd5eLeavesOrder(c: Combatant): OrderLeaving | false {
  const s = sys5(c);
  if (s.dead) return 'dead';
  return s.morale === 'surrendered' ? 'surrendered' : false;
}
