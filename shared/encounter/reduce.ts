// Folding events into state. `applyEvents` is pure (copy-on-write draft); `replayEvents` owns a
// private copy and mutates it, the fast path for rebuilding a state from a long log.
import type { RngState } from '../dice';
import type { RuleSystem } from './port';
import type { CombatantPatch } from './commands';
import type { Draft } from './draft';
import { LiveDraft, OwnedDraft, cloneCombatant, ownedCopy } from './draft';
import { ENGINE_EVENT_SET } from './engine-events';
import type {
  Combatant,
  ConditionInstance,
  EncounterState,
  EngineEvent,
  Group,
  InitiativeSlot,
  OptionValue,
  Prompt,
  ReadiedAction,
  Side,
  XpAward,
} from './types';
import { placeSlot, removeFromSlots } from './slots';

type Handler = (d: Draft, e: EngineEvent) => void;

function p<T>(e: EngineEvent, key: string): T {
  return e[key] as T;
}

const handlers: Record<string, Handler> = {
  combatantAdded(d, e) {
    const c = p<Combatant>(e, 'combatant');
    // A private copy: the event object stays untouched by later in-place edits.
    d.combatantMap()[c.id] = cloneCombatant(c);
    const r = d.root();
    r.combatantIds = [...r.combatantIds, c.id];
  },
  combatantRemoved(d, e) {
    const id = p<string>(e, 'combatantId');
    const map = d.combatantMap();
    delete map[id];
    const r = d.root();
    r.combatantIds = r.combatantIds.filter((x) => x !== id);
    r.slots = removeFromSlots(r.slots, [id], r.turn?.slotKey ?? null);
    r.delayed = r.delayed.filter((x) => x !== id);
    if (r.turn && r.turn.activeIds.includes(id)) {
      r.turn = { ...r.turn, activeIds: r.turn.activeIds.filter((x) => x !== id) };
    }
  },
  combatantUpdated(d, e) {
    const c = d.combatant(p<string>(e, 'combatantId'));
    const patch = p<CombatantPatch>(e, 'patch');
    for (const [k, v] of Object.entries(patch)) {
      if (v !== undefined) (c as unknown as Record<string, unknown>)[k] = v;
    }
  },
  encounterNotesSet(d, e) {
    d.root().notes = p<string>(e, 'notes');
  },
  sideSet(d, e) {
    const side = p<Side>(e, 'side');
    const r = d.root();
    r.sides = { ...r.sides, [side.id]: side };
  },
  groupSet(d, e) {
    const group = p<Group>(e, 'group');
    const r = d.root();
    r.groups = { ...r.groups, [group.id]: group };
    const members = new Set(p<string[]>(e, 'combatantIds'));
    for (const id of r.combatantIds) {
      const c = r.combatants[id] as Combatant;
      const inGroup = members.has(id);
      if (inGroup && c.groupId !== group.id) d.combatant(id).groupId = group.id;
      else if (!inGroup && c.groupId === group.id) d.combatant(id).groupId = null;
    }
  },
  groupDissolved(d, e) {
    const groupId = p<string>(e, 'groupId');
    const r = d.root();
    const groups = { ...r.groups };
    delete groups[groupId];
    r.groups = groups;
    for (const id of r.combatantIds) {
      if ((r.combatants[id] as Combatant).groupId === groupId) d.combatant(id).groupId = null;
    }
  },
  initiativeSet(d, e) {
    const r = d.root();
    r.slots = p<InitiativeSlot[]>(e, 'slots');
    // A full roll before the fight is round 1's: the fight starts with it, never re-rolls it.
    if (p<boolean>(e, 'all')) r.initiativeRound = r.status === 'setup' ? 1 : r.round;
  },
  slotPlaced(d, e) {
    const r = d.root();
    r.slots = placeSlot(
      r.slots,
      p<InitiativeSlot>(e, 'slot'),
      p<number>(e, 'index'),
      r.turn?.slotKey ?? null,
    );
  },
  initiativeReordered(d, e) {
    const r = d.root();
    const byKey = new Map(r.slots.map((s) => [s.key, s]));
    r.slots = p<string[]>(e, 'slotKeys').map((k) => byKey.get(k) as InitiativeSlot);
  },
  slotSplit(d, e) {
    const key = p<string>(e, 'slotKey');
    const r = d.root();
    const out: InitiativeSlot[] = [];
    for (const s of r.slots) {
      if (s.key !== key) {
        out.push(s);
        continue;
      }
      for (const id of s.combatantIds) {
        out.push({ ...s, key: `c:${id}`, combatantIds: [id], sequential: false });
      }
    }
    r.slots = out;
    if (r.turn?.slotKey === key) {
      const first = r.turn.activeIds[0] ?? null;
      r.turn = first ? { slotKey: `c:${first}`, activeIds: [first], doneIds: [] } : null;
    }
  },
  encounterStarted(d) {
    d.root().status = 'active';
  },
  roundStarted(d, e) {
    const r = d.root();
    r.round = p<number>(e, 'round');
    r.turn = null;
  },
  roundEnded(d) {
    const r = d.root();
    r.turn = null;
    if (r.slots.some((s) => s.kind === 'turn' && s.combatantIds.length === 0)) {
      r.slots = r.slots.filter((s) => s.kind !== 'turn' || s.combatantIds.length > 0);
    }
  },
  turnStarted(d, e) {
    const r = d.root();
    const slotKey = p<string>(e, 'slotKey');
    const doneIds = r.turn && r.turn.slotKey === slotKey ? r.turn.doneIds : [];
    r.turn = { slotKey, activeIds: p<string[]>(e, 'activeIds'), doneIds };
    // Slots emptied while they were current (delay, leave) go once the turn has moved on.
    if (
      r.slots.some((s) => s.kind === 'turn' && s.combatantIds.length === 0 && s.key !== slotKey)
    ) {
      r.slots = r.slots.filter(
        (s) => s.kind !== 'turn' || s.combatantIds.length > 0 || s.key === slotKey,
      );
    }
  },
  turnEnded(d, e) {
    const r = d.root();
    if (!r.turn) return;
    const ended = p<string[]>(e, 'activeIds');
    r.turn = {
      slotKey: r.turn.slotKey,
      activeIds: r.turn.activeIds.filter((id) => !ended.includes(id)),
      doneIds: [...r.turn.doneIds, ...ended],
    };
  },
  delayed(d, e) {
    const id = p<string>(e, 'combatantId');
    const r = d.root();
    r.slots = removeFromSlots(r.slots, [id], r.turn?.slotKey ?? null);
    r.delayed = [...r.delayed, id];
    if (r.turn && r.turn.activeIds.includes(id)) {
      r.turn = { ...r.turn, activeIds: r.turn.activeIds.filter((x) => x !== id) };
    }
  },
  resumed(d, e) {
    const id = p<string>(e, 'combatantId');
    const r = d.root();
    r.delayed = r.delayed.filter((x) => x !== id);
    r.slots = placeSlot(
      r.slots,
      p<InitiativeSlot>(e, 'slot'),
      p<number>(e, 'index'),
      r.turn?.slotKey ?? null,
    );
  },
  readied(d, e) {
    d.combatant(p<string>(e, 'combatantId')).readied = p<ReadiedAction>(e, 'readied');
  },
  readyCleared(d, e) {
    d.combatant(p<string>(e, 'combatantId')).readied = null;
  },
  left(d, e) {
    const id = p<string>(e, 'combatantId');
    d.combatant(id).present = false;
    const r = d.root();
    r.slots = removeFromSlots(r.slots, [id], r.turn?.slotKey ?? null);
    r.delayed = r.delayed.filter((x) => x !== id);
  },
  orderLeft(d, e) {
    const ids = p<string[]>(e, 'combatantIds');
    const r = d.root();
    r.slots = removeFromSlots(r.slots, ids, r.turn?.slotKey ?? null);
    r.delayed = r.delayed.filter((x) => !ids.includes(x));
    if (r.turn && r.turn.activeIds.some((x) => ids.includes(x))) {
      r.turn = { ...r.turn, activeIds: r.turn.activeIds.filter((x) => !ids.includes(x)) };
    }
  },
  rejoined(d, e) {
    d.combatant(p<string>(e, 'combatantId')).present = true;
  },
  conditionAdded(d, e) {
    const c = d.combatant(p<string>(e, 'combatantId'));
    c.conditions.push(p<ConditionInstance>(e, 'condition'));
  },
  conditionRemoved(d, e) {
    const c = d.combatant(p<string>(e, 'combatantId'));
    const id = p<string>(e, 'conditionId');
    c.conditions = c.conditions.filter((x) => x.id !== id);
  },
  conditionTicked(d, e) {
    const c = d.combatant(p<string>(e, 'combatantId'));
    const id = p<string>(e, 'conditionId');
    const rounds = p<number>(e, 'rounds');
    c.conditions = c.conditions.map((x) => {
      if (x.id !== id || !x.duration) return x;
      const next: ConditionInstance = { ...x, duration: { ...x.duration, rounds } };
      delete next.skipCurrent;
      return next;
    });
  },
  reminder() {
    // Log-only: a note for the DM.
  },
  optionSet(d, e) {
    const r = d.root();
    r.options = { ...r.options, [p<string>(e, 'key')]: p<OptionValue>(e, 'value') };
  },
  encounterEnded(d) {
    const r = d.root();
    r.status = 'ended';
    r.turn = null;
  },
  xpAwarded(d, e) {
    d.root().xpAward = {
      awards: p<XpAward['awards']>(e, 'awards').map((a) => ({ ...a })),
      defeated: p<XpAward['defeated']>(e, 'defeated').map((x) => ({ ...x })),
    };
  },
  xpShared() {
    // Log-only: the line telling one creature's share.
  },
  promptRaised(d, e) {
    const r = d.root();
    r.prompts = [...r.prompts, p<Prompt>(e, 'prompt')];
  },
  promptResolved(d, e) {
    const r = d.root();
    const id = p<string>(e, 'promptId');
    r.prompts = r.prompts.filter((x) => x.id !== id);
  },
};

/** Applies one event to a draft: bookkeeping, then the engine's or the system's handler. */
export function applyToDraft(draft: Draft, event: EngineEvent, system: RuleSystem): void {
  const s = draft.state;
  if (event.commandId !== undefined && event.commandId !== s.lastCommandId) {
    const r = draft.root();
    r.commandCount += 1;
    r.lastCommandId = event.commandId;
  }
  if (event.rng !== undefined) draft.root().rng = event.rng as RngState;
  if (ENGINE_EVENT_SET.has(event.type)) {
    (handlers[event.type] as Handler)(draft, event);
  } else {
    system.apply(draft, event);
  }
}

/** Pure: the state after `events`, sharing every untouched part with `state`. */
export function applyEvents(
  state: EncounterState,
  events: readonly EngineEvent[],
  system: RuleSystem,
): EncounterState {
  if (events.length === 0) return state;
  const draft = new LiveDraft(state);
  for (const e of events) applyToDraft(draft, e, system);
  return draft.state;
}

/** Replays `events` on a private copy of `init` (fast path: mutation in place). */
export function replayEvents(
  init: EncounterState,
  events: readonly EngineEvent[],
  system: RuleSystem,
): EncounterState {
  const draft = new OwnedDraft(ownedCopy(init));
  for (const e of events) applyToDraft(draft, e, system);
  return draft.state;
}
