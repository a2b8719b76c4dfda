// 5e reactions to engine moments: group sizes at the start (morale), speed-factor declarations
// each round, and death saves at the start of a dying creature's turn.
import { ev } from '../../encounter/engine-events';
import type { Combatant, EncounterState, EngineEvent } from '../../encounter/types';
import type { DecideContext } from '../../encounter/context';
import type { SystemHooks } from '../types';
import { ev5 } from './dnd5e-events';
import { initiativeMode } from './initiative';
import { raise } from './prompts';
import { isDying, isIncapacitated } from './status';
import { sys5 } from './sys';
import { afterEngineCommandCombat } from './combat/engine-commands';
import { combatTurnEnd, combatTurnStart } from './combat/turns';
import { lairAfterEngineCommand, lairStepStart, legendaryTurnStart } from './resources';

/** Out of the fight for morale purposes: dead, at 0 HP, incapacitated or gone. */
function out(c: Combatant): boolean {
  return !c.present || sys5(c).dead || c.hp === 0 || isIncapacitated(c);
}

/**
 * Reactions to engine commands: a group leader incapacitated or removed from battle calls for
 * group morale (5E-MORALE-02); an incapacitated creature loses concentration [not in seed: PHB].
 */
function afterEngineCommand(
  state: EncounterState,
  events: EngineEvent[],
  ctx: DecideContext,
): EngineEvent[] {
  const result: EngineEvent[] = [];
  const touched = new Set(
    events
      .filter(
        (e) => e.type === 'conditionAdded' || e.type === 'left' || e.type === 'combatantRemoved',
      )
      .map((e) => e.combatantId as string),
  );
  result.push(...afterEngineCommandCombat(state, events, ctx));
  // 5E-MORALE-02: a group formed now has its starting size now.
  const formed = new Set(
    events.filter((e) => e.type === 'groupSet').map((e) => (e.group as { id: string }).id),
  );
  if (formed.size > 0) {
    const sizes = groupSizes(state, formed);
    if (Object.keys(sizes).length > 0) result.push(ev5.groupBaseline(sizes));
  }
  result.push(...lairAfterEngineCommand(state, events));
  for (const id of touched) {
    const c = state.combatants[id];
    if (c && sys5(c).concentration && isIncapacitated(c)) {
      result.push(ev5.concentrationEnded(id, 'incapacitated'));
    }
    if (state.options.morale !== true) continue;
    for (const group of Object.values(state.groups)) {
      if (group.leaderId !== id || (c && !out(c))) continue;
      const ids = state.combatantIds.filter((m) => {
        const x = state.combatants[m] as Combatant;
        return x.groupId === group.id && m !== id && !out(x);
      });
      if (ids.length > 0) {
        result.push(
          raise(state, ctx, 'morale', undefined, {
            combatantIds: ids,
            groupId: group.id,
            trigger: 'leaderDown',
          }),
        );
      }
    }
  }
  return result;
}

/** 5E-FLOW-01: a reminder when only one side still has creatures able to fight. */
function onRoundEnd(state: EncounterState): EngineEvent[] {
  const standing = new Set(
    state.combatantIds
      .map((id) => state.combatants[id] as Combatant)
      .filter((c) => !out(c) && sys5(c).morale === 'steady')
      .map((c) => c.side),
  );
  const sides = new Set(state.combatantIds.map((id) => (state.combatants[id] as Combatant).side));
  return sides.size > 1 && standing.size <= 1
    ? [ev.reminder('sideDefeated', { side: [...standing][0] ?? '' })]
    : [];
}

/**
 * 5E-MORALE-02: the starting size of every group (its members, fallen ones included) that has
 * none recorded yet: a group's size is taken when it is formed, so losses before the fight
 * starts count towards "half the group is down".
 */
function groupSizes(state: EncounterState, only?: ReadonlySet<string>): Record<string, number> {
  const known = (state.sys.groupInitial ?? {}) as Record<string, number>;
  const sizes: Record<string, number> = {};
  for (const id of state.combatantIds) {
    const g = (state.combatants[id] as Combatant).groupId;
    if (!g || known[g] !== undefined || (only && !only.has(g))) continue;
    sizes[g] = (sizes[g] ?? 0) + 1;
  }
  return sizes;
}

/** The 5e hooks. */
export const dnd5eHooks: SystemHooks = {
  afterEngineCommand,
  onRoundEnd,
  onEncounterStart(state) {
    // 5E-MORALE-02: a group's starting size, for groups whose size was not taken when formed.
    const sizes = groupSizes(state);
    return Object.keys(sizes).length > 0 ? [ev5.groupBaseline(sizes)] : [];
  },
  onRoundStart(state, ctx) {
    if (initiativeMode(state) !== 'speedFactor') return [];
    // 5E-SPEED-01/08: choose actions, then roll, every round.
    return [
      ev5.speedFactorCleared(),
      raise(state, ctx, 'declareActions', undefined, { round: state.round }),
    ];
  },
  onStepStart(state, slot) {
    return lairStepStart(state, slot);
  },
  onTurnStart(state, combatantId, ctx) {
    const c = state.combatants[combatantId] as Combatant;
    const out = combatTurnStart(state, combatantId);
    // Spent legendary actions come back at the start of the creature's turn.
    out.push(...legendaryTurnStart(c));
    // 5E-DEATH-01: a death save when the turn starts at 0 HP, not stable, not dead.
    if (isDying(c)) out.push(raise(state, ctx, 'deathSave', combatantId, {}));
    return out;
  },
  onTurnEnd(state, combatantId, ctx) {
    return combatTurnEnd(state, combatantId, ctx);
  },
};
