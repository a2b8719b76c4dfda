// The JSON export file: the full event log of one or more encounters with everything needed to
// replay them (what createEncounter received, every command's events, undo/redo markers), and
// its zod schema, which every import is validated against before anything is replayed.
import { z } from 'zod';
import type { ExportEncounter } from './source';

/** The `format` marker of a session-log export. */
export const SESSION_EXPORT_FORMAT = 'combat-manager-session-log';

/** Current version of the session-log export layout. */
export const SESSION_EXPORT_VERSION = 1;

/** Most encounters one file may hold. */
export const MAX_EXPORT_ENCOUNTERS = 1000;

/** Most log entries (commands and markers) one encounter may hold. */
export const MAX_EXPORT_ENTRIES = 1_000_000;

const iso = z.iso.datetime();
const text = (max: number) => z.string().max(max);
const json = z.record(z.string(), z.unknown());

/** An event or a command as exported: a JSON object with a `type`. */
const messageSchema = z.looseObject({ type: z.string().min(1).max(100) });

/** One log entry: a command with its events, or an undo/redo marker. */
export const exportLogEntrySchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('cmd'),
    commandId: text(100),
    at: iso.optional(),
    command: messageSchema.optional(),
    events: z.array(messageSchema).max(100_000),
  }),
  z.object({ t: z.literal('undo'), at: iso.optional() }),
  z.object({ t: z.literal('redo'), at: iso.optional() }),
]);

/** What createEncounter received. */
export const exportInitSchema = z.object({
  system: z.string().min(1).max(50),
  options: z.record(text(200), z.union([z.boolean(), text(200), z.number()])).default({}),
  combatants: z.array(json).max(10_000).default([]),
  seed: z.union([z.number(), text(200)]),
  sides: z
    .array(z.object({ id: z.string().min(1).max(200), name: text(200), isParty: z.boolean() }))
    .max(100)
    .optional(),
});

/** One exported encounter. */
export const exportEncounterSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  campaign: z.object({ id: text(200), name: text(200) }).nullable(),
  createdAt: iso.nullable(),
  endedAt: iso.nullable(),
  status: z.enum(['active', 'paused', 'ended']),
  init: exportInitSchema,
  log: z.array(exportLogEntrySchema).max(MAX_EXPORT_ENTRIES),
});

/** The envelope; its version is checked before the rest (a newer file is refused by name). */
export const sessionExportHeaderSchema = z.looseObject({
  format: z.literal(SESSION_EXPORT_FORMAT),
  schemaVersion: z.number().int().min(1),
});

/** A whole session-log export file. */
export const sessionExportSchema = z.object({
  format: z.literal(SESSION_EXPORT_FORMAT),
  schemaVersion: z.literal(SESSION_EXPORT_VERSION),
  exportedAt: iso,
  language: z.enum(['uk', 'ru', 'en']),
  encounters: z.array(exportEncounterSchema).min(1).max(MAX_EXPORT_ENCOUNTERS),
});

/** A session-log export file. */
export interface SessionExportFile {
  /** Always SESSION_EXPORT_FORMAT. */
  format: typeof SESSION_EXPORT_FORMAT;
  /** Layout version. */
  schemaVersion: typeof SESSION_EXPORT_VERSION;
  /** When the file was written (ISO-8601). */
  exportedAt: string;
  /** The campaign's language at export time. */
  language: 'uk' | 'ru' | 'en';
  /** The encounters, oldest first. */
  encounters: ExportEncounter[];
}

/** The JSON text of an export file (one line per top-level value is not needed: compact). */
export function toJson(
  encounters: readonly ExportEncounter[],
  meta: { exportedAt: string; language: SessionExportFile['language'] },
): string {
  const file: SessionExportFile = {
    format: SESSION_EXPORT_FORMAT,
    schemaVersion: SESSION_EXPORT_VERSION,
    exportedAt: meta.exportedAt,
    language: meta.language,
    encounters: [...encounters],
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}
