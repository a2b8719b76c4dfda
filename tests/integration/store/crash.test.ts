// Crash tests. A real writer process (the store's adapters in lowdb, with the writer lock) on
// real files is SIGKILLed at random moments; each kill is a fresh process, killed once.
//  - event log: 500 kills during appends and compactions; after every kill the files load and
//    every acknowledged event is there, in order, without duplicates;
//  - document: 1,000 kills during rewrites; after every kill the file is exactly the last
//    acknowledged version or the one being written.
// The two run side by side so that one's waits (fsyncs, start-ups) overlap the other's work.
// The child is a small esbuild bundle started without the environment that slows every Node
// start-up (see kill-loop.ts): the 1,500 start-ups are most of the test's time.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJournal } from '../../../main/store/journal-format';
import { crashDocText, type CrashEntry } from './helpers/crash-docs';
import { bundleCrashChild, runKillLoop, seeded } from './helpers/kill-loop';
import { makeTempDir } from './helpers/temp-dir';

// The issue asks for 500 and 1,000 kills; the variables only shorten a local investigation.
const JOURNAL_KILLS = Number(process.env.CRASH_JOURNAL_KILLS ?? 500);
const DOCUMENT_KILLS = Number(process.env.CRASH_DOCUMENT_KILLS ?? 1000);
// A fresh log every 50 kills keeps each one at a realistic length.
const PER_LOG = 50;
// What one kill may take on a loaded two-core machine, start-up of its child, its writes and
// the check of the files included (60-130 ms is typical there): the tests' time limits.
const MS_PER_KILL = 400;
const logOf = (kill: number) => `log${Math.floor(kill / PER_LOG)}`;

let script: string;
const dirs: { journal: string; document: string } = { journal: '', document: '' };
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  script = await bundleCrashChild();
  for (const key of ['journal', 'document'] as const) {
    const made = await makeTempDir(`cm-crash-${key}-`);
    dirs[key] = made.dir;
    cleanups.push(made.cleanup);
  }
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function readOptional(path: string): Promise<Buffer | null> {
  return readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

/**
 * Reads a log's files as they are on disk with nothing of the store but the line decoder: the
 * snapshot must parse (it is written atomically), the journal may end in one torn line and
 * nothing else, and together they must hold events 1..N in order.
 */
async function eventsOnDisk(logId: string): Promise<{ count: number; tornTail: boolean }> {
  const base = join(dirs.journal, logId);
  const numbers: number[] = [];
  let lastSeq = 0;
  const snapshot = await readOptional(`${base}.snapshot.json`);
  if (snapshot !== null) {
    const parsed = JSON.parse(snapshot.toString('utf8')) as {
      lastSeq: number;
      entries: CrashEntry[];
    };
    lastSeq = parsed.lastSeq;
    numbers.push(...parsed.entries.map((e) => e.n));
  }
  const decoded = decodeJournal((await readOptional(`${base}.jsonl`)) ?? Buffer.alloc(0));
  if (decoded.damage !== null) expect(decoded.damage.atTail).toBe(true);
  for (const line of decoded.lines) {
    if (line.seq > lastSeq) numbers.push((line.entry as CrashEntry).n);
  }
  numbers.forEach((n, index) => {
    if (n !== index + 1) throw new Error(`event ${index + 1} on disk is ${n}`);
  });
  return { count: numbers.length, tornTail: decoded.damage !== null };
}

async function documentVersionOnDisk(candidates: number[]): Promise<number | null> {
  const bytes = await readOptional(join(dirs.document, 'doc.json'));
  if (bytes === null) return null;
  const text = bytes.toString('utf8');
  const match = candidates.find((v) => v > 0 && crashDocText(v) === text);
  if (match === undefined)
    throw new Error(`doc.json is neither version ${candidates.join(' nor ')}`);
  return match;
}

describe.concurrent('crash tests (SIGKILL)', () => {
  it(
    `event log: every acknowledged event survives ${JOURNAL_KILLS} kills, in order`,
    async () => {
      const random = seeded(Number(process.env.CRASH_SEED ?? 20250301));
      const started = performance.now();
      let onDisk = 0;
      let acknowledged = 0;
      let totalAcks = 0;
      let tornTails = 0;
      let killedBeforeOpen = 0;
      await runKillLoop({
        script,
        args: [dirs.journal, 'journal'],
        kills: JOURNAL_KILLS,
        // One kill in five lands while the writer is starting, recovering or taking the lock;
        // the rest while it appends (every 40th event it also compacts), after 0–5 acknowledged
        // appends and a random few milliseconds more.
        plan: (i) => ({
          ...(random() < 0.2
            ? { afterOpen: false, ms: Math.floor(random() * 12) }
            : {
                afterOpen: true,
                afterAcks: Math.floor(random() * 6),
                ms: Math.floor(random() * 20),
              }),
          go: logOf(i),
        }),
        check: async (i, report) => {
          if (i % PER_LOG === 0) {
            onDisk = 0;
            acknowledged = 0;
          }
          if (report.opened === null) killedBeforeOpen += 1;
          else expect(report.opened).toBe(onDisk); // the restart found exactly what was durable
          report.acks.forEach((n, k) => expect(n).toBe((report.opened ?? 0) + k + 1));
          acknowledged = Math.max(acknowledged, ...report.acks);
          totalAcks += report.acks.length;
          const disk = await eventsOnDisk(logOf(i));
          expect(disk.count).toBeGreaterThanOrEqual(acknowledged);
          if (disk.tornTail) tornTails += 1;
          onDisk = disk.count;
        },
      });
      const aside = (await readdir(dirs.journal)).filter((n) => n.includes('.corrupt-'));
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `crash, event log: ${JOURNAL_KILLS} kills in ${seconds.toFixed(1)} s; ${totalAcks} events ` +
          `acknowledged; ${killedBeforeOpen} kills before open; ${tornTails} torn tails left by ` +
          `kills, ${aside.length} set aside by the restarts`,
      );
      expect(totalAcks).toBeGreaterThan(JOURNAL_KILLS);
    },
    JOURNAL_KILLS * MS_PER_KILL,
  );

  it(
    `document: exactly the old or the new version after each of ${DOCUMENT_KILLS} kills`,
    async () => {
      const random = seeded(Number(process.env.CRASH_SEED ?? 20250302));
      const started = performance.now();
      let version = 0; // the version on disk after the previous kill
      let totalAcks = 0;
      let newerThanAck = 0;
      await runKillLoop({
        script,
        args: [dirs.document, 'document'],
        kills: DOCUMENT_KILLS,
        // Most kills land while the writer rewrites, after 0–2 acknowledged rewrites and a random
        // few milliseconds more; some while it starts, recovers or takes the lock.
        plan: () =>
          random() < 0.15
            ? { afterOpen: false, ms: Math.floor(random() * 12) }
            : {
                afterOpen: true,
                afterAcks: Math.floor(random() * 3),
                ms: Math.floor(random() * 15),
              },
        check: async (_i, report) => {
          if (report.opened !== null) expect(report.opened).toBe(version);
          const base = report.opened ?? version;
          report.acks.forEach((v, k) => expect(v).toBe(base + k + 1));
          const lastAck = report.acks.at(-1) ?? base;
          // Old = the last acknowledged version; new = the one whose write was cut off.
          const found = await documentVersionOnDisk([lastAck, lastAck + 1]);
          if (lastAck > 0) expect(found).not.toBeNull();
          if (found === lastAck + 1) newerThanAck += 1;
          version = found ?? 0;
          totalAcks += report.acks.length;
        },
      });
      const names = await readdir(dirs.document);
      expect(names.filter((n) => n.includes('.corrupt-'))).toEqual([]);
      // Temp files of killed writers are swept at each open: only the last kill's can remain.
      expect(names.filter((n) => n.endsWith('.tmp')).length).toBeLessThanOrEqual(2);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `crash, document: ${DOCUMENT_KILLS} kills in ${seconds.toFixed(1)} s; ${totalAcks} rewrites ` +
          `acknowledged; the unacknowledged new version was already in place after ${newerThanAck} kills`,
      );
      expect(totalAcks).toBeGreaterThan(DOCUMENT_KILLS / 2);
    },
    DOCUMENT_KILLS * MS_PER_KILL,
  );
});
