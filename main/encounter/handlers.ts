import type { DmEncounterDelta, DmEncounterView } from '../../shared/ipc/index';
import type { ChannelHandlers } from '../ipc/router';
import type { EncounterService } from './encounterService';
import { fullDelta } from './viewDelta';

/** The encounter's command, history and log channels. */
export type EncounterHandlers = Pick<
  ChannelHandlers,
  'encounter.dispatch' | 'encounter.undo' | 'encounter.redo' | 'encounter.log'
>;

/** How many recent deltas are kept for the answers of the calls that made them. */
const KEPT = 16;

/**
 * Answers the command, history and log channels from the encounter service. A command is
 * answered with its delta (what it changed), the same one the DM windows are sent.
 */
export function createEncounterHandlers(encounter: EncounterService): EncounterHandlers {
  const recent = new Map<number, DmEncounterDelta>();
  // Listeners run while the change is made, so its delta is here before the call returns.
  encounter.onChange(({ dmDelta }) => {
    recent.set(dmDelta.revision, dmDelta);
    for (const revision of recent.keys()) {
      if (recent.size <= KEPT) break;
      recent.delete(revision);
    }
  });
  const answer = (view: DmEncounterView): DmEncounterDelta =>
    recent.get(view.revision) ?? fullDelta(view);
  return {
    'encounter.dispatch': ({ command }) => answer(encounter.dispatch(command)),
    // Undo and redo answer the whole view: they are rarer, and callers read it whole.
    'encounter.undo': () => encounter.undo(),
    'encounter.redo': () => encounter.redo(),
    'encounter.log': ({ from, language }) => encounter.log(from, language),
  };
}
