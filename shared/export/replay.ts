// Replaying an exported encounter: the state it started from, and its history rebuilt from the
// log (undo/redo markers included), so an imported encounter continues exactly where it was.
import { createEncounter, type CreateEncounterInput } from '../encounter/engine';
import { History, type HistoryEntry } from '../encounter/history';
import type { EncounterState } from '../encounter/types';
import type { ExportLogEntry } from './log';
import type { ExportEncounter } from './source';

/** Log entries as the engine's History reads them. */
export function historyEntries(log: readonly ExportLogEntry[]): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  for (const entry of log) {
    if (entry.t === 'undo') out.push({ type: 'history.undo' });
    else if (entry.t === 'redo') out.push({ type: 'history.redo' });
    else out.push(...entry.events);
  }
  return out;
}

/** The initial state and the rebuilt history of an exported encounter (throws RuleError). */
export function replayExported(encounter: Pick<ExportEncounter, 'init' | 'log'>): {
  init: EncounterState;
  history: History;
} {
  const init = createEncounter(encounter.init as CreateEncounterInput);
  return { init, history: History.fromLog(init, historyEntries(encounter.log)) };
}
