// The turn economy as the engine applies it: the creature's tactics with what its conditions
// bar right now (a creature stunned mid-turn can no longer act) and its current speeds, the
// checks of an own turn, and the event that records every change.
import { RuleError } from '../../../errors';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import type { JsonObject } from '../../../encounter/json';
import { conditionEffects } from '../conditions';
import { conditionKeys, isIncapacitated } from '../status';
import type { Tactics, TurnBlocks, TurnState } from '../tactics/turn';
import { evc } from './tactical-events';
import { currentSpeeds } from './speeds';
import { tactics5 } from './state';

/**
 * What the creature's conditions bar now: 5E-COND-01 incapacitated (no action, bonus action
 * or reaction, 5E-TURN-05), 5E-SURP-03 surprised (no move, action or reaction; the bonus action
 * too unless the DM overrides AMB-04 for this creature), stunned/unconscious (no move), the
 * lost action of an internal injury, system shock's lost reactions.
 */
export function conditionBlocks(c: Combatant): TurnBlocks {
  const b = { movement: false, action: false, bonusAction: false, reaction: false };
  for (const key of conditionKeys(c)) {
    const e = conditionEffects(key);
    if (key === 'surprised') {
      const inst = c.conditions.find((x) => x.key === 'surprised');
      b.movement = true;
      b.action = true;
      b.reaction = true;
      if (inst?.data?.blocksBonusAction !== false) b.bonusAction = true;
      continue;
    }
    if (e.incapacitated) {
      b.action = true;
      b.bonusAction = true;
      b.reaction = true;
    }
    // 5E-TURN-05: what prevents actions prevents bonus actions too.
    if (e.noAction) {
      b.action = true;
      b.bonusAction = true;
    }
    if (e.noBonusAction) b.bonusAction = true;
    if (e.noReactions) b.reaction = true;
    if (e.noMove) b.movement = true;
  }
  return b;
}

/**
 * Tactics with the blocks the conditions impose now and the current speeds. Blocks come from
 * conditions alone, so a DM who lifts surprise or stunning mid-turn frees the creature at once.
 */
export function liveTactics(c: Combatant, state: EncounterState): Tactics {
  const t = tactics5(c);
  if (!t.turn) return t;
  return {
    ...t,
    turn: { ...t.turn, blocked: conditionBlocks(c), speeds: currentSpeeds(c, state.options) },
  };
}

/** The creature's open turn, or RuleError `notItsTurn`. */
export function requireOwnTurn(c: Combatant, state: EncounterState): Tactics & { turn: TurnState } {
  const t = liveTactics(c, state);
  if (!t.turn) throw new RuleError('notItsTurn', { combatantId: c.id });
  return t as Tactics & { turn: TurnState };
}

/** True while the creature's own turn is open. */
export function inOwnTurn(c: Combatant): boolean {
  return tactics5(c).turn !== null;
}

/** 5E-REACT-02, 5E-SURP-03, 5E-COND-01: whether a reaction can be taken right now. */
export function canReactNow(c: Combatant): boolean {
  return tactics5(c).reactionAvailable && !conditionBlocks(c).reaction && !isIncapacitated(c);
}

/** The event storing a creature's new tactics (`reason` names the change for the log). */
export function saveTactics(
  c: Combatant,
  next: Tactics,
  reason: string,
  detail?: JsonObject,
): EngineEvent {
  return evc.tacticsChanged(c.id, reason, next, detail);
}
