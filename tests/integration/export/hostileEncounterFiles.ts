// Exported-encounter files that look right but must not be imported: a statblock nested
// thousands of levels deep, and combatants or events with values the engine never produces.
import { toJson } from '../../../shared/export/schema';
import type { ExportEncounter } from '../../../shared/export/source';
import { osrScript } from '../../unit/export/support/scripts';

/** Stands in for a deep value until the file's text is made (JSON.stringify would overflow). */
const deepMarker = '@@deep@@';

/** The JSON text of an object nested `depth` levels deep. */
export function nestedText(depth: number): string {
  return `${'{"inner":'.repeat(depth - 1)}{"leaf":1}${'}'.repeat(depth - 1)}`;
}

/** The file's text with the deep marker replaced by an object nested `depth` levels deep. */
const deepened = (text: string, depth: number): string =>
  text.replace(`"${deepMarker}"`, nestedText(depth));

/** The export file of `encounter`, as the app writes it. */
export const fileOf = (...encounters: ExportEncounter[]): string =>
  toJson(encounters, { exportedAt: '2025-03-14T21:00:00.000Z', language: 'en' });

/**
 * The recorded OSR fight with one more creature joining: a copy of one of its goblins under a
 * new id, changed by `change`.
 */
export function withJoining(
  change: (combatant: Record<string, unknown>) => Record<string, unknown>,
): ExportEncounter {
  const { encounter, state } = osrScript();
  const goblin = structuredClone(state.combatants.g1) as unknown as Record<string, unknown>;
  const combatant = change({ ...goblin, id: 'g9', name: 'Goblin 9', conditions: [] });
  const extra = {
    t: 'cmd' as const,
    commandId: 'x1',
    events: [{ type: 'combatantAdded', combatant, commandId: 'x1' }] as never,
  };
  return { ...encounter, log: [...encounter.log, extra] };
}

/** The recorded OSR fight with its first starting creature changed by `change`. */
export function withStarting(
  change: (combatant: Record<string, unknown>) => Record<string, unknown>,
): ExportEncounter {
  const { encounter } = osrScript();
  const [first, ...rest] = (encounter.init.combatants ?? []) as Record<string, unknown>[];
  return {
    ...encounter,
    init: { ...encounter.init, combatants: [change(first as Record<string, unknown>), ...rest] },
  } as ExportEncounter;
}

/** The recorded OSR fight with `events` appended as one more command. */
export function withExtraEvents(events: Record<string, unknown>[]): ExportEncounter {
  const { encounter } = osrScript();
  const extra = { t: 'cmd' as const, commandId: 'x1', events: events as never };
  return { ...encounter, log: [...encounter.log, extra] };
}

/** Hostile files with the code each must be refused with. */
export function hostileEncounterFiles(): [string, string, string][] {
  return [
    [
      'a statblock nested 5,000 deep',
      deepened(fileOf(withJoining((c) => ({ ...c, statblock: deepMarker }))), 5000),
      'importTooDeep',
    ],
    [
      'a starting creature with a statblock nested 5,000 deep',
      deepened(fileOf(withStarting((c) => ({ ...c, statblock: deepMarker }))), 5000),
      'importTooDeep',
    ],
    [
      'a starting creature with an HP of "lots"',
      fileOf(withStarting((c) => ({ ...c, hp: 'lots' }))),
      'importReplayFailed',
    ],
    ['an HP of "lots"', fileOf(withJoining((c) => ({ ...c, hp: 'lots' }))), 'importInvalid'],
    ['a maximum HP of −5', fileOf(withJoining((c) => ({ ...c, maxHp: -5 }))), 'importInvalid'],
    ['an HP of 1e308', fileOf(withJoining((c) => ({ ...c, hp: 1e308 }))), 'importInvalid'],
    [
      'an event type neither the engine nor the system knows',
      fileOf(withExtraEvents([{ type: 'osr.summonDragon', dragons: 3 }])),
      'importInvalid',
    ],
    [
      'a system event carrying 1e308',
      fileOf(withExtraEvents([{ type: 'encounterNotesSet', notes: 'x', weight: 1e308 }])),
      'importInvalid',
    ],
  ];
}
