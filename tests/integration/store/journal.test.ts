import { crc32 } from 'node:zlib';
import { appendFile, copyFile, readFile, rename, truncate, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStoreContext } from '../../../main/store/context';
import { JournalLog } from '../../../main/store/journal-log';
import { logFormatOf } from '../../../main/store/log-format';
import { LogWriter } from '../../../main/store/log-writer';
import { encounterLogKind } from '../../../shared/model/migrations/index';
import { logEntrySchema, type LogEntry } from '../../../shared/model/log-entry';
import type { EncounterLogHeader } from '../../../shared/model/encounter-log';
import { cmd, encounterHeader, numberOf } from './helpers/entries';
import { faultyFs } from './helpers/faulty-fs';
import { listDir, makeTempDir } from './helpers/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir()));
afterEach(() => cleanup());

const NOW = new Date('2025-03-01T10:20:30.456Z');
const ASIDE = 'enc1.jsonl.corrupt-2025-03-01T10-20-30.456Z';

function journal(fs = faultyFs().fs) {
  const context = createStoreContext(dir, { now: () => NOW, fs });
  const log = new JournalLog<EncounterLogHeader, LogEntry>(
    context,
    join(dir, 'enc1'),
    logFormatOf(encounterLogKind, logEntrySchema),
  );
  return { context, log };
}

async function writeEntries(count: number, padding = 0) {
  const { log } = journal();
  const data = { header: encounterHeader(), entries: [] as LogEntry[] };
  for (let n = 1; n <= count; n += 1) {
    data.entries.push(cmd(n, padding));
    await log.write(data);
  }
  await log.close();
  return data;
}

async function reopen() {
  const opened = journal();
  const data = await opened.log.read();
  return { ...opened, data, numbers: data?.entries.map(numberOf) ?? [] };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('JournalLog appends', () => {
  it('writes one {seq, checksum, event} line per entry', async () => {
    await writeEntries(3);
    const lines = (await readFile(join(dir, 'enc1.jsonl'), 'utf8')).split('\n');
    expect(lines.at(-1)).toBe('');
    lines.slice(0, -1).forEach((line, i) => {
      const parsed = JSON.parse(line);
      expect(Object.keys(parsed)).toEqual(['seq', 'checksum', 'event']);
      expect(parsed.seq).toBe(i + 1);
      expect(parsed.event).toEqual(cmd(i + 1));
      const eventJson = JSON.stringify(parsed.event);
      expect(parsed.checksum).toBe(crc32(eventJson).toString(16).padStart(8, '0'));
    });
  });

  for (const platform of ['linux', 'win32'] as const) {
    it(`appends without rewriting, one durable write per event (${platform})`, async () => {
      const { fs, faults } = faultyFs(platform);
      const { log } = journal(fs);
      const data = { header: encounterHeader(), entries: [cmd(1)] };
      await log.write(data);
      const before = await readFile(join(dir, 'enc1.jsonl'));
      faults.calls.length = 0;
      data.entries.push(cmd(2));
      let resolvedAfter = -1;
      await log.write(data).then(() => (resolvedAfter = faults.calls.length));
      const after = await readFile(join(dir, 'enc1.jsonl'));
      expect(after.subarray(0, before.length).equals(before)).toBe(true);
      const path = join(dir, 'enc1.jsonl');
      // Linux opens the journal O_DSYNC, so the write itself is durable when it returns; on
      // Windows the write is followed by an fsync. Either way the write resolves after that.
      expect(faults.calls).toEqual(
        platform === 'linux' ? [`write ${path}`] : [`write ${path}`, `sync ${path}`],
      );
      expect(resolvedAfter).toBe(faults.calls.length);
      await log.close();
    });
  }

  it('opens the journal with O_DSYNC where the OS offers it', async () => {
    const { fs, faults } = faultyFs('linux');
    const { log } = journal(fs);
    await log.write({ header: encounterHeader(), entries: [cmd(1)] });
    const open = faults.calls.find((c) => c.endsWith('enc1.jsonl') && c.startsWith('open '));
    const flags = Number(open?.split(' ')[1]);
    expect(flags & constants.O_DSYNC).toBe(constants.O_DSYNC);
    await log.close();
  });

  it('reads back header and entries in order after reopening', async () => {
    const written = await writeEntries(25);
    const { data, numbers, context } = await reopen();
    expect(data?.header).toEqual(written.header);
    expect(numbers).toEqual(range(1, 25));
    expect(context.notices).toEqual([]);
  });

  it('continues numbering after reopening', async () => {
    await writeEntries(3);
    const { log, data } = await reopen();
    data?.entries.push(cmd(4));
    await log.write(data!);
    await log.close();
    expect((await reopen()).numbers).toEqual([1, 2, 3, 4]);
    const seqs = (await readFile(join(dir, 'enc1.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).seq);
    expect(seqs).toEqual([1, 2, 3, 4]);
  });

  it('refuses removal of entries: the log only grows (undo is a marker)', async () => {
    const { log } = journal();
    const data = { header: encounterHeader(), entries: [cmd(1)] };
    await log.write(data);
    await expect(log.write({ ...data, entries: [] })).rejects.toMatchObject({
      code: 'invalidInput',
      params: { problem: 'entriesRemoved' },
    });
    await log.close();
    expect((await reopen()).numbers).toEqual([1]);
  });

  it('LogWriter refuses an invalid entry before keeping anything', async () => {
    const context = createStoreContext(dir, { now: () => NOW });
    const writer = await LogWriter.create(
      context,
      join(dir, 'enc1'),
      encounterLogKind,
      encounterHeader(),
    );
    await writer.append(cmd(1));
    await expect(writer.append(cmd(2), { t: 'cmd' } as unknown as LogEntry)).rejects.toMatchObject({
      code: 'invalidInput',
    });
    expect(writer.entries.map(numberOf)).toEqual([1]);
    expect(await writer.append(cmd(2))).toBe(2);
    await writer.close();
    expect((await reopen()).numbers).toEqual([1, 2]);
  });
});

describe('JournalLog reading a damaged journal', () => {
  const tails: [string, (path: string) => Promise<void>][] = [
    ['a line cut short', async (p) => appendFile(p, '{"seq":6,"checksum":"0000')],
    ['a NUL-filled tail', async (p) => appendFile(p, Buffer.alloc(300))],
    [
      'a complete line with a bad checksum',
      async (p) =>
        appendFile(p, `{"seq":6,"checksum":"deadbeef","event":${JSON.stringify(cmd(6))}}\n`),
    ],
    [
      'a whole line missing its newline',
      async (p) => {
        const good = (await readFile(p, 'utf8')).split('\n')[0]!.replace('"seq":1', '"seq":6');
        await appendFile(p, good);
      },
    ],
  ];
  for (const [label, damage] of tails) {
    it(`drops ${label} at the end, keeps its bytes aside and reports it`, async () => {
      await writeEntries(5);
      const path = join(dir, 'enc1.jsonl');
      const good = await readFile(path);
      await damage(path);
      const tail = (await readFile(path)).subarray(good.length);

      const { data, numbers, context, log } = await reopen();
      expect(numbers).toEqual(range(1, 5));
      expect((await readFile(path)).equals(good)).toBe(true);
      expect((await readFile(join(dir, ASIDE))).equals(tail)).toBe(true);
      expect(context.notices).toEqual([
        {
          code: 'journalTailDropped',
          params: {
            file: 'enc1.jsonl',
            keptThroughSeq: 5,
            droppedBytes: tail.length,
            movedTo: ASIDE,
          },
          at: NOW.toISOString(),
        },
      ]);
      // Writing continues cleanly after the cut.
      data!.entries.push(cmd(6));
      await log.write(data!);
      await log.close();
      expect((await reopen()).numbers).toEqual(range(1, 6));
    });
  }

  it('keeps the entries before damage in the middle, sets the journal aside and compacts', async () => {
    await writeEntries(8);
    const path = join(dir, 'enc1.jsonl');
    const lines = (await readFile(path, 'utf8')).split('\n');
    lines[3] = lines[3]!.replace('"n":4', '"n":9'); // checksum no longer matches
    const damaged = lines.join('\n');
    await writeFile(path, damaged);

    const { numbers, context, data, log } = await reopen();
    expect(numbers).toEqual([1, 2, 3]);
    expect(context.notices).toEqual([
      {
        code: 'journalDamagedTruncated',
        params: {
          file: 'enc1.jsonl',
          damage: 'checksumMismatch',
          keptThroughSeq: 3,
          droppedLines: 5,
          movedTo: ASIDE,
        },
        at: NOW.toISOString(),
      },
    ]);
    expect(await readFile(join(dir, ASIDE), 'utf8')).toBe(damaged);
    expect(await listDir(dir)).toContain('enc1.snapshot.json');
    data!.entries.push(cmd(10));
    await log.write(data!);
    await log.close();
    expect((await reopen()).numbers).toEqual([1, 2, 3, 10]);
  });

  it('treats a break in the sequence as damage', async () => {
    await writeEntries(4);
    const path = join(dir, 'enc1.jsonl');
    const lines = (await readFile(path, 'utf8')).trim().split('\n');
    await writeFile(path, [lines[0], lines[1], lines[3]].join('\n') + '\n');
    const { numbers, context } = await reopen();
    expect(numbers).toEqual([1, 2]);
    expect(context.notices[0]).toMatchObject({
      code: 'journalDamagedTruncated',
      params: { damage: 'sequenceGap', keptThroughSeq: 2, droppedLines: 1 },
    });
  });

  it('treats an entry that fails the schema as damage', async () => {
    await writeEntries(3);
    const path = join(dir, 'enc1.jsonl');
    const bad = JSON.stringify({ t: 'nonsense' });
    const line = `{"seq":4,"checksum":"${crc32(bad).toString(16).padStart(8, '0')}","event":${bad}}\n`;
    await appendFile(path, line);
    await appendFile(
      path,
      (await readFile(path, 'utf8')).split('\n')[0]!.replace('"seq":1', '"seq":5') + '\n',
    );
    const { numbers, context } = await reopen();
    expect(numbers).toEqual([1, 2, 3]);
    expect(context.notices[0]).toMatchObject({
      code: 'journalDamagedTruncated',
      params: { damage: 'invalidSchema', keptThroughSeq: 3, droppedLines: 2 },
    });
  });

  it('an empty journal file is an empty log, not an error', async () => {
    await writeEntries(0);
    await writeFile(join(dir, 'enc1.jsonl'), '');
    const { numbers, context } = await reopen();
    expect(numbers).toEqual([]);
    expect(context.notices).toEqual([]);
  });

  it('a journal without its header cannot be opened and is left untouched', async () => {
    await writeEntries(3);
    await rename(join(dir, 'enc1.header.json'), join(dir, 'elsewhere.json'));
    await rename(join(dir, 'enc1.header.json.bak'), join(dir, 'elsewhere.bak')).catch(
      () => undefined,
    );
    const { log } = journal();
    await expect(log.read()).rejects.toMatchObject({ code: 'documentUnrecoverable' });
    expect(await listDir(dir)).toContain('enc1.jsonl');
  });
});

describe('JournalLog compaction', () => {
  it('writes an atomic snapshot and starts a fresh journal; reopening gives the same log', async () => {
    const data = await writeEntries(10);
    const { log } = await reopen();
    await log.compact(data);
    expect(await listDir(dir)).toEqual(
      expect.arrayContaining(['enc1.snapshot.json', 'enc1.jsonl.bak', 'enc1.header.json']),
    );
    expect(await listDir(dir)).not.toContain('enc1.jsonl');
    data.entries.push(cmd(11));
    await log.write(data);
    await log.close();
    const again = await reopen();
    expect(again.numbers).toEqual(range(1, 11));
    expect(JSON.parse((await readFile(join(dir, 'enc1.jsonl'), 'utf8')).trim()).seq).toBe(11);
  });

  it('a crash between the snapshot and the journal rotation repeats nothing', async () => {
    const data = await writeEntries(6);
    const journalBytes = await readFile(join(dir, 'enc1.jsonl'));
    const { log } = await reopen();
    await log.compact(data);
    await log.close();
    // Put the folded journal back as if the rotation never happened.
    await writeFile(join(dir, 'enc1.jsonl'), journalBytes);
    const { numbers, data: reopened, log: again } = await reopen();
    expect(numbers).toEqual(range(1, 6));
    reopened!.entries.push(cmd(7));
    await again.write(reopened!);
    await again.close();
    expect((await reopen()).numbers).toEqual(range(1, 7));
  });

  it('rebuilds a damaged snapshot from its .bak and the journal segments', async () => {
    const data = await writeEntries(4);
    let opened = await reopen();
    await opened.log.compact(data); // snapshot 1..4
    for (let n = 5; n <= 8; n += 1) {
      data.entries.push(cmd(n));
      await opened.log.write(data);
    }
    await opened.log.compact(data); // snapshot 1..8 (bak: 1..4), previous journal: 5..8
    for (let n = 9; n <= 10; n += 1) {
      data.entries.push(cmd(n));
      await opened.log.write(data);
    }
    await opened.log.close();
    await truncate(join(dir, 'enc1.snapshot.json'), 20);

    opened = await reopen();
    expect(opened.numbers).toEqual(range(1, 10));
    expect(opened.context.notices.map((n) => n.code)).toEqual(['documentRestoredFromBackup']);
    await opened.log.close();
    expect((await reopen()).numbers).toEqual(range(1, 10));
  });

  it('upgrades a version 1 log: header and snapshot rewritten at the current version', async () => {
    await copyFile(
      join(__dirname, '../../fixtures/store/encounter-log/v1.header.json'),
      join(dir, 'enc1.header.json'),
    );
    await copyFile(
      join(__dirname, '../../fixtures/store/encounter-log/v1.jsonl'),
      join(dir, 'enc1.jsonl'),
    );
    const { data, context, log } = await reopen();
    expect(data?.header).toMatchObject({ schemaVersion: 2, status: 'paused', init: { seed: 7 } });
    expect(data?.entries.length).toBe(3);
    expect(context.notices.map((n) => n.code)).toEqual(['documentMigrated']);
    await log.close();
    expect(JSON.parse(await readFile(join(dir, 'enc1.header.json'), 'utf8')).schemaVersion).toBe(2);
    expect(JSON.parse(await readFile(join(dir, 'enc1.snapshot.json'), 'utf8'))).toMatchObject({
      schemaVersion: 2,
      lastSeq: 3,
    });
    const second = await reopen();
    expect(second.data).toEqual(data);
    expect(second.context.notices).toEqual([]);
  });
});
