// 5e reactions to engine moments: group sizes at the start (morale), speed-factor declarations
// each round, and death saves at the start of a dying creature's turn.
import type { Combatant } from '../../encounter/types';
import type { SystemHooks } from '../types';
import { ev5 } from './dnd5e-events';
import { initiativeMode } from './initiative';
import { raise } from './prompts';
import { isDying } from './status';

/** The 5e hooks. */
export const dnd5eHooks: SystemHooks = {
  onEncounterStart(state) {
    // 5E-MORALE-02: a group's starting size.
    const sizes: Record<string, number> = {};
    for (const id of state.combatantIds) {
      const g = (state.combatants[id] as Combatant).groupId;
      if (g) sizes[g] = (sizes[g] ?? 0) + 1;
    }
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
  onTurnStart(state, combatantId, ctx) {
    const c = state.combatants[combatantId] as Combatant;
    // 5E-DEATH-01: a death save when the turn starts at 0 HP, not stable, not dead.
    if (isDying(c)) return [raise(state, ctx, 'deathSave', combatantId, {})];
    return [];
  },
};
