// The export service on real files: one encounter or a whole play date from a campaign, to a
// file chosen in the save dialog (atomic, never over an existing file without the DM's yes) or
// as a one-time download; progress only when an export runs longer than half a second.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportProgress } from '../../../shared/export/limits';
import { renderExport } from '../../../shared/export/render';
import { createEncounterService } from '../../../main/encounter/encounterService';
import { ExportService, type SaveDialog } from '../../../main/export/exportService';
import { StoredEncounters } from '../../../main/export/sources';
import type { DataStore } from '../../../main/store/data-store';
import { dnd5eScript, osrScript } from '../../unit/export/support/scripts';
import { dataFolder, storeEncounter, tempDir } from './support';

let store: DataStore;
let campaignId: string;
let cleanupData: () => Promise<void>;
let out: string;
let cleanupOut: () => Promise<void>;

beforeEach(async () => {
  ({ store, campaignId, cleanup: cleanupData } = await dataFolder('osr', 'uk'));
  ({ dir: out, cleanup: cleanupOut } = await tempDir('cm-export-out-'));
});

afterEach(async () => {
  await cleanupData();
  await cleanupOut();
});

/** The save dialog's test double: answers with the next path, or null for Cancel. */
function dialog(...answers: (string | null)[]): SaveDialog & { asked: string[] } {
  const asked: string[] = [];
  const fn = (async ({ suggestedName }) => {
    asked.push(suggestedName);
    return answers.shift() ?? null;
  }) as SaveDialog & { asked: string[] };
  fn.asked = asked;
  return fn;
}

function service(
  options: { now?: () => number; batch?: number; progress?: ExportProgress[] } = {},
): ExportService {
  return new ExportService({
    context: store.context,
    stored: new StoredEncounters(store.context, store.campaigns),
    live: createEncounterService({ system: 'osr', seed: 1 }),
    language: () => 'en',
    timeZone: 'Europe/Kyiv',
    ...(options.now ? { now: options.now } : {}),
    ...(options.batch ? { batch: options.batch } : {}),
    onProgress: (p) => options.progress?.push(p),
  });
}

describe('export of the fight on the encounter screen', () => {
  it('a campaign fight is exported from its journal: its name, campaign and language', async () => {
    const stored = await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    const exporter = new ExportService({
      context: store.context,
      stored: new StoredEncounters(store.context, store.campaigns),
      live: createEncounterService({ system: 'osr', seed: 1 }),
      language: () => 'en',
      session: () => ({
        campaign: { id: campaignId, name: 'Embers', system: 'osr', language: 'uk' },
        encounter: {
          id: stored.id,
          name: 'Goblin warren',
          status: 'active',
          savedEncounterId: null,
          createdAt: '2025-03-14T18:30:00.000Z',
          endedAt: null,
          writtenBack: false,
        },
      }),
      timeZone: 'Europe/Kyiv',
    });
    expect((await exporter.sources()).language).toBe('uk');
    const outcome = await exporter.run({
      jobId: 'j1',
      source: { kind: 'live' },
      format: 'md',
      audience: 'dm',
      destination: 'download',
    });
    expect(outcome).toMatchObject({ status: 'download', fileName: 'Goblin warren.md' });
    const url = outcome.status === 'download' ? outcome.url : '';
    const file = exporter.downloads.take(url.split('/').pop() ?? '');
    const text = new TextDecoder().decode(file?.bytes);
    // Titled by the fight, in the campaign's language, with its campaign and duration.
    expect(text).toContain('Goblin warren');
    expect(text).toContain('Embers');
    expect(text).not.toContain('The current encounter');
    expect(text).toContain('Тривалість');
  });

  it('main refuses a JSON export for the players, whatever the window asks', async () => {
    const stored = await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    await expect(
      service().run({
        jobId: 'j1',
        source: { kind: 'encounter', campaignId, encounterId: stored.id },
        format: 'json',
        audience: 'player',
        destination: 'download',
      }),
    ).rejects.toMatchObject({ code: 'exportJsonForPlayers' });
  });
});

describe('export of stored encounters', () => {
  it('lists campaigns with their encounters and play dates (in the DM’s time zone)', async () => {
    await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    await storeEncounter(store, campaignId, osrScript(), '2025-03-14T21:59:00.000Z');
    await storeEncounter(store, campaignId, osrScript(), '2025-03-14T22:30:00.000Z');
    const sources = await service().sources();
    expect(sources.live).toBeNull();
    const campaign = sources.campaigns[0];
    expect(campaign?.name).toBe('Embers');
    expect(campaign?.encounters).toHaveLength(3);
    // 22:30 UTC is already the 15th in Kyiv.
    expect(campaign?.playDates).toEqual(['2025-03-15', '2025-03-14']);
  });

  it('writes one encounter to the chosen file, exactly as the recap renders it', async () => {
    const stored = await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    const exporter = service();
    const save = dialog(join(out, 'warren.md'));
    exporter.setSaveDialog(save);
    const outcome = await exporter.run({
      jobId: 'j1',
      source: { kind: 'encounter', campaignId, encounterId: stored.id },
      format: 'md',
      audience: 'player',
      destination: 'file',
    });
    expect(outcome).toMatchObject({ status: 'saved', fileName: 'warren.md' });
    expect(save.asked).toEqual(['Goblin warren.md']);
    const expected = renderExport([{ ...stored, campaign: { id: campaignId, name: 'Embers' } }], {
      format: 'md',
      audience: 'player',
      language: 'uk',
      timeZone: 'Europe/Kyiv',
      exportedAt: '',
    });
    expect(await readFile(join(out, 'warren.md'), 'utf8')).toBe(expected);
    expect(await readdir(out)).toEqual(['warren.md']);
  });

  it('never replaces an existing file without the DM’s yes; keeping it changes nothing', async () => {
    const stored = await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    const path = join(out, 'log.html');
    await writeFile(path, 'the DM’s own notes');
    const exporter = service();
    exporter.setSaveDialog(dialog(path, path));
    const request = {
      jobId: 'j1',
      source: { kind: 'encounter' as const, campaignId, encounterId: stored.id },
      format: 'html' as const,
      audience: 'dm' as const,
      destination: 'file' as const,
    };
    const asked = await exporter.run(request);
    expect(asked.status).toBe('confirmOverwrite');
    expect(await readFile(path, 'utf8')).toBe('the DM’s own notes');
    if (asked.status !== 'confirmOverwrite') throw new Error('no question');
    expect(await exporter.confirmOverwrite(asked.confirmId, false)).toEqual({
      status: 'cancelled',
    });
    expect(await readFile(path, 'utf8')).toBe('the DM’s own notes');
    // The answer is used once.
    await expect(exporter.confirmOverwrite(asked.confirmId, true)).rejects.toMatchObject({
      code: 'exportExpired',
    });
    const again = await exporter.run(request);
    if (again.status !== 'confirmOverwrite') throw new Error('no question');
    expect(await exporter.confirmOverwrite(again.confirmId, true)).toMatchObject({
      status: 'saved',
      fileName: 'log.html',
    });
    expect(await readFile(path, 'utf8')).toContain('<!DOCTYPE html>');
    // The atomic write leaves no temporary file and no backup beside the DM's file.
    expect(await readdir(out)).toEqual(['log.html']);
  });

  it('a cancelled dialog writes nothing', async () => {
    const stored = await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    const exporter = service();
    exporter.setSaveDialog(dialog(null));
    const outcome = await exporter.run({
      jobId: 'j1',
      source: { kind: 'encounter', campaignId, encounterId: stored.id },
      format: 'csv',
      audience: 'dm',
      destination: 'file',
    });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(await readdir(out)).toEqual([]);
  });

  it('exports every encounter of a play date in one file, oldest first', async () => {
    await storeEncounter(store, campaignId, osrScript(), '2025-03-14T20:00:00.000Z');
    await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    await storeEncounter(store, campaignId, osrScript(), '2025-03-16T18:30:00.000Z');
    const exporter = service();
    exporter.setSaveDialog(dialog(join(out, 'night.html')));
    const outcome = await exporter.run({
      jobId: 'j1',
      source: { kind: 'playDate', campaignId, date: '2025-03-14' },
      format: 'html',
      audience: 'player',
      destination: 'file',
    });
    expect(outcome.status).toBe('saved');
    const html = await readFile(join(out, 'night.html'), 'utf8');
    expect(html.match(/<article class="encounter"/g)).toHaveLength(2);
    expect(html).toContain('Журнал сесії за 14 березня 2025 р.');
    const json = service();
    const download = await json.run({
      jobId: 'j2',
      source: { kind: 'playDate', campaignId, date: '2025-03-14' },
      format: 'json',
      audience: 'dm',
      destination: 'download',
    });
    if (download.status !== 'download') throw new Error('no download');
    expect(download.fileName).toBe('Embers 2025-03-14.json');
    const file = json.downloads.take(download.url.split('/').pop() as string);
    const parsed = JSON.parse(new TextDecoder().decode(file?.bytes)) as {
      encounters: { createdAt: string }[];
    };
    expect(parsed.encounters.map((e) => e.createdAt)).toEqual([
      '2025-03-14T18:30:00.000Z',
      '2025-03-14T20:00:00.000Z',
    ]);
  });

  it('prepares a download that can be fetched once', async () => {
    const stored = await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    const exporter = service();
    const outcome = await exporter.run({
      jobId: 'j1',
      source: { kind: 'encounter', campaignId, encounterId: stored.id },
      format: 'md',
      audience: 'player',
      destination: 'download',
    });
    if (outcome.status !== 'download') throw new Error('no download');
    expect(outcome.url).toMatch(/^\/export\/download\/[a-f0-9]{32}$/);
    const token = outcome.url.split('/').pop() as string;
    const file = exporter.downloads.take(token);
    expect(file?.mime).toBe('text/markdown; charset=utf-8');
    expect(file?.bytes.byteLength).toBe(outcome.bytes);
    expect(exporter.downloads.take(token)).toBeNull();
    expect(await readdir(out)).toEqual([]);
  });

  it('reports progress only once an export has run longer than half a second', async () => {
    const stored = await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    const request = {
      jobId: 'slow',
      source: { kind: 'encounter' as const, campaignId, encounterId: stored.id },
      format: 'html' as const,
      audience: 'dm' as const,
      destination: 'download' as const,
    };
    const fast: ExportProgress[] = [];
    await service({ now: () => 0, batch: 1, progress: fast }).run(request);
    expect(fast).toEqual([]);
    let clock = 0;
    const slow: ExportProgress[] = [];
    await service({ now: () => (clock += 150), batch: 1, progress: slow }).run(request);
    expect(slow.length).toBeGreaterThan(3);
    expect(slow.every((p) => p.jobId === 'slow')).toBe(true);
    const build = slow.filter((p) => p.phase === 'build');
    expect(build[build.length - 1]).toMatchObject({ done: build[0]?.total });
    expect(build.map((p) => p.done)).toEqual([...build.map((p) => p.done)].sort((a, b) => a - b));
  });

  it('names what is wrong: nothing to export, no dialog, a folder it cannot write', async () => {
    const exporter = service();
    await expect(
      exporter.run({
        jobId: 'j',
        source: { kind: 'live' },
        format: 'md',
        audience: 'dm',
        destination: 'download',
      }),
    ).rejects.toMatchObject({ code: 'exportNotFound' });
    await expect(
      exporter.run({
        jobId: 'j',
        source: { kind: 'encounter', campaignId, encounterId: 'missing' },
        format: 'md',
        audience: 'dm',
        destination: 'download',
      }),
    ).rejects.toMatchObject({ code: 'exportNotFound' });
    const stored = await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    const request = {
      jobId: 'j',
      source: { kind: 'encounter' as const, campaignId, encounterId: stored.id },
      format: 'md' as const,
      audience: 'dm' as const,
      destination: 'file' as const,
    };
    await expect(exporter.run(request)).rejects.toMatchObject({ code: 'exportDialogUnavailable' });
    exporter.setSaveDialog(dialog(join(out, 'no-such-folder', 'x.md')));
    await expect(exporter.run(request)).rejects.toMatchObject({
      code: 'exportWriteFailed',
      params: { file: 'x.md', errno: 'ENOENT' },
    });
  });
});

describe('the players’ recap follows the table’s visibility settings', () => {
  it('with PC hit points hidden from the players, the recap shows none either', async () => {
    const stored = await storeEncounter(store, campaignId, osrScript(), '2025-03-14T18:30:00.000Z');
    const exporter = new ExportService({
      context: store.context,
      stored: new StoredEncounters(store.context, store.campaigns),
      live: createEncounterService({ system: 'osr', seed: 1 }),
      language: () => 'en',
      timeZone: 'UTC',
      playerView: () => ({ pcHp: 'hidden', otherHp: 'hidden' }),
    });
    const run = async (audience: 'dm' | 'player') => {
      const outcome = await exporter.run({
        jobId: 'j',
        source: { kind: 'encounter', campaignId, encounterId: stored.id },
        format: 'md',
        audience,
        destination: 'download',
      });
      if (outcome.status !== 'download') throw new Error('no download');
      const file = exporter.downloads.take(outcome.url.split('/').pop() as string);
      return new TextDecoder().decode(file?.bytes);
    };
    expect(await run('dm')).toContain('— ХП 11/12');
    const players = await run('player');
    expect(players).not.toMatch(/ХП \d+\/\d+/);
    expect(players).toContain('Fighter');
  });
});

describe('export of the running encounter', () => {
  it('exports the encounter main is running, in the interface language', async () => {
    const live = createEncounterService({ system: 'dnd5e', seed: 9 });
    // The script's combatants, then its commands up to its first undo.
    const { encounter } = dnd5eScript();
    live.dispatch({ type: 'addCombatants', combatants: encounter.init.combatants });
    for (const step of encounter.log) {
      if (step.t !== 'cmd') break;
      if (step.command) live.dispatch(step.command);
    }
    const exporter = new ExportService({
      context: store.context,
      stored: null,
      live,
      language: () => 'ru',
      timeZone: 'UTC',
    });
    expect((await exporter.sources()).live).toEqual({
      system: 'dnd5e',
      events: live.events().length,
    });
    const outcome = await exporter.run({
      jobId: 'j',
      source: { kind: 'live' },
      format: 'md',
      audience: 'dm',
      destination: 'download',
    });
    if (outcome.status !== 'download') throw new Error('no download');
    expect(outcome.fileName).toBe('Текущее столкновение.md');
    const text = new TextDecoder().decode(
      exporter.downloads.take(outcome.url.split('/').pop() as string)?.bytes,
    );
    expect(text).toContain('# Журнал сессии: Текущее столкновение');
    expect(text).toContain('Goblin Archer');
  });
});
