// Morale as an optional convention (`conv.morale`), not a rule of the seed: the DMG's check of
// 2d10 against the creature's morale rating (above it, the creature breaks), and reminders at
// its usual triggers: a side's first death, half of a side down, its leader killed.
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, EngineEvent } from '../../../encounter/types';
import { hasDefaultName } from '../../../encounter/sides';
import { RuleError } from '../../../errors';
import { readOptions } from '../options';
import { statblockOf, sysOf } from '../sys';
import { reminder } from './adnd2e-events';

/** The `moraleCheck` command. */
export function moraleCheck(
  state: EncounterState,
  cmd: {
    combatantIds: string[];
    modifier?: number | undefined;
    result?: 'holds' | 'breaks' | undefined;
  },
  ctx: DecideContext,
): EngineEvent[] {
  if (!readOptions(state.options).morale) throw new RuleError('moraleOff', {});
  return cmd.combatantIds.map((id) => {
    const c = state.combatants[id];
    if (!c) throw new RuleError('unknownCombatant', { combatantId: id });
    if (cmd.result) return reminder('moraleRuled', { result: cmd.result }, id);
    const morale = statblockOf(c).morale;
    if (morale === undefined) throw new RuleError('moraleRatingMissing', { combatantId: id });
    // The DM's physical 2d10: typed per creature, or as totals under `morale` in order.
    const dice = ctx.roller.roll('2d10', `morale:${id}`, { totalsFrom: 'morale' });
    const roll = dice.total + (cmd.modifier ?? 0);
    return reminder(roll > morale ? 'moraleBreaks' : 'moraleHolds', { roll, morale }, id);
  });
}

const down = (c: Combatant): boolean => sysOf(c).life !== 'alive' || !c.present;

/**
 * Reminders of a morale check due after `events` took the state from `before` to `after`
 * (only with `conv.morale` on): a side's first death, half of it down, its leader killed.
 */
export function moraleTriggers(before: EncounterState, after: EncounterState): EngineEvent[] {
  if (!readOptions(after.options).morale) return [];
  const out: EngineEvent[] = [];
  for (const side of new Set(after.combatantIds.map((id) => after.combatants[id]?.side ?? ''))) {
    const ids = after.combatantIds.filter((id) => after.combatants[id]?.side === side);
    const was = ids.map((id) => before.combatants[id]).filter((c): c is Combatant => !!c);
    const now = ids.map((id) => after.combatants[id] as Combatant);
    const deadBefore = was.filter((c) => sysOf(c).life === 'dead').length;
    const deadNow = now.filter((c) => sysOf(c).life === 'dead').length;
    const triggers: string[] = [];
    if (deadBefore === 0 && deadNow > 0) triggers.push('firstDeath');
    const half = Math.ceil(ids.length / 2);
    if (ids.length > 1 && was.filter(down).length < half && now.filter(down).length >= half)
      triggers.push('halfDown');
    const leaderKilled = now.some(
      (c) =>
        statblockOf(c).leader &&
        sysOf(c).life === 'dead' &&
        sysOf(before.combatants[c.id] as Combatant).life !== 'dead',
    );
    if (leaderKilled) triggers.push('leaderKilled');
    // The engine's default sides are named in English: kept as they are, the side goes by its
    // id and the log tells it in its own language (`reminders.params.side.<id>`).
    const kept = after.sides[side];
    const name = kept === undefined || hasDefaultName(kept) ? side : kept.name;
    for (const trigger of triggers) out.push(reminder('moraleCheckDue', { side: name, trigger }));
  }
  return out;
}
