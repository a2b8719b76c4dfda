// The engine's dispatch with each distinct command validated once: the simulated fights repeat
// the same few commands (this attacker's attack on that target, next turn, a death save)
// thousands of times, and validating each again was a tenth of a run. Deciding and applying are
// the engine's own (dispatchParsed); a refusal is the same RuleError dispatch throws.
import type { EncounterState, EngineCommand } from '../encounter';
import { dispatchParsed, parseCommand, systemById } from '../encounter';

/** Validated commands by their JSON; one cache per run, so it never outgrows a run's commands. */
export type CommandCache = Map<string, EngineCommand>;

/** The state after `command`, as dispatch(state, command).state; throws what dispatch throws. */
export function dispatchCached(
  state: EncounterState,
  command: unknown,
  cache: CommandCache,
): EncounterState {
  const key = JSON.stringify(command);
  let cmd = cache.get(key);
  if (!cmd) {
    cmd = parseCommand(systemById(state.system), command);
    cache.set(key, cmd);
  }
  return dispatchParsed(state, cmd).state;
}
