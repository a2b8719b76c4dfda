// Opening a campaign with 50 started encounters of 2,000 events each (49 ended and compacted,
// the last one paused mid-fight as a journal), a 10-member roster and prepared encounters.
// Prints medians: opening the campaign (writer lock, campaign, roster, prepared encounters,
// the 50 encounter headers), resuming the paused fight (its log read and replayed through the
// engine's History), and reading all 100,000 events.
import { mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDataDir } from '../../main/store/data-store';
import { PersistedEncounter } from '../../main/store/encounter-store';
import { JournalLog } from '../../main/store/journal-log';
import { logFormatOf } from '../../main/store/log-format';
import { LogWriter } from '../../main/store/log-writer';
import { layout } from '../../main/store/layout';
import { createEncounter, History, RuleError, type CombatantInput } from '../../shared/index';
import type { EncounterLogHeader } from '../../shared/model/encounter-log';
import { logEntrySchema, type LogEntry } from '../../shared/model/log-entry';
import { encounterLogKind } from '../../shared/model/migrations/index';

const ENCOUNTERS = 50;
const EVENTS = 2000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** 8 PCs and 40 monsters in 5 groups. */
function combatants(): CombatantInput[] {
  const out: CombatantInput[] = [];
  for (let i = 0; i < 8; i += 1) {
    out.push({
      id: `pc${i}`,
      name: `Hero ${i}`,
      kind: 'pc',
      maxHp: 60,
      ac: 16,
      initiativeBonus: 2,
    });
  }
  for (let g = 0; g < 5; g += 1) {
    for (let i = 0; i < 8; i += 1) {
      out.push({
        id: `m${g}-${i}`,
        name: `Orc ${g}`,
        kind: 'monster',
        groupId: `grp${g}`,
        maxHp: 300,
        ac: 13,
        initiativeBonus: 1,
      });
    }
  }
  return out;
}

/** A scripted fight through the engine until EVENTS events exist, as log entries. */
function fight(input: CombatantInput[]): LogEntry[] {
  const history = new History(
    createEncounter({ system: 'dnd5e', seed: 'bench', combatants: input }),
  );
  const entries: LogEntry[] = [];
  let events = 0;
  let x = 7;
  const pick = () => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return x / 0x100000000;
  };
  const run = (command: { type: string } & Record<string, unknown>) => {
    try {
      const result = history.dispatch(command);
      if (result.events.length === 0) return;
      events += result.events.length;
      entries.push({
        t: 'cmd',
        commandId: String(result.events[0]?.commandId),
        at: '2025-01-01T00:00:00.000Z',
        command,
        events: result.events as unknown as { type: string }[],
      });
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
    }
  };
  run({ type: 'rollInitiative' });
  run({ type: 'startEncounter' });
  while (events < EVENTS) {
    const r = pick();
    const id = (input[Math.floor(pick() * input.length)] as CombatantInput).id as string;
    if (r < 0.6)
      run({
        type: 'damage',
        targetIds: [id],
        amount: 1 + Math.floor(pick() * 6),
        damageType: 'slashing',
      });
    else if (r < 0.8) run({ type: 'heal', targetIds: [id], amount: 1 + Math.floor(pick() * 4) });
    else run({ type: 'nextTurn' });
    for (const prompt of history.state.prompts) {
      run({
        type: 'resolvePrompt',
        promptId: prompt.id,
        choice: prompt.kind === 'knockOut' ? 'kill' : 'roll',
      });
    }
  }
  return entries;
}

async function setUp(root: string): Promise<{ campaignId: string; activeId: string }> {
  const store = await openDataDir(root);
  const campaign = await store.campaigns.create({ name: 'Bench', system: 'dnd5e', language: 'en' });
  const session = await store.campaigns.open(campaign.id);
  for (let i = 0; i < 10; i += 1) {
    await session.roster.add({
      kind: i < 6 ? 'pc' : 'npc',
      name: `Member ${i}`,
      state: { maxHp: 30 + i },
    });
  }
  for (let i = 0; i < 5; i += 1) await session.savedEncounters.create({ name: `Prepared ${i}` });
  const input = combatants();
  const entries = fight(input);
  const header = (id: string, status: EncounterLogHeader['status']): EncounterLogHeader => ({
    schemaVersion: 2,
    id,
    campaignId: campaign.id,
    name: `Fight ${id}`,
    savedEncounterId: null,
    status,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    endedAt: null,
    writtenBack: false,
    init: { system: 'dnd5e', options: {}, combatants: input, seed: 'bench' },
  });
  await store.context.fs.mkdir(layout.logsDir(root, campaign.id));
  const format = logFormatOf(encounterLogKind, logEntrySchema);
  for (let e = 0; e < ENCOUNTERS - 1; e += 1) {
    // An ended encounter: its log was compacted into a snapshot when it ended.
    const journal = new JournalLog(
      store.context,
      layout.encounterLog(root, campaign.id, `enc${e}`),
      format,
    );
    await journal.compact({ header: header(`enc${e}`, 'ended'), entries });
    await journal.close();
  }
  // The paused fight: its journal as appended event by event (written here in one append).
  const activeId = `enc${ENCOUNTERS - 1}`;
  const active = await LogWriter.create(
    store.context,
    layout.encounterLog(root, campaign.id, activeId),
    encounterLogKind,
    header(activeId, 'paused'),
  );
  await active.append(...entries);
  await active.close();
  await store.close();
  return { campaignId: campaign.id, activeId };
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

const root = await mkdtemp(join(tmpdir(), 'cm-bench-open-'));
try {
  const started = performance.now();
  const { campaignId, activeId } = await setUp(root);
  const logsDir = layout.logsDir(root, campaignId);
  const bytes = await folderBytes(logsDir);
  console.log(
    `campaign: ${ENCOUNTERS} encounters × ${EVENTS.toLocaleString('en')} events ` +
      `(${(bytes / 1024 / 1024).toFixed(1)} MB of logs), set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const openTimes: number[] = [];
  const resumeTimes: number[] = [];
  const allTimes: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    let t = performance.now();
    const store = await openDataDir(root);
    await store.campaigns.list();
    const session = await store.campaigns.open(campaignId);
    await session.roster.list();
    await session.savedEncounters.list();
    const listed = await session.encounters();
    if (listed.length !== ENCOUNTERS) throw new Error(`listed ${listed.length}`);
    openTimes.push(performance.now() - t);

    t = performance.now();
    const resumed = await PersistedEncounter.resume(store.context, session, activeId);
    resumeTimes.push(performance.now() - t);
    if (resumed.history.length === 0) throw new Error('nothing replayed');
    await resumed.pause();
    // Pausing compacted the journal; put the paused fight back as a journal for the next run.
    await store.close();
    await restoreJournal(root, campaignId, activeId);

    const reader = await openDataDir(root);
    const readSession = await reader.campaigns.open(campaignId);
    t = performance.now();
    let events = 0;
    for (let e = 0; e < ENCOUNTERS; e += 1) {
      const log = await readSession.openEncounterLog(`enc${e}`);
      events += log.entries.length;
      await readSession.closeEncounterLog(`enc${e}`);
    }
    allTimes.push(performance.now() - t);
    await reader.close();
    if (events === 0) throw new Error('no events');
  }
  // JSON.parse of the same bytes: what reading every log costs at the very least.
  const t = performance.now();
  for (const name of await readdir(logsDir)) {
    const text = await readFile(join(logsDir, name), 'utf8');
    if (name.endsWith('.jsonl')) {
      for (const line of text.split('\n')) if (line) JSON.parse(line);
    } else if (name.endsWith('.json')) {
      JSON.parse(text);
    }
  }
  const parseOnly = performance.now() - t;
  console.log(
    `  open the campaign (lock, campaign, roster, prepared, 50 headers): ${median(openTimes).toFixed(1)} ms (median of 7)`,
  );
  console.log(
    `  resume the paused fight (read ${EVENTS.toLocaleString('en')} events, replay through History): ${median(resumeTimes).toFixed(1)} ms`,
  );
  console.log(
    `  total to the paused fight on screen-ready state: ${(median(openTimes) + median(resumeTimes)).toFixed(1)} ms`,
  );
  console.log(
    `  read every log (${(ENCOUNTERS * EVENTS).toLocaleString('en')} events, checksums and schemas checked): ` +
      `${median(allTimes).toFixed(0)} ms; bare read + JSON.parse of the same files: ${parseOnly.toFixed(0)} ms`,
  );
} finally {
  await rm(root, { recursive: true, force: true });
}

// After a pause the active log is a snapshot; rebuild its journal so each run resumes the same
// on-disk shape (a fight paused by quitting, not by the pause button).
async function restoreJournal(dataRoot: string, campaignId: string, id: string): Promise<void> {
  const base = layout.encounterLog(dataRoot, campaignId, id);
  await rm(`${base}.snapshot.json`, { force: true });
  await rm(`${base}.snapshot.json.bak`, { force: true });
  await rm(`${base}.jsonl`, { force: true });
  await rename(`${base}.jsonl.bak`, `${base}.jsonl`);
}
