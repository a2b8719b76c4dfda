// What an export is made from: one encounter's identity, how it was created and its log.
import type { CreateEncounterInput } from '../encounter/engine';
import type { ExportLogEntry } from './log';

/** Lifecycle of a stored encounter (the store's header status). */
export type ExportEncounterStatus = 'active' | 'paused' | 'ended';

/** One encounter as the export reads it. */
export interface ExportEncounter {
  /** The encounter's id. */
  id: string;
  /** Its name (the session name the DM gave it). */
  name: string;
  /** The campaign it belongs to, when it is stored in one. */
  campaign: { id: string; name: string } | null;
  /** When it was started (ISO-8601), when known. */
  createdAt: string | null;
  /** When it was ended (ISO-8601), if it was. */
  endedAt: string | null;
  /** Active, paused or ended. */
  status: ExportEncounterStatus;
  /** What `createEncounter` received; replaying the log starts from it. */
  init: CreateEncounterInput;
  /** The log: commands with their events, and undo/redo markers. */
  log: ExportLogEntry[];
}
