// Records a scripted encounter the way the store logs one: each command with its events and a
// timestamp (a fixed clock, so golden files never change), undo/redo markers included.
import { History, createEncounter } from '../../../../shared';
import type { CreateEncounterInput, EncounterState } from '../../../../shared';
import type { ExportLogEntry } from '../../../../shared/export/log';
import type { ExportEncounter } from '../../../../shared/export/source';

/**
 * One step of a script: a command (or one made from the current state, none when it gives
 * null), or an undo/redo.
 */
export type ScriptStep =
  | Record<string, unknown>
  | ((state: EncounterState) => Record<string, unknown> | null)
  | 'undo'
  | 'redo';

/** The first command is logged at this instant; each step is `stepMs` later. */
export const SCRIPT_START = Date.parse('2025-03-14T18:30:00.000Z');

/** Runs a script through the engine and returns it as an exportable encounter and its state. */
export function recordEncounter(
  meta: { id: string; name: string; campaign?: { id: string; name: string } },
  init: CreateEncounterInput,
  steps: readonly ScriptStep[],
  stepMs = 47_000,
): { encounter: ExportEncounter; state: EncounterState; history: History } {
  const history = new History(createEncounter(init));
  const log: ExportLogEntry[] = [];
  let clock = SCRIPT_START;
  const at = (): string => {
    const stamp = new Date(clock).toISOString();
    clock += stepMs;
    return stamp;
  };
  for (const [index, step] of steps.entries()) {
    try {
      record(step);
    } catch (error) {
      const hp = Object.values(history.state.combatants).map((c) => `${c.id}:${c.hp}`);
      throw new Error(`step ${index} failed (${String(error)}); hp ${hp.join(' ')}`, {
        cause: error,
      });
    }
  }
  function record(step: ScriptStep): void {
    if (step === 'undo') {
      history.undo();
      log.push({ t: 'undo', at: at() });
    } else if (step === 'redo') {
      history.redo();
      log.push({ t: 'redo', at: at() });
    } else {
      const command = typeof step === 'function' ? step(history.state) : step;
      if (command === null) return;
      const { events } = history.dispatch(command);
      if (events.length === 0) return;
      log.push({
        t: 'cmd',
        commandId: String(events[0]?.commandId),
        at: at(),
        command: structuredClone(command) as Record<string, never>,
        events,
      });
    }
  }
  const ended = history.state.status === 'ended';
  return {
    encounter: {
      id: meta.id,
      name: meta.name,
      campaign: meta.campaign ?? null,
      createdAt: new Date(SCRIPT_START).toISOString(),
      endedAt: ended ? new Date(clock - stepMs).toISOString() : null,
      status: ended ? 'ended' : 'active',
      init,
      log,
    },
    state: history.state,
    history,
  };
}
