// Opportunity attacks as prompts (5E-OA-01/02, 5E-MOVE-12, 5E-MARK-01/02, 5E-MOUNT-08). With
// the grid on, the path shows whose reach the mover leaves; without it the DM says (AMB-31).
// The reach holder's answer spends its reaction (or its one mark attack of the turn) and may
// carry the attack itself, resolved like any attack.
import { RuleError } from '../../../errors';
import type { DecideContext } from '../../../encounter/context';
import type { JsonObject } from '../../../encounter/json';
import { Steps } from '../../../encounter/steps';
import type { Combatant, EncounterState, EngineEvent, Prompt } from '../../../encounter/types';
import type { PromptAnswer, RuleSystem } from '../../types';
import type { Dnd5eCommand } from '../commands';
import { ev5 } from '../dnd5e-events';
import { raise } from '../prompts';
import { isIncapacitated } from '../status';
import type { MovementKind, Reactor } from '../tactics/opportunity';
import { opportunityAttack, opportunityTriggers } from '../tactics/opportunity';
import { isMarkedBy } from '../tactics/optionalActions';
import { useReaction } from '../tactics/turn';
import type { Cell, Space } from '../tactics/types';
import { canReactNow, conditionBlocks, saveTactics } from './economy';
import { decideAttack } from './attack-decide';
import { evc } from './tactical-events';
import {
  active,
  canSee,
  hostile,
  metricOf,
  onField,
  othersOnMap,
  spaceOfCombatant,
} from './positions';
import { reachOf, tactics5, tsys, turnKey } from './state';

/** The reach holder's side of a departure (5E-OA-01, 5E-MARK-02). */
function reactorFacts(state: EncounterState, r: Combatant, mover: Combatant) {
  const marks = state.options['act.mark'] === true ? (tsys(r).marks ?? []) : [];
  return {
    seesMover: canSee(r, mover),
    canReact: canReactNow(r),
    markedMover: isMarkedBy(marks, r.id, mover.id),
    reactionsPrevented: conditionBlocks(r).reaction || isIncapacitated(r),
    markAttackUsedThisTurn:
      tsys(r).markAttackTurn != null && tsys(r).markAttackTurn === turnKey(state),
  };
}

/** 5E-MOUNT-08: who an opportunity attack provoked by the mover may target. */
function targetsOf(mover: Combatant): string[] {
  const rider = tsys(mover).rider;
  return rider ? [mover.id, rider.id] : [mover.id];
}

function oaPrompt(
  state: EncounterState,
  ctx: DecideContext,
  reactorId: string,
  mover: Combatant,
  v: { viaMark: boolean; advantage: boolean; spendsReaction: boolean },
  at: Cell | null,
): EngineEvent {
  return raise(state, ctx, 'opportunityAttack', reactorId, {
    moverId: mover.id,
    at: at ? { x: at.x, y: at.y } : null,
    viaMark: v.viaMark,
    advantage: v.advantage,
    spendsReaction: v.spendsReaction,
    targets: targetsOf(mover),
  });
}

/**
 * With the grid on: an opportunity-attack prompt for each hostile whose reach the path leaves
 * (positions: the mover's spaces, start first), at the square it still occupies then.
 */
export function gridOpportunityPrompts(
  state: EncounterState,
  ctx: DecideContext,
  mover: Combatant,
  positions: readonly Space[],
  movement: MovementKind,
  disengaged: boolean,
): EngineEvent[] {
  const reactors: Reactor[] = othersOnMap(state, mover.id)
    .filter((r) => hostile(r, mover) && onField(r))
    .map((r) => ({
      id: r.id,
      space: spaceOfCombatant(r, state) as Space,
      reachFt: reachOf(r),
      hostileToMover: true,
      ...reactorFacts(state, r, mover),
    }));
  const triggers = opportunityTriggers(
    positions,
    reactors,
    { movement, disengaged },
    metricOf(state),
  );
  return triggers.map((t) => {
    const p = positions[t.atPosition] as Space;
    return oaPrompt(state, ctx, t.reactorId, mover, t, { x: p.x, y: p.y });
  });
}

/** Without the grid: the verdict for each reach holder the DM says the mover left (AMB-31). */
export function namedOpportunityPrompts(
  state: EncounterState,
  ctx: DecideContext,
  mover: Combatant,
  reactorIds: readonly string[],
  movement: MovementKind,
  disengaged: boolean,
): EngineEvent[] {
  const out: EngineEvent[] = [];
  for (const id of reactorIds) {
    const r = state.combatants[id];
    if (!r || !onField(r)) throw new RuleError('unknownCombatant', { combatantId: id });
    const f = reactorFacts(state, r, mover);
    const v = opportunityAttack({
      moverHostile: hostile(r, mover),
      reactorSeesMover: f.seesMover,
      leavesReach: true,
      movement,
      moverDisengaged: disengaged,
      reactorCanReact: f.canReact,
      markedByReactor: f.markedMover,
      reactorReactionsPrevented: f.reactionsPrevented,
      reactorMarkAttackUsedThisTurn: f.markAttackUsedThisTurn,
    });
    if (v.provokes) out.push(oaPrompt(state, ctx, id, mover, v, null));
    else
      out.push(ev5.note('noOpportunity', { reactorId: id, moverId: mover.id, reason: v.reason }));
  }
  return out;
}

/**
 * Without the grid and without the DM's list: ask whose reach the mover left, among hostiles
 * that could still attack it (AMB-31: "Did X leave Y's reach?"). Nothing provokes when the
 * movement cannot (teleport, forced, Disengage: 5E-OA-02).
 */
export function leftReachPrompt(
  state: EncounterState,
  ctx: DecideContext,
  mover: Combatant,
  movement: MovementKind,
  disengaged: boolean,
): EngineEvent[] {
  if (movement !== 'own' || disengaged) return [];
  const candidates = state.combatantIds.filter((id) => {
    const r = state.combatants[id] as Combatant;
    return id !== mover.id && onField(r) && active(r) && hostile(r, mover);
  });
  if (candidates.length === 0) return [];
  return [raise(state, ctx, 'leftReach', mover.id, { candidates, movement, disengaged })];
}

/** The attack carried by an opportunity-attack answer, as an attack command. */
function carriedAttack(
  reactorId: string,
  targetId: string,
  viaMark: boolean,
  data: JsonObject,
  at: Cell | null,
): Dnd5eCommand<'attack'> {
  return {
    type: 'attack',
    attackerId: reactorId,
    targetId,
    ...(at ? { targetAt: at } : {}),
    attackBonus: data.attackBonus as number,
    melee: true,
    uses: 'free',
    opportunity: true,
    ...(viaMark ? { opportunityOnMark: true } : {}),
    ...(Array.isArray(data.damage) ? { damage: data.damage as never } : {}),
    ...(typeof data.knockOut === 'boolean' ? { knockOut: data.knockOut } : {}),
    ...(typeof data.reachFt === 'number' ? { reachFt: data.reachFt } : {}),
    ...(data.magical === true ? { magical: true } : {}),
  };
}

/** Answers to the opportunity-attack and left-reach prompts. */
export function resolveOpportunityPrompt(
  state: EncounterState,
  prompt: Prompt,
  answer: PromptAnswer,
  ctx: DecideContext,
  system: RuleSystem,
): EngineEvent[] {
  const d = prompt.data;
  if (prompt.kind === 'leftReach') {
    const mover = state.combatants[prompt.combatantId as string];
    if (!mover || answer.choice === 'none') return [];
    const picked = answer.choice;
    const candidates = d.candidates as string[];
    if (!Array.isArray(picked) || picked.some((x) => !candidates.includes(x as string))) {
      throw new RuleError('invalidChoice', { promptId: prompt.id });
    }
    return namedOpportunityPrompts(
      state,
      ctx,
      mover,
      picked as string[],
      'own',
      d.disengaged === true,
    );
  }
  const choice = answer.choice;
  if (choice === 'decline') return [];
  if (choice !== 'attack') {
    throw new RuleError('invalidChoice', { promptId: prompt.id, choices: 'attack,decline' });
  }
  const reactor = state.combatants[prompt.combatantId as string] as Combatant;
  const viaMark = d.viaMark === true;
  const steps = new Steps(state, system);
  if (viaMark) {
    if (conditionBlocks(reactor).reaction || isIncapacitated(reactor)) {
      throw new RuleError('noReaction', { combatantId: reactor.id });
    }
    steps.push(evc.markAttackUsed(reactor.id, turnKey(state)));
  } else {
    if (!canReactNow(reactor)) throw new RuleError('noReaction', { combatantId: reactor.id });
    steps.push(
      saveTactics(reactor, useReaction(tactics5(reactor), 'opportunityAttack'), 'reaction', {
        kind: 'opportunityAttack',
        targetId: d.moverId as string,
      }),
    );
  }
  const data = answer.data ?? {};
  if (typeof data.attackBonus === 'number') {
    const targets = d.targets as string[];
    const targetId = typeof data.targetId === 'string' ? data.targetId : (d.moverId as string);
    if (!targets.includes(targetId)) throw new RuleError('invalidChoice', { promptId: prompt.id });
    const cmd = carriedAttack(reactor.id, targetId, viaMark, data, (d.at as Cell | null) ?? null);
    steps.push(...decideAttack(steps.state, cmd, ctx, system));
  }
  return steps.events;
}
