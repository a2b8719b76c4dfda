// A monster's legendary actions, lair actions and spell slots in the encounter
// ([not in seed: from the 5e rulebooks (MM, PHB); the statblock fields are in statblock.ts]):
//  - legendary actions: a number per round, each costing 1 or more, taken at the end of another
//    creature's turn, never while incapacitated; spent ones come back at the start of its turn;
//  - lair actions: in its lair the creature acts on initiative count 20 (or the count its text
//    names), losing ties: a procedure slot `lair:<id>` in the order; one lair action a round,
//    and where the text says so, not the same one two rounds in a row;
//  - spell slots: spent with a command, regained (all of them) by a long rest.
import { RuleError } from '../../errors';
import { requireCombatant } from '../../encounter/combatants';
import { ev } from '../../encounter/engine-events';
import type { JsonObject } from '../../encounter/json';
import type { Combatant, EncounterState, EngineEvent, InitiativeSlot } from '../../encounter/types';
import type { Dnd5eCommand } from './commands';
import { isIncapacitated } from './status';
import type { Draft } from '../../encounter/draft';
import { placeSlot } from '../../encounter/slots';
import type { Dnd5eStatblock } from './statblock';
import type { Dnd5eSys } from './sys';
import { mutSys5, sys5, statblock5 } from './sys';

/** Key of a creature's lair slot. */
export function lairSlotKey(combatantId: string): string {
  return `lair:${combatantId}`;
}

/** The combatant a lair slot belongs to, or null for other slots. */
export function lairOwner(slotKey: string): string | null {
  return slotKey.startsWith('lair:') ? slotKey.slice('lair:'.length) : null;
}

/** The lair's initiative count (20 unless the statblock names another). */
export function lairInitiative(c: Combatant): number {
  return statblock5(c)?.lair?.initiative ?? 20;
}

/** The lair slot of a creature: a step of the round with no creature acting in it. */
export function lairSlot(c: Combatant): InitiativeSlot {
  return {
    key: lairSlotKey(c.id),
    kind: 'procedure',
    combatantIds: [],
    score: lairInitiative(c),
    tiebreak: [],
    sequential: false,
    labelKey: 'dnd5e.round.lair',
  };
}

/**
 * Where a lair slot belongs in `slots`: before the first creature slot with a lower score, so
 * it loses ties and acts before everyone below its count.
 */
export function lairIndex(slots: readonly InitiativeSlot[], slot: InitiativeSlot): number {
  const others = slots.filter((s) => s.key !== slot.key);
  const i = others.findIndex(
    (s) => s.kind === 'turn' && (s.score === null || s.score < (slot.score ?? 20)),
  );
  return i < 0 ? others.length : i;
}

/**
 * Lair slots of the creatures `ids` in their lair, to join an initiative roll: all of them for
 * a whole new order, else those not in the order yet.
 */
export function lairSlots(
  state: EncounterState,
  ids: readonly string[],
  all: boolean,
): InitiativeSlot[] {
  const out: InitiativeSlot[] = [];
  for (const id of ids) {
    const c = state.combatants[id];
    if (!c || sys5(c).lair?.inLair !== true || sys5(c).dead) continue;
    if (!all && state.slots.some((s) => s.key === lairSlotKey(id))) continue;
    out.push(lairSlot(c));
  }
  return out;
}

/** Event types of these resources. */
export const RESOURCE_EVENT_TYPES = [
  'legendaryActionUsed',
  'legendaryActionsReset',
  'lairSet',
  'lairActionUsed',
  'spellSlotsSet',
] as const;

/** Event constructors. */
export const evr = {
  /** A legendary action is taken; `spent` of the round's are used. */
  legendaryActionUsed: (p: {
    combatantId: string;
    index: number | null;
    name: string;
    cost: number;
    spent: number;
  }): EngineEvent => ({ type: 'legendaryActionUsed', ...p }),
  /** Spent legendary actions come back at the start of the creature's turn. */
  legendaryActionsReset: (combatantId: string): EngineEvent => ({
    type: 'legendaryActionsReset',
    combatantId,
  }),
  /** The creature is (or no longer is) in its lair; its lair slot goes to `index` (or away). */
  lairSet: (
    combatantId: string,
    inLair: boolean,
    slot: InitiativeSlot | null,
    index: number,
  ): EngineEvent => ({
    type: 'lairSet',
    combatantId,
    inLair,
    ...(slot ? { slot, index } : {}),
  }),
  /** A lair action is taken this round. */
  lairActionUsed: (p: {
    combatantId: string;
    index: number | null;
    name: string;
    round: number;
  }): EngineEvent => ({ type: 'lairActionUsed', ...p }),
  /** Spell slots of one level: how many are spent now. */
  spellSlotsSet: (p: {
    combatantId: string;
    level: string;
    spent: number;
    max: number;
    reason: 'cast' | 'regained';
    spell?: string;
  }): EngineEvent => ({ type: 'spellSlotsSet', ...p }),
};

function featureAt(
  list: Dnd5eStatblock['legendaryActions'],
  index: number | undefined,
): { index: number | null; name: string; cost: number | undefined } {
  if (index === undefined) return { index: null, name: '', cost: undefined };
  const f = list[index];
  if (!f) throw new RuleError('invalidValue', { field: 'index', value: index });
  return { index, name: f.name, cost: f.cost };
}

/** legendaryAction: pays its cost from this round's legendary actions. */
export function decideLegendaryAction(
  state: EncounterState,
  cmd: Dnd5eCommand<'legendaryAction'>,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  const s = sys5(c);
  if (!s.legendary) throw new RuleError('noLegendaryActions', { combatantId: c.id });
  if (s.dead) throw new RuleError('combatantDead', { combatantId: c.id });
  if (isIncapacitated(c)) throw new RuleError('legendaryIncapacitated', { combatantId: c.id });
  // Taken at the end of another creature's turn, never on its own.
  if (state.turn?.activeIds.includes(c.id)) {
    throw new RuleError('legendaryOwnTurn', { combatantId: c.id });
  }
  const f = featureAt(statblock5(c)?.legendaryActions ?? [], cmd.index);
  const cost = cmd.cost ?? f.cost ?? 1;
  const left = s.legendary.max - s.legendary.spent;
  if (cost > left) {
    throw new RuleError('legendaryActionsSpent', { combatantId: c.id, cost, left });
  }
  return [
    evr.legendaryActionUsed({
      combatantId: c.id,
      index: f.index,
      name: f.name,
      cost,
      spent: s.legendary.spent + cost,
    }),
  ];
}

/** At the start of its turn a legendary creature regains its spent legendary actions. */
export function legendaryTurnStart(c: Combatant): EngineEvent[] {
  const l = (c.sys as { legendary?: { spent: number } }).legendary;
  return l && l.spent > 0 ? [evr.legendaryActionsReset(c.id)] : [];
}

/** setLair: the creature fights in its lair (a lair slot in the order) or not. */
export function decideSetLair(state: EncounterState, cmd: Dnd5eCommand<'setLair'>): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  const lair = sys5(c).lair;
  if (!lair) throw new RuleError('noLairActions', { combatantId: c.id });
  if (lair.inLair === cmd.inLair) return [];
  // Before the creature has its place in the order, its lair's step comes with its roll.
  const placed = state.slots.some((s) => s.combatantIds.includes(c.id));
  if (!cmd.inLair || !placed) return [evr.lairSet(c.id, cmd.inLair, null, 0)];
  const slot = lairSlot(c);
  return [evr.lairSet(c.id, true, slot, lairIndex(state.slots, slot))];
}

/** lairAction: one a round, in its lair; not the same one twice running where the text forbids it. */
export function decideLairAction(
  state: EncounterState,
  cmd: Dnd5eCommand<'lairAction'>,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  const s = sys5(c);
  if (!s.lair) throw new RuleError('noLairActions', { combatantId: c.id });
  if (!s.lair.inLair) throw new RuleError('notInLair', { combatantId: c.id });
  if (s.dead) throw new RuleError('combatantDead', { combatantId: c.id });
  if (s.lair.lastRound === state.round && state.round > 0) {
    throw new RuleError('lairActionUsed', { combatantId: c.id });
  }
  const sb = statblock5(c);
  const list = sb?.lairActions ?? [];
  const index = cmd.index ?? null;
  if (index !== null && !list[index]) {
    throw new RuleError('invalidValue', { field: 'index', value: index });
  }
  if (
    index !== null &&
    sb?.lair?.noRepeat === true &&
    s.lair.lastIndex === index &&
    s.lair.lastRound === state.round - 1
  ) {
    throw new RuleError('lairActionRepeated', { combatantId: c.id });
  }
  return [
    evr.lairActionUsed({
      combatantId: c.id,
      index,
      name: index === null ? '' : (list[index]?.name ?? ''),
      round: state.round,
    }),
  ];
}

/** spendSpellSlot / regainSpellSlot: spell slots of one level. */
export function decideSpellSlot(
  state: EncounterState,
  cmd: Dnd5eCommand<'spendSpellSlot'> | Dnd5eCommand<'regainSpellSlot'>,
): EngineEvent[] {
  const c = requireCombatant(state, cmd.combatantId);
  const slot = sys5(c).spellSlots?.[String(cmd.level)];
  if (!slot) throw new RuleError('noSpellSlots', { combatantId: c.id, level: cmd.level });
  const n = cmd.count ?? 1;
  if (cmd.type === 'spendSpellSlot') {
    if (sys5(c).dead) throw new RuleError('combatantDead', { combatantId: c.id });
    if (slot.spent + n > slot.max) {
      throw new RuleError('spellSlotsSpent', { combatantId: c.id, level: cmd.level });
    }
    return [
      evr.spellSlotsSet({
        combatantId: c.id,
        level: String(cmd.level),
        spent: slot.spent + n,
        max: slot.max,
        reason: 'cast',
        ...(cmd.spell ? { spell: cmd.spell } : {}),
      }),
    ];
  }
  return [
    evr.spellSlotsSet({
      combatantId: c.id,
      level: String(cmd.level),
      spent: Math.max(0, slot.spent - n),
      max: slot.max,
      reason: 'regained',
    }),
  ];
}

/**
 * After engine commands that place creatures in the order (joining, a set score, a resumed
 * turn): a lair slot that no longer sits at its count moves back there; the slot of a creature
 * removed from the encounter goes.
 */
export function lairAfterEngineCommand(
  state: EncounterState,
  events: readonly EngineEvent[],
): EngineEvent[] {
  if (!state.slots.some((s) => s.kind === 'procedure' && lairOwner(s.key) !== null)) return [];
  const placing = events.some(
    (e) => e.type === 'slotPlaced' || e.type === 'resumed' || e.type === 'combatantRemoved',
  );
  if (!placing) return [];
  const out: EngineEvent[] = [];
  for (const slot of state.slots) {
    const owner = lairOwner(slot.key);
    if (owner === null || slot.kind !== 'procedure') continue;
    const c = state.combatants[owner];
    if (!c) {
      out.push(evr.lairSet(owner, false, null, 0));
      continue;
    }
    const at = state.slots.indexOf(slot);
    const want = lairIndex(state.slots, slot);
    if (at !== want) out.push(evr.lairSet(owner, true, slot, want));
  }
  return out;
}

/** The lair step starts: a reminder that the creature may take a lair action. */
export function lairStepStart(state: EncounterState, slot: InitiativeSlot): EngineEvent[] {
  const owner = lairOwner(slot.key);
  if (owner === null) return [];
  const c = state.combatants[owner];
  if (!c || sys5(c).dead || !c.present) return [];
  return [ev.reminder('lairAction', { combatantId: owner } as JsonObject, owner)];
}

type Handler = (d: Draft, e: EngineEvent) => void;

function writable(d: Draft, id: string): Dnd5eSys | null {
  return d.state.combatants[id] ? mutSys5(d.combatant(id)) : null;
}

/** Reducers of the resource events. */
export const resourceHandlers: Readonly<Record<string, Handler>> = {
  legendaryActionUsed(d, e) {
    const s = writable(d, e.combatantId as string);
    if (s?.legendary) s.legendary = { ...s.legendary, spent: e.spent as number };
  },
  legendaryActionsReset(d, e) {
    const s = writable(d, e.combatantId as string);
    if (s?.legendary) s.legendary = { ...s.legendary, spent: 0 };
  },
  lairSet(d, e) {
    const id = e.combatantId as string;
    const s = writable(d, id);
    if (s?.lair) s.lair = { ...s.lair, inLair: e.inLair === true };
    const r = d.root();
    const slot = e.slot as InitiativeSlot | undefined;
    r.slots =
      e.inLair === true && slot
        ? placeSlot(r.slots, slot, e.index as number, r.turn?.slotKey ?? null)
        : r.slots.filter((x) => x.key !== lairSlotKey(id));
  },
  lairActionUsed(d, e) {
    const s = writable(d, e.combatantId as string);
    if (s?.lair) {
      s.lair = {
        ...s.lair,
        lastIndex: (e.index as number | null) ?? null,
        lastRound: e.round as number,
      };
    }
  },
  spellSlotsSet(d, e) {
    const s = writable(d, e.combatantId as string);
    if (!s) return;
    s.spellSlots = {
      ...(s.spellSlots ?? {}),
      [e.level as string]: { max: e.max as number, spent: e.spent as number },
    };
  },
};
