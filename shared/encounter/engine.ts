// The engine's public surface: create an encounter, dispatch a command, replay a log.
import type { z } from 'zod';
import { createRoller, parseRollPurpose, seedRng } from '../dice';
import { RuleError } from '../errors';
import { systemById } from './system-lookup';
import type { RuleSystem } from './port';
import { buildCombatant } from './combatants';
import type { CombatantInput, EngineCommandInput } from './commands';
import { combatantInputSchema, engineCommandSchemas } from './commands';
import { createDecideContext, nextCommandId } from './context';
import { orderLeavingEvents } from './order-leaving';
import { decideEngineCommand } from './decide';
import { resolveOptions } from './options';
import { checkRollKeys } from './roll-keys';
import { applyEvents, replayEvents } from './reduce';
import { DEFAULT_SIDES } from './sides';
import type { EncounterState, EngineCommand, EngineEvent, OptionValues, Side } from './types';

/** What an encounter is created from. */
export interface CreateEncounterInput {
  /** Rule system id ('dnd5e', 'adnd2e', 'osr'). */
  system: string;
  /** Option values; missing ones take the system's defaults. */
  options?: OptionValues;
  /** Combatants present from the start. */
  combatants?: CombatantInput[];
  /** Seed of the encounter's dice. */
  seed: number | string;
  /** Sides; defaults to the party and the foes. */
  sides?: Side[];
}

/** Result of a dispatched command. */
export interface DispatchResult {
  /** State after the command. */
  state: EncounterState;
  /** Events the command produced (stamped with its id, rolls and RNG state). */
  events: EngineEvent[];
}

function zodToRuleError(error: z.ZodError, type: string): RuleError {
  const issue = error.issues[0];
  return new RuleError('invalidCommand', {
    type,
    path: issue ? issue.path.join('.') : '',
    message: issue ? issue.message : 'invalid',
  });
}

/** Creates the initial state of an encounter (status `setup`). */
export function createEncounter(input: CreateEncounterInput): EncounterState {
  const system = systemById(input.system);
  const sides: Record<string, Side> = {};
  for (const s of input.sides ?? DEFAULT_SIDES) sides[s.id] = s;
  let state: EncounterState = {
    schemaVersion: 1,
    system: system.id,
    options: resolveOptions(system, input.options),
    status: 'setup',
    round: 0,
    turn: null,
    slots: [],
    initiativeRound: 0,
    delayed: [],
    combatantIds: [],
    combatants: {},
    sides,
    groups: {},
    prompts: [],
    notes: '',
    rng: seedRng(input.seed),
    commandCount: 0,
    lastCommandId: null,
    sys: {},
  };
  const combatants = { ...state.combatants };
  const ids: string[] = [];
  const groups = { ...state.groups };
  (input.combatants ?? []).forEach((raw, i) => {
    const parsed = combatantInputSchema.safeParse(raw);
    if (!parsed.success) throw zodToRuleError(parsed.error, 'createEncounter');
    const c = parsed.data;
    const id = c.id ?? `c${i + 1}`;
    if (combatants[id]) throw new RuleError('duplicateCombatant', { combatantId: id });
    if (c.groupId && !groups[c.groupId]) {
      groups[c.groupId] = { id: c.groupId, name: c.name, leaderId: null };
    }
    combatants[id] = buildCombatant(c, id, system, state);
    ids.push(id);
  });
  state = { ...state, combatants, combatantIds: ids, groups };
  return state;
}

/** Validates a raw command with the engine's or the system's schema. */
export function parseCommand(system: RuleSystem, raw: unknown): EngineCommand {
  if (
    typeof raw !== 'object' ||
    raw === null ||
    typeof (raw as { type?: unknown }).type !== 'string'
  ) {
    throw new RuleError('invalidCommand', { type: '', path: 'type', message: 'missing type' });
  }
  const type = (raw as { type: string }).type;
  // Own properties only: a command named `constructor` or `__proto__` is simply unknown.
  const schema = Object.hasOwn(engineCommandSchemas, type)
    ? (engineCommandSchemas as Record<string, z.ZodType>)[type]
    : Object.hasOwn(system.commandSchemas, type)
      ? system.commandSchemas[type]
      : undefined;
  if (!schema) throw new RuleError('unknownCommand', { type, system: system.id });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw zodToRuleError(parsed.error, type);
  return parsed.data as EngineCommand;
}

/**
 * Rejects typed dice under a name the system never rolls (a misspelt purpose would otherwise be
 * ignored and the RNG would roll instead). Typed dice of a roll the command may skip (damage
 * after a miss) stay allowed: whether a roll happens depends on the other rolls.
 */
function checkTypedRolls(typed: Readonly<Record<string, unknown>>, known: readonly string[]): void {
  for (const key of Object.keys(typed)) {
    if (!known.includes(parseRollPurpose(key).base)) {
      throw new RuleError('unknownRollPurpose', { purpose: key });
    }
  }
}

/**
 * The typed dice of a command against what it may roll: its own shape list (closed), else the
 * system's `'*'` shapes for the bases they name and the base names for the rest.
 */
function checkTyped(
  typed: Readonly<Record<string, unknown>>,
  type: string,
  system: RuleSystem,
): void {
  let rest = typed;
  if (type === 'addCombatants') {
    // The engine rolls a new creature's hit points (`hp:<name>`); the rest are the system's.
    const hpKeys = Object.keys(typed).filter((key) => parseRollPurpose(key).base === 'hp');
    if (hpKeys.length > 0) {
      checkRollKeys(Object.fromEntries(hpKeys.map((key) => [key, typed[key]])), ['hp:<name>']);
      rest = Object.fromEntries(Object.entries(typed).filter(([key]) => !hpKeys.includes(key)));
    }
  }
  const own = system.commandRolls && Object.hasOwn(system.commandRolls, type);
  if (own) return checkRollKeys(rest, system.commandRolls?.[type] ?? []);
  const shapes = system.commandRolls?.['*'];
  if (shapes) checkRollKeys(rest, shapes, { onlyNamedBases: true });
  if (system.rollPurposes) checkTypedRolls(rest, system.rollPurposes);
}

/** Decides a validated command into stamped events, without applying them. */
export function decide(
  state: EncounterState,
  command: EngineCommand,
  system: RuleSystem = systemById(state.system),
): EngineEvent[] {
  if (command.typedRolls) checkTyped(command.typedRolls, command.type, system);
  const roller = createRoller(state.rng, command.typedRolls);
  const ctx = createDecideContext(state, roller);
  const isEngineCommand = Object.hasOwn(engineCommandSchemas, command.type);
  if (isEngineCommand) system.checkEngineCommand?.(state, command);
  let raw = isEngineCommand
    ? decideEngineCommand(state, command as EngineCommandInput, system, ctx)
    : system.decide(state, command, ctx);
  const after = system.hooks.afterEngineCommand;
  if (isEngineCommand && after && raw.length > 0) {
    // The system reacts to what the engine command did (morale, concentration…).
    raw = [...raw, ...after(applyEvents(state, raw, system), raw, ctx)];
  }
  if (raw.length === 0) return raw;
  const events = raw.map((e) => ({ ...e, commandId: ctx.commandId }));
  if (roller.rolls.length > 0) {
    (events[0] as EngineEvent).rolls = [...roller.rolls];
    (events[events.length - 1] as EngineEvent).rng = roller.rngState;
  }
  return events;
}

/**
 * Applies a command: validates it, decides it and applies its events. Throws a RuleError (and
 * changes nothing) when the command is invalid or the rules forbid it.
 */
export function dispatch(state: EncounterState, command: unknown): DispatchResult {
  return dispatchParsed(state, parseCommand(systemById(state.system), command));
}

/**
 * `dispatch` of a command that parseCommand already validated for the state's system: for a
 * caller that sends the same commands many times (the fight simulation) and parses each once.
 */
export function dispatchParsed(state: EncounterState, cmd: EngineCommand): DispatchResult {
  const system = systemById(state.system);
  const events = decide(state, cmd, system);
  const after = applyEvents(state, events, system);
  // Whoever the command left dead (or fled, surrendered) leaves the order now (2E-DEATH-01).
  const leaving = after.status === 'ended' ? [] : orderLeavingEvents(after, system);
  if (leaving.length === 0) return { state: after, events };
  const commandId = events[0]?.commandId ?? nextCommandId(state);
  const stamped = leaving.map((e) => ({ ...e, commandId }));
  return { state: applyEvents(after, stamped, system), events: [...events, ...stamped] };
}

/** Pure: the state after applying `events` to `state`. */
export function apply(state: EncounterState, events: readonly EngineEvent[]): EncounterState {
  return applyEvents(state, events, systemById(state.system));
}

/** Rebuilds the state from the initial state and the event log (fast path). */
export function replay(init: EncounterState, events: readonly EngineEvent[]): EncounterState {
  return replayEvents(init, events, systemById(init.system));
}
