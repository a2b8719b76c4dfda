// Lines for a 5e creature's legendary actions, lair actions and spell slots
// (shared/rules/dnd5e/resources.ts). The player view shows none of these resources: how many
// legendary actions or spell slots a creature has left, and whose lair acts on the lair's
// initiative count (its step in the order names no creature), stay with the DM. The players
// are told only that a creature they see takes a legendary action, as they see it act.
import type { EngineEvent } from '../../encounter/types';
import type { DescribeContext, DescriberTable } from './types';
import { num, obj, str } from './types';

/** A resource record of the creature's 5e state before the event (`{}` when absent). */
function resource(ctx: DescribeContext, e: EngineEvent, key: string): Record<string, unknown> {
  const c = ctx.state.combatants[str(e, 'combatantId')];
  return c ? obj(c.sys, key) : {};
}

/** The lair's initiative count: the slot's score, else the statblock's, else 20. */
function lairCount(ctx: DescribeContext, e: EngineEvent): number {
  const slot = obj(e, 'slot');
  if (typeof slot.score === 'number') return slot.score;
  const statblock = ctx.state.combatants[str(e, 'combatantId')]?.statblock;
  const initiative = statblock ? obj(statblock, 'lair').initiative : undefined;
  return typeof initiative === 'number' ? initiative : 20;
}

/** Describers of the 5e resource events. */
export const dnd5eResourceDescribers: DescriberTable = {
  legendaryActionUsed: (e, ctx) => {
    const id = str(e, 'combatantId');
    const max = resource(ctx, e, 'legendary').max;
    return {
      category: 'other',
      key: str(e, 'name') ? 'ev.dnd5e.legendaryAction' : 'ev.dnd5e.legendaryActionUnnamed',
      playerKey: 'ev.dnd5e.legendaryActionPlayer',
      params: {
        action: str(e, 'name'),
        cost: num(e, 'cost'),
        spent: num(e, 'spent'),
        max: typeof max === 'number' ? max : num(e, 'spent'),
      },
      names: { who: id },
      actorId: id,
    };
  },
  legendaryActionsReset: (e) => ({
    category: 'other',
    key: 'ev.dnd5e.legendaryReset',
    names: { who: str(e, 'combatantId') },
    targetId: str(e, 'combatantId'),
    quiet: true,
    playerKey: null,
  }),
  lairSet: (e, ctx) => {
    const id = str(e, 'combatantId');
    const inLair = e.inLair === true;
    const known = ctx.state.combatants[id] !== undefined;
    // The engine also moves a lair step back to its count, or drops the step of a creature
    // removed from the encounter: bookkeeping, not a change of the creature's lair.
    const moved = known && resource(ctx, e, 'lair').inLair === inLair;
    return {
      category: 'other',
      key: inLair
        ? moved
          ? 'ev.dnd5e.lairMoved'
          : 'ev.dnd5e.lairEntered'
        : known
          ? 'ev.dnd5e.lairLeft'
          : 'ev.dnd5e.lairGone',
      params: { initiative: lairCount(ctx, e) },
      names: { who: id },
      targetId: id,
      quiet: moved || !known,
      playerKey: null,
    };
  },
  lairActionUsed: (e) => ({
    category: 'other',
    key: str(e, 'name') ? 'ev.dnd5e.lairAction' : 'ev.dnd5e.lairActionUnnamed',
    params: { action: str(e, 'name') },
    names: { who: str(e, 'combatantId') },
    actorId: str(e, 'combatantId'),
    playerKey: null,
  }),
  spellSlotsSet: (e) => {
    const spell = str(e, 'spell');
    const key =
      str(e, 'reason') === 'regained'
        ? 'ev.dnd5e.spellSlotsRegained'
        : spell
          ? 'ev.dnd5e.spellSlotsCast'
          : 'ev.dnd5e.spellSlotsSpent';
    return {
      category: 'other',
      key,
      params: {
        spell,
        level: str(e, 'level'),
        left: Math.max(0, num(e, 'max') - num(e, 'spent')),
        max: num(e, 'max'),
      },
      names: { who: str(e, 'combatantId') },
      actorId: str(e, 'combatantId'),
      playerKey: null,
    };
  },
};
