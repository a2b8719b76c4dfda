// Deciding the engine's own commands. Each returns the events of the command or throws a
// RuleError; the state passed in is never modified.
import { RuleError } from '../errors';
import type { RuleSystem } from './port';
import { buildCombatant, requireCombatant } from './combatants';
import { newConditionInstance } from './conditions';
import type { CombatantInput, EngineCommandInput, EngineCommandOf } from './commands';
import type { DecideContext } from './context';
import { ev } from './engine-events';
import { rollInitiativeEvents } from './initiative';
import { inOrder } from './order-leaving';
import { validateOption } from './options';
import { insertionIndex, placeSlot } from './slots';
import { Steps } from './steps';
import { advanceTurn, endTurn, startRound, startTurn } from './turns';
import type { Combatant, EncounterState, EngineEvent, InitiativeSlot } from './types';

type Decider<T extends EngineCommandInput['type']> = (
  state: EncounterState,
  cmd: EngineCommandOf<T>,
  system: RuleSystem,
  ctx: DecideContext,
) => EngineEvent[];

function requireActive(state: EncounterState): void {
  if (state.status !== 'active')
    throw new RuleError('encounterNotActive', { status: state.status });
}

function requireNotEnded(state: EncounterState): void {
  if (state.status === 'ended') throw new RuleError('encounterEnded');
}

function requireNoBlockingPrompt(state: EncounterState): void {
  const p = state.prompts.find((x) => x.blocking);
  if (p) throw new RuleError('promptPending', { promptId: p.id, kind: p.kind });
}

function presentIds(state: EncounterState): string[] {
  return state.combatantIds.filter((id) => (state.combatants[id] as Combatant).present);
}

/** Present creatures that keep a place in the order (the dead get no roll: 2E-DEATH-01). */
function orderIds(state: EncounterState, system: RuleSystem): string[] {
  return inOrder(presentIds(state), state, system);
}

/** Prompt offering to roll initiative for creatures joining mid-fight (AMB-05). */
function joinPrompt(state: EncounterState, ids: string[], ctx: DecideContext): EngineEvent {
  return ev.promptRaised({
    id: ctx.newId('p'),
    kind: 'joinInitiative',
    engine: true,
    data: { combatantIds: ids },
    blocking: false,
    round: state.round,
  });
}

/** Purpose of the roll of a new creature's hit points, keyed by its name (`hp:Goblin 2`). */
export function hpRollPurpose(name: string): string {
  return `hp:${name}`;
}

/**
 * A creature to add with its hit points rolled on its hit dice when the DM chose rolled HP
 * (`hpDice`), through the RNG or the DM's typed dice, the roll recorded with the command; at
 * least 1 HP. HP given outright win.
 */
function withRolledHp(input: CombatantInput, ctx: DecideContext): CombatantInput {
  const { hpDice, ...rest } = input;
  if (hpDice === undefined || input.maxHp !== undefined || input.hp !== undefined) return rest;
  const maxHp = Math.max(1, ctx.roller.roll(hpDice, hpRollPurpose(input.name)).total);
  return { ...rest, maxHp, hp: maxHp };
}

const addCombatants: Decider<'addCombatants'> = (state, cmd, system, ctx) => {
  requireNotEnded(state);
  const steps = new Steps(state, system);
  const added: string[] = [];
  for (const given of cmd.combatants) {
    const input = withRolledHp(given, ctx);
    const id = input.id ?? ctx.newId('c');
    if (steps.state.combatants[id]) throw new RuleError('duplicateCombatant', { combatantId: id });
    if (input.groupId && !steps.state.groups[input.groupId]) {
      steps.push(ev.groupSet({ id: input.groupId, name: input.name, leaderId: null }, []));
    }
    steps.push(ev.combatantAdded(buildCombatant(input, id, system, steps.state)));
    added.push(id);
  }
  // Group membership is recorded on the combatant itself; nothing more to do for groups.
  if (state.status === 'active' && !system.initiative.rerollEachRound(state)) {
    if (cmd.rollInitiative ?? system.initiative.autoRollOnJoin?.(state) ?? false) {
      steps.push(...rollInitiativeEvents(steps.state, system, ctx, added, false));
    } else {
      steps.push(joinPrompt(steps.state, added, ctx));
    }
  }
  return steps.events;
};

const removeCombatant: Decider<'removeCombatant'> = (state, cmd) => {
  requireCombatant(state, cmd.combatantId);
  return [ev.combatantRemoved(cmd.combatantId)];
};

const updateCombatant: Decider<'updateCombatant'> = (state, cmd, system) => {
  const c = requireCombatant(state, cmd.combatantId);
  const patch = cmd.patch;
  if (patch.side !== undefined && !state.sides[patch.side]) {
    throw new RuleError('unknownSide', { side: patch.side });
  }
  const maxHp = patch.maxHp ?? c.maxHp;
  const hp = patch.hp ?? c.hp;
  const range = system.hpRange({ ...c, maxHp }, state);
  if (hp < range.min || hp > range.max) {
    throw new RuleError('invalidValue', { field: 'hp', value: hp, min: range.min, max: range.max });
  }
  // Lowering the maximum below current HP brings current HP down with it.
  const finalPatch =
    patch.maxHp !== undefined && patch.hp === undefined && c.hp > range.max
      ? { ...patch, hp: range.max }
      : patch;
  return [ev.combatantUpdated(cmd.combatantId, finalPatch)];
};

const setEncounterNotes: Decider<'setEncounterNotes'> = (_state, cmd) => [
  ev.encounterNotesSet(cmd.notes),
];

const setSide: Decider<'setSide'> = (state, cmd) => [
  ev.sideSet({
    id: cmd.sideId,
    name: cmd.name,
    isParty: cmd.isParty ?? state.sides[cmd.sideId]?.isParty ?? false,
  }),
];

const setGroup: Decider<'setGroup'> = (state, cmd) => {
  for (const id of cmd.combatantIds) requireCombatant(state, id);
  const leaderId = cmd.leaderId ?? state.groups[cmd.groupId]?.leaderId ?? null;
  if (leaderId !== null && !cmd.combatantIds.includes(leaderId)) {
    throw new RuleError('invalidValue', { field: 'leaderId', value: leaderId });
  }
  return [ev.groupSet({ id: cmd.groupId, name: cmd.name, leaderId }, cmd.combatantIds)];
};

const dissolveGroup: Decider<'dissolveGroup'> = (state, cmd) => {
  if (!state.groups[cmd.groupId]) throw new RuleError('unknownGroup', { groupId: cmd.groupId });
  return [ev.groupDissolved(cmd.groupId)];
};

const rollInitiative: Decider<'rollInitiative'> = (state, cmd, system, ctx) => {
  requireNotEnded(state);
  const all = cmd.combatantIds === undefined;
  const ids = cmd.combatantIds ?? orderIds(state, system);
  for (const id of ids) requireCombatant(state, id);
  if (ids.length === 0) throw new RuleError('noInitiative');
  return rollInitiativeEvents(state, system, ctx, ids, all, cmd.data);
};

const setInitiative: Decider<'setInitiative'> = (state, cmd, system) => {
  requireCombatant(state, cmd.combatantId);
  const current = state.slots.find((s) => s.combatantIds.includes(cmd.combatantId));
  const slot: InitiativeSlot = current
    ? { ...current, score: cmd.score, tiebreak: [] }
    : {
        key: `c:${cmd.combatantId}`,
        kind: 'turn',
        combatantIds: [cmd.combatantId],
        score: cmd.score,
        tiebreak: [],
        sequential: false,
      };
  const currentKey = state.turn?.slotKey ?? null;
  const others = placeSlot(state.slots, slot, 0, currentKey).slice(1);
  return [ev.slotPlaced(slot, insertionIndex(others, slot, system, state))];
};

const reorderInitiative: Decider<'reorderInitiative'> = (state, cmd) => {
  const have = state.slots.map((s) => s.key).sort();
  const want = [...cmd.slotKeys].sort();
  if (have.length !== want.length || have.some((k, i) => k !== want[i])) {
    throw new RuleError('invalidValue', { field: 'slotKeys', value: cmd.slotKeys.join(',') });
  }
  return [ev.initiativeReordered(cmd.slotKeys)];
};

const splitSlot: Decider<'splitSlot'> = (state, cmd) => {
  const slot = state.slots.find((s) => s.key === cmd.slotKey);
  if (!slot) throw new RuleError('unknownSlot', { slotKey: cmd.slotKey });
  if (slot.combatantIds.length < 2) return [];
  return [ev.slotSplit(cmd.slotKey)];
};

const startEncounter: Decider<'startEncounter'> = (state, _cmd, system, ctx) => {
  if (state.status !== 'setup') throw new RuleError('encounterAlreadyStarted');
  const steps = new Steps(state, system);
  steps.push(ev.encounterStarted());
  // The order the DM rolled before the fight is kept (every system, 2e's per-round roll
  // included: it counts as round 1's); only creatures it does not hold are rolled now. A
  // per-round system with nothing rolled yet rolls at round 1's start instead.
  const reroll = system.initiative.rerollEachRound(state);
  const unrolled = orderIds(state, system).filter(
    (id) => !state.slots.some((s) => s.combatantIds.includes(id)),
  );
  if (unrolled.length > 0 && (!reroll || state.slots.length > 0)) {
    const all = state.slots.length === 0;
    steps.push(...rollInitiativeEvents(steps.state, system, ctx, unrolled, all));
  }
  if (system.hooks.onEncounterStart) {
    steps.push(...system.hooks.onEncounterStart(steps.state, ctx));
  }
  startRound(steps, 1, system, ctx);
  return steps.events;
};

const nextTurn: Decider<'nextTurn'> = (state, _cmd, system, ctx) => {
  requireActive(state);
  requireNoBlockingPrompt(state);
  const steps = new Steps(state, system);
  advanceTurn(steps, system, ctx);
  return steps.events;
};

/**
 * Ends the rest of the round in one command: every turn still to come starts and ends in
 * order (so each one's start- and end-of-turn effects happen as if the DM had passed it), then
 * the round's end and the next round's start. A blocking prompt raised on the way stops it
 * there, for the DM to answer first.
 */
const endRoundCommand: Decider<'endRound'> = (state, _cmd, system, ctx) => {
  requireActive(state);
  requireNoBlockingPrompt(state);
  const steps = new Steps(state, system);
  const round = state.round;
  // Each pass ends one turn; the bound only guards against a system hook that loops.
  const bound = 4 * (state.slots.length + state.combatantIds.length) + 8;
  for (let i = 0; i < bound && steps.state.round === round; i++) {
    advanceTurn(steps, system, ctx);
    if (steps.blocked()) break;
  }
  return steps.events;
};

const startTurnOf: Decider<'startTurnOf'> = (state, cmd, system, ctx) => {
  requireActive(state);
  requireNoBlockingPrompt(state);
  requireCombatant(state, cmd.combatantId);
  const turn = state.turn;
  const slot = turn && state.slots.find((s) => s.key === turn.slotKey);
  if (!turn || !slot || !slot.sequential || !slot.combatantIds.includes(cmd.combatantId)) {
    throw new RuleError('notItsTurn', { combatantId: cmd.combatantId });
  }
  if (turn.doneIds.includes(cmd.combatantId) || turn.activeIds.includes(cmd.combatantId)) {
    throw new RuleError('notItsTurn', { combatantId: cmd.combatantId });
  }
  const steps = new Steps(state, system);
  endTurn(steps, system, ctx);
  startTurn(steps, slot, [cmd.combatantId], system, ctx);
  return steps.events;
};

const delay: Decider<'delay'> = (state, cmd, system, ctx) => {
  requireActive(state);
  requireNoBlockingPrompt(state);
  requireCombatant(state, cmd.combatantId);
  if (!state.turn?.activeIds.includes(cmd.combatantId)) {
    throw new RuleError('notItsTurn', { combatantId: cmd.combatantId });
  }
  const steps = new Steps(state, system);
  steps.push(ev.delayed(cmd.combatantId));
  if ((steps.state.turn?.activeIds.length ?? 0) === 0) advanceTurn(steps, system, ctx);
  return steps.events;
};

const resume: Decider<'resume'> = (state, cmd) => {
  requireActive(state);
  if (!state.delayed.includes(cmd.combatantId)) {
    throw new RuleError('notAllowed', { combatantId: cmd.combatantId, reason: 'notDelayed' });
  }
  const index = state.turn ? state.slots.findIndex((s) => s.key === state.turn?.slotKey) + 1 : 0;
  const current = state.turn ? state.slots[index - 1] : undefined;
  const slot: InitiativeSlot = {
    key: `c:${cmd.combatantId}`,
    kind: 'turn',
    combatantIds: [cmd.combatantId],
    score: current?.score ?? null,
    tiebreak: [],
    sequential: false,
  };
  return [ev.resumed(cmd.combatantId, slot, index)];
};

const ready: Decider<'ready'> = (state, cmd) => {
  requireActive(state);
  requireCombatant(state, cmd.combatantId);
  return [
    ev.readied(cmd.combatantId, {
      trigger: cmd.trigger,
      response: cmd.response,
      round: state.round,
    }),
  ];
};

const triggerReady: Decider<'triggerReady'> = (state, cmd) => {
  const c = requireCombatant(state, cmd.combatantId);
  if (!c.readied)
    throw new RuleError('notAllowed', { combatantId: c.id, reason: 'nothingReadied' });
  return [ev.readyCleared(cmd.combatantId, 'triggered')];
};

const leave: Decider<'leave'> = (state, cmd) => {
  const c = requireCombatant(state, cmd.combatantId);
  if (!c.present) throw new RuleError('combatantAbsent', { combatantId: c.id });
  return [ev.left(cmd.combatantId, cmd.reason ?? 'left')];
};

const rejoin: Decider<'rejoin'> = (state, cmd, system, ctx) => {
  const c = requireCombatant(state, cmd.combatantId);
  if (c.present) throw new RuleError('notAllowed', { combatantId: c.id, reason: 'present' });
  const steps = new Steps(state, system);
  steps.push(ev.rejoined(cmd.combatantId));
  if (state.status === 'active' && !system.initiative.rerollEachRound(state)) {
    if (cmd.rollInitiative) {
      steps.push(...rollInitiativeEvents(steps.state, system, ctx, [cmd.combatantId], false));
    } else {
      steps.push(joinPrompt(steps.state, [cmd.combatantId], ctx));
    }
  }
  return steps.events;
};

const addCondition: Decider<'addCondition'> = (state, cmd, system, ctx) => {
  requireCombatant(state, cmd.combatantId);
  if (!cmd.key.startsWith('custom:') && !system.conditions.some((d) => d.key === cmd.key)) {
    throw new RuleError('unknownCondition', { key: cmd.key });
  }
  if (cmd.duration) requireCombatant(state, cmd.duration.of);
  if (cmd.sourceId) requireCombatant(state, cmd.sourceId);
  return [
    ev.conditionAdded(
      cmd.combatantId,
      newConditionInstance(state, ctx, {
        key: cmd.key,
        ...(cmd.duration ? { duration: cmd.duration } : {}),
        ...(cmd.sourceId ? { sourceId: cmd.sourceId } : {}),
        ...(cmd.remind ? { remind: true } : {}),
        ...(cmd.note ? { note: cmd.note } : {}),
        ...(cmd.data ? { data: cmd.data } : {}),
      }),
    ),
  ];
};

const removeCondition: Decider<'removeCondition'> = (state, cmd) => {
  const c = requireCombatant(state, cmd.combatantId);
  if (!c.conditions.some((x) => x.id === cmd.conditionId)) {
    throw new RuleError('unknownConditionInstance', { conditionId: cmd.conditionId });
  }
  return [ev.conditionRemoved(cmd.combatantId, cmd.conditionId, 'manual')];
};

const setOption: Decider<'setOption'> = (state, cmd, system, ctx) => {
  const def = validateOption(system, cmd.key, cmd.value);
  if (
    def.kind === 'optional' &&
    def.requires &&
    cmd.value === true &&
    state.options[def.requires] !== true
  ) {
    throw new RuleError('optionRequires', { key: def.key, requires: def.requires });
  }
  const steps = new Steps(state, system);
  steps.push(ev.optionSet(cmd.key, cmd.value));
  if (cmd.value === false) {
    // Switching a rule off switches off the options that depend on it.
    for (const dep of system.options) {
      if (
        dep.kind === 'optional' &&
        dep.requires === cmd.key &&
        steps.state.options[dep.key] === true
      ) {
        steps.push(ev.optionSet(dep.key, false));
      }
    }
  }
  if (system.hooks.onOptionChanged) {
    steps.push(...system.hooks.onOptionChanged(steps.state, cmd.key, ctx));
  }
  return steps.events;
};

const endEncounter: Decider<'endEncounter'> = (state, cmd, system, ctx) => {
  requireNotEnded(state);
  const steps = new Steps(state, system);
  if (system.hooks.onEncounterEnd) steps.push(...system.hooks.onEncounterEnd(state, ctx));
  steps.push(ev.encounterEnded(cmd.reason ?? 'dm'));
  return steps.events;
};

/**
 * The DM's XP award at the end of a fight: the foes named must be in the encounter, each
 * creature gets at most one share and is not among the defeated. Allowed after the engine's end
 * too (the write-back reads the last award); system-neutral, the numbers come from the DM: a
 * foe's `xp` (what it was counted at, maybe typed by hand) is recorded as given, not checked
 * against the shares, which the DM may have weighted or rounded.
 */
const awardXp: Decider<'awardXp'> = (state, cmd) => {
  const seen = new Set<string>();
  for (const id of [...cmd.awards, ...cmd.defeated].map((x) => x.combatantId)) {
    requireCombatant(state, id);
    if (seen.has(id)) throw new RuleError('invalidValue', { field: 'combatantId', value: id });
    seen.add(id);
  }
  const total = cmd.awards.reduce((sum, a) => sum + a.xp, 0);
  return [
    ev.xpAwarded({ awards: cmd.awards, defeated: cmd.defeated }, total),
    ...cmd.awards.map((a) => ev.xpShared(a.combatantId, a.xp)),
  ];
};

const resolvePrompt: Decider<'resolvePrompt'> = (state, cmd, system, ctx) => {
  const prompt = state.prompts.find((p) => p.id === cmd.promptId);
  if (!prompt) throw new RuleError('unknownPrompt', { promptId: cmd.promptId });
  const answer = {
    ...(cmd.choice !== undefined ? { choice: cmd.choice as never } : {}),
    ...(cmd.data ? { data: cmd.data } : {}),
  };
  const steps = new Steps(state, system);
  steps.push(ev.promptResolved(prompt.id, answer.choice));
  if (!prompt.engine) {
    steps.push(...system.resolvePrompt(steps.state, prompt, answer, ctx));
    return steps.events;
  }
  if (prompt.kind === 'initiativeTie') {
    const keys = prompt.data.slotKeys as string[];
    const order = cmd.choice;
    if (order === undefined || order === null || order === 'keep') return steps.events;
    if (
      !Array.isArray(order) ||
      order.length !== keys.length ||
      !keys.every((k) => (order as unknown[]).includes(k))
    ) {
      throw new RuleError('invalidChoice', { promptId: prompt.id });
    }
    // The tied slots take the tied positions in the order the DM gave.
    const positions = steps.state.slots
      .map((s, i) => (keys.includes(s.key) ? i : -1))
      .filter((i) => i >= 0);
    const all = steps.state.slots.map((s) => s.key);
    positions.forEach((pos, k) => {
      all[pos] = order[k] as string;
    });
    steps.push(ev.initiativeReordered(all));
    return steps.events;
  }
  if (prompt.kind === 'joinInitiative') {
    if (cmd.choice === 'roll') {
      const ids = (prompt.data.combatantIds as string[]).filter((id) => state.combatants[id]);
      if (ids.length > 0) {
        steps.push(...rollInitiativeEvents(steps.state, system, ctx, ids, false, cmd.data));
      }
      return steps.events;
    }
    if (cmd.choice === 'skip' || cmd.choice === undefined) return steps.events;
    throw new RuleError('invalidChoice', { promptId: prompt.id });
  }
  throw new RuleError('invalidChoice', { promptId: prompt.id, kind: prompt.kind });
};

const deciders: { [T in EngineCommandInput['type']]: Decider<T> } = {
  addCombatants,
  removeCombatant,
  updateCombatant,
  setEncounterNotes,
  setSide,
  setGroup,
  dissolveGroup,
  rollInitiative,
  setInitiative,
  reorderInitiative,
  splitSlot,
  startEncounter,
  nextTurn,
  endRound: endRoundCommand,
  startTurnOf,
  delay,
  resume,
  ready,
  triggerReady,
  leave,
  rejoin,
  addCondition,
  removeCondition,
  setOption,
  endEncounter,
  awardXp,
  resolvePrompt,
};

/** Decides an engine command (already validated by its schema). */
export function decideEngineCommand(
  state: EncounterState,
  cmd: EngineCommandInput,
  system: RuleSystem,
  ctx: DecideContext,
): EngineEvent[] {
  const decider = deciders[cmd.type] as Decider<typeof cmd.type>;
  return decider(state, cmd as never, system, ctx);
}
