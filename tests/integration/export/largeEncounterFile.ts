// A valid exported-encounter file of at least a given size: the recorded OSR fight followed by
// commands that rewrite the encounter's notes (10,000 characters each).
import type { ExportEncounter } from '../../../shared/export/source';
import { osrScript } from '../../unit/export/support/scripts';
import { fileOf } from './hostileEncounterFiles';

/** The text of an export file of at least `minBytes` bytes that imports cleanly. */
export function largeEncounterFile(minBytes: number): string {
  const { encounter } = osrScript();
  const notes = 'The goblins whisper in the dark. '.repeat(300).slice(0, 10_000);
  const count = Math.ceil(minBytes / notes.length);
  const extra = Array.from({ length: count }, (_, i) => ({
    t: 'cmd' as const,
    commandId: `notes${i}`,
    events: [{ type: 'encounterNotesSet', notes: `${i} ${notes}`, commandId: `notes${i}` }],
  }));
  const large: ExportEncounter = { ...encounter, log: [...encounter.log, ...(extra as never[])] };
  return fileOf(large);
}
