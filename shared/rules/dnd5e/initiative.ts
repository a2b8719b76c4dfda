// 5e initiative (§3): the standard roll (d20 + Dex and bonuses), one roll per group of identical
// creatures, ties per the DM's setting, and the variants: passive score, side initiative and
// speed factor (re-rolled every round with the tactics modifier table).
import type { DecideContext } from '../../encounter/context';
import { compareByScore } from '../../encounter/slots';
import type { Combatant, EncounterState, InitiativeSlot } from '../../encounter/types';
import type { InitiativeProcedure, InitiativeRequest, InitiativeResult } from '../types';
import { sys5 } from './sys';
import { tsys } from './combat/state';
import { speedFactorModifier } from './tactics/speedFactor';
import { lairOwner, lairSlots } from './resources';

/** The initiative mode in force. */
export function initiativeMode(state: EncounterState): string {
  return (state.options.initiativeMode as string | undefined) ?? 'standard';
}

/** 5E-INITSC-01: the passive initiative score, 10 + the initiative bonus (Dex modifier). */
export function initiativeScore(c: Combatant): number {
  return 10 + c.initiativeBonus;
}

/** 5E-SPEED-02: the speed-factor modifier of a combatant for this round (AMB-28: Dex included). */
export function speedFactorTotalModifier(c: Combatant, includeDex: boolean): number {
  const s = sys5(c);
  const mod = speedFactorModifier(s.size, s.speedFactor?.actions ?? []).total;
  return mod + (s.speedFactor?.dmModifier ?? 0) + (includeDex ? c.initiativeBonus : 0);
}

/** Higher score first; a lair's step loses ties with creatures [not in seed: MM]. */
function ordered(a: InitiativeSlot, b: InitiativeSlot): number {
  const byScore = compareByScore(a, b, 'desc');
  if (byScore !== 0 || a.score !== b.score) return byScore;
  const la = lairOwner(a.key) !== null;
  const lb = lairOwner(b.key) !== null;
  return la === lb ? 0 : la ? 1 : -1;
}

/** Breaks ties among slots with a d20 roll-off, again until broken (5E-INIT-04, 5E-SPEED-06). */
function rollOff(slots: InitiativeSlot[], ctx: DecideContext): void {
  for (let pass = 0; pass < 20; pass++) {
    const groups = new Map<string, InitiativeSlot[]>();
    for (const s of slots) {
      const k = `${s.score}|${s.tiebreak.join(',')}`;
      groups.set(k, [...(groups.get(k) ?? []), s]);
    }
    const tied = [...groups.values()].filter((g) => g.length > 1);
    if (tied.length === 0) return;
    for (const g of tied) {
      for (const s of g)
        s.tiebreak = [...s.tiebreak, ctx.roller.roll('1d20', `tie:${s.key}`).total];
    }
  }
}

/** Groups of tied slot keys (same score and tiebreak). */
function ties(slots: InitiativeSlot[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const s of slots) {
    const k = `${s.score}|${s.tiebreak.join(',')}`;
    groups.set(k, [...(groups.get(k) ?? []), s.key]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

/** Individual or group slots for the standard, score and speed-factor modes. */
function creatureSlots(
  state: EncounterState,
  req: InitiativeRequest,
  ctx: DecideContext,
): InitiativeSlot[] {
  const mode = initiativeMode(state);
  const group = state.options.groupIdenticalCreatures !== false && mode !== 'speedFactor';
  const slots: InitiativeSlot[] = [];
  const byGroup = new Map<string, InitiativeSlot>();
  const requested = new Set(req.combatantIds);
  // 5E-MOUNT-06: a controlled mount acts in its rider's slot.
  const riderOf = (c: Combatant): string | null => {
    const r = tsys(c).rider;
    return r?.control === 'controlled' && requested.has(r.id) ? r.id : null;
  };
  const mountsOf = new Map<string, string[]>();
  for (const id of req.combatantIds) {
    const riderId = riderOf(state.combatants[id] as Combatant);
    if (riderId) mountsOf.set(riderId, [...(mountsOf.get(riderId) ?? []), id]);
  }
  for (const id of req.combatantIds) {
    const c = state.combatants[id] as Combatant;
    if (riderOf(c)) continue;
    if (group && c.groupId) {
      const existing = byGroup.get(c.groupId);
      if (existing) {
        existing.combatantIds.push(id, ...(mountsOf.get(id) ?? [])); // 5E-INIT-02: one roll for the group
        continue;
      }
    }
    let score: number;
    // A creature with initiative advantage keeps the higher of two d20s, or +5 on a passive
    // score [not in seed: PHB advantage on checks and passive checks].
    const adv = sys5(c).initiativeAdvantage === true;
    const d20 = adv ? '2d20kh1' : '1d20';
    if (mode === 'score')
      score = initiativeScore(c) + (adv ? 5 : 0); // 5E-INITSC-01
    else if (mode === 'speedFactor') {
      const mod = speedFactorTotalModifier(c, state.options['speedFactor.includeDex'] !== false);
      score = ctx.roller.roll(`${d20}+${mod}`, `init:${id}`).total;
    } else {
      score = ctx.roller.roll(
        `${d20}+${c.initiativeBonus}`,
        `init:${group && c.groupId ? c.groupId : id}`,
      ).total; // 5E-INIT-01
    }
    const slot: InitiativeSlot = {
      key: group && c.groupId ? `g:${c.groupId}` : `c:${id}`,
      kind: 'turn',
      combatantIds: [id],
      score,
      tiebreak: [],
      sequential: false,
      ...(mode === 'speedFactor' ? { hiddenScore: true } : {}), // 5E-SPEED-06, AMB-36
    };
    if (group && c.groupId) byGroup.set(c.groupId, slot);
    slot.combatantIds.push(...(mountsOf.get(id) ?? []));
    slots.push(slot);
  }
  if (mode === 'speedFactor') {
    // 5E-SPEED-06: ties go to the highest Dexterity score, then a roll-off.
    for (const s of slots)
      s.tiebreak = [sys5(state.combatants[s.combatantIds[0] as string] as Combatant).abilities.dex];
    rollOff(slots, ctx);
    return slots;
  }
  const tie = state.options.initTieBreak;
  if (tie === 'dex') {
    for (const s of slots) {
      const c = state.combatants[s.combatantIds[0] as string] as Combatant;
      s.tiebreak = [sys5(c).abilities.dex];
    }
  } else if (tie === 'd20') {
    rollOff(slots, ctx);
  }
  return slots;
}

/** 5E-SIDE-01..03: one d20 per side, no modifiers, ties rerolled until broken. */
function sideSlots(
  state: EncounterState,
  req: InitiativeRequest,
  ctx: DecideContext,
): InitiativeSlot[] {
  const bySide = new Map<string, string[]>();
  for (const id of req.combatantIds) {
    const side = (state.combatants[id] as Combatant).side;
    bySide.set(side, [...(bySide.get(side) ?? []), id]);
  }
  const slots: InitiativeSlot[] = [...bySide.entries()].map(([side, ids]) => ({
    key: `side:${side}`,
    kind: 'turn',
    combatantIds: ids,
    score: ctx.roller.roll('1d20', `side:${side}`).total,
    tiebreak: [],
    side,
    sequential: true, // 5E-SIDE-02: members act in any order the side chooses
  }));
  for (let pass = 0; pass < 50; pass++) {
    const seen = new Map<number, InitiativeSlot[]>();
    for (const s of slots) seen.set(s.score as number, [...(seen.get(s.score as number) ?? []), s]);
    const tied = [...seen.values()].filter((g) => g.length > 1);
    if (tied.length === 0) break;
    for (const g of tied)
      for (const s of g) s.score = ctx.roller.roll('1d20', `side:${s.side}`).total;
  }
  return slots;
}

/** The 5e initiative procedure. */
export const dnd5eInitiative: InitiativeProcedure = {
  direction: () => 'desc',
  rerollEachRound: (state) => initiativeMode(state) === 'speedFactor', // 5E-SPEED-01/08
  autoRollOnJoin: (state) => state.options.joinMidCombat === 'autoRoll', // AMB-05
  roll(state, request, ctx): InitiativeResult {
    const mode = initiativeMode(state);
    if (mode === 'side') {
      // Joining a running side fight: the newcomer acts with its side.
      if (!request.all) {
        const slots = state.slots.filter((s) => s.side !== undefined);
        const out: InitiativeSlot[] = [];
        for (const id of request.combatantIds) {
          const c = state.combatants[id] as Combatant;
          const slot = slots.find((s) => s.side === c.side);
          if (slot)
            out.push({ ...slot, combatantIds: [...slot.combatantIds.filter((x) => x !== id), id] });
        }
        if (out.length > 0) return { slots: out };
      }
      const sides = sideSlots(state, request, ctx);
      return { slots: [...sides, ...lairSlots(state, request.combatantIds, request.all)] };
    }
    const slots = creatureSlots(state, request, ctx);
    const manual = mode !== 'speedFactor' && (state.options.initTieBreak ?? 'manual') === 'manual';
    // AMB-01: ask the DM to order ties (rolls also tie with the order already standing).
    const all = request.all ? slots : [...state.slots.filter((s) => s.kind === 'turn'), ...slots];
    const found = manual
      ? ties(all).filter((g) => g.some((k) => slots.some((s) => s.key === k)))
      : [];
    // Creatures in their lair: the lair's step comes into the order with their roll.
    const withLairs = [...slots, ...lairSlots(state, request.combatantIds, request.all)];
    return found.length > 0 ? { slots: withLairs, ties: found } : { slots: withLairs };
  },
  compare: (a, b) => ordered(a, b),
};
