import type { ChannelHandlers } from '../ipc/router';
import type { EncounterService } from './encounterService';

/** The encounter's history and log channels. */
export type EncounterHandlers = Pick<
  ChannelHandlers,
  'encounter.undo' | 'encounter.redo' | 'encounter.log'
>;

/** Answers the history and log channels from the encounter service. */
export function createEncounterHandlers(encounter: EncounterService): EncounterHandlers {
  return {
    'encounter.undo': () => encounter.undo(),
    'encounter.redo': () => encounter.redo(),
    'encounter.log': ({ from, language }) => encounter.log(from, language),
  };
}
