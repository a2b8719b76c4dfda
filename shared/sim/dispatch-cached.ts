// The engine's dispatch (encounter/engine.ts) with each distinct command validated once: the
// simulated fights repeat the same few commands (this attacker's attack on that target, next
// turn, a death save) thousands of times, and validating each again was a tenth of a run.
// Deciding and applying are the engine's own public functions, unchanged; a refusal is the
// same RuleError dispatch throws.
import type { EncounterState, EngineCommand } from '../encounter';
import {
  applyEvents,
  decide,
  nextCommandId,
  orderLeavingEvents,
  parseCommand,
  systemById,
} from '../encounter';

/** Validated commands by their JSON; one cache per run, so it never outgrows a run's commands. */
export type CommandCache = Map<string, EngineCommand>;

/** The state after `command`, as dispatch(state, command).state; throws what dispatch throws. */
export function dispatchCached(
  state: EncounterState,
  command: unknown,
  cache: CommandCache,
): EncounterState {
  const system = systemById(state.system);
  const key = JSON.stringify(command);
  let cmd = cache.get(key);
  if (!cmd) {
    cmd = parseCommand(system, command);
    cache.set(key, cmd);
  }
  // From here on exactly as dispatch: decide, apply, then whoever left the order leaves it.
  const events = decide(state, cmd, system);
  const after = applyEvents(state, events, system);
  const leaving = after.status === 'ended' ? [] : orderLeavingEvents(after, system);
  if (leaving.length === 0) return after;
  const commandId = events[0]?.commandId ?? nextCommandId(state);
  const stamped = leaving.map((e) => ({ ...e, commandId }));
  return applyEvents(after, stamped, system);
}
