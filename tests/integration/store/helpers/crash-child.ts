// The writer the crash tests kill. It loads, prints "ready", waits for "go" on stdin, takes
// the writer lock of the data folder and opens its file through the real adapters in lowdb
// (recovering whatever the previous kill left), prints "open <n>" with what it found, then
// writes forever, printing "ack <n>" once each write has resolved, that is after its fsync.
// Output to a pipe is synchronous on Linux, so an "ack" the parent reads was printed before
// the next write began.
import { Low } from 'lowdb';
import { join } from 'node:path';
import { createStoreContext } from '../../../../main/store/context';
import { DurableDocument } from '../../../../main/store/durable-document';
import { JournalLog, type JournalData } from '../../../../main/store/journal-log';
import { acquireWriterLock } from '../../../../main/store/writer-lock';
import {
  crashDoc,
  crashDocCodec,
  crashEntry,
  crashLogFormat,
  type CrashEntry,
  type CrashHeader,
} from './crash-docs';

const [dir, mode] = process.argv.slice(2);
if (!dir || (mode !== 'journal' && mode !== 'document')) throw new Error('usage: <dir> <mode>');
const say = (line: string) => process.stdout.write(`${line}\n`);

async function journalWriter(root: string, logId: string): Promise<void> {
  const context = createStoreContext(root);
  await acquireWriterLock(context, join(root, 'writer.lock'));
  const journal = new JournalLog(context, join(root, logId), crashLogFormat);
  const db = new Low<JournalData<CrashHeader, CrashEntry>>(journal, {
    header: { schemaVersion: 1, id: logId },
    entries: [],
  });
  await db.read();
  let n = db.data.entries.length;
  say(`open ${n}`);
  for (;;) {
    n += 1;
    db.data.entries.push(crashEntry(n));
    await db.write();
    say(`ack ${n}`);
    if (n % 40 === 0) await journal.compact(db.data);
  }
}

async function documentWriter(root: string): Promise<void> {
  const context = createStoreContext(root);
  await acquireWriterLock(context, join(root, 'writer.lock'));
  const db = new Low(
    new DurableDocument(context, join(root, 'doc.json'), crashDocCodec),
    crashDoc(0),
  );
  await db.read();
  let v = db.data.version;
  say(`open ${v}`);
  for (;;) {
    v += 1;
    db.data = crashDoc(v);
    await db.write();
    say(`ack ${v}`);
  }
}

say('ready');
// "go <log id>": the parent moves to a fresh log now and then, so each restart reads a log of
// realistic length rather than one that grows through every kill.
process.stdin.once('data', (chunk) => {
  const logId = chunk.toString().trim().split(' ')[1] ?? 'log';
  const run = mode === 'journal' ? journalWriter(dir, logId) : documentWriter(dir);
  run.catch((error: unknown) => {
    process.stderr.write(`child failed: ${String(error)}\n`);
    process.exit(3);
  });
});
