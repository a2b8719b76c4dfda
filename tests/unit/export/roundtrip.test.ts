// JSON export → import → replay gives the identical state, undo/redo history included, and the
// imported encounter continues exactly as the original would.
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../shared';
import { appliedCommands, entriesFromEvents } from '../../../shared/export/log';
import { replayExported } from '../../../shared/export/replay';
import {
  SESSION_EXPORT_FORMAT,
  SESSION_EXPORT_VERSION,
  sessionExportSchema,
  toJson,
} from '../../../shared/export/schema';
import type { ExportEncounter } from '../../../shared/export/source';
import { History, createEncounter } from '../../../shared';
import { dnd5eScript, osrScript, scripts } from './support/scripts';

function exportAndRead(encounter: ExportEncounter): ExportEncounter {
  const text = toJson([encounter], { exportedAt: '2025-03-14T21:00:00.000Z', language: 'uk' });
  const parsed = sessionExportSchema.parse(JSON.parse(text));
  expect(parsed.format).toBe(SESSION_EXPORT_FORMAT);
  expect(parsed.schemaVersion).toBe(SESSION_EXPORT_VERSION);
  return parsed.encounters[0] as ExportEncounter;
}

describe('JSON export round trip', () => {
  for (const [system, make] of Object.entries(scripts)) {
    it(`${system}: export → import → replay gives the identical state and history`, () => {
      const { encounter, state, history } = make();
      const imported = exportAndRead(encounter);
      expect(imported).toEqual(JSON.parse(JSON.stringify(encounter)));
      const replayed = replayExported(imported);
      expect(replayed.history.state).toEqual(state);
      expect(replayed.history.position).toBe(history.position);
      expect(replayed.history.length).toBe(history.length);
      expect(replayed.history.events()).toEqual(history.events());
    });

    it(`${system}: the imported encounter continues as the original would`, () => {
      const { encounter, history } = make();
      const replayed = replayExported(exportAndRead(encounter)).history;
      // Undo the last command in both, then make the same new command: identical again.
      history.undo();
      replayed.undo();
      expect(replayed.state).toEqual(history.state);
      const next = { type: 'setEncounterNotes', notes: 'Continued after import' };
      expect(replayed.dispatch(next).events).toEqual(history.dispatch(next).events);
      expect(replayed.state).toEqual(history.state);
      expect(dispatch(replayed.state, { type: 'setEncounterNotes', notes: 'x' }).state).toEqual(
        dispatch(history.state, { type: 'setEncounterNotes', notes: 'x' }).state,
      );
    });
  }

  it('rejects a file that is not an export or has a newer layout', () => {
    const { encounter } = osrScript();
    const file = JSON.parse(
      toJson([encounter], { exportedAt: '2025-03-14T21:00:00.000Z', language: 'en' }),
    ) as Record<string, unknown>;
    expect(sessionExportSchema.safeParse({ ...file, format: 'other' }).success).toBe(false);
    expect(sessionExportSchema.safeParse({ ...file, schemaVersion: 2 }).success).toBe(false);
    expect(sessionExportSchema.safeParse({ ...file, encounters: [] }).success).toBe(false);
    const broken = structuredClone(file) as { encounters: { log: unknown[] }[] };
    broken.encounters[0]?.log.push({ t: 'cmd', commandId: 'x', events: [{ no: 'type' }] });
    expect(sessionExportSchema.safeParse(broken).success).toBe(false);
  });
});

describe('the applied log', () => {
  it('follows undo and redo exactly as the engine’s History does', () => {
    for (const make of Object.values(scripts)) {
      const { encounter } = make();
      const applied = appliedCommands(encounter.log).flatMap((c) => c.events);
      expect(applied).toEqual(replayExported(encounter).history.events());
    }
  });

  it('a plain event list becomes one entry per command', () => {
    const { history } = dnd5eScript();
    const entries = entriesFromEvents(history.events());
    expect(entries.every((e) => e.t === 'cmd')).toBe(true);
    expect(entries.length).toBe(new Set(history.events().map((e) => e.commandId)).size);
    const init = history.init;
    expect(History.fromLog(init, history.events()).state).toEqual(history.state);
    expect(createEncounter({ system: 'dnd5e', seed: 1 }).status).toBe('setup');
  });
});
