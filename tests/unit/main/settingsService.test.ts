import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSettingsService, settingsFileName } from '../../../main/settings/settingsService';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cm-settings-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const load = (onDamagedFile = vi.fn()) =>
  loadSettingsService({ dataDir, initialLanguage: 'ru', onDamagedFile });

describe('settings service', () => {
  it('starts from the initial language when nothing was saved, without writing', async () => {
    const settings = await load();
    expect(settings.get()).toEqual({ language: 'ru' });
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('saves the language durably and a new service reads it back', async () => {
    const settings = await load();
    const listener = vi.fn();
    settings.onChange(listener);
    await expect(settings.setLanguage('uk')).resolves.toEqual({ language: 'uk' });
    expect(listener).toHaveBeenCalledWith({ language: 'uk' });
    expect(JSON.parse(await readFile(join(dataDir, settingsFileName), 'utf8'))).toEqual({
      language: 'uk',
    });
    expect((await load()).get()).toEqual({ language: 'uk' });
    // No temp files are left behind.
    expect(await readdir(dataDir)).toEqual([settingsFileName]);
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

  it('sets a damaged file aside instead of overwriting it, and says so', async () => {
    await writeFile(join(dataDir, settingsFileName), '{"language": "uk"');
    const onDamagedFile = vi.fn();
    const settings = await load(onDamagedFile);
    expect(settings.get()).toEqual({ language: 'ru' });
    expect(onDamagedFile).toHaveBeenCalledWith(expect.stringContaining('.corrupt-'));
    const files = await readdir(dataDir);
    expect(files).toHaveLength(1);
    expect(await readFile(join(dataDir, files[0] ?? ''), 'utf8')).toBe('{"language": "uk"');
  });

  it('sets aside a readable file of the wrong shape too', async () => {
    await writeFile(join(dataDir, settingsFileName), '{"language": "klingon"}');
    const onDamagedFile = vi.fn();
    expect((await load(onDamagedFile)).get()).toEqual({ language: 'ru' });
    expect(onDamagedFile).toHaveBeenCalledOnce();
  });
});
