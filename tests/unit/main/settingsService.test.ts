import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSettingsService } from '../../../main/settings/settingsService';
import { createStoreContext } from '../../../main/store/context';
import { layout } from '../../../main/store/layout';
import { SettingsService as SettingsDocument } from '../../../main/store/settings-service';

let dataDir: string;
let file: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-settings-'));
  file = layout.settings(dataDir);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function open(onDamagedFile = vi.fn()) {
  const context = createStoreContext(dataDir);
  const document = new SettingsDocument(context, file);
  return {
    context,
    service: loadSettingsService({ document, initialLanguage: 'ru', onDamagedFile }),
  };
}
const load = async (onDamagedFile = vi.fn()) => open(onDamagedFile).service;
const stored = async () => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

describe('settings service', () => {
  it('starts from the initial language when nothing was saved, without writing', async () => {
    const settings = await load();
    expect(settings.get()).toEqual({ language: 'ru' });
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('saves the language durably in the versioned document and a new service reads it back', async () => {
    const settings = await load();
    const listener = vi.fn();
    settings.onChange(listener);
    await expect(settings.setLanguage('uk')).resolves.toEqual({ language: 'uk' });
    expect(listener).toHaveBeenCalledWith({ language: 'uk' });
    expect(await stored()).toEqual({
      schemaVersion: 2,
      language: 'uk',
      lastCampaignId: null,
      playerDisplay: { enabled: true, displayId: null },
    });
    expect((await load()).get()).toEqual({ language: 'uk' });
    // No temp files are left behind; the next write keeps the previous version as .bak.
    expect(await readdir(dataDir)).toEqual(['settings.json']);
    await settings.setLanguage('en');
    expect((await readdir(dataDir)).sort()).toEqual(['settings.json', 'settings.json.bak']);
    expect(JSON.parse(await readFile(`${file}.bak`, 'utf8'))).toMatchObject({ language: 'uk' });
  });

  it('keeps the last of several quick changes', async () => {
    const settings = await load();
    await Promise.all([
      settings.setLanguage('uk'),
      settings.setLanguage('en'),
      settings.setLanguage('ru'),
    ]);
    expect(settings.get()).toEqual({ language: 'ru' });
    expect((await load()).get()).toEqual({ language: 'ru' });
  });

  it('reads the unversioned file of earlier builds as it is, and upgrades it on the next write', async () => {
    await writeFile(file, `${JSON.stringify({ language: 'uk' }, null, 2)}\n`);
    const { context, service } = open();
    const settings = await service;
    expect(settings.get()).toEqual({ language: 'uk' });
    expect(context.notices).toMatchObject([
      { code: 'documentMigrated', params: { file: 'settings.json', from: 0, to: 2 } },
    ]);
    // Reading alone changes nothing on disk.
    expect(await readFile(file, 'utf8')).toBe('{\n  "language": "uk"\n}\n');
    await settings.setLanguage('en');
    expect(await stored()).toMatchObject({ schemaVersion: 2, language: 'en' });
  });

  it('sets a damaged file aside instead of overwriting it, and says so', async () => {
    await writeFile(file, '{"language": "uk"');
    const onDamagedFile = vi.fn();
    const settings = await load(onDamagedFile);
    expect(settings.get()).toEqual({ language: 'ru' });
    expect(onDamagedFile).toHaveBeenCalledWith(expect.stringContaining('.corrupt-'));
    const files = await readdir(dataDir);
    expect(files).toHaveLength(1);
    expect(await readFile(join(dataDir, files[0] ?? ''), 'utf8')).toBe('{"language": "uk"');
  });

  it('sets aside a readable file of the wrong shape too', async () => {
    await writeFile(file, '{"language": "klingon"}');
    const onDamagedFile = vi.fn();
    expect((await load(onDamagedFile)).get()).toEqual({ language: 'ru' });
    expect(onDamagedFile).toHaveBeenCalledOnce();
    expect(await readdir(dataDir)).toEqual([expect.stringMatching(/^settings\.json\.corrupt-/)]);
  });

  it('restores a damaged file from its backup, tells the DM, and resets nothing', async () => {
    const settings = await load();
    await settings.setLanguage('uk');
    await settings.setLanguage('en');
    await writeFile(file, Buffer.alloc(32));
    const onDamagedFile = vi.fn();
    const { context, service } = open(onDamagedFile);
    expect((await service).get()).toEqual({ language: 'uk' });
    expect(onDamagedFile).not.toHaveBeenCalled();
    expect(context.notices).toMatchObject([
      {
        code: 'documentRestoredFromBackup',
        params: { file: 'settings.json', damage: 'nulFilled' },
      },
    ]);
  });
});
