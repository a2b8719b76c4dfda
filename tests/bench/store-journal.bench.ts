// Cost of one durable event (the store's full path: LogWriter.append → validation → lowdb →
// JournalLog → one checksummed JSONL line written durably) against a bare append + fsync of
// the very same bytes, at event 100 and at event 10,000 of one log. Goals: ≤ 1.3× the bare
// append + fsync, flat with log length. The store opens its journal O_DSYNC (one system call
// per event with the guarantee of write + fdatasync), so the same bare write on an O_DSYNC
// file is printed too: it is the floor for our way of writing.
import { mkdtemp, open, rm } from 'node:fs/promises';
import { closeSync, constants, fsyncSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStoreContext } from '../../main/store/context';
import { encodeLine } from '../../main/store/journal-format';
import { LogWriter } from '../../main/store/log-writer';
import type { EncounterLogHeader } from '../../shared/model/encounter-log';
import type { LogEntry } from '../../shared/model/log-entry';
import { encounterLogKind } from '../../shared/model/migrations/index';

const EVENTS = 10_000;
const WINDOW = 100; // events measured around each mark
const MARKS = [100, EVENTS];

/** A damage command with its event and roll, about the size the engine records. */
function entry(n: number): LogEntry {
  const target = `m${n % 24}-${n % 8}`;
  return {
    t: 'cmd',
    commandId: `cmd-${n}`,
    at: new Date(1_740_000_000_000 + n * 1000).toISOString(),
    command: { type: 'damage', targetIds: [target], amount: 1 + (n % 6), damageType: 'slashing' },
    events: [
      {
        type: 'damaged',
        commandId: `cmd-${n}`,
        combatantId: target,
        amount: 1 + (n % 6),
        damageType: 'slashing',
        hpBefore: 400 - (n % 300),
        hpAfter: 399 - (n % 300),
        tempHpBefore: 0,
        rolls: [
          {
            notation: '1d6',
            dice: [1 + (n % 6)],
            kept: [1 + (n % 6)],
            modifier: 0,
            total: 1 + (n % 6),
            source: 'rng',
          },
        ],
        rng: [n, n * 7, n * 13, n * 17],
      },
    ],
  };
}

const header: EncounterLogHeader = {
  schemaVersion: 2,
  id: 'bench',
  campaignId: 'bench',
  name: 'Benchmark',
  savedEncounterId: null,
  status: 'active',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  endedAt: null,
  writtenBack: false,
  init: { system: 'dnd5e', options: {}, combatants: [], seed: 1 },
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** Per-event milliseconds of the three writers, interleaved event by event. */
interface Series {
  ours: number[];
  bareAsync: number[];
  bareSync: number[];
  bareDsync: number[];
}

// The three writers advance together, one event each in turn, so a change in machine load or
// disk latency hits all of them alike and the per-event ratios stay meaningful.
async function run(dir: string): Promise<Series> {
  const context = createStoreContext(dir);
  const log = await LogWriter.create(context, join(dir, 'log'), encounterLogKind, header);
  const handle = await open(join(dir, 'bare-async.jsonl'), 'w+');
  const fd = openSync(join(dir, 'bare-sync.jsonl'), 'a');
  const dsync = await open(
    join(dir, 'bare-dsync.jsonl'),
    constants.O_RDWR | constants.O_CREAT | constants.O_DSYNC,
  );
  const series: Series = { ours: [], bareAsync: [], bareSync: [], bareDsync: [] };
  let position = 0;
  for (let n = 1; n <= EVENTS; n += 1) {
    const e = entry(n);
    // The bare writers get the exact bytes our journal line has.
    const bytes = Buffer.from(encodeLine(n, e));

    let t = performance.now();
    await log.append(e);
    series.ours.push(performance.now() - t);

    t = performance.now();
    await handle.write(bytes, 0, bytes.length, position);
    await handle.sync();
    series.bareAsync.push(performance.now() - t);
    position += bytes.length;

    t = performance.now();
    writeSync(fd, bytes);
    fsyncSync(fd);
    series.bareSync.push(performance.now() - t);

    t = performance.now();
    await dsync.write(bytes, 0, bytes.length, position - bytes.length);
    series.bareDsync.push(performance.now() - t);
  }
  await dsync.close();
  await log.close();
  await handle.close();
  closeSync(fd);
  return series;
}

function window(times: number[], mark: number): number[] {
  const from = Math.max(0, mark - WINDOW / 2 - 1);
  return times.slice(from, from + WINDOW);
}

/** Median over the window of per-event ratios ours / bare. */
function ratioAt(series: Series, bare: number[], mark: number): number {
  const o = window(series.ours, mark);
  const b = window(bare, mark);
  return median(o.map((value, i) => value / (b[i] as number)));
}

const dir = await mkdtemp(join(tmpdir(), 'cm-bench-journal-'));
try {
  const rounds = 3;
  const runs: Series[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const sub = await mkdtemp(join(dir, `r${round}-`));
    runs.push(await run(sub));
    await rm(sub, { recursive: true, force: true });
  }
  const med = (pick: (s: Series) => number) => median(runs.map(pick));
  const µs = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
  console.log(
    `durable event: ${EVENTS.toLocaleString('en')} events per log, ${bytesOf(entry(5000))} bytes per ` +
      `line, writers interleaved event by event; median of ${rounds} runs`,
  );
  const ratios: number[] = [];
  for (const mark of MARKS) {
    const o = med((s) => median(window(s.ours, mark)));
    const a = med((s) => median(window(s.bareAsync, mark)));
    const y = med((s) => median(window(s.bareSync, mark)));
    const d = med((s) => median(window(s.bareDsync, mark)));
    const ra = med((s) => ratioAt(s, s.bareAsync, mark));
    const ry = med((s) => ratioAt(s, s.bareSync, mark));
    ratios.push(ra);
    console.log(
      `  at event ${mark.toLocaleString('en').padStart(6)}: store ${µs(o)}; bare append+fsync ${µs(a)} ` +
        `(async API), ${µs(y)} (sync API); bare O_DSYNC append ${µs(d)}; ` +
        `store / bare append+fsync = ${ra.toFixed(2)}× (async) / ${ry.toFixed(2)}× (sync) (goal ≤ 1.3×)`,
    );
  }
  console.log(
    `  flatness (store / bare at 10,000 vs at 100): ${((ratios[1] as number) / (ratios[0] as number)).toFixed(2)}× (goal: flat)`,
  );
  const whole = med((s) => median(s.ours.map((o, i) => o / (s.bareAsync[i] as number))));
  console.log(`  whole log: store / bare (async) = ${whole.toFixed(2)}× per event (median)`);
} finally {
  await rm(dir, { recursive: true, force: true });
}

function bytesOf(e: LogEntry): number {
  return Buffer.byteLength(encodeLine(1, e));
}
