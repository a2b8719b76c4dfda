// OSR-RND-04 / A-26: the seed names a morale step but gives no procedure. As an optional
// convention (setting `moraleConvention`, off by default) the classic B/X reading is offered:
// 2d6 against the group's Morale score (ML) from the statblock, above it the group breaks (ML 12
// never does, ML 2 always does); and the usual reasons for a check (the first of a group down,
// half of it down, its leader down) are offered to the Referee as prompts. The Referee may
// always enter another result.
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { combatantSys, encounterSys, type MoraleFlag } from '../state';
import { osrSettings } from '../settings';
import type { MoraleOutcome } from '../rules/morale';
import { prompt } from './common';

/** The reasons for a morale check the convention offers. */
export type MoraleTrigger = 'firstDeath' | 'halfDown' | 'leaderKilled';

/** True when the 2d6-against-ML convention is on. */
export function moraleConventionOn(state: EncounterState): boolean {
  return osrSettings(state.options).moraleConvention === 'mlTwoD6';
}

/** 2d6 against ML: above the score breaks; ML 12 never breaks and ML 2 always does (B/X). */
export function moraleOutcomeOf(roll: number, ml: number): MoraleOutcome {
  if (ml >= 12) return 'holds';
  if (ml <= 2) return 'breaks';
  return roll > ml ? 'breaks' : 'holds';
}

function membersOf(state: EncounterState, target: MoraleFlag['target']): Combatant[] {
  const all = state.combatantIds.map((id) => state.combatants[id] as Combatant);
  if (target.type === 'combatant') return all.filter((c) => c.id === target.id);
  if (target.type === 'group') return all.filter((c) => c.groupId === target.id && c.present);
  return all.filter((c) => c.side === target.id && c.present);
}

/**
 * The ML a flagged group checks against: its leader's Morale when the leader has one, else the
 * lowest Morale among its standing members (a mixed group breaks with its weakest); null when
 * no member has a Morale score.
 */
export function moraleScoreOf(state: EncounterState, target: MoraleFlag['target']): number | null {
  if (target.type === 'group') {
    const leaderId = state.groups[target.id]?.leaderId;
    const leader = leaderId ? state.combatants[leaderId] : undefined;
    const ml = leader ? combatantSys(leader).morale : null;
    if (ml !== null) return ml;
  }
  const scores = membersOf(state, target)
    .filter((c) => c.hp > 0 || target.type === 'combatant')
    .map((c) => combatantSys(c).morale)
    .filter((m): m is number => m !== null);
  return scores.length > 0 ? Math.min(...scores) : null;
}

/** The roll and the outcome it gives for a flag (null when no ML is known or it is a loyalty check). */
export function conventionRoll(
  state: EncounterState,
  ctx: DecideContext,
  flag: MoraleFlag,
): { roll: number; notation: '2d6'; ml: number; suggested: MoraleOutcome } | null {
  if (!moraleConventionOn(state) || flag.kind !== 'morale') return null;
  const ml = moraleScoreOf(state, flag.target);
  if (ml === null) return null;
  const roll = ctx.roller.roll('2d6', `morale:${flag.id}`, { totalsFrom: 'morale' }).total;
  return { roll, notation: '2d6', ml, suggested: moraleOutcomeOf(roll, ml) };
}

/** An open (unanswered) morale flag for the target, if any. */
function openFlag(state: EncounterState, target: MoraleFlag['target']): boolean {
  return (encounterSys(state).morale ?? []).some(
    (f) => f.outcome === undefined && f.target.type === target.type && f.target.id === target.id,
  );
}

/**
 * Prompts offering a morale check when `downed` has just dropped to 0 HP: for its group (or its
 * side when it has none) on a side that is not the party. `alsoDown` are creatures dropped by
 * the same command, counted as down already.
 */
export function moraleTriggerEvents(
  state: EncounterState,
  ctx: DecideContext,
  downed: Combatant,
  alsoDown: readonly string[] = [],
): EngineEvent[] {
  if (!moraleConventionOn(state) || state.sides[downed.side]?.isParty) return [];
  const target: MoraleFlag['target'] = downed.groupId
    ? { type: 'group', id: downed.groupId }
    : { type: 'side', id: downed.side };
  if (openFlag(state, target)) return [];
  const members = membersOf(state, target);
  const wasDown = (c: Combatant) => c.id !== downed.id && (c.hp <= 0 || alsoDown.includes(c.id));
  const downBefore = members.filter(wasDown).length;
  const triggers: MoraleTrigger[] = [];
  if (downBefore === 0) triggers.push('firstDeath');
  if (downBefore * 2 < members.length && (downBefore + 1) * 2 >= members.length) {
    triggers.push('halfDown');
  }
  if (target.type === 'group' && state.groups[target.id]?.leaderId === downed.id) {
    triggers.push('leaderKilled');
  }
  if (triggers.length === 0) return [];
  return [
    prompt(state, ctx, 'moraleTrigger', { triggers, target, downedId: downed.id }, downed.id),
  ];
}
