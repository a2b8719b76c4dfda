// The 2e initiative procedure: d10 low-first, re-rolled every round (2E-INIT-01/02), with the
// standard, group and individual modes, weapon speed and casting time (2E-INIT-04..14).
import type { DecideContext } from '../../../encounter/context';
import type { Combatant, EncounterState, InitiativeSlot } from '../../../encounter/types';
import { ev } from '../../../encounter/engine-events';
import { inOrder } from '../../../encounter/order-leaving';
import { sortSlots } from '../../../encounter/slots';
import { RuleError } from '../../../errors';
import type { InitiativeProcedure, InitiativeRequest, InitiativeResult } from '../../types';
import { readOptions } from '../options';
import type { InitiativeAction } from '../rules/initiative';
import {
  combatantInitiativeModifiers,
  resolvesAtEndOfRound,
  sideSituationModifiers,
} from '../rules/initiative';
import type { Modifier } from '../rules/modifiers';
import { sumModifiers } from '../rules/modifiers';
import type { Adnd2eStatblock } from '../statblock';
import type { CreatureSize, MagicItemKind, Table55Situation } from '../tables/initiative';
import type { DeclaredAction, PendingSpell } from '../sys';
import { effectiveStatblock, encounterSysOf, sysOf } from '../sys';
import { sysEvent } from './adnd2e-events';
import { adnd2eSystemRef } from './system-ref';

const CONDITION_SITUATIONS: Readonly<Record<string, Table55Situation>> = {
  hasted: 'hasted',
  slowed: 'slowed',
  hindered: 'hindered',
  setToReceiveCharge: 'setToReceiveCharge',
};

/** What the combatant does this round, for Table 56, from its declaration and statblock. */
export function initiativeAction(
  sb: Adnd2eStatblock,
  declared: DeclaredAction | null,
): InitiativeAction {
  if (declared?.action === 'castSpell') {
    if (declared.castingRounds !== undefined)
      return { kind: 'spell', castingTime: 'rounds', rounds: declared.castingRounds };
    return { kind: 'spell', castingTime: declared.castingTime ?? 0 };
  }
  if (declared?.action === 'useMagicItem' && declared.item) {
    return {
      kind: 'item',
      item: declared.item as MagicItemKind,
      ...(declared.castingTime !== undefined ? { castingTime: declared.castingTime } : {}),
    };
  }
  if (declared?.action === 'breath') return { kind: 'breath' };
  if (declared?.action === 'innate') return { kind: 'innate' };
  if (declared && declared.action !== 'attack') return { kind: 'other' };
  const weapon = sb.attacks[declared?.attackIndex ?? 0];
  if (!weapon) return { kind: 'other' };
  if (weapon.kind === 'natural' || weapon.speed === undefined)
    return { kind: 'natural', size: sb.size as CreatureSize };
  const bonuses = [
    weapon.magicBonus,
    ...(weapon.secondBonus !== undefined ? [weapon.secondBonus] : []),
  ];
  return { kind: 'weapon', speed: weapon.speed, magicBonuses: bonuses };
}

/** Table 55 situations a combatant meets: declared ones and those its conditions imply. */
export function situationsOf(c: Combatant): Table55Situation[] {
  const declared = (sysOf(c).declared?.situations ?? []) as Table55Situation[];
  const fromConditions = c.conditions
    .map((x) => CONDITION_SITUATIONS[x.key])
    .filter((x): x is Table55Situation => !!x);
  return [...new Set([...declared, ...fromConditions])];
}

/** Slot keys of the round's opening steps: declarations, then the initiative roll (2E-SEQ-03). */
export const openingSteps = {
  declare: 'adnd2e:declare',
  initiative: 'adnd2e:initiative',
} as const;

function procedureSlot(key: string, step: string, index: number): InitiativeSlot {
  return {
    key,
    kind: 'procedure',
    combatantIds: [],
    score: null,
    tiebreak: [index],
    phase: step,
    labelKey: `steps.${step}`,
    sequential: false,
  };
}

/** The two steps every round opens with, before anyone acts (2E-SEQ-03). */
function openingSlots(): InitiativeSlot[] {
  return [
    procedureSlot(openingSteps.declare, 'playersDeclare', 0),
    procedureSlot(openingSteps.initiative, 'initiative', 1),
  ];
}

/** True while the round is in its declarations or initiative step. */
export function inOpeningStep(state: EncounterState): boolean {
  const key = state.turn?.slotKey;
  return key === openingSteps.declare || key === openingSteps.initiative;
}

/**
 * True when initiative has been rolled for the current round: this round's roll, or (in round
 * 1) the roll the DM made before the fight.
 */
export function initiativeRolledThisRound(state: EncounterState): boolean {
  return state.combatantIds.some((id) => {
    const c = state.combatants[id] as Combatant;
    const r = sysOf(c).initRound;
    return c.present && (r === state.round || (r === 0 && state.round === 1));
  });
}

interface Entry {
  id: string;
  side: string;
  die: number;
  score: number;
  endOfRound: boolean;
  pendingSpell: PendingSpell | null;
  modifiers: Modifier[];
}

/**
 * 2E-SEQ-03: a round goes declare → initiative → resolve. At a round's start the order is its
 * two opening steps; the dice are rolled when the DM rolls them (or passes the declarations),
 * once a round (2E-INIT-01). A roll the DM made before the fight is round 1's and is kept.
 */
function roll(
  state: EncounterState,
  request: InitiativeRequest,
  ctx: DecideContext,
): InitiativeResult {
  if (state.status !== 'active') return rollDice(state, request, ctx);
  if (request.all && state.turn === null) {
    const kept = state.round === 1 ? state.slots.filter((s) => s.kind === 'turn') : [];
    return { slots: kept.length > 0 ? kept : openingSlots() };
  }
  const opening = inOpeningStep(state) && !initiativeRolledThisRound(state);
  if (request.all && !opening) throw new RuleError('initiativeAlreadyRolled');
  if (!opening) return rollDice(state, request, ctx); // a creature joining the rolled round
  // the round's roll, whoever the DM named: everyone who keeps a place in the order rolls
  const system = adnd2eSystemRef();
  const present = state.combatantIds.filter((id) => (state.combatants[id] as Combatant).present);
  const ids = inOrder(present, state, system);
  const rolled = rollDice(state, { ...request, combatantIds: ids, all: true }, ctx);
  if (request.all) return rolled;
  const slots = sortSlots(rolled.slots, system, state);
  return { slots: [], events: [...(rolled.events ?? []), ev.initiativeSet(slots, true)] };
}

function rollDice(
  state: EncounterState,
  request: InitiativeRequest,
  ctx: DecideContext,
): InitiativeResult {
  const opts = readOptions(state.options);
  const mode = opts.initiativeMode;
  const enc = encounterSysOf(state);
  const sideRolls: Record<string, number> =
    !request.all && enc.sideRollRound === state.round ? { ...enc.sideRolls } : {};
  const present = request.combatantIds
    .map((id) => state.combatants[id])
    .filter((c): c is Combatant => !!c && c.present);
  // 2E-INIT-05: in standard mode a side modifier counts only if every acting member meets it
  const sideMods = new Map<string, Modifier[]>();
  if (mode === 'standard') {
    const dmSide = (request.data?.sideModifiers ?? null) as Record<string, number> | null;
    for (const side of new Set(present.map((c) => c.side))) {
      const members = present.filter((c) => c.side === side && sysOf(c).life === 'alive');
      const given = dmSide?.[side];
      // AMB-05: the DM's confirmed side modifier, or each acting member checked
      const mods =
        given !== undefined
          ? [{ source: 'T55.dm', value: Number(given) }]
          : opts.sideModifierCheck === 'dmConfirm'
            ? []
            : sideSituationModifiers(members.map(situationsOf));
      sideMods.set(side, mods);
    }
  }
  const entries: Entry[] = [];
  for (const c of present) {
    const sys = sysOf(c);
    const sb = effectiveStatblock(c);
    const declared = sys.declared && !sys.declared.rejected ? sys.declared : null;
    const continuing =
      sys.pendingSpell && sys.pendingSpell.at < 0 && sys.pendingSpell.roundsLeft >= 1
        ? sys.pendingSpell
        : null;
    const action: InitiativeAction = continuing
      ? { kind: 'spell', castingTime: 'rounds', rounds: continuing.roundsLeft }
      : initiativeAction(sb, declared);
    let die: number;
    if (mode === 'individual') die = ctx.roller.roll('1d10', `init:${c.id}`).total;
    else {
      if (sideRolls[c.side] === undefined)
        sideRolls[c.side] = ctx.roller.roll('1d10', `init:side:${c.side}`).total;
      die = sideRolls[c.side] as number;
    }
    const own = combatantInitiativeModifiers(action, situationsOf(c), {
      mode,
      weaponSpeed: opts.weaponSpeed,
      castTimeInStandardInit: opts.castTimeInStandardInit,
    });
    const modifiers = [...(sideMods.get(c.side) ?? []), ...own];
    const score = die + sumModifiers(modifiers);
    const endOfRound = resolvesAtEndOfRound(action); // 2E-INIT-09
    let pendingSpell: PendingSpell | null = null;
    if (continuing) pendingSpell = continuing;
    else if (declared?.action === 'castSpell') {
      pendingSpell = {
        name: declared.spell ?? 'spell',
        at: endOfRound ? -1 : score,
        roundsLeft: declared.castingRounds ?? 1,
      };
    }
    entries.push({ id: c.id, side: c.side, die, score, endOfRound, pendingSpell, modifiers });
  }
  // one slot per initiative count: equal counts act simultaneously (2E-INIT-03)
  const slots: InitiativeSlot[] = [];
  const byKey = new Map<string, InitiativeSlot>();
  for (const e of entries) {
    const key = e.endOfRound ? 'i:endOfRound' : `i:${e.score}`;
    let slot = byKey.get(key);
    if (!slot) {
      slot = {
        key,
        kind: 'turn',
        combatantIds: [],
        score: e.endOfRound ? null : e.score,
        tiebreak: [],
        sequential: false,
        ...(e.endOfRound ? { phase: 'endOfRound', labelKey: 'slots.endOfRound' } : {}),
      };
      byKey.set(key, slot);
      slots.push(slot);
    }
    slot.combatantIds.push(e.id);
  }
  for (const s of slots) {
    const sides = new Set(s.combatantIds.map((id) => (state.combatants[id] as Combatant).side));
    if (sides.size === 1) s.side = [...sides][0] as string;
  }
  // the rolled order follows the round's opening steps, which stay as done steps of the round
  const opening = request.all && state.status === 'active' ? openingSlots() : [];
  return {
    slots: [...opening, ...slots],
    events: [
      sysEvent('adnd2e.initiativeRolled', {
        round: state.round,
        mode,
        all: request.all,
        sideRolls,
        entries: entries.map((e) => ({
          combatantId: e.id,
          die: e.die,
          score: e.score,
          endOfRound: e.endOfRound,
          pendingSpell: e.pendingSpell as never,
          modifiers: e.modifiers.map((m) => ({ source: m.source, value: m.value })),
        })),
      }),
    ],
  };
}

/**
 * Orders slots: the opening steps first (2E-SEQ-03), then lowest first (2E-INIT-02), end-of-round
 * spells last (2E-INIT-09); equal counts tie.
 */
function compare(a: InitiativeSlot, b: InitiativeSlot): number {
  const pa = a.kind === 'procedure' ? 0 : 1;
  const pb = b.kind === 'procedure' ? 0 : 1;
  if (pa !== pb) return pa - pb;
  if (pa === 0) return (a.tiebreak[0] ?? 0) - (b.tiebreak[0] ?? 0);
  const ea = a.phase === 'endOfRound' ? 1 : 0;
  const eb = b.phase === 'endOfRound' ? 1 : 0;
  if (ea !== eb) return ea - eb;
  if (a.score === b.score) return 0;
  if (a.score === null) return 1;
  if (b.score === null) return -1;
  return a.score - b.score;
}

/** The 2e initiative procedure. */
export const adnd2eInitiative: InitiativeProcedure = {
  direction: () => 'asc',
  rerollEachRound: () => true, // 2E-INIT-01
  roll,
  compare: (a, b) => compare(a, b),
};
