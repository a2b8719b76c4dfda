// The log an export reads: the store's entries (a command with its events, or an undo/redo
// marker). Undone commands are not part of the story, so the recap walks only the commands in
// effect, with the same semantics as the engine's History (a command after an undo drops the
// redo tail).
import type { EngineEvent } from '../encounter/types';
import type { JsonObject } from '../encounter/json';

/** One entry of an encounter's log as exported: a command's events or an undo/redo marker. */
export type ExportLogEntry =
  | {
      /** A command and the events it produced. */
      t: 'cmd';
      /** The engine's command id (`k12`). */
      commandId: string;
      /** When it was applied (ISO-8601), when known. */
      at?: string;
      /** The command as the DM gave it, when recorded. */
      command?: JsonObject;
      /** Its events, in order. */
      events: EngineEvent[];
    }
  | { t: 'undo'; at?: string }
  | { t: 'redo'; at?: string };

/** A command still in effect after undo/redo, with its events. */
export interface AppliedCommand {
  /** The engine's command id. */
  commandId: string;
  /** When it was applied, when known. */
  at: string | null;
  /** Its events. */
  events: readonly EngineEvent[];
}

/** The commands in effect at the end of the log, oldest first. */
export function appliedCommands(entries: readonly ExportLogEntry[]): AppliedCommand[] {
  const stack: AppliedCommand[] = [];
  let cursor = 0;
  for (const entry of entries) {
    if (entry.t === 'undo') {
      if (cursor > 0) cursor -= 1;
    } else if (entry.t === 'redo') {
      if (cursor < stack.length) cursor += 1;
    } else if (entry.events.length > 0) {
      stack.length = cursor;
      stack.push({ commandId: entry.commandId, at: entry.at ?? null, events: entry.events });
      cursor += 1;
    }
  }
  return stack.slice(0, cursor);
}

/** Timestamps of the log's first and last entries, when recorded. */
export function logTimeSpan(
  entries: readonly ExportLogEntry[],
): { first: string; last: string } | null {
  let first: string | null = null;
  let last: string | null = null;
  for (const entry of entries) {
    if (!entry.at) continue;
    first ??= entry.at;
    last = entry.at;
  }
  return first && last ? { first, last } : null;
}

/** Log entries from a plain event list (commands split where the command id changes). */
export function entriesFromEvents(events: readonly EngineEvent[]): ExportLogEntry[] {
  const out: ExportLogEntry[] = [];
  for (const event of events) {
    const id = event.commandId ?? '';
    const last = out[out.length - 1];
    if (last && last.t === 'cmd' && last.commandId === id && id !== '') last.events.push(event);
    else out.push({ t: 'cmd', commandId: id, events: [event] });
  }
  return out;
}
