import { z } from 'zod';
import { timestampSchema } from './ids';

/** An engine event or command as stored: a JSON object with a `type`. */
export const storedMessageSchema = z.looseObject({ type: z.string().min(1).max(100) });
/** An engine event or command as stored. */
export type StoredMessage = z.infer<typeof storedMessageSchema>;

// One entry is one undo step: a command and every event it produced. Writing the whole step as
// one journal line means a crash can never leave half a command on disk.
/** One entry of an encounter or campaign log: a command's events, or an undo/redo marker. */
export const logEntrySchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('cmd'),
    commandId: z.string().min(1).max(100),
    at: timestampSchema,
    command: storedMessageSchema,
    events: z.array(storedMessageSchema),
  }),
  z.object({ t: z.literal('undo'), at: timestampSchema }),
  z.object({ t: z.literal('redo'), at: timestampSchema }),
]);
/** One entry of an encounter or campaign log. */
export type LogEntry = z.infer<typeof logEntrySchema>;
/** A log entry holding one command and its events. */
export type CommandEntry = Extract<LogEntry, { t: 'cmd' }>;

/** A compacted log: every entry up to `lastSeq`, written atomically. */
export const logSnapshotSchema = z.object({
  // The entry layout version the snapshot was written with (the log header's version).
  schemaVersion: z.number().int().min(1),
  lastSeq: z.number().int().min(0),
  entries: z.array(z.unknown()),
});
/** A compacted log. */
export type LogSnapshot = z.infer<typeof logSnapshotSchema>;
