import type { EncounterLogHeader } from '../../../../shared/model/encounter-log';
import type { LogEntry } from '../../../../shared/model/log-entry';

/** A command entry numbered n (its command and event carry n, to check order). */
export function cmd(n: number, padding = 0): LogEntry {
  return {
    t: 'cmd',
    commandId: `c${n}`,
    at: '2025-03-01T10:00:00.000Z',
    command: { type: 'damage', n },
    events: [{ type: 'damaged', n, ...(padding > 0 ? { pad: 'x'.repeat(padding) } : {}) }],
  };
}

/** The n carried by a command entry, or null for markers. */
export function numberOf(entry: LogEntry): number | null {
  return entry.t === 'cmd' ? Number(entry.command.n) : null;
}

/** A valid encounter log header. */
export function encounterHeader(id = 'enc1', campaignId = 'camp1'): EncounterLogHeader {
  return {
    schemaVersion: 2,
    id,
    campaignId,
    name: 'Goblin ambush',
    savedEncounterId: null,
    status: 'active',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    endedAt: null,
    writtenBack: false,
    init: { system: 'dnd5e', options: {}, combatants: [], seed: 42 },
  };
}
